import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, steps } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/harness';
import { ProjectService } from './service';
import { addSteps, countingDb } from './test-support';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const stepsOf = (projectId: string) => app.database.db.select().from(steps).where(eq(steps.projectId, projectId));

describe('projects over tRPC', () => {
  it('creates projects at the top with 0% and no activity, and lists only the owner’s', async () => {
    const dana = await app.createUser();
    const sam = await app.createUser();
    const client = app.trpc(dana.token);
    const first = await client.projects.create.mutate({ projectTitle: '  Leaky faucet ' });
    const second = await client.projects.create.mutate({ projectTitle: 'Squeaky door' });
    await app.trpc(sam.token).projects.create.mutate({ projectTitle: 'Sam’s gutter' });

    expect(first).toEqual({
      _id: expect.any(String),
      projectTitle: 'Leaky faucet',
      lastActivity: null,
      percentComplete: 0,
      projectImages: [],
      hasSteps: false,
      createdAt: expect.any(String),
      safetyStop: null,
    });
    const { projects: list } = await client.projects.list.query();
    expect(list.map((p) => p._id)).toEqual([second._id, first._id]);
    expect(list.map((p) => p.percentComplete)).toEqual([0, 0]);
  });

  it('derives progress from the steps: 1 of 3 is 33% and a fraction of one third', async () => {
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const project = await client.projects.create.mutate({ projectTitle: 'Loose tile' });
    expect(await client.projects.progress.query({ projectId: project._id })).toBe(0);
    await addSteps(app.database.db, project._id, 1, 3);
    expect(await client.projects.progress.query({ projectId: project._id })).toBeCloseTo(1 / 3, 10);
    expect(await client.projects.get.query({ projectId: project._id })).toMatchObject({
      percentComplete: 33,
      hasSteps: true,
    });
  });

  it('renames with a trimmed title and leaves the other fields alone', async () => {
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const project = await client.projects.create.mutate({ projectTitle: 'Hole in drywall' });
    const renamed = await client.projects.rename.mutate({
      projectId: project._id,
      projectTitle: '  Patch the hallway wall  ',
    });
    expect(renamed).toEqual({ ...project, projectTitle: 'Patch the hallway wall' });
    expect((await client.projects.list.query()).projects[0]!.projectTitle).toBe('Patch the hallway wall');
  });

  it('completes by marking every step server side, and refuses a project without steps', async () => {
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const project = await client.projects.create.mutate({ projectTitle: 'Clogged drain' });
    await expect(client.projects.complete.mutate({ projectId: project._id })).rejects.toMatchObject({
      message: 'This project has no steps to complete yet.',
      data: { code: 'BAD_REQUEST', detail: 'This project has no steps to complete yet.' },
    });
    const [untouched] = await app.database.db.select().from(projects).where(eq(projects.id, project._id));
    expect(untouched).toMatchObject({ completedAt: null, lastActivity: null });

    await addSteps(app.database.db, project._id, 2, 5);
    const completed = await client.projects.complete.mutate({ projectId: project._id });
    expect(completed).toMatchObject({ percentComplete: 100, hasSteps: true, lastActivity: expect.any(String) });
    const rows = await stepsOf(project._id);
    expect(rows).toHaveLength(5);
    expect(rows.every((s) => s.completed && s.completedAt)).toBe(true);
    const [row] = await app.database.db.select().from(projects).where(eq(projects.id, project._id));
    expect(row!.completedAt).toBeInstanceOf(Date);
    expect(await client.projects.progress.query({ projectId: project._id })).toBe(1);
  });

  it('removes a project (and its steps) and answers {ok: true}', async () => {
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const project = await client.projects.create.mutate({ projectTitle: 'Broken hinge' });
    await addSteps(app.database.db, project._id, 0, 2);
    expect(await client.projects.remove.mutate({ projectId: project._id })).toEqual({ ok: true });
    expect((await client.projects.list.query()).projects).toEqual([]);
    expect(await stepsOf(project._id)).toEqual([]);
    await expect(client.projects.remove.mutate({ projectId: project._id })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND', detail: 'Project not found' },
    });
  });

  it('keeps a title as plain text, never escaped', async () => {
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const title = '<img src=x onerror=alert(1)>';
    const project = await client.projects.create.mutate({ projectTitle: title });
    expect(project.projectTitle).toBe(title);
    expect((await client.projects.list.query()).projects[0]!.projectTitle).toBe(title);
    const [row] = await app.database.db.select().from(projects).where(eq(projects.id, project._id));
    expect(row!.title).toBe(title);
  });

  it('refuses a blank or over-long title and stores nothing', async () => {
    const user = await app.createUser();
    const client = app.trpc(user.token);
    await expect(client.projects.create.mutate({ projectTitle: '   ' })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST', detail: 'projectTitle: Please enter a valid project name.' },
    });
    await expect(client.projects.create.mutate({ projectTitle: 'x'.repeat(121) })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
    });
    expect(await client.projects.create.mutate({ projectTitle: 'x'.repeat(120) })).toMatchObject({
      projectTitle: 'x'.repeat(120),
    });
    const project = (await client.projects.list.query()).projects[0]!;
    await expect(client.projects.rename.mutate({ projectId: project._id, projectTitle: ' ' })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
    });
    expect((await client.projects.list.query()).projects.map((p) => p.projectTitle)).toEqual(['x'.repeat(120)]);
  });
});

describe('the list', () => {
  it('reads a page of projects with their progress in one SQL statement', async () => {
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const created = [];
    for (let i = 0; i < 20; i++) created.push(await client.projects.create.mutate({ projectTitle: `Project ${i}` }));
    // project i has i+1 steps of which i are done, except the last, which has no steps
    for (let i = 0; i < 19; i++) await addSteps(app.database.db, created[i]!._id, i, i + 1);

    const { db, statements } = countingDb(app.database);
    const { projects: list } = await new ProjectService(db, app.services.bus).page(user.id, { limit: 20 });
    expect(statements).toHaveLength(1);

    expect(list.map((p) => p._id)).toEqual([...created].reverse().map((p) => p._id));
    const byId = new Map(list.map((p) => [p._id, p]));
    for (let i = 0; i < 19; i++) {
      expect(byId.get(created[i]!._id)).toMatchObject({
        percentComplete: Math.round((100 * i) / (i + 1)),
        hasSteps: true,
      });
    }
    expect(byId.get(created[19]!._id)).toMatchObject({ percentComplete: 0, hasSteps: false });
  });

  it('uses the injected clock for activity', async () => {
    const user = await app.createUser();
    const at = new Date('2030-01-02T03:04:05.000Z');
    const service = new ProjectService(app.database.db, app.services.bus, () => at);
    const project = await service.create(user.id, 'Drafty window');
    expect((await service.touch(user.id, project._id)).lastActivity).toBe(at.toISOString());
  });
});
