/**
 * PostgreSQL restarted (and down for a while) under a running server process: the process survives,
 * HTTP recovers, subscriptions already open get events again without the client reconnecting, new
 * ones work, and replies stream again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HAVE_POSTGRES,
  eventually,
  signUp,
  sleep,
  startCluster,
  startServer,
  trpcClient,
  type Cluster,
  type ServerProcess,
} from './support';

describe.skipIf(!HAVE_POSTGRES)('a PostgreSQL restart under a running server', () => {
  let cluster: Cluster;
  let server: ServerProcess;
  const closers: Array<{ close(): void }> = [];

  beforeAll(async () => {
    cluster = await startCluster();
    server = await startServer({ DATABASE_URL: cluster.url });
  });
  afterAll(async () => {
    for (const c of closers) c.close();
    await server?.kill9();
    cluster?.destroy();
  });

  /** Restarts (or stops, waits, starts) the database and measures until `recovered` holds. */
  async function outage(kind: 'restart' | 'down 3 s', recovered: () => Promise<boolean>) {
    const began = Date.now();
    if (kind === 'restart') cluster.restart();
    else {
      cluster.stop();
      await sleep(3_000);
      cluster.start();
    }
    const back = Date.now();
    await eventually(`recovery after a ${kind}`, recovered, 30_000, 100);
    return { outageMs: back - began, recoveryMs: Date.now() - back };
  }

  for (const kind of ['restart', 'down 3 s'] as const) {
    it(`survives a ${kind}: HTTP, open and new subscriptions, and replies recover without a restart`, async () => {
      const user = await signUp(server.url);
      const made = trpcClient(server.url, user.token);
      closers.push(made);
      const client = made.client;
      await client.projects.create.mutate({ projectTitle: 'Before' });

      // subscriptions opened before the outage, kept open through it
      const ticks: number[] = [];
      const tickSub = client.system.onTick.subscribe(undefined, { onData: ({ data }) => ticks.push(data.seq) });
      const changes: string[] = [];
      const changeSub = client.projects.onChange.subscribe(undefined, {
        onData: ({ data }) =>
          changes.push(
            data.type === 'created' || data.type === 'updated'
              ? `${data.type}:${data.project.projectTitle}`
              : data.type,
          ),
      });
      await eventually('ticks arrive', () => ticks.length > 0);
      await sleep(300);

      const began = Date.now();
      const { outageMs, recoveryMs } = await outage(kind, async () => {
        const res = await fetch(`${server.url}/api/health`);
        return res.ok;
      });
      expect(server.child.exitCode).toBeNull();

      // live events come back on the subscriptions opened before the outage, which are told to
      // resync (events published while the bus was away are lost; the app reloads its list then)
      const afterTicks = ticks.length;
      await eventually('the open tick subscription ticks again', () => ticks.length > afterTicks, 30_000);
      const liveMs = Date.now() - began;
      await eventually('the open projects subscription is told to resync', () => changes.includes('resync'), 10_000);
      // HTTP works, and the open subscription hears of a project made now
      const made2 = await client.projects.create.mutate({ projectTitle: `After ${kind}` });
      await eventually(
        'the open projects subscription hears the new project',
        () => changes.includes(`created:After ${kind}`),
        10_000,
      );
      console.log(
        `PostgreSQL ${kind}: database away ${outageMs} ms; health back ${recoveryMs} ms after it; live events on open subscriptions back ${liveMs - outageMs} ms after it`,
      );

      // a new subscription works, and a reply streams from start to end
      const newTicks: number[] = [];
      const fresh = client.system.onTick.subscribe(undefined, { onData: ({ data }) => newTicks.push(data.seq) });
      await eventually('a new subscription gets ticks', () => newTicks.length > 0, 10_000);
      fresh.unsubscribe();
      const sent = await client.chat.send.mutate({ projectId: made2._id, text: 'the bathroom sink drains slowly' });
      const end = await new Promise<string>((resolve, reject) => {
        const sub = client.chat.onReply.subscribe(
          { replyId: sent.replyId },
          {
            onData: ({ data }) => {
              if (data.type !== 'delta') {
                sub.unsubscribe();
                resolve(data.type);
              }
            },
            onError: reject,
          },
        );
      });
      expect(end).toBe('done');
      tickSub.unsubscribe();
      changeSub.unsubscribe();

      expect(server.child.exitCode).toBeNull();
      expect(server.output()).not.toMatch(/unhandled rejection|Unhandled|uncaught/i);
      expect(server.output()).toMatch(/event bus reconnected/);
    });
  }
});
