import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness';
import { createPostgresBus } from './postgres';

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
});
