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
  kind: 'benign' | 'compound' | 'qualifier' | 'source' | 'negation' | 'supposition';
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

/** No punctuation is written after any of the words [from, to) ("gas, hot water": the comma parts them). */
function unbroken(reading: Reading, from: number, to: number): boolean {
  for (let i = Math.max(0, from); i < to; i++) if (reading.tokens[i]!.mark) return false;
  return true;
}

/** Every word in [from, to) is one of `allowed`, at most `gap` of them, with no punctuation after the one before. */
function onlyBetween(reading: Reading, from: number, to: number, allowed: ReadonlySet<string>, gap: number): boolean {
  if (to < from || to - from > gap || !unbroken(reading, from - 1, to)) return false;
  for (let i = from; i < to; i++) if (!allowed.has(reading.tokens[i]!.word)) return false;
  return true;
}

const compared = (reading: Reading, at: number) => {
  for (let i = Math.max(0, at - 2); i < at; i++)
    if (ENGLISH.attribution.compare.has(reading.tokens[i]!.word)) return true;
  return false;
};

/**
 * A place phrase right after the source ("in the garage"): where it ends, or `from` when there is none.
 * It may not hold a hazard word of the rule ("the mower by the water heater smells of gas" is not the mower's).
 */
function afterPlace(reading: Reading, from: number, to: number, ruleWords: ReadonlySet<number>): number {
  if (!ENGLISH.attribution.place.has(reading.tokens[from]?.word ?? '')) return from;
  for (let end = from + 2; end <= Math.min(to, from + 4); end++) {
    if (!unbroken(reading, from, end - 1)) break;
    let clean = true;
    for (let i = from; i < end; i++) if (ruleWords.has(i)) clean = false;
    if (clean && onlyBetween(reading, end, to, ENGLISH.attribution.link, ENGLISH.attribution.gap)) return end;
  }
  return from;
}

/** The source said as what does the mention, or where it comes from, in the same clause. */
function attributes(
  reading: Reading,
  source: Span,
  mention: Span,
  hazard: { categoryWords: ReadonlySet<number>; ownWords: ReadonlySet<number> },
): boolean {
  const clause = reading.tokens[mention.at]!.clause;
  if (reading.tokens[source.at]!.clause !== clause || reading.tokens[source.end - 1]!.clause !== clause) return false;
  if (compared(reading, source.at)) return false;
  const { gap, link, from } = ENGLISH.attribution;
  if (source.end <= mention.at) {
    const start = afterPlace(reading, source.end, mention.at, hazard.categoryWords);
    return unbroken(reading, source.end - 1, start) && onlyBetween(reading, start, mention.at, link, gap);
  }
  if (source.at >= mention.end) {
    if (onlyBetween(reading, mention.end, source.at, from, gap)) return true;
    // one word describing the source may come right before it ("when the heating pipes warm up")
    const modifier = source.at - 1;
    return (
      modifier > mention.end &&
      !hazard.ownWords.has(modifier) &&
      !reading.tokens[modifier]!.mark &&
      onlyBetween(reading, mention.end, modifier, from, gap)
    );
  }
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
  mention: Span & { group: number },
  rule: CompiledRule,
  hits: ReadonlyArray<TermHit<TermKey>>,
  opts: { ignoreRuleExceptions: boolean; categoryOf: (rule: number) => string },
): Explanation | null {
  const { categoryOf } = opts;
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
  let supposed = true;
  for (let i = mention.at; i < mention.end; i++) supposed &&= reading.tokens[i]!.hypothetical;
  // "what if I drill into a cable": the hazard stays possible, so the assistant asks
  if (supposed)
    return { kind: 'supposition', by: 'if', why: `"${words(mention)}" is said as a supposition`, doubt: true };
  // sources and qualifiers explain only the groups the rule lets them
  if (!rule.explains.has(mention.group)) return null;
  for (const hit of own) {
    if (hit.key.kind === 'qualifier' && qualifies(reading, hit, mention))
      return { kind: 'qualifier', by: hit.term, why: `"${words(hit)}" qualifies "${words(mention)}"`, doubt: false };
  }
  // a source that a longer hazard term of this category goes on from is not the source ("hot water" in "hot water
  // heater"), and a place phrase that holds a word of this category's is no place ("by the water heater")
  const categoryWords = new Set<number>();
  const ownWords = new Set<number>();
  for (const hit of hits)
    if (hit.key.kind === 'group' && categoryOf(hit.key.rule) === rule.category)
      for (let i = hit.at; i < hit.end; i++) {
        categoryWords.add(i);
        if (hit.key.rule === rule.index) ownWords.add(i);
      }
  const partOfHazardTerm = (source: Span) =>
    hits.some(
      (h) =>
        h.key.kind === 'group' &&
        categoryOf(h.key.rule) === rule.category &&
        h.end > source.end &&
        h.at < source.end &&
        (h.at >= source.at || h.end - h.at > source.end - source.at),
    );
  for (const hit of own) {
    if (
      hit.key.kind === 'source' &&
      !partOfHazardTerm(hit) &&
      attributes(reading, hit, mention, { categoryWords, ownWords })
    ) {
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
