import type { RepairEntry } from '../knowledge/schema';
import { slice, type Reading } from '../reading/read';
import { TermIndex } from '../reading/terms';
import { urgency, type HazardCategory } from './categories';
import { answerHits, answerIn, type Answer } from './conversation';
import { hazardText } from './data';

/**
 * The red-flag check before every plan, in the manner of structured triage (NHS Pathways asks the
 * life-threatening questions first): a repair's red flags are asked outright in one message (Yes / No /
 * Not sure). Yes stops for that flag's hazard; Not sure stops when the hazard is life-threatening and
 * otherwise has the plan open with a professional's check. Free answers are read per flag ("no smell at
 * all, but the relief pipe drips a bit").
 */
type RedFlag = RepairEntry['redFlags'][number];
export interface FlagAnswer {
  id: string;
  ask: string;
  category: HazardCategory;
  no: string;
  answer: Answer;
}

/** The red-flag question (all of the repair's flags, or `only` those still unanswered). */
export function redFlagQuestion(entry: RepairEntry, lead = '', only?: readonly string[]): string {
  const flags = only ? entry.redFlags.filter((f) => only.includes(f.id)) : entry.redFlags;
  const asks = flags.length === 1 ? [flags[0]!.ask] : flags.map((f, i) => `${i + 1}. ${f.ask}`);
  return [
    `${lead}Before I make the plan for **${entry.title.charAt(0).toLowerCase()}${entry.title.slice(1)}**, a quick safety check:`,
    '',
    ...asks,
    '',
    flags.length === 1
      ? 'Yes, no, or not sure?'
      : "Is any of these true? Answer yes, no or not sure (or tell me which one); it changes what's safe to do yourself.",
  ].join('\n');
}

const FLAG_TERMS = new Map<string, TermIndex<true>>();
function flagTerms(entryId: string, flag: RedFlag): TermIndex<true> {
  const key = `${entryId}:${flag.id}`;
  let index = FLAG_TERMS.get(key);
  if (!index) {
    index = new TermIndex<true>();
    for (const term of flag.terms) index.add(term, true);
    FLAG_TERMS.set(key, index);
  }
  return index;
}

/**
 * The answer to each flag, or null when the message answers none of them (a new question, another
 * subject): the flag's own words in a clause take that clause's answer (or, without a yes or no word,
 * yes unless negated); the flags not named take the answer said on its own. A flag left unanswered while
 * others were named has answer null (asked again, then taken as "not sure").
 */
export function readFlagAnswers(
  entry: RepairEntry,
  reading: Reading,
): Array<Omit<FlagAnswer, 'answer'> & { answer: Answer | null }> | null {
  const named = new Map<string, Answer>();
  const unnamedClauses: Array<{ start: number; end: number }> = [];
  for (const clause of reading.clauses) {
    const part = slice(reading, clause.start, clause.end);
    const inClause = entry.redFlags.filter((f) => flagTerms(entry.id, f).findIn(part.tokens).length > 0);
    if (!inClause.length) {
      unnamedClauses.push(clause);
      continue;
    }
    const said = answerIn(reading, clause.start, clause.end);
    for (const flag of inClause) {
      const hits = flagTerms(entry.id, flag).findIn(part.tokens);
      const negated = hits.every((h) => part.tokens[h.at]!.negated);
      const answer: Answer = said ?? (negated ? 'no' : clauseHedged(reading, clause) ? 'unsure' : 'yes');
      named.set(flag.id, worse(named.get(flag.id), answer));
    }
  }
  // a clause that names no flag answers them all only when it is just an answer ("nope, nothing like that")
  const rest = unnamedClauses
    .filter((c) => justAnAnswer(reading, c))
    .map((c) => answerIn(reading, c.start, c.end))
    .reduce<Answer | null>((all, a) => (a === null ? all : worse(all ?? undefined, a)), null);
  if (!named.size && rest === null) return null;
  return entry.redFlags.map((flag) => ({
    id: flag.id,
    ask: flag.ask,
    category: flag.category,
    no: flag.no,
    answer: named.get(flag.id) ?? rest,
  }));
}

/** Words that may stand beside an answer without saying anything else. */
const FILLER = new Set(
  'at all i it that like of this those these them both either em really just to the a so well um ok okay thanks thank you sorry nothing none there is are see any anything think fine good everything'.split(
    ' ',
  ),
);
function justAnAnswer(reading: Reading, clause: { start: number; end: number }): boolean {
  const covered = new Set<number>();
  for (const hit of answerHits(reading, clause.start, clause.end))
    for (let i = hit.at; i < hit.end; i++) covered.add(i);
  for (let i = clause.start; i < clause.end; i++)
    if (!covered.has(i) && !FILLER.has(reading.tokens[i]!.word)) return false;
  return true;
}

const clauseHedged = (reading: Reading, clause: { start: number; end: number }) =>
  reading.clauses.some((c) => c.start === clause.start && c.hedged);

/** The more careful of two answers: yes over unsure over no. */
function worse(a: Answer | undefined, b: Answer): Answer {
  const rank = { yes: 2, unsure: 1, no: 0 } as const;
  return a !== undefined && rank[a] >= rank[b] ? a : b;
}

export interface FlagOutcome {
  /** The flag whose hazard stops the conversation, if any (the most urgent). */
  stop: FlagAnswer | null;
  /** Not sure on a flag that is not life-threatening: the plan opens with a professional's check. */
  proCheck: FlagAnswer[];
}

/** A yes stops (the most urgent yes); otherwise a "not sure" where life is at risk does. */
export function flagOutcome(answers: readonly FlagAnswer[]): FlagOutcome {
  const byUrgency = (list: FlagAnswer[]) => list.sort((a, b) => urgency(a.category) - urgency(b.category));
  const yes = byUrgency(answers.filter((a) => a.answer === 'yes'));
  const unsure = byUrgency(answers.filter((a) => a.answer === 'unsure' && hazardText(a.category).lifeThreatening));
  return {
    stop: yes[0] ?? unsure[0] ?? null,
    proCheck: answers.filter((a) => a.answer === 'unsure' && !hazardText(a.category).lifeThreatening),
  };
}

/** The overview's line: "Safety check: no gas smell, no scorch marks". */
export function checkSummary(answers: readonly FlagAnswer[]): string {
  const parts = answers.map((a) => (a.answer === 'no' ? a.no : `not sure: ${a.ask.replace(/\?$/, '').toLowerCase()}`));
  return `Safety check: ${parts.join('; ')}`;
}
