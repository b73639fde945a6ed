import type { Reading } from './read';

/**
 * Quantities a message states, read from its words in one pass (no pattern over the raw text): the
 * largest area, and the year or age of the home.
 */
const NUMBER = /^\d{1,6}(\.\d{1,3})?$/;
const FEET = new Set(['ft', 'feet', 'foot']);
const METRES = new Set(['m', 'meter', 'meters']);
const SIZE_WORDS = new Set(['wide', 'long', 'across', 'tall', 'high']);
const SQ_FT_PER_SQ_M = 10.764;
const FT_PER_M = 3.281;

const num = (word: string | undefined) => (word !== undefined && NUMBER.test(word) ? Number(word) : null);
/** Feet per unit of length, or null when the word is no unit of length. */
const lengthUnit = (word: string | undefined) =>
  word === undefined ? null : FEET.has(word) ? 1 : METRES.has(word) ? FT_PER_M : null;

/** An area unit starting at `i`: its size in square feet and how many words it takes. */
function areaUnit(words: readonly string[], i: number): { sqFt: number; length: number } | null {
  const w = words[i];
  const next = words[i + 1];
  if (w === 'sqft' || w === 'ft2') return { sqFt: 1, length: 1 };
  if (w === 'm2') return { sqFt: SQ_FT_PER_SQ_M, length: 1 };
  if (w === 'square' || w === 'sq') {
    const unit = lengthUnit(next);
    if (unit) return { sqFt: unit * unit, length: 2 };
  }
  return null;
}

/** The largest area the text gives, in square feet ("4 by 8 feet", "12 sq ft", "2 x 2 m", "4 feet wide"). */
export function statedAreaSqFt(reading: Reading): number {
  const words = reading.tokens.map((t) => (t.word === 'x' ? 'by' : t.word));
  let best = 0;
  for (let i = 0; i < words.length; i++) {
    const a = num(words[i]);
    if (a === null) continue;
    // a [unit] by b unit
    const firstUnit = lengthUnit(words[i + 1]);
    const byAt = firstUnit ? i + 2 : i + 1;
    const b = words[byAt] === 'by' ? num(words[byAt + 1]) : null;
    const secondUnit = b !== null ? lengthUnit(words[byAt + 2]) : null;
    if (b !== null && secondUnit) {
      best = Math.max(best, a * b * secondUnit * secondUnit);
      continue;
    }
    const area = areaUnit(words, i + 1);
    if (area) {
      best = Math.max(best, a * area.sqFt);
      continue;
    }
    if (firstUnit) {
      const feet = a * firstUnit;
      // "4 feet wide": a square that size; a length alone ("a 7 foot streak"): a band about 2 ft high
      best = Math.max(best, SIZE_WORDS.has(words[i + 2] ?? '') ? feet * feet : feet * 2);
    }
  }
  return best;
}

const YEAR = /^(1[89]\d\d|20[0-2]\d)s?$/;
const DECADE = /^([2-9]0)s$/;
const DECADE_WORDS: Record<string, number> = {
  twenties: 1920,
  thirties: 1930,
  forties: 1940,
  fifties: 1950,
  sixties: 1960,
  seventies: 1970,
  eighties: 1980,
  nineties: 1990,
};
const BEFORE_DECADE = new Set([
  'the',
  'from',
  'in',
  'a',
  'an',
  'our',
  'this',
  'built',
  'circa',
  'around',
  'late',
  'early',
  'mid',
]);
const HOME_WORDS = new Set([
  'house',
  'home',
  'build',
  'bungalow',
  'ranch',
  'condo',
  'apartment',
  'flat',
  'kitchen',
  'bathroom',
  'building',
]);

/** The year a text says the home is from: "1962", "from the 60s", "a 1950s house", "built in the fifties". */
export function builtIn(reading: Reading): number | null {
  const words = reading.tokens.map((t) => t.word);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const year = YEAR.exec(w);
    if (year) return Number(year[1]);
    const decade = DECADE.exec(w);
    if (decade && (BEFORE_DECADE.has(words[i - 1] ?? '') || HOME_WORDS.has(words[i + 1] ?? '')))
      return 1900 + Number(decade[1]);
    if (DECADE_WORDS[w] && BEFORE_DECADE.has(words[i - 1] ?? '')) return DECADE_WORDS[w]!;
  }
  return null;
}

/** "a 70 year old house": the age in years a text gives a home, or null. */
export function statedAgeYears(reading: Reading): number | null {
  const words = reading.tokens.map((t) => t.word);
  const saysHome = words.some((w) => HOME_WORDS.has(w));
  for (let i = 0; i + 2 < words.length; i++) {
    const n = num(words[i]);
    if (
      n !== null &&
      n >= 10 &&
      n < 400 &&
      (words[i + 1] === 'year' || words[i + 1] === 'years') &&
      words[i + 2] === 'old' &&
      saysHome
    )
      return n;
  }
  return null;
}
