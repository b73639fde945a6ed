/**
 * The project list a page at a time, on both transports through one service: keyset cursors that never
 * skip or repeat a project (even a thousand made in a few microseconds, with projects added, renamed and
 * deleted between pages), the status and the search applied on the server across every page, the page
 * size bounded, a cursor that is not ours refused plainly, and nobody's pages holding another person's
 * projects.
 */
import { matchesProjectFilter, type Project, type ProjectListFilter } from '@fixwise/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, steps } from '../../db/schema';
import { api, startTestApp, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

// three creation times only: most projects share theirs with hundreds of others
const TIMES = [
  new Date('2026-01-01T10:00:00.123456Z'),
  new Date('2026-02-01T10:00:00Z'),
  new Date('2026-03-01T10:00:00Z'),
];

/** `count` projects written straight into the table; every 4th has a finished plan, every 5th a half-done one. */
async function manyProjects(userId: string, count: number, title = (i: number) => `Project ${i}`) {
  const rows = await app.database.db
    .insert(projects)
    .values(Array.from({ length: count }, (_, i) => ({ userId, title: title(i), createdAt: TIMES[i % 3]! })))
    .returning({ id: projects.id });
  const planned = rows.flatMap(({ id }, i) =>
    i % 4 === 0
      ? [1, 2].map((n) => ({ projectId: id, stepNumber: n, title: `Step ${n}`, completed: true }))
      : i % 5 === 0
        ? [1, 2].map((n) => ({ projectId: id, stepNumber: n, title: `Step ${n}`, completed: n === 1 }))
        : [],
  );
  if (planned.length) await app.database.db.insert(steps).values(planned);
  return rows.map((r) => r.id);
}

type Page = { projects: Project[]; nextCursor: string | null };

/** Every page over tRPC, `between` run after each page but the last. */
async function walkTrpc(
  token: string,
  input: ProjectListFilter & { limit?: number } = {},
  between: (page: number) => Promise<void> = async () => undefined,
): Promise<Project[]> {
  const client = app.trpc(token);
  const seen: Project[] = [];
  let cursor: string | null = null;
  for (let page = 1; ; page += 1) {
    const answer: Page = await client.projects.list.query({ ...input, cursor });
    expect(answer.projects.length).toBeLessThanOrEqual(input.limit ?? 30);
    seen.push(...answer.projects);
    cursor = answer.nextCursor;
    if (!cursor) return seen;
    await between(page);
  }
}

/** Every page over REST, following `nextCursor` with the same query. */
async function walkRest(token: string, query: string): Promise<Project[]> {
  const seen: Project[] = [];
  let cursor: string | undefined;
  do {
    const path = `/api/projects?${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const answer = await api(app, 'GET', path, { token });
    expect(answer.status).toBe(200);
    seen.push(...(answer.body.projects as Project[]));
    cursor = answer.body.nextCursor;
  } while (cursor);
  return seen;
}

const ids = (list: Array<{ _id: string }>) => list.map((p) => p._id);
const newestFirst = (list: Project[]) => {
  const times = list.map((p) => Date.parse(p.createdAt));
  return times.every((t, i) => i === 0 || t <= times[i - 1]!);
};

describe('pages of projects', () => {
  it('walks 1,000 projects over tRPC: each exactly once, newest first, while projects are added, renamed and deleted between pages', async () => {
    const user = await app.createUser();
    const made = await manyProjects(user.id, 1000);
    const client = app.trpc(user.token);
    const before = ids(await walkTrpc(user.token, { limit: 100 }));
    let deleted = '';
    let renamedAhead = '';
    let backdated = '';
    const walked = await walkTrpc(user.token, { limit: 100 }, async (page) => {
      // a new project belongs before the first page: this walk has passed it
      await client.projects.create.mutate({ projectTitle: `New while on page ${page}` });
      // renames of a project already seen and of one still ahead move nothing
      await client.projects.rename.mutate({ projectId: before[page * 100 - 1]!, projectTitle: `Seen ${page}` });
      if (page === 3) {
        renamedAhead = before[950]!;
        await client.projects.rename.mutate({ projectId: renamedAhead, projectTitle: 'Renamed ahead' });
        deleted = before[900]!;
        await client.projects.remove.mutate({ projectId: deleted });
        // a project older than every other belongs after the last page
        [backdated] = await app.database.db
          .insert(projects)
          .values({ userId: user.id, title: 'Backdated', createdAt: new Date('2025-12-31T00:00:00Z') })
          .returning({ id: projects.id })
          .then((rows) => rows.map((r) => r.id));
      }
    });
    expect(before).toHaveLength(1000);
    expect(new Set(before)).toEqual(new Set(made));
    expect(new Set(walked).size).toBe(walked.length);
    expect(ids(walked)).toEqual([...before.filter((id) => id !== deleted), backdated]);
    expect(newestFirst(walked)).toBe(true);
    expect(walked.find((p) => p._id === renamedAhead)?.projectTitle).toBe('Renamed ahead');
  });

  it('pages REST with the same service and cursors: the spec shape up to 100, nextCursor beyond, and a tRPC cursor works there', async () => {
    const small = await app.createUser();
    await manyProjects(small.id, 3);
    const few = await api(app, 'GET', '/api/projects', { token: small.token });
    expect(few.status).toBe(200);
    expect(Object.keys(few.body)).toEqual(['projects']);
    expect(few.body.projects).toHaveLength(3);

    const big = await app.createUser();
    await manyProjects(big.id, 250);
    const first = await api(app, 'GET', '/api/projects', { token: big.token });
    expect(first.body.projects).toHaveLength(100);
    expect(typeof first.body.nextCursor).toBe('string');
    const overRest = await walkRest(big.token, 'limit=40');
    const overTrpc = await walkTrpc(big.token, { limit: 40 });
    expect(overRest).toHaveLength(250);
    expect(ids(overRest)).toEqual(ids(overTrpc));

    const trpcPage = await app.trpc(big.token).projects.list.query({ limit: 40 });
    const next = await api(app, 'GET', `/api/projects?limit=40&cursor=${trpcPage.nextCursor}`, { token: big.token });
    expect(ids(next.body.projects)).toEqual(ids(overTrpc.slice(40, 80)));
  });

  it('applies the status and the search on the server, across every page, the same on both transports', async () => {
    const user = await app.createUser();
    // 'Faucet' in every 7th title, in mixed case; the finished and half-done plans as manyProjects makes them
    await manyProjects(user.id, 1000, (i) => (i % 7 === 0 ? `Leaky ${i % 2 ? 'FAUCET' : 'faucet'} ${i}` : `Job ${i}`));
    const all = await walkTrpc(user.token, { limit: 100 });
    expect(all).toHaveLength(1000);
    for (const filter of [
      { status: 'completed' },
      { status: 'ongoing' },
      { search: 'faucet' },
      { search: '  fAuCeT 7' },
      { status: 'completed', search: 'Faucet' },
      { status: 'ongoing', search: 'FAUCET' },
      { search: 'no title has this' },
    ] satisfies ProjectListFilter[]) {
      const expected = ids(all.filter((p) => matchesProjectFilter(p, filter)));
      const label = JSON.stringify(filter);
      expect(ids(await walkTrpc(user.token, { ...filter, limit: 50 })), label).toEqual(expected);
      const query = new URLSearchParams({ limit: '50', ...(filter as Record<string, string>) }).toString();
      expect(ids(await walkRest(user.token, query)), label).toEqual(expected);
    }
    const completed = await walkTrpc(user.token, { status: 'completed', limit: 100 });
    expect(completed).toHaveLength(250);
    expect(completed.every((p) => p.percentComplete === 100)).toBe(true);
    expect((await walkTrpc(user.token, { status: 'ongoing', limit: 100 })).length).toBe(750);
    // the search that finds one of the oldest projects, on the last page of the whole list: one whose title is in no
    // other title (projects made at the same instant are ordered by id, so the very last one's title varies by run,
    // and "Job 1" is also in "Job 10")
    const unique = (p: (typeof all)[number]) =>
      all.filter((q) => q.projectTitle.toLowerCase().includes(p.projectTitle.toLowerCase())).length === 1;
    const oldest = all.slice(-30).findLast(unique)!;
    const found = await app.trpc(user.token).projects.list.query({ search: oldest.projectTitle.toUpperCase() });
    expect(ids(found.projects)).toEqual([oldest._id]);
  });

  it('searches without regard to case in every alphabet, and takes % and _ as themselves', async () => {
    const user = await app.createUser();
    const client = app.trpc(user.token);
    for (const title of ['ÉTAGÈRE branlante', 'Σκάλα ΣΠΑΣΜΕΝΗ', '100% done_ish', '100 percent']) {
      await client.projects.create.mutate({ projectTitle: title });
    }
    const titles = async (search: string) =>
      (await client.projects.list.query({ search })).projects.map((p) => p.projectTitle);
    expect(await titles('étagère')).toEqual(['ÉTAGÈRE branlante']);
    expect(await titles('σπασμενη')).toEqual(['Σκάλα ΣΠΑΣΜΕΝΗ']);
    expect(await titles('100%')).toEqual(['100% done_ish']);
    expect(await titles('e_i')).toEqual(['100% done_ish']);
    expect(await titles('%')).toEqual(['100% done_ish']);
  });

  it('keeps a page to at most 100, and refuses a larger one on both transports', async () => {
    const user = await app.createUser();
    await manyProjects(user.id, 120);
    const client = app.trpc(user.token);
    expect((await client.projects.list.query()).projects).toHaveLength(30);
    expect((await client.projects.list.query({ limit: 100 })).projects).toHaveLength(100);
    await expect(client.projects.list.query({ limit: 101 })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST', appCode: 'VALIDATION_FAILED' },
    });
    await expect(client.projects.list.query({ limit: 0 })).rejects.toMatchObject({ data: { code: 'BAD_REQUEST' } });
    const huge = await api(app, 'GET', '/api/projects?limit=5000', { token: user.token });
    expect(huge.status).toBe(422);
    expect(huge.body).toMatchObject({ code: 'VALIDATION_FAILED', detail: expect.stringMatching(/^limit: /) });
    expect((await api(app, 'GET', '/api/projects?status=archived', { token: user.token })).status).toBe(422);
  });

  it('refuses a cursor that is not one of ours with 400 {detail, code} on both transports, changing nothing', async () => {
    const user = await app.createUser();
    await manyProjects(user.id, 5);
    const rows = () => app.database.db.select().from(projects).where(eq(projects.userId, user.id));
    const stored = await rows();
    const uuid = '00000000-0000-4000-8000-000000000000';
    const forged = [
      'not-a-cursor',
      Buffer.from("2026-01-01T00:00:00.000000Z|1' or 1=1").toString('base64url'),
      Buffer.from(`2026-01-01T00:00:00.000000Z|${uuid}|extra`).toString('base64url'),
      Buffer.from(`2026-01-01 00:00:00|${uuid}`).toString('base64url'),
      Buffer.from(`infinity|${uuid}`).toString('base64url'),
      'x'.repeat(5000),
    ];
    for (const cursor of forged) {
      const bad = await api(app, 'GET', `/api/projects?cursor=${cursor}`, { token: user.token });
      expect(bad, cursor).toMatchObject({
        status: 400,
        body: { detail: 'This page cursor is not valid. Load the list again.', code: 'INVALID_INPUT' },
      });
      if (cursor.length > 200) continue;
      await expect(app.trpc(user.token).projects.list.query({ cursor }), cursor).rejects.toMatchObject({
        data: { code: 'BAD_REQUEST', appCode: 'INVALID_INPUT' },
      });
    }
    await expect(app.trpc(user.token).projects.list.query({ cursor: 'x'.repeat(201) })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
    });
    expect(await rows()).toEqual(stored);
  });

  it("gives a second person none of the first person's projects, even with the first person's cursor", async () => {
    const first = await app.createUser();
    const second = await app.createUser();
    const firsts = await manyProjects(first.id, 150);
    const seconds = await manyProjects(second.id, 40);
    expect(new Set(ids(await walkTrpc(second.token, { limit: 25 })))).toEqual(new Set(seconds));
    expect(new Set(ids(await walkRest(second.token, 'limit=25')))).toEqual(new Set(seconds));
    const theirs = await app.trpc(first.token).projects.list.query({ limit: 10 });
    const borrowed = await app.trpc(second.token).projects.list.query({ cursor: theirs.nextCursor, limit: 100 });
    expect(borrowed.projects.every((p) => seconds.includes(p._id))).toBe(true);
    expect(borrowed.projects.some((p) => firsts.includes(p._id))).toBe(false);
    const search = await api(app, 'GET', '/api/projects?search=Project', { token: second.token });
    expect(ids(search.body.projects).every((id: string) => seconds.includes(id))).toBe(true);
    expect((await api(app, 'GET', `/api/projects?user_id=${first.id}`, { token: second.token })).status).toBe(403);
  });
});
