import { z } from 'zod';
import { HAZARD_CATEGORIES } from './categories';

/**
 * The hazard data (server/safety/*.yaml) as the schema checks it at start-up and in `npm test`. See
 * server/safety/README.md for what each field means to a reviewer.
 */
const term = z.string().trim().min(1);
const terms = z.array(term);
/** A group of terms: words and phrases, or `$name` for a set in terms.yaml. */
const GroupSchema = terms.min(1);

const ExceptionsSchema = z
  .object({
    /** Phrases that contain a hazard word and make it something else ("gas can", "spark plug"). */
    compounds: terms.default([]),
    /** Harmless things a mention can be attributed to in its own clause ("the mower smells of gas"). */
    sources: terms.default([]),
    /** Words said right before a mention that change what it is ("hairline crack", "small patch"). */
    qualifiers: terms.default([]),
    /**
     * The groups whose mentions sources and qualifiers may explain (all when left out): a source explains
     * what a thing does ("the disposal hums"), not the thing it names ("the disposal switch is hot").
     */
    explain: z.array(z.string()).optional(),
  })
  .strict()
  .default({ compounds: [], sources: [], qualifiers: [] });

const RuleSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'id: lower-case letters, digits and dashes'),
    /** What the rule recognises, for a reviewer. */
    says: z.string().trim().min(5).optional(),
    /** Named groups of terms: the rule fires when every group is mentioned (and not explained away). */
    all: z.record(z.string().regex(/^[a-z0-9-]+$/), GroupSchema).refine((g) => Object.keys(g).length > 0, 'no groups'),
    /** At most this many words between the first group's mention and each other group's. */
    within: z.number().int().positive().max(40).optional(),
    /** Where the groups may be said: one sentence (default), the whole message, or the recent conversation. */
    scope: z.enum(['sentence', 'message', 'conversation']).default('sentence'),
    /** "no gas smell": a negated mention does not count. Off for alarms and test results. */
    negatable: z.boolean().default(false),
    /** Only for a home built (or said to be built) before this year. */
    homeBefore: z.union([z.literal(1978), z.literal(1980)]).optional(),
    /** The material is named outright ("asbestos"): the home's age does not rule it out. */
    ignoresHomeAge: z.boolean().default(false),
    /** A stated area over `over` square feet counts as a mention of group `as` ("4 by 8 feet of mould"). */
    area: z.object({ over: z.number().positive(), as: z.string() }).optional(),
    /** With such an area stated, the exceptions do not apply (a "small patch" of 30 square feet is not small). */
    areaOverridesExceptions: z.boolean().default(false),
    /** `stop` (default), or `ask`: the rule only makes the hazard possible, so the assistant asks `question`. */
    outcome: z.enum(['stop', 'ask']).default('stop'),
    question: z.string().trim().endsWith('?').optional(),
    exceptions: ExceptionsSchema,
    /** Messages that must fire the rule, and messages that must not (triage.test.ts runs them). */
    examples: terms.min(1),
    nearMisses: terms.default([]),
  })
  .strict()
  .superRefine((rule, ctx) => {
    for (const group of rule.exceptions.explain ?? [])
      if (!(group in rule.all))
        ctx.addIssue({ code: 'custom', path: ['exceptions', 'explain'], message: `${group} is not one of the groups` });
    if (rule.area && !(rule.area.as in rule.all))
      ctx.addIssue({ code: 'custom', path: ['area', 'as'], message: `${rule.area.as} is not one of the groups` });
    if (rule.outcome === 'ask' && !rule.question)
      ctx.addIssue({ code: 'custom', path: ['question'], message: 'an ask rule needs its question' });
  });
export type RuleData = z.output<typeof RuleSchema>;

/** One hazard category: what the stop says, and its rules. */
export const CategoryFileSchema = z
  .object({
    category: z.enum(HAZARD_CATEGORIES),
    title: term,
    /** Why it is dangerous, in one or two sentences. */
    why: term,
    /** What to do now, in order: safe to follow (never touch a wet panel; leave first where life is at risk). */
    now: terms.min(1),
    callWho: term,
    /** Life is at risk: the stop names an emergency or utility call, and "Not sure" to a red flag stops. */
    lifeThreatening: z.boolean(),
    /** Said when the person raises cost. */
    cost: term,
    /** What must have happened before the stop can be lifted, in the person's words. */
    liftedWhen: term,
    /** Who, named by the person as having made it safe, can lift the stop (besides any licensed pro). */
    pros: terms.min(1),
    /** What stays with the professional after the stop is lifted. */
    stillPro: term,
    /** The one direct question asked when a hazard of this kind is possible but not certain. */
    check: term.refine((q) => q.endsWith('?'), 'a question ends with "?"'),
    /** Shown under the red-flag answers: what to do if this sign appears later. */
    ifNoticed: term,
    rules: z.array(RuleSchema).min(1),
  })
  .strict();
export type CategoryFile = z.output<typeof CategoryFileSchema>;

/** Named term sets (`$name` in a rule). A set may include another set. */
export const TermSetsSchema = z.record(z.string().regex(/^[a-z0-9-]+$/), terms.min(1));

/** Benign compounds: a hazard word inside one of these does not count for any rule ("smoke alarm"). */
export const CompoundsSchema = z.object({ compounds: terms.min(1) }).strict();

/** Hazards said in other languages, matched on folded words (a single long word matches words it starts). */
export const LanguagesSchema = z.object({
  hazards: z.array(
    z
      .object({
        category: z.enum(HAZARD_CATEGORIES),
        /** Any one of these phrases. */
        phrases: terms.default([]),
        /** Or one term of every group. */
        all: z.array(terms.min(1)).default([]),
        examples: terms.min(1),
      })
      .strict(),
  ),
});
