/**
 * No one person can stall everyone over the WebSocket: the limits of http/socket-limits.ts, each answered
 * with its close code or a tRPC error, and counted. On PGlite and PostgreSQL like every server test.
 */
import { MAX_TRPC_BATCH, SOCKET_CLOSE_CODES } from '@fixwise/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { projects } from '../db/schema';
import { TICK_TOPIC } from '../features/system/ticker';
import { startTestApp, type TestApp } from '../test/harness';
import { call, rawSocket, subscription, type WireMessage } from '../test/raw-socket';

const started = (id: number) => (m: WireMessage) => m.id === id && m.result?.type === 'started';
const answered = (id: number) => (m: WireMessage) => m.id === id && (m.result?.type === 'data' || !!m.error);
const refusedWith = (id: number, code: string) => (m: WireMessage) => m.id === id && m.error?.data?.code === code;

async function projectCount(app: TestApp, userId: string): Promise<number> {
  return (await app.database.db.select().from(projects).where(eq(projects.userId, userId))).length;
}

describe('with the default limits', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it(`closes a message of more than ${MAX_TRPC_BATCH} calls with 4413 and runs none of them`, async () => {
    const user = await app.createUser();
    const socket = await rawSocket(app.wsUrl, user.token);
    const creates = (n: number, from = 1) =>
      Array.from({ length: n }, (_, i) => call(from + i, 'mutation', 'projects.create', { projectTitle: `P${i}` }));

    socket.send(creates(MAX_TRPC_BATCH + 1));
    expect(await socket.closed).toEqual({
      code: SOCKET_CLOSE_CODES.TOO_MANY_CALLS,
      reason: `Too many calls in one message (at most ${MAX_TRPC_BATCH})`,
    });
    expect(socket.messages).toEqual([]);
    expect(await projectCount(app, user.id)).toBe(0);
    expect(app.server.socketStats().callsPerMessage).toBe(1);

    // as many as an HTTP batch may carry all run
    const allowed = await rawSocket(app.wsUrl, user.token);
    allowed.send(creates(MAX_TRPC_BATCH));
    await allowed.count((m) => m.result?.type === 'data', MAX_TRPC_BATCH);
    expect(await projectCount(app, user.id)).toBe(MAX_TRPC_BATCH);
    allowed.ws.close();
  });

  it('closes a message over 64 KB with 1009, and one over 4 KB on a socket without a session', async () => {
    const user = await app.createUser();
    const signedIn = await rawSocket(app.wsUrl, user.token);
    signedIn.send(call(1, 'mutation', 'projects.create', { projectTitle: 'x'.repeat(70 * 1024) }));
    expect((await signedIn.closed).code).toBe(SOCKET_CLOSE_CODES.MESSAGE_TOO_BIG);

    const anonymous = await rawSocket(app.wsUrl);
    anonymous.send(call(1, 'query', 'system.ping'));
    await anonymous.next(answered(1));
    anonymous.send(call(2, 'mutation', 'account.login', { email: 'a@example.com', password: 'x'.repeat(5000) }));
    expect(await anonymous.closed).toEqual({ code: SOCKET_CLOSE_CODES.MESSAGE_TOO_BIG, reason: 'Message too big' });
    expect(app.server.socketStats().messageBytes).toBe(2);
  });

  it('refuses subscriptions past the cap on one socket with TOO_MANY_REQUESTS, and takes one again when another ends', async () => {
    const user = await app.createUser();
    const socket = await rawSocket(app.wsUrl, user.token);
    const cap = app.services.config.WS_MAX_SUBSCRIPTIONS_PER_SOCKET;
    socket.send(Array.from({ length: cap }, (_, i) => subscription(i + 1, 'projects.onChange')));
    await socket.count((m) => m.result?.type === 'started', cap);

    socket.send(subscription(cap + 1, 'projects.onChange'));
    const refused = await socket.next(refusedWith(cap + 1, 'TOO_MANY_REQUESTS'));
    expect(refused.error).toMatchObject({
      message: `Too many live updates open on this connection (at most ${cap}). Close some and try again.`,
      data: { appCode: 'RATE_LIMITED' },
    });
    expect(app.server.socketStats().subscriptionsPerSocket).toBe(1);

    socket.send({ id: 1, method: 'subscription.stop' });
    await socket.next((m) => m.id === 1 && m.result?.type === 'stopped');
    socket.send(subscription(cap + 2, 'projects.onChange'));
    await socket.next(started(cap + 2));
    socket.ws.close();
  });

  it('lets a socket without a session make only the sign-in flow’s calls, never a subscription', async () => {
    const anonymous = await rawSocket(app.wsUrl);
    anonymous.send([
      call(1, 'query', 'system.ping'),
      call(2, 'query', 'account.googleStatus'),
      subscription(3, 'system.onTick'),
      subscription(4, 'projects.onChange'),
      call(5, 'query', 'onboarding.questions'),
    ]);
    for (const id of [1, 2]) expect((await anonymous.next(answered(id))).result?.type).toBe('data');
    for (const id of [3, 4, 5]) {
      const refused = await anonymous.next(answered(id));
      expect(refused.error).toMatchObject({
        message: 'Please sign in to continue.',
        data: { code: 'UNAUTHORIZED', appCode: 'UNAUTHENTICATED' },
      });
    }
    expect(app.server.socketStats().anonymousCalls).toBe(3);

    // signed in, the same socket's calls go through
    const user = await app.createUser();
    const signedIn = await rawSocket(app.wsUrl, user.token);
    signedIn.send([subscription(1, 'system.onTick'), subscription(2, 'projects.onChange')]);
    await signedIn.count((m) => m.result?.type === 'started', 2);
    anonymous.ws.close();
    signedIn.ws.close();
  });

  it('closes a socket whose client stops reading once its unsent data passes the ceiling (4408)', async () => {
    const slow = await startTestApp({ WS_MAX_BUFFERED_BYTES: String(64 * 1024) });
    try {
      const user = await slow.createUser();
      const socket = await rawSocket(slow.wsUrl, user.token);
      socket.send(subscription(1, 'system.onTick'));
      await socket.next(started(1));
      socket.ws.pause();
      // push until the server gives up on it: the kernel's buffers fill first, then the server's
      const big = 'x'.repeat(60 * 1024);
      let seq = 0;
      while (slow.server.socketStats().slowReaders === 0) {
        if (seq > 10_000) throw new Error('the server never closed the socket');
        seq += 1;
        slow.services.bus.publishLocal(TICK_TOPIC, { seq, at: big });
        await new Promise((resolve) => setImmediate(resolve));
      }
      socket.ws.resume();
      expect(await socket.closed).toEqual({
        code: SOCKET_CLOSE_CODES.TOO_SLOW,
        reason: 'Reading too slowly: the connection fell too far behind',
      });
      // what was sent before the close arrived in order; nothing after it was kept for this client
      const ticks = socket.messages.filter((m) => m.result?.type === 'data');
      expect(ticks.length).toBeGreaterThan(0);
      expect(ticks.length).toBeLessThan(seq);
    } finally {
      await slow.close();
    }
  });
});

describe('sockets per person and per address', () => {
  /** Each test has its own server: a socket another test closed may not have been let go of yet. */
  async function withLimits(env: Record<string, string>, test: (app: TestApp) => Promise<void>) {
    const app = await startTestApp(env);
    try {
      await test(app);
    } finally {
      await app.close();
    }
  }

  /** A socket that answered a ping (admitted), or null if it was closed instead. */
  async function tryAdmit(app: TestApp, token?: string) {
    const socket = await rawSocket(app.wsUrl, token);
    socket.send(call(1, 'query', 'system.ping'));
    const admitted = await Promise.race([socket.next(answered(1)).then(() => true), socket.closed.then(() => false)]);
    return admitted ? socket : null;
  }
  async function admitted(app: TestApp, token?: string) {
    const socket = await tryAdmit(app, token);
    if (!socket) throw new Error('the socket was refused');
    return socket;
  }

  it('closes a person’s socket past their cap with 4429 and runs none of its calls; others still connect', () =>
    withLimits({ WS_MAX_SOCKETS_PER_PERSON: '2' }, async (app) => {
      const person = await app.createUser();
      const sockets = [await admitted(app, person.token), await admitted(app, person.token)];

      const third = await rawSocket(app.wsUrl, person.token);
      third.send(call(1, 'mutation', 'projects.create', { projectTitle: 'Over the cap' }));
      expect(await third.closed).toEqual({
        code: SOCKET_CLOSE_CODES.TOO_MANY_SOCKETS,
        reason: 'Too many connections for this account',
      });
      expect(await projectCount(app, person.id)).toBe(0);
      expect(app.server.socketStats().socketsPerPerson).toBe(1);
      const other = await app.createUser();
      sockets.push(await admitted(app, other.token));

      // a socket that closes gives its place back (once the server has seen the close)
      sockets[0]!.ws.close();
      await sockets[0]!.closed;
      let again = await tryAdmit(app, person.token);
      while (!again) again = await tryAdmit(app, person.token);
      for (const socket of [...sockets, again]) socket.ws.close();
    }));

  it('closes a second socket without a session from one address (4429), while signed-in ones still connect', () =>
    withLimits({ WS_MAX_ANONYMOUS_SOCKETS_PER_ADDRESS: '1' }, async (app) => {
      const first = await admitted(app);
      const second = await rawSocket(app.wsUrl);
      expect(await second.closed).toEqual({
        code: SOCKET_CLOSE_CODES.TOO_MANY_SOCKETS,
        reason: 'Too many connections from this network without signing in',
      });
      expect(app.server.socketStats().anonymousSocketsPerAddress).toBe(1);
      // without connection params a socket has no session from the start: refused as it opens
      const bare = new WebSocket(app.wsUrl);
      expect(await new Promise((resolve) => bare.once('close', (code) => resolve(code)))).toBe(
        SOCKET_CLOSE_CODES.TOO_MANY_SOCKETS,
      );
      expect(app.server.socketStats().anonymousSocketsPerAddress).toBe(2);
      const user = await app.createUser();
      const signedIn = await admitted(app, user.token);
      first.ws.close();
      signedIn.ws.close();
    }));

  it('closes a socket past the address’s cap (4429) before any call, whoever it is for', () =>
    withLimits({ WS_MAX_SOCKETS_PER_ADDRESS: '3' }, async (app) => {
      const [one, two] = [await app.createUser(), await app.createUser()];
      const sockets = [await admitted(app, one.token), await admitted(app, two.token), await admitted(app)];
      const over = await rawSocket(app.wsUrl, two.token);
      over.send(call(1, 'mutation', 'projects.create', { projectTitle: 'Over the cap' }));
      expect(await over.closed).toEqual({
        code: SOCKET_CLOSE_CODES.TOO_MANY_SOCKETS,
        reason: 'Too many connections from this network',
      });
      expect(over.messages).toEqual([]);
      expect(await projectCount(app, two.id)).toBe(0);
      expect(app.server.socketStats().socketsPerAddress).toBe(1);
      for (const socket of sockets) socket.ws.close();
    }));
});
