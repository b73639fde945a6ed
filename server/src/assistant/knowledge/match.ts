import MiniSearch from 'minisearch';
import { KNOWLEDGE_BASE } from './index';
import type { RepairEntry } from './schema';
import { line, read as readText, slice, termStems } from '../reading/read';
import { findAll, findLoose } from '../reading/terms';
import { ELSEWHERE, PLACES, isPartTerm, ownersOf, thingWords, thingsOfPart } from './things';

/**
 * Matching what a person says to a repair, with evidence a handyman would want: the thing named (one of
 * the entry's `objects`), what is wrong with it (its `symptoms`), and how close the words are to the
 * ways people describe it (`phrases`, through MiniSearch's fuzzy BM25). An entry is only a candidate
 * when its object is named and not negated ("it is not a door"), and never when one of its `excludes`
 * is said. `verdict` turns the ranking into a decision: sure, ask which, ask what, or no guide.
 */
export interface RepairMatch {
  entry: RepairEntry;
  score: number;
  /** The object term that was named. */
  object: string;
  /** The symptom terms that were said. */
  symptoms: string[];
  /** How likely this is the right repair (0–1), calibrated on the scenario set (see `confidence`). */
  confidence: number;
}

/** The runner-up within this share of the best score makes the match a choice. */
export const CLOSE_RATIO = 0.8;

const STOP_WORDS = new Set(
  'a an and are at be but by can do does for from has have how i im in is it its keeps me my of on or our so that the there this to up was we what when where which with won wont you your just really very been get got fix fixing repair replace broken broke need want help new old work working some one'.split(
    ' ',
  ),
);

function tokenize(text: string): string[] {
  return readText(text)
    .tokens.map((t) => t.stem)
    .filter((t) => t.length > 1 && !STOP_WORDS.has(t));
}

let index: MiniSearch<{ id: string; title: string; phrases: string }> | null = null;
function searchIndex() {
  if (index) return index;
  index = new MiniSearch({
    fields: ['title', 'phrases'],
    storeFields: ['id'],
    tokenize,
    searchOptions: { boost: { phrases: 2, title: 1.5 }, fuzzy: 0.15, combineWith: 'OR' },
  });
  index.addAll(
    KNOWLEDGE_BASE.map((entry) => ({ id: entry.id, title: entry.title, phrases: entry.phrases.join(' . ') })),
  );
  return index;
}

interface Compiled {
  entry: RepairEntry;
  /** Every stem of its objects and symptoms. */
  words: string[];
  /** What the repair is about: a part said about another thing is not this repair's. */
  owners: Set<string>;
  objects: Array<{ term: string; stems: string[]; part: boolean }>;
  symptoms: Array<{ term: string; stems: string[] }>;
  excludes: string[][];
}
const compile = (terms: readonly string[]) =>
  terms.map((term) => ({ term, stems: termStems(term) })).filter((t) => t.stems.length > 0);
/** Articles and possessives inside a name: "the door to the basement" is also said "door to basement". */
const DETERMINERS = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'his', 'her', 'their', 'this']);
/** A thing's name without its articles (kept whole when it is nothing but articles). */
const withoutDeterminers = (stems: string[]) => {
  const kept = stems.filter((s, i) => i === 0 || !DETERMINERS.has(s));
  return kept.length ? kept : stems;
};
const COMPILED: Compiled[] = KNOWLEDGE_BASE.map((entry) => ({
  entry,
  words: [...new Set([...entry.objects, ...entry.symptoms].flatMap((t) => termStems(t)))],
  owners: ownersOf(entry),
  objects: compile(entry.objects).map((o) => ({
    ...o,
    stems: withoutDeterminers(o.stems),
    part: isPartTerm(o.stems),
  })),
  symptoms: compile(entry.symptoms),
  excludes: entry.excludes.map(termStems).filter((t) => t.length > 0),
}));

/** Said to be fine: "the plate turns fine", "the seal is ok" — an exclude said so rules nothing out. */
const FINE = new Set(['fine', 'ok', 'okay', 'normal', 'normally']);
const saidFine = (read: Read, after: number) => {
  for (let i = after; i < Math.min(read.stems.length, after + 4); i++) {
    if (read.sentenceOf[i] !== read.sentenceOf[after - 1]) return false;
    if (FINE.has(read.stems[i]!)) return true;
  }
  return false;
};

const NEGATORS = new Set(['not', 'no', 'never', 'nor', 'neither', 'isnt', 'without']);
/** Things that are not part of a home (server/knowledge/things.yaml: a tent zipper, a car door, a phone screen). */
export const NOT_HOME = ELSEWHERE;

function positions(stems: readonly string[], term: readonly string[]): number[] {
  return findAll(stems, term);
}
/**
 * Where a thing's name is said, as [start, end): its words in order, with only articles or possessives
 * between them ("the door to the basement stairs" names "door to basement stairs"). Each word looks at
 * most two words ahead, so this stays linear in the message.
 */
function thingAt(stems: readonly string[], term: readonly string[]): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  for (let at = 0; at + term.length <= stems.length; at++) {
    if (stems[at] !== term[0]) continue;
    let i = at + 1;
    let ok = true;
    for (let j = 1; j < term.length && ok; j++) {
      while (i < stems.length && stems[i] !== term[j] && DETERMINERS.has(stems[i]!) && i - at <= term.length + 2) i++;
      if (stems[i] === term[j]) i++;
      else ok = false;
    }
    if (ok) found.push([at, i]);
  }
  return found;
}
const negatedAt = (stems: readonly string[], at: number) =>
  stems.slice(Math.max(0, at - 3), at).some((s) => NEGATORS.has(s));

/** Rooms and parts of a house: a sentence that names one is about the home ("scooter marks on the hallway wall"). */
const HOME_PLACE = PLACES;

/** How near a non-home thing must be said to a word to make it that thing's ("the zipper on my tent"). */
const AWAY_NEAR = 5;

/**
 * Per stem: whether it is said about a thing that is not part of a home — what follows a non-home word
 * in its sentence ("bike chain … gears"), or is said a few words before it ("the zipper on my tent") —
 * unless the sentence names a room or part of the house ("scooter marks on the hallway wall"). "My desk
 * chair sinks … chin at the keyboard" is still about the chair.
 */
function notHomeSentences(sentences: readonly string[][]): boolean[] {
  return sentences.flatMap((sentence) => {
    if (sentence.some((s) => HOME_PLACE.has(s))) return sentence.map(() => false);
    const away = sentence.flatMap((s, i) => (NOT_HOME.has(s) ? [i] : []));
    return sentence.map((_, i) => away.some((a) => a <= i || a - i <= AWAY_NEAR));
  });
}

interface Evidence {
  compiled: Compiled;
  object: { term: string; stems: string[] } | null;
  symptoms: string[];
  symptomWeight: number;
}

/** A symptom counts when it is said near the thing (same sentence, or within a few words). */
const NEAR = 8;

/** Every thing word: what a part may be said to belong to. */
const THINGS = thingWords(COMPILED.flatMap((c) => c.objects.map((o) => o.stems)));

function evidenceFor(compiled: Compiled, read: Read): Evidence | null {
  const { stems, away, sentenceOf } = read;
  let object: Evidence['object'] = null;
  const objectAt: number[] = [];
  const spans: Array<[number, number]> = [];
  // a part said about another thing is that thing's: "the hinge on my oven door" is no toilet seat's
  const ours = (candidate: Compiled['objects'][number], at: number, end: number) => {
    // "the car radiator", "my bike chain": a thing said of something that is no part of a home
    if (ELSEWHERE.has(stems[at - 1] ?? '')) return false;
    if (!candidate.part) return true;
    const things = thingsOfPart(stems, read.sentence, sentenceOf, at, end, THINGS);
    return !things.length || things.some((t) => compiled.owners.has(t));
  };
  for (const candidate of compiled.objects) {
    // "it is not a door", "the zipper on my tent": not this thing
    const found = thingAt(stems, candidate.stems).filter(
      ([at, end]) => !negatedAt(stems, at) && !away[at] && ours(candidate, at, end),
    );
    objectAt.push(...found.map(([at]) => at));
    spans.push(...found);
    if (found.length && (!object || candidate.stems.length > object.stems.length)) object = candidate;
  }
  for (const symptom of compiled.symptoms)
    for (const at of positions(stems, symptom.stems)) spans.push([at, at + symptom.stems.length]);
  // an exclude that is a word of this repair's own name for the thing or its symptom ("alarming" in "co alarm",
  // "lamp" in "fridge lamp") explains nothing: only one said on its own counts
  const ownWords = (at: number, length: number) => spans.some(([from, to]) => at >= from && at + length <= to);
  // an exclude said about this thing ("two handles" of the faucet) rules the entry out; one said about
  // another thing in the same message ("the table wobbles and a chair is loose") does not
  const excludedHere = (at: number) => !objectAt.length || objectAt.some((o) => sentenceOf[o] === sentenceOf[at]);
  // "it doesn't run": an exclude said as absent rules nothing out
  if (
    compiled.excludes.some((term) =>
      positions(stems, term).some(
        (at) =>
          excludedHere(at) && !negatedAt(stems, at) && !ownWords(at, term.length) && !saidFine(read, at + term.length),
      ),
    )
  )
    return null;
  const near = (at: number) =>
    !objectAt.length || objectAt.some((o) => sentenceOf[o] === sentenceOf[at] || Math.abs(o - at) <= NEAR);
  const symptoms = compiled.symptoms.filter((s) =>
    findLoose(stems, s.stems).some((at) => !negatedAt(stems, at) && near(at)),
  );
  const symptomWeight = Math.min(
    3,
    symptoms.reduce((sum, s) => sum + 1 + 0.5 * (s.stems.length - 1), 0),
  );
  return { compiled, object, symptoms: symptoms.map((s) => s.term), symptomWeight };
}

interface Read {
  stems: string[];
  /** Per stem: its sentence is about something that is not part of a home. */
  away: boolean[];
  /** Per stem: its sentence, or its part of a sentence joined by "and the", "also", "plus"… */
  sentenceOf: number[];
  /** Per stem: its whole sentence. */
  sentence: number[];
}
function read(text: string): Read {
  const reading = readText(text);
  const sentences = reading.clauses.map((c) => reading.tokens.slice(c.start, c.end).map((t) => t.stem));
  return {
    stems: sentences.flat(),
    away: notHomeSentences(sentences),
    sentenceOf: sentences.flatMap((sentence, i) => sentence.map(() => i)),
    sentence: reading.tokens.map((t) => t.sentence),
  };
}

/**
 * Calibrated on the scenario set (server/eval): the share of right repairs among matches with this
 * evidence. An object and a symptom with a clear lead is right about 19 times in 20; an object alone,
 * or a close runner-up, about half the time — those are asked about, not planned.
 */
function confidence(e: Evidence, lead: number): number {
  if (!e.object) return 0.1;
  if (!e.symptoms.length) return 0.45;
  return lead >= 1 / CLOSE_RATIO ? 0.95 : 0.55;
}

/** Two matches are about the same thing when their objects share a word ("tap", "kitchen tap"). */
function sameThing(a: { object: { stems: string[] } }, b: { object: { stems: string[] } }): boolean {
  return a.object === IMPLIED || b.object === IMPLIED || a.object.stems.some((s) => b.object.stems.includes(s));
}

/** The object of a repair recognised from how it is described, without the thing being named. */
export const IMPLIED = { term: 'it', stems: [] as string[] };
/** How close (to the best phrase match) a description must be for an unnamed thing to be asked about. */
const IMPLIED_PHRASE = 0.7;

/** The knowledge-base entries that fit a description, best first. `exclude`: ids ruled out earlier. */
export function matchRepairs(text: string, exclude: readonly string[] = []): RepairMatch[] {
  const key = `${exclude.join(',')}\u0000${text}`;
  const known = MATCHES.get(key);
  if (known) return known;
  const found = matchFresh(text, exclude);
  MATCHES.set(key, found);
  if (MATCHES.size > 300) MATCHES.delete(MATCHES.keys().next().value!);
  return found;
}
/** The last few hundred matches: a turn reads the same description several times (verdict, second problem, re-check). */
const MATCHES = new Map<string, RepairMatch[]>();

function matchFresh(text: string, exclude: readonly string[]): RepairMatch[] {
  const words = read(text);
  const search = searchIndex().search(text);
  const top = search[0]?.score ?? 0;
  const phrase = new Map(search.map((r) => [String(r.id), top ? r.score / top : 0]));
  // only repairs that share a word with the message can have evidence in it
  const said = new Set(words.stems);
  const evidence = COMPILED.filter((c) => !exclude.includes(c.entry.id) && c.words.some((w) => said.has(w)))
    .map((c) => evidenceFor(c, words))
    .filter((e) => e !== null);
  let scored: Array<{ e: Evidence; object: { term: string; stems: string[] }; score: number }> = evidence
    .filter((e) => e.object !== null)
    .map((e) => ({
      e,
      object: e.object!,
      score:
        2 * (1 + 0.5 * (e.object!.stems.length - 1)) +
        1.5 * e.symptomWeight +
        1.5 * (phrase.get(e.compiled.entry.id) ?? 0),
    }));
  // the thing not named, but said the way people describe one of our repairs ("clothes take two cycles
  // to dry", "nail holes to fill"): a candidate to ask about, never to plan without asking
  const implied = evidence
    .filter(
      (e) =>
        !words.away.some(Boolean) &&
        e.object === null &&
        // one word alone ("broken", "loose") says what is wrong with anything: it points to no repair
        e.symptomWeight > 1 &&
        (phrase.get(e.compiled.entry.id) ?? 0) >= IMPLIED_PHRASE,
    )
    .map((e) => ({ e, object: IMPLIED, score: 1.5 * e.symptomWeight + 1.5 * phrase.get(e.compiled.entry.id)! }));
  scored = [...scored, ...implied].sort((a, b) => b.score - a.score);
  return scored.map((m) => {
    // the lead is over the best other repair of the same thing: a different thing is another problem
    const rival = scored.find((o) => o !== m && sameThing(o, m));
    const lead = rival ? m.score / rival.score : Infinity;
    return {
      entry: m.e.compiled.entry,
      score: m.score,
      object: m.object.term,
      symptoms: m.e.symptoms,
      confidence: m.object === IMPLIED ? 0.3 : confidence(m.e, lead),
    };
  });
}

/** A message cut where another thing may start: its reading's clauses ("…, and", "also", "plus", "and the/my/a…"). */
export function splitClauses(text: string): string[] {
  const reading = readText(text);
  return reading.clauses.map((c) => line(slice(reading, c.start, c.end))).filter(Boolean);
}
