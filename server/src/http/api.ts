import { MAX_ANONYMOUS_BODY_BYTES, MAX_JSON_BODY_BYTES, MAX_PHOTO_BODY_BYTES } from '@fixwise/shared';
import { checkParsedInput, checkPath, verifyJsonBody } from './input-guard';
import express, { type RequestHandler, Router } from 'express';
import { sql } from 'drizzle-orm';
import { NotFound } from '../errors';
import type { Services } from '../services';
import { accountRest, accountRoutes } from '../features/accounts/rest';
import { googleRoutes } from '../features/accounts/google';
import { onboardingRest, onboardingRoutes } from '../features/onboarding/rest';
import { projectsRest, projectsRoutes } from '../features/projects/rest';
import { imagesRest, imagesRoutes } from '../features/images/rest';
import { chatRoutes, chatbotRest, stepGuidanceRest } from '../features/chat/rest';
import { generationRest, generationRoutes } from '../features/generation/rest';
import { stepsRest, stepsRoutes } from '../features/steps/rest';
import { HealthSchema } from '@fixwise/shared/rest';
import { buildOpenApiDocument, docsRouter, docsRoutes } from './openapi';
import { bearerToken, currentUser, requireUser } from './auth';
import { limitAction } from '../features/limits/guards';
import { routeDocs, type RouteGroup } from './route-docs';

const platformRoutes = routeDocs('Platform', {
  'GET /health': { summary: 'Up, with the database answering', public: true, responses: { 200: HealthSchema } },
});

/** Every REST route's declaration, in the order the document lists them (the contract test checks it is every route). */
const API_ROUTES: RouteGroup[] = [
  accountRoutes,
  googleRoutes,
  onboardingRoutes,
  projectsRoutes,
  stepsRoutes,
  chatRoutes,
  generationRoutes,
  imagesRoutes,
  platformRoutes,
  docsRoutes,
];

let apiDocument: ReturnType<typeof buildOpenApiDocument> | undefined;

/**
 * The OpenAPI document, made once per process.
 * @internal
 */
export function openApiDocument(): ReturnType<typeof buildOpenApiDocument> {
  apiDocument ??= buildOpenApiDocument(API_ROUTES);
  return apiDocument;
}

/** The REST calls that may carry a photo as a data URL (`uploaded_image`). */
const PHOTO_CALLS = new Set(['POST /chatbot/chat', 'POST /step-guidance/chat']);

/**
 * Reads a JSON body with the limit of its route, after whatever can be checked without it: a call that
 * carries a photo (8 MB) is read only once its bearer token is valid and the message is counted against the
 * person's limits (a refused message costs no parsing); every other signed-in call may send 64 KB, a call
 * without a token (sign-in, sign-up, password reset) 4 KB. Depth and key count are checked on the text
 * before it is parsed (input-guard.ts).
 */
function readBody(services: Services): RequestHandler {
  const json = (limit: number) => express.json({ limit, verify: verifyJsonBody });
  const signedIn = json(MAX_JSON_BODY_BYTES);
  const anonymous = json(MAX_ANONYMOUS_BODY_BYTES);
  const photo = json(MAX_PHOTO_BODY_BYTES);
  const guard = requireUser(services);
  return async (req, res, next) => {
    if (!PHOTO_CALLS.has(`${req.method} ${req.path}`))
      return (bearerToken(req.headers) ? signedIn : anonymous)(req, res, next);
    await new Promise<void>((resolve, reject) => {
      Promise.resolve(guard(req, res, (error?: unknown) => (error ? reject(error) : resolve()))).catch(reject);
    });
    await limitAction(services, 'message', { userId: currentUser(res).id, ip: req.ip ?? null });
    photo(req, res, next);
  };
}

/** The REST surface under /api (spec §7 paths), thin over the same services as tRPC. */
export function createApiRouter(services: Services): Router {
  const api = Router();
  // what no store can take (NUL, lone surrogates, deep nesting) is a 400 before any handler: input-guard.ts
  api.use((req, _res, next) => {
    checkPath(req.path);
    if (typeof req.url === 'string' && req.url.includes('?')) checkParsedInput(req.query);
    next();
  });
  api.use(readBody(services));

  api.get('/health', async (_req, res) => {
    await services.db.execute(sql`select 1`);
    res.json({ status: 'ok' });
  });

  api.use(docsRouter(openApiDocument()));
  api.use(accountRest(services));
  api.use(onboardingRest(services));
  api.use(projectsRest(services));
  api.use(imagesRest(services));
  api.use(chatbotRest(services));
  api.use(stepGuidanceRest(services));
  api.use(generationRest(services));
  api.use(stepsRest(services));

  api.use((req) => {
    throw new NotFound(`No such API path: ${req.method} ${req.path}`);
  });
  return api;
}
