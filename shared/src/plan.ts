import { z } from 'zod';
import { GenerationBlockSchema } from './safety';

export const DEFAULT_STEP_TIME = '10–15 min';
const STEP_SUMMARY_WORDS = 7;
/** Step icons cycle through tools; a check mark means done and is shown only for a finished step. */
const STEP_EMOJI = ['🔧', '🪛', '🧰', '🔩', '🪚'] as const;
export const TOOL_RATING = 4;
export const CELEBRATION_MS = 4000;
export const GENERATION_POLL_MS = 5000;
export const GENERATION_COMPLETED = 'generation completed';

/**
 * Why a plan could not be made, in the person's words (the wait screen shows "We couldn't make your
 * plan: <reason>" with Try again). A provider's own error is logged, never shown.
 */
export const GENERATION_FAILED_TEXT = {
  tooSlow: 'the assistant took too long to write it. Please try again.',
  invalid: "the assistant's answer wasn't a usable plan. Please try again.",
  interrupted: 'it was interrupted too many times. Please try again.',
  unknown: 'something went wrong on our side. Please try again.',
} as const;

/** Spec §9: estimates rounded to the nearest 10 minutes, at least 10. */
export function roundEstimateMinutes(minutes: number): number {
  if (!Number.isFinite(minutes) || minutes <= 0) return 10;
  return Math.max(10, Math.round(minutes / 10) * 10);
}

/** Spec §9: 60 minutes or more as hours and minutes ('1 h 30 min'), else '40 min'. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** An amount in whole currency units ('$24'). */
export function formatWholeAmount(amount: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    Math.round(amount),
  );
}

/**
 * Spec §9 estimated cost: whole currency units; an amount of 0 or less falls back to 10.
 * @internal
 */
export function formatCost(amount: number, currency = 'USD'): string {
  return formatWholeAmount(Number.isFinite(amount) && amount > 0 ? amount : 10, currency);
}

/** What the plan costs: a range ('$25–70') when the cheapest and the dearest differ, else one amount (spec §9 default). */
export function formatCostRange(min: number, max: number, currency = 'USD'): string {
  if (!(max > min) || !(min > 0)) return formatCost(Math.max(min, max), currency);
  return `${formatWholeAmount(min, currency)}–${formatWholeAmount(max, currency).replace(/^[^\d]+/, '')}`;
}

/**
 * The time a plan takes, work and waiting apart: "about 1 h 20 min of work", and "+ overnight drying
 * (about 12 h)" when something must dry or cure in between.
 */
export function formatPlanTime(est: { minutes: number; wait_minutes?: number; wait_for?: string }): {
  work: string;
  wait: string | null;
} {
  const work = `about ${formatDuration(roundEstimateMinutes(est.minutes))} of work`;
  if (!est.wait_minutes || est.wait_minutes <= 0) return { work, wait: null };
  const waiting = formatDuration(roundEstimateMinutes(est.wait_minutes));
  return { work, wait: est.wait_for ? `+ ${est.wait_for} (about ${waiting})` : `+ about ${waiting} of waiting` };
}

/** Spec §9 tool price: a range without decimals when min ≠ max, else one price with 2 decimals. */
export function formatToolPrice(tool: {
  price_min?: number | null;
  price_max?: number | null;
  price?: number | null;
}): string {
  const min = tool.price_min ?? null;
  const max = tool.price_max ?? null;
  if (min !== null && max !== null && min !== max) return `$${Math.round(min)} – $${Math.round(max)}`;
  const single = min ?? max ?? tool.price ?? null;
  if (single === null || !Number.isFinite(single)) return 'Price not available';
  return `$${single.toFixed(2)}`;
}

/** Spec §9: step card summaries are cut at 7 words. */
export function cutSummary(text: string, words = STEP_SUMMARY_WORDS): string {
  const parts = text.trim().split(/\s+/).filter(Boolean);
  return parts.length <= words ? parts.join(' ') : `${parts.slice(0, words).join(' ')}…`;
}

export function stepEmoji(index: number): string {
  return STEP_EMOJI[((index % STEP_EMOJI.length) + STEP_EMOJI.length) % STEP_EMOJI.length]!;
}

// --- the plan as the API returns it (spec §3 field names) ----------------------------------------

export const EstimationSchema = z.object({
  /** Rounded to the nearest 10, at least 10. */
  minutes: z.number(),
  duration: z.string(),
  /** Whole currency units, tools the person owns left out: the cheapest, and (cost_max) the dearest. */
  cost: z.number(),
  cost_max: z.number(),
  /** Waiting on top of the work (drying, curing) in minutes, and what for ("overnight drying"). */
  wait_minutes: z.number(),
  wait_for: z.string(),
  currency: z.string(),
  skill: z.string(),
  estimation_data: z.object({
    total_estimated_time: z.object({ minutes: z.number() }),
    total_estimated_cost: z.object({ amount: z.number(), currency: z.string() }),
    summary: z.object({ complexity_level: z.string() }),
  }),
});
export type Estimation = z.infer<typeof EstimationSchema>;

/**
 * A plan is stored and read whole (the overview, tools and step pages need all of it), so its size is
 * bounded: the engines make at most 13 steps (12, and a professional's check first) and about 20 tools.
 */
export const PLAN_STEPS_MAX = 20;
export const PLAN_TOOLS_MAX = 40;

export const PlanToolSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  price_min: z.number().nullable(),
  price_max: z.number().nullable(),
  required: z.boolean(),
  owned: z.boolean(),
  amazon_link: z.string().nullable(),
  image_link: z.string().nullable(),
  risk_factors: z.array(z.string()),
  safety_measures: z.array(z.string()),
});
export type PlanTool = z.infer<typeof PlanToolSchema>;

/** Spec §4 thumbs on a step: 1 up, 0 down. */
export const StepThumbsSchema = z.union([z.literal(0), z.literal(1)]);

export const PlanStepSchema = z.object({
  _id: z.string(),
  /** From 1, in the order the steps are done. */
  step_number: z.number(),
  title: z.string(),
  summary: z.string(),
  instructions: z.array(z.string()),
  time_text: z.string(),
  est_time_min: z.number().nullable(),
  tools_needed: z.array(z.string()),
  safety_warnings: z.array(z.string()),
  tips: z.array(z.string()),
  /** How to tell the step is done right. */
  checks: z.array(z.string()),
  /** Waiting after the work (drying, curing), apart from its minutes. */
  wait: z.object({ minutes: z.number(), for: z.string() }).nullable(),
  /** A step that makes the job safe to work on: what the person confirms before going on. */
  gate: z.object({ confirm: z.string() }).nullable(),
  image: z.object({ status: z.enum(['pending', 'complete', 'failed']), url: z.string().nullable() }).nullable(),
  videoUrl: z.string().nullable(),
  completed: z.boolean(),
  feedback: StepThumbsSchema.nullable(),
});
export type PlanStep = z.infer<typeof PlanStepSchema>;

const GenerationStatusSchema = z.enum(['not_started', 'queued', 'running', 'done', 'failed']);

/** A plan job's state: as `generation.status` reads it, and each change `generation.onStatus` pushes. */
export const GenerationEventSchema = z.object({
  status: GenerationStatusSchema,
  /** Why it failed, in the person's words (GENERATION_FAILED_TEXT). */
  error: z.string().nullable(),
  /** Why no plan can be made now (a safety stop, or the conversation isn't finished); null otherwise. */
  blocked: GenerationBlockSchema.nullish(),
});
export type GenerationEvent = z.infer<typeof GenerationEventSchema>;

/** A store search link for a tool, when no curated link exists. */
export function storeSearchLink(name: string): string {
  return `https://www.amazon.com/s?k=${encodeURIComponent(name)}`;
}

/** A YouTube search for a step, when no curated video exists. */
export function videoSearchLink(query: string): string {
  return `https://www.youtube.com/results?search_query=${encodeURIComponent(query)}`;
}

/** What a step is mostly about, for its illustration when it has no image of its own. */
export type StepKind = 'safety' | 'inspect' | 'remove' | 'clean' | 'install' | 'fill' | 'finish' | 'test';

const STEP_KIND_RULES: Array<[StepKind, RegExp]> = [
  [
    'safety',
    /\b(shut (off|down)|stop the (water|flow)|turn off|switch off|isolate|breaker|power off|disconnect|unplug|drain)\b/,
  ],
  ['test', /\b(test|turn (the )?(water|power) (back )?on|restore|check for leaks|run (it|the))\b/],
  ['remove', /\b(remove|take (off|out|apart)|unscrew|disassemble|pry|pull (off|out)|detach|cut (away|out))\b/],
  ['clean', /\b(clean|wipe|scrub|flush|clear|unclog|plunge|snake|vacuum|degrease)\b/],
  ['install', /\b(install|replace|fit|attach|reassemble|mount|put (back|in)|connect|hang|tighten|adjust)\b/],
  ['fill', /\b(fill|patch|spackle|caulk|seal|glue|grout|compound|tape)\b/],
  ['finish', /\b(paint|prime|sand|stain|finish|polish|touch up)\b/],
  ['inspect', /\b(inspect|check|measure|confirm|find|locate|look|identify|mark|diagnose|read|get ready|prepare)\b/],
];

/** Spec step media fallback: the step's kind from its title first, then its instructions. */
export function stepKind(step: { title: string; instructions?: readonly string[] }): StepKind {
  for (const text of [step.title, (step.instructions ?? []).join(' ')]) {
    const lower = text.toLowerCase();
    const found = STEP_KIND_RULES.find(([, pattern]) => pattern.test(lower));
    if (found) return found[0];
  }
  return 'inspect';
}
