import { MAX_JSON_BODY_BYTES } from '@fixwise/shared';
import { checkParsedInput, checkPath, verifyJsonBody } from './input-guard';
import express, { Router } from 'express';
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

/** The REST surface under /api (spec §7 paths), thin over the same services as tRPC. */
export function createApiRouter(services: Services): Router {
  const api = Router();
  // what no store can take (NUL, lone surrogates, deep nesting) is a 400 before any handler: input-guard.ts
  api.use((req, _res, next) => {
    checkPath(req.path);
    if (typeof req.url === 'string' && req.url.includes('?')) checkParsedInput(req.query);
    next();
  });
  api.use(express.json({ limit: MAX_JSON_BODY_BYTES, verify: verifyJsonBody }));

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
