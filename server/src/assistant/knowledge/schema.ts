import { z } from 'zod';
import { HAZARD_CATEGORIES } from '../safety/categories';

const SKILLS = ['Beginner', 'Beginner–Intermediate', 'Intermediate', 'Advanced'] as const;

/**
 * The areas of a home the knowledge base covers; each entry's file lives in the folder of its category.
 * @internal
 */
export const CATEGORIES = [
  'plumbing',
  'electrical',
  'doors-windows',
  'walls-ceilings',
  'floors-stairs',
  'appliances',
  'hvac',
  'exterior',
  'sealing-insulation',
  'furniture-fixtures',
  'garden-yard',
] as const;

const text = z.string().trim().min(1);

const KbToolSchema = z.object({
  name: z.string().trim().min(2),
  description: z.string().default(''),
  priceMin: z.number().nonnegative(),
  priceMax: z.number().nonnegative(),
  required: z.boolean().default(true),
  riskFactors: z.array(text).default([]),
  safetyMeasures: z.array(text).default([]),
});

/**
 * A red flag of one repair: a sign that the job is no longer DIY, asked outright before the plan is made
 * (Yes / No / Not sure). Yes stops the conversation for `category`.
 */
const RedFlagSchema = z.object({
  /** Unique within the entry: `gas-smell`, `relief-dripping`. */
  id: z.string().regex(/^[a-z0-9-]+$/, 'id: lower-case letters, digits and dashes'),
  /** The question, answerable with yes or no, where yes means the danger is there. */
  ask: z.string().trim().min(10).endsWith('?'),
  /** The hazard whose stop applies when the answer is yes. */
  category: z.enum(HAZARD_CATEGORIES),
  /** How the overview states a "no": "no gas smell". */
  no: z.string().trim().min(3),
  /** Words a free answer uses for this sign ("the relief pipe drips"): at least one, lower case. */
  terms: z.array(z.string().trim().min(2)).min(1),
});

const KbStepSchema = z
  .object({
    title: z.string().trim().min(3),
    summary: z.string().trim().min(3).optional(),
    minutes: z.number().int().positive(),
    instructions: z.array(z.string().trim().min(10)).min(1),
    tools: z.array(text).default([]),
    warnings: z.array(text).default([]),
    tips: z.array(text).default([]),
    /** How to tell the step is done right ("no drip after a minute with the water on"). */
    checks: z.array(text).default([]),
    /** Waiting after the work (drying, curing, soaking), apart from the active minutes. */
    wait: z.object({ minutes: z.number().int().positive(), for: text }).optional(),
    /** A step that makes the job safe to work on: the person confirms this before going on. */
    gate: z.object({ confirm: text }).optional(),
    /** The step applies only when the person said one of these ("carpet": the through-the-carpet method). */
    when: z.array(text).default([]),
    /** The step is left out when the person said one of these ("finished ceiling": no work from below). */
    unless: z.array(text).default([]),
  })
  .transform((s) => ({
    title: s.title,
    summary: s.summary ?? s.instructions[0]!.replace(/\.$/, ''),
    minutes: s.minutes,
    instructions: s.instructions,
    toolsNeeded: s.tools,
    safetyWarnings: s.warnings,
    tips: s.tips,
    checks: s.checks,
    wait: s.wait ?? null,
    gate: s.gate ?? null,
    when: s.when,
    unless: s.unless,
  }));

/**
 * One curated repair, as a data file (`server/knowledge/<category>/<id>.yaml`): what it is, how people
 * describe it, what a handyman asks, and the plan. See server/knowledge/README.md.
 */
export const RepairEntrySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/, 'id: lower-case letters, digits and dashes'),
    title: z.string().trim().min(5),
    category: z.enum(CATEGORIES),
    /** The thing being fixed, as people name it; one of them must be mentioned for the entry to match. */
    objects: z.array(text).min(1),
    /** What is wrong or what the person wants done, as people say it. */
    symptoms: z.array(text).min(1),
    /** Words that point to a different repair of the same thing (a sibling entry), not this one. */
    excludes: z.array(text).default([]),
    /** Whole descriptions people actually write. */
    phrases: z.array(text).min(3),
    /** What a handyman asks before starting (location, kind/model, severity, photos). */
    questions: z.array(text).min(2).max(4),
    estimate: z.object({
      minutes: z.number().int().positive(),
      costMin: z.number().nonnegative(),
      costMax: z.number().nonnegative(),
      currency: z.literal('USD').default('USD'),
      skill: z.enum(SKILLS),
    }),
    tools: z.array(KbToolSchema).min(1),
    steps: z.array(KbStepSchema).min(4).max(9),
    videoQuery: text,
    hazardNotes: z.object({ leadPaint: z.string().optional(), asbestos: z.string().optional() }).optional(),
    /** 0–4 signs that make this job one for a professional, asked before the plan. */
    redFlags: z.array(RedFlagSchema).max(4).default([]),
  })
  .superRefine((entry, ctx) => {
    const names = new Set(entry.tools.map((t) => t.name));
    if (names.size !== entry.tools.length)
      ctx.addIssue({ code: 'custom', path: ['tools'], message: 'two tools have the same name' });
    entry.tools.forEach((t, i) => {
      if (t.priceMin > t.priceMax)
        ctx.addIssue({ code: 'custom', path: ['tools', i], message: `${t.name}: priceMin is above priceMax` });
    });
    entry.steps.forEach((step, i) => {
      for (const tool of step.toolsNeeded) {
        if (!names.has(tool))
          ctx.addIssue({ code: 'custom', path: ['steps', i, 'tools'], message: `${tool} is not in the tools list` });
      }
    });
    if (entry.estimate.costMin > entry.estimate.costMax) {
      ctx.addIssue({ code: 'custom', path: ['estimate'], message: 'costMin is above costMax' });
    }
    const flagIds = new Set(entry.redFlags.map((f) => f.id));
    if (flagIds.size !== entry.redFlags.length)
      ctx.addIssue({ code: 'custom', path: ['redFlags'], message: 'two red flags have the same id' });
    const stepMinutes = entry.steps.reduce((sum, s) => sum + s.minutes, 0);
    if (stepMinutes > entry.estimate.minutes * 2.5 || stepMinutes * 2.5 < entry.estimate.minutes) {
      ctx.addIssue({
        code: 'custom',
        path: ['estimate', 'minutes'],
        message: `the steps add up to ${stepMinutes} minutes, far from the estimate`,
      });
    }
  });

export type RepairEntry = z.output<typeof RepairEntrySchema>;
