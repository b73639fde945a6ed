import { ENGLISH } from './english';
import type { Clause, Token } from './read';

/** "no idea", "not sure": doubt, not a negation; the clause is hedged. */
const DOUBT = new Set(['sure', 'certain', 'know', 'knowing', 'think', 'tell', 'idea', 'clue', 'doubt']);
/** A fresh subject after a comma starts a new statement: "no smoke, the outlet is hot". */
const NEW_SUBJECT = new Set([
  'the',
  'my',
  'our',
  'it',
  'i',
  'we',
  'there',
  'a',
  'an',
  'this',
  'that',
  'his',
  'her',
  'their',
]);

/**
 * One negation pass over a clause, in the manner of NegEx (Chapman et al., 2001) with ConText's
 * pseudo-triggers and terminators: a trigger ("no", "not", "never", "without") negates up to `reach`
 * words after it, stopping at a terminator ("but", "which", "because") or the clause's end; "or" and
 * "nor" carry it along a list ("no smoke or burning smell or anything"). A pseudo-trigger ("not sure",
 * "no idea", "won't stop") negates nothing, and doubt marks the clause hedged. Words after "if",
 * "once" or "when" are marked conditional, and after "if" or "suppose" (not "not sure if") hypothetical.
 * Runs in one pass: the reach is bounded.
 */
export function markNegation(tokens: Token[], clause: Clause): void {
  const { reach, triggers, pseudo, terminators, extenders } = ENGLISH.negation;
  let left = 0;
  let conditional = false;
  let hypothetical = false;
  for (let i = clause.start; i < clause.end; i++) {
    const token = tokens[i]!;
    const word = token.word;
    const next = tokens[i + 1]?.word;
    if (ENGLISH.conditionals.has(word)) conditional = true;
    const before = i > clause.start ? tokens[i - 1]!.word : null;
    if (ENGLISH.hypothetical.has(word) && (before === null || ENGLISH.supposing.has(before))) hypothetical = true;
    token.conditional = conditional;
    token.hypothetical = hypothetical;
    if (ENGLISH.hedges.has(word)) clause.hedged = true;
    if (triggers.has(word)) {
      const lookAhead = next === 'a' || next === 'any' || next === 'the' ? tokens[i + 2]?.word : next;
      if ((next !== undefined && pseudo.has(next)) || (lookAhead !== undefined && DOUBT.has(lookAhead))) {
        if ((next !== undefined && DOUBT.has(next)) || (lookAhead !== undefined && DOUBT.has(lookAhead)))
          clause.hedged = true;
        left = 0;
        continue;
      }
      left = reach;
      continue;
    }
    if (left === 0) continue;
    const newStatement = tokens[i - 1]?.mark === ',' && NEW_SUBJECT.has(word);
    if (terminators.has(word) || newStatement) {
      left = 0;
      continue;
    }
    token.negated = true;
    left = extenders.has(word) ? reach : left - 1;
  }
}
