import { plain, read } from '../reading/read';
import { TermIndex } from '../reading/terms';

const fold = plain;
const stemsOf = (text: string) => read(text).tokens.map((t) => t.stem);
import { matchRepairs } from '../knowledge/match';
import type { RepairEntry } from '../knowledge/schema';

/** The quick reply that says none of the offered repairs is it. */
export const SOMETHING_ELSE = "It's something else";

export const ENGLISH_ONLY_REPLY = [
  "Sorry, I can only understand English in offline mode, so I can't make a repair plan from this message yet.",
  '',
  'Could you describe the problem in English: what needs fixing, where it is, and what it is doing wrong?',
  '',
  "If anything smells of gas or burning, sparks, or water is near electricity, don't wait: leave the area and call emergency services or a professional.",
].join('\n');

/** The same, said again: shorter, and not the same question twice. */
export const ENGLISH_ONLY_AGAIN =
  "I still can only read English in offline mode. In English, a few words are enough: what needs fixing, where, and what it's doing wrong. If anything smells of gas or burning, sparks, or water is near electricity, leave the area and call emergency services.";

/** An honest "no guide", with a safe next step, and no quick replies that could turn it into a random plan. */
export function declineReply(outOfScope: string | null): string {
  return [
    outOfScope
      ? `I only have guides for repairs in and around the home, so I can't help with the ${outOfScope} here, and I won't guess at a plan.`
      : "I don't have a guide for this, so I won't guess at a plan.",
    '',
    "A safe next step: note exactly what you see (a photo you can show a pro helps), shut off the water or power to that area if something is leaking or sparking, and ask a licensed pro or the maker's support for an assessment.",
    '',
    'If it is a household repair I may have described differently (leaks, drains, doors and windows, walls and floors, appliances, heating and cooling, outside the house), tell me what needs fixing, where, and what it is doing wrong.',
  ].join('\n');
}

/** Getting past a lock without its key: not a repair, whoever's lock it is. */
const BYPASS =
  /\b(pick|picking|jimmy|jimmying|bypass|bypassing|shim|shimming|break into|breaking into|force open|forcing open|bump)\b.{0,25}\b(lock|locks|deadbolt|padlock|door|safe|shed|gate)\b/;

export const LOCKSMITH_REPLY = [
  "I can't help with getting past a lock without its key, so there's no plan for this.",
  '',
  "If you're locked out of your own home, a licensed locksmith can let you in (they'll ask for proof that it's yours), and your landlord or building manager may have a spare. If a lock of yours is stiff or broken, tell me what it's doing and I'll help with that.",
].join('\n');

/** "how do I pick the lock", "jimmy the back door": a request to defeat a lock. */
export function asksToBypassLock(text: string): boolean {
  return BYPASS.test(fold(text));
}

const NO =
  /^\s*(no|nope|nah|neither|none|not really|wrong|something else|it'?s something else|none of (those|these|them)|neither of (those|these|them)|not (that|those|these|it|quite))\b|\b(neither|none) of (those|these|them)\b|\bsomething else\b|\bnot (a|an|the|that|it|my) \w+ at all\b/;

/** "no", "neither of those", "it's something else", "no, it is not a door at all". */
export function saysNo(text: string): boolean {
  return NO.test(fold(text));
}

const ORDINALS: Array<[RegExp, number]> = [
  [/\b(first|1st|top|former|number one|the one on top)\b|^\s*1\s*$/, 0],
  [/\b(second|2nd|latter|number two|bottom one|other one)\b|^\s*2\s*$/, 1],
  [/\b(third|3rd|last one|number three)\b|^\s*3\s*$/, 2],
];

/** The offered repair the person picked: by its title, by position, or by words that fit only it. */
export function pickedOption(text: string, offered: readonly RepairEntry[]): RepairEntry | null {
  const said = fold(text);
  if (saysNo(said) && !offered.some((e) => said.includes(fold(e.title)))) return null;
  const byTitle = offered.find((e) => said.includes(fold(e.title)));
  if (byTitle) return byTitle;
  for (const [pattern, at] of ORDINALS) if (pattern.test(said) && offered[at]) return offered[at]!;
  const ranked = matchRepairs(text).filter((m) => offered.some((e) => e.id === m.entry.id) && m.symptoms.length > 0);
  if (ranked.length === 1 || (ranked[0] && ranked[1] && ranked[0].score > ranked[1].score * 1.25))
    return ranked[0]!.entry;
  return null;
}

const CONTENT_STOP = new Set(
  'a an the it is are was my our this that there i me we you help please fix repair broken problem issue thing something stuff need want how do can what with not work working and or of to in on at have has got'.split(
    ' ',
  ),
);

/** Too little said to search on ("help", "it's broken", "fix this please"): one question is worth asking. */
export function vagueMessage(text: string): boolean {
  return stemsOf(text).filter((s) => !CONTENT_STOP.has(s) && s.length > 1).length <= 2;
}

/**
 * The person says the repair named is not theirs: "no", "that's not it", "no, it's not the toilet".
 * An answer that starts with "no" ("no garbage disposal") is not, and neither is a "no" about something
 * else ("no, it is not a door at all" when the stair was named).
 */
export function rejects(text: string, entry: RepairEntry): boolean {
  const said = fold(text).trim();
  if (/^(no|nope|nah|wrong|neither|not really)[\s.!,]*$/.test(said)) return true;
  if (
    /\b(that is not it|thats not it|not it|that is wrong|thats wrong|wrong one|you misunderstood|not what i (said|meant)|that is not what|not my problem)\b/.test(
      said,
    )
  )
    return true;
  const negated = [...said.matchAll(/\b(?:not|isnt|is not) (?:a |an |the |my |our )?([a-z]+(?: [a-z]+)?)/g)].map(
    (m) => m[1]!,
  );
  // the thing itself is said not to be there: the head word of one of its names ("not the railing" for "deck
  // railing"), not any word of it ("won't slide back" is not "sliding door")
  const heads = entry.objects.map((o) => stemsOf(o).at(-1)).filter((h) => h !== undefined);
  return negated.some((n) => stemsOf(n).some((s) => heads.includes(s)));
}

/**
 * Words that open a correction of what was said before: "oh wait", "my mistake", "actually it's", "I meant",
 * "sorry, the chair not the table", "I said bifold but…", "the real problem is…".
 */
const CORRECTION = new TermIndex<true>('word');
for (const term of [
  'wait',
  'my mistake',
  'my bad',
  'sorry',
  'actually',
  'i meant',
  'i mean',
  'meant to say',
  'scratch that',
  'no no',
  'correction',
  'oops',
  'i was wrong',
  'not the',
  'rather',
  'to be clear',
  'let me correct',
  'i misspoke',
  'i said',
  'real problem',
  'actual problem',
  'turns out',
  'i checked again',
])
  CORRECTION.add(term, true);
/** A bare "no" at the start ("hmm no, the trap is dry") is a weaker sign: it is also how a yes/no question is answered. */
const INTERJECTIONS = new Set(['hmm', 'hm', 'oh', 'ah', 'um', 'uh', 'well', 'ok', 'okay', 'so']);

/**
 * How surely the message corrects what was said before: 'said' when it opens with correction words (in its
 * first six words), 'maybe' when it only opens with "no", else null.
 */
export function correctionSign(text: string): 'said' | 'maybe' | null {
  const tokens = read(text).tokens;
  if (CORRECTION.findIn(tokens, 0, Math.min(tokens.length, 6)).length > 0) return 'said';
  let at = 0;
  while (at < tokens.length && INTERJECTIONS.has(tokens[at]!.word)) at++;
  const first = tokens[at]?.word;
  return (first === 'no' || first === 'nope') && tokens.length - at > 3 ? 'maybe' : null;
}

const NEGATIVE = ['not', 'no', 'never', 'cannot', 'nothing'];

/**
 * The message says a symptom of this repair is not there ("it doesn't run", "no, it's not leaking"), other
 * than in answer to a question the assistant asked about it ("Is the bowl about to overflow?" — "not
 * overflowing" is how bad it is, not another repair).
 */
export function negatesSymptom(text: string, entry: RepairEntry, asked: readonly string[] = []): boolean {
  const reading = read(text);
  const index = new TermIndex<true>();
  for (const s of entry.symptoms) index.add(s, true);
  const hits = index.findIn(reading.tokens);
  // a symptom that is itself a negative ("won't slide") said is the symptom, not its absence
  if (hits.some((h) => NEGATIVE.some((n) => read(h.term).tokens.some((t) => t.word === n)))) return false;
  const askedAbout = new Set(asked.flatMap((q) => read(q).tokens.map((t) => t.stem)));
  if (hits.some((h) => read(h.term).tokens.every((t) => askedAbout.has(t.stem)))) return false;
  return hits.length > 0 && hits.every((h) => reading.tokens[h.at]!.negated);
}
