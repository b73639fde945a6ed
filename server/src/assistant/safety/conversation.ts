import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import type { Reading } from '../reading/read';
import { TermIndex } from '../reading/terms';
import type { HazardCategory } from './categories';
import { hazardText } from './data';
import { SAFETY_DIR } from './rules';
import { liftedReply, lowerFirst, restated } from './texts';

/**
 * What a person says about safety, read from the message's reading: the answer to a Yes / No / Not
 * sure question, what a message in stop mode is about (cost, a push for steps, playing it down), and
 * whether it reports that a professional has made the hazard safe. Words from server/safety/conversation.yaml.
 */
const words = z.array(z.string().trim().min(1)).min(1);
const ConversationSchema = z.object({
  answers: z.object({ yes: words, no: words, unsure: words }),
  cost: words,
  push: words,
  minimise: words,
  lift: z.object({
    anyPro: words,
    done: words,
    notYet: words,
    own: words,
    tests: words,
    negative: words,
    questionWords: words,
    modals: words,
  }),
});

const DATA = ConversationSchema.parse(parse(readFileSync(path.join(SAFETY_DIR, 'conversation.yaml'), 'utf8')));

const index = (terms: readonly string[]) => {
  const i = new TermIndex<true>('word');
  for (const t of terms) i.add(t, true);
  return i;
};
const ANSWERS = new TermIndex<'yes' | 'no' | 'unsure'>('word');
for (const kind of ['yes', 'no', 'unsure'] as const) for (const t of DATA.answers[kind]) ANSWERS.add(t, kind);
const COST = index(DATA.cost);
const PUSH = index(DATA.push);
const MINIMISE = index(DATA.minimise);
const DONE = index(DATA.lift.done);
const NOT_YET = index(DATA.lift.notYet);
const OWN = index(DATA.lift.own);
const TESTS = index(DATA.lift.tests);
const NEGATIVE = index(DATA.lift.negative);
const QUESTION_WORDS = new Set(DATA.lift.questionWords);
const MODALS = new Set(DATA.lift.modals);

type Tokens = Reading['tokens'];
const says = (i: TermIndex<true>, tokens: Tokens, from = 0, to = tokens.length) =>
  i.findIn(tokens, from, to).length > 0;

export type Answer = 'yes' | 'no' | 'unsure';

/** Where answer words are said in `tokens[from, to)`. */
export const answerHits = (reading: Reading, from = 0, to = reading.tokens.length) =>
  ANSWERS.findIn(reading.tokens, from, to);

/**
 * The answer to a yes/no safety question in `tokens[from, to)`: 'unsure' whenever doubt is said (even
 * beside a yes or a no), null when the words hold no answer. The longest phrase wins ("no idea" is unsure).
 */
export function answerIn(reading: Reading, from = 0, to = reading.tokens.length): Answer | null {
  const hits = ANSWERS.findIn(reading.tokens, from, to);
  const covered = (h: (typeof hits)[number]) =>
    hits.some((o) => o !== h && o.at <= h.at && h.end <= o.end && o.end - o.at > h.end - h.at);
  const kinds = new Set(hits.filter((h) => !covered(h)).map((h) => h.key));
  const hedged = reading.clauses.some((c) => c.hedged && c.start < to && c.end > from);
  if (kinds.has('unsure') || (hedged && kinds.size > 0)) return 'unsure';
  if (kinds.has('yes') && kinds.has('no')) return 'unsure';
  return kinds.has('yes') ? 'yes' : kinds.has('no') ? 'no' : null;
}

/** The reply to any message while a stop is in force: the stop restated for what was said. */
export function stopModeReply(category: HazardCategory, reading: Reading): string {
  const t = hazardText(category);
  const tokens = reading.tokens;
  const opening = says(COST, tokens)
    ? `I understand cost matters. ${t.cost} But I can't give repair steps for this: ${lowerFirst(t.why)}`
    : says(MINIMISE, tokens)
      ? `Even if it seems minor, this is still **${t.title.toLowerCase()}**, and it isn't safe to treat it as small: ${lowerFirst(t.why)}`
      : says(PUSH, tokens)
        ? `I can't give repair steps for this, not even part of them, while it is stopped for safety (**${t.title.toLowerCase()}**). ${t.why}`
        : `This project is still stopped for safety: **${t.title.toLowerCase()}**. ${t.why}`;
  return [opening, '', ...restated(t)].join('\n');
}

/** The parts of a message a claim can be made in: clauses, cut again at commas. */
function parts(reading: Reading): Array<{ start: number; end: number; question: boolean }> {
  const out: Array<{ start: number; end: number; question: boolean }> = [];
  for (const clause of reading.clauses) {
    let start = clause.start;
    for (let i = clause.start; i < clause.end; i++) {
      const mark = reading.tokens[i]!.mark;
      if (mark === ',' || i === clause.end - 1) {
        const first = reading.tokens[start]!.word;
        out.push({
          start,
          end: i + 1,
          question: mark === '?' || (start === clause.start && QUESTION_WORDS.has(first)),
        });
        start = i + 1;
      }
    }
  }
  return out;
}

const prosOf = (category: HazardCategory) => {
  const i = new TermIndex<true>('stem');
  for (const p of [...hazardText(category).pros, ...DATA.lift.anyPro]) i.add(p, true);
  return i;
};
const PROS = new Map<HazardCategory, TermIndex<true>>();

/**
 * A finished act done by a professional: the nearest one who is named before the act is a professional,
 * not the person ("I fixed it", "we had it reinforced" are the person's own; "the engineer inspected it" is not).
 */
function proDid(tokens: Tokens, from: number, to: number, pros: TermIndex<true>): boolean {
  const pro = pros.findIn(tokens, from, to);
  const own = OWN.findIn(tokens, from, to);
  return DONE.findIn(tokens, from, to).some((done) => {
    if (tokens[done.at]!.negated) return false;
    for (let i = Math.max(from, done.at - 3); i < done.at; i++) if (MODALS.has(tokens[i]!.word)) return false;
    const lastPro = Math.max(-1, ...pro.filter((p) => p.end <= done.at).map((p) => p.end));
    const lastOwn = Math.max(-1, ...own.filter((o) => o.end <= done.at).map((o) => o.end));
    return lastPro >= 0 && lastPro >= lastOwn;
  });
}

/**
 * The parts (token ranges) in which the person reports that a professional who can make this hazard
 * safe has done so ("the gas company came out and fixed the leak"), or, for lead and asbestos, a
 * negative test ("the swab came out negative"). Empty when there is none: a question, a condition,
 * a promise, a negation or the person's own work never counts.
 */
export function liftClaims(category: HazardCategory, reading: Reading): Array<{ start: number; end: number }> {
  const pros = PROS.get(category) ?? PROS.set(category, prosOf(category)).get(category)!;
  const tokens = reading.tokens;
  const testable = category === 'asbestos' || category === 'lead-paint';
  const tested = testable && says(TESTS, tokens);
  return parts(reading).filter(({ start, end, question }) => {
    if (question) return false;
    for (let i = start; i < end; i++) if (tokens[i]!.conditional) return false;
    if (says(NOT_YET, tokens, start, end)) return false;
    if (tested && says(NEGATIVE, tokens, start, end)) return true;
    return proDid(tokens, start, end, pros);
  });
}

/** The reply when a stop is lifted. */
export const liftedText = (category: HazardCategory) => liftedReply(hazardText(category));
