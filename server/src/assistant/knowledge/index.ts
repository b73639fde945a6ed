import { loadKnowledgeBase } from './load';
import type { RepairEntry } from './schema';

/** The curated repairs of the offline assistant, read once. */
export const KNOWLEDGE_BASE: readonly RepairEntry[] = loadKnowledgeBase();
const BY_ID = new Map(KNOWLEDGE_BASE.map((entry) => [entry.id, entry]));

export function findEntry(id: string): RepairEntry | undefined {
  return BY_ID.get(id);
}
