import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';

/**
 * The reviewed English data the reading uses (server/language/english.yaml): contractions, rewrites in
 * context, negation in the NegEx manner, hedges, clause breaks, spellings. Validated once at start-up.
 */
const word = z.string().trim().min(1);
const words = z.array(word);

const RewriteSchema = z.object({
  when: z.array(word).min(1).max(6),
  into: z.array(word).min(1),
  notFollowedBy: words.default([]),
  notAfter: words.default([]),
});

const EnglishSchema = z.object({
  contractions: z.record(z.string(), words.min(1)),
  rewrites: z.array(RewriteSchema),
  negation: z.object({
    reach: z.number().int().min(1).max(12),
    triggers: words.min(1),
    pseudo: words,
    terminators: words,
    extenders: words,
  }),
  abbreviations: words,
  hedges: words,
  conditionals: words,
  hypothetical: words,
  supposing: words,
  clauseBreaks: z.object({ afterComma: words, anywhere: words, andBefore: words, phrases: words }),
  spellings: z.record(z.string(), word),
  irregular: z.record(z.string(), word),
  keepWhole: z.record(z.string(), word),
  attribution: z.object({
    gap: z.number().int().min(1).max(8),
    link: words,
    from: words,
    place: words,
    qualifier: words,
    compare: words,
  }),
});

/** One slot of a rewrite: the words it takes (a trailing "*" takes any word it starts), and whether it may be missing. */
interface Slot {
  exact: ReadonlySet<string>;
  prefixes: readonly string[];
  optional: boolean;
}

export interface Rewrite {
  slots: Slot[];
  into: string[];
  notFollowedBy: ReadonlySet<string>;
  notAfter: ReadonlySet<string>;
}

function slot(spec: string): Slot {
  const optional = spec.startsWith('?');
  const alternatives = (optional ? spec.slice(1) : spec).split('|').filter(Boolean);
  return {
    optional,
    exact: new Set(alternatives.filter((a) => !a.endsWith('*'))),
    prefixes: alternatives.filter((a) => a.endsWith('*')).map((a) => a.slice(0, -1)),
  };
}

const ENGLISH_FILE = fileURLToPath(new URL('../../../language/english.yaml', import.meta.url));

function load() {
  const parsed = EnglishSchema.safeParse(parse(readFileSync(ENGLISH_FILE, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`server/language/english.yaml: ${issue.path.join('.')}: ${issue.message}`);
  }
  const data = parsed.data;
  return {
    contractions: new Map(Object.entries(data.contractions)),
    rewrites: data.rewrites.map(
      (r): Rewrite => ({
        slots: r.when.map(slot),
        into: r.into,
        notFollowedBy: new Set(r.notFollowedBy),
        notAfter: new Set(r.notAfter),
      }),
    ),
    negation: {
      reach: data.negation.reach,
      triggers: new Set(data.negation.triggers),
      pseudo: new Set(data.negation.pseudo),
      terminators: new Set(data.negation.terminators),
      extenders: new Set(data.negation.extenders),
    },
    abbreviations: new Set(data.abbreviations),
    hedges: new Set(data.hedges),
    conditionals: new Set(data.conditionals),
    hypothetical: new Set(data.hypothetical),
    supposing: new Set(data.supposing),
    breakAfterComma: new Set(data.clauseBreaks.afterComma),
    breakAnywhere: new Set(data.clauseBreaks.anywhere),
    breakAndBefore: new Set(data.clauseBreaks.andBefore),
    /** First word → the phrases starting with it, as word lists. */
    breakPhrases: data.clauseBreaks.phrases.map((p) => p.split(' ')),
    spellings: new Map(Object.entries({ ...data.spellings, ...data.irregular })),
    keepWhole: new Map(Object.entries(data.keepWhole)),
    attribution: {
      gap: data.attribution.gap,
      link: new Set(data.attribution.link),
      from: new Set(data.attribution.from),
      place: new Set(data.attribution.place),
      qualifier: new Set(data.attribution.qualifier),
      compare: new Set(data.attribution.compare),
    },
  };
}

export const ENGLISH = load();
