/**
 * Typed application errors. Services throw these; the tRPC and REST transports map them,
 * once each (http/trpc-errors.ts, http/rest-errors.ts).
 */
export type AppErrorCode =
  | 'NOT_FOUND'
  | 'FORBIDDEN'
  | 'INVALID'
  | 'CONFLICT'
  | 'UNAUTHENTICATED'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE';

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFound extends AppError {
  constructor(message = 'Not found') {
    super('NOT_FOUND', message);
  }
}
export class Forbidden extends AppError {
  constructor(message = 'Forbidden') {
    super('FORBIDDEN', message);
  }
}
export class Invalid extends AppError {
  constructor(message = 'Invalid request') {
    super('INVALID', message);
  }
}
export class Conflict extends AppError {
  constructor(message = 'Conflict') {
    super('CONFLICT', message);
  }
}
export class Unauthenticated extends AppError {
  constructor(message = 'Not authenticated') {
    super('UNAUTHENTICATED', message);
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

export const HTTP_STATUS: Record<AppErrorCode, number> = {
  INVALID: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
};
