import type { ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MAX_ANONYMOUS_BODY_BYTES, MAX_JSON_BODY_BYTES, MAX_TRPC_BATCH } from '@fixwise/shared';
import express, { type Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { checkShape, verifyJsonDepth } from './input-guard';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import { appRouter } from '../router';
import type { Services } from '../services';
import { createContext } from '../trpc';
import { createApiRouter } from './api';
import { bearerToken } from './auth';
import { noStore } from './no-store';
import { requestLog } from './request-log';
import { restErrorHandler, sendError } from './rest-errors';
import { securityHeaders } from './security-headers';

export interface AppOptions {
  services: Services;
  /** The built client (vite output). Missing → a short hint instead of the SPA. */
  clientDir: string;
}

export function createApp({ services, clientDir }: AppOptions): Express {
  const { logger } = services;
  // a call with no bearer token can only sign in, sign up or reset a password: a few KB
  const parseJson = express.json({ limit: MAX_JSON_BODY_BYTES, verify: verifyJsonDepth });
  const parseAnonymous = express.json({ limit: MAX_ANONYMOUS_BODY_BYTES, verify: verifyJsonDepth });
  const app = express();
  app.disable('x-powered-by');
  // which proxies may name the client's address (TRUST_PROXY): limits count per address, so trusting a
  // header no proxy overwrites would let anyone pick theirs, and trusting none behind a proxy would make
  // every person one address
  app.set('trust proxy', services.config.TRUST_PROXY);

  app.use(requestLog(logger));

  app.use(
    securityHeaders({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'connect-src': ["'self'", 'ws:', 'wss:'],
          'frame-ancestors': ["'none'"],
          // served over plain http on localhost; upgrading would break every asset there
          'upgrade-insecure-requests': null,
        },
      },
      // the Google sign-in pop-up posts its result back to its opener
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );

  app.use(['/trpc', '/api'], noStore);

  app.use(
    '/trpc',
    // parsed here so the body limit holds for every procedure, with or without input (64 KB signed in, 4 KB
    // without a token); JSON nested too deeply or with too many keys is a 400 before it is parsed
    // (input-guard.ts), in a body or in a GET's ?input=; NUL and lone surrogates are refused by every
    // procedure's middleware (trpc.ts)
    (req, _res, next) => {
      if (typeof req.query.input === 'string') checkShape(req.query.input);
      next();
    },
    // a GET (every query) has no body to parse
    (req, res, next) => {
      if (req.method === 'GET') return next();
      return (bearerToken(req.headers) ? parseJson : parseAnonymous)(req, res, next);
    },
    createExpressMiddleware({
      router: appRouter,
      maxBodySize: MAX_JSON_BODY_BYTES,
      // one request may not run hundreds of procedures (400 past this)
      maxBatchSize: MAX_TRPC_BATCH,
      createContext: ({ req }) => createContext(services, bearerToken(req.headers), req.ip ?? null),
      onError: ({ error, path: procedure }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          logger.error({ err: error.cause ?? error, procedure }, 'trpc procedure failed');
        }
      },
    }),
  );

  app.use('/api', createApiRouter(services));

  const indexHtml = path.join(clientDir, 'index.html');
  if (existsSync(indexHtml)) {
    // source maps stay on the server's disk for debugging; they are never served
    app.use((req, res, next) => (req.path.endsWith('.map') ? sendError(res, 'NOT_FOUND', 'Not found') : next()));
    // the build writes gzip and brotli twins of every text file (client/vite.config.ts): the best one the
    // browser accepts is sent with Content-Encoding and Vary, the plain file otherwise
    const precompressed = (dir: string, serveStatic: expressStaticGzip.ExpressStaticGzipOptions['serveStatic']) =>
      expressStaticGzip(dir, { enableBrotli: true, orderPreference: ['br', 'gzip'], index: false, serveStatic });
    // hashed assets never change under their name: cached for a year; a missing one is a 404, not the app
    app.use('/assets', precompressed(path.join(clientDir, 'assets'), { index: false, immutable: true, maxAge: '1y' }));
    app.use('/assets', (_req, res) => {
      sendError(res, 'NOT_FOUND', 'Not found');
    });
    // everything else (index.html, the service worker, the manifest, robots.txt, icons) is revalidated
    // on every visit, so a new deploy (and a new service worker) is picked up at once
    const revalidated = precompressed(clientDir, {
      index: false,
      setHeaders: (res: ServerResponse) => res.setHeader('Cache-Control', 'no-cache'),
    });
    app.use(revalidated);
    // a path that is no file is one of the app's routes: the app's page
    app.get('/{*splat}', (req, res, next) => {
      req.url = '/index.html';
      revalidated(req, res, next);
    });
  } else {
    app.get('/{*splat}', (_req, res) => {
      res.status(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
    });
  }

  app.use(restErrorHandler(logger));
  return app;
}
