/**
 * Keyset page cursors, for every paged list (projects, chat messages): a page ends at a row, and the next
 * page starts strictly after that row's place in an order that never changes (its creation time, then
 * columns that make the order total, the id last). Rows added or edited between pages neither repeat nor
 * push anything out of the pages still to come.
 */
import { PAGE_CURSOR_INVALID, isUuid } from '@fixwise/shared';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { Invalid } from '../errors';

/**
 * A creation time to the microsecond PostgreSQL keeps, as text (a JS Date keeps milliseconds only, and
 * rows made in the same millisecond must still have an order).
 */
export function exactTime(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** What an exact time and a row id look like inside a cursor. */
export const CursorTimeSchema = z.string().regex(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
export const CursorIdSchema = z.string().refine(isUuid);

/** The place of a page's last row, opaque to callers. */
export function encodeCursor(parts: readonly string[]): string {
  return Buffer.from(parts.join('|')).toString('base64url');
}

/**
 * The place a cursor names, checked against the list's own schema. Anything else is a 400 with the same
 * words on both transports, never a database error.
 */
export function decodeCursor<T extends z.ZodTuple>(cursor: string, schema: T): z.output<T> {
  const parts = Buffer.from(cursor, 'base64url').toString().split('|');
  const parsed = schema.safeParse(parts);
  if (!parsed.success) throw new Invalid(PAGE_CURSOR_INVALID);
  return parsed.data;
}
