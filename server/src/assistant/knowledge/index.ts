import { doorsWindows } from './doors-windows';
import { electrical } from './electrical';
import { homeSystems } from './home-systems';
import { outsideAndSealing } from './outside-sealing';
import { plumbing } from './plumbing';
import type { RepairEntry } from './schema';
import { wallsAndFloors } from './walls-floors';

/** The curated repairs of the offline assistant. */
export const KNOWLEDGE_BASE: readonly RepairEntry[] = [
  ...plumbing,
  ...electrical,
  ...doorsWindows,
  ...wallsAndFloors,
  ...homeSystems,
  ...outsideAndSealing,
];

export function findEntry(id: string): RepairEntry | undefined {
  return KNOWLEDGE_BASE.find((entry) => entry.id === id);
}
