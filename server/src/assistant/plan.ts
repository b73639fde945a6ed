import type { SkillProfile } from './port';

/** A generated plan, engine-independent; the generation service stores it. */
export interface GeneratedPlan {
  estimation: {
    /** Active work. */
    minutes: number;
    costMin: number;
    costMax: number;
    currency: string;
    skill: string;
    summary: string;
    /** Waiting on top of the work (drying, curing), and what for. */
    waitMinutes: number;
    waitFor: string;
  };
  tools: Array<{
    name: string;
    description: string;
    priceMin: number | null;
    priceMax: number | null;
    required: boolean;
    owned: boolean;
    riskFactors: string[];
    safetyMeasures: string[];
  }>;
  steps: Array<{
    title: string;
    summary: string;
    instructions: string[];
    minutes: number;
    toolsNeeded: string[];
    safetyWarnings: string[];
    tips: string[];
    videoQuery: string;
    checks: string[];
    wait: { minutes: number; for: string } | null;
    gate: { confirm: string } | null;
  }>;
}

export interface PlanInput {
  /** The conversation so far, oldest first. */
  conversation: Array<{ role: 'user' | 'assistant'; text: string }>;
  /** What the intake engine remembered (the offline engine keeps the matched repair here). */
  memory: Record<string, unknown>;
  profile: SkillProfile;
  ownedTools: string[];
  /** Red flags answered "not sure" that are not life-threatening: the plan opens with a professional's check. */
  proChecks: Array<{ ask: string; callWho: string; ifNoticed: string }>;
}

/** The plan with a first step that has a professional check what the person wasn't sure about. */
export function withProChecks(plan: GeneratedPlan, checks: PlanInput['proChecks']): GeneratedPlan {
  if (!checks.length) return plan;
  const first: GeneratedPlan['steps'][number] = {
    title: 'Have a professional check first',
    summary: "You weren't sure about a safety sign: have it checked before you start",
    instructions: [
      ...checks.map((c) => `You weren't sure about this: ${c.ask} Have ${c.callWho} check it before you start.`),
      'If they find nothing wrong, carry on with the next step. If they do, let them fix it first, and tell the assistant what they found.',
    ],
    minutes: 15,
    toolsNeeded: [],
    safetyWarnings: [...new Set(checks.map((c) => c.ifNoticed))],
    tips: ['A photo of what you are unsure about helps the professional give you a quick answer.'],
    videoQuery: '',
    checks: ['The professional has looked at it and said the job is safe to do.'],
    wait: null,
    gate: { confirm: 'A professional has checked it' },
  };
  return {
    ...plan,
    estimation: { ...plan.estimation, minutes: plan.estimation.minutes + first.minutes },
    steps: [first, ...plan.steps],
  };
}

export function isLowConfidence(profile: SkillProfile): boolean {
  return (profile.confidence !== null && profile.confidence <= 2) || /beginner/i.test(profile.experienceLevel ?? '');
}

export function oldHome(profile: SkillProfile): { lead: boolean; asbestos: boolean } {
  const age = profile.homeAge ?? '';
  const before1978 = /before 1950|1950 to 1977/i.test(age);
  return { lead: before1978, asbestos: before1978 || /1978 to 1999/i.test(age) };
}

/** Draws one step's picture (optional: enabled by OPENAI_IMAGE_MODEL); resolves with image bytes. */
export type StepImager = (step: { title: string; instructions: string[]; repair: string }) => Promise<Buffer>;

/** A plan that could not be made, with the reason to show the person (the message) and what to log. */
export class PlanFailure extends Error {
  constructor(
    personText: string,
    readonly detail: string,
  ) {
    super(personText);
  }
}
