/**
 * Scale-out: two real server processes on one PostgreSQL behind a round-robin loopback proxy (as nginx
 * is in docker-compose), nothing sticky. Whatever one instance did, the other sees: a session, live
 * project changes, a reply followed word by word, a plan, a photo, the login limit and sign-out; each
 * instance's own clock ticks only for its own sockets. A job taken over after its instance is killed
 * is in jobs.test.ts, on the same kind of pair.
 */
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import WebSocket from 'ws';
import type { AppRouter } from '../src/router';
import {
  HAVE_POSTGRES,
  eventually,
  signUp,
  sleep,
  startCluster,
  startProxy,
  startServer,
  trpcClient,
  type Cluster,
  type LoopbackProxy,
  type ServerProcess,
} from './support';

describe.skipIf(!HAVE_POSTGRES)('two instances behind a load balancer (PostgreSQL)', () => {
  let cluster: Cluster;
  let a: ServerProcess;
  let b: ServerProcess;
  let proxy: LoopbackProxy;
  const closers: Array<{ close(): void }> = [];
  const open = (url: string, token: string) => {
    const made = trpcClient(url, token);
    closers.push(made);
    return made.client;
  };

  /** A new project whose intake conversation is complete, with what the person said (if anything). */
  async function intakeDone(client: ReturnType<typeof open>, title: string, said?: string) {
    const project = await client.projects.create.mutate({ projectTitle: title });
    await client.chat.history.query({ projectId: project._id });
    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    try {
      if (said) {
        await db.query(
          "INSERT INTO chat_messages (session_id, role, status, text) SELECT id, 'user', 'done', $2 FROM chat_sessions WHERE project_id = $1",
          [project._id, said],
        );
      }
      await db.query("UPDATE chat_sessions SET current_state = 'complete' WHERE project_id = $1", [project._id]);
    } finally {
      await db.end();
    }
    return project;
  }

  beforeAll(async () => {
    cluster = await startCluster();
    // the real limits (RATE_LIMIT_SCALE 1): the login limit must hold across instances as on one
    const env = { DATABASE_URL: cluster.url, RATE_LIMIT_SCALE: '1' };
    [a, b] = await Promise.all([startServer(env), startServer(env)]);
    proxy = await startProxy([a.url, b.url]);
  });
  afterAll(async () => {
    for (const server of [a, b])
      if (server) expect(server.output()).not.toMatch(/unhandled rejection|too large for NOTIFY/i);
    for (const c of closers) c.close();
    await proxy?.close();
    await Promise.all([a?.kill9(), b?.kill9()]);
    cluster?.destroy();
  });

  it('keeps a session across instances: signed up through the balancer, known to both', async () => {
    const user = await signUp(proxy.url);
    for (const server of [a, b]) {
      const me = await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${user.token}` } });
      expect(me.status).toBe(200);
    }
    // ten calls through the balancer alternate between the two, and every one is answered
    const before = proxy.routed.length;
    for (let i = 0; i < 10; i += 1)
      expect((await fetch(`${proxy.url}/api/me`, { headers: { authorization: `Bearer ${user.token}` } })).status).toBe(
        200,
      );
    expect(new Set(proxy.routed.slice(before))).toEqual(new Set([0, 1]));
  });

  it('pushes a project change made on one instance to a phone connected to the other', async () => {
    const user = await signUp(proxy.url);
    const onB = open(b.url, user.token);
    const seen: string[] = [];
    onB.projects.onChange.subscribe(undefined, {
      onData: ({ data }) => void (data.type === 'created' && seen.push(data.project.projectTitle)),
    });
    await sleep(300);
    await open(a.url, user.token).projects.create.mutate({ projectTitle: 'Squeaky hinge' });
    await eventually('the change reached B', () => seen.includes('Squeaky hinge'), 5_000, 20);
  });

  it('streams a reply written on one instance to a follower on the other, word by word, with no gap', async () => {
    const user = await signUp(proxy.url);
    const onA = open(a.url, user.token);
    const onB = open(b.url, user.token);
    const project = await onA.projects.create.mutate({ projectTitle: 'Dripping tap' });
    await onA.chat.history.query({ projectId: project._id });
    const sent = await onA.chat.send.mutate({
      projectId: project._id,
      text: 'My kitchen faucet drips from the spout all night',
    });
    const events: Array<{ type: string; text?: string; response?: string }> = [];
    await new Promise<void>((resolve, reject) => {
      const sub = onB.chat.onReply.subscribe(
        { replyId: sent.replyId },
        {
          onData: ({ data }) => {
            events.push(data as (typeof events)[number]);
            if (data.type !== 'delta') {
              sub.unsubscribe();
              resolve();
            }
          },
          onError: reject,
        },
      );
    });
    const final = events.at(-1)!;
    expect(final.type).toBe('done');
    const text = events.map((e) => (e.type === 'delta' ? e.text : '')).join('');
    expect(text).toBe(final.response);
    // followed live: many deltas, not the whole text at the end
    expect(events.filter((e) => e.type === 'delta').length).toBeGreaterThan(3);
  });

  it('pushes a plan made on one instance to the wait screen open on the other', async () => {
    const user = await signUp(proxy.url);
    const onA = open(a.url, user.token);
    const onB = open(b.url, user.token);
    // the intake said what is wrong (the offline planner plans from the conversation)
    const project = await intakeDone(
      onA,
      'Running toilet',
      'My toilet keeps running after every flush; the flapper looks old',
    );
    const statuses: string[] = [];
    onB.generation.onStatus.subscribe(
      { projectId: project._id },
      { onData: ({ data }) => void statuses.push(data.status) },
    );
    await sleep(300);
    await onA.generation.start.mutate({ projectId: project._id });
    await eventually(`B saw the plan done (saw ${statuses.join(', ')})`, () => statuses.includes('done'), 20_000, 50);
    expect((await onB.generation.steps.query({ projectId: project._id })).length).toBeGreaterThan(0);
  });

  it('tells the wait screen on the other instance when a plan could not be made, with the reason', async () => {
    const user = await signUp(proxy.url);
    const onA = open(a.url, user.token);
    const onB = open(b.url, user.token);
    const project = await intakeDone(onA, 'Something odd');
    const seen: Array<{ status: string; error: string | null }> = [];
    onB.generation.onStatus.subscribe(
      { projectId: project._id },
      { onData: ({ data }) => void seen.push(data as { status: string; error: string | null }) },
    );
    await sleep(300);
    await onA.generation.start.mutate({ projectId: project._id });
    await eventually(
      `B saw the failure (saw ${seen.map((s) => s.status).join(', ')})`,
      () => seen.some((s) => s.status === 'failed' && s.error),
      20_000,
      50,
    );
  });

  it('serves a photo uploaded on one instance from the other', async () => {
    const user = await signUp(proxy.url);
    // a real picture: uploads are decoded and encoded again without their metadata (features/images/clean.ts)
    const bytes = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#5a8' } })
      .png()
      .toBuffer();
    const up = await fetch(`${a.url}/api/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'image/png' },
      body: bytes,
    });
    expect(up.status).toBe(201);
    const { url } = (await up.json()) as { url: string };
    const onA = await fetch(`${a.url}${url}`, { headers: { authorization: `Bearer ${user.token}` } });
    const onB = await fetch(`${b.url}${url}`, { headers: { authorization: `Bearer ${user.token}` } });
    expect(onB.status).toBe(200);
    const served = Buffer.from(await onB.arrayBuffer());
    expect(served.equals(Buffer.from(await onA.arrayBuffer()))).toBe(true);
    expect((await sharp(served).metadata()).width).toBe(120);
    // and through the balancer, whichever instance answers
    for (let i = 0; i < 4; i += 1)
      expect((await fetch(`${proxy.url}${url}`, { headers: { authorization: `Bearer ${user.token}` } })).status).toBe(
        200,
      );
  });

  it('counts failed logins once for the pair, whichever instance each attempt reaches', async () => {
    const email = `limits-${Date.now()}@example.com`;
    const created = await fetch(`${proxy.url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstname: 'Lim', lastname: 'Its', email, password: 'Str0ng!Pass-limits' }),
    });
    expect(created.status).toBe(201);
    const attempt = (url: string, password: string) =>
      fetch(`${url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await attempt(i % 2 ? b.url : a.url, 'wrong-password-1')).status);
    // five wrong passwords a minute for an account from one address, counted in the shared store
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
    const refused = await attempt(b.url, 'wrong-password-1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('closes the person’s sockets on both instances when they sign out through the balancer', async () => {
    const user = await signUp(proxy.url);
    const closes: Record<string, number[]> = { a: [], b: [] };
    const sockets = (['a', 'b'] as const).map((name) => {
      const server = name === 'a' ? a : b;
      const ws = createWSClient({
        url: `${server.url.replace(/^http/, 'ws')}/trpc`,
        WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
        connectionParams: () => ({ token: user.token }),
        onClose: (cause) => void closes[name]!.push(cause?.code ?? 0),
      });
      const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: ws })] });
      return { ws, client };
    });
    await Promise.all(sockets.map((s) => s.client.account.me.query()));
    const signedOut = await fetch(`${proxy.url}/api/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(signedOut.status).toBe(200);
    await eventually(
      'both sockets closed with 4401',
      () => closes.a!.includes(4401) && closes.b!.includes(4401),
      2_000,
      10,
    );
    for (const s of sockets) s.ws.close();
  });

  it('ticks each socket once a second from its own instance, not once per instance', async () => {
    const user = await signUp(proxy.url);
    const onB = open(b.url, user.token);
    const ticks: number[] = [];
    const sub = onB.system.onTick.subscribe(undefined, { onData: ({ data }) => void ticks.push(data.seq) });
    await sleep(3_500);
    sub.unsubscribe();
    // about three in 3.5 s (six or seven if both instances' clocks reached it), in order, none twice
    expect(ticks.length).toBeGreaterThanOrEqual(2);
    expect(ticks.length).toBeLessThanOrEqual(4);
    expect(ticks).toEqual([...new Set(ticks)].sort((x, y) => x - y));
  });
});
