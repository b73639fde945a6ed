import type { ErrorRequestHandler, Response } from 'express';
import { ERROR_CODES, type ApiError, type ErrorCode } from '@fixwise/shared';
import { ZodError } from 'zod';
import { AppError, RateLimited } from '../errors';
import type { Logger } from '../logger';

interface BodyParserError {
  type?: string;
  status?: number;
  limit?: number;
}

/** Every REST error answer: `{ detail, code }`, with the code's status unless a parser said otherwise. */
export function sendError(
  res: Response,
  code: ErrorCode,
  detail: string,
  status: number = ERROR_CODES[code].status,
): void {
  const body: ApiError = { detail, code };
  res.status(status).json(body);
}

/** The one place REST errors become `{ detail, code }` responses. Client mistakes are 4xx, never a stack. */
export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimited && error.retryAfterSeconds)
        res.setHeader('Retry-After', String(error.retryAfterSeconds));
      sendError(res, error.code, error.message);
      return;
    }
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      sendError(res, 'VALIDATION_FAILED', `${where}${issue?.message ?? 'Invalid input'}`);
      return;
    }
    const parserError = error as BodyParserError;
    if (parserError.type === 'entity.too.large') {
      const limit = parserError.limit ?? 0;
      const size = limit >= 1024 * 1024 ? `${Math.round(limit / (1024 * 1024))} MB` : `${Math.round(limit / 1024)} KB`;
      sendError(res, 'PAYLOAD_TOO_LARGE', `Request body is too large (limit ${size}).`);
      return;
    }
    if (parserError.type === 'entity.parse.failed') {
      sendError(res, 'INVALID_INPUT', 'Malformed JSON body.');
      return;
    }
    if (typeof parserError.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
      sendError(res, 'INVALID_INPUT', 'Bad request.', parserError.status);
      return;
    }
    logger.error({ err: error, reqId: res.getHeader('X-Request-Id') }, 'unhandled error');
    sendError(res, 'INTERNAL_ERROR', 'Something went wrong on our side.');
  };
}
