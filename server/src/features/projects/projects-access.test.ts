import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, steps } from '../../db/schema';
import { api, startTestApp, type TestApp } from '../../test/harness';
import { addSteps } from './test-support';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const notFound = { data: { code: 'NOT_FOUND', detail: 'Project not found' } };

/** The owner's project as stored, with its steps, to prove a refusal changed nothing. */
async function snapshot(projectId: string) {
  const [row] = await app.database.db.select().from(projects).where(eq(projects.id, projectId));
  const rows = await app.database.db.select().from(steps).where(eq(steps.projectId, projectId));
  return { row, steps: rows.map((s) => [s.stepNumber, s.completed]).sort() };
}

describe('another user', () => {
  it('is refused on every tRPC operation and the project is left untouched', async () => {
    const owner = await app.createUser();
    const intruder = await app.createUser();
    const project = await app.trpc(owner.token).projects.create.mutate({ projectTitle: 'Owner’s faucet' });
    await addSteps(app.database.db, project._id, 1, 3);
    const before = await snapshot(project._id);

    const other = app.trpc(intruder.token).projects;
    const id = { projectId: project._id };
    await expect(other.get.query(id)).rejects.toMatchObject(notFound);
    await expect(other.progress.query(id)).rejects.toMatchObject(notFound);
    await expect(other.rename.mutate({ ...id, projectTitle: 'Mine now' })).rejects.toMatchObject(notFound);
    await expect(other.complete.mutate(id)).rejects.toMatchObject(notFound);
    await expect(other.remove.mutate(id)).rejects.toMatchObject(notFound);
    expect((await other.list.query()).projects).toEqual([]);

    expect(await snapshot(project._id)).toEqual(before);
    expect(before.row!.title).toBe('Owner’s faucet');
  });

  it('is refused on every REST path (403 for another user id, 404 for the project) and nothing changes', async () => {
    const owner = await app.createUser();
    const intruder = await app.createUser();
    const project = await app.trpc(owner.token).projects.create.mutate({ projectTitle: 'Owner’s gutter' });
    await addSteps(app.database.db, project._id, 0, 2);
    const before = await snapshot(project._id);
    const token = intruder.token;

    const listed = await api(app, 'GET', `/api/projects?user_id=${owner.id}`, { token });
    expect(listed).toMatchObject({
      status: 403,
      body: { detail: 'You can only list your own projects.', code: 'FORBIDDEN' },
    });
    const created = await api(app, 'POST', '/api/projects', {
      token,
      body: { projectTitle: 'Planted', userId: owner.id },
    });
    expect(created).toMatchObject({
      status: 403,
      body: { detail: 'You can only create your own projects.', code: 'FORBIDDEN' },
    });
    const calls: Array<[string, string, unknown?]> = [
      ['PUT', `/api/projects/${project._id}`, { projectTitle: 'Mine now' }],
      ['DELETE', `/api/projects/${project._id}`],
      ['PUT', `/api/project/${project._id}/complete`],
      ['GET', `/api/project/${project._id}/progress`],
    ];
    for (const [method, path, body] of calls) {
      expect(await api(app, method, path, { token, body }), `${method} ${path}`).toMatchObject({
        status: 404,
        body: { detail: 'Project not found', code: 'NOT_FOUND' },
      });
    }

    expect(await snapshot(project._id)).toEqual(before);
    expect((await app.trpc(owner.token).projects.list.query()).projects).toHaveLength(1);
    expect((await app.trpc(intruder.token).projects.list.query()).projects).toEqual([]);
  });
});

describe('unknown and malformed ids', () => {
  const malformed = ['not-a-uuid', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g'];
  const unknown = '6f1c2a9e-4b7d-4c3e-9a1f-2b3c4d5e6f70';

  it('are 404 over tRPC, never a server error', async () => {
    const user = await app.createUser();
    const client = app.trpc(user.token).projects;
    for (const projectId of [...malformed, unknown]) {
      await expect(client.get.query({ projectId })).rejects.toMatchObject(notFound);
      await expect(client.progress.query({ projectId })).rejects.toMatchObject(notFound);
      await expect(client.rename.mutate({ projectId, projectTitle: 'x' })).rejects.toMatchObject(notFound);
      await expect(client.complete.mutate({ projectId })).rejects.toMatchObject(notFound);
      await expect(client.remove.mutate({ projectId })).rejects.toMatchObject(notFound);
    }
  });

  it('are 404 {detail} over REST', async () => {
    const user = await app.createUser();
    const token = user.token;
    for (const raw of [...malformed, unknown]) {
      const id = encodeURIComponent(raw);
      for (const [method, path] of [
        ['PUT', `/api/projects/${id}`],
        ['DELETE', `/api/projects/${id}`],
        ['PUT', `/api/project/${id}/complete`],
        ['GET', `/api/project/${id}/progress`],
      ] as const) {
        const body = method === 'PUT' && path.startsWith('/api/projects') ? { projectTitle: 'x' } : undefined;
        expect(await api(app, method, path, { token, body }), `${method} ${raw}`).toMatchObject({
          status: 404,
          body: { detail: 'Project not found', code: 'NOT_FOUND' },
        });
      }
    }
  });
});

describe('without a session', () => {
  it('every REST path is 401 and every procedure UNAUTHORIZED', async () => {
    for (const [method, path] of [
      ['GET', '/api/projects'],
      ['POST', '/api/projects'],
      ['PUT', '/api/projects/x'],
      ['DELETE', '/api/projects/x'],
      ['PUT', '/api/project/x/complete'],
      ['GET', '/api/project/x/progress'],
    ] as const) {
      expect((await api(app, method, path)).status, `${method} ${path}`).toBe(401);
    }
    await expect(app.trpc().projects.list.query()).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
    await expect(app.trpc('not-a-token').projects.create.mutate({ projectTitle: 'x' })).rejects.toMatchObject({
      data: { code: 'UNAUTHORIZED' },
    });
  });
});
