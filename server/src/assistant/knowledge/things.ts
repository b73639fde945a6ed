import path from 'node:path';
import { z } from 'zod';
import { readDataFile } from '../data-file';
import { termStems } from '../reading/read';
import { KNOWLEDGE_DIR } from './load';
import type { RepairEntry } from './schema';

/**
 * Parts and the things they belong to (server/knowledge/things.yaml). A repair is about a thing; a word
 * that names only a part of many things ("hinge", "handle", "screen") belongs to the thing it is said
 * about — "the hinge on my oven door", "I dropped my phone and the screen is cracked" — and only a
 * repair of that thing can claim it.
 */
const words = z.array(z.string().trim().min(1)).min(1);
const ThingsSchema = z
  .object({ parts: words, of: words, between: words, places: words, elsewhere: words, household: words })
  .strict();
class InvalidThings extends Error {}

const DATA = readDataFile(
  path.join(KNOWLEDGE_DIR, 'things.yaml'),
  'knowledge/things.yaml',
  ThingsSchema,
  InvalidThings,
);

const stemSet = (list: readonly string[]) => new Set(list.flatMap((w) => termStems(w)));
const PARTS = stemSet(DATA.parts);
const OF = stemSet(DATA.of);
const BETWEEN = stemSet(DATA.between);
/** Rooms and parts of a house ("kitchen", "hallway", "wall"): places, not things. */
export const PLACES = stemSet(DATA.places);
/** Things that are no part of a home ("phone", "car"). */
export const ELSEWHERE = stemSet(DATA.elsewhere);
const HOUSEHOLD = stemSet(DATA.household);

/** The stems that name what a repair is about: its objects' words, without "old", "front", "my"… */
export function ownersOf(entry: RepairEntry): Set<string> {
  return new Set(
    entry.objects.flatMap((o) => termStems(o)).filter((s) => !BETWEEN.has(s) && !OF.has(s) && !PLACES.has(s)),
  );
}

/**
 * Every thing word (not a part): the household list, what is elsewhere, and the repairs' own things — the
 * word a name of theirs ends in ("heater" of "water heater"), as English compounds end in their thing. A word
 * that only describes one ("cold" of "cold water line", "wind" of "wind chime") is no thing: "cold front door"
 * is a front door.
 */
export function thingWords(objects: Iterable<readonly string[]>): Set<string> {
  const things = new Set([...HOUSEHOLD, ...ELSEWHERE]);
  for (const stems of objects) {
    const head = stems.at(-1);
    if (head !== undefined && !PARTS.has(head) && !BETWEEN.has(head) && !PLACES.has(head)) things.add(head);
  }
  return things;
}

/** An object term made only of part words ("hinge", "door handle"): it needs a thing to belong to. */
export const isPartTerm = (stems: readonly string[]) => stems.length > 0 && stems.every((s) => PARTS.has(s));

const DEFINITE = new Set(['the', 'it', 'its', 'this', 'that', 'their', 'my', 'our']);

/**
 * The things a part said at `at` belongs to, in its clause: things said right before it ("the oven door
 * hinge"), or after "on/of/in…" past any other parts ("the glass panel of our shower door", "the hinge on
 * my chest freezer lid"); failing those, the thing said last before it in its sentence ("my oven … the
 * door is locked"), or, for a part said with "the" or "its", in the sentence before ("my phone. the screen").
 */
export function thingsOfPart(
  stems: readonly string[],
  sentenceOf: readonly number[],
  clauseOf: readonly number[],
  at: number,
  end: number,
  things: ReadonlySet<string>,
): string[] {
  const found: string[] = [];
  const sameClause = (i: number) => clauseOf[i] === clauseOf[at];
  for (let i = at - 1; i >= Math.max(0, at - 3) && sameClause(i); i--) {
    const s = stems[i]!;
    if (things.has(s)) found.push(s);
    else if (!PARTS.has(s)) break;
  }
  let after = end;
  while (after < stems.length && sameClause(after) && PARTS.has(stems[after]!)) after++;
  if (OF.has(stems[after] ?? '') && sameClause(after)) {
    let i = after + 1;
    while (i < stems.length && sameClause(i) && BETWEEN.has(stems[i]!)) i++;
    for (let k = i; k < Math.min(stems.length, i + 3) && sameClause(k); k++)
      if (things.has(stems[k]!)) found.push(stems[k]!);
  }
  if (found.length) return found;
  const definite = DEFINITE.has(stems[at - 1] ?? '');
  for (let i = at - 1; i >= 0; i--) {
    if (sentenceOf[i]! < sentenceOf[at]! - (definite ? 1 : 0)) break;
    if (things.has(stems[i]!)) return [stems[i]!];
  }
  return found;
}
