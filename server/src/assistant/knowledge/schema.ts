import { z } from 'zod';

export const SKILLS = ['Beginner', 'Beginner–Intermediate', 'Intermediate', 'Advanced'] as const;

export const KbToolSchema = z.object({
  name: z.string().min(2),
  description: z.string(),
  priceMin: z.number().nonnegative(),
  priceMax: z.number().nonnegative(),
  required: z.boolean(),
  riskFactors: z.array(z.string()),
  safetyMeasures: z.array(z.string()),
});

export const KbStepSchema = z.object({
  title: z.string().min(3),
  summary: z.string().min(3),
  instructions: z.array(z.string().min(10)).min(1),
  minutes: z.number().int().positive(),
  toolsNeeded: z.array(z.string()),
  safetyWarnings: z.array(z.string()),
  tips: z.array(z.string()),
});

export const CATEGORIES = [
  'plumbing',
  'electrical',
  'doors-windows',
  'walls',
  'flooring',
  'appliances',
  'hvac',
  'exterior',
  'sealing',
] as const;

/** One curated repair: what it is, how people describe it, what a handyman asks, and the plan. */
export const RepairEntrySchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string(),
    category: z.enum(CATEGORIES),
    /** Words and phrases people actually use for this problem. */
    phrases: z.array(z.string()).min(3),
    /** What a handyman asks before starting (location, kind/model, severity, photos). */
    questions: z.array(z.string()).min(2).max(4),
    estimate: z.object({
      minutes: z.number().int().positive(),
      costMin: z.number().nonnegative(),
      costMax: z.number().nonnegative(),
      currency: z.literal('USD'),
      skill: z.enum(SKILLS),
    }),
    tools: z.array(KbToolSchema).min(1),
    steps: z.array(KbStepSchema).min(4).max(9),
    videoQuery: z.string(),
    hazardNotes: z.object({ leadPaint: z.string().optional(), asbestos: z.string().optional() }).optional(),
  })
  .superRefine((entry, ctx) => {
    const names = new Set(entry.tools.map((t) => t.name));
    entry.steps.forEach((step, i) => {
      for (const tool of step.toolsNeeded) {
        if (!names.has(tool)) ctx.addIssue({ code: 'custom', path: ['steps', i, 'toolsNeeded'], message: `${tool} is not in the tools list` });
      }
    });
    if (entry.estimate.costMin > entry.estimate.costMax) {
      ctx.addIssue({ code: 'custom', path: ['estimate'], message: 'costMin is above costMax' });
    }
  });

export type RepairEntry = z.infer<typeof RepairEntrySchema>;
export type KbTool = z.infer<typeof KbToolSchema>;
export type KbStep = z.infer<typeof KbStepSchema>;

// --- compact builders for the entry files ----------------------------------------------------------

export function tool(
  name: string,
  priceMin: number,
  priceMax: number,
  opts: { description?: string; optional?: boolean; risks?: string[]; safety?: string[] } = {},
): KbTool {
  return {
    name,
    description: opts.description ?? '',
    priceMin,
    priceMax,
    required: !opts.optional,
    riskFactors: opts.risks ?? [],
    safetyMeasures: opts.safety ?? [],
  };
}

export function step(
  title: string,
  minutes: number,
  instructions: string[],
  opts: { tools?: string[]; warnings?: string[]; tips?: string[]; summary?: string } = {},
): KbStep {
  return {
    title,
    summary: opts.summary ?? instructions[0]!.replace(/\.$/, ''),
    instructions,
    minutes,
    toolsNeeded: opts.tools ?? [],
    safetyWarnings: opts.warnings ?? [],
    tips: opts.tips ?? [],
  };
}

export const WATER_OFF = 'Turn off the water supply to this fixture (or the main valve) before you open anything.';
export const POWER_OFF =
  'Switch off the circuit breaker for this circuit, then confirm the power is off with a non-contact voltage tester before touching any wire.';
