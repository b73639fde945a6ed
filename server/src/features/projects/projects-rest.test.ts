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

describe('REST (spec §7 Projects)', () => {
  it('creates, lists, renames, completes, reads progress and deletes with the spec field names', async () => {
    const user = await app.createUser();
    const token = user.token;
    const created = await api(app, 'POST', '/api/projects', {
      token,
      body: { projectTitle: ' Running toilet ', userId: user.id },
    });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body)).toEqual(['id']);
    const id = created.body.id as string;

    const list = await api(app, 'GET', `/api/projects?user_id=${user.id}`, { token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual({
      projects: [
        {
          _id: id,
          projectTitle: 'Running toilet',
          lastActivity: null,
          percentComplete: 0,
          projectImages: [],
          hasSteps: false,
          createdAt: expect.any(String),
          safetyStop: null,
        },
      ],
    });

    const renamed = await api(app, 'PUT', `/api/projects/${id}`, {
      token,
      body: { projectTitle: 'Toilet keeps running' },
    });
    expect(renamed).toMatchObject({ status: 200, body: { _id: id, projectTitle: 'Toilet keeps running' } });

    expect((await api(app, 'GET', `/api/project/${id}/progress`, { token })).body).toBe(0);
    await addSteps(app.database.db, id, 1, 4);
    const progress = await api(app, 'GET', `/api/project/${id}/progress`, { token });
    expect(progress.headers.get('content-type')).toMatch(/application\/json/);
    expect(progress.body).toBe(0.25);

    const completed = await api(app, 'PUT', `/api/project/${id}/complete`, { token });
    expect(completed).toMatchObject({
      status: 200,
      body: { _id: id, percentComplete: 100, lastActivity: expect.any(String) },
    });
    const rows = await app.database.db.select().from(steps).where(eq(steps.projectId, id));
    expect(rows.map((s) => s.completed)).toEqual([true, true, true, true]);
    expect((await api(app, 'GET', `/api/project/${id}/progress`, { token })).body).toBe(1);

    expect(await api(app, 'DELETE', `/api/projects/${id}`, { token })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    expect((await api(app, 'GET', '/api/projects', { token })).body).toEqual({ projects: [] });
  });

  it('defaults to the caller when user_id or userId is missing', async () => {
    const user = await app.createUser();
    const created = await api(app, 'POST', '/api/projects', {
      token: user.token,
      body: { projectTitle: 'Cracked grout' },
    });
    expect(created.status).toBe(201);
    const list = await api(app, 'GET', '/api/projects', { token: user.token });
    expect(list.body.projects.map((p: { _id: string }) => p._id)).toEqual([created.body.id]);
  });

  it('keeps an HTML-looking title as text', async () => {
    const user = await app.createUser();
    const title = '<img src=x onerror=alert(1)>';
    const created = await api(app, 'POST', '/api/projects', { token: user.token, body: { projectTitle: title } });
    const list = await api(app, 'GET', '/api/projects', { token: user.token });
    expect(list.body.projects[0]).toMatchObject({ _id: created.body.id, projectTitle: title });
  });

  it('answers a blank, missing or over-long title with a 4xx {detail} and changes nothing', async () => {
    const user = await app.createUser();
    const token = user.token;
    const message = 'projectTitle: Please enter a valid project name.';
    for (const body of [{ projectTitle: '   ' }, {}, { projectTitle: 42 }]) {
      expect(await api(app, 'POST', '/api/projects', { token, body }), JSON.stringify(body)).toMatchObject({
        status: 422,
        body: { detail: message, code: 'VALIDATION_FAILED' },
      });
    }
    expect((await api(app, 'POST', '/api/projects', { token, body: { projectTitle: 'x'.repeat(121) } })).status).toBe(
      422,
    );
    expect((await api(app, 'GET', '/api/projects', { token })).body).toEqual({ projects: [] });

    const created = await api(app, 'POST', '/api/projects', { token, body: { projectTitle: 'Peeling paint' } });
    const blank = await api(app, 'PUT', `/api/projects/${created.body.id}`, { token, body: { projectTitle: '' } });
    expect(blank).toMatchObject({ status: 422, body: { detail: message, code: 'VALIDATION_FAILED' } });
    const [row] = await app.database.db.select().from(projects).where(eq(projects.id, created.body.id));
    expect(row!.title).toBe('Peeling paint');
  });

  it('refuses to complete a project without steps with 400 {detail}', async () => {
    const user = await app.createUser();
    const created = await api(app, 'POST', '/api/projects', {
      token: user.token,
      body: { projectTitle: 'Wobbly shelf' },
    });
    const response = await api(app, 'PUT', `/api/project/${created.body.id}/complete`, { token: user.token });
    expect(response).toMatchObject({
      status: 400,
      body: { detail: 'This project has no steps to complete yet.', code: 'INVALID_INPUT' },
    });
  });
});
