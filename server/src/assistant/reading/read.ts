import { stemmer } from 'stemmer';
import { otherLanguage } from './detect';
import { ENGLISH, type Rewrite } from './english';
import { markNegation } from './negation';

/**
 * A message as the assistant reads it, once: folded (lower case, accents and quotes folded),
 * contractions written out, rewrites in context applied, split into sentences (Intl.Segmenter, then
 * semicolons, colons, dashes and "but") and clauses, every word with its stem (Porter, from `stemmer`),
 * one negation pass (NegEx), doubt and conditions marked per clause, and the language. Every consumer
 * (safety triage, stop mode, the red-flag check, matching, owned tools, the intake) takes this.
 */
export interface Token {
  /** The word, folded and spelled as usual ("mould" is "mold"). */
  word: string;
  stem: string;
  sentence: number;
  clause: number;
  /** Inside the reach of a negation ("no gas smell"). */
  negated: boolean;
  /** After "if", "once", "when"… in its clause: not a report of what happened. */
  conditional: boolean;
  /** After "if" or "suppose" in its clause (not "not sure if"): a supposition. */
  hypothetical: boolean;
  /** The punctuation written right after the word: ',', '?', '.', '!', ';', ':', '-' or ''. */
  mark: string;
}

export interface Clause {
  /** Token range [start, end). */
  start: number;
  end: number;
  sentence: number;
  /** Doubt in the clause: "maybe", "I think", "not sure". */
  hedged: boolean;
  /** The clause ends with a question mark. */
  question: boolean;
}

interface Span {
  start: number;
  end: number;
}

export interface Reading {
  text: string;
  /** The text folded (lower case, accents off), punctuation kept: for other languages' words. */
  folded: string;
  tokens: Token[];
  sentences: Span[];
  clauses: Clause[];
  /** The language code when the text is clearly not English, else null. */
  language: string | null;
}

/** Letters NFKD does not take apart: Polish ł, German ß, Danish and Norwegian ø and æ, French œ. */
const UNFOLDED: Record<string, string> = { ł: 'l', ß: 'ss', ø: 'o', æ: 'ae', œ: 'oe' };

/**
 * Lower case, accents off, quotes straight; with where each character of the text starts in the folded
 * text (sentence ends are found on the text as written).
 */
function foldWithOffsets(text: string): { folded: string; offsets: number[] } {
  let folded = '';
  const offsets: number[] = [];
  for (let i = 0; i < text.length; i++) {
    offsets.push(folded.length);
    const ch = text[i]!;
    for (const part of ch.normalize('NFKD').toLowerCase()) {
      const code = part.charCodeAt(0);
      if (code >= 0x300 && code <= 0x36f) continue;
      if (UNFOLDED[part]) folded += UNFOLDED[part];
      else if (part === '’' || part === '‘' || part === '`' || part === '´') folded += "'";
      else if (part === '“' || part === '”') folded += '"';
      else if (part === '×' || part === '*') folded += ' x ';
      else folded += part;
    }
  }
  offsets.push(folded.length);
  return { folded, offsets };
}

const isWordChar = (ch: string) =>
  (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch === '&' || ch === '/' || ch === "'";
const isDigit = (ch: string | undefined) => ch !== undefined && ch >= '0' && ch <= '9';
const HARD_BREAKS = new Set([';', ':', '\n']);
const DASHES = new Set(['-', '–', '—']);

interface RawWord {
  text: string;
  /** Offset in the folded text. */
  at: number;
  /** What stood between the previous word and this one (punctuation only, spaces dropped). */
  before: string;
}

/** The words of a folded text with the punctuation before each (one pass over the characters). */
function scan(folded: string): { words: RawWord[]; trailing: string } {
  const words: RawWord[] = [];
  let before = '';
  let i = 0;
  while (i < folded.length) {
    const ch = folded[i]!;
    if (isWordChar(ch) || (ch === '.' && isDigit(folded[i - 1]) && isDigit(folded[i + 1]))) {
      const at = i;
      let text = '';
      while (
        i < folded.length &&
        (isWordChar(folded[i]!) || (folded[i] === '.' && isDigit(folded[i - 1]) && isDigit(folded[i + 1])))
      )
        text += folded[i++];
      words.push({ text, at, before });
      before = '';
    } else {
      if (ch !== ' ' && ch !== '\t' && ch !== '\r') before += ch === '-' && folded[i + 1] !== ' ' ? '' : ch;
      i++;
    }
  }
  return { words, trailing: before };
}

/** One written word as the words it stands for: contractions out, numbers and units apart. */
function expand(raw: string): string[] {
  let word = raw;
  while (word.startsWith("'")) word = word.slice(1);
  // 4' is four feet
  if (word.endsWith("'") && isDigit(word.at(-2))) return [...expand(word.slice(0, -1)), 'ft'];
  while (word.endsWith("'")) word = word.slice(0, -1);
  if (!word) return [];
  const contracted = ENGLISH.contractions.get(word);
  if (contracted) return contracted;
  if (word.endsWith("n't")) return [word.slice(0, -3), 'not'];
  const apostrophe = word.indexOf("'");
  if (apostrophe > 0) {
    const tail = word.slice(apostrophe + 1);
    if (['s', 're', 've', 'll', 'd', 'm'].includes(tail)) word = word.slice(0, apostrophe);
    else word = word.replace(/'/g, '');
  }
  // 12ft, 4x8, 2m: the number and the unit are two words
  if (isDigit(word[0])) {
    let n = 0;
    while (n < word.length && (isDigit(word[n]) || word[n] === '.')) n++;
    const rest = word.slice(n);
    if (rest && n < word.length) {
      if (rest[0] === 'x' && isDigit(rest[1])) return [word.slice(0, n), 'by', ...expand(rest.slice(1))];
      if (['ft', 'feet', 'foot', 'in', 'm', 'sq', 'x', 'sqft', 'm2', 'ft2'].includes(rest))
        return [word.slice(0, n), rest];
    }
  }
  return [word];
}

function slotTakes(slot: Rewrite['slots'][number], word: string | undefined): boolean {
  return word !== undefined && (slot.exact.has(word) || slot.prefixes.some((p) => word.startsWith(p)));
}

/** The length of `rewrite` matched at `at` and the words of each slot, or null (bounded: at most 6 slots). */
function matchRewrite(
  rewrite: Rewrite,
  words: readonly string[],
  at: number,
): { length: number; filled: string[] } | null {
  let i = at;
  const filled: string[] = [];
  for (const slot of rewrite.slots) {
    if (slotTakes(slot, words[i])) filled.push(words[i++]!);
    else if (slot.optional) filled.push('');
    else return null;
  }
  if (rewrite.notFollowedBy.has(words[i] ?? '')) return null;
  for (let j = Math.max(0, at - 6); j < at; j++) if (rewrite.notAfter.has(words[j]!)) return null;
  return { length: i - at, filled };
}

/**
 * Rewrites in context ("hook it up" → "hook up it"), in one left-to-right pass. A rewritten run keeps the
 * punctuation written after its last word.
 */
function rewrite(words: readonly string[], marks: readonly string[]): Array<{ word: string; mark: string }> {
  const out: Array<{ word: string; mark: string }> = [];
  let i = 0;
  outer: while (i < words.length) {
    for (const rule of ENGLISH.rewrites) {
      const found = matchRewrite(rule, words, i);
      if (!found || found.length === 0) continue;
      const parts = rule.into
        .map((part) => (part.startsWith('$') ? found.filled[Number(part.slice(1)) - 1] : part))
        .filter((part): part is string => Boolean(part));
      parts.forEach((word, k) => {
        out.push({ word, mark: k === parts.length - 1 ? marks[i + found.length - 1]! : '' });
      });
      i += found.length;
      continue outer;
    }
    out.push({ word: words[i]!, mark: marks[i]! });
    i++;
  }
  return out;
}

const STEMS = new Map<string, string>();

/** The stem of one folded, spelled word; -y adjectives read as their noun ("leaky" is "leak"). */
function stemOf(word: string): string {
  const known = STEMS.get(word);
  if (known !== undefined) return known;
  let stem = ENGLISH.keepWhole.get(word) ?? word;
  // the plural of a three-letter word is its word, as the word itself is left whole ("keys" is "key", not "kei")
  if (word.length === 4 && word.endsWith('s') && !word.endsWith('ss') && !ENGLISH.keepWhole.has(word))
    stem = word.slice(0, -1);
  else if (!ENGLISH.keepWhole.has(word) && !isDigit(word[0]) && word.length > 3) {
    stem = stemmer(word);
    if (stem.endsWith('i') && stem.length > 4) stem = stem.slice(0, -1);
  }
  if (STEMS.size < 50_000) STEMS.set(word, stem);
  return stem;
}

/** A word as the words it is usually spelled as ("mould" → ["mold"], "lightbulb" → ["light", "bulb"]). */
function spelled(word: string): string[] {
  const usual = ENGLISH.keepWhole.has(word) ? undefined : ENGLISH.spellings.get(word);
  return usual ? usual.split(' ') : [word];
}

interface Piece {
  words: string[];
  /** Punctuation after each word. */
  marks: string[];
  /** Per word: a clause starts here. */
  clauseStart: boolean[];
}

/** Splits the scanned words into sentences and marks where clauses start. */
function sentencesOf(text: string, offsets: number[], scanned: RawWord[], trailing: string): Piece[] {
  // the segmenter reads the text as written: after folding, "stove. the tap" would not end a sentence
  const starts: number[] = [];
  // (a text without a full stop, a question or an exclamation mark is one sentence: most terms and answers)
  if (/[.!?]/.test(text)) for (const { index } of SENTENCES.segment(text)) starts.push(offsets[index]!);
  const pieces: Piece[] = [];
  let s = 0;
  let previousAt = -1;
  for (let w = 0; w < scanned.length; w++) {
    const raw = scanned[w]!;
    let newSentence = pieces.length === 0;
    // a sentence the segmenter found starts between the previous word and this one
    while (s < starts.length && starts[s]! <= raw.at) {
      if (starts[s]! > previousAt) newSentence = true;
      s++;
    }
    previousAt = raw.at;
    const expanded = expand(raw.text);
    if (!expanded.length) continue;
    const last = pieces.at(-1);
    if (last?.marks.length) last.marks[last.marks.length - 1] = markOf(raw.before);
    // "but" starts a new sentence, except "but only", "but just": the same statement, narrowed
    const next = scanned[w + 1]?.text ?? '';
    const narrowing = expanded[0] === 'but' && (next === 'only' || next === 'just');
    if ([...raw.before].some((c) => HARD_BREAKS.has(c) || DASHES.has(c)) || (expanded[0] === 'but' && !narrowing))
      newSentence = true;
    // "stove. the tap": a sentence ends in lower case too, unless the word before is an abbreviation
    const previous = last?.words.at(-1);
    if (/[.!?]/.test(raw.before) && !(raw.before.startsWith('.') && previous && ENGLISH.abbreviations.has(previous)))
      newSentence = true;
    const clauseBreak =
      (raw.before.includes(',') && ENGLISH.breakAfterComma.has(expanded[0]!)) ||
      (ENGLISH.breakAnywhere.has(expanded[0]!) && !narrowing);
    if (newSentence) pieces.push({ words: [], marks: [], clauseStart: [] });
    const piece = pieces.at(-1)!;
    // "but" only marks where the new sentence starts (as it did in every list the rules were written for)
    if (expanded[0] === 'but' && expanded.length === 1) continue;
    expanded.forEach((w, k) => {
      piece.words.push(w);
      piece.marks.push('');
      piece.clauseStart.push(k === 0 && (newSentence || clauseBreak));
    });
  }
  for (const piece of pieces) markPhraseBreaks(piece);
  const last = pieces.at(-1);
  if (last?.marks.length) last.marks[last.marks.length - 1] = markOf(trailing);
  return pieces;
}

/** Clause breaks that need the next word: "and the …", "as well as", "on top of that". */
function markPhraseBreaks(piece: Piece): void {
  const { words, clauseStart } = piece;
  for (let i = 1; i < words.length; i++) {
    if (words[i] === 'and' && ENGLISH.breakAndBefore.has(words[i + 1] ?? '')) clauseStart[i] = true;
    for (const phrase of ENGLISH.breakPhrases) if (phrase.every((w, k) => words[i + k] === w)) clauseStart[i] = true;
  }
}

const SENTENCES = new Intl.Segmenter('en', { granularity: 'sentence' });
const MARKS = ['?', '!', '.', ';', ':', ',', '-', '–', '—'];
function markOf(between: string): string {
  for (const mark of MARKS) if (between.includes(mark)) return DASHES.has(mark) ? '-' : mark;
  return '';
}

/** Reads a text (see `Reading`). Pure; the last few hundred texts are remembered. */
export function read(text: string): Reading {
  // short texts (the data's terms and names, quick replies) are kept; messages in a bounded recent list
  const short = text.length <= SHORT;
  const cache = short ? TERMS : CACHE;
  const known = cache.get(text);
  if (known) {
    if (!short) {
      CACHE.delete(text);
      CACHE.set(text, known);
    }
    return known;
  }
  const reading = readFresh(text);
  cache.set(text, reading);
  if (cache.size > (short ? TERMS_SIZE : CACHE_SIZE)) cache.delete(cache.keys().next().value!);
  return reading;
}
const SHORT = 60;
const TERMS = new Map<string, Reading>();
const TERMS_SIZE = 50_000;
const CACHE = new Map<string, Reading>();
const CACHE_SIZE = 500;

function readFresh(text: string): Reading {
  const { folded, offsets } = foldWithOffsets(text);
  const { words: scanned, trailing } = scan(folded);
  const tokens: Token[] = [];
  const sentences: Span[] = [];
  const clauses: Clause[] = [];
  for (const piece of sentencesOf(text, offsets, scanned, trailing)) {
    const sentence = sentences.length;
    const start = tokens.length;
    // rewrites run per clause, so a rewrite never joins two clauses
    let k = 0;
    while (k < piece.words.length) {
      let end = k + 1;
      while (end < piece.words.length && !piece.clauseStart[end]) end++;
      const clauseWords = rewrite(piece.words.slice(k, end), piece.marks.slice(k, end));
      const clauseStart = tokens.length;
      for (const written of clauseWords) {
        const words = spelled(written.word);
        words.forEach((word, n) => {
          tokens.push({
            word,
            stem: stemOf(word),
            sentence,
            clause: clauses.length,
            negated: false,
            conditional: false,
            hypothetical: false,
            mark: n === words.length - 1 ? written.mark : '',
          });
        });
      }
      if (tokens.length > clauseStart) {
        clauses.push({ start: clauseStart, end: tokens.length, sentence, hedged: false, question: false });
      }
      k = end;
    }
    if (tokens.length > start) sentences.push({ start, end: tokens.length });
  }
  for (const clause of clauses) {
    clause.question = tokens[clause.end - 1]!.mark === '?';
    markNegation(tokens, clause);
  }
  return { text, folded, tokens, sentences, clauses, language: otherLanguage(folded) };
}

/** Several readings as one (earlier messages and this one), without reading anything again. */
export function join(readings: readonly Reading[]): Reading {
  if (readings.length === 1) return readings[0]!;
  const out: Reading = { text: '', folded: '', tokens: [], sentences: [], clauses: [], language: null };
  for (const r of readings) {
    const t = out.tokens.length;
    const s = out.sentences.length;
    const c = out.clauses.length;
    out.tokens.push(...r.tokens.map((tok) => ({ ...tok, sentence: tok.sentence + s, clause: tok.clause + c })));
    out.sentences.push(...r.sentences.map((span) => ({ start: span.start + t, end: span.end + t })));
    out.clauses.push(
      ...r.clauses.map((cl) => ({ ...cl, start: cl.start + t, end: cl.end + t, sentence: cl.sentence + s })),
    );
    out.text = out.text ? `${out.text}\n${r.text}` : r.text;
    out.folded = out.folded ? `${out.folded}\n${r.folded}` : r.folded;
    out.language ??= r.language;
  }
  return out;
}

/** The stems of a term as a message must contain them in a row ("rotten eggs" → ["rotten", "egg"]). */
export function termStems(term: string): string[] {
  return read(term).tokens.map((t) => t.stem);
}

/** The reading of one part of a reading (tokens [start, end)), e.g. a sentence or a clause. */
export function slice(reading: Reading, start: number, end: number): Reading {
  const tokens = reading.tokens.slice(start, end);
  const first = tokens[0];
  if (!first) return { text: '', folded: '', tokens: [], sentences: [], clauses: [], language: reading.language };
  const s0 = first.sentence;
  const c0 = first.clause;
  const text = tokens.map((t) => t.word).join(' ');
  return {
    text,
    folded: text,
    tokens: tokens.map((t) => ({ ...t, sentence: t.sentence - s0, clause: t.clause - c0 })),
    sentences: reading.sentences
      .filter((sp) => sp.end > start && sp.start < end)
      .map((sp) => ({ start: Math.max(sp.start, start) - start, end: Math.min(sp.end, end) - start })),
    clauses: reading.clauses
      .filter((cl) => cl.end > start && cl.start < end)
      .map((cl) => ({
        ...cl,
        start: Math.max(cl.start, start) - start,
        end: Math.min(cl.end, end) - start,
        sentence: cl.sentence - s0,
      })),
    language: reading.language,
  };
}

/**
 * The reading as one line of words with their punctuation ("no, it is not the toilet."): contractions
 * written out and spellings usual, for the few checks that read whole phrases.
 */
export function line(reading: Reading): string {
  const { tokens } = reading;
  return tokens
    .map((t, i) => {
      // a sentence that ended without a mark of its own ("… a plunger but no auger") ends with a full stop
      const mark =
        t.mark && t.mark !== '-' ? t.mark : tokens[i + 1] && tokens[i + 1]!.sentence !== t.sentence ? '.' : '';
      return `${t.word}${mark}`;
    })
    .join(' ');
}

/** `line(read(text))`: a text as one folded line (the reading is shared through the cache). */
export const plain = (text: string) => line(read(text));
