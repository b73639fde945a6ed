import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

const REQUEST_ID = /^[\w-]{1,64}$/;

/**
 * Every response carries a request id (the caller's `X-Request-Id` when it is a plain token, else a new
 * one), and once answered each request is one log line: info, or error for a 5xx; the path only, since
 * query strings can carry OAuth codes and reset tokens. Nothing is built for a line the level leaves out.
 *
 * Hand-written rather than pino-http: that one makes two child loggers per request, serialising the
 * request into each, whether or not a line is written — a sixth of the server's time per API call.
 */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    if (req.url === '/api/health' || !logger.isLevelEnabled('error')) {
      next();
      return;
    }
    const started = performance.now();
    res.once('close', () => {
      const failed = res.statusCode >= 500;
      const aborted = !res.writableFinished;
      if (!failed && !aborted && !logger.isLevelEnabled('info')) return;
      const line = {
        req: { id, method: req.method, url: req.originalUrl.split('?')[0] },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      };
      if (failed) logger.error(line, 'request failed');
      else if (aborted) logger.info(line, 'request aborted');
      else logger.info(line, 'request completed');
    });
    next();
  };
}
