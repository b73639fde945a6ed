import { builtIn, statedAgeYears, statedAreaSqFt } from '../reading/measures';
import { join, type Reading } from '../reading/read';
import type { TermHit } from '../reading/terms';
import { urgency, type HazardCategory } from './categories';
import { explanation, type Explanation } from './attach';
import { SAFETY } from './data';
import type { CompiledRule, SafetyData, TermKey } from './rules';
import { stopReply } from './texts';

export interface TriageContext {
  /** The onboarding answer: 'Before 1950', '1950 to 1977', '1978 to 1999', '2000 or later'. */
  homeAge?: string | null;
  /** The person's earlier messages in this conversation, oldest first (symptoms spread over turns). */
  earlier?: readonly Reading[];
}

export interface Hazard {
  category: HazardCategory;
  ruleId: string;
  title: string;
  callWho: string;
  /** Markdown reply: stop, why, what to do now, whom to call. */
  reply: string;
}

/** A hazard that stays possible: the assistant asks one direct question before anything else. */
export interface Check {
  category: HazardCategory;
  ruleId: string;
  question: string;
}

/** How one exception (or a negation) was weighed against one mention. */
interface Weighed {
  mention: string;
  kind: Explanation['kind'];
  by: string;
  /** It cancelled the mention (false: it was weighed and did not apply, e.g. said with doubt). */
  cancelled: boolean;
  why: string;
}

/** Why a rule did what it did: the trace a reviewer reads, and the evaluation's near-stops. */
export interface RuleTrace {
  rule: string;
  category: HazardCategory;
  /** stop / ask: it fired; near-stop: it would have fired but for an exception or a negation. */
  outcome: 'stop' | 'ask' | 'near-stop';
  mentions: string[];
  weighed: Weighed[];
}

export interface Triage {
  /** Every hazard the message raises, most urgent first. */
  hazards: Hazard[];
  /** Hazards that stay possible (the safe reading and the harmless one both remain). */
  checks: Check[];
  trace: RuleTrace[];
}

interface Mention {
  group: number;
  at: number;
  end: number;
  term: string;
  /** How it was explained away, if it was. */
  explained: Explanation | null;
}

const OLD_AGE_ANSWER = new Set(['Before 1950', '1950 to 1977']);
const MID_AGE_ANSWER = '1978 to 1999';
const NEW_AGE_ANSWER = '2000 or later';
/** Old-material hazards don't apply to a home known to be built after these years. */
const NEWER_THAN: Partial<Record<HazardCategory, number>> = { asbestos: 1980, 'lead-paint': 1978 };
const OLD_HOME_WORDS = new Set(['victorian', 'edwardian', 'georgian', 'prewar', 'farmhouse', 'century']);

/** True when the home is known or said to be older than `year` (the conversation or the onboarding answer). */
function homeOlderThan(year: number, said: Reading, homeAge: string | null | undefined): boolean {
  const built = builtIn(said);
  if (built) return built < year;
  const words = said.tokens.map((t) => t.word);
  const phrase = words.join(' ');
  if (
    words.some((w) => OLD_HOME_WORDS.has(w)) ||
    /\b(very old|old house|old home|hundred years old|100 years old|pre war|original paint|original floor)\b/.test(
      phrase,
    )
  )
    return true;
  const age = statedAgeYears(said);
  if (age !== null) return new Date().getFullYear() - age < year;
  if (homeAge && OLD_AGE_ANSWER.has(homeAge)) return true;
  if (homeAge === MID_AGE_ANSWER) return year > 1978;
  return false;
}

/** True when the home is known or said to be built in or after `year`. */
function homeNewerThan(year: number, said: Reading, homeAge: string | null | undefined): boolean {
  const built = builtIn(said);
  if (built) return built >= year;
  if (/\b(new build|new construction|brand new house|newly built)\b/.test(said.tokens.map((t) => t.word).join(' ')))
    return true;
  if (homeAge === NEW_AGE_ANSWER) return true;
  if (homeAge === MID_AGE_ANSWER) return year <= 1978;
  return false;
}

/** A rule's mentions of each group among the hits (the positions of a part of the text). */
function mentionsOf(rule: CompiledRule, hits: ReadonlyArray<TermHit<TermKey>>): Mention[] {
  const out: Mention[] = [];
  for (const hit of hits)
    if (hit.key.kind === 'group' && hit.key.rule === rule.index)
      out.push({ group: hit.key.group, at: hit.at, end: hit.end, term: hit.term, explained: null });
  return out;
}

/** Whether one mention of every group is said close enough together (`within`) inside one unit. */
function fires(
  rule: CompiledRule,
  mentions: readonly Mention[],
  units: ReadonlyArray<[number, number]>,
  area: boolean,
): boolean {
  for (const [start, end] of units) {
    const inUnit = mentions.filter((m) => m.at >= start && m.at < end);
    const byGroup = rule.groups.map((_, g) => inUnit.filter((m) => m.group === g).map((m) => m.at));
    const satisfied = (g: number) => byGroup[g]!.length > 0 || (area && g === rule.areaGroup);
    if (!rule.groups.every((_, g) => satisfied(g))) continue;
    if (rule.within === undefined) return true;
    const window = rule.within;
    const anchors = byGroup[0]!.length ? byGroup[0]! : (byGroup.find((b) => b.length) ?? []);
    const near = (g: number, p: number) =>
      (area && g === rule.areaGroup) || byGroup[g]!.some((q) => Math.abs(q - p) <= window);
    if (anchors.some((p) => rule.groups.every((_, g) => near(g, p)))) return true;
  }
  return false;
}

const wordsAt = (reading: Reading, at: number, end: number) =>
  reading.tokens
    .slice(at, end)
    .map((t) => t.word)
    .join(' ');

/**
 * Safety triage, before either engine answers: the message's reading (with the recent conversation for
 * symptoms that arrive over several turns) against the hazard rules. An exception cancels a mention
 * only when it explains that same mention (see `attach.ts`); a mention explained only with doubt keeps
 * the hazard possible, and the assistant asks.
 */
export function triage(reading: Reading, context: TriageContext = {}, data: SafetyData = SAFETY): Triage {
  const earlier = (context.earlier ?? []).slice(-4);
  const recent = earlier.length ? join([...earlier, reading]) : reading;
  const offset = recent.tokens.length - reading.tokens.length;
  const allHits = data.index.findIn(recent.tokens);
  const messageHits = allHits.filter((h) => h.at >= offset);
  const said = earlier.length ? recent : reading;
  const bigArea = (rule: CompiledRule) => rule.area !== undefined && statedAreaSqFt(reading) > rule.area.over;

  const hazards = new Map<HazardCategory, Hazard>();
  const checks = new Map<HazardCategory, Check>();
  const trace: RuleTrace[] = [];
  for (const rule of data.rules) {
    const conversation = rule.scope === 'conversation';
    const hits = conversation ? allHits : messageHits;
    const mentions = mentionsOf(rule, hits);
    const area = bigArea(rule);
    if (!rule.groups.every((_, g) => mentions.some((m) => m.group === g) || (area && g === rule.areaGroup))) continue;
    if (rule.homeBefore && !homeOlderThan(rule.homeBefore, said, context.homeAge)) continue;
    const newer = NEWER_THAN[rule.category];
    if (newer && !rule.ignoresHomeAge && homeNewerThan(newer, said, context.homeAge)) continue;

    const units: Array<[number, number]> =
      rule.scope === 'sentence'
        ? recent.sentences.filter((s) => s.start >= offset).map((s) => [s.start, s.end])
        : [[conversation ? 0 : offset, recent.tokens.length]];
    const weighed: Weighed[] = [];
    for (const m of mentions) {
      m.explained = explanation(recent, m, rule, hits, {
        ignoreRuleExceptions: area && rule.areaOverridesExceptions,
        categoryOf: (index) => data.rules[index]!.category,
      });
      if (m.explained)
        weighed.push({
          mention: m.term,
          kind: m.explained.kind,
          by: m.explained.by,
          cancelled: !m.explained.doubt,
          why: m.explained.why,
        });
    }
    // a mention inside an explained one is explained with it ("worried about a chip pan fire": the "pan fire")
    for (const m of mentions)
      if (!m.explained) {
        const outer = mentions.find(
          (o) =>
            o.explained &&
            o.explained.kind !== 'negation' &&
            o.at <= m.at &&
            m.end <= o.end &&
            o.end - o.at > m.end - m.at,
        );
        if (outer) m.explained = outer.explained;
      }
    const kept = mentions.filter((m) => !m.explained);
    const possible = mentions.filter((m) => !m.explained || m.explained.doubt);
    let outcome: RuleTrace['outcome'] | null = null;
    if (fires(rule, kept, units, area)) outcome = rule.outcome;
    else if (fires(rule, possible, units, area)) outcome = 'ask';
    else if (fires(rule, mentions, units, area)) outcome = 'near-stop';
    if (!outcome) continue;
    trace.push({
      rule: rule.id,
      category: rule.category,
      outcome,
      mentions: mentions.map((m) => wordsAt(recent, m.at, m.end)),
      weighed,
    });
    if (outcome === 'stop' && !hazards.has(rule.category))
      hazards.set(rule.category, hazardOf(rule.category, rule.id, data));
    if (outcome === 'ask' && !checks.has(rule.category))
      checks.set(rule.category, {
        category: rule.category,
        ruleId: rule.id,
        question: rule.question ?? data.categories.get(rule.category)!.check,
      });
  }
  const foreign = otherLanguageHazard(reading, data);
  if (foreign && !hazards.has(foreign)) hazards.set(foreign, hazardOf(foreign, `other-language-${foreign}`, data));
  for (const category of hazards.keys()) checks.delete(category);
  const byUrgency = <T extends { category: HazardCategory }>(list: Iterable<T>) =>
    [...list].sort((a, b) => urgency(a.category) - urgency(b.category));
  return { hazards: byUrgency(hazards.values()), checks: byUrgency(checks.values()), trace };
}

function hazardOf(category: HazardCategory, ruleId: string, data: SafetyData): Hazard {
  const t = data.categories.get(category)!;
  return { category, ruleId, title: t.title, callWho: t.callWho, reply: stopReply(t) };
}

/**
 * Other languages, on folded words: a phrase matches as whole words; a single word of four letters or
 * more matches any word it starts ("czad" finds "czadu"), as these languages inflect and compound.
 */
function otherLanguageHazard(reading: Reading, data: SafetyData): HazardCategory | null {
  const words = reading.folded.split(/[^a-z0-9]+/).filter(Boolean);
  const line = ` ${words.join(' ')} `;
  const has = (p: string) =>
    p.length >= 4 && !p.includes(' ') ? words.some((w) => w.startsWith(p)) : line.includes(` ${p} `);
  for (const { category, phrases, all } of data.languages) {
    if (phrases.some(has) || (all.length > 0 && all.every((group) => group.some(has)))) return category;
  }
  return null;
}
