import { read } from './read';

/**
 * Many terms, found in one pass: a trie over stems. Finding every term in n words takes n times the
 * longest term's length, whatever the number of terms, so matching stays linear in the message.
 */
export interface TermHit<K> {
  /** Where the term starts and ends in the words, [at, end). */
  at: number;
  end: number;
  key: K;
  term: string;
}

interface Node<K> {
  next: Map<string, Node<K>>;
  ends: Array<{ key: K; term: string }>;
}

export class TermIndex<K> {
  private readonly root: Node<K> = { next: new Map(), ends: [] };
  private longest = 0;

  /** `by: 'word'` matches whole words as written (tense matters: "fixed" is not "fix"); stems otherwise. */
  constructor(private readonly by: 'stem' | 'word' = 'stem') {}

  /** Adds a term (as written in the data) under `key`; a term that reads as no words is skipped. */
  add(term: string, key: K): this {
    const stems = read(term).tokens.map((t) => (this.by === 'word' ? t.word : t.stem));
    if (!stems.length) return this;
    let node = this.root;
    for (const stem of stems) {
      let child = node.next.get(stem);
      if (!child) {
        child = { next: new Map(), ends: [] };
        node.next.set(stem, child);
      }
      node = child;
    }
    node.ends.push({ key, term });
    this.longest = Math.max(this.longest, stems.length);
    return this;
  }

  /**
   * Every occurrence of every term in the reading's tokens [from, to), in order of position. A term of
   * several words never runs across punctuation: "I smell gas, mower's in the shed" has no "gas mower".
   */
  findIn(
    tokens: ReadonlyArray<{ word: string; stem: string; mark?: string }>,
    from = 0,
    to = tokens.length,
  ): Array<TermHit<K>> {
    return this.find(
      tokens.map((t) => (this.by === 'word' ? t.word : t.stem)),
      from,
      to,
      (i) => Boolean(tokens[i]?.mark),
    );
  }

  /**
   * Every occurrence of every term in `stems[from, to)` (words, for a word index), in order of position;
   * `stopsAfter(i)`: a term may not go on past word i (punctuation after it).
   */
  find(stems: readonly string[], from = 0, to = stems.length, stopsAfter?: (i: number) => boolean): Array<TermHit<K>> {
    const hits: Array<TermHit<K>> = [];
    for (let at = from; at < to; at++) {
      let node: Node<K> | undefined = this.root;
      for (let i = at; i < to && i - at < this.longest; i++) {
        node = node.next.get(stems[i]!);
        if (!node) break;
        for (const end of node.ends) hits.push({ at, end: i + 1, key: end.key, term: end.term });
        if (stopsAfter?.(i)) break;
      }
    }
    return hits;
  }
}

/** Positions where `term` (stems) starts in `stems`. */
export function findAll(stems: readonly string[], term: readonly string[]): number[] {
  const found: number[] = [];
  if (!term.length) return found;
  outer: for (let i = 0; i + term.length <= stems.length; i++) {
    for (let j = 0; j < term.length; j++) if (stems[i + j] !== term[j]) continue outer;
    found.push(i);
  }
  return found;
}

/**
 * Positions where `term` starts, its words in order with up to `gap` other words between each
 * ("plugs keep falling out" has "plug … fall out"). Bounded: each word looks at most `gap + 1` ahead.
 */
export function findLoose(stems: readonly string[], term: readonly string[], gap = 2): number[] {
  if (term.length <= 1) return findAll(stems, term);
  const found: number[] = [];
  for (let i = 0; i < stems.length; i++) {
    if (stems[i] !== term[0]) continue;
    let at = i;
    let ok = true;
    for (let j = 1; j < term.length && ok; j++) {
      let next = -1;
      for (let k = at + 1; k <= Math.min(stems.length - 1, at + 1 + gap); k++)
        if (stems[k] === term[j]) {
          next = k;
          break;
        }
      if (next < 0) ok = false;
      else at = next;
    }
    if (ok) found.push(i);
  }
  return found;
}
