import type { z } from 'zod';

/**
 * One change, many subscribers: every tab and device of a person on this instance receives the same bus
 * event object (both buses parse a payload once and hand it to every listener of its topic). What it
 * becomes for the subscribers is worked out once (`once`), checked against its schema once (`shareEvent`,
 * which trpc.ts's subscription outputs then pass through unchecked) and turned into JSON once
 * (`sharedJson`, for the socket's encoder), however many sockets it goes to. A shared value is never
 * changed after it is made.
 */
const checked = new WeakMap<object, { schema: z.ZodType; json: string | undefined }>();
const made = new WeakMap<object, { key: string; value: unknown }>();

/** `value` checked against `schema`, marked as shared. */
export function shareEvent<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.parse(value);
  if (typeof parsed === 'object' && parsed !== null) checked.set(parsed, { schema, json: undefined });
  return parsed;
}

/** Whether `value` was made by `shareEvent` with this very schema (and so needs no checking again). */
export function isSharedAs(value: unknown, schema: z.ZodType): boolean {
  return typeof value === 'object' && value !== null && checked.get(value)?.schema === schema;
}

/** A shared value's JSON, made on first use and kept with it; undefined for anything else. */
export function sharedJson(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = checked.get(value);
  if (!entry) return undefined;
  entry.json ??= JSON.stringify(value);
  return entry.json;
}

/**
 * What `make` returns for this bus event, made once for every subscriber that asks with the same `key`
 * (the person it is read for); a different key gets its own. Kept as long as the event object lives.
 */
export function once<R>(event: object, key: string, make: () => R): R {
  const entry = made.get(event);
  if (entry && entry.key === key) return entry.value as R;
  const value = make();
  if (!entry) made.set(event, { key, value });
  return value;
}
