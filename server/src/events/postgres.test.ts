import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness';
import pg from 'pg';
import { BUS_APPLICATION_NAME, createPostgresBus } from './postgres';

const url = process.env.TEST_DATABASE_URL;

// Runs in the PostgreSQL pass of `npm test` (TEST_DATABASE_URL set); PGlite has no second connection.
describe.runIf(url)('PostgreSQL LISTEN/NOTIFY bus', () => {
  it('carries an event from one server instance to another, only on its topic', async () => {
    const database = await createTestDatabase();
    const dbUrl = database.url!;
    const instanceA = await createPostgresBus(dbUrl, database.pool!);
    const instanceB = await createPostgresBus(dbUrl, database.pool!);
    try {
      const received: unknown[] = [];
      const unsubscribe = await instanceB.subscribe('user:42:projects', (p) => received.push(p));
      await instanceB.subscribe('user:43:projects', () => received.push('wrong topic'));
      await instanceA.publish('user:42:projects', { type: 'deleted', projectId: 'p1' });
      await expect.poll(() => received, { timeout: 5000 }).toEqual([{ type: 'deleted', projectId: 'p1' }]);

      await unsubscribe();
      await instanceA.publish('user:42:projects', { type: 'deleted', projectId: 'p2' });
      await new Promise((r) => setTimeout(r, 200));
      expect(received).toHaveLength(1);
      await expect(instanceA.publish('t', { big: 'x'.repeat(9000) })).rejects.toThrow(/too large/);
    } finally {
      await instanceA.close();
      await instanceB.close();
      await database.close();
    }
  });

  it('survives losing its LISTEN connection: reconnects, listens again on every topic and tells subscribers to resync', async () => {
    const database = await createTestDatabase();
    const dbUrl = database.url!;
    const trouble: string[] = [];
    const bus = await createPostgresBus(dbUrl, database.pool!, {
      minDelayMs: 20,
      maxDelayMs: 200,
      onEvent: (e) => trouble.push(e.kind),
    });
    const admin = new pg.Client({ connectionString: dbUrl });
    await admin.connect();
    try {
      const received: unknown[] = [];
      let resyncs = 0;
      await bus.subscribe(
        'chat:reply:1',
        (p) => received.push(p),
        () => (resyncs += 1),
      );
      // what a failover or an idle-connection reaper does to the LISTEN connection
      const killed = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()',
        [BUS_APPLICATION_NAME],
      );
      expect(killed.rowCount).toBe(1);
      // a subscription made while the connection is down is listened to on reconnect
      const late: unknown[] = [];
      await bus.subscribe('chat:reply:2', (p) => late.push(p));
      await expect.poll(() => resyncs, { timeout: 10_000 }).toBe(1);
      expect(trouble).toContain('lost');
      expect(trouble).toContain('reconnected');
      await bus.publish('chat:reply:1', { n: 1 });
      await bus.publish('chat:reply:2', { n: 2 });
      await expect.poll(() => [received, late], { timeout: 5000 }).toEqual([[{ n: 1 }], [{ n: 2 }]]);
    } finally {
      await admin.end();
      await bus.close();
      await database.close();
    }
  });

  it('batches: 600 events published together travel in a few NOTIFYs, each topic in order, and the first goes at once', async () => {
    const database = await createTestDatabase();
    const instanceA = await createPostgresBus(database.url!, database.pool!);
    const instanceB = await createPostgresBus(database.url!, database.pool!);
    try {
      const got = new Map<string, number[]>();
      for (let t = 0; t < 6; t += 1) {
        got.set(`chat:reply:${t}`, []);
        await instanceB.subscribe(`chat:reply:${t}`, (p) => got.get(`chat:reply:${t}`)!.push((p as { n: number }).n));
      }
      // an idle bus sends the first event on its own, without waiting for company
      await instanceA.publish('chat:reply:0', { n: -1 });
      expect(instanceA.stats()).toEqual({ events: 1, notifies: 1 });
      await Promise.all(
        Array.from({ length: 600 }, (_, i) =>
          instanceA.publish(`chat:reply:${i % 6}`, { n: i, text: 'word '.repeat(10) }),
        ),
      );
      await expect
        .poll(() => [...got.values()].reduce((sum, list) => sum + list.length, 0), { timeout: 5000 })
        .toBe(601);
      for (let t = 0; t < 6; t += 1) {
        const expected = Array.from({ length: 100 }, (_, k) => k * 6 + t);
        expect(got.get(`chat:reply:${t}`)).toEqual(t === 0 ? [-1, ...expected] : expected);
      }
      const { events, notifies } = instanceA.stats();
      expect(events).toBe(601);
      // about 80 bytes an event, 7,900 bytes a NOTIFY: a dozen or so, never one each
      expect(notifies).toBeLessThan(30);
    } finally {
      await instanceA.close();
      await instanceB.close();
      await database.close();
    }
  });

  it('publishLocal reaches this instance only (the clock tick each instance makes for itself)', async () => {
    const database = await createTestDatabase();
    const instanceA = await createPostgresBus(database.url!, database.pool!);
    const instanceB = await createPostgresBus(database.url!, database.pool!);
    try {
      const onA: unknown[] = [];
      const onB: unknown[] = [];
      await instanceA.subscribe('system:tick', (p) => onA.push(p));
      await instanceB.subscribe('system:tick', (p) => onB.push(p));
      instanceA.publishLocal('system:tick', { seq: 1 });
      await instanceA.publish('system:tick', { seq: 2 });
      // each instance hears the published event over its own LISTEN connection, in no set order between them
      await expect.poll(() => onB, { timeout: 5000 }).toEqual([{ seq: 2 }]);
      await expect.poll(() => onA, { timeout: 5000 }).toEqual([{ seq: 1 }, { seq: 2 }]);
    } finally {
      await instanceA.close();
      await instanceB.close();
      await database.close();
    }
  });
});
