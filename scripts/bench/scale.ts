/**
 * Scale-out figures (issue 15), printed against their targets. Not tests: nothing here passes or fails.
 * 1. Heap per idle subscription: N WebSockets from a child process, each with projects.onChange open,
 *    against a server in this process; heap after GC, before and after, divided by N (target ≤ 6 KB).
 * 2. First streamed token: from the engine's first words to a follower's WebSocket (target ≤ 20 ms).
 * 3. projects.list throughput at 100 concurrent callers on PostgreSQL, against the same SQL sent straight
 *    through `pg` (target ≥ 0.7 of it), and with one and two instances (compiled server processes). Beside
 *    them, the floor: a bare node:http server answering the same JSON from the same SQL — the load generator,
 *    PostgreSQL and the server share this machine's cores, so no HTTP server here comes near `direct`.
 * Parts 1 and 2 run on PGlite; part 3 needs PostgreSQL binaries (it starts a throwaway server).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import pg from 'pg';
import WebSocket from 'ws';
import { loadConfig } from '../../server/src/config';
import { connectDatabase } from '../../server/src/db/connect';
import { createInProcessBus } from '../../server/src/events/in-process';
import { createOfflineAssistant } from '../../server/src/assistant/offline/engine';
import type { Assistant, ConverseResult } from '../../server/src/assistant/port';
import { startHttpServer } from '../../server/src/http/server';
import { createLogger } from '../../server/src/logger';
import type { AppRouter } from '../../server/src/router';
import { createServices } from '../../server/src/services';
import { ProjectService } from '../../server/src/features/projects/service';
import { users } from '../../server/src/db/schema';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SUBSCRIPTIONS = Number(process.env.BENCH_SUBSCRIPTIONS ?? 2000);
const LOAD_SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 8);
const CONCURRENCY = 100;

const gc = () => {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (!collect) throw new Error('run with node --expose-gc (npm run bench does)');
  for (let i = 0; i < 3; i += 1) collect();
};

async function inProcessApp(assistant?: Assistant) {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'fixwise-bench-scale'),
    RATE_LIMIT_SCALE: '100000',
    // thousands of one person's sockets from this one address
    WS_MAX_SOCKETS_PER_PERSON: '1000000',
    WS_MAX_SOCKETS_PER_ADDRESS: '1000000',
  });
  const database = await connectDatabase({ kind: 'pglite', dataDir: null });
  const bus = createInProcessBus();
  const services = createServices({
    config,
    logger: createLogger('silent'),
    database,
    bus,
    ...(assistant ? { assistant } : {}),
  });
  const server = await startHttpServer({ services, clientDir: '/nonexistent', port: 0, host: '127.0.0.1' });
  const [user] = await database.db
    .insert(users)
    .values({ email: `bench-${Date.now()}@example.com`, firstname: 'Bench' })
    .returning();
  const token = await services.sessions.issue(user!.id);
  return {
    services,
    server,
    token,
    userId: user!.id,
    close: async () => {
      await server.close(100);
      await database.close();
    },
  };
}

/**
 * Opens `count` sockets from a child process, each with `subscriptions` projects.onChange subscriptions
 * open (none: one ping answered); resolves once every socket has what it asked for.
 */
function openSockets(port: number, token: string, count: number, subscriptions: number): Promise<ChildProcess> {
  const script = `
    const WebSocket = require(${JSON.stringify(path.join(ROOT, 'node_modules/ws'))});
    let ready = 0;
    const want = ${count} * Math.max(1, ${subscriptions});
    for (let i = 0; i < ${count}; i++) {
      const ws = new WebSocket('ws://127.0.0.1:${port}/trpc?connectionParams=1');
      ws.on('open', () => {
        ws.send(JSON.stringify({ method: 'connectionParams', data: { token: ${JSON.stringify(token)} } }));
        if (${subscriptions} === 0) ws.send(JSON.stringify({ id: 1, method: 'query', params: { path: 'system.ping', input: undefined } }));
        for (let s = 1; s <= ${subscriptions}; s++) ws.send(JSON.stringify({ id: s, method: 'subscription', params: { path: 'projects.onChange', input: undefined } }));
      });
      ws.on('message', (data) => {
        const message = JSON.parse(String(data));
        if (message.result && (message.result.type === 'started' || message.result.type === 'data') && ++ready === want) process.stdout.write('ready\\n');
      });
      ws.on('error', (e) => { process.stderr.write(String(e) + '\\n'); process.exit(1); });
    }
    setInterval(() => {}, 1000);
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve(child));
    child.once('exit', (code) => reject(new Error(`socket child exited ${code}`)));
  });
}

/** Server heap, after collection, that `count` sockets with `subscriptions` each add, per socket. */
async function heapPerSocket(subscriptions: number, count = SUBSCRIPTIONS): Promise<number> {
  const app = await inProcessApp();
  try {
    // warm the paths once, so what is measured is per connection, not first use
    const warm = await openSockets(app.server.port, app.token, 20, subscriptions);
    warm.kill();
    await new Promise((r) => setTimeout(r, 500));
    gc();
    const before = process.memoryUsage().heapUsed;
    const child = await openSockets(app.server.port, app.token, count, subscriptions);
    await new Promise((r) => setTimeout(r, 500));
    gc();
    const after = process.memoryUsage().heapUsed;
    child.kill();
    return (after - before) / count;
  } finally {
    await app.close();
  }
}

/** From the engine's first words to a follower on a WebSocket, over `rounds` replies. */
async function firstToken(rounds: number) {
  const offline = createOfflineAssistant();
  let say: ((text: string) => void) | null = null;
  let finish: ((result: ConverseResult) => void) | null = null;
  let began: () => void = () => undefined;
  const assistant: Assistant = {
    ...offline,
    converse(_input, onToken) {
      say = onToken;
      began();
      return new Promise<ConverseResult>((resolve) => (finish = resolve));
    },
  };
  const app = await inProcessApp(assistant);
  const wsClient = createWSClient({
    url: `ws://127.0.0.1:${app.server.port}/trpc`,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    connectionParams: () => ({ token: app.token }),
  });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });
  const samples: number[] = [];
  try {
    const project = await client.projects.create.mutate({ projectTitle: 'First token' });
    for (let i = 0; i < rounds; i += 1) {
      const started = new Promise<void>((resolve) => (began = resolve));
      const sent = await client.chat.send.mutate({ projectId: project._id, text: `Question ${i}: my faucet drips` });
      await started;
      let saidAt = 0;
      const first = new Promise<number>((resolve, reject) => {
        const sub = client.chat.onReply.subscribe(
          { replyId: sent.replyId },
          {
            onData: ({ data }) => {
              if (data.type === 'delta' && data.text.includes('Turn')) {
                resolve(performance.now() - saidAt);
                sub.unsubscribe();
              }
            },
            onError: reject,
          },
        );
      });
      await new Promise((r) => setTimeout(r, 50)); // the follower is subscribed
      saidAt = performance.now();
      say!('Turn ');
      samples.push(await first);
      finish!({ response: 'Turn ', suggested_messages: [], current_state: 'in_progress', memory: {} });
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    wsClient.close();
    await app.close();
  }
  return samples;
}

/** Requests answered in LOAD_SECONDS by CONCURRENCY callers each calling `call` in a loop. */
async function throughput(call: (i: number) => Promise<void>): Promise<number> {
  let done = 0;
  const until = performance.now() + LOAD_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      while (performance.now() < until) {
        await call(worker + done);
        done += 1;
      }
    }),
  );
  return done / LOAD_SECONDS;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function get(url: string, token: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(`HTTP ${res.statusCode}`))));
    });
    req.on('error', reject);
  });
}

async function startServerProcess(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, [path.join(ROOT, 'server/dist/main.mjs')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '100000',
      OPENAI_API_KEY: '',
      DATA_DIR: path.join(os.tmpdir(), `fixwise-bench-${port}`),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the server did not start');
}

/** The floor server: node:http, one pg pool, the list query, JSON out (see listThroughput). */
async function startFloorServer(
  url: string,
  text: string,
  values: unknown[],
): Promise<{ url: string; child: ChildProcess }> {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const script = `
    const http = require('node:http');
    const pg = require(${JSON.stringify(path.join(ROOT, 'node_modules/pg'))});
    const pool = new pg.Pool({ connectionString: ${JSON.stringify(url)}, max: 10 });
    const query = { name: 'floor_projects_page', text: ${JSON.stringify(text)}, values: ${JSON.stringify(values)} };
    http.createServer(async (req, res) => {
      const { rows } = await pool.query(query);
      const body = JSON.stringify({ result: { data: rows } });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    }).listen(${port}, '127.0.0.1', () => process.stdout.write('up\\n'));
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`floor server exited ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, child };
}

async function listThroughput() {
  let pgEnv: string;
  try {
    pgEnv = execFileSync('bash', [path.join(ROOT, 'scripts/start-postgres.sh')], { encoding: 'utf8' });
  } catch {
    return null;
  }
  const url = /TEST_PG_URL='([^']+)'/.exec(pgEnv)?.[1];
  if (!url) throw new Error(`no TEST_PG_URL in: ${pgEnv}`);
  const servers: ChildProcess[] = [];
  try {
    const a = await startServerProcess({ DATABASE_URL: url });
    servers.push(a.child);
    const signup = await fetch(`${a.url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstname: 'Bench',
        lastname: 'Load',
        email: `load-${Date.now()}@example.com`,
        password: 'Str0ng!Pass-bench',
      }),
    });
    const { id: userId, token } = (await signup.json()) as { id: string; token: string };
    for (let i = 0; i < 20; i += 1) {
      await fetch(`${a.url}/api/projects`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ projectTitle: `Project ${i}` }),
      });
    }
    const list = (base: string) => get(`${base}/trpc/projects.list`, token);
    await throughput(() => list(a.url)); // warm-up
    const oneInstance = await throughput(() => list(a.url));

    // the same SQL, straight through pg, with the server's pool size
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    const database = await connectDatabase({ kind: 'postgres', url });
    const statement = (
      new ProjectService(database.db, createInProcessBus()) as unknown as { pageQuery: { queryString: string } }
    ).pageQuery.queryString;
    // the first page as projects.list asks for it: no cursor, no search, either status, 30 (and one more)
    const params = [userId, 'infinity', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '', '', 'all', 'all', 31];
    const direct = await throughput(async () => {
      await pool.query({ name: 'bench_projects_page', text: statement, values: params });
    });
    await database.close();

    // the floor of any HTTP server here: bare node:http in a process of its own, the same SQL through pg,
    // the same JSON — no framework, no session, no checks. What the machine allows beside `direct`.
    const floor = await startFloorServer(url, statement, params);
    servers.push(floor.child);
    await throughput(() => get(floor.url, token));
    const bare = await throughput(() => get(floor.url, token));
    floor.child.kill();
    await pool.end();

    const b = await startServerProcess({ DATABASE_URL: url });
    servers.push(b.child);
    await throughput((i) => list(i % 2 ? b.url : a.url));
    const twoInstances = await throughput((i) => list(i % 2 ? b.url : a.url));
    return { oneInstance, direct, bare, twoInstances };
  } finally {
    for (const child of servers) child.kill();
    const vars = Object.fromEntries([...pgEnv.matchAll(/(\w+)='([^']*)'/g)].map((m) => [m[1]!, m[2]!]));
    execFileSync('bash', [path.join(ROOT, 'scripts/stop-postgres.sh')], { env: { ...process.env, ...vars } });
  }
}

export async function benchScale(): Promise<void> {
  const socket = await heapPerSocket(0);
  const withOne = await heapPerSocket(1);
  const withThree = await heapPerSocket(3);
  const perSubscription = (withThree - withOne) / 2;
  const tokens = await firstToken(Number(process.env.BENCH_TOKEN_ROUNDS ?? 30));
  const sorted = [...tokens].sort((x, y) => x - y);
  const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const load = process.env.BENCH_SKIP_LOAD ? null : await listThroughput();
  console.log('\nScale-out (issue 15)');
  console.table([
    {
      figure: `heap per signed-in socket, no subscription (${SUBSCRIPTIONS} sockets)`,
      measured: `${(socket / 1024).toFixed(1)} KB`,
      target: '',
      met: '',
    },
    {
      figure: 'heap per socket with one idle subscription',
      measured: `${(withOne / 1024).toFixed(1)} KB`,
      target: '',
      met: '',
    },
    {
      figure: 'heap per idle subscription (3 vs 1 on a socket)',
      measured: `${(perSubscription / 1024).toFixed(1)} KB`,
      target: '≤ 6 KB',
      met: perSubscription <= 6 * 1024,
    },
    {
      figure: 'first token → follower, p50',
      measured: `${p(0.5).toFixed(1)} ms`,
      target: '≤ 20 ms',
      met: p(0.5) <= 20,
    },
    {
      figure: 'first token → follower, p95',
      measured: `${p(0.95).toFixed(1)} ms`,
      target: '≤ 20 ms',
      met: p(0.95) <= 20,
    },
    ...(load
      ? [
          {
            figure: `projects.list, 1 instance, ${CONCURRENCY} callers`,
            measured: `${load.oneInstance.toFixed(0)} req/s`,
            target: '',
            met: '',
          },
          {
            figure: 'the same SQL straight through pg',
            measured: `${load.direct.toFixed(0)} q/s`,
            target: '',
            met: '',
          },
          {
            figure: 'ratio',
            measured: (load.oneInstance / load.direct).toFixed(2),
            target: '≥ 0.7',
            met: load.oneInstance / load.direct >= 0.7,
          },
          {
            figure: 'floor: bare node:http + the same SQL',
            measured: `${load.bare.toFixed(0)} req/s (${(load.bare / load.direct).toFixed(2)} of pg)`,
            target: '',
            met: '',
          },
          {
            figure: 'projects.list against the floor',
            measured: (load.oneInstance / load.bare).toFixed(2),
            target: '',
            met: '',
          },
          {
            figure: `projects.list, 2 instances (2 cores in all)`,
            measured: `${load.twoInstances.toFixed(0)} req/s`,
            target: '',
            met: '',
          },
        ]
      : [
          {
            figure: 'projects.list throughput',
            measured: process.env.BENCH_SKIP_LOAD ? 'skipped (BENCH_SKIP_LOAD)' : 'skipped: no PostgreSQL binaries',
            target: '',
            met: '',
          },
        ]),
  ]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchScale().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
