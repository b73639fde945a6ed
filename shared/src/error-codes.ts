// Without zod, so the sign-in screens can decide by code without loading it (issue 13).
/**
 * The API's stable error codes, listed once. REST errors are `{ detail, code }`; tRPC errors carry the
 * same code as `data.appCode` (beside tRPC's own `data.code`). `detail` is for people and may be
 * reworded; `code` is for programs: decide by it, never by the text. `status` is the REST status that
 * comes with the code (tRPC answers with its own status for its code).
 */
export const ERROR_CODES = {
  INVALID_INPUT: {
    status: 400,
    meaning:
      'The request breaks a rule of the operation, or cannot be read: malformed JSON, text no store can take (NUL, lone surrogates), nesting deeper than 64 levels, an unknown step.',
  },
  UNAUTHENTICATED: {
    status: 401,
    meaning: 'No valid session: the bearer token is missing, unknown, revoked or expired. Sign in again.',
  },
  INVALID_CREDENTIALS: { status: 401, meaning: 'Sign-in refused: the email or the password is wrong.' },
  FORBIDDEN: {
    status: 403,
    meaning: 'Signed in, but acting for someone else (another user id in the path, query or body).',
  },
  NOT_FOUND: {
    status: 404,
    meaning: 'No such thing for this caller: an unknown path, or a resource that does not exist or is not theirs.',
  },
  CONFLICT: {
    status: 409,
    meaning:
      'Not possible in the current state: a plan while the conversation is incomplete or the project is stopped for safety.',
  },
  EMAIL_EXISTS: { status: 409, meaning: 'An account with this email already exists.' },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    meaning:
      'The body is over its route’s limit: 4 KB without a token, 64 KB signed in, 8 MB for a chat call carrying a photo, 5 MB for a photo upload.',
  },
  VALIDATION_FAILED: {
    status: 422,
    meaning: "The body or query does not match the operation's schema; `detail` names the first problem.",
  },
  RATE_LIMITED: {
    status: 429,
    meaning: 'Too many attempts: wait the time that `detail` gives (REST also sends Retry-After, in seconds).',
  },
  INTERNAL_ERROR: { status: 500, meaning: 'Something went wrong on the server; it is logged. Try again later.' },
  ASSISTANT_FAILED: { status: 502, meaning: 'The assistant could not answer this message; send it again.' },
  NOT_CONFIGURED: {
    status: 503,
    meaning: 'This server is not set up for the feature (Google sign-in without its keys).',
  },
} as const satisfies Record<string, { status: number; meaning: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
