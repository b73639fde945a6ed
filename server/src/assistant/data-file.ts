import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { z } from 'zod';

/**
 * Reads one reviewed YAML data file (repairs, hazard rules) and checks it against its schema; a problem
 * is thrown as `Failure` with the file (`where`) and every field at fault, so start-up and the checks
 * name what to fix.
 */
export function readDataFile<S extends z.ZodType>(
  file: string,
  where: string,
  schema: S,
  Failure: new (message: string) => Error,
): z.output<S> {
  let raw: unknown;
  try {
    raw = parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Failure(`${where}: not valid YAML (${error instanceof Error ? error.message.split('\n')[0] : error})`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`);
    throw new Failure(`${where}: ${issues.join('; ')}`);
  }
  return parsed.data;
}
