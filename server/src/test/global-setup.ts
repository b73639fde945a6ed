/**
 * Runs once before the server tests. It prepares a migrated database that every test file copies:
 * - PGlite (default): migrate once, dump the data directory to a file (loading a dump is ~10× faster
 *   than a fresh initdb);
 * - PostgreSQL (TEST_DATABASE_URL set): a migrated template database, cloned per test file.
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../db/connect';

export const TEMPLATE_DB = 'fixwise_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string | null;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await admin.end();
    const template = await connectDatabase({ kind: 'postgres', url: withDatabase(url, TEMPLATE_DB) });
    await template.close();
    project.provide('pgliteDumpPath', null);
    return;
  }
  const database = await connectDatabase({ kind: 'pglite', dataDir: null });
  const dump = await database.pglite!.dumpDataDir('gzip');
  await database.close();
  const dumpPath = path.join(os.tmpdir(), `fixwise-test-${process.pid}.tar.gz`);
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
