import { KNOWLEDGE_BASE } from '../knowledge/index';
import { plain, termStems } from '../reading/read';
import { findAll } from '../reading/terms';

/**
 * Tools the person says they own, from what they write: "I have all of them", "I've got a bucket and
 * gloves", "only a utility knife", "everything except the drill". `offered` is what the assistant just
 * listed (its tools question); other tools are recognised by the knowledge base's tool names.
 */
const ALL =
  /\b(all of (them|these|those|it)|all (the )?tools|everything|every one|all (set|good)|the lot|got (them|em) all|have (them|em) all|have all|yes,? all|all$|^all\b)/;
const NONE = /\b(none|nothing|no tools|not (a single|any)|do not have any|zero)\b/;
const EXCEPT = /\b(except|but not|apart from|other than|besides|minus|save for|not the)\b/;
const SAYS_OWNS =
  /\b(i|we) (have|own|got|already have|do have|also have)\b|\b(i|we) (have|has) got\b|\b(only|just) (a|an|the|my|some)\b|\bgot (a|an|the|my|some)\b|\bhave (a|an|the|my|some)\b|\bi do\b|\bmy own\b/;
const NOT_OWNED = /\b(not|no|need|needs|missing|lack|without|buy|borrow|rent|lost|broke|broken)\b/;
/** The generic last words of a tool's name; the word before them names it ("screwdriver set"). */
const GENERIC = new Set(['set', 'kit', 'pack', 'tool', 'bag', 'roll', 'box', 'spray', 'tape', 'key', 'gun']);

/** Every tool the knowledge base names, without its size or kind in brackets ("Putty knife (2 inch)"). */
const KNOWN_TOOLS = [
  ...new Set(KNOWLEDGE_BASE.flatMap((entry) => entry.tools.map((t) => t.name.replace(/\s*\(.*?\)/g, '').trim()))),
];

interface Named {
  name: string;
  full: string[];
  head: string[];
}
function named(name: string): Named {
  const full = termStems(name.replace(/\(.*?\)/g, ''));
  const lastWord = full.at(-1) ?? '';
  const head = GENERIC.has(lastWord) && full.length > 1 ? full.slice(-2) : [lastWord];
  return { name, full, head };
}
const KNOWN = KNOWN_TOOLS.map(named).filter((t) => t.full.length > 0);

const clauses = (folded: string) =>
  folded
    .split(/[.;!?\n]+|,|\bbut\b|\band no\b/)
    .map((c) => c.trim())
    .filter(Boolean);
const stemsOf = (clause: string) =>
  clause
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .flatMap((w) => termStems(w));

/** Named in full ("adjustable wrench"), or, for a tool just offered, by its head word ("wrench"). */
function mentioned(tool: Named, stems: readonly string[], byHead: boolean): boolean {
  return (
    findAll(stems, tool.full).length > 0 || (byHead && tool.head[0] !== '' && findAll(stems, tool.head).length > 0)
  );
}

/** The tools named in the clauses that don't deny owning them. */
function namedIn(folded: string, candidates: readonly Named[], byHead: boolean): string[] {
  const found: string[] = [];
  for (const clause of clauses(folded)) {
    if (NOT_OWNED.test(clause)) continue;
    const stems = stemsOf(clause);
    for (const tool of candidates)
      if (!found.includes(tool.name) && mentioned(tool, stems, byHead)) found.push(tool.name);
  }
  return found;
}

/** The tools the message says are owned (empty when it says none, or says nothing about tools). */
export function ownedToolsSaid(text: string, offered: readonly string[]): string[] {
  const folded = plain(text)
    .replace(/[^a-z0-9&/.,;!?'\n ]+/g, ' ')
    .trim();
  const offeredNamed = offered.map(named).filter((t) => t.full.length > 0);
  if (offeredNamed.length && ALL.test(folded)) {
    if (!EXCEPT.test(folded)) return offeredNamed.map((t) => t.name);
    const excepted = stemsOf(folded.slice(folded.search(EXCEPT)));
    const excluded = new Set(offeredNamed.filter((t) => mentioned(t, excepted, true)).map((t) => t.name));
    return offeredNamed.filter((t) => !excluded.has(t.name)).map((t) => t.name);
  }
  if (NONE.test(folded) && !SAYS_OWNS.test(folded.replace(NONE, ''))) return [];
  if (!SAYS_OWNS.test(folded) && !offeredNamed.length) return [];
  const fromOffer = namedIn(folded, offeredNamed, true);
  if (!SAYS_OWNS.test(folded)) return fromOffer;
  // other tools only when named in full in a sentence that says they are owned ("I also have a shop vac")
  const taken = new Set(fromOffer.map((name) => named(name).head.join(' ')));
  const known = namedIn(
    folded,
    KNOWN.filter((t) => !taken.has(t.head.join(' '))),
    false,
  ).map(named);
  // "adjustable wrench" is one tool, not also "wrenches"
  const longest = known.filter(
    (t) => !known.some((o) => o !== t && o.full.length > t.full.length && findAll(o.full, t.full).length > 0),
  );
  return [...fromOffer, ...longest.map((t) => t.name).filter((name) => !fromOffer.includes(name))];
}

/** The tools the assistant's last message listed as bullets (its "which of these do you have?"). */
export function offeredTools(lastAssistant: string | undefined): string[] {
  if (!lastAssistant || !/\b(have|own)\b/i.test(lastAssistant)) return [];
  return [...lastAssistant.matchAll(/^\s*[-*•]\s+(.+)$/gm)]
    .map((m) => m[1]!.replace(/\*\*/g, '').trim())
    .filter((t) => t.length > 1 && t.length < 60);
}
