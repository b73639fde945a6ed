// The closing line of `npm test`: every test counted from the vitest JSON reports of the run, in the plain
// form CI reads ("N passed, N failed"), so a run that executed nothing can never look green.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()) {
  const report = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
// the bare form, alone on the last line: "N passed, N failed, N skipped"
console.log(
  `\nEvery test of this run, counted from vitest's reports:\n${passed} passed, ${failed} failed, ${skipped} skipped`,
);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
