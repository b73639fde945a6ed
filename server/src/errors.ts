/**
 * Typed application errors. Services throw these; the tRPC and REST transports map them, once each
 * (trpc.ts, http/rest-errors.ts). Each carries a stable code from shared/src/error-codes.ts, whose
 * status is the REST status: a class takes only codes of its own status.
 */
import { ERROR_CODES, type ErrorCode } from '@fixwise/shared';

type StatusOf<C extends ErrorCode> = (typeof ERROR_CODES)[C]['status'];
/** The codes that come with status `S`. */
type CodeWithStatus<S extends number> = { [C in ErrorCode]: StatusOf<C> extends S ? C : never }[ErrorCode];

/** The codes a typed error can carry (5xx and 422 are the transports' own). */
export type AppErrorCode = CodeWithStatus<400 | 401 | 403 | 404 | 409 | 413 | 429>;
export type AppErrorStatus = StatusOf<AppErrorCode>;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  // not `status`: body-parser's http-errors writes `status` on errors thrown in its `verify`
  get httpStatus(): AppErrorStatus {
    return ERROR_CODES[this.code].status;
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found', code: CodeWithStatus<404> = 'NOT_FOUND') {
    super(code, message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'Forbidden', code: CodeWithStatus<403> = 'FORBIDDEN') {
    super(code, message);
  }
}
export class Invalid extends AppError {
  constructor(message = 'Invalid request', code: CodeWithStatus<400> = 'INVALID_INPUT') {
    super(code, message);
  }
}
export class Conflict extends AppError {
  constructor(message = 'Conflict', code: CodeWithStatus<409> = 'CONFLICT') {
    super(code, message);
  }
}
export class Unauthenticated extends AppError {
  constructor(message = 'Not authenticated', code: CodeWithStatus<401> = 'UNAUTHENTICATED') {
    super(code, message);
  }
}
export class RateLimited extends AppError {
  constructor(
    message = 'Too many requests. Please wait a moment and try again.',
    /** Seconds until it is allowed again (REST sends it as Retry-After). */
    readonly retryAfterSeconds?: number,
  ) {
    super('RATE_LIMITED', message);
  }
}
export class PayloadTooLarge extends AppError {
  constructor(message = 'Request body is too large') {
    super('PAYLOAD_TOO_LARGE', message);
  }
}
