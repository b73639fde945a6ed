import { eq } from 'drizzle-orm';
import type { ProjectChange } from '@fixwise/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, steps } from '../../db/schema';
import { api, startTestApp, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function addSteps(projectId: string, done: number, total: number) {
  await app.database.db.insert(steps).values(
    Array.from({ length: total }, (_, i) => ({
      projectId,
      stepNumber: i + 1,
      title: `Step ${i + 1}`,
      completed: i < done,
    })),
  );
}

describe('projects over tRPC', () => {
  it('creates projects at the top with 0% and no activity, and lists only the owner’s', async () => {
    const dana = await app.createUser();
    const sam = await app.createUser();
    const client = app.trpc(dana.token);
    const first = await client.projects.create.mutate({ projectTitle: '  Leaky faucet ' });
    const second = await client.projects.create.mutate({ projectTitle: 'Squeaky door' });
    await app.trpc(sam.token).projects.create.mutate({ projectTitle: 'Sam’s gutter' });

    expect(first).toMatchObject({ projectTitle: 'Leaky faucet', percentComplete: 0, lastActivity: null, projectImages: [], hasSteps: false });
    const list = await client.projects.list.query();
    expect(list.map((p) => p.projectTitle)).toEqual(['Squeaky door', 'Leaky faucet']);
    expect(list[0]!._id).toBe(second._id);
  });

  it('derives progress from the steps, for every project of the list at once', async () => {
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const created = [];
    for (let i = 0; i < 12; i++) created.push(await client.projects.create.mutate({ projectTitle: `Project ${i}` }));
    await addSteps(created[0]!._id, 1, 3);
    await addSteps(created[1]!._id, 4, 4);
    const list = await client.projects.list.query();
    const byId = new Map(list.map((p) => [p._id, p]));
    expect(byId.get(created[0]!._id)).toMatchObject({ percentComplete: 33, hasSteps: true });
    expect(byId.get(created[1]!._id)).toMatchObject({ percentComplete: 100, hasSteps: true });
    expect(byId.get(created[2]!._id)).toMatchObject({ percentComplete: 0, hasSteps: false });
    expect(await client.projects.progress.query({ projectId: created[0]!._id })).toBeCloseTo(1 / 3);
  });

  it('renames, completes (every step marked) and removes', async () => {
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const project = await client.projects.create.mutate({ projectTitle: 'Hole in drywall' });
    await expect(client.projects.complete.mutate({ projectId: project._id })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST', detail: 'This project has no steps to complete yet.' },
    });
    expect((await client.projects.rename.mutate({ projectId: project._id, projectTitle: 'Patch the hallway wall' })).projectTitle).toBe(
      'Patch the hallway wall',
    );
    await addSteps(project._id, 1, 5);
    const completed = await client.projects.complete.mutate({ projectId: project._id });
    expect(completed).toMatchObject({ percentComplete: 100, lastActivity: expect.any(String) });
    const rows = await app.database.db.select().from(steps).where(eq(steps.projectId, project._id));
    expect(rows.every((s) => s.completed)).toBe(true);

    await client.projects.remove.mutate({ projectId: project._id });
    expect((await client.projects.list.query()).some((p) => p._id === project._id)).toBe(false);
  });

  it('keeps a title as plain text', async () => {
    const user = await app.createUser();
    const title = '<img src=x onerror=alert(1)> & "quotes"';
    const project = await app.trpc(user.token).projects.create.mutate({ projectTitle: title });
    expect(project.projectTitle).toBe(title);
  });

  it('refuses a blank title', async () => {
    const user = await app.createUser();
    await expect(app.trpc(user.token).projects.create.mutate({ projectTitle: '   ' })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST', detail: 'projectTitle: Please enter a valid project name.' },
    });
  });
});

describe('another user', () => {
  it('is refused on every operation and the project is left untouched', async () => {
    const owner = await app.createUser();
    const intruder = await app.createUser();
    const project = await app.trpc(owner.token).projects.create.mutate({ projectTitle: 'Owner’s faucet' });
    await addSteps(project._id, 0, 2);
    const other = app.trpc(intruder.token);
    const notFound = { data: { code: 'NOT_FOUND' } };
    await expect(other.projects.rename.mutate({ projectId: project._id, projectTitle: 'Mine now' })).rejects.toMatchObject(notFound);
    await expect(other.projects.complete.mutate({ projectId: project._id })).rejects.toMatchObject(notFound);
    await expect(other.projects.remove.mutate({ projectId: project._id })).rejects.toMatchObject(notFound);
    await expect(other.projects.progress.query({ projectId: project._id })).rejects.toMatchObject(notFound);

    const t = intruder.token;
    expect((await api(app, 'GET', `/api/projects?user_id=${owner.id}`, { token: t })).status).toBe(403);
    expect((await api(app, 'POST', '/api/projects', { token: t, body: { projectTitle: 'x', userId: owner.id } })).status).toBe(403);
    expect((await api(app, 'PUT', `/api/projects/${project._id}`, { token: t, body: { projectTitle: 'x' } })).status).toBe(404);
    expect((await api(app, 'DELETE', `/api/projects/${project._id}`, { token: t })).status).toBe(404);
    expect((await api(app, 'PUT', `/api/project/${project._id}/complete`, { token: t })).status).toBe(404);
    expect((await api(app, 'GET', `/api/project/${project._id}/progress`, { token: t })).status).toBe(404);

    const [row] = await app.database.db.select().from(projects).where(eq(projects.id, project._id));
    expect(row!.title).toBe('Owner’s faucet');
    const rows = await app.database.db.select().from(steps).where(eq(steps.projectId, project._id));
    expect(rows.some((s) => s.completed)).toBe(false);
  });
});

describe('REST (spec §7 Projects)', () => {
  it('creates, lists, renames, completes, reads progress and deletes with the spec field names', async () => {
    const user = await app.createUser();
    const t = user.token;
    const created = await api(app, 'POST', '/api/projects', { token: t, body: { projectTitle: 'Running toilet', userId: user.id } });
    expect(created.status).toBe(201);
    const id = created.body.id as string;

    const list = await api(app, 'GET', `/api/projects?user_id=${user.id}`, { token: t });
    expect(list.body.projects[0]).toMatchObject({ _id: id, projectTitle: 'Running toilet', percentComplete: 0, lastActivity: null });

    expect((await api(app, 'PUT', `/api/projects/${id}`, { token: t, body: { projectTitle: 'Toilet keeps running' } })).body.projectTitle).toBe(
      'Toilet keeps running',
    );
    await addSteps(id, 1, 4);
    expect((await api(app, 'GET', `/api/project/${id}/progress`, { token: t })).body).toBe(0.25);
    expect((await api(app, 'PUT', `/api/project/${id}/complete`, { token: t })).body.percentComplete).toBe(100);
    expect((await api(app, 'GET', `/api/project/${id}/progress`, { token: t })).body).toBe(1);
    expect((await api(app, 'DELETE', `/api/projects/${id}`, { token: t })).status).toBe(200);
    expect((await api(app, 'GET', '/api/projects', { token: t })).body).toEqual({ projects: [] });
  });

  it('answers bad input with a 4xx {detail} and changes nothing', async () => {
    const user = await app.createUser();
    const blank = await api(app, 'POST', '/api/projects', { token: user.token, body: { projectTitle: '  ' } });
    expect(blank.status).toBe(422);
    expect(blank.body.detail).toBe('Please enter a valid project name.');
    expect((await api(app, 'PUT', '/api/projects/not-a-uuid', { token: user.token, body: { projectTitle: 'x' } })).status).toBe(404);
    expect((await api(app, 'GET', '/api/projects')).status).toBe(401);
    expect((await api(app, 'GET', '/api/projects', { token: user.token })).body.projects).toEqual([]);
  });
});

describe('live sync over WebSocket', () => {
  function collect(token: string, into: ProjectChange[]) {
    return new Promise<() => void>((resolve, reject) => {
      const sub = app.trpc(token).projects.onChange.subscribe(undefined, {
        onStarted: () => resolve(() => sub.unsubscribe()),
        onData: (event) => into.push(event.data),
        onError: reject,
      });
    });
  }

  it('pushes the owner’s changes to each of their connections and nothing to anyone else', async () => {
    const dana = await app.createUser();
    const sam = await app.createUser();
    const phone: ProjectChange[] = [];
    const laptop: ProjectChange[] = [];
    const samsTab: ProjectChange[] = [];
    const stops = await Promise.all([collect(dana.token, phone), collect(dana.token, laptop), collect(sam.token, samsTab)]);
    await new Promise((r) => setTimeout(r, 100)); // subscriptions are live once the server has subscribed to the bus

    const client = app.trpc(dana.token);
    const project = await client.projects.create.mutate({ projectTitle: 'Sticking door' });
    await client.projects.rename.mutate({ projectId: project._id, projectTitle: 'Door sticks at the top' });
    await client.projects.remove.mutate({ projectId: project._id });

    const expected = [
      { type: 'created', project: expect.objectContaining({ _id: project._id, projectTitle: 'Sticking door' }) },
      { type: 'updated', project: expect.objectContaining({ projectTitle: 'Door sticks at the top' }) },
      { type: 'deleted', projectId: project._id },
    ];
    await expect.poll(() => phone, { timeout: 5000 }).toEqual(expected);
    await expect.poll(() => laptop, { timeout: 5000 }).toEqual(expected);
    await new Promise((r) => setTimeout(r, 200));
    expect(samsTab).toEqual([]);
    for (const stop of stops) stop();
  });

  it('refuses the subscription without a session', async () => {
    const error = await new Promise<unknown>((resolve) => {
      app.trpc().projects.onChange.subscribe(undefined, { onError: resolve, onData: () => undefined });
    });
    expect(error).toMatchObject({ data: { code: 'UNAUTHORIZED' } });
  });
});
