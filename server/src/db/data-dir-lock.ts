/**
 * One process per data folder: the embedded database (PGlite) is one connection over files that only one
 * process may open. Before it is opened, the folder is locked with `fixwise.lock`, created exclusively and
 * holding who has it; a second process is refused without touching anything else. A lock left by a process
 * that died (kill -9, a crash, a power cut) is recognised as such and taken over.
 */
import { createHash, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const LOCK_FILE = 'fixwise.lock';

interface LockHolder {
  pid: number;
  /** For the people reading the message; a data folder is one machine's. */
  host: string;
  /** The kernel's boot (Linux): a lock written before the machine restarted is stale whatever its pid. */
  bootId: string | null;
  /** When the process started, in clock ticks since boot (Linux): a pid taken by another process since is not the holder. */
  since: string | null;
  startedAt: string;
  token: string;
}

/**
 * The folder is someone else's: another process has it, or is taking it over right now.
 * @internal
 */
export class DataDirLocked extends Error {
  constructor(dir: string, holder: LockHolder | null) {
    super(
      `the data folder ${dir} is in use by another Fixwise process${
        holder ? ` (pid ${holder.pid} on ${holder.host}, started ${holder.startedAt})` : ''
      }. Stop that one first, or give this one a data folder of its own: DATA_DIR=/another/folder npm start`,
    );
    this.name = 'DataDirLocked';
  }
}

export interface DataDirLock {
  /** Lets the folder go (the lock file is removed if it is still this lock's). */
  release(): void;
}

/** Tokens of the locks this process holds: its own lock is never taken for a stale one. */
const heldHere = new Map<string, string>();
let releaseOnExit = false;

/** Locks `dir` (created if missing) for this process, or throws DataDirLocked. Touches nothing else in it. */
export function lockDataDir(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const me = currentProcess();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (createExclusive(file, JSON.stringify(me))) {
      heldHere.set(me.token, file);
      if (!releaseOnExit) {
        releaseOnExit = true;
        // process.exit() and uncaught errors end here too; only a kill -9 leaves the file (then it is stale)
        process.on('exit', () => {
          for (const [token, held] of heldHere) removeIfOurs(held, token);
        });
      }
      return {
        release() {
          heldHere.delete(me.token);
          removeIfOurs(file, me.token);
        },
      };
    }
    const current = readLock(file);
    if (current === null) continue; // let go between our attempt and our look
    if (current.holder && isAlive(current.holder)) throw new DataDirLocked(dir, current.holder);
    if (!removeStale(file, current.raw)) break;
  }
  throw new DataDirLocked(dir, null);
}

/** The lock file appears whole or not at all: written aside, then linked under its name (fails if taken). */
function createExclusive(file: string, content: string): boolean {
  const draft = `${file}.${randomUUID()}`;
  writeFileSync(draft, content, { flag: 'wx' });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

/** The lock's text and who it names; null when there is no lock file. A file that names no one is stale. */
function readLock(file: string): { raw: string; holder: LockHolder | null } | null {
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const holder = JSON.parse(raw) as LockHolder;
    return Number.isInteger(holder.pid) && typeof holder.token === 'string' ? { raw, holder } : { raw, holder: null };
  } catch {
    return { raw, holder: null };
  }
}

/**
 * Removes a stale lock, once: the process that creates the marker named after that very lock reads it again
 * and removes it only if it is still the same, so a lock taken meanwhile by someone else is never removed.
 * False when another process is taking over right now (a marker of a live process).
 */
function removeStale(file: string, staleRaw: string): boolean {
  const marker = `${file}.takeover-${createHash('sha256').update(staleRaw).digest('hex').slice(0, 16)}`;
  if (!createExclusive(marker, JSON.stringify(currentProcess()))) {
    const taker = readLock(marker);
    if (taker?.holder && isAlive(taker.holder)) return false;
    // left by a process that died while taking over: gone, and the next attempt goes through
    rmSync(marker, { force: true });
    return true;
  }
  try {
    if (readLock(file)?.raw === staleRaw) rmSync(file, { force: true });
  } finally {
    rmSync(marker, { force: true });
  }
  return true;
}

function removeIfOurs(file: string, token: string): void {
  try {
    if (readLock(file)?.holder?.token === token) rmSync(file, { force: true });
  } catch {
    // the folder is gone or unreadable: nothing of ours to remove
  }
}

function isAlive(holder: LockHolder): boolean {
  if (heldHere.has(holder.token)) return true;
  // our pid in a lock we don't hold: an earlier process given the same pid (a container started again)
  if (holder.pid === process.pid) return false;
  const boot = bootId();
  if (holder.bootId && boot && holder.bootId !== boot) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: alive, another user's
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const since = processStart(holder.pid);
  return !(holder.since && since && holder.since !== since);
}

function currentProcess(): LockHolder {
  return {
    pid: process.pid,
    host: os.hostname(),
    bootId: bootId(),
    since: processStart(process.pid),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    token: randomUUID(),
  };
}

function bootId(): string | null {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return null;
  }
}

/** Field 22 of /proc/<pid>/stat (after the command name, which may hold spaces and parentheses). */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}
