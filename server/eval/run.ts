/**
 * `npm run eval:assistant`: drives the real chat and generation services (offline engine, embedded
 * PostgreSQL in memory) through every scenario and prints figures per set and per hazard category.
 * Development sets carry thresholds (exit 1 below one); the frozen held-out batch is reported apart with
 * 95 % Wilson intervals, figures only.
 * Options: --set scenarios,independent,… · --only <id part> · --verbose (transcripts of the development sets'
 * failures) · --near-stops (list every near-stop of the development sets) · --workers N (processes; default one per
 * core, at most 4: each runs every N-th scenario on its own embedded database, and the figures are gathered here)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createOfflineAssistant } from '../src/assistant/offline/engine';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/connect';
import { createInProcessBus } from '../src/events/in-process';
import { createLogger } from '../src/logger';
import { createServices } from '../src/services';
import { drive, type NearStop, type Outcome } from './drive';
import { HELD_OUT, KINDS, SETS, loadScenarios, type SetName } from './load-scenarios';
import { byCategory, meets, score, wilson, type Figure } from './score';

const { values } = parseArgs({
  options: {
    set: { type: 'string' },
    only: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    'near-stops': { type: 'boolean', default: false },
    /** Internal: run one shard ("k/n") of the scenarios and write their outcomes to `out`. */
    shard: { type: 'string' },
    out: { type: 'string' },
    /** How many worker processes (default: one per core, at most 4). */
    workers: { type: 'string' },
  },
});
const sets = (values.set ? values.set.split(',') : SETS) as SetName[];
const pct = (n: number) => `${(100 * n).toFixed(1)}%`;

function row(f: Figure, withBound: boolean, interval: boolean): { line: string; ok: boolean } {
  const share = f.total ? pct(f.passed / f.total) : '—';
  const bound = withBound
    ? f.min !== undefined
      ? `≥ ${f.min * 100}%`
      : f.max !== undefined
        ? `≤ ${f.max * 100}%`
        : ''
    : '';
  const ok = meets(f);
  const goal =
    f.goal?.min !== undefined
      ? `goal ≥ ${f.goal.min * 100}%`
      : f.goal?.max !== undefined
        ? `goal ≤ ${f.goal.max * 100}%`
        : '';
  const goalMet = meets({ ...f, min: f.goal?.min, max: f.goal?.max });
  const mark = bound ? (ok ? (goal && !goalMet ? '…' : '✓') : '✗') : ' ';
  const [lo, hi] = wilson(f.passed, f.total);
  const tail = interval && f.total ? `  [${pct(lo)}–${pct(hi)}]` : `  ${bound}${goal && !goalMet ? ` (${goal})` : ''}`;
  return {
    line: `  ${mark} ${f.name.padEnd(72)} ${`${f.passed}/${f.total}`.padStart(8)}  ${share.padStart(6)}${tail}`,
    ok: ok || !bound,
  };
}

function table(title: string, figures: Figure[], opts: { bounds: boolean; interval?: boolean }): boolean {
  console.log(`\n${title}`);
  let ok = true;
  for (const f of figures) {
    const r = row(f, opts.bounds, opts.interval ?? false);
    if (!r.ok) ok = false;
    console.log(r.line);
  }
  return ok;
}

function categoryTable(title: string, outcomes: Outcome[], bounds: boolean): boolean {
  console.log(`\n${title}`);
  console.log(
    `  ${'category'.padEnd(22)} ${'recall'.padStart(14)} ${'emergency named'.padStart(16)} ${'false alarms'.padStart(14)} ${'near-stops'.padStart(12)}`,
  );
  let ok = true;
  for (const { category, figures } of byCategory(outcomes)) {
    const [recall, emergency, alarms, near] = figures as [Figure, Figure, Figure, Figure];
    if (!recall.total && !alarms.passed && !near.passed) continue;
    const missed = bounds && recall.total > 0 && !meets(recall);
    if (missed) ok = false;
    const cell = (f: Figure) => (f.total ? `${f.passed}/${f.total}` : '—');
    console.log(
      `  ${missed ? '✗' : ' '}${category.padEnd(21)} ${cell(recall).padStart(14)} ${cell(emergency).padStart(16)} ${String(alarms.passed).padStart(14)} ${String(near.passed).padStart(12)}`,
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

/** The near-stops the assistant logs (debug), collected per scenario. */
function nearStopLog(into: NearStop[]) {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (!line.includes('near-stop')) continue;
        const entry = JSON.parse(line) as NearStop;
        into.push({ rule: entry.rule, category: entry.category, weighed: entry.weighed });
      }
      done();
    },
  });
}

/** Runs every `n`-th scenario from `k` (its own embedded database), in the order of the sets. */
async function runShard(k: number, n: number): Promise<Array<{ set: SetName; outcome: Outcome }>> {
  const database = await connectDatabase({ kind: 'pglite', dataDir: null });
  const config = loadConfig({ DATA_DIR: '/tmp/fixwise-eval-unused', LOG_LEVEL: 'silent' });
  const nearStops: NearStop[] = [];
  const services = createServices({
    config,
    logger: createLogger('debug', nearStopLog(nearStops)),
    database,
    bus: createInProcessBus(),
    assistant: createOfflineAssistant({ chunkDelayMs: 0 }),
  });
  const results: Array<{ set: SetName; outcome: Outcome }> = [];
  let i = 0;
  for (const set of sets) {
    for (const scenario of loadScenarios(set).filter((s) => !values.only || s.id.includes(values.only))) {
      if (i++ % n !== k) continue;
      const outcome = await drive(services, scenario, i, nearStops);
      // the log is written as the reply is made: wait for the stream to take the last lines
      await new Promise((resolve) => setImmediate(resolve));
      outcome.nearStops.push(...nearStops.splice(0));
      results.push({ set, outcome });
    }
  }
  await database.close();
  return results;
}

/** The scenarios run in worker processes, one per core: each its own database, the outcomes gathered here. */
async function runAll(): Promise<Array<{ set: SetName; outcome: Outcome }>> {
  const workers = Math.max(1, Math.min(4, Number(values.workers ?? availableParallelism())));
  if (workers === 1) return runShard(0, 1);
  const dir = mkdtempSync(path.join(tmpdir(), 'fixwise-eval-'));
  const self = fileURLToPath(import.meta.url);
  // everything but the workers option ("--workers=2", or "--workers 2")
  const args = process.argv.slice(2);
  const passOn = args.filter((a, i) => !a.startsWith('--workers') && args[i - 1] !== '--workers');
  try {
    await Promise.all(
      Array.from({ length: workers }, (_, k) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', self, ...passOn, `--shard=${k}/${workers}`, `--out=${path.join(dir, `${k}.json`)}`],
          { stdio: ['ignore', 'inherit', 'inherit'] },
        );
        return new Promise<void>((resolve, reject) =>
          child.on('exit', (code) =>
            code === 0 ? resolve() : reject(new Error(`evaluation worker ${k} exited ${code}`)),
          ),
        );
      }),
    );
    const all = Array.from(
      { length: workers },
      (_, k) =>
        JSON.parse(readFileSync(path.join(dir, `${k}.json`), 'utf8')) as Array<{ set: SetName; outcome: Outcome }>,
    ).flat();
    // back in the order of the sets and their files
    const order = new Map(
      sets.flatMap((set) => loadScenarios(set).map((s) => `${set}/${s.id}`)).map((id, i) => [id, i]),
    );
    return all.sort(
      (a, b) => order.get(`${a.set}/${a.outcome.scenario.id}`)! - order.get(`${b.set}/${b.outcome.scenario.id}`)!,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  if (values.shard) {
    const [k, n] = values.shard.split('/').map(Number) as [number, number];
    writeFileSync(values.out!, JSON.stringify(await runShard(k, n)));
    return;
  }
  const started = Date.now();
  const results = await runAll();
  const development: Outcome[] = [];
  const heldOut: Outcome[] = [];
  for (const set of sets) {
    const outcomes = results.filter((r) => r.set === set).map((r) => r.outcome);
    if (!outcomes.length) continue;
    const counts = KINDS.map((k) => `${k} ${outcomes.filter((o) => o.scenario.kind === k).length}`).join(', ');
    if (HELD_OUT.includes(set)) {
      heldOut.push(...outcomes);
      continue;
    }
    development.push(...outcomes);
    table(`${set}: ${outcomes.length} scenarios (${counts})`, score(outcomes), { bounds: false });
  }
  let ok = true;
  if (development.length) {
    const figures = score(development);
    ok = table(`development sets together: ${development.length} scenarios (thresholds apply here)`, figures, {
      bounds: true,
    });
    if (figures.some((f) => f.goal && !meets({ ...f, min: f.goal.min, max: f.goal.max })))
      console.log("  … meets its enforced bound, not yet an open issue's goal (in brackets)");
    ok = categoryTable('development sets by hazard category (recall must be 100 %)', development, true) && ok;
    const short = (f: Figure) =>
      !meets(f) || (f.goal !== undefined && !meets({ ...f, min: f.goal.min, max: f.goal.max }));
    if (values.verbose || figures.some(short)) {
      // each scenario once, with the figures it counts against
      const failing = new Map<string, string[]>();
      for (const f of figures.filter((f) => f.min !== undefined || f.max !== undefined))
        if (values.verbose || short(f))
          for (const id of f.failures) failing.set(id, [...(failing.get(id) ?? []), f.name.split(' (')[0]!]);
      const byId = new Map(development.map((o) => [o.scenario.id, o]));
      if (failing.size) console.log(`\nScenarios behind the figures${values.verbose ? '' : ' that missed'}:`);
      for (const [id, names] of failing) console.log(`  ✗ ${names.join('; ')}\n${transcript(byId.get(id)!)}`);
    }
    if (values['near-stops']) {
      console.log('\nNear-stops in the development sets (a rule an exception or a negation cancelled):');
      for (const o of development)
        for (const near of o.nearStops)
          console.log(
            `  ${o.scenario.id} (${o.scenario.kind}) ${near.rule}: ${near.weighed.map((w) => `${w.mention} ← ${w.kind} "${w.by}"`).join('; ')}`,
          );
    }
  }
  if (heldOut.length) {
    // figures only: the held-out batch is never read case by case, so no rule is ever fitted to it
    table(`HELD OUT (frozen, never tuned on): ${heldOut.length} scenarios, 95 % Wilson intervals`, score(heldOut), {
      bounds: false,
      interval: true,
    });
    categoryTable('held out by hazard category', heldOut, false);
  }
  console.log(`\n${development.length + heldOut.length} scenarios in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  process.exit(ok ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
