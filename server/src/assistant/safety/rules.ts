import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { readDataFile } from '../data-file';
import { TermIndex } from '../reading/terms';
import { HAZARD_CATEGORIES, type HazardCategory } from './categories';
import {
  CategoryFileSchema,
  CompoundsSchema,
  LanguagesSchema,
  TermSetsSchema,
  type CategoryFile,
  type RuleData,
} from './schema';

/**
 * The hazard data (server/safety/), read and checked once, and compiled into one term index: every
 * term of every rule, exception and compound is found in a single pass over a message's words.
 */
export const SAFETY_DIR = fileURLToPath(new URL('../../../safety', import.meta.url));

/** @internal */
export class InvalidSafetyData extends Error {}

const readYaml = <S extends z.ZodType>(dir: string, file: string, schema: S) =>
  readDataFile(path.join(dir, file), `safety/${file}`, schema, InvalidSafetyData);

/** What a term found in a message is: a group of a rule, one of its exceptions, or a benign compound. */
export type TermKey =
  | { kind: 'group'; rule: number; group: number }
  | { kind: 'compound' | 'source' | 'qualifier'; rule: number }
  | { kind: 'benign' };

export interface CompiledRule extends Omit<RuleData, 'all' | 'exceptions'> {
  index: number;
  category: HazardCategory;
  groups: string[];
  /** The group an area over `area.over` square feet counts for. */
  areaGroup: number | null;
  exceptions: { compounds: string[]; sources: string[]; qualifiers: string[] };
  /** The groups sources and qualifiers may explain (indexes into `groups`). */
  explains: ReadonlySet<number>;
}

export interface SafetyData {
  categories: Map<HazardCategory, CategoryFile>;
  rules: CompiledRule[];
  index: TermIndex<TermKey>;
  languages: z.output<typeof LanguagesSchema>['hazards'];
}

/** Expands `$name` references (a set may include sets); an unknown name is an error. */
function resolver(sets: Record<string, string[]>) {
  const memo = new Map<string, string[]>();
  const expand = (name: string, seen: string[]): string[] => {
    if (memo.has(name)) return memo.get(name)!;
    const set = sets[name];
    if (!set) throw new InvalidSafetyData(`safety/terms.yaml has no set "${name}"`);
    if (seen.includes(name)) throw new InvalidSafetyData(`safety/terms.yaml: "${name}" includes itself`);
    const out = [...new Set(set.flatMap((t) => (t.startsWith('$') ? expand(t.slice(1), [...seen, name]) : [t])))];
    memo.set(name, out);
    return out;
  };
  return (terms: readonly string[]) => [
    ...new Set(terms.flatMap((t) => (t.startsWith('$') ? expand(t.slice(1), []) : [t]))),
  ];
}

/** Reads every safety data file (or those of another folder, for tests) and compiles them. */
export function loadSafetyData(dir = SAFETY_DIR): SafetyData {
  const sets = readYaml(dir, 'terms.yaml', TermSetsSchema);
  const resolve = resolver(sets);
  const { compounds } = readYaml(dir, 'compounds.yaml', CompoundsSchema);
  const { hazards: languages } = readYaml(dir, 'languages.yaml', LanguagesSchema);
  const categories = new Map<HazardCategory, CategoryFile>();
  for (const file of readdirSync(path.join(dir, 'categories'))
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const data = readYaml(dir, `categories/${file}`, CategoryFileSchema);
    if (file !== `${data.category}.yaml`)
      throw new InvalidSafetyData(
        `safety/categories/${file}: the file name must be the category (${data.category}.yaml)`,
      );
    categories.set(data.category, data);
  }
  for (const category of HAZARD_CATEGORIES)
    if (!categories.has(category)) throw new InvalidSafetyData(`safety/categories/${category}.yaml is missing`);

  const index = new TermIndex<TermKey>();
  for (const term of compounds) index.add(term, { kind: 'benign' });
  const rules: CompiledRule[] = [];
  const ids = new Set<string>();
  for (const [category, file] of categories) {
    for (const data of file.rules) {
      if (ids.has(data.id)) throw new InvalidSafetyData(`safety: the rule id ${data.id} is used twice`);
      ids.add(data.id);
      const groups = Object.keys(data.all);
      const rule: CompiledRule = {
        ...data,
        index: rules.length,
        category,
        groups,
        areaGroup: data.area ? groups.indexOf(data.area.as) : null,
        explains: new Set(
          (data.exceptions.explain ?? groups).map((name) => groups.indexOf(name)).filter((i) => i >= 0),
        ),
        exceptions: {
          compounds: resolve(data.exceptions.compounds),
          sources: resolve(data.exceptions.sources),
          qualifiers: resolve(data.exceptions.qualifiers),
        },
      };
      groups.forEach((name, group) => {
        for (const term of resolve(data.all[name]!)) index.add(term, { kind: 'group', rule: rule.index, group });
      });
      for (const kind of ['compounds', 'sources', 'qualifiers'] as const)
        for (const term of rule.exceptions[kind])
          index.add(term, {
            kind: kind === 'compounds' ? 'compound' : kind === 'sources' ? 'source' : 'qualifier',
            rule: rule.index,
          });
      rules.push(rule);
    }
  }
  return { categories, rules, index, languages };
}
