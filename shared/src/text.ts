// What a text field may hold: no NUL (PostgreSQL's text and jsonb refuse it) and no lone UTF-16
// surrogate (not a character; jsonb refuses it). Used by the contracts below and by the server's guard
// on every input of every transport (server/src/http/input-guard.ts).

export const STORABLE_TEXT_MESSAGE =
  "Text can't contain invisible control characters (such as NUL) or broken characters. Please remove them and try again.";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string can be stored: no NUL, no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}
