/**
 * One process per data folder, with real server processes: a second `npm run serve` on the same folder
 * says so and exits without touching it while the first keeps serving; a start whose port is taken exits
 * before the database is opened or migrated; after a kill -9 the lock it left does not block the next start.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, signUp, startServer, type ServerProcess } from './support';

let dataDir: string;
const servers: ServerProcess[] = [];
let first: ServerProcess;
let user: { id: string; token: string };

beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'fixwise-faults-one-process-'));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill9()));
  rmSync(dataDir, { recursive: true, force: true });
});

const start = async (opts: { port?: number; waitHealthy?: boolean } = {}) => {
  const server = await startServer({ DATA_DIR: dataDir }, opts);
  servers.push(server);
  return server;
};

/** Every file under the folder with a hash of its bytes and its modification time. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        files[path.relative(dir, full)] =
          `${createHash('sha256').update(readFileSync(full)).digest('hex')} ${statSync(full).mtimeMs}`;
    }
  };
  walk(dir);
  return files;
}

const lockFile = () => path.join(dataDir, 'fixwise.lock');
const me = (server: ServerProcess) =>
  fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${user.token}` } }).then((r) => r.status);

it('a second process on the same data folder says so and exits non-zero; the first keeps serving', async () => {
  first = await start();
  user = await signUp(first.url);
  expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(first.child.pid);

  const second = await start({ waitHealthy: false });
  expect(await second.exited).toBe(1);
  expect(second.output()).toMatch(
    new RegExp(`the data folder .+ is in use by another Fixwise process \\(pid ${first.child.pid} `),
  );
  expect(second.output()).not.toMatch(/database migrated/);

  expect(await me(first)).toBe(200);
  expect((await signUp(first.url, 'Later')).token).toBeTruthy();
});

it('after a kill -9 of the first, the lock it left does not block the next start', async () => {
  await first.kill9();
  expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(first.child.pid);

  const next = await start();
  expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(next.child.pid);
  // the same data: the person signed up before the kill is still signed in
  expect(await me(next)).toBe(200);
  expect(await next.terminate()).toBe(0);
  expect(existsSync(lockFile())).toBe(false);
});

it('a process whose port is taken exits before it opens the database: the data folder is untouched', async () => {
  const port = await freePort();
  const squatter: Server = createServer();
  await new Promise<void>((resolve) => squatter.listen(port, '0.0.0.0', resolve));
  try {
    const before = snapshot(dataDir);
    const blocked = await start({ port, waitHealthy: false });
    expect(await blocked.exited).toBe(1);
    expect(blocked.output()).toMatch(new RegExp(`port ${port} is already in use`));
    expect(blocked.output()).not.toMatch(/database migrated/);
    expect(snapshot(dataDir)).toEqual(before);
  } finally {
    await new Promise<void>((resolve) => squatter.close(() => resolve()));
  }
});
