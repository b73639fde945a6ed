import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai';
import { startTestApp, type TestApp } from '../../test/harness';
import type { ReplyEvent } from '@fixwise/shared';
import { createOpenAIAssistant } from './engine';
import { planOffline } from '../offline/planner';
import type { PlanInput } from '../plan';
import { steps } from '../../db/schema';

let fake: FakeOpenAI;
const plannedFrom: PlanInput[] = [];
let app: TestApp;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  fake = await startFakeOpenAI();
  app = await startTestApp(
    {},
    {
      assistant: createOpenAIAssistant({
        apiKey: 'test-key',
        baseURL: fake.baseURL,
        model: 'fake-model',
        timeoutMs: 500,
        maxRetries: 2,
      }),
      planner: (input) => {
        plannedFrom.push(input);
        return planOffline({ ...input, memory: { entryId: 'door-squeaky-hinge' } });
      },
    },
  );
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

type Client = ReturnType<TestApp['trpc']>;

async function reply(client: Client, projectId: string, text: string, imageIds?: string[], step?: number) {
  const sent = await client.chat.send.mutate({
    projectId,
    text,
    ...(imageIds ? { imageIds } : {}),
    ...(step === undefined ? {} : { kind: 'step' as const, step }),
  });
  return new Promise<ReplyEvent[]>((resolve, reject) => {
    const events: ReplyEvent[] = [];
    const sub = client.chat.onReply.subscribe(
      { replyId: sent.replyId },
      {
        onData: ({ data }) => {
          events.push(data as ReplyEvent);
          if (data.type !== 'delta') {
            sub.unsubscribe();
            resolve(events);
          }
        },
        onError: reject,
      },
    );
  });
}

async function setup() {
  const user = await app.createUser();
  const client = app.trpc(user.token);
  const project = await client.projects.create.mutate({ projectTitle: 'Faucet' });
  return { user, client, projectId: project._id };
}

describe('openai engine through the real client', () => {
  it('streams the model’s reply and takes current_state and suggestions from its tool call', async () => {
    const { client, projectId } = await setup();
    fake.script({
      kind: 'reply',
      text: 'Which faucet is it, and does it have **one handle or two**?',
      state: { current_state: 'in_progress', suggested_messages: ['One handle', 'Two handles'] },
    });
    const events = await reply(client, projectId, 'my faucet drips');
    const final = events.at(-1) as Extract<ReplyEvent, { type: 'done' }>;
    expect(final).toMatchObject({
      type: 'done',
      current_state: 'in_progress',
      suggested_messages: ['One handle', 'Two handles'],
    });
    expect(
      events
        .filter((e) => e.type === 'delta')
        .map((e) => (e as { text: string }).text)
        .join(''),
    ).toBe(final.response);

    const request = fake.requests[0]!.body;
    expect(request).toMatchObject({ model: 'fake-model', stream: true });
    expect(request.messages[0].role).toBe('system');
    expect(request.tools[0].function.name).toBe('set_conversation_state');
  });

  it('sends the history and the photo (vision) on the next turn, and completes', async () => {
    const { user, client, projectId } = await setup();
    fake.script({
      kind: 'reply',
      text: 'One or two handles?',
      state: { current_state: 'in_progress', suggested_messages: [] },
    });
    await reply(client, projectId, 'my faucet drips');
    const upload = await fetch(`${app.url}/api/images`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${user.token}` },
      body: PNG,
    });
    const image = (await upload.json()) as { id: string };
    fake.script({
      kind: 'reply',
      text: 'Thanks, I have what I need.',
      state: { current_state: 'complete', suggested_messages: [] },
    });
    const events = await reply(client, projectId, 'one handle, see photo', [image.id]);
    expect(events.at(-1)).toMatchObject({ type: 'done', current_state: 'complete' });

    const messages = fake.requests.at(-1)!.body.messages;
    expect(messages.map((m: { role: string }) => m.role)).toEqual(['system', 'assistant', 'user', 'assistant', 'user']);
    const last = messages.at(-1).content;
    expect(last[0]).toEqual({ type: 'text', text: 'one handle, see photo' });
    expect(last[1].image_url.url).toMatch(/^data:image\/png;base64,/);
  });

  it('retries a 429 with backoff and then answers', async () => {
    const { client, projectId } = await setup();
    fake.script({ kind: 'status', status: 429, retryAfterMs: 20 }, { kind: 'reply', text: 'Got it.' });
    const events = await reply(client, projectId, 'hello');
    expect(events.at(-1)).toMatchObject({ type: 'done', response: 'Got it.' });
    expect(fake.requests).toHaveLength(2);
  });

  it("fails clearly after a timeout: 'Oops! Something went wrong. Please try again.', keeping the person's message", async () => {
    const { client, projectId } = await setup();
    fake.script({ kind: 'hang', ms: 2000 }, { kind: 'hang', ms: 2000 }, { kind: 'hang', ms: 2000 });
    const events = await reply(client, projectId, 'my sink is clogged');
    expect(events.at(-1)).toEqual({
      type: 'failed',
      offset: 0,
      detail: 'Oops! Something went wrong. Please try again.',
    });
    const history = await client.chat.history.query({ projectId });
    expect(history.messages.find((m) => m.role === 'user')?.text).toBe('my sink is clogged');
    expect(history.messages.at(-1)?.status).toBe('failed');
  });

  it('detects tools in a photo with structured output', async () => {
    const engine = createOpenAIAssistant({ apiKey: 'k', baseURL: fake.baseURL, model: 'fake-model', maxRetries: 0 });
    fake.script({
      kind: 'json',
      content: JSON.stringify({ tools: [{ name: 'adjustable wrench', confidence: 0.92 }] }),
    });
    await expect(engine.detectTools({ mime: 'image/png', data: PNG })).resolves.toEqual([
      { name: 'adjustable wrench', confidence: 0.92 },
    ]);
    expect(fake.requests.at(-1)!.body.response_format.type).toBe('json_schema');
  });
});

describe('step guidance through the real client', () => {
  it('gives the model the plan and the step asked from, and rebuilds the plan when it reports complete', async () => {
    const { client, projectId } = await setup();
    await app.database.db.insert(steps).values([
      {
        projectId,
        stepNumber: 1,
        title: 'Shut off the water',
        instructions: ['Turn the valves under the sink clockwise.'],
      },
      {
        projectId,
        stepNumber: 2,
        title: 'Remove the handle',
        instructions: ['Pry off the cap and undo the screw.'],
        safetyWarnings: ['Mind the sharp edges.'],
      },
    ]);
    fake.script({
      kind: 'reply',
      text: 'Pry the cap with a flat screwdriver.',
      state: { current_state: 'in_progress', suggested_messages: ['It worked'] },
    });
    const first = await reply(client, projectId, 'how do I get the cap off?', undefined, 2);
    expect(first.at(-1)).toMatchObject({
      type: 'done',
      current_state: 'in_progress',
      suggested_messages: ['It worked'],
    });
    const system = fake.requests.at(-1)!.body.messages[0].content as string;
    expect(system).toContain('They are on step 2.');
    expect(system).toContain('Step 2: Remove the handle');
    expect(system).toContain('Warning: Mind the sharp edges.');

    fake.script({
      kind: 'reply',
      text: 'Rebuilding your plan now.',
      state: { current_state: 'complete', suggested_messages: [] },
    });
    const before = plannedFrom.length;
    const second = await reply(client, projectId, 'yes, rebuild it: it is the door, not the faucet', undefined, 2);
    expect(second.at(-1)).toMatchObject({ type: 'done', current_state: 'complete' });
    for (let i = 0; i < 100 && (await client.generation.status.query({ projectId })).status !== 'done'; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(plannedFrom.length).toBe(before + 1);
    // what was said during step guidance reaches the planner
    expect(plannedFrom.at(-1)!.conversation.map((t) => t.text)).toContain(
      'yes, rebuild it: it is the door, not the faucet',
    );
    expect((await client.generation.steps.query({ projectId }))[0]!.title).not.toBe('Shut off the water');
  });

  it("fails with the step-guidance text: 'Oops! Something went wrong.'", async () => {
    const { client, projectId } = await setup();
    fake.script({ kind: 'status', status: 400 });
    const events = await reply(client, projectId, 'help', undefined, -1);
    expect(events.at(-1)).toEqual({ type: 'failed', offset: 0, detail: 'Oops! Something went wrong.' });
  });
});

describe('tools detected in a photo, kept per project', () => {
  it('offers detections unconfirmed; only confirmed ones reach the assistant; another user is refused', async () => {
    const { user, client, projectId } = await setup();
    const upload = await fetch(`${app.url}/api/images`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', authorization: `Bearer ${user.token}` },
      body: PNG,
    });
    const image = (await upload.json()) as { id: string };
    fake.script({
      kind: 'json',
      content: JSON.stringify({
        tools: [
          { name: 'Adjustable wrench', confidence: 0.92 },
          { name: 'Pliers', confidence: 0.4 },
        ],
      }),
    });
    const detected = await client.chat.detectTools.mutate({ projectId, imageId: image.id });
    expect(detected).toEqual([
      { name: 'adjustable wrench', source: 'detected', confidence: 92, confirmed: false },
      { name: 'pliers', source: 'detected', confidence: 40, confirmed: false },
    ]);
    await client.chat.confirmTool.mutate({ projectId, name: 'adjustable wrench' });
    const kept = await client.chat.removeTool.mutate({ projectId, name: 'pliers' });
    expect(kept).toEqual([{ name: 'adjustable wrench', source: 'detected', confidence: 92, confirmed: true }]);

    fake.script({ kind: 'reply', text: 'Good, you have a wrench.' });
    await reply(client, projectId, 'what next?');
    expect(fake.requests.at(-1)!.body.messages[0].content).toContain('tools they own: adjustable wrench');

    const intruder = await app.createUser();
    await expect(app.trpc(intruder.token).chat.ownedTools.query({ projectId })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    });
    await expect(
      app.trpc(intruder.token).chat.detectTools.mutate({ projectId, imageId: image.id }),
    ).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    });
  });
});
