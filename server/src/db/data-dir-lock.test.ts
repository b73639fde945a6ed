/**
 * One process per data folder: the lock is taken before the embedded database is opened, refused while its
 * holder lives, and taken over once the holder is gone (kill -9, a crash, a restart that reused its pid).
 * The real processes are in server/faults/one-process.test.ts.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from './connect';
import { DataDirLocked, lockDataDir } from './data-dir-lock';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'fixwise-lock-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const lockFile = () => path.join(dir, 'fixwise.lock');
const holder = () => JSON.parse(readFileSync(lockFile(), 'utf8')) as { pid: number; token: string };
const writeLock = (fields: Record<string, unknown>) =>
  writeFileSync(
    lockFile(),
    JSON.stringify({ host: os.hostname(), bootId: null, since: null, startedAt: 'then', token: 'old', ...fields }),
  );

/** The pid of a process that has ended (and been reaped). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('the data folder lock', () => {
  it('names this process, refuses a second taker while held, and is gone once released', () => {
    const lock = lockDataDir(dir);
    expect(holder().pid).toBe(process.pid);
    expect(() => lockDataDir(dir)).toThrow(DataDirLocked);
    expect(() => lockDataDir(dir)).toThrow(/in use by another Fixwise process \(pid \d+/);
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    lockDataDir(dir).release();
    // nothing else is left in the folder: no drafts, no takeover markers
    expect(readdirSync(dir)).toEqual([]);
  });

  it('is refused while another live process holds it, and the lock is left as it was', () => {
    writeLock({ pid: process.ppid });
    const before = readFileSync(lockFile(), 'utf8');
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`pid ${process.ppid}`));
    expect(readFileSync(lockFile(), 'utf8')).toBe(before);
  });

  it('takes over the lock of a process that died', async () => {
    writeLock({ pid: await deadPid() });
    const lock = lockDataDir(dir);
    expect(holder().pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock naming a live pid that now belongs to another process, or this pid after a restart', () => {
    writeLock({ pid: process.ppid, since: '1' });
    lockDataDir(dir).release();
    writeLock({ pid: process.pid });
    const lock = lockDataDir(dir);
    expect(holder().token).not.toBe('old');
    lock.release();
  });

  it('takes over a lock file that names no one (cut short)', () => {
    writeFileSync(lockFile(), '{"pid": 12');
    lockDataDir(dir).release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('keeps a second opener of the embedded database out before it touches the database', async () => {
    const first = await connectDatabase({ kind: 'pglite', dataDir: dir });
    const files = readdirSync(path.join(dir, 'pgdata')).sort();
    await expect(connectDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DataDirLocked);
    expect(readdirSync(path.join(dir, 'pgdata')).sort()).toEqual(files);
    await first.close();
    expect(existsSync(lockFile())).toBe(false);
    const second = await connectDatabase({ kind: 'pglite', dataDir: dir });
    await second.close();
  });

  it('never creates the database in a folder it could not lock', async () => {
    writeLock({ pid: process.ppid });
    await expect(connectDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DataDirLocked);
    expect(readdirSync(dir)).toEqual(['fixwise.lock']);
  });
});
