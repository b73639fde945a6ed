import { GENERATION_FAILED_TEXT, PLAN_TOOLS_MAX, type GenerationEvent } from '@fixwise/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planOffline } from '../../assistant/offline/planner';
import type { PlanInput } from '../../assistant/plan';
import { createOfflineAssistant } from '../../assistant/offline/engine';
import { generationJobs, planTools, steps } from '../../db/schema';
import { createLogger } from '../../logger';
import { api, finishIntake, startTestApp, type TestApp } from '../../test/harness';
import { GenerationService, type JobTimings } from './service';

let calls = 0;
let failNext = false;
let oversizeNext = false;
/** The real offline planner, counted, and made to fail (or to list too many tools) once on demand. */
const planner = async (input: PlanInput) => {
  calls += 1;
  await new Promise((r) => setTimeout(r, 30));
  if (failNext) {
    failNext = false;
    throw new Error('the model returned an invalid plan twice');
  }
  const plan = await planOffline(input);
  if (!oversizeNext) return plan;
  oversizeNext = false;
  return {
    ...plan,
    tools: Array.from({ length: PLAN_TOOLS_MAX + 1 }, (_, i) => ({ ...plan.tools[0]!, name: `Tool ${i}` })),
  };
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
    await Promise.all([
      client.generation.start.mutate({ projectId }),
      api(app, 'POST', `/api/generation/all/${projectId}`, { token: user.token }),
    ]);
    const events = await ending;
    expect(events.at(-1)).toEqual({ status: 'done', error: null });
    expect(calls - before).toBe(1);

    const t = user.token;
    expect((await api(app, 'GET', `/api/generation/status/${projectId}`, { token: t })).body).toEqual({
      message: 'generation completed',
    });
    const estimation = (await api(app, 'GET', `/api/generation/estimation/${projectId}`, { token: t })).body;
    expect(estimation).toMatchObject({
      skill: 'Beginner',
      currency: 'USD',
      estimation_data: { summary: { complexity_level: 'Beginner' } },
    });
    expect(estimation.minutes % 10).toBe(0);
    const tools = (await api(app, 'GET', `/api/generation/tools/${projectId}`, { token: t })).body.tools_data.tools;
    expect(tools[0]).toMatchObject({
      name: expect.any(String),
      required: expect.any(Boolean),
      amazon_link: expect.stringMatching(/^https:\/\/www\.amazon\.com\/s\?k=/),
    });
    for (const key of ['price_min', 'price_max', 'risk_factors', 'safety_measures'])
      expect(tools[0]).toHaveProperty(key);
    const steps = (await api(app, 'GET', `/api/generation/steps/${projectId}`, { token: t })).body;
    expect(steps[0]).toMatchObject({
      step_number: 1,
      completed: false,
      videoUrl: expect.stringMatching(/youtube\.com\/results/),
    });
    expect(
      steps
        .slice(0, 2)
        .flatMap((step: { safety_warnings: string[] }) => step.safety_warnings)
        .join(' '),
    ).toMatch(/water supply/i);

    // the project now has steps: home shows it with progress
    const [listed] = (await client.projects.list.query()).projects.filter((p) => p._id === projectId);
    expect(listed).toMatchObject({ hasSteps: true, percentComplete: 0 });
  });

  it('records a failure with its reason, and a retry succeeds', async () => {
    const { client, projectId } = await projectWithConversation();
    failNext = true;
    const first = waitForEnd(client, projectId);
    await client.generation.start.mutate({ projectId });
    // the person reads a reason written for them; the provider's own words stay in the log
    expect((await first).at(-1)).toEqual({ status: 'failed', error: GENERATION_FAILED_TEXT.unknown });
    await client.generation.start.mutate({ projectId });
    expect((await waitForEnd(client, projectId)).at(-1)).toEqual({ status: 'done', error: null });
  });

  it('refuses a plan too large to read whole (over 40 tools) with the reason for the person, and stores none of it', async () => {
    const { client, projectId } = await projectWithConversation();
    oversizeNext = true;
    const first = waitForEnd(client, projectId);
    await client.generation.start.mutate({ projectId });
    expect((await first).at(-1)).toEqual({ status: 'failed', error: GENERATION_FAILED_TEXT.invalid });
    expect(await app.database.db.select().from(planTools).where(eq(planTools.projectId, projectId))).toEqual([]);
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
    const restarted = new GenerationService(
      app.database.db,
      app.services.bus,
      app.services.projects,
      app.services.safety,
      app.services.context,
      planner,
      createLogger('silent'),
    );
    expect(await restarted.resume()).toBeGreaterThanOrEqual(1);
    await restarted.drain();
    await expect
      .poll(() => client.generation.status.query({ projectId }), { timeout: 5000 })
      .toEqual({ status: 'done', error: null, blocked: null });
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
    await expect(app.trpc(t).generation.start.mutate({ projectId })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    });
    expect((await api(app, 'GET', `/api/generation/status/${projectId}`)).status).toBe(401);
  });
});

/** Another instance of the service on the same database, with its own planner and timings. */
function instance(plan: (input: PlanInput) => Promise<ReturnType<typeof planOffline>>, timings: Partial<JobTimings>) {
  const { db } = app.database;
  const s = app.services;
  return new GenerationService(db, s.bus, s.projects, s.safety, s.context, plan, createLogger('silent'), null, timings);
}

/** A planner that waits for the test to let it go; counts its calls. */
function heldPlanner(title: string) {
  let release: () => void = () => undefined;
  let calls = 0;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const plan = async (input: PlanInput) => {
    calls += 1;
    await gate;
    const made = planOffline(input);
    return { ...made, steps: made.steps.map((step, i) => (i === 0 ? { ...step, title } : step)) };
  };
  return { plan, release: () => release(), calls: () => calls };
}

const jobOf = async (projectId: string) =>
  (await app.database.db.select().from(generationJobs).where(eq(generationJobs.projectId, projectId)))[0]!;
const firstStepTitle = async (projectId: string) =>
  (
    await app.database.db
      .select()
      .from(steps)
      .where(and(eq(steps.projectId, projectId), eq(steps.stepNumber, 1)))
  )[0]?.title;

describe('plan jobs across instances: leases, takeover, fencing', () => {
  it('takes over a job whose holder stopped renewing its lease, and the old holder can never replace the plan', async () => {
    const { user, projectId } = await projectWithConversation();
    await app.database.db.insert(generationJobs).values({ projectId, userId: user.id });
    // A claims the job, then freezes (its heartbeat never comes round, as in a long pause or a dead process)
    const frozen = heldPlanner('Plan from the frozen instance');
    const a = instance(frozen.plan, { leaseMs: 200, heartbeatMs: 60_000, sweepMs: 60_000 });
    const running = a.run(projectId);
    await expect.poll(() => frozen.calls()).toBe(1);
    const claimedByA = await jobOf(projectId);
    expect(claimedByA.status).toBe('running');

    // B sweeps once the lease has expired, takes the job over with a new fencing token and finishes it
    const live = heldPlanner('Plan from the live instance');
    live.release();
    const b = instance(live.plan, { leaseMs: 5_000, heartbeatMs: 1_000, sweepMs: 60_000 });
    await new Promise((r) => setTimeout(r, 300));
    expect(await b.sweep()).toBe(1);
    await expect.poll(async () => (await jobOf(projectId)).status).toBe('done');
    expect((await jobOf(projectId)).fence).toBe(claimedByA.fence + 1);
    expect(await firstStepTitle(projectId)).toBe('Plan from the live instance');

    // A wakes up and finishes: its plan is refused by the fence, and the job stays done
    frozen.release();
    await running;
    expect(await firstStepTitle(projectId)).toBe('Plan from the live instance');
    expect((await jobOf(projectId)).status).toBe('done');
    await Promise.all([a.drain(), b.drain()]);
  });

  it('runs a slow job once: its heartbeat keeps the lease while other instances sweep, and the plan is never replaced', async () => {
    const { user, projectId } = await projectWithConversation();
    await app.database.db.insert(generationJobs).values({ projectId, userId: user.id });
    const slow = heldPlanner('The slow plan');
    const timings = { leaseMs: 300, heartbeatMs: 75, sweepMs: 50 };
    const a = instance(slow.plan, timings);
    const others = [instance(slow.plan, timings), instance(slow.plan, timings)];
    const stops = [a, ...others].map((i) => i.startSweeper());
    // many lease periods pass while the plan is being written
    await new Promise((r) => setTimeout(r, 2_000));
    expect(slow.calls()).toBe(1);
    slow.release();
    await expect.poll(async () => (await jobOf(projectId)).status).toBe('done');
    const done = await jobOf(projectId);
    await new Promise((r) => setTimeout(r, 500));
    expect(slow.calls()).toBe(1);
    expect(await jobOf(projectId)).toMatchObject({ status: 'done', fence: done.fence, attempts: 1 });
    for (const stop of stops) stop();
    await Promise.all([a, ...others].map((i) => i.drain()));
  });

  it('fails a job claimed too many times with a reason for the person, and a retry starts it afresh', async () => {
    const { user, client, projectId } = await projectWithConversation();
    // what three instances that each died holding it leave behind
    await app.database.db.insert(generationJobs).values({
      projectId,
      userId: user.id,
      status: 'running',
      attempts: 3,
      fence: 3,
      claimedBy: 'dead',
      leaseExpiresAt: new Date(Date.now() - 1_000),
    });
    const b = instance(planner, { maxAttempts: 3 });
    await b.sweep();
    await expect.poll(async () => (await jobOf(projectId)).status).toBe('failed');
    expect(await client.generation.status.query({ projectId })).toMatchObject({
      status: 'failed',
      error: GENERATION_FAILED_TEXT.interrupted,
    });
    await b.drain();
    await client.generation.start.mutate({ projectId });
    expect((await waitForEnd(client, projectId)).at(-1)).toEqual({ status: 'done', error: null });
    expect((await jobOf(projectId)).attempts).toBe(1);
  });

  it('gives up its lease at shutdown, so another instance takes the job at once; the late result is refused', async () => {
    const { user, projectId } = await projectWithConversation();
    await app.database.db.insert(generationJobs).values({ projectId, userId: user.id });
    const leaving = heldPlanner('Plan from the instance shutting down');
    const a = instance(leaving.plan, { leaseMs: 60_000, heartbeatMs: 20_000 });
    const running = a.run(projectId);
    await expect.poll(() => leaving.calls()).toBe(1);
    const began = Date.now();
    await a.drain(Date.now() + 100);
    expect(Date.now() - began).toBeLessThan(2_000);
    expect(await jobOf(projectId)).toMatchObject({ status: 'queued', leaseExpiresAt: null });

    const b = instance(planner, {});
    expect(await b.sweep()).toBe(1);
    await expect.poll(async () => (await jobOf(projectId)).status).toBe('done');
    const title = await firstStepTitle(projectId);
    leaving.release();
    await running;
    expect(await firstStepTitle(projectId)).toBe(title);
    expect(title).not.toBe('Plan from the instance shutting down');
    await b.drain();
  });
});
