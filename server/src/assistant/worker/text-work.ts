/**
 * The worker side of the text pool (pool.ts): the assistant's reading of a message — safety triage with
 * what was said before, and the offline engine's answer — on plain data, in a worker thread. Each worker
 * loads the knowledge base and the safety rules once.
 */
import { decideOffline } from '../offline/engine';
import type { ConverseInput, ConverseResult } from '../port';
import { read } from '../reading/read';
import type { HazardCategory } from '../safety/categories';
import { decideSafety, type SafetyDecision } from '../safety/gate';
import { ownedToolsSaid } from '../tools/owned';

/** Safety triage of a message, from texts (a Reading is made where the work runs). */
export interface SafetyTask {
  kind: 'safety';
  text: string;
  stopped: HazardCategory | null;
  homeAge: string | null;
  /** The person's earlier messages, oldest first. */
  earlier: string[];
}
/** The offline engine's answer (the message without its photos: the engine only counts them). */
interface OfflineTask {
  kind: 'offline';
  input: ConverseInput;
}
/** The tools a message says the person owns ("I have a plunger and gloves"), given the tools just offered. */
interface OwnedTask {
  kind: 'owned';
  text: string;
  offered: string[];
}
export type TextTask = SafetyTask | OfflineTask | OwnedTask;

export function safetyOf(task: SafetyTask): SafetyDecision {
  return decideSafety({
    reading: read(task.text),
    stopped: task.stopped,
    homeAge: task.homeAge,
    earlier: task.earlier.map((text) => read(text)),
  });
}

/** Piscina's entry: one task, one answer. */
export default function run(task: TextTask): SafetyDecision | ConverseResult | string[] {
  if (task.kind === 'safety') return safetyOf(task);
  if (task.kind === 'owned') return ownedToolsSaid(task.text, task.offered);
  return decideOffline(task.input);
}
