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
    const bus = await createPostgresBus(dbUrl, database.pool!, { minDelayMs: 20, maxDelayMs: 200, onEvent: (e) => trouble.push(e.kind) });
    const admin = new pg.Client({ connectionString: dbUrl });
    await admin.connect();
    try {
      const received: unknown[] = [];
      let resyncs = 0;
      await bus.subscribe('chat:reply:1', (p) => received.push(p), () => (resyncs += 1));
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
});
