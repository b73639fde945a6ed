import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai';
import { api, startTestApp, type TestApp } from '../../test/harness';
import { createOpenAIAssistant } from './engine';
import { createOpenAIPlanner } from './planner';

/** The openai engine behind the same gates as the offline one, grounded on the knowledge base. */
let fake: FakeOpenAI;
let app: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  const options = { apiKey: 'k', baseURL: fake.baseURL, model: 'fake-model', timeoutMs: 2000, maxRetries: 0 };
  app = await startTestApp({}, { assistant: createOpenAIAssistant(options), planner: createOpenAIPlanner(options) });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const plan = {
  estimate: { minutes: 30, skill: 'Beginner' },
  tools: [
    {
      name: 'Replacement flapper',
      description: '',
      price_min: 6,
      price_max: 12,
      required: true,
      risk_factors: [],
      safety_measures: [],
    },
    {
      name: 'Sponge',
      description: '',
      price_min: 2,
      price_max: 4,
      required: true,
      risk_factors: [],
      safety_measures: [],
    },
  ],
  steps: [
    {
      title: 'Shut off the water',
      summary: 'Valve',
      instructions: ['Turn the valve behind the toilet.'],
      minutes: 5,
      tools_needed: [],
      safety_warnings: [],
      tips: [],
    },
    {
      title: 'Swap the flapper',
      summary: 'Flapper',
      instructions: ['Unhook the old flapper and fit the new one.'],
      minutes: 20,
      tools_needed: ['Replacement flapper', 'Sponge'],
      safety_warnings: [],
      tips: [],
    },
  ],
};

async function person() {
  const user = await app.createUser();
  const project = await app.services.projects.create(user.id, 'Toilet');
  const say = async (text: string) => {
    const sent = await app.services.chat.send(user.id, { projectId: project._id, text });
    return app.services.chat.waitForReply(sent.replyId);
  };
  return { user, projectId: project._id, say };
}

describe('the openai engine behind the same gates', () => {
  it('stops for a hazard without asking the model, holds the stop, and refuses the plan', async () => {
    const { user, projectId, say } = await person();
    expect(await say('there is a smell of rotten eggs by the boiler')).toMatchObject({ current_state: 'safety_stop' });
    expect(await say("it's faint, how do I tighten the fitting myself?")).toMatchObject({
      current_state: 'safety_stop',
    });
    expect(fake.requests.filter((r) => r.path.endsWith('/chat/completions'))).toEqual([]);
    expect((await api(app, 'POST', `/api/generation/all/${projectId}`, { token: user.token })).status).toBe(409);
  });

  it('keeps the tools the person says they own, and plans from the knowledge base it was given as reference', async () => {
    const { user, projectId, say } = await person();
    fake.script({
      kind: 'reply',
      text: 'Which of these do you have?\n\n- Replacement flapper\n- Sponge',
      state: { current_state: 'in_progress', suggested_messages: [] },
    });
    await say('the toilet keeps running after I flush unless I jiggle the handle');
    // the model's intake prompt carries the matching curated repair
    expect(JSON.stringify(fake.requests.at(-1)!.body.messages[0])).toContain('Toilet keeps running');

    fake.script({
      kind: 'reply',
      text: 'Great, I have what I need.',
      state: { current_state: 'complete', suggested_messages: [] },
    });
    await say('I have all of them');
    expect((await app.services.ownedTools.list(user.id, projectId)).map((t) => t.name)).toEqual([
      'Replacement flapper',
      'Sponge',
    ]);

    fake.script({ kind: 'json', content: JSON.stringify(plan) });
    await app.services.generation.start(user.id, projectId);
    await app.services.generation.settled();
    const planRequest = fake.requests.find((r) => r.body.response_format)!;
    const prompt = JSON.stringify(planRequest.body.messages);
    expect(prompt).toContain('Reference: curated repairs');
    expect(prompt).toContain('Toilet keeps running');
    expect(prompt).toContain('They own: Replacement flapper, Sponge');
    const tools = await app.services.plan.tools(user.id, projectId);
    expect(tools.every((t) => t.owned)).toBe(true);
    expect((await app.services.plan.estimation(user.id, projectId)).cost).toBe(0);
  });

  it('gives the model no reference when nothing in the knowledge base fits', async () => {
    const { say } = await person();
    fake.script({
      kind: 'reply',
      text: 'I can only help with home repairs.',
      state: { current_state: 'in_progress', suggested_messages: [] },
    });
    await say('write me a poem about my house');
    expect(JSON.stringify(fake.requests.at(-1)!.body.messages[0])).not.toContain('Reference: curated repairs');
  });

  it("asks the repair's red flags before the plan when the model completes, then announces the plan", async () => {
    const { user, projectId, say } = await person();
    fake.script({
      kind: 'reply',
      text: 'Got it: sediment in a gas water heater, and you have a hose and a bucket.',
      state: { current_state: 'complete', suggested_messages: [] },
    });
    const asked = await say('my gas water heater pops and rumbles when it heats, I want to flush the sediment');
    expect(asked).toMatchObject({ current_state: 'safety_check', suggested_messages: ['Yes', 'No', 'Not sure'] });
    if (asked.type !== 'done') throw new Error('failed');
    expect(asked.response).toMatch(/^Got it: sediment/);
    expect(asked.response).toContain('Do you smell gas or rotten eggs near the water heater?');
    const requests = fake.requests.length;
    const no = await say('no to all of them');
    expect(no).toMatchObject({ current_state: 'complete' });
    // the answer is read by the gate, not sent to the model
    expect(fake.requests.length).toBe(requests);
    expect((await app.trpc(user.token).generation.safetyCheck.query({ projectId }))?.summary).toMatch(/no gas smell/);
  });

  it('stops on a red flag answered yes, with the stop text, without asking the model', async () => {
    const { say } = await person();
    fake.script({
      kind: 'reply',
      text: 'Understood.',
      state: { current_state: 'complete', suggested_messages: [] },
    });
    await say('my gas water heater pops and rumbles when it heats, I want to flush the sediment');
    const requests = fake.requests.length;
    expect(await say('Yes')).toMatchObject({ current_state: 'safety_stop' });
    expect(fake.requests.length).toBe(requests);
  });

  it('tells the model to leave the plan announcement and the safety questions to the app', async () => {
    const { say } = await person();
    fake.script({
      kind: 'reply',
      text: 'Which room is it in?',
      state: { current_state: 'in_progress', suggested_messages: [] },
    });
    await say('the bathroom fan is loud');
    expect(JSON.stringify(fake.requests.at(-1)!.body.messages[0])).toMatch(/the app announces the plan/);
  });
});
