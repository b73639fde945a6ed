import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineAssistant } from '../../assistant/offline/engine';
import type { Assistant } from '../../assistant/port';
import { planOffline } from '../../assistant/offline/planner';
import type { PlanInput } from '../../assistant/plan';
import { chatMessages, steps } from '../../db/schema';
import { api, finishIntake, startTestApp, type TestApp } from '../../test/harness';
import type { ReplyEvent } from '@fixwise/shared';

let app: TestApp;
let failing = false;
const offline = createOfflineAssistant({ chunkDelayMs: 0 });
/** The real offline engine, made to fail on demand (a model outage). */
const assistant: Assistant = {
  ...offline,
  converse: (input, onToken, signal) => {
    if (failing) return Promise.reject(new Error('upstream 503'));
    return offline.converse(input, onToken, signal);
  },
};
/** Plans are held back while a test keeps the gate closed. */
let gate: Promise<void> = Promise.resolve();
const planner = async (input: PlanInput) => {
  await gate;
  return planOffline(input);
};
beforeAll(async () => {
  app = await startTestApp({}, { assistant, planner });
});
afterAll(() => app.close());

const PNG_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function waitForPlan(token: string, projectId: string) {
  for (let i = 0; i < 200; i++) {
    const status = await api(app, 'GET', `/api/generation/status/${projectId}`, { token });
    if (status.body.message === 'generation completed') return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the plan was not generated');
}

/** A user with a generated plan for a running toilet, made through the REST paths. */
async function projectWithPlan() {
  const user = await app.createUser();
  const t = user.token;
  const project = (await api(app, 'POST', '/api/projects', { token: t, body: { projectTitle: 'Running toilet' } })).body
    .id as string;
  await finishIntake(app, user.id, project, 'the toilet keeps running after I flush');
  expect((await api(app, 'POST', `/api/generation/all/${project}`, { token: t })).status).toBe(202);
  await waitForPlan(t, project);
  const planSteps = (await api(app, 'GET', `/api/generation/steps/${project}`, { token: t })).body as Array<{
    step_number: number;
    title: string;
  }>;
  return { user, t, project, planSteps };
}

describe('step guidance (spec §7)', () => {
  it('starts once, answers about the step asked from, and keeps each message with its step', async () => {
    const { t, project, planSteps } = await projectWithPlan();
    expect((await api(app, 'GET', `/api/step-guidance/started/${project}`, { token: t })).body).toEqual({
      started: false,
      session_id: null,
    });

    const start = await api(app, 'POST', '/api/step-guidance/start', { token: t, body: { project } });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({
      session_id: expect.any(String),
      intro_message: expect.stringMatching(/Ask me about any step/),
    });
    expect(start.body.suggested_messages).toContain("I'm stuck on this step");
    expect((await api(app, 'GET', `/api/step-guidance/started/${project}`, { token: t })).body).toEqual({
      started: true,
      session_id: start.body.session_id,
    });
    expect((await api(app, 'GET', `/api/step-guidance/session/${project}`, { token: t })).body).toEqual({
      session: start.body.session_id,
    });
    // starting again with the session id continues the same conversation
    const again = await api(app, 'POST', '/api/step-guidance/start', {
      token: t,
      body: { project, session_id: start.body.session_id },
    });
    expect(again.body.session_id).toBe(start.body.session_id);

    const second = planSteps[1]!;
    const stuck = await api(app, 'POST', '/api/step-guidance/chat', {
      token: t,
      body: { project, step: second.step_number, message: "I'm stuck", uploaded_image: null },
    });
    expect(stuck.status).toBe(200);
    expect(stuck.body).toMatchObject({
      current_state: 'in_progress',
      response: expect.stringContaining(`Step ${second.step_number}: ${second.title}`),
    });
    // a step named in the message wins over the page it was asked from
    const named = await api(app, 'POST', '/api/step-guidance/chat', {
      token: t,
      body: { project, step: -1, message: 'how long does step 1 take?' },
    });
    expect(named.body.response).toContain(`Step 1: ${planSteps[0]!.title}`);
    // from the tools page (step 0) a tool question lists the plan's tools
    const tools = await api(app, 'POST', '/api/step-guidance/chat', {
      token: t,
      body: { project, step: 0, message: "what if I don't have a tool?" },
    });
    expect(tools.body.response).toMatch(/For this plan you need:/);

    const history = await api(app, 'GET', `/api/step-guidance/session/${start.body.session_id}/history`, { token: t });
    expect(history.body.filter((m: { role: string }) => m.role === 'user')).toEqual([
      { role: 'user', message: "I'm stuck", step: second.step_number },
      { role: 'user', message: 'how long does step 1 take?', step: -1 },
      { role: 'user', message: "what if I don't have a tool?", step: 0 },
    ]);
    // the intake conversation is a separate one
    const intake = (await api(app, 'GET', `/api/chatbot/session/${project}`, { token: t })).body.session;
    expect(intake).not.toBe(start.body.session_id);
    expect((await api(app, 'GET', `/api/step-guidance/session/${intake}/history`, { token: t })).status).toBe(404);
  });

  it('takes a photo as a data URL and refuses what is not an image', async () => {
    const { t, project } = await projectWithPlan();
    const photo = await api(app, 'POST', '/api/step-guidance/chat', {
      token: t,
      body: { project, step: 1, message: '', uploaded_image: PNG_URL },
    });
    expect(photo.status).toBe(200);
    expect(photo.body.response).toMatch(/Thanks for the photo/);
    const [stored] = await app.database.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.role, 'user'), eq(chatMessages.stepNumber, 1)));
    expect(stored!.imageIds).toHaveLength(1);

    const before = (await app.database.db.select().from(chatMessages)).length;
    const bad = await api(app, 'POST', '/api/step-guidance/chat', {
      token: t,
      body: { project, step: 1, message: 'look', uploaded_image: 'data:image/png;base64,PHNjcmlwdD4=' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('Only JPG, PNG, GIF or WebP images can be uploaded.');
    expect((await app.database.db.select().from(chatMessages)).length).toBe(before);
  });

  it('refuses bad input with a 4xx {detail} and stores nothing', async () => {
    const { t, project } = await projectWithPlan();
    const before = (await app.database.db.select().from(chatMessages)).length;
    for (const body of [
      { project, step: 'two', message: 'hi' },
      { project, step: 100, message: 'hi' },
      { project, step: -2, message: 'hi' },
      { project, step: 1, message: '   ' },
      { project, step: 1, message: 'x'.repeat(4001) },
      { step: 1, message: 'hi' },
    ]) {
      const res = await api(app, 'POST', '/api/step-guidance/chat', { token: t, body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.detail).toEqual(expect.any(String));
    }
    expect((await app.database.db.select().from(chatMessages)).length).toBe(before);
  });

  it('refuses every path for a second user', async () => {
    const { t, project } = await projectWithPlan();
    const session = (await api(app, 'GET', `/api/step-guidance/session/${project}`, { token: t })).body.session;
    const intruder = (await app.createUser()).token;
    expect((await api(app, 'GET', `/api/step-guidance/started/${project}`, { token: intruder })).status).toBe(404);
    expect((await api(app, 'GET', `/api/step-guidance/session/${project}`, { token: intruder })).status).toBe(404);
    expect((await api(app, 'GET', `/api/step-guidance/session/${session}/history`, { token: intruder })).status).toBe(
      404,
    );
    expect((await api(app, 'POST', '/api/step-guidance/start', { token: intruder, body: { project } })).status).toBe(
      404,
    );
    const chat = await api(app, 'POST', '/api/step-guidance/chat', {
      token: intruder,
      body: { project, step: 1, message: 'hi', uploaded_image: PNG_URL },
    });
    expect(chat.status).toBe(404);
    expect(chat.body.detail).toEqual(expect.any(String));
    // and without signing in
    expect((await api(app, 'GET', `/api/step-guidance/started/${project}`)).status).toBe(401);
  });

  it('says the step-guidance failure text when the assistant fails, keeping the question', async () => {
    const { t, project } = await projectWithPlan();
    failing = true;
    try {
      const res = await api(app, 'POST', '/api/step-guidance/chat', {
        token: t,
        body: { project, step: 1, message: 'is this safe?' },
      });
      expect(res.status).toBe(502);
      expect(res.body.detail).toBe('Oops! Something went wrong.');
    } finally {
      failing = false;
    }
    const session = (await api(app, 'GET', `/api/step-guidance/session/${project}`, { token: t })).body.session;
    const history = await api(app, 'GET', `/api/step-guidance/session/${session}/history`, { token: t });
    expect(history.body.map((m: { message: string }) => m.message)).toContain('is this safe?');
  });

  it('streams over tRPC, scoped to the step kind', async () => {
    const { user, project, planSteps } = await projectWithPlan();
    const client = app.trpc(user.token);
    const sent = await client.chat.send.mutate({
      projectId: project,
      kind: 'step',
      step: 1,
      text: 'walk me through it',
    });
    expect(sent.userMessage.step).toBe(1);
    const final = await new Promise<ReplyEvent>((resolve, reject) => {
      const sub = client.chat.onReply.subscribe(
        { replyId: sent.replyId },
        {
          onData: ({ data }) => {
            if (data.type !== 'delta') {
              sub.unsubscribe();
              resolve(data);
            }
          },
          onError: reject,
        },
      );
    });
    expect(final).toMatchObject({ type: 'done', response: expect.stringContaining(planSteps[0]!.title) });
    const history = await client.chat.history.query({ projectId: project, kind: 'step' });
    expect(history.kind).toBe('step');
    expect(history.messages.map((m) => m.text)).toContain('walk me through it');
    const intake = await client.chat.history.query({ projectId: project });
    expect(intake.messages.map((m) => m.text)).not.toContain('walk me through it');
  });

  it('rebuilds the plan for a different repair once the person confirms, queued before the reply is announced', async () => {
    const { t, project, planSteps } = await projectWithPlan();
    await api(app, 'PUT', `/api/complete-step/${project}/1`, {
      token: t,
      body: { project_id: project, step_number: 1 },
    });

    const offer = await api(app, 'POST', '/api/step-guidance/chat', {
      token: t,
      body: {
        project,
        step: 2,
        message: "turns out it's actually a small hole in the drywall behind the toilet, I need a new plan",
      },
    });
    expect(offer.body).toMatchObject({
      current_state: 'in_progress',
      suggested_messages: ['Yes, rebuild my plan', 'No, keep this plan'],
    });
    expect(offer.body.response).toMatch(/small hole or dent in drywall/);

    const no = await api(app, 'POST', '/api/step-guidance/chat', {
      token: t,
      body: { project, step: 2, message: 'No, keep this plan' },
    });
    expect(no.body.current_state).toBe('in_progress');
    expect((await api(app, 'GET', `/api/generation/status/${project}`, { token: t })).body.message).toBe(
      'generation completed',
    );

    await api(app, 'POST', '/api/step-guidance/chat', {
      token: t,
      body: { project, step: 2, message: 'new plan please: it is a hole in the drywall' },
    });
    let open = () => {};
    gate = new Promise((resolve) => (open = resolve));
    const yes = await api(app, 'POST', '/api/step-guidance/chat', {
      token: t,
      body: { project, step: 2, message: 'Yes, rebuild my plan' },
    });
    expect(yes.body.current_state).toBe('complete');
    // by the time the reply is answered the old plan no longer counts as the finished one
    const right = await api(app, 'GET', `/api/generation/status/${project}`, { token: t });
    expect(right.body.message).toBe('generation in progress');
    open();

    await waitForPlan(t, project);
    const rebuilt = (await api(app, 'GET', `/api/generation/steps/${project}`, { token: t })).body as Array<{
      title: string;
      completed: boolean;
    }>;
    expect(rebuilt.map((s) => s.title)).not.toEqual(planSteps.map((s) => s.title));
    expect(rebuilt.every((s) => !s.completed)).toBe(true);
    const tools = (await api(app, 'GET', `/api/generation/tools/${project}`, { token: t })).body.tools_data
      .tools as Array<{ name: string }>;
    expect(tools.map((x) => x.name.toLowerCase()).join(' ')).toMatch(/spackle|putty knife/);
    const stored = await app.database.db.select().from(steps).where(eq(steps.projectId, project));
    expect(stored).toHaveLength(rebuilt.length);
  });
});
