import MiniSearch from 'minisearch';
import { KNOWLEDGE_BASE, findEntry } from './index';
import type { RepairEntry } from './schema';
import { findAll, normalise, termStems } from '../language/normalise';

export interface RepairMatch {
  entry: RepairEntry;
  score: number;
}

/** Below this a description matches nothing we have a guide for. */
export const MATCH_THRESHOLD = 20;
/** The runner-up within this share of the best score makes the match ambiguous. */
export const CLOSE_RATIO = 0.8;

const STOP_WORDS = new Set(
  'a an and are at be but by can do does for from has have how i im in is it its keeps me my of on or our so that the there this to up was we what when where which with won wont you your just really very been get got fix fixing repair replace broken broke need want help new old work working some one'.split(' '),
);

/** A few spellings and plurals people type; minisearch adds prefix and fuzzy matching on top. */
const SYNONYMS: Record<string, string> = {
  tap: 'faucet',
  taps: 'faucet',
  faucets: 'faucet',
  drippy: 'dripping',
  drips: 'dripping',
  leaky: 'leak',
  leaking: 'leak',
  leaks: 'leak',
  sheetrock: 'drywall',
  plasterboard: 'drywall',
  loo: 'toilet',
  toilets: 'toilet',
  sockets: 'outlet',
  socket: 'outlet',
  receptacle: 'outlet',
  clogged: 'clog',
  blocked: 'clog',
  squeaking: 'squeaky',
  squeaks: 'squeaky',
  creaky: 'squeaky',
  creaks: 'squeaky',
  aircon: 'ac',
};

function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 1 && !STOP_WORDS.has(t))
    .map((t) => SYNONYMS[t] ?? t);
}

let index: MiniSearch<{ id: string; title: string; phrases: string; category: string }> | null = null;

function searchIndex() {
  if (index) return index;
  index = new MiniSearch({
    fields: ['title', 'phrases', 'category'],
    storeFields: ['id'],
    tokenize,
    searchOptions: { boost: { phrases: 2, title: 1.5 }, prefix: true, fuzzy: 0.15, combineWith: 'OR' },
  });
  index.addAll(
    KNOWLEDGE_BASE.map((entry) => ({
      id: entry.id,
      title: entry.title,
      phrases: entry.phrases.join(' . '),
      category: entry.category,
    })),
  );
  return index;
}

/** The knowledge-base entries that fit a person's description, best first. */
const EXCLUDES = new Map(KNOWLEDGE_BASE.map((entry) => [entry.id, entry.excludes.map(termStems)]));

/** An entry whose `excludes` words appear in the text is another repair of the same thing. */
function excluded(entryId: string, stems: readonly string[]): boolean {
  return (EXCLUDES.get(entryId) ?? []).some((term) => term.length > 0 && findAll(stems, term).length > 0);
}

export function matchRepairs(text: string): RepairMatch[] {
  const stems = normalise(text).stems;
  return searchIndex()
    .search(text)
    .filter((result) => result.score >= MATCH_THRESHOLD && !excluded(String(result.id), stems))
    .map((result) => ({ entry: findEntry(String(result.id))!, score: result.score }));
}

/** Two candidates this close mean the assistant should ask which one it is. */
export function isClose(matches: readonly RepairMatch[]): boolean {
  const [first, second] = matches;
  return Boolean(first && second && second.score >= first.score * CLOSE_RATIO);
}
