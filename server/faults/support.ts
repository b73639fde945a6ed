/**
 * Fault-suite support: a throwaway PostgreSQL cluster of the suite's own (so a test can stop, restart
 * or kill it without touching any other test's database) and the real server as a child process
 * (`node --import tsx server/src/main.ts`), which a test can SIGTERM or kill -9.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, request } from 'node:http';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTRPCClient, createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import pg from 'pg';
import WebSocket from 'ws';
import type { AppRouter } from '../src/router';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` every `everyMs` until it returns a truthy value or `timeoutMs` passes (then throws `what`). */
export async function eventually<T>(
  what: string,
  check: () => Promise<T> | T,
  timeoutMs = 30_000,
  everyMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeoutMs} ms${last ? ` (last error: ${String(last)})` : ''}`);
    await sleep(everyMs);
  }
}

function postgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    for (const version of readdirSync(base).sort().reverse()) {
      const bin = path.join(base, version, 'bin');
      if (existsSync(path.join(bin, 'initdb'))) return bin;
    }
  }
  return null;
}

/** PostgreSQL binaries are installed (CI installs them; a machine without them skips the PostgreSQL faults). */
export const HAVE_POSTGRES = postgresBin() !== null;

export interface Cluster {
  /** A connection string to the database `app`. */
  url: string;
  /** A connection string to another (new, empty) database of the cluster. */
  createDatabase(name: string): Promise<string>;
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  restart(): void;
  destroy(): void;
}

/** initdb + pg_ctl start on a free port, in a temporary directory (run as `postgres` when root). */
export async function startCluster(): Promise<Cluster> {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL binaries installed');
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'fixwise-faults-pg-'));
  mkdirSync(path.join(dir, 'sock'));
  const root = process.getuid?.() === 0;
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
    chownSync(path.join(dir, 'sock'), uid, gid);
  }
  const run = (tool: string, args: string[]) => {
    const file = path.join(bin, tool);
    if (root) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'ignore' });
    else execFileSync(file, args, { stdio: 'ignore' });
  };
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  const options = `-p ${port} -k ${path.join(dir, 'sock')} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', '-o', options, 'start']);
  const stop = (mode: 'fast' | 'immediate' = 'fast') => run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  start();
  const base = `postgres://postgres@127.0.0.1:${port}`;
  const createDatabase = async (name: string) => {
    const admin = new pg.Client({ connectionString: `${base}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    return `${base}/${name}`;
  };
  const url = await createDatabase('app');
  return {
    url,
    createDatabase,
    stop,
    start,
    restart() {
      stop('fast');
      start();
    },
    destroy() {
      try {
        stop('immediate');
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  kill9(): Promise<void>;
  /** SIGTERM; resolves with the exit code once the process has ended. */
  terminate(): Promise<number | string>;
}

/**
 * Starts the real server (`main.ts`) with `env` on a free port and waits for /api/health. The
 * offline assistant unless the env names a model.
 */
export async function startServer(
  env: Record<string, string>,
  opts: { port?: number; waitHealthy?: boolean } = {},
): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      LOG_LEVEL: 'info',
      OPENAI_API_KEY: '',
      DATABASE_URL: '',
      DATA_DIR: path.join(os.tmpdir(), `fixwise-faults-${port}`),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  child.stdout?.on('data', (c: Buffer) => chunks.push(c.toString()));
  child.stderr?.on('data', (c: Buffer) => chunks.push(c.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  const url = `http://127.0.0.1:${port}`;
  if (opts.waitHealthy !== false) {
    await eventually(
      'the server became healthy',
      async () => {
        if (child.exitCode !== null)
          throw new Error(`the server exited with ${child.exitCode}: ${chunks.join('').slice(-2000)}`);
        return (await fetch(`${url}/api/health`)).ok;
      },
      60_000,
      200,
    );
  }
  return {
    url,
    port,
    child,
    output: () => chunks.join(''),
    exited,
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async terminate() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A new account through the REST API (as a person signs up); its id and bearer token. */
export async function signUp(baseUrl: string, firstname = 'Fault'): Promise<{ id: string; token: string }> {
  const email = `${firstname.toLowerCase()}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstname, lastname: 'Tester', email, password: 'Str0ng!Pass-faults' }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string; token: string };
}

/**
 * The real tRPC client of a server process: queries and mutations over HTTP, subscriptions over a
 * WebSocket that reconnects by itself (as the app's does).
 */
export function trpcClient(baseUrl: string, token: string) {
  const ws = createWSClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/trpc`,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    connectionParams: () => ({ token }),
    retryDelayMs: () => 200,
  });
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink({ client: ws }),
        false: httpBatchLink({ url: `${baseUrl}/trpc`, headers: () => ({ authorization: `Bearer ${token}` }) }),
      }),
    ],
  });
  return { client, close: () => ws.close() };
}

export interface LoopbackProxy {
  url: string;
  /** Which backend answered each request and upgrade, in order (indexes into the targets). */
  routed: number[];
  close(): Promise<void>;
}

/**
 * A small round-robin load balancer on loopback, as nginx is in docker-compose: each HTTP request and
 * each WebSocket upgrade goes to the next backend in turn. No stickiness, so anything an instance kept
 * for itself shows up as a failure on the other.
 */
export async function startProxy(targets: string[]): Promise<LoopbackProxy> {
  const backends = targets.map((t) => new URL(t));
  const routed: number[] = [];
  let next = 0;
  const pick = () => {
    const index = next++ % backends.length;
    routed.push(index);
    return backends[index]!;
  };
  const server = createHttpServer((req, res) => {
    const target = pick();
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    req.pipe(upstream);
  });
  const tunnels = new Set<{ destroy(): void }>();
  server.on('upgrade', (req, socket, head) => {
    const target = pick();
    tunnels.add(socket);
    socket.on('close', () => tunnels.delete(socket));
    const upstream = connect(Number(target.port), target.hostname, () => {
      const lines = [
        `${req.method} ${req.url} HTTP/1.1`,
        ...Object.entries(req.headers).map(([k, v]) => `${k}: ${Array.isArray(v) ? v.join(', ') : v}`),
      ];
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    routed,
    close: () =>
      new Promise<void>((resolve) => {
        for (const tunnel of tunnels) tunnel.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Answers the safety questions a finished intake asks before any plan (a repair's red flags: "No" to each),
 * through the real chat, until the conversation is complete. Answering them takes no model call.
 */
export async function answerSafetyQuestions(client: ReturnType<typeof trpcClient>['client'], projectId: string) {
  for (let asked = 0; asked < 4; asked++) {
    const history = await client.chat.history.query({ projectId });
    if (history.currentState !== 'safety_check') return;
    const sent = await client.chat.send.mutate({ projectId, text: 'No' });
    await eventually(
      'the safety answer is taken',
      async () =>
        (await client.chat.history.query({ projectId })).messages.find((m) => m.id === sent.replyId)?.status === 'done',
    );
  }
  throw new Error('the safety questions did not end in four answers');
}
