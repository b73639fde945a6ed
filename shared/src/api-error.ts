import { z } from 'zod';

/** Every REST error body: `{ detail }` (spec §7, §8). */
export const ApiErrorSchema = z.object({ detail: z.string() });
export type ApiError = z.infer<typeof ApiErrorSchema>;

/**
 * Spec §8: "Server errors use the detail field of the JSON error, else the status text."
 * A `detail` that is not a non-blank string (FastAPI-style arrays, objects) falls back too.
 */
export function errorDetail(body: unknown, statusText: string): string {
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success && parsed.data.detail.trim() !== '') return parsed.data.detail;
  return statusText;
}
