import { read, termStems } from '../reading/read';
import { CLOSE_RATIO, IMPLIED, NOT_HOME, matchRepairs, splitClauses, type RepairMatch } from './match';

/**
 * The decision the intake takes from a description: sure (with a second problem said in the same
 * message, if any), ask which of a few repairs of the same thing, or no guide.
 */
export type MatchVerdict =
  /** One repair fits clearly; `second` is a different problem named in the same message. */
  | { kind: 'sure'; best: RepairMatch; second: RepairMatch | null }
  /** Two or three repairs of the same thing fit about equally, or the thing is named without what is wrong. */
  | { kind: 'choose'; options: RepairMatch[]; object: string; second: RepairMatch | null }
  /** Nothing in the knowledge base fits. */
  | { kind: 'none'; outOfScope: string | null };

/** The parts of a message that can each carry a problem of their own. */
function clauses(text: string): string[] {
  return splitClauses(text).filter((c) => c.split(/\s+/).length >= 2);
}

const sharesTerm = (terms: readonly string[], others: readonly string[]) => {
  const stemmed = others.map((o) => termStems(o).join(' '));
  return terms.some((t) => stemmed.includes(termStems(t).join(' ')));
};

const objectWords = (m: RepairMatch) => termStems(m.object);

const PRONOUN = /\b(it|its|it's|they|them|their|this|that one)\b/i;

/**
 * A different problem named in its own part of the same message ("…, and the disposal just hums"; "the
 * front door squeaks and there's a draught under it"): a repair on its own that is not part of the first
 * one (the handle of the running toilet, the holes the towel bar left). It is only offered as a project
 * of its own, so a second problem that could be one of two sibling repairs still counts.
 */
function secondProblem(text: string, first: RepairMatch, exclude: readonly string[]): RepairMatch | null {
  for (const part of clauses(text)) {
    // "there's a draught under it": the thing is the one named first
    const clause =
      PRONOUN.test(part) && !matchRepairs(part).some((m) => m.object !== IMPLIED.term)
        ? `${first.object} ${part}`
        : part;
    const [top] = matchRepairs(clause, [...exclude, first.entry.id]);
    if (!top || top.object === IMPLIED.term || top.confidence < 0.55 || !top.symptoms.length) continue;
    // the same problem said again, or a part of it
    if (
      sharesTerm(top.symptoms, first.entry.symptoms) ||
      matchRepairs(clause).some((m) => m.entry.id === first.entry.id && m.symptoms.length)
    )
      continue;
    if (sharesTerm([top.object], first.entry.objects) && !sharesTerm([top.object], [first.object])) continue;
    return top;
  }
  return null;
}

/** The decision the conversation takes from a description. */
export function verdict(text: string, exclude: readonly string[] = []): MatchVerdict {
  const matches = matchRepairs(text, exclude);
  const best =
    matches.find((m) => m.confidence >= 0.9 && m.score >= (matches[0]?.score ?? 0) * CLOSE_RATIO) ?? matches[0];
  if (!best) return { kind: 'none', outOfScope: notHomeThing(text) };
  const second = secondProblem(text, best, exclude);
  if (best.confidence >= 0.9) return { kind: 'sure', best, second };
  const words = objectWords(best);
  const rivals = matches.filter(
    (m) =>
      m === best ||
      (objectWords(m).some((w) => words.includes(w)) &&
        m.score >= best.score * (best.symptoms.length ? CLOSE_RATIO : 0)),
  );
  return { kind: 'choose', options: rivals.slice(0, 3), object: best.object, second };
}

/** The non-home thing a message is about, if any ("tent", "car"). */
function notHomeThing(text: string): string | null {
  const words = read(text).tokens.map((t) => t.stem);
  return words.find((w) => NOT_HOME.has(w)) ?? null;
}
