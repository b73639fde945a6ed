/**
 * Fan-out of one change to many subscribers (issue "No one person can stall everyone"): one person holds
 * `BENCH_FANOUT_SOCKETS` sockets (default 50) with `BENCH_FANOUT_SUBSCRIPTIONS` projects.onChange
 * subscriptions each (default 20: 1,000 in all) from a child process; the child renames a project over
 * HTTP `BENCH_FANOUT_ROUNDS` times (default 15), one at a time, and times each rename from the call to the
 * first and to the last subscriber that receives it, and the spread between them (the fan-out itself,
 * without the rename's own request and write). A subscriber that has not received a rename 5 s after the
 * call counts as missed. Target: the last within 50 ms, none missed. Not a test: nothing here passes or
 * fails.
 */
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../../server/src/config';
import { connectDatabase } from '../../server/src/db/connect';
import { users } from '../../server/src/db/schema';
import { createInProcessBus } from '../../server/src/events/in-process';
import { startHttpServer } from '../../server/src/http/server';
import { createLogger } from '../../server/src/logger';
import { createServices } from '../../server/src/services';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOCKETS = Number(process.env.BENCH_FANOUT_SOCKETS ?? 50);
const SUBSCRIPTIONS = Number(process.env.BENCH_FANOUT_SUBSCRIPTIONS ?? 20);
const ROUNDS = Number(process.env.BENCH_FANOUT_ROUNDS ?? 15);
const WARMUP = 2;
const TARGET_MS = 50;

interface Round {
  firstMs: number;
  lastMs: number;
  missed: number;
}

/**
 * The subscribers and the renames, in a child process (its own event loop, as the people's devices
 * would be). Prints one JSON line per round.
 */
const CHILD = `
  const WebSocket = require(process.env.WS_MODULE);
  const { PORT, TOKEN, PROJECT, SOCKETS, SUBSCRIPTIONS, ROUNDS } = process.env;
  const sockets = Number(SOCKETS), per = Number(SUBSCRIPTIONS), rounds = Number(ROUNDS);
  const want = sockets * per;
  let started = 0;
  let round = null;
  const arrivals = new Map();
  const onData = (key, message) => {
    const change = message.result && message.result.type === 'data' ? message.result.data.data : null;
    if (!round || !change || change.type !== 'updated' || change.project.projectTitle !== round.title) return;
    if (arrivals.has(key)) return;
    arrivals.set(key, performance.now());
    if (arrivals.size === want) round.done();
  };
  for (let s = 0; s < sockets; s++) {
    const ws = new WebSocket('ws://127.0.0.1:' + PORT + '/trpc?connectionParams=1');
    ws.on('open', () => {
      ws.send(JSON.stringify({ method: 'connectionParams', data: { token: TOKEN } }));
      const frame = [];
      for (let i = 1; i <= per; i++) frame.push({ id: i, method: 'subscription', params: { path: 'projects.onChange', input: undefined } });
      ws.send(JSON.stringify(frame));
    });
    ws.on('message', (data) => {
      const text = String(data);
      if (text === 'PING') return ws.send('PONG');
      const message = JSON.parse(text);
      if (message.error) { process.stderr.write('subscription refused: ' + text + '\\n'); process.exit(1); }
      if (message.result && message.result.type === 'started' && ++started === want) void run();
      else onData(s + ':' + message.id, message);
    });
    ws.on('close', (code) => { if (code !== 1000 && code !== 1005) { process.stderr.write('socket closed ' + code + '\\n'); process.exit(1); } });
    ws.on('error', (e) => { process.stderr.write(String(e) + '\\n'); process.exit(1); });
  }
  async function rename(title) {
    const res = await fetch('http://127.0.0.1:' + PORT + '/trpc/projects.rename', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' + TOKEN },
      body: JSON.stringify({ projectId: PROJECT, projectTitle: title }),
    });
    if (!res.ok) throw new Error('rename: HTTP ' + res.status);
  }
  async function run() {
    for (let r = 0; r < rounds; r++) {
      arrivals.clear();
      const title = 'Fan-out ' + r;
      let done;
      const all = new Promise((resolve) => (done = resolve));
      round = { title, done };
      const at = performance.now();
      await rename(title);
      await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 5000))]);
      const times = [...arrivals.values()];
      process.stdout.write(JSON.stringify({
        firstMs: times.length ? Math.min(...times) - at : NaN,
        lastMs: times.length ? Math.max(...times) - at : NaN,
        missed: want - times.length,
      }) + '\\n');
      round = null;
    }
    process.exit(0);
  }
`;

function runChild(env: Record<string, string>): Promise<Round[]> {
  const child = spawn(process.execPath, ['-e', CHILD], {
    env: { ...process.env, ...env, WS_MODULE: path.join(ROOT, 'node_modules/ws') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0
        ? resolve(
            out
              .trim()
              .split('\n')
              .map((line) => JSON.parse(line) as Round),
          )
        : reject(new Error(`the subscribers' process exited with ${code}`)),
    );
  });
}

export async function benchFanout(): Promise<void> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'fixwise-bench-fanout'),
    RATE_LIMIT_SCALE: '100000',
  });
  const database = await connectDatabase({ kind: 'pglite', dataDir: null });
  const services = createServices({ config, logger: createLogger('silent'), database, bus: createInProcessBus() });
  const server = await startHttpServer({ services, clientDir: '/nonexistent', port: 0, host: '127.0.0.1' });
  try {
    const [user] = await database.db
      .insert(users)
      .values({ email: `fanout-${Date.now()}@example.com`, firstname: 'Bench' })
      .returning();
    const token = await services.sessions.issue(user!.id);
    const project = await services.projects.create(user!.id, 'Fan-out');
    const rounds = await runChild({
      PORT: String(server.port),
      TOKEN: token,
      PROJECT: project._id,
      SOCKETS: String(SOCKETS),
      SUBSCRIPTIONS: String(SUBSCRIPTIONS),
      ROUNDS: String(ROUNDS + WARMUP),
    });
    const measured = rounds.slice(WARMUP);
    const sorted = (pick: (r: Round) => number) => measured.map(pick).sort((a, b) => a - b);
    const median = (xs: number[]) => xs[Math.floor(xs.length / 2)]!;
    const last = sorted((r) => r.lastMs);
    const first = sorted((r) => r.firstMs);
    const spread = sorted((r) => r.lastMs - r.firstMs);
    const missed = measured.reduce((n, r) => n + r.missed, 0);
    const subscribers = SOCKETS * SUBSCRIPTIONS;
    console.log(
      `\nFan-out: one rename → ${subscribers} projects.onChange subscribers of one person (${SOCKETS} sockets × ${SUBSCRIPTIONS}), ${ROUNDS} renames after ${WARMUP} warm-up`,
    );
    console.table([
      { figure: 'first subscriber, median', measured: `${median(first).toFixed(1)} ms`, target: '', met: '' },
      {
        figure: 'first → last subscriber, median / worst',
        measured: `${median(spread).toFixed(1)} / ${spread[spread.length - 1]!.toFixed(1)} ms`,
        target: '',
        met: '',
      },
      {
        figure: 'last subscriber, median',
        measured: `${median(last).toFixed(1)} ms`,
        target: `≤ ${TARGET_MS} ms`,
        met: median(last) <= TARGET_MS,
      },
      {
        figure: 'last subscriber, worst',
        measured: `${last[last.length - 1]!.toFixed(1)} ms`,
        target: `≤ ${TARGET_MS} ms`,
        met: last[last.length - 1]! <= TARGET_MS,
      },
      {
        figure: 'missed deliveries',
        measured: `${missed} of ${subscribers * ROUNDS}`,
        target: '0',
        met: missed === 0,
      },
    ]);
  } finally {
    await server.close(100);
    await database.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchFanout().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
