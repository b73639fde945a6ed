import type { SkillProfile } from './port';

/** A generated plan, engine-independent; the generation service stores it. */
export interface GeneratedPlan {
  estimation: { minutes: number; costMin: number; costMax: number; currency: string; skill: string; summary: string };
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
  }>;
}

export interface PlanInput {
  /** The conversation so far, oldest first. */
  conversation: Array<{ role: 'user' | 'assistant'; text: string }>;
  /** What the intake engine remembered (the offline engine keeps the matched repair here). */
  memory: Record<string, unknown>;
  profile: SkillProfile;
  ownedTools: string[];
}

const lower = (s: string) => s.toLowerCase();

/** Owned when a tool the person has names the same thing ("wrench" covers "Adjustable wrench"). */
export function ownsTool(toolName: string, owned: readonly string[]): boolean {
  const name = lower(toolName);
  return owned.some((o) => {
    const have = lower(o.trim());
    return have.length > 2 && (name.includes(have) || have.includes(name));
  });
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
