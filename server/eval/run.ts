/**
 * `npm run eval:assistant`: drives the real chat and generation services (offline engine, embedded
 * PostgreSQL in memory) through every scenario and prints figures per category. Exits 1 when a figure
 * misses its threshold.  Options: --set scenarios,independent,fresh,third,fourth,fifth · --only <id part> · --verbose (transcripts of failures)
 */
import { parseArgs } from 'node:util';
import { createOfflineAssistant } from '../src/assistant/offline/engine';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/connect';
import { createInProcessBus } from '../src/events/in-process';
import { createLogger } from '../src/logger';
import { createServices } from '../src/services';
import { drive, type Outcome } from './drive';
import { HELD_OUT, KINDS, SETS, loadScenarios, type SetName } from './load-scenarios';
import { meets, score, type Figure } from './score';

const { values } = parseArgs({
  options: { set: { type: 'string' }, only: { type: 'string' }, verbose: { type: 'boolean', default: false } },
});
// a held-out set is measured on its own, once, when asked for by name
const sets = (values.set ? values.set.split(',') : SETS.filter((s) => !HELD_OUT.includes(s))) as SetName[];

function table(title: string, figures: Figure[]): boolean {
  console.log(`\n${title}`);
  let ok = true;
  for (const f of figures) {
    const pct = f.total ? ((100 * f.passed) / f.total).toFixed(1) : '—';
    const bound = f.min !== undefined ? `≥ ${f.min * 100}%` : f.max !== undefined ? `≤ ${f.max * 100}%` : '';
    const pass = meets(f);
    if (bound && !pass) ok = false;
    console.log(
      `  ${bound ? (pass ? '✓' : '✗') : ' '} ${f.name.padEnd(60)} ${`${f.passed}/${f.total}`.padStart(8)}  ${pct.padStart(5)}%  ${bound}`,
    );
  }
  return ok;
}

function transcript(o: Outcome): string {
  const lines = o.turns.map((t) => `    > ${t.said}\n    < [${t.state}] ${t.reply.replace(/\s+/g, ' ').slice(0, 220)}`);
  return [
    `  ${o.scenario.set}/${o.scenario.id} (${o.scenario.kind}) generation: ${o.generation}${o.planText ? ` — ${o.planText.slice(0, 90)}` : ''}`,
    ...lines,
  ].join('\n');
}

async function main() {
  const database = await connectDatabase({ kind: 'pglite', dataDir: null });
  const config = loadConfig({ DATA_DIR: '/tmp/fixwise-eval-unused', LOG_LEVEL: 'silent' });
  const services = createServices({
    config,
    logger: createLogger('silent'),
    database,
    bus: createInProcessBus(),
    assistant: createOfflineAssistant({ chunkDelayMs: 0 }),
  });
  const started = Date.now();
  const all: Outcome[] = [];
  let n = 0;
  for (const set of sets) {
    const scenarios = loadScenarios(set).filter((s) => !values.only || s.id.includes(values.only));
    if (!scenarios.length) continue;
    const outcomes: Outcome[] = [];
    for (const scenario of scenarios) outcomes.push(await drive(services, scenario, n++));
    all.push(...outcomes);
    const counts = KINDS.map((k) => `${k} ${outcomes.filter((o) => o.scenario.kind === k).length}`).join(', ');
    table(`${set}: ${outcomes.length} scenarios (${counts})`, score(outcomes));
  }
  const figures = score(all);
  const ok = table(`all sets: ${all.length} scenarios (thresholds apply here)`, figures);
  if (values.verbose || !ok) {
    const failing = new Set(
      figures
        .filter((f) => f.min !== undefined || f.max !== undefined)
        .filter((f) => values.verbose || !meets(f))
        .flatMap((f) => f.failures),
    );
    const byId = new Map(all.map((o) => [o.scenario.id, o]));
    if (failing.size) console.log(`\nScenarios behind the figures${values.verbose ? '' : ' that missed'}:`);
    for (const id of failing) console.log(transcript(byId.get(id)!));
  }
  console.log(`\n${all.length} scenarios in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await database.close();
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
