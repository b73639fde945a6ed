import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';
import { SLOT_NAMES } from '../src/assistant/knowledge/slots';
import { HAZARD_CATEGORIES } from '../src/assistant/safety/categories';

const EVAL_DIR = path.dirname(fileURLToPath(import.meta.url));
/**
 * The scenario sets. Development: `scenarios` (written with the code in view); `independent`, `fresh`,
 * `third`, `fourth` and `fifth` (each written apart from the code, from the list of repair titles only,
 * measured once as held out and then used in development). Held out: `heldout` (written apart on
 * 2026-11-26, frozen): measured every run and reported apart with its interval, with no threshold and no
 * transcripts, and never used to change a rule. `listening` (development) and `heldout-listening` (frozen) measure
 * corrections, details already given, owned tools, declines and step questions; `kb-new` holds two scenarios
 * for each repair added in issue 24, written by each repair's writer. A new batch goes in its own folder and is
 * added here.
 */
export const SETS = [
  'scenarios',
  'independent',
  'fresh',
  'third',
  'fourth',
  'fifth',
  'seventh',
  'listening',
  'kb-new',
  'heldout',
  'heldout-listening',
] as const;
export type SetName = (typeof SETS)[number];
/** Frozen held-out batches: figures only, apart from the development sets. */
export const HELD_OUT: readonly SetName[] = ['heldout', 'heldout-listening'];

export const KINDS = [
  'covered',
  'hazard',
  'near-miss',
  'outside',
  'adversarial',
  'non-english',
  'two-problems',
  'correction',
  'slots',
  'owned-tools',
  'step-question',
] as const;

/** Words: a list, or one string (a writer's "gasket" is ["gasket"]). */
const words = z
  .union([
    z
      .string()
      .trim()
      .min(1)
      .transform((w) => [w]),
    z.array(z.string().trim().min(1)).min(1),
  ])
  .pipe(z.array(z.string()));

const ScenarioSchema = z.object({
  id: z.string().min(3),
  kind: z.enum(KINDS),
  say: z.string().min(1),
  /** Slots: what the first message already says. */
  said: z.array(z.enum(SLOT_NAMES)).default([]),
  /** Owned tools: what the person says they have, and don't. */
  owns: z.array(z.string()).default([]),
  lacks: z.array(z.string()).default([]),
  /** Step questions: the step of the plan for `entries[0]` the person is on, and words a right answer has. */
  step: z.number().int().min(0).optional(),
  expect: words.optional(),
  /** What the person answers to the assistant's questions, in order. */
  answers: z.array(z.string()).default([]),
  /** A right plan mentions at least one of these (title, steps, tools). */
  topic: words.optional(),
  /** Two problems: the second one's words. */
  other: words.optional(),
  /** The hazard the first message must stop for. */
  stop: z.enum(HAZARD_CATEGORIES).optional(),
  /** Messages after the stop; every one must be answered in stop mode. */
  followups: z.array(z.string()).default([]),
  entries: z.array(z.string()).optional(),
  other_entries: z.array(z.string()).optional(),
  /** The home's age from onboarding ('Before 1950', '1950 to 1977', '1978 to 1999', '2000 or later'). */
  homeAge: z.string().optional(),
  note: z.string().optional(),
});
export type Scenario = z.infer<typeof ScenarioSchema> & { set: SetName; file: string };

/** Every scenario of a set, validated; a bad file stops the run with its name and the field. */
export function loadScenarios(set: SetName): Scenario[] {
  const dir = path.join(EVAL_DIR, set);
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      .sort();
  } catch {
    return [];
  }
  const ids = new Set<string>();
  return files.flatMap((file) => {
    const raw = parse(readFileSync(path.join(dir, file), 'utf8')) as unknown;
    const parsed = z.array(ScenarioSchema).safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new Error(`${set}/${file}: ${issue.path.join('.')}: ${issue.message}`);
    }
    return parsed.data.map((scenario) => {
      if (ids.has(scenario.id)) throw new Error(`${set}/${file}: the id ${scenario.id} is used twice`);
      ids.add(scenario.id);
      return { ...scenario, set, file };
    });
  });
}
