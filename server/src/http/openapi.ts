/**
 * The OpenAPI 3.1 document of the REST paths, made at start from each feature's route declarations
 * (route-docs.ts) and the shared zod schemas by zod-openapi (zod 4's own JSON Schema underneath), and
 * the page that shows it: Swagger UI's files from its npm package, served here, started by a script of
 * ours (the CSP allows no inline script and nothing from elsewhere).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';
import {
  createDocument,
  type oas31,
  type ZodOpenApiOperationObject,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponseObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import { z, type ZodType } from 'zod';
import {
  ApiErrorSchema,
  AuthResultSchema,
  ERROR_CODES,
  ErrorCodeSchema,
  EstimationSchema,
  OnboardingQuestionSchema,
  PlanStepSchema,
  PlanToolSchema,
  ProjectSchema,
  UserSchema,
  type ErrorCode,
} from '@fixwise/shared';
import { routeDocs, type MediaDoc, type Method, type RouteDoc, type RouteGroup } from './route-docs';

export const docsRoutes = routeDocs('Documentation', {
  'GET /openapi.json': {
    summary: 'This document',
    public: true,
    responses: { 200: { mime: 'application/json', description: 'OpenAPI 3.1.' } },
  },
  'GET /docs': {
    summary: 'This document, to read and try',
    public: true,
    responses: { 200: { mime: 'text/html', description: 'Swagger UI.' } },
  },
  'GET /docs/init.js': {
    summary: 'The docs page’s script',
    public: true,
    responses: { 200: { mime: 'application/javascript', description: 'Starts Swagger UI on /api/openapi.json.' } },
  },
});

/** `PUT /projects/:id` → the method, `/api/projects/{id}` and the path's parameter names. */
function openApiPath(key: string): { method: Lowercase<Method>; path: string; params: string[] } {
  const [method, expressPath] = key.split(' ') as [Method, string];
  return {
    method: method.toLowerCase() as Lowercase<Method>,
    path: `/api${expressPath.replace(/:(\w+)/g, '{$1}')}`,
    params: [...expressPath.matchAll(/:(\w+)/g)].map((m) => m[1]!),
  };
}

const isMedia = (value: unknown): value is MediaDoc => typeof value === 'object' && value !== null && 'mime' in value;

/** `put` `/api/projects/{id}` → `putProjectsById`, for client generators. */
function operationId(method: string, apiPath: string): string {
  const words = apiPath
    .split('/')
    .slice(2)
    .map((part) => part.replace(/^\{(.*)\}$/, 'by-$1'));
  return method + words.join('-').replace(/(^|[-_.])(\w)/g, (_, _separator, letter: string) => letter.toUpperCase());
}

const SUCCESS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted' };

/** The refusals a route can give: those of every route, of its kind, and its own. */
function errorCodes(method: Lowercase<Method>, doc: RouteDoc, hasParams: boolean): ErrorCode[] {
  const codes = new Set<ErrorCode>(['INVALID_INPUT', 'INTERNAL_ERROR']);
  if (!doc.public) codes.add('UNAUTHENTICATED');
  if (hasParams) codes.add('NOT_FOUND');
  // a JSON body is read (and limited) on every call that may carry one, whether the route uses it or not
  if (method !== 'get') codes.add('PAYLOAD_TOO_LARGE');
  if (doc.body && !isMedia(doc.body)) codes.add('VALIDATION_FAILED');
  for (const code of doc.errors ?? []) codes.add(code);
  return [...codes];
}

/** One response per error status, its `code` narrowed to the codes this route gives with that status. */
function errorResponses(codes: ErrorCode[]): Record<string, ZodOpenApiResponseObject> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes)
    byStatus.set(ERROR_CODES[code].status, [...(byStatus.get(ERROR_CODES[code].status) ?? []), code]);
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  for (const [status, list] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[`${status}`] = {
      description: list.map((code) => `\`${code}\`: ${ERROR_CODES[code].meaning}`).join('\n\n'),
      content: { 'application/json': { schema: ApiErrorSchema.extend({ code: ErrorCodeSchema.extract(list) }) } },
      ...(status === 429
        ? { headers: { 'Retry-After': { description: 'Seconds to wait.', schema: { type: 'integer' } } } }
        : {}),
    };
  }
  return responses;
}

function operation(tag: string, key: string, doc: RouteDoc): ZodOpenApiOperationObject {
  const { method, path: apiPath, params } = openApiPath(key);
  const pathParams = z.object(
    Object.fromEntries(params.map((name) => [name, (doc.params?.shape[name] as ZodType | undefined) ?? z.string()])),
  );
  const responses: Record<string, ZodOpenApiResponseObject> = {};
  // the headers a success answer may carry, none of them always
  const headers = doc.headers
    ? {
        headers: z.object(
          Object.fromEntries(
            Object.entries(doc.headers).map(([name, description]) => [
              name,
              z.string().optional().meta({ description }),
            ]),
          ),
        ),
      }
    : {};
  for (const [status, answer] of Object.entries(doc.responses)) {
    responses[status] =
      typeof answer === 'string'
        ? { description: answer }
        : isMedia(answer)
          ? { description: answer.description, content: { [answer.mime]: {} } }
          : {
              description: SUCCESS_TEXT[Number(status)] ?? 'OK',
              content: { 'application/json': { schema: answer } },
              ...headers,
            };
  }
  return {
    tags: [tag],
    operationId: operationId(method, apiPath),
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    security: doc.public ? [] : [{ bearerAuth: [] }],
    requestParams: { ...(params.length ? { path: pathParams } : {}), ...(doc.query ? { query: doc.query } : {}) },
    ...(doc.body
      ? {
          requestBody: isMedia(doc.body)
            ? { required: true, description: doc.body.description, content: { [doc.body.mime]: {} } }
            : { required: true, content: { 'application/json': { schema: doc.body } } },
        }
      : {}),
    responses: {
      ...responses,
      ...errorResponses(errorCodes(method, doc, params.length > 0)),
    } as ZodOpenApiResponsesObject,
  };
}

const CODE_TABLE = Object.entries(ERROR_CODES)
  .map(([code, { status, meaning }]) => `| \`${code}\` | ${status} | ${meaning} |`)
  .join('\n');

const DESCRIPTION = `The REST paths of Fixwise (spec §7), for third parties. The app itself speaks tRPC at /trpc over the same services.

**Authentication**: sign in with \`POST /api/login\` (or sign up with \`POST /api/users\`) and send the \`token\` it answers as \`Authorization: Bearer <token>\`. Sessions last 30 days and end at \`POST /api/logout\` or a password reset.

**Errors** are \`{ "detail": "…", "code": "…" }\`. \`detail\` is a sentence for people and may be reworded; \`code\` is stable: decide by it. tRPC errors carry the same code as \`error.data.appCode\`.

| code | status | meaning |
|---|---|---|
${CODE_TABLE}`;

export function buildOpenApiDocument(groups: RouteGroup[]): oas31.OpenAPIObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const { tag, routes } of groups) {
    for (const [key, doc] of Object.entries(routes)) {
      const { method, path: apiPath } = openApiPath(key);
      paths[apiPath] = { ...paths[apiPath], [method]: operation(tag, key, doc) };
    }
  }
  return createDocument({
    openapi: '3.1.0',
    info: { title: 'Fixwise REST API', version: '1', description: DESCRIPTION },
    tags: groups.map(({ tag }) => ({ name: tag })),
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'The session token from POST /api/login or POST /api/users.',
        },
      },
      schemas: {
        ApiError: ApiErrorSchema,
        ErrorCode: ErrorCodeSchema,
        AuthResult: AuthResultSchema,
        User: UserSchema,
        Project: ProjectSchema,
        OnboardingQuestion: OnboardingQuestionSchema,
        Estimation: EstimationSchema,
        PlanStep: PlanStepSchema,
        PlanTool: PlanToolSchema,
      },
    },
  });
}

// the page's script: a file of ours, since the CSP allows no inline script
const INIT_JS = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    // the validator badge would send the document to swagger.io
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fixwise REST API</title>
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>`;

/** The only files of swagger-ui-dist the page uses (not its demo page, source maps or other bundles). */
const ASSETS = new Set(['/swagger-ui.css', '/swagger-ui-bundle.js', '/favicon-32x32.png']);
const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** GET /api/openapi.json, GET /api/docs and the page's files; all public, none with anything secret. */
export function docsRouter(document: oas31.OpenAPIObject): Router {
  const router = Router();
  const json = JSON.stringify(document);
  const assets = express.static(swaggerUiDir, {
    index: false,
    setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
  });
  router.get('/openapi.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/json').send(json);
  });
  router.get('/docs', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(PAGE);
  });
  router.get('/docs/init.js', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/javascript').send(INIT_JS);
  });
  router.use('/docs/assets', (req, res, next) => (ASSETS.has(req.path) ? assets(req, res, next) : next()));
  return router;
}
