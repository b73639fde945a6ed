import { findAll, fold, normalise, termStems } from '../language/normalise';
import { HAZARD_TEXT, type HazardCategory } from './categories';
import { BENIGN_COMPOUNDS, HAZARD_RULES, OTHER_LANGUAGE_HAZARDS, type HazardRule } from './lexicon';

export interface TriageContext {
  /** The onboarding answer, e.g. 'Before 1950', '1950 to 1977', '1978 to 1999', '2000 or later'. */
  homeAge?: string | null;
  /** The person's earlier messages in this conversation, oldest first (for symptoms spread over turns). */
  earlier?: readonly string[];
}

export interface Hazard {
  category: HazardCategory;
  ruleId: string;
  title: string;
  callWho: string;
  /** Markdown reply: stop, why, what to do now, whom to call. */
  reply: string;
}

interface CompiledRule extends Omit<HazardRule, 'all' | 'unless'> {
  all: string[][][];
  unless: string[][];
}

const compileTerms = (terms: readonly string[]) => [...new Set(terms)].map(termStems).filter((t) => t.length > 0);
const RULES: CompiledRule[] = HAZARD_RULES.map((rule) => ({
  ...rule,
  all: rule.all.map(compileTerms),
  unless: compileTerms(rule.unless ?? []),
}));
const COMPOUNDS = compileTerms(BENIGN_COMPOUNDS);
const NEGATORS = new Set(['no', 'not', 'never', 'without', 'nor', 'zero', 'none', 'noth', 'nothing']);
const NEGATION_BREAKERS = new Set([
  'sure',
  'if',
  'whether',
  'know',
  'certain',
  'think',
  'only',
  'just',
  'even',
  'but',
  'tell',
]);

/** Spans [start, end) covered by benign compounds: words inside them don't count on their own. */
function compoundSpans(stems: readonly string[]): Array<[number, number]> {
  const spans: Array<[number, number]> = [];
  for (const compound of COMPOUNDS) for (const at of findAll(stems, compound)) spans.push([at, at + compound.length]);
  return spans;
}

const LIST_JOINERS = new Set(['or', 'nor', 'and', 'any', 'anyth', 'either']);

/**
 * "no gas smell", "I don't smell gas", "no smoke or burning smell or anything": a negator up to three
 * words before the term, or further back across a list joined by "or"/"nor".
 */
function negated(stems: readonly string[], at: number): boolean {
  let reach = 3;
  for (let i = at - 1; i >= Math.max(0, at - reach); i--) {
    if (NEGATION_BREAKERS.has(stems[i]!)) return false;
    if (NEGATORS.has(stems[i]!)) return !NEGATION_BREAKERS.has(stems[i + 1] ?? '');
    if (LIST_JOINERS.has(stems[i]!)) reach = Math.min(at, reach + 3);
  }
  return false;
}

/** Where any term of the group occurs, outside benign compounds (and not negated, when that applies). */
function positions(
  stems: readonly string[],
  group: string[][],
  spans: Array<[number, number]>,
  negatable: boolean,
): number[] {
  const found: number[] = [];
  for (const term of group) {
    for (const at of findAll(stems, term)) {
      const end = at + term.length;
      const inside = spans.some(([s, e]) => s < end && e > at && !(s >= at && e <= end));
      if (inside || (negatable && negated(stems, at))) continue;
      found.push(at);
    }
  }
  return found;
}

const BIG_AREA = termStems('#big-area');

/** A stretch of text a rule is matched against: its stems and where benign compounds sit in them. */
interface Scope {
  stems: readonly string[];
  spans: Array<[number, number]>;
}
const scopeOf = (stems: readonly string[]): Scope => ({ stems, spans: compoundSpans(stems) });

/**
 * How far from a windowed rule's term an `unless` term still speaks about it: "the towel rail came away
 * from the wall" is a fixing, but "the towel rail came away, and the ceiling above the bath is bulging"
 * still stops. Rules without a window are about the whole scope, and so are their `unless` terms.
 */
const UNLESS_NEAR = 10;

function fires(rule: CompiledRule, { stems, spans }: Scope, bigArea: boolean): boolean {
  // an exception said as a comparison ("pouring off the roof like a gutter") is not the thing itself
  const compared = (at: number) => stems.slice(Math.max(0, at - 2), at).includes('like');
  const unlessAt =
    rule.measured && bigArea ? [] : rule.unless.flatMap((term) => findAll(stems, term)).filter((at) => !compared(at));
  if (!rule.window && unlessAt.length) return false;
  const spokenFor = (at: number) => unlessAt.some((u) => Math.abs(u - at) <= UNLESS_NEAR);
  const hits = rule.all.map((group) => {
    const found = positions(stems, group, spans, rule.negatable === true).filter((at) => !spokenFor(at));
    if (bigArea && group.some((t) => t.join(' ') === BIG_AREA.join(' '))) found.push(0);
    return found;
  });
  if (hits.some((h) => h.length === 0)) return false;
  if (!rule.window) return true;
  const window = rule.window;
  return hits[0]!.some((p) => hits.every((group) => group.some((q) => Math.abs(q - p) <= window)));
}

const SQ_FT_PER_SQ_M = 10.764;

/** The largest area the text gives, in square feet ("4 by 8 feet", "12 sq ft", "2 x 2 m", "4 feet wide"). */
function statedAreaSqFt(folded: string): number {
  const t = folded.replace(/(\d)\s*(?:x|×|\*)\s*(\d)/g, '$1 by $2');
  const metric = (unit: string) => /^(m|m2|sq ?m)$|met/.test(unit);
  const unitFactor = (unit: string) => (metric(unit) ? SQ_FT_PER_SQ_M : 1);
  let best = 0;
  for (const m of t.matchAll(
    /(\d+(?:\.\d+)?)\s*(?:ft|feet|foot|'|m|meters?|metres?)?\s*by\s*(\d+(?:\.\d+)?)\s*(ft|feet|foot|'|m\b|meters?|metres?)/g,
  )) {
    best = Math.max(best, Number(m[1]) * Number(m[2]) * unitFactor(m[3]!));
  }
  for (const m of t.matchAll(
    /(\d+(?:\.\d+)?)\s*(square feet|square foot|sq ?ft|sqft|ft2|square meters?|square metres?|sq ?m|m2)\b/g,
  )) {
    best = Math.max(best, Number(m[1]) * unitFactor(m[2]!));
  }
  for (const m of t.matchAll(
    /(\d+(?:\.\d+)?)\s*(ft|feet|foot|m|meters?|metres?)\s*(wide|long|across|tall|high|in size)/g,
  )) {
    const feet = Number(m[1]) * (metric(m[2]!) ? 3.281 : 1);
    best = Math.max(best, feet * feet);
  }
  // a length alone ("goes along about 4 metres", "a 7 foot streak"): taken as a band about 2 ft high
  for (const m of t.matchAll(/(\d+(?:\.\d+)?)\s*(ft|feet|foot|m|meters?|metres?)\b(?!\s*(by|x|square|sq))/g)) {
    best = Math.max(best, Number(m[1]) * (metric(m[2]!) ? 3.281 : 1) * 2);
  }
  return best;
}

/** Mould over about 10 square feet needs a professional. */
const LARGE_MOULD_SQ_FT = 10;

const OLD_AGE_ANSWER = /before 1950|1950 to 1977/i;
const MID_AGE_ANSWER = /1978 to 1999/i;

/** The year a message says the home is from: "1962", "from the 60s", "a 1950s house", "built in the fifties". */
function builtIn(text: string): number | null {
  const year = /\b(1[89]\d\d|20[0-2]\d)s?\b/.exec(text);
  if (year) return Number(year[1]);
  const decade =
    /\b(?:the|from|built in|in the|a|an|our|this) '?([2-9]0)'?s\b|\b'?([2-9]0)'?s (?:house|home|build|bungalow|ranch|condo|apartment|flat|kitchen|bathroom)\b/.exec(
      text,
    );
  if (decade) return 1900 + Number(decade[1] ?? decade[2]);
  const DECADES: Record<string, number> = {
    twenties: 1920,
    thirties: 1930,
    forties: 1940,
    fifties: 1950,
    sixties: 1960,
    seventies: 1970,
    eighties: 1980,
    nineties: 1990,
  };
  const word =
    /\b(?:the|from|built in|in the) (twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b/.exec(
      text,
    );
  return word ? DECADES[word[1]!]! : null;
}

/** True when the home is known or said to be older than `year` (onboarding answer or the message). */
function homeOlderThan(year: number, text: string, homeAge: string | null | undefined): boolean {
  const said = builtIn(text);
  if (said) return said < year;
  if (
    /\b(very old|old house|old home|century old|hundred years? old|100 years? old|victorian|edwardian|georgian|pre ?war|prewar|original (19|paint|floor)|farmhouse)\b/.test(
      text,
    )
  )
    return true;
  const age = /\b(\d{2,3}) years? old\b/.exec(text);
  if (age && /house|home|building|apartment|flat|condo/.test(text))
    return new Date().getFullYear() - Number(age[1]) < year;
  if (homeAge && OLD_AGE_ANSWER.test(homeAge)) return true;
  if (homeAge && MID_AGE_ANSWER.test(homeAge)) return year > 1978;
  return false;
}

/** Old-material hazards don't apply to a home known to be built after these years. */
const NEWER_THAN: Partial<Record<HazardCategory, number>> = { asbestos: 1980, 'lead-paint': 1978 };

/** True when the home is known or said to be built in or after `year`. */
function homeNewerThan(year: number, text: string, homeAge: string | null | undefined): boolean {
  const said = builtIn(text);
  if (said) return said >= year;
  if (/\b(new build|new construction|brand new house|newly built)\b/.test(text)) return true;
  if (homeAge && /2000 or later/i.test(homeAge)) return true;
  if (homeAge && MID_AGE_ANSWER.test(homeAge)) return year <= 1978;
  return false;
}

/** Letters NFKD does not take apart: Polish ł ("głowy"), German ß ("heiß"), Danish/Norwegian ø and æ. */
const UNFOLDED: Array<[RegExp, string]> = [
  [/ł/g, 'l'],
  [/ß/g, 'ss'],
  [/ø/g, 'o'],
  [/æ/g, 'ae'],
  [/œ/g, 'oe'],
];

/**
 * Other languages on folded text. A phrase matches as whole words; a single word of four letters or
 * more matches any word it starts ("czad" finds "czadu", "kopfschmerz" finds "kopfschmerzen"), since
 * these languages inflect and compound what English says with separate words.
 */
function otherLanguageHazard(text: string): HazardCategory | null {
  let lower = text.toLowerCase();
  for (const [letter, plain] of UNFOLDED) lower = lower.replace(letter, plain);
  const folded = ` ${fold(lower).replace(/[^a-z0-9]+/g, ' ')} `;
  const words = folded.trim().split(' ');
  const has = (p: string) =>
    p.length >= 4 && !p.includes(' ') ? words.some((w) => w.startsWith(p)) : folded.includes(` ${p} `);
  for (const { category, phrases, all } of OTHER_LANGUAGE_HAZARDS) {
    if (phrases.some(has) || all?.every((group) => group.some(has))) return category;
  }
  return null;
}

/** The stop message for a hazard category (markdown): stop, why, do this now, whom to call. */
function stopReply(category: HazardCategory): string {
  const t = HAZARD_TEXT[category];
  return [
    `**Stop — ${t.title.toLowerCase()}.** ${t.why}`,
    '',
    '**Do this now:**',
    ...t.now.map((step, i) => `${i + 1}. ${step}`),
    '',
    `**Who to call:** ${t.callWho}.`,
    '',
    "This isn't something to fix yourself, so I won't make a repair plan for it. Once a professional has made it safe, tell me and I'll help with anything that's left.",
  ].join('\n');
}

function hazard(category: HazardCategory, ruleId: string): Hazard {
  const t = HAZARD_TEXT[category];
  return { category, ruleId, title: t.title, callWho: t.callWho, reply: stopReply(category) };
}

/**
 * Safety triage, before either engine answers: the message (with the recent conversation for symptoms
 * that arrive over several turns) against the hazard lexicon. Returns the first hazard, or null.
 * @internal
 */
export function triage(text: string, context: TriageContext = {}): Hazard | null {
  return triageAll(text, context)[0] ?? null;
}

/** Every hazard the message raises, most urgent first. */
export function triageAll(text: string, context: TriageContext = {}): Hazard[] {
  const message = normalise(text);
  const sentences = message.sentences.map(scopeOf);
  const whole = scopeOf(message.stems);
  const recent = scopeOf(normalise([...(context.earlier ?? []).slice(-4), text].join('\n')).stems);
  const folded = fold(text);
  const said = fold([...(context.earlier ?? []), text].join(' '));
  const bigArea = statedAreaSqFt(folded) > LARGE_MOULD_SQ_FT;
  const found = new Map<HazardCategory, Hazard>();
  for (const rule of RULES) {
    if (found.has(rule.category)) continue;
    if (rule.homeBefore && !homeOlderThan(rule.homeBefore, said, context.homeAge)) continue;
    const newer = NEWER_THAN[rule.category];
    if (newer && !rule.id.endsWith('-named') && homeNewerThan(newer, said, context.homeAge)) continue;
    const scopes = rule.scope === 'conversation' ? [recent] : rule.scope === 'message' ? [whole] : sentences;
    if (scopes.some((scope) => fires(rule, scope, bigArea))) found.set(rule.category, hazard(rule.category, rule.id));
  }
  const foreign = otherLanguageHazard(folded);
  if (foreign && !found.has(foreign)) found.set(foreign, hazard(foreign, `other-language-${foreign}`));
  return [...found.values()].sort((a, b) => PRIORITY.indexOf(a.category) - PRIORITY.indexOf(b.category));
}

/** When one message raises several hazards, the most specific and urgent is named first. */
export const PRIORITY: HazardCategory[] = [
  'gas',
  'carbon-monoxide',
  'chimney',
  'power-line',
  'flood-electricity',
  'water-heater-relief',
  'fire',
  'electrical',
  'panel-service',
  'sewage',
  'mould',
  'structural',
  'garage-spring',
  'asbestos',
  'lead-paint',
  'heights',
];
