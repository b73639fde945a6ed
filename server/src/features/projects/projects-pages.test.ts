/**
 * The project list a page at a time: keyset cursors that never skip or repeat a project (even many
 * created in the same microsecond), the spec's REST shape kept for lists of up to 100, and a cursor
 * that does not decode refused plainly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema';
import { api, startTestApp, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function manyProjects(userId: string, count: number) {
  // three creation times only: most projects share theirs with dozens of others
  const times = [
    new Date('2026-01-01T10:00:00.123456Z'),
    new Date('2026-02-01T10:00:00Z'),
    new Date('2026-03-01T10:00:00Z'),
  ];
  const rows = Array.from({ length: count }, (_, i) => ({ userId, title: `Project ${i}`, createdAt: times[i % 3]! }));
  await app.database.db.insert(projects).values(rows);
}

describe('pages of projects', () => {
  it('walks 250 projects in pages over tRPC: each once, newest first, and the last page says there is no more', async () => {
    const user = await app.createUser();
    const other = await app.createUser();
    await manyProjects(user.id, 250);
    await manyProjects(other.id, 10);
    const client = app.trpc(user.token);
    const seen: Array<{ _id: string; createdAt: string }> = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { projects: Array<{ _id: string; createdAt: string }>; nextCursor: string | null } =
        await client.projects.page.query({ cursor, limit: 40 });
      expect(page.projects.length).toBeLessThanOrEqual(40);
      seen.push(...page.projects);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(7);
    expect(new Set(seen.map((p) => p._id)).size).toBe(250);
    const times = seen.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // the whole list (what the home screen reads) is the same projects in the same order
    expect((await client.projects.list.query()).map((p) => p._id)).toEqual(seen.map((p) => p._id));
  });

  it('keeps the spec shape over REST for up to 100 projects and pages a longer list with nextCursor', async () => {
    const small = await app.createUser();
    await manyProjects(small.id, 3);
    const few = await api(app, 'GET', '/api/projects', { token: small.token });
    expect(few.status).toBe(200);
    expect(Object.keys(few.body)).toEqual(['projects']);
    expect(few.body.projects).toHaveLength(3);

    const big = await app.createUser();
    await manyProjects(big.id, 130);
    const first = await api(app, 'GET', '/api/projects', { token: big.token });
    expect(first.body.projects).toHaveLength(100);
    expect(typeof first.body.nextCursor).toBe('string');
    const second = await api(
      app,
      'GET',
      `/api/projects?cursor=${encodeURIComponent(first.body.nextCursor as string)}`,
      { token: big.token },
    );
    expect(second.body.projects).toHaveLength(30);
    expect(second.body.nextCursor).toBeUndefined();
    const ids = [
      ...(first.body.projects as Array<{ _id: string }>),
      ...(second.body.projects as Array<{ _id: string }>),
    ].map((p) => p._id);
    expect(new Set(ids).size).toBe(130);
  });

  it('refuses a cursor that does not decode, or a page too large, with a clear 4xx', async () => {
    const user = await app.createUser();
    const bad = await api(app, 'GET', '/api/projects?cursor=not-a-cursor', { token: user.token });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ detail: 'This page cursor is not valid. Load the list again.', code: 'INVALID_INPUT' });
    const forged = Buffer.from("2026-01-01T00:00:00.000000Z|1' or 1=1").toString('base64url');
    expect((await api(app, 'GET', `/api/projects?cursor=${forged}`, { token: user.token })).status).toBe(400);
    const huge = await api(app, 'GET', '/api/projects?limit=5000', { token: user.token });
    expect(huge.status).toBe(422);
    expect(huge.body.detail).toMatch(/limit/);
    await expect(app.trpc(user.token).projects.page.query({ cursor: 'x' })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
    });
  });
});
