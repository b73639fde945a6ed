import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOffline } from '../../assistant/offline/planner';
import type { PlanInput } from '../../assistant/plan';
import { createOfflineAssistant } from '../../assistant/offline/engine';
import { generationJobs } from '../../db/schema';
import { createLogger } from '../../logger';
import { api, finishIntake, startTestApp, type TestApp } from '../../test/harness';
import { GenerationService, type GenerationEvent } from './service';

let calls = 0;
let failNext = false;
/** The real offline planner, counted, and made to fail once on demand. */
const planner = async (input: PlanInput) => {
  calls += 1;
  await new Promise((r) => setTimeout(r, 30));
  if (failNext) {
    failNext = false;
    throw new Error('the model returned an invalid plan twice');
  }
  return planOffline(input);
};

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { assistant: createOfflineAssistant({ chunkDelayMs: 0 }), planner });
});
afterAll(() => app.close());

async function projectWithConversation(text = 'the toilet keeps running after I flush') {
  const user = await app.createUser();
  const client = app.trpc(user.token);
  const project = await client.projects.create.mutate({ projectTitle: 'Running toilet' });
  await finishIntake(app, user.id, project._id, text);
  return { user, client, projectId: project._id };
}

function waitForEnd(client: ReturnType<TestApp['trpc']>, projectId: string) {
  return new Promise<GenerationEvent[]>((resolve, reject) => {
    const seen: GenerationEvent[] = [];
    const sub = client.generation.onStatus.subscribe(
      { projectId },
      {
        onData: ({ data }) => {
          seen.push(data);
          if (data.status === 'done' || data.status === 'failed') {
            sub.unsubscribe();
            resolve(seen);
          }
        },
        onError: reject,
      },
    );
  });
}

describe('plan generation', () => {
  it('runs once when started twice, pushes completion, and serves the plan in the spec’s shapes', async () => {
    const { user, client, projectId } = await projectWithConversation();
    const before = calls;
    const ending = waitForEnd(client, projectId);
    await Promise.all([client.generation.start.mutate({ projectId }), api(app, 'POST', `/api/generation/all/${projectId}`, { token: user.token })]);
    const events = await ending;
    expect(events.at(-1)).toEqual({ status: 'done', error: null });
    expect(calls - before).toBe(1);

    const t = user.token;
    expect((await api(app, 'GET', `/api/generation/status/${projectId}`, { token: t })).body).toEqual({ message: 'generation completed' });
    const estimation = (await api(app, 'GET', `/api/generation/estimation/${projectId}`, { token: t })).body;
    expect(estimation).toMatchObject({ skill: 'Beginner', currency: 'USD', estimation_data: { summary: { complexity_level: 'Beginner' } } });
    expect(estimation.minutes % 10).toBe(0);
    const tools = (await api(app, 'GET', `/api/generation/tools/${projectId}`, { token: t })).body.tools_data.tools;
    expect(tools[0]).toMatchObject({ name: expect.any(String), required: expect.any(Boolean), amazon_link: expect.stringMatching(/^https:\/\/www\.amazon\.com\/s\?k=/) });
    for (const key of ['price_min', 'price_max', 'risk_factors', 'safety_measures']) expect(tools[0]).toHaveProperty(key);
    const steps = (await api(app, 'GET', `/api/generation/steps/${projectId}`, { token: t })).body;
    expect(steps[0]).toMatchObject({ step_number: 1, completed: false, videoUrl: expect.stringMatching(/youtube\.com\/results/) });
    expect(steps.slice(0, 2).flatMap((step: { safety_warnings: string[] }) => step.safety_warnings).join(' ')).toMatch(/water supply/i);

    // the project now has steps: home shows it with progress
    const [listed] = (await client.projects.list.query()).filter((p) => p._id === projectId);
    expect(listed).toMatchObject({ hasSteps: true, percentComplete: 0 });
  });

  it('records a failure with its reason, and a retry succeeds', async () => {
    const { client, projectId } = await projectWithConversation();
    failNext = true;
    const first = waitForEnd(client, projectId);
    await client.generation.start.mutate({ projectId });
    expect((await first).at(-1)).toEqual({ status: 'failed', error: 'the model returned an invalid plan twice' });
    await client.generation.start.mutate({ projectId });
    expect((await waitForEnd(client, projectId)).at(-1)).toEqual({ status: 'done', error: null });
  });

  it('resumes a job an instance left behind (after a restart)', async () => {
    const { user, client, projectId } = await projectWithConversation();
    // a job claimed by an instance that died three minutes ago
    await app.database.db.insert(generationJobs).values({
      projectId,
      userId: user.id,
      status: 'running',
      claimedBy: 'dead-instance',
      claimedAt: new Date(Date.now() - 3 * 60 * 1000),
    });
    const restarted = new GenerationService(app.database.db, app.services.bus, app.services.projects, app.services.safety, app.services.context, planner, createLogger('silent'));
    expect(await restarted.resume()).toBeGreaterThanOrEqual(1);
    await expect.poll(() => client.generation.status.query({ projectId }), { timeout: 5000 }).toEqual({ status: 'done', error: null, blocked: null });
  });

  it('refuses another user on every path and runs nothing for them', async () => {
    const { projectId } = await projectWithConversation();
    const intruder = await app.createUser();
    const t = intruder.token;
    for (const [method, path] of [
      ['POST', `/api/generation/all/${projectId}`],
      ['GET', `/api/generation/status/${projectId}`],
      ['GET', `/api/generation/estimation/${projectId}`],
      ['GET', `/api/generation/steps/${projectId}`],
      ['GET', `/api/generation/tools/${projectId}`],
    ] as const) {
      expect((await api(app, method, path, { token: t })).status, path).toBe(404);
    }
    await expect(app.trpc(t).generation.start.mutate({ projectId })).rejects.toMatchObject({ data: { code: 'NOT_FOUND' } });
    expect((await api(app, 'GET', `/api/generation/status/${projectId}`)).status).toBe(401);
  });
});
