/**
 * `npm run kb:check [files…]`: validates the repair data files (all of them, or the ones named) and
 * prints every problem with its file and field.
 */
import path from 'node:path';
import { KNOWLEDGE_DIR, readKnowledgeFiles } from '../server/src/assistant/knowledge/load';

const named = process.argv.slice(2).map((file) => path.relative(KNOWLEDGE_DIR, path.resolve(file)));
const { entries, problems } = readKnowledgeFiles(KNOWLEDGE_DIR, named.length ? named : undefined);
for (const problem of problems) console.error(`✗ ${problem}`);
console.log(`${entries.length} valid ${entries.length === 1 ? 'entry' : 'entries'}, ${problems.length} with problems`);
process.exit(problems.length ? 1 : 0);
