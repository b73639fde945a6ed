import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDataFile } from '../data-file';
import { RepairEntrySchema, type RepairEntry } from './schema';

/**
 * Where the repair data files live: one YAML file per repair, in the folder of its category.
 * @internal
 */
export const KNOWLEDGE_DIR = fileURLToPath(new URL('../../../knowledge', import.meta.url));

/** @internal */
export class InvalidKnowledgeEntry extends Error {}

/** The repair files: every YAML file in a category folder (files at the top, such as tools.yaml, are other data). */
function entryFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => (f.endsWith('.yaml') || f.endsWith('.yml')) && path.dirname(f) !== '.')
    .sort();
}

/** Reads and validates one entry file (`file` relative to `dir`). */
function readEntryFile(dir: string, file: string): RepairEntry {
  const where = path.join(path.basename(dir), file);
  const entry = readDataFile(path.join(dir, file), where, RepairEntrySchema, InvalidKnowledgeEntry);
  if (path.basename(file).replace(/\.ya?ml$/, '') !== entry.id)
    throw new InvalidKnowledgeEntry(`${where}: the file name must be the id (${entry.id}.yaml)`);
  if (path.dirname(file) !== entry.category)
    throw new InvalidKnowledgeEntry(`${where}: the file must be in the folder of its category (${entry.category}/)`);
  return entry;
}

/**
 * Reads the folder's entries (or only `files`, relative to `dir`), collecting every problem instead of
 * stopping at the first: `npm run kb:check` prints them all, start-up stops at the first.
 * @internal
 */
export function readKnowledgeFiles(
  dir = KNOWLEDGE_DIR,
  files = entryFiles(dir),
): { entries: RepairEntry[]; problems: string[] } {
  const problems: string[] = [];
  const ids = new Map<string, string>();
  const entries: RepairEntry[] = [];
  for (const file of files) {
    try {
      const entry = readEntryFile(dir, file);
      if (ids.has(entry.id))
        throw new InvalidKnowledgeEntry(`${file}: the id ${entry.id} is also used by ${ids.get(entry.id)}`);
      ids.set(entry.id, file);
      entries.push(entry);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  return { entries, problems };
}

/** Reads and validates every entry; a bad file stops start-up with its path and the field at fault. */
export function loadKnowledgeBase(dir = KNOWLEDGE_DIR): RepairEntry[] {
  const { entries, problems } = readKnowledgeFiles(dir);
  if (problems.length) throw new InvalidKnowledgeEntry(problems[0]);
  return entries;
}
