/**
 * Hostile requests against a real server process (issue "No one person can stall everyone"): the built server
 * (server/dist/main.mjs, as production runs it, with its text worker pool) on an embedded database, one
 * attacker and one bystander. Each attack runs while the bystander calls `GET /api/projects` and
 * `GET /api/health` one after another; the table prints the bystander's latency during the attack (p50, p99,
 * worst) against a budget of 50 ms, and what the attack got. Not a test: nothing here passes or fails.
 *
 * BENCH_ATTACK_ROUNDS (default 3): how many times each attack is sent.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROUNDS = Number(process.env.BENCH_ATTACK_ROUNDS ?? 3);
const BUDGET_MS = 50;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface Person {
  id: string;
  token: string;
  project: string;
}

async function startServer(): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fixwise-attacks-'));
  const child = spawn(process.execPath, ['server/dist/main.mjs'], {
    cwd: ROOT,
    // the attacker is never throttled here: the figures are what one request costs everyone else
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_SCALE: '100000' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { url, child, dataDir };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not start');
}

// biome-ignore lint/suspicious/noExplicitAny: the bench reads a few fields of JSON answers it made itself
type Json = any;
async function json(
  url: string,
  method: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: Json }> {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

async function person(url: string, name: string): Promise<Person> {
  const email = `${name}-${Date.now()}@example.com`;
  const made = await json(`${url}/api/users`, 'POST', {
    firstname: name,
    lastname: 'Bench',
    email,
    password: 'Bench-pass-123',
  });
  const { id, token } = made.body as { id: string; token: string };
  const project = await json(`${url}/api/projects`, 'POST', { projectTitle: `${name}'s repair`, userId: id }, token);
  await json(`${url}/api/chatbot/start`, 'POST', { user: id, project: project.body.id }, token);
  return { id, token, project: project.body.id as string };
}

/** The bystander's calls while `attack` runs: latency of each, in ms. */
async function during(url: string, bystander: Person, attack: () => Promise<string>) {
  const samples: number[] = [];
  let done = false;
  const watch = (async () => {
    let i = 0;
    while (!done) {
      const started = performance.now();
      await fetch(i++ % 2 ? `${url}/api/health` : `${url}/api/projects`, {
        headers: { authorization: `Bearer ${bystander.token}` },
      }).then((r) => r.arrayBuffer());
      samples.push(performance.now() - started);
    }
  })();
  const started = performance.now();
  const got = await attack();
  const took = performance.now() - started;
  done = true;
  await watch;
  const sorted = samples.sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    'attack ms': took.toFixed(0),
    'bystander calls': samples.length,
    'p50 ms': at(0.5).toFixed(1),
    'p99 ms': at(0.99).toFixed(1),
    'worst ms': (sorted.at(-1) ?? 0).toFixed(1),
    'within 50 ms': at(0.99) <= BUDGET_MS ? 'yes' : 'NO',
    'the attack got': got,
  };
}

const prose = (chars: number, seed: number) => {
  const words =
    'the kitchen sink drains slowly and the bathroom door squeaks also my faucet drips when the water runs and the pipe under it is wet we moved in last year'.split(
      ' ',
    );
  let text = '';
  for (let i = seed; text.length < chars; i++) text += `${words[(i * 7) % words.length]}${i % 13 === 0 ? '. ' : ' '}`;
  return text.slice(0, chars);
};

export async function benchAttacks(): Promise<void> {
  const { url, child, dataDir } = await startServer();
  try {
    const attacker = await person(url, 'attacker');
    const bystander = await person(url, 'bystander');
    const say = async (text: string, who = attacker, project = who.project) => {
      const res = await json(`${url}/api/chatbot/chat`, 'POST', { user: who.id, project, message: text }, who.token);
      return res.status === 200 ? `200, ${String(res.body.response).slice(0, 40)}…` : `${res.status} ${res.body?.code}`;
    };
    const repeat = async (attack: () => Promise<string>) => {
      let got = '';
      for (let i = 0; i < ROUNDS; i++) got = await attack();
      return got;
    };
    const fresh = async () =>
      (await json(`${url}/api/projects`, 'POST', { projectTitle: 'Attack', userId: attacker.id }, attacker.token)).body
        .id as string;

    const rows: Record<string, Record<string, unknown>> = {};
    rows['idle (no attack)'] = await during(url, bystander, async () => {
      await new Promise((r) => setTimeout(r, 1_000));
      return '—';
    });
    rows['4,000 digits and spaces (chat)'] = await during(url, bystander, () =>
      repeat(async () =>
        say(Array.from({ length: 4_000 }, (_, i) => (i % 3 ? '1' : ' ')).join(''), attacker, await fresh()),
      ),
    );
    rows['4,000 line breaks after a bullet (chat)'] = await during(url, bystander, () =>
      repeat(async () => say(`- drill\n${'\n'.repeat(3_990)}x`, attacker, await fresh())),
    );
    rows['4,000 characters of prose (chat)'] = await during(url, bystander, () =>
      repeat(async () => say(prose(4_000, 1), attacker, await fresh())),
    );
    rows['8 long messages in one conversation'] = await during(url, bystander, async () => {
      const project = await fresh();
      let got = '';
      for (let i = 0; i < 8; i++) got = await say(prose(4_000, i * 3), attacker, project);
      return got;
    });
    rows['8 MB JSON without a token (×3 at once)'] = await during(url, bystander, async () => {
      const body = JSON.stringify({ email: 'a@b.co', password: 'x', filler: 'x'.repeat(8 * 1024 * 1024) });
      const sent = await Promise.all(
        [0, 1, 2].map(() =>
          fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).then(
            (r) => r.status,
            (e: Error) => e.message,
          ),
        ),
      );
      return sent.join(', ');
    });
    rows['one WebSocket frame of 3,000 calls'] = await during(url, bystander, async () => {
      const ws = new WebSocket(`${url.replace('http', 'ws')}/trpc`);
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      const closed = new Promise<string>((resolve) => ws.once('close', (code) => resolve(`closed ${code}`)));
      let answers = 0;
      ws.on('message', () => answers++);
      ws.send(
        JSON.stringify(
          Array.from({ length: 3_000 }, (_, id) => ({ id, method: 'query', params: { path: 'system.ping' } })),
        ),
      );
      const ended = await Promise.race([closed, new Promise<string>((r) => setTimeout(() => r('open'), 1_500))]);
      ws.terminate();
      return `${answers} answers, ${ended}`;
    });
    rows['2,000 subscriptions on one socket'] = await during(url, bystander, async () => {
      const ws = new WebSocket(`${url.replace('http', 'ws')}/trpc`);
      await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
      const closed = new Promise<string>((resolve) => ws.once('close', (code) => resolve(`closed ${code}`)));
      let messages = 0;
      ws.on('message', () => messages++);
      for (let id = 0; id < 2_000; id++)
        ws.send(JSON.stringify({ id, method: 'subscription', params: { path: 'system.onTick' } }));
      const ended = await Promise.race([closed, new Promise<string>((r) => setTimeout(() => r('open'), 1_500))]);
      ws.terminate();
      return `${messages} messages in 1.5 s, ${ended}`;
    });
    rows['300 sockets from one address'] = await during(url, bystander, async () => {
      const sockets = Array.from({ length: 300 }, () => new WebSocket(`${url.replace('http', 'ws')}/trpc`));
      const states = await Promise.all(
        sockets.map(
          (ws) =>
            new Promise<string>((resolve) => {
              ws.once('open', () => setTimeout(() => resolve(ws.readyState === ws.OPEN ? 'open' : 'closed'), 500));
              ws.once('close', () => resolve('closed'));
              ws.once('error', () => resolve('refused'));
            }),
        ),
      );
      for (const ws of sockets) ws.terminate();
      const count = (s: string) => states.filter((x) => x === s).length;
      return `${count('open')} open, ${count('closed') + count('refused')} closed or refused`;
    });
    console.log(
      `\nHostile requests against the built server (${ROUNDS} of each): the bystander's GET /api/projects and /api/health meanwhile, budget p99 ≤ ${BUDGET_MS} ms`,
    );
    console.table(rows);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  benchAttacks().catch((error) => {
    console.error(error);
    process.exit(1);
  });
