/**
 * Input no store can take, refused at the door with a 400 `{detail}` before any handler runs (fuzzing
 * found each of these as a 5xx):
 * - a NUL character in any text (PostgreSQL text and jsonb refuse \u0000);
 * - a lone UTF-16 surrogate (not a character at all; jsonb refuses it);
 * - JSON nested deeper than MAX_JSON_DEPTH (a 10 KB body 5,000 levels deep overflowed the stack when
 *   the tRPC adapter stringified it again). Depth is counted on the raw text, before any parse.
 */
import { isStorableText, MAX_JSON_KEYS, STORABLE_TEXT_MESSAGE } from '@fixwise/shared';
import { Invalid } from '../errors';

const MAX_JSON_DEPTH = 64;

/** @internal */
export const INPUT_TEXT_DETAIL = STORABLE_TEXT_MESSAGE;
/** @internal */
export const INPUT_DEPTH_DETAIL = `The request is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;
const INPUT_KEYS_DETAIL = `The request has too many fields (more than ${MAX_JSON_KEYS}).`;

/** The deepest nesting of `[`/`{` and the number of keys (`:`) in JSON text, counted outside strings, without parsing. */
function jsonShape(text: string): { depth: number; keys: number } {
  let depth = 0;
  let deepest = 0;
  let keys = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 58 /* : */) keys++;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth++;
      if (depth > deepest) deepest = depth;
    } else if (c === 93 || c === 125) depth--;
  }
  return { depth: deepest, keys };
}

/**
 * The deepest nesting of `[`/`{` in JSON text, counted outside strings, without parsing.
 * @internal
 */
export function jsonDepth(text: string): number {
  return jsonShape(text).depth;
}

/** Refuses JSON text nested too deeply or with too many keys, before it is parsed. */
export function checkShape(text: string): void {
  const shape = jsonShape(text);
  if (shape.depth > MAX_JSON_DEPTH) throw new Invalid(INPUT_DEPTH_DETAIL);
  if (shape.keys > MAX_JSON_KEYS) throw new Invalid(INPUT_KEYS_DETAIL);
}

/** A NUL or a lone surrogate, written as a JSON escape (raw ones can't be valid JSON or UTF-8). */
const BAD_ESCAPE =
  /\\u0000|\\u[dD][89abAB][0-9a-fA-F]{2}(?!\\u[dD][c-fC-F][0-9a-fA-F]{2})|(?<!\\u[dD][89abAB][0-9a-fA-F]{2})\\u[dD][c-fC-F][0-9a-fA-F]{2}/;

/** Throws Invalid for JSON text nested too deeply or carrying a NUL or a lone surrogate. */
function checkJsonText(text: string): void {
  checkShape(text);
  if (BAD_ESCAPE.test(text)) throw new Invalid(INPUT_TEXT_DETAIL);
}

/** Refuses a path whose decoded segments carry what can't be stored (`/api/projects/%00`). */
export function checkPath(rawPath: string): void {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    throw new Invalid('The address is not valid.');
  }
  if (!isStorableText(decoded)) throw new Invalid(INPUT_TEXT_DETAIL);
}

/**
 * tRPC's bodies: only the depth before parsing (the adapter would overflow re-stringifying); NUL and lone
 * surrogates are refused by the procedures' own middleware, so tRPC clients get a tRPC-shaped error.
 */
export function verifyJsonDepth(_req: unknown, _res: unknown, body: Buffer): void {
  checkShape(body.toString('utf8'));
}

/** body-parser's `verify`: the raw JSON text is checked before it is parsed. */
export function verifyJsonBody(_req: unknown, _res: unknown, body: Buffer): void {
  checkJsonText(body.toString('utf8'));
}

/** Throws Invalid if any string in a parsed value (keys included) can't be stored, or it nests too deep. */
export function checkParsedInput(value: unknown, depth = 0): void {
  if (depth > MAX_JSON_DEPTH) throw new Invalid(INPUT_DEPTH_DETAIL);
  if (typeof value === 'string') {
    if (!isStorableText(value)) throw new Invalid(INPUT_TEXT_DETAIL);
  } else if (Array.isArray(value)) {
    for (const item of value) checkParsedInput(item, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) throw new Invalid(INPUT_TEXT_DETAIL);
      checkParsedInput(item, depth + 1);
    }
  }
}
