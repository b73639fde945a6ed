import { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from './error-codes';

export * from './error-codes';

export const ErrorCodeSchema = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]).meta({
  description: 'A stable error code: decide by it, not by `detail` (meanings and statuses: shared/src/error-codes.ts).',
});

/** Every REST error body: `{ detail, code }` (spec §7, §8; the codes in error-codes.ts). */
export const ApiErrorSchema = z.object({ detail: z.string(), code: ErrorCodeSchema });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/**
 * Spec §8: "Server errors use the detail field of the JSON error, else the status text."
 * A `detail` that is not a non-blank string (FastAPI-style arrays, objects) falls back too.
 * @internal
 */
export function errorDetail(body: unknown, statusText: string): string {
  const parsed = ApiErrorSchema.pick({ detail: true }).safeParse(body);
  if (parsed.success && parsed.data.detail.trim() !== '') return parsed.data.detail;
  return statusText;
}
