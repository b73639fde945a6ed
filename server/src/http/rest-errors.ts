import type { ErrorRequestHandler } from 'express';
import { ZodError } from 'zod';
import { AppError, HTTP_STATUS, RateLimited } from '../errors';
import type { Logger } from '../logger';

interface BodyParserError {
  type?: string;
  status?: number;
  limit?: number;
}

/** The one place REST errors become `{ detail }` responses. Client mistakes are 4xx, never a stack. */
export function restErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, _req, res, _next) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimited && error.retryAfterSeconds) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      res.status(HTTP_STATUS[error.code]).json({ detail: error.message });
      return;
    }
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
      res.status(422).json({ detail: `${where}${issue?.message ?? 'Invalid input'}` });
      return;
    }
    const parserError = error as BodyParserError;
    if (parserError.type === 'entity.too.large') {
      const megabytes = Math.round((parserError.limit ?? 8 * 1024 * 1024) / (1024 * 1024));
      res.status(413).json({ detail: `Request body is too large (limit ${megabytes} MB).` });
      return;
    }
    if (parserError.type === 'entity.parse.failed') {
      res.status(400).json({ detail: 'Malformed JSON body.' });
      return;
    }
    if (typeof parserError.status === 'number' && parserError.status >= 400 && parserError.status < 500) {
      res.status(parserError.status).json({ detail: 'Bad request.' });
      return;
    }
    logger.error({ err: error, reqId: res.getHeader('X-Request-Id') }, 'unhandled error');
    res.status(500).json({ detail: 'Something went wrong on our side.' });
  };
}
