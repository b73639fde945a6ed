/**
 * `npm run kb:check [files…]`: validates the repair data files (all of them, or the ones named) and
 * prints every problem with its file and field.
 */
import path from 'node:path';
import { KNOWLEDGE_DIR, checkKnowledgeFiles, readEntryFile } from '../server/src/assistant/knowledge/load';

const named = process.argv.slice(2);
let problems: string[];
let count: number;
if (named.length) {
  problems = [];
  count = 0;
  for (const file of named) {
    try {
      readEntryFile(KNOWLEDGE_DIR, path.relative(KNOWLEDGE_DIR, path.resolve(file)));
      count++;
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
} else {
  ({ entries: count, problems } = checkKnowledgeFiles());
}
for (const problem of problems) console.error(`✗ ${problem}`);
console.log(`${count} valid ${count === 1 ? 'entry' : 'entries'}, ${problems.length} with problems`);
process.exit(problems.length ? 1 : 0);
