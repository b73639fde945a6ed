import { GENERATION_FAILED_TEXT } from '@fixwise/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai';
import type { PlanInput } from '../plan';
import { INVALID_PLAN, createOpenAIPlanner } from './planner';

let fake: FakeOpenAI;
beforeAll(async () => {
  fake = await startFakeOpenAI();
});
afterAll(() => fake.close());

const input: PlanInput = {
  conversation: [{ role: 'user', text: 'paint is peeling on my window sills' }],
  memory: {},
  proChecks: [],
  profile: {
    experienceLevel: 'Beginner',
    confidence: 2,
    tools: null,
    country: null,
    state: null,
    homeAge: '1950 to 1977',
  },
  ownedTools: ['Putty knife'],
};

const valid = {
  estimate: { minutes: 95, skill: 'Beginner–Intermediate' },
  tools: [
    {
      name: 'Putty knife',
      description: '',
      price_min: 6,
      price_max: 15,
      required: true,
      risk_factors: [],
      safety_measures: [],
    },
    {
      name: 'Primer',
      description: '',
      price_min: 12,
      price_max: 20,
      required: true,
      risk_factors: [],
      safety_measures: [],
    },
  ],
  steps: [
    {
      title: 'Test for lead',
      summary: 'Use a test kit',
      instructions: ['Swab the paint with a lead test kit.'],
      minutes: 15,
      tools_needed: [],
      safety_warnings: [],
      tips: [],
    },
    {
      title: 'Scrape loose paint',
      summary: 'Remove flakes',
      instructions: ['Scrape the loose paint off gently.'],
      minutes: 40,
      tools_needed: ['Putty knife', 'Drop cloth'],
      safety_warnings: ['Wear a mask'],
      tips: [],
    },
  ],
};

describe('openai planner (structured output)', () => {
  const planner = () => createOpenAIPlanner({ apiKey: 'k', baseURL: fake.baseURL, model: 'fake-model', maxRetries: 0 });

  it('validates and personalises the model’s plan', async () => {
    fake.script({ kind: 'json', content: JSON.stringify(valid) });
    const plan = await planner()(input);
    expect(fake.requests.at(-1)!.body.response_format.type).toBe('json_schema');
    expect(plan.tools.find((t) => t.name === 'Putty knife')?.owned).toBe(true);
    expect(plan.estimation).toMatchObject({ costMin: 12, costMax: 20, minutes: 95 });
    // a tool a step names is added to the list
    expect(plan.tools.map((t) => t.name)).toContain('Drop cloth');
    // old home: lead and asbestos warnings on the step that disturbs paint
    expect(plan.steps[1]!.safetyWarnings.join(' ')).toMatch(/lead/);
    expect(plan.steps[0]!.safetyWarnings).toEqual([]);
  });

  it('asks again once when the output is invalid', async () => {
    fake.script({ kind: 'json', content: '{"not": "a plan"}' }, { kind: 'json', content: JSON.stringify(valid) });
    await expect(planner()(input)).resolves.toMatchObject({ estimation: { minutes: 95 } });
  });

  it('fails clearly after two invalid answers', async () => {
    fake.script({ kind: 'json', content: 'not json' }, { kind: 'json', content: '{"steps": []}' });
    await expect(planner()(input)).rejects.toThrow(INVALID_PLAN);
  });

  it('gives up within its whole budget when the model hangs, retries included, with a reason for the person', async () => {
    fake.script({ kind: 'hang', ms: 10_000 }, { kind: 'hang', ms: 10_000 }, { kind: 'hang', ms: 10_000 });
    const began = Date.now();
    const slow = createOpenAIPlanner({
      apiKey: 'k',
      baseURL: fake.baseURL,
      model: 'fake-model',
      maxRetries: 2,
      timeoutMs: 60_000,
      budgetMs: 600,
    });
    await expect(slow(input)).rejects.toThrow(GENERATION_FAILED_TEXT.tooSlow);
    expect(Date.now() - began).toBeLessThan(3_000);
  });
});
