import { ENGLISH } from '../reading/english';
import type { Reading } from '../reading/read';
import type { TermHit } from '../reading/terms';
import type { CompiledRule, TermKey } from './rules';

/**
 * Exceptions attach or they don't apply: an exception cancels a hazard mention only when it explains
 * that same mention, never because its words are somewhere else in the message.
 * - compound: the mention is part of it ("gas can", "spark plug", "smoke detector");
 * - qualifier: it is said right before the mention and changes what it is ("hairline crack");
 * - source: in the mention's own clause the mention is attributed to it, as what does it ("the mower
 *   smells of gas", "the hot water smells of eggs") or where it comes from ("a smell of gas from the
 *   mower"), never as a comparison ("like a gutter");
 * - negation: the mention is inside a negation's reach ("no gas smell"), for rules that allow it.
 * An explanation said with doubt ("maybe it's the drain") is `doubt`: the hazard stays possible.
 */
export interface Explanation {
  kind: 'benign' | 'compound' | 'qualifier' | 'source' | 'negation';
  by: string;
  why: string;
  doubt: boolean;
}

interface Span {
  at: number;
  end: number;
  term: string;
}

const contains = (outer: Span, inner: Span) =>
  outer.at <= inner.at && inner.end <= outer.end && outer.end - outer.at > inner.end - inner.at;

/** Every word in [from, to) is one of `allowed`, and there are at most `gap` of them. */
function onlyBetween(reading: Reading, from: number, to: number, allowed: ReadonlySet<string>, gap: number): boolean {
  if (to < from || to - from > gap) return false;
  for (let i = from; i < to; i++) if (!allowed.has(reading.tokens[i]!.word)) return false;
  return true;
}

const compared = (reading: Reading, at: number) => {
  for (let i = Math.max(0, at - 2); i < at; i++)
    if (ENGLISH.attribution.compare.has(reading.tokens[i]!.word)) return true;
  return false;
};

/** The source said as what does the mention, or where it comes from, in the same clause. */
function attributes(reading: Reading, source: Span, mention: Span): boolean {
  const clause = reading.tokens[mention.at]!.clause;
  if (reading.tokens[source.at]!.clause !== clause || reading.tokens[source.end - 1]!.clause !== clause) return false;
  if (compared(reading, source.at)) return false;
  const { gap, link, from } = ENGLISH.attribution;
  if (source.end <= mention.at) return onlyBetween(reading, source.end, mention.at, link, gap);
  if (source.at >= mention.end) return onlyBetween(reading, mention.end, source.at, from, gap);
  return false;
}

function qualifies(reading: Reading, qualifier: Span, mention: Span): boolean {
  const clause = reading.tokens[mention.at]!.clause;
  return (
    reading.tokens[qualifier.at]!.clause === clause &&
    qualifier.end <= mention.at &&
    onlyBetween(reading, qualifier.end, mention.at, ENGLISH.attribution.qualifier, 2)
  );
}

/** How `mention` is explained away for `rule`, or null when it stands. */
export function explanation(
  reading: Reading,
  mention: Span,
  rule: CompiledRule,
  hits: ReadonlyArray<TermHit<TermKey>>,
  opts: { ignoreRuleExceptions: boolean },
): Explanation | null {
  const words = (s: Span) =>
    reading.tokens
      .slice(s.at, s.end)
      .map((t) => t.word)
      .join(' ');
  for (const hit of hits) {
    if (hit.key.kind === 'benign' && contains(hit, mention))
      return { kind: 'benign', by: hit.term, why: `"${words(mention)}" is part of "${words(hit)}"`, doubt: false };
  }
  const own = opts.ignoreRuleExceptions
    ? []
    : hits.filter((h) => h.key.kind !== 'group' && h.key.kind !== 'benign' && h.key.rule === rule.index);
  for (const hit of own) {
    if (hit.key.kind === 'compound' && contains(hit, mention))
      return { kind: 'compound', by: hit.term, why: `"${words(mention)}" is part of "${words(hit)}"`, doubt: false };
  }
  if (rule.negatable) {
    let negated = true;
    for (let i = mention.at; i < mention.end; i++) negated &&= reading.tokens[i]!.negated;
    if (negated) return { kind: 'negation', by: 'negation', why: `"${words(mention)}" is negated`, doubt: false };
  }
  for (const hit of own) {
    if (hit.key.kind === 'qualifier' && qualifies(reading, hit, mention))
      return { kind: 'qualifier', by: hit.term, why: `"${words(hit)}" qualifies "${words(mention)}"`, doubt: false };
  }
  for (const hit of own) {
    if (hit.key.kind === 'source' && attributes(reading, hit, mention)) {
      const doubt = reading.clauses[reading.tokens[mention.at]!.clause]!.hedged;
      return {
        kind: 'source',
        by: hit.term,
        why: `"${words(mention)}" is attributed to "${words(hit)}" in its clause${doubt ? ', with doubt' : ''}`,
        doubt,
      };
    }
  }
  return null;
}
