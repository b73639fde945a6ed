/**
 * The embedded database (PGlite, one process): a kill -9 in the middle of a reply and of a plan, then
 * a restart on the same data directory. The reply left streaming is failed by the sweeper (the person
 * sees the failure text, their message kept); the plan job is taken up again and finished.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHAT_TEXT } from '@fixwise/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../src/test/fake-openai';
import {
  answerSafetyQuestions,
  eventually,
  freePort,
  signUp,
  startServer,
  trpcClient,
  type ServerProcess,
} from './support';

const PLAN = {
  estimate: { minutes: 30, skill: 'Beginner' },
  tools: [
    {
      name: 'Plunger',
      description: '',
      price_min: 8,
      price_max: 20,
      required: true,
      risk_factors: [],
      safety_measures: [],
    },
  ],
  steps: [
    {
      title: 'Clear the stopper',
      summary: 'Lift it out',
      instructions: ['Lift the stopper out and clean it.'],
      minutes: 10,
      tools_needed: [],
      safety_warnings: [],
      tips: [],
    },
    {
      title: 'Plunge the drain',
      summary: 'Cover the overflow',
      instructions: ['Cover the overflow and plunge.'],
      minutes: 20,
      tools_needed: ['Plunger'],
      safety_warnings: [],
      tips: [],
    },
  ],
};

let fake: FakeOpenAI;
let dataDir: string;
let env: Record<string, string>;
const servers: ServerProcess[] = [];
const closers: Array<{ close(): void }> = [];

beforeAll(async () => {
  fake = await startFakeOpenAI();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fixwise-faults-pglite-'));
  env = { DATA_DIR: dataDir, OPENAI_API_KEY: 'fault-key', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'fake-model' };
});
afterAll(async () => {
  for (const c of closers) c.close();
  await Promise.all(servers.map((s) => s.kill9()));
  await fake?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('after a kill -9 mid-reply and mid-plan, a restart on the same data fails the reply within 30 s and finishes the plan', async () => {
  const port = await freePort();
  const first = await startServer(env, { port });
  servers.push(first);
  const user = await signUp(first.url);
  const one = trpcClient(first.url, user.token);
  closers.push(one);

  // a plan being written
  const planned = await one.client.projects.create.mutate({ projectTitle: 'Slow sink' });
  fake.script({
    kind: 'reply',
    text: 'Thanks, I have what I need to plan it.',
    state: { current_state: 'complete', suggested_messages: [] },
  });
  const intake = await one.client.chat.send.mutate({
    projectId: planned._id,
    text: 'the bathroom sink drains slowly, the stopper is gunked up',
  });
  await eventually(
    'the intake reply is done',
    async () =>
      (await one.client.chat.history.query({ projectId: planned._id })).messages.find((m) => m.id === intake.replyId)
        ?.status === 'done',
  );
  // a plan is made only once the repair's red-flag questions are answered
  await answerSafetyQuestions(one.client, planned._id);
  fake.script({ kind: 'hang', ms: 60_000 }, { kind: 'json', content: JSON.stringify(PLAN) });
  await one.client.generation.start.mutate({ projectId: planned._id });
  await eventually('the plan is being asked of the model', () => fake.requests.some((r) => !r.body.stream));

  // a reply being written
  const chatted = await one.client.projects.create.mutate({ projectTitle: 'Rattling fan' });
  fake.script({
    kind: 'reply',
    text: 'A rattling bathroom fan usually has a loose grille or a dusty blade. '.repeat(6),
    pieceDelayMs: 100,
  });
  const asked = 'the bathroom extractor fan rattles';
  const sent = await one.client.chat.send.mutate({ projectId: chatted._id, text: asked });
  await eventually('some of the reply is stored', async () => {
    const reply = (await one.client.chat.history.query({ projectId: chatted._id })).messages.find(
      (m) => m.id === sent.replyId,
    );
    return reply?.status === 'streaming' && reply.text.length > 20;
  });

  await first.kill9();
  const restartedAt = Date.now();
  const second = await startServer(env, { port });
  servers.push(second);
  const two = trpcClient(second.url, user.token);
  closers.push(two);

  await eventually('the reply left streaming is failed', async () => {
    const history = await two.client.chat.history.query({ projectId: chatted._id });
    return history.messages.find((m) => m.id === sent.replyId)?.status === 'failed';
  });
  const replyMs = Date.now() - restartedAt;
  const follower = await new Promise((resolve, reject) => {
    const sub = two.client.chat.onReply.subscribe(
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
  expect(follower).toEqual({ type: 'failed', offset: 0, detail: CHAT_TEXT.projectFailure });
  const history = await two.client.chat.history.query({ projectId: chatted._id });
  expect(history.messages.find((m) => m.role === 'user')?.text).toBe(asked);

  await eventually(
    'the plan is done',
    async () => (await two.client.generation.status.query({ projectId: planned._id })).status === 'done',
    45_000,
    200,
  );
  const planMs = Date.now() - restartedAt;
  console.log(
    `PGlite, kill -9 then restart: the reply was failed ${replyMs} ms and the plan done ${planMs} ms after the restart began`,
  );
  expect(replyMs).toBeLessThan(30_000);
  expect(planMs).toBeLessThan(30_000);
  expect((await two.client.generation.steps.query({ projectId: planned._id })).map((s) => s.title)).toEqual([
    'Clear the stopper',
    'Plunge the drain',
  ]);
  expect(second.output()).not.toMatch(/unhandled rejection/i);
}, 120_000);
