import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectFeedback, steps } from '../../db/schema';
import { api, startTestApp, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

async function projectWithSteps(count = 4) {
  const user = await app.createUser();
  const project = await app.trpc(user.token).projects.create.mutate({ projectTitle: 'Squeaky door' });
  await app.database.db
    .insert(steps)
    .values(
      Array.from({ length: count }, (_, i) => ({ projectId: project._id, stepNumber: i + 1, title: `Step ${i + 1}` })),
    );
  return { user, projectId: project._id, t: user.token };
}

const completed = async (projectId: string) =>
  (await app.database.db.select().from(steps).where(eq(steps.projectId, projectId)))
    .filter((s) => s.completed)
    .map((s) => s.stepNumber)
    .sort();

describe('steps (spec §4, §7)', () => {
  it('completes and resets a step, and progress follows', async () => {
    const { projectId, t } = await projectWithSteps();
    const res = await api(app, 'PUT', `/api/complete-step/${projectId}/2`, {
      token: t,
      body: { project_id: projectId, step_number: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.body.percentComplete).toBe(25);
    expect(await completed(projectId)).toEqual([2]);
    expect((await api(app, 'GET', `/api/project/${projectId}/progress`, { token: t })).body).toBe(0.25);
    expect((await api(app, 'PUT', `/api/reset-step/${projectId}/2`, { token: t })).body.percentComplete).toBe(0);
  });

  it('completes earlier steps too when asked', async () => {
    const { user, projectId } = await projectWithSteps();
    const project = await app.trpc(user.token).steps.complete.mutate({ projectId, stepNumber: 3, andEarlier: true });
    expect(project.percentComplete).toBe(75);
    expect(await completed(projectId)).toEqual([1, 2, 3]);
  });

  it('keeps thumbs feedback and refuses anything but 0 or 1', async () => {
    const { projectId, t } = await projectWithSteps();
    expect((await api(app, 'PUT', `/api/step-feedback/${projectId}/1/1`, { token: t })).status).toBe(200);
    expect((await api(app, 'PUT', `/api/step-feedback/${projectId}/2/0`, { token: t })).status).toBe(200);
    const bad = await api(app, 'PUT', `/api/step-feedback/${projectId}/1/2`, { token: t });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toMatch(/1 \(thumbs up\) or 0/);
    const rows = await app.database.db.select().from(steps).where(eq(steps.projectId, projectId));
    expect(rows.map((r) => [r.stepNumber, r.feedback]).sort()).toEqual([
      [1, 1],
      [2, 0],
      [3, null],
      [4, null],
    ]);
  });

  it('refuses step numbers out of range with a 4xx {detail}', async () => {
    const { projectId, t } = await projectWithSteps();
    for (const n of ['0', '5', 'abc', '-1']) {
      const res = await api(app, 'PUT', `/api/complete-step/${projectId}/${n}`, { token: t });
      expect(res.status, n).toBe(400);
      expect(res.body.detail).toBeTruthy();
    }
  });

  it('gives a completion message and saves a 1–5 rating with trimmed comments', async () => {
    const { user, projectId, t } = await projectWithSteps(2);
    await api(app, 'PUT', `/api/project/${projectId}/complete`, { token: t });
    const message = await api(app, 'GET', `/api/projects/${projectId}/completion-message`, { token: t });
    expect(message.body.message).toMatch(/2 of 2 steps/);
    expect(
      (
        await api(app, 'POST', `/api/projects/${projectId}/feedback`, {
          token: t,
          body: { rating: 5, comments: '  Easy fix  ' },
        })
      ).status,
    ).toBe(201);
    for (const rating of [0, 6, 2.5]) {
      expect(
        (await api(app, 'POST', `/api/projects/${projectId}/feedback`, { token: t, body: { rating } })).status,
      ).toBe(422);
    }
    const saved = await app.database.db
      .select()
      .from(projectFeedback)
      .where(and(eq(projectFeedback.projectId, projectId), eq(projectFeedback.userId, user.id)));
    expect(saved.map((f) => [f.rating, f.comments])).toEqual([[5, 'Easy fix']]);
  });

  it('refuses another user on every path and changes nothing', async () => {
    const { projectId } = await projectWithSteps();
    const t = (await app.createUser()).token;
    for (const [method, path, body] of [
      ['PUT', `/api/complete-step/${projectId}/1`, undefined],
      ['PUT', `/api/reset-step/${projectId}/1`, undefined],
      ['PUT', `/api/step-feedback/${projectId}/1/1`, undefined],
      ['GET', `/api/projects/${projectId}/completion-message`, undefined],
      ['POST', `/api/projects/${projectId}/feedback`, { rating: 1 }],
    ] as const) {
      expect((await api(app, method, path, { token: t, ...(body ? { body } : {}) })).status, path).toBe(404);
    }
    expect(await completed(projectId)).toEqual([]);
  });
});
