import OpenAI from 'openai';
import { z } from 'zod';
import { GENERATION_FAILED_TEXT } from '@fixwise/shared';
import { PlanFailure, isLowConfidence, oldHome, type GeneratedPlan, type PlanInput } from '../plan';
import { hasTool } from '../tools/owned';
import { groundingFor } from '../knowledge/reference';
import type { OpenAIEngineOptions } from './engine';

const ModelPlanSchema = z.object({
  estimate: z.object({ minutes: z.number().int().positive(), skill: z.string().min(3) }),
  tools: z
    .array(
      z.object({
        name: z.string().min(2),
        description: z.string(),
        price_min: z.number().nonnegative(),
        price_max: z.number().nonnegative(),
        required: z.boolean(),
        risk_factors: z.array(z.string()),
        safety_measures: z.array(z.string()),
      }),
    )
    .min(1),
  steps: z
    .array(
      z.object({
        title: z.string().min(3),
        summary: z.string().min(3),
        instructions: z.array(z.string().min(3)).min(1),
        minutes: z.number().int().positive(),
        tools_needed: z.array(z.string()),
        safety_warnings: z.array(z.string()),
        tips: z.array(z.string()),
      }),
    )
    .min(2)
    .max(12),
});
type ModelPlan = z.infer<typeof ModelPlanSchema>;

/** @internal */
export const INVALID_PLAN = GENERATION_FAILED_TEXT.invalid;
/** The whole plan, both asks and the SDK's retries included. */
const PLAN_BUDGET_MS = 120_000;
const OLD_MATERIAL = /\b(sand|scrap|cut|remov|drill|pry)\w*/i;

/** Plans from an OpenAI-compatible model: structured output, validated, retried once, then a clear failure. */
export function createOpenAIPlanner(options: OpenAIEngineOptions & { budgetMs?: number }) {
  const client = new OpenAI({
    apiKey: options.apiKey,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    // a slow model is given the whole budget for one answer; errors and 5xx are retried within it
    timeout: options.timeoutMs ?? options.budgetMs ?? PLAN_BUDGET_MS,
    maxRetries: options.maxRetries ?? 2,
  });

  async function ask(input: PlanInput, signal: AbortSignal): Promise<ModelPlan | null> {
    const p = input.profile;
    const grounding = groundingFor(
      input.conversation
        .filter((t) => t.role === 'user')
        .map((t) => t.text)
        .join('\n'),
    );
    const completion = await client.chat.completions.create(
      {
        model: options.model,
        messages: [
          {
            role: 'system',
            content: [
              'Write a home-repair plan as JSON for the problem in this conversation: an estimate, every tool and material',
              'with a USD price range, and 3–9 numbered steps with concrete instructions, the tools each step uses (named',
              'exactly as in the tools list), safety warnings on the step they belong to, and tips.',
              `The person: experience ${p.experienceLevel ?? 'unknown'}, confidence ${p.confidence ?? 'unknown'}/5, home built ${p.homeAge ?? 'unknown'}.`,
              isLowConfidence(p) ? 'They are a beginner: make each instruction explicit and allow more time.' : '',
              input.ownedTools.length ? `They own: ${input.ownedTools.join(', ')}.` : '',
              'Write the plan in the language the person wrote in.',
            ].join(' '),
          },
          ...(grounding ? [{ role: 'system' as const, content: grounding }] : []),
          ...input.conversation.map((t) => ({ role: t.role, content: t.text }) as const),
        ],
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'repair_plan', schema: z.toJSONSchema(ModelPlanSchema) as Record<string, unknown> },
        },
      },
      { signal },
    );
    try {
      const parsed = ModelPlanSchema.safeParse(JSON.parse(completion.choices[0]?.message.content ?? ''));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  return async (input: PlanInput): Promise<GeneratedPlan> => {
    const budget = options.budgetMs ?? PLAN_BUDGET_MS;
    const signal = AbortSignal.timeout(budget);
    let plan: ModelPlan | null;
    try {
      plan = (await ask(input, signal)) ?? (await ask(input, signal));
    } catch (error) {
      if (signal.aborted) throw new PlanFailure(GENERATION_FAILED_TEXT.tooSlow, `no plan within ${budget} ms`);
      throw error;
    }
    if (!plan) throw new PlanFailure(INVALID_PLAN, 'the model returned an invalid plan twice');
    return personalise(plan, input);
  };
}

/** Owned tools out of the cost, every named tool on the list, old-home warnings where material is disturbed. */
function personalise(plan: ModelPlan, input: PlanInput): GeneratedPlan {
  const tools: GeneratedPlan['tools'] = plan.tools.map((t) => ({
    name: t.name,
    description: t.description,
    priceMin: t.price_min,
    priceMax: t.price_max,
    required: t.required,
    owned: hasTool(t.name, input.ownedTools),
    riskFactors: t.risk_factors,
    safetyMeasures: t.safety_measures,
  }));
  for (const name of plan.steps.flatMap((s) => s.tools_needed)) {
    if (!tools.some((t) => t.name.toLowerCase() === name.toLowerCase())) {
      tools.push({
        name,
        description: '',
        priceMin: null,
        priceMax: null,
        required: true,
        owned: hasTool(name, input.ownedTools),
        riskFactors: [],
        safetyMeasures: [],
      });
    }
  }
  const age = oldHome(input.profile);
  const oldWarnings = [
    age.lead ? 'Your home was built before 1978: test paint for lead before sanding or scraping.' : null,
    age.asbestos ? 'Older materials can contain asbestos: test before sanding, cutting or drilling them.' : null,
  ].filter((w): w is string => w !== null);
  const toBuy = tools.filter((t) => t.required && !t.owned);
  return {
    estimation: {
      minutes: plan.estimate.minutes,
      costMin: Math.round(toBuy.reduce((sum, t) => sum + (t.priceMin ?? 0), 0)),
      costMax: Math.round(toBuy.reduce((sum, t) => sum + (t.priceMax ?? 0), 0)),
      currency: 'USD',
      skill: plan.estimate.skill,
      summary: plan.steps[0]?.title ?? '',
      // a model's plan names no waiting time of its own: the estimate is the work
      waitMinutes: 0,
      waitFor: '',
    },
    tools,
    steps: plan.steps.map((s) => ({
      title: s.title,
      summary: s.summary,
      instructions: s.instructions,
      minutes: s.minutes,
      toolsNeeded: s.tools_needed,
      safetyWarnings: [...s.safety_warnings, ...(OLD_MATERIAL.test(s.instructions.join(' ')) ? oldWarnings : [])],
      tips: s.tips,
      videoQuery: s.title,
      checks: [],
      wait: null,
      gate: null,
    })),
  };
}
