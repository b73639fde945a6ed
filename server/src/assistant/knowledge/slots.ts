import path from 'node:path';
import { z } from 'zod';
import { readDataFile } from '../data-file';
import type { Reading } from '../reading/read';
import { read } from '../reading/read';
import { TermIndex } from '../reading/terms';
import { KNOWLEDGE_DIR } from './load';

/**
 * The details a handyman asks about, as slots (server/knowledge/slots.yaml): which slot a repair's question
 * asks about, and which slots a person's message already says. A slot said is never asked again.
 */
/** @internal (the evaluation's scenarios name slots too) */
export const SLOT_NAMES = [
  'room',
  'kind',
  'brand',
  'size',
  'below',
  'material',
  'floor',
  'age',
  'severity',
  'tools',
] as const;
export type Slot = (typeof SLOT_NAMES)[number];

const words = z.array(z.string().trim().min(1));
const SlotsSchema = z.object({
  slots: z.record(z.enum(SLOT_NAMES), z.object({ asks: words.min(1), says: words }).strict()),
});
class InvalidSlots extends Error {}
const DATA = readDataFile(path.join(KNOWLEDGE_DIR, 'slots.yaml'), 'knowledge/slots.yaml', SlotsSchema, InvalidSlots);

const ASKS = new TermIndex<Slot>('word');
const SAYS = new TermIndex<Slot>('stem');
for (const [slot, { asks, says }] of Object.entries(DATA.slots) as Array<[Slot, { asks: string[]; says: string[] }]>) {
  for (const term of asks) ASKS.add(term, slot);
  for (const term of says) SAYS.add(term, slot);
}

/**
 * The slot a question asks about (the first one its words name), or null.
 * @internal
 */
export function questionSlot(question: string): Slot | null {
  return ASKS.findIn(read(question).tokens)[0]?.key ?? null;
}

/** The slots a message says ("moen single handle kitchen faucet": brand, kind, room). */
export function slotsSaid(reading: Reading): Set<Slot> {
  const said = new Set(SAYS.findIn(reading.tokens).map((h) => h.key));
  // a size written as dimensions: "16x25x1", "2x4"
  // (the reading writes the x as "by": "16 by 25 by 1")
  const number = (i: number) => NUMBER.test(reading.tokens[i]?.word ?? '');
  if (reading.tokens.some((t, i) => t.word === 'by' && number(i - 1) && number(i + 1))) said.add('size');
  return said;
}
const NUMBER = /^\d+(?:\.\d+)?$/;

/** Words too common to tell the options of a question apart. */
const PLAIN = new Set(
  'a an the it is are was do does did you your it its or and one any some which what how is there this that of in on at to with for from just only both either can could'.split(
    ' ',
  ),
);

/**
 * The options a choice question offers ("Front-loader or top-loader?", "Is it the kitchen or a bathroom
 * faucet?"), each as the stems that tell it from the others.
 */
function options(question: string): string[][] {
  if (!/\bor\b/i.test(question)) return [];
  const parts = question
    .replace(/\([^()]*\)/g, ' ')
    .split(/\?|,|\bor\b/i)
    .map((p) =>
      read(p)
        .tokens.map((t) => t.stem)
        .filter((s) => !PLAIN.has(s)),
    )
    .filter((p) => p.length > 0);
  if (parts.length < 2) return [];
  // the words every option shares ("faucet" in "kitchen or bathroom faucet") tell none apart
  const count = new Map<string, number>();
  for (const p of parts) for (const s of new Set(p)) count.set(s, (count.get(s) ?? 0) + 1);
  return parts.map((p) => p.filter((s) => (count.get(s) ?? 0) < parts.length)).filter((p) => p.length > 0);
}

/**
 * Whether what the person said already answers a question: its slot is said, or one of the options it
 * offers is ("front loader" answers "Front-loader or top-loader?"). Such a question is never asked.
 */
export function alreadyAnswered(question: string, said: Reading, filled: ReadonlySet<Slot>): boolean {
  const slot = questionSlot(question);
  if (slot && filled.has(slot)) return true;
  const stems = new Set(said.tokens.map((t) => t.stem));
  // options lead with the word that tells them apart: "electric dryer … or gas", "hum or grind"
  return options(question).some((option) => stems.has(option[0]!));
}
