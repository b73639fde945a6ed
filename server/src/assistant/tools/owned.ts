import { KNOWLEDGE_BASE } from '../knowledge/index';
import { read, slice, type Reading } from '../reading/read';
import { TermIndex } from '../reading/terms';
import { TOOL_CATALOGUE } from './catalogue';
import { core, findMentions, relation, tokens, toolParts } from './names';

/**
 * The one tool matcher: which plan tools a person has, and which tools a message says they have or lack.
 * Names are read like every message (`names.ts`: stems, the catalogue's aliases, size and kind words left
 * out); a tool the person has covers the plan's tool when it is the same or a more specific one ("flat
 * screwdriver" for "Screwdriver"), or when the catalogue says it covers that kind ("plunger" for "Cup
 * plunger"). Never by a shared word: a "saw" is no "Hacksaw", a "drill" no "Drill bit set".
 */
const key = (name: string) => core(tokens(name).map((t) => t.stem)).join(' ');
const KINDS = new Map<string, Set<string>>(
  Object.entries(TOOL_CATALOGUE.kinds).map(([tool, kinds]) => [key(tool), new Set(kinds.map(key))]),
);

/** Whether a person who has the tools `owned` (any names) has the plan's tool `name`. */
export function hasTool(name: string, owned: readonly string[]): boolean {
  const have = owned.flatMap(toolParts);
  return toolParts(name).some((part) =>
    have.some((h) => relation(h, part) === 'same' || KINDS.get(h.join(' '))?.has(part.join(' '))),
  );
}

const says = (terms: readonly string[]) => {
  const index = new TermIndex<true>('word');
  for (const t of terms) index.add(t, true);
  return (reading: Reading, from = 0, to = reading.tokens.length) => index.findIn(reading.tokens, from, to);
};
/** "I have", "we've got", "I already own", "got one": the person has what follows. */
const OWN_VERBS = says(['have', 'own', 'got', 'do have', 'also have', 'already have', 'already own', 'still have']);
const SUBJECTS = new Set(['i', 'we', 'ive', 'weve']);
const ONLY = says(['only a', 'only an', 'only the', 'only my', 'just a', 'just an', 'just the', 'just my']);
/** A list said with a yes, or with "got" ("putty knife and sandpaper yes", "got the grout saw and bucket"). */
const AFFIRM = says(['yes', 'yeah', 'yep', 'yup', 'got', 'got some', 'got a', 'got the']);
/** Words that say the person lacks a tool ("need", "lost", "have to buy"). */
const LACKS = says([
  'need',
  'needs',
  'missing',
  'lack',
  'without',
  'buy',
  'borrow',
  'rent',
  'lost',
  'broke',
  'broken',
  'no',
]);
const EXCEPT = says([
  'except',
  'but not',
  'apart from',
  'other than',
  'besides',
  'minus',
  'save for',
  'except for',
  'not the',
]);
const ALL = says([
  'all of them',
  'all of these',
  'all of those',
  'all the tools',
  'everything',
  'every one',
  'the lot',
  'got them all',
  'have them all',
  'all set',
  'all good',
  'yes all',
  'all',
]);
const NONE = says(['none', 'nothing', 'no tools', 'not a single', 'not any', 'zero', 'none of them']);

/** Every tool name the knowledge base uses, without its size in brackets ("Putty knife (2 inch)"). */
const KNOWN = [
  ...new Set(
    KNOWLEDGE_BASE.flatMap((entry) =>
      entry.tools.map((t) =>
        t.name
          .replace(/\([^()]*\)/g, '')
          .replace(/ {2,}/g, ' ')
          .trim(),
      ),
    ),
  ),
];

type Polarity = 'has' | 'lacks' | null;

/** Whether a clause says the person has or lacks what it names (null: it says neither). */
function polarity(reading: Reading, from: number, to: number): Polarity {
  const verbs = OWN_VERBS(reading, from, to);
  for (const verb of verbs) {
    // the subject may be in the clause before ("I | also have…"), never in another sentence
    const sentence = reading.tokens[verb.at]!.sentence;
    const subject = reading.tokens
      .slice(Math.max(0, verb.at - 3), verb.at)
      .some((t) => t.sentence === sentence && SUBJECTS.has(t.word));
    if (!subject) continue;
    return reading.tokens[verb.at]!.negated || reading.tokens[verb.at - 1]?.word === 'not' ? 'lacks' : 'has';
  }
  if (ONLY(reading, from, to).length || AFFIRM(reading, from, to).length) return 'has';
  if (LACKS(reading, from, to).length) return 'lacks';
  return null;
}

export interface ToolsSaid {
  /** Tools the person says they have: plan names from `offered` where they fit, else their own words. */
  has: string[];
  /** Tools they say they don't have. */
  lacks: string[];
}

const titled = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * The tools a message says the person has and lacks: "I have all of them", "I've got a plunger and rubber
 * gloves", "only a utility knife", "everything except maybe a dust mask", "I don't have a voltage tester",
 * "a drill and bits". `offered` is what the assistant just asked about (its tools question): their names
 * are used where they fit, and "all of them" means them.
 */
export function toolsSaid(text: string, offered: readonly string[]): ToolsSaid {
  const reading = read(text);
  const has = new Set<string>();
  const lacks = new Set<string>();
  // every offered tool the words cover ("plunger": the cup and the flange plunger), else their kind, else the words
  const namesFor = (words: string): string[] => {
    const covered = offered.filter((o) => hasTool(o, [words]));
    if (covered.length) return covered;
    const stems = core(tokens(words).map((t) => t.stem));
    const partly = offered.filter((o) => toolParts(o).some((p) => relation(stems, p) === 'partial'));
    return partly.length ? partly : [titled(words)];
  };
  const withWords = new Set(TOOL_CATALOGUE.with.map((w) => w.word));

  const all = ALL(reading).length > 0 && offered.length > 0;
  // "everything except a grout float — got the saw": the exception reaches to the end of its clause
  const exceptAt = EXCEPT(reading)[0]?.at ?? reading.tokens.length;
  const exceptClause = reading.tokens[exceptAt]?.clause;
  // "allen keys and a spanner, nothing else": the tools listed before "nothing else" are the ones owned
  const noneAt = NONE(reading)[0]?.at ?? reading.tokens.length;
  let previous: Polarity = null;
  for (const clause of reading.clauses) {
    const part = slice(reading, clause.start, clause.end);
    const mentions = findMentions(
      part.tokens.map(({ word, stem }) => ({ word, stem })),
      KNOWN,
      offered,
    ).filter((m) => !m.objectOnly);
    // a list that goes on from the clause before ("…a plunger, and the gloves") says what that one said
    const own: Polarity = polarity(reading, clause.start, clause.end) ?? (mentions.length ? previous : null);
    for (const m of mentions) {
      if (withWords.has(m.words)) continue;
      const at = clause.start + m.start;
      const negated = reading.tokens[at]!.negated;
      const excepted = at >= exceptAt && reading.tokens[at]!.clause === exceptClause;
      for (const name of namesFor(m.words)) {
        if (negated || excepted || own === 'lacks') lacks.add(name);
        else if (
          own === 'has' ||
          (own === null && at < noneAt && (offered.length > 0 || noneAt < reading.tokens.length))
        )
          has.add(name);
      }
    }
    // "a drill and bits": a word that names another tool said with this one
    for (const w of TOOL_CATALOGUE.with)
      if (mentions.some((m) => m.stems.join(' ') === key(w.tool)) && part.tokens.some((t) => t.word === w.word))
        for (const name of namesFor(w.means)) (own === 'lacks' ? lacks : has).add(name);
    if (own) previous = own;
  }
  if (all) for (const o of offered) if (![...lacks].some((l) => hasTool(o, [l]))) has.add(o);
  if (NONE(reading).length && !all) for (const o of offered) if (!has.has(o)) lacks.add(o);
  for (const name of lacks) has.delete(name);
  return { has: [...has], lacks: [...lacks].filter((l) => !has.has(l)) };
}

/** The tools the message says the person has (see `toolsSaid`). */
export const ownedToolsSaid = (text: string, offered: readonly string[]) => toolsSaid(text, offered).has;

/** The tools the assistant's last message asked about ("Which of these do you already have?" and a list). */
export function offeredTools(lastAssistant: string | undefined): string[] {
  if (!lastAssistant || !/\bwhich of these do you (already )?(have|own)\b/i.test(lastAssistant)) return [];
  // spaces and tabs only around the bullet: \s would take the line breaks too, and backtrack over every blank line
  return [...lastAssistant.matchAll(/^[ \t]*[-*•][ \t]+(.+)$/gm)]
    .map((m) => m[1]!.replace(/\*\*/g, '').trim())
    .filter((t) => t.length > 1 && t.length < 60);
}
