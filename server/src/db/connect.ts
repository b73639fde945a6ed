import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

type Schema = typeof schema;
/** The one database type services see, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Raw connection for features that need driver specifics (e.g. LISTEN/NOTIFY). */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** The connection string, for PostgreSQL (a LISTEN connection needs its own client). */
  url?: string;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dataDir: string | null; loadDataDir?: Blob };

/** Opens the database and applies every pending migration before returning. */
export async function connectDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    // an idle client dropped by the server (restart, failover, admin) must not crash the process;
    // the pool replaces it on the next query
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      await migrateUnderLock(target.url);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', pool, url: target.url, close: () => pool.end() };
  }

  // one process per data folder, locked before the database in it is opened (data-dir-lock.ts)
  const lock = target.dataDir ? lockDataDir(target.dataDir) : null;
  let client: PGlite | undefined;
  try {
    client = target.dataDir
      ? await PGlite.create({ dataDir: path.join(target.dataDir, 'pgdata') })
      : await PGlite.create(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {});
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    const opened = client;
    return {
      db,
      kind: 'pglite',
      pglite: opened,
      close: async () => {
        await opened.close();
        lock?.release();
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock?.release();
    throw error;
  }
}

/** The advisory lock every instance takes to migrate: any number of instances may start together. */
const MIGRATION_LOCK_KEY = 0x46_49_58_57; // 'FIXW'

/**
 * drizzle's migrate() takes no lock, so two instances starting together race (one dies on "relation
 * already exists"). Each takes a session-level advisory lock on a connection of its own, migrates (the
 * later ones find nothing to do), and lets go.
 */
async function migrateUnderLock(url: string): Promise<void> {
  const lock = new pg.Client({ connectionString: url, application_name: 'fixwise-migrations' });
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const db = drizzlePg(lock, { schema });
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}

export function databaseTargetFromConfig(config: {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}): DatabaseTarget {
  return config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: config.DATA_DIR };
}
