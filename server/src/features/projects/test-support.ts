/** Test helpers for the projects feature: a plan's steps written straight into the table. */
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { Database, Db } from '../../db/connect';
import * as schema from '../../db/schema';

/** Simulates a generated plan: `total` steps of which the first `done` are completed. */
export async function addSteps(db: Db, projectId: string, done: number, total: number): Promise<void> {
  await db.insert(schema.steps).values(
    Array.from({ length: total }, (_, i) => ({
      projectId,
      stepNumber: i + 1,
      title: `Step ${i + 1}`,
      completed: i < done,
      completedAt: i < done ? new Date() : null,
    })),
  );
}

/**
 * A second Drizzle handle over the same driver connection that records every SQL statement it sends,
 * so a test can count the round trips a service makes (Drizzle's own logger hook, no mock).
 */
export function countingDb(database: Database): { db: Db; statements: string[] } {
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  const db =
    database.kind === 'postgres'
      ? (drizzlePg(database.pool!, { schema, logger }) as unknown as Db)
      : (drizzlePglite(database.pglite!, { schema, logger }) as unknown as Db);
  return { db, statements };
}
