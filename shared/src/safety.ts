import { z } from 'zod';

/**
 * A safety stop in force on a project: the assistant stopped for a hazard, and every later message in
 * both conversations is answered in stop mode until the person says a professional has made it safe.
 */
export const SafetyStopSchema = z.object({
  category: z.string(),
  /** 'Possible gas leak' */
  title: z.string(),
  /** Whom to call, as the stop message says it. */
  callWho: z.string(),
  /** What lifts it, in the person's words: 'the gas utility or a licensed gas fitter has checked it…' */
  liftedWhen: z.string(),
  /** ISO date-time the stop was made. */
  since: z.string(),
});
export type SafetyStop = z.infer<typeof SafetyStopSchema>;

/**
 * The red-flag check asked before the plan: each question with the person's answer, a one-line summary
 * ("Safety check: no gas smell; no scorch marks") and what to do if one of them changes.
 */
export const SafetyCheckViewSchema = z.object({
  summary: z.string(),
  answers: z.array(
    z.object({
      question: z.string(),
      answer: z.enum(['yes', 'no', 'unsure']),
      /** How a "no" reads: "no gas smell". */
      said: z.string().nullable(),
    }),
  ),
  ifNoticed: z.array(z.string()),
});
export type SafetyCheckView = z.infer<typeof SafetyCheckViewSchema>;

/** Why a plan can't be made yet (plan generation refuses with one of these). */
export const GenerationBlockSchema = z.discriminatedUnion('reason', [
  z.object({ reason: z.literal('safety_stop'), detail: z.string(), stop: SafetyStopSchema }),
  z.object({ reason: z.literal('conversation_incomplete'), detail: z.string() }),
  z.object({ reason: z.literal('safety_check'), detail: z.string() }),
]);
export type GenerationBlock = z.infer<typeof GenerationBlockSchema>;

/** The texts of those refusals (tRPC CONFLICT, REST 409 `{detail}`, and the wait screen and overview). */
export const GENERATION_BLOCKED_TEXT = {
  safetyStop: (stop: Pick<SafetyStop, 'title' | 'callWho'>) =>
    `No repair plan is made while this project is stopped for safety (${stop.title.toLowerCase()}). Call ${stop.callWho}. Once a professional has made it safe, tell the assistant and it will help with what's left.`,
  incomplete: 'The plan is made once the assistant understands the problem. Answer its questions in the chat first.',
  safetyCheck: 'The plan is made once the safety question in the chat is answered (yes, no or not sure).',
} as const;

/** The banner on the project card, the chat and the plan screens. */
export function safetyStopLabel(stop: Pick<SafetyStop, 'title'>): string {
  return `Stopped for safety: ${stop.title.toLowerCase()}`;
}
