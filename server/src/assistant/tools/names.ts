import { read } from '../reading/read';
import { findAll } from '../reading/terms';
import { SUBSTITUTES } from '../offline/substitutes';
import { TOOL_CATALOGUE } from './catalogue';

/**
 * Tool names read loosely: folded and stemmed like every message (the reading's Porter stems), other
 * names mapped by the alias table, and size words ("mini", "set", "8 inch") ignored. A "flat screwdriver"
 * is a "Screwdriver set"; a "wrench" is only part of a "Basin wrench"; an "adjustable wrench" is not one.
 */
export interface Token {
  word: string;
  stem: string;
}

/** Words and their stems, in order ("drill/driver" reads as two words). */
export function tokens(text: string): Token[] {
  // "drill/driver" is two words; "1/4" stays one
  return read(text.replace(/([a-z])\/([a-z])/gi, '$1 $2')).tokens.map(({ word, stem }) => ({ word, stem }));
}

const stemsOf = (text: string) => tokens(text).map((t) => t.stem);
const FILLER = new Set(
  stemsOf(
    'a an the of my your set kit pair mini small large big long short old new good basic standard regular normal cheap spare cordless corded electric power inch grit fine medium coarse',
  ),
);
const ALIASES = Object.entries(TOOL_CATALOGUE.aliases)
  .map(([from, to]) => ({ from: stemsOf(from), to: stemsOf(to) }))
  .sort((a, b) => b.from.length - a.from.length);

/** Stems with other names for a tool replaced by the table's name ("crescent wrench" → "adjustable wrench"). */
function canonical(stems: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < stems.length; ) {
    const alias = ALIASES.find((a) => findAll(stems.slice(i, i + a.from.length), a.from).length > 0);
    if (!alias) {
      out.push(stems[i++]!);
      continue;
    }
    out.push(...alias.to);
    i += alias.from.length;
    if (stems[i] === alias.to.at(-1)) i++; // "channel lock pliers": the alias already said pliers
  }
  return out;
}

/** The stems that name a tool, without size and quantity words. */
export const core = (stems: readonly string[]) => canonical(stems).filter((s) => !FILLER.has(s) && !/^\d/.test(s));

/** The tools one plan line names: "Socket set or adjustable wrench", "Drain snake (hand auger)"; "Drill/driver" is one. */
export function toolParts(name: string): string[][] {
  let parts = PARTS.get(name);
  if (!parts) {
    parts = partsOf(name);
    if (PARTS.size < 20_000) PARTS.set(name, parts);
  }
  return parts;
}
const PARTS = new Map<string, string[][]>();

function partsOf(name: string): string[][] {
  return name
    .split(/ (?:or|and|with|&) |[(),]/i)
    .map((part) => core(stemsOf(part)))
    .filter((part) => part.length > 0);
}

/**
 * How a tool someone mentions relates to one the plan names: `same` (or a kind of it: a "flat screwdriver"
 * for "Screwdriver"), `partial` (they named only its kind: "wrench" for "Basin wrench"), or null.
 */
export function relation(mention: readonly string[], part: readonly string[]): 'same' | 'partial' | null {
  const inPart = mention.every((s) => part.includes(s));
  // a kind of the tool ("flat screwdriver" for "Screwdriver") ends in its name; a "grout float" is no "Grout"
  if (part.every((s) => mention.includes(s)) && mention.at(-1) === part.at(-1)) return 'same';
  if (!inPart) return null;
  return mention.length === 1 && part.length > 1 ? 'partial' : 'same';
}

/** Tool words a mention can be found by on its own ("can I use pliers?"). */
const HEADS = stemsOf(
  'wrench pliers screwdriver knife saw hacksaw hammer mallet drill driver scraper chisel level plunger auger snake tester ladder stool trowel clamp file sander vacuum glasses mask gloves bar multimeter grips',
);
const STOP = new Set(
  stemsOf(
    'a an the my your our his her their this that these those some any one two use using used with have got own need of for instead just only really even also regular normal ordinary old new big small little cheap spare proper real else than rather or and pair is are be will would could can do does not no without about what how i we you it try borrow buy rent lost find to in on at by from as so but if then set kit',
  ),
);

export interface Mention {
  /** Canonical stems of the tool named. */
  stems: string[];
  /** The person's own words for it. */
  words: string;
  /** Token positions [start, end) in the message. */
  start: number;
  end: number;
  /** Only named in the substitution table as an everyday object (a phone, a chair), not as a tool. */
  objectOnly: boolean;
}

const FOR_TERMS = SUBSTITUTES.flatMap((s) => s.for).map((t) => core(stemsOf(t)));
const USE_TERMS = SUBSTITUTES.flatMap((s) => s.use).map((t) => core(stemsOf(t)));

/** The tools named in a message, longest names first, given the names the plan and the table know. */
/** Terms by their first stem, so a message is matched against the few that can start at each word. */
function byFirst(terms: ReadonlyArray<readonly string[]>): Map<string, Array<readonly string[]>> {
  const map = new Map<string, Array<readonly string[]>>();
  for (const t of terms) if (t.length) map.set(t[0]!, [...(map.get(t[0]!) ?? []), t]);
  return map;
}
const STANDING = byFirst([...FOR_TERMS, ...USE_TERMS, ...ALIASES.map((a) => a.from), ...HEADS.map((h) => [h])]);
const KNOWN_VOCAB = new Map<readonly string[], { parts: string[][]; first: Map<string, Array<readonly string[]>> }>();

/** The names' parts and their index (kept for a list seen before: the knowledge base's tool names). */
function vocabOf(known: readonly string[]) {
  const cached = KNOWN_VOCAB.get(known);
  if (cached) return cached;
  const parts = known.flatMap(toolParts);
  const vocab = { parts, first: byFirst(parts) };
  if (known.length > 50) KNOWN_VOCAB.set(known, vocab);
  return vocab;
}

/** `words` appear in `part`, one after another. */
function inOrder(part: readonly string[], words: readonly string[]): boolean {
  if (words.length < 2 || words.length > part.length) return false;
  for (let at = 0; at + words.length <= part.length; at++) if (words.every((w, k) => part[at + k] === w)) return true;
  return false;
}

export function findMentions(message: Token[], known: readonly string[], extra: readonly string[] = []): Mention[] {
  const base = vocabOf(known);
  const more = extra.length ? vocabOf(extra) : { parts: [], first: new Map<string, Array<readonly string[]>>() };
  const planParts = [...base.parts, ...more.parts];
  const stems = message.map((t) => t.stem);
  const mentions: Mention[] = [];
  for (let i = 0; i < stems.length; i++) {
    const here = [base.first, more.first, STANDING].flatMap((m) => m.get(stems[i]!) ?? []);
    const term = here
      .filter((v) => findAll(stems.slice(i, i + v.length), v).length > 0)
      .sort((a, b) => b.length - a.length)[0];
    if (!term) continue;
    // "it was painted", "the door sanded down": a tool's name said as a verb names no tool
    const said = message[i + term.length - 1]!.word;
    if (said.length > 4 && said.endsWith('ed') && said !== message[i + term.length - 1]!.stem) continue;
    let start = i;
    const prev = stems[i - 1];
    const lastEnd = mentions.at(-1)?.end ?? 0;
    if (term.length === 1 && prev && i - 1 >= lastEnd && !STOP.has(prev) && !/^\d/.test(prev)) start = i - 1; // "torque wrench"
    let end = i + term.length;
    // "a grout float": the words go on as part of one tool's name ("Rubber grout float"), so they are one mention
    // (a word that names nothing, "a", "the", a size, ends it: "rubber gloves, a bucket")
    while (end < stems.length) {
      const longer = core(stems.slice(start, end + 1));
      if (longer.length <= core(stems.slice(start, end)).length || !planParts.some((p) => inOrder(p, longer))) break;
      end++;
    }
    const named = core(stems.slice(start, end));
    const isTool = (t: string[]) => relation(named, t) !== null;
    const objectOnly = !HEADS.some((h) => named.includes(h)) && !planParts.some(isTool) && !FOR_TERMS.some(isTool);
    mentions.push({
      stems: named,
      words: message
        .slice(start, end)
        .map((t) => t.word)
        .filter((w, k, all) => all[k - 1] !== w)
        .join(' '),
      start,
      end,
      objectOnly,
    });
    i = end - 1;
  }
  return mentions.filter((m) => m.stems.length > 0);
}
