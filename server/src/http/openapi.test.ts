/**
 * The contract between the REST paths and their OpenAPI document (/api/openapi.json):
 * - every route Express has registered under /api is in the document, and nothing else is (the router's
 *   own stack is walked: no list kept by hand);
 * - every error answer is documented as `{detail, code}`, with codes of the shared list at their status;
 * - every REST test's answers are checked against the document by the harness's `api()`
 *   (test/openapi-check.ts), and the document's own success examples below go through it too;
 * - the docs page is served from our own files with no inline script.
 */
import { ERROR_CODES } from '@fixwise/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestApp, type TestApp } from '../test/harness';
import { checkAgainstDocument } from '../test/openapi-check';
import { openApiDocument } from './api';
import { createApp } from './app';

type Json = Record<string, any>;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

interface Layer {
  rawPath?: string | string[];
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

/** `METHOD /path` of every route in a router's stack, with its mount path in front; `:name` as `{name}`. */
function walk(stack: Layer[], prefix: string): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const paths = ([] as string[]).concat(layer.route.path);
      const methods = Object.keys(layer.route.methods).filter((m) => layer.route!.methods[m] && m !== '_all');
      return paths.flatMap((path) => methods.map((m) => `${m.toUpperCase()} ${normalise(prefix + path)}`));
    }
    if (layer.handle.stack) {
      // the mount path of a nested router: Express 5's router keeps it as rawPath
      if (typeof layer.rawPath !== 'string')
        throw new Error('a mounted router without rawPath: the walk needs updating for this Express');
      return walk(layer.handle.stack, prefix + (layer.rawPath === '/' ? '' : layer.rawPath));
    }
    return [];
  });
}

/** `/onboarding/` and `/onboarding` are one route to Express (non-strict routing). */
const normalise = (path: string) => path.replace(/:(\w+)/g, '{$1}').replace(/(.)\/$/, '$1');

const document = openApiDocument() as Json;
const documented = Object.entries(document.paths as Json).flatMap(([path, item]) =>
  Object.keys(item as Json).map((m) => `${m.toUpperCase()} ${path}`),
);

describe('the OpenAPI document', () => {
  it('lists every REST route Express has registered under /api, and no other', () => {
    const express = createApp({ services: app.services, clientDir: '/nonexistent' }) as unknown as {
      router: { stack: Layer[] };
    };
    const apiMount = express.router.stack.find((layer) => layer.rawPath === '/api');
    expect(apiMount, 'the /api router is mounted').toBeDefined();
    const registered = [...new Set(walk(apiMount!.handle.stack!, '/api'))].sort();
    expect(registered.length).toBeGreaterThan(35);
    expect(registered).toEqual([...documented].sort());
  });

  it('is OpenAPI 3.1 with a bearer scheme, and each operation says whether it needs it', () => {
    expect(document.openapi).toBe('3.1.0');
    const ids = Object.values(document.paths as Json).flatMap((item) =>
      Object.values(item as Json).map((operation) => operation.operationId),
    );
    expect(new Set(ids).size).toBe(documented.length);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const [path, item] of Object.entries(document.paths as Json)) {
      for (const [method, operation] of Object.entries(item as Json)) {
        expect(operation.security, `${method} ${path}`).toBeDefined();
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        const success = Object.keys(operation.responses).filter((status) => Number(status) < 400);
        expect(success.length, `${method} ${path} has a success answer`).toBeGreaterThan(0);
        if (operation.security.length)
          expect(operation.responses['401'], `${method} ${path} documents 401`).toBeDefined();
      }
    }
  });

  it('documents every error as {detail, code}, with the shared codes at their own status', () => {
    expect(document.components.schemas.ErrorCode.enum).toEqual(Object.keys(ERROR_CODES));
    for (const [path, item] of Object.entries(document.paths as Json)) {
      for (const [method, operation] of Object.entries(item as Json)) {
        for (const [status, response] of Object.entries(operation.responses as Json)) {
          if (Number(status) < 400) continue;
          const schema = response.content?.['application/json']?.schema;
          const where = `${method} ${path} ${status}`;
          expect(schema?.required, where).toEqual(['detail', 'code']);
          expect(schema.properties.detail, where).toEqual({ type: 'string' });
          for (const code of schema.properties.code.enum as string[]) {
            expect(ERROR_CODES[code as keyof typeof ERROR_CODES]?.status, `${where}: ${code}`).toBe(Number(status));
          }
          if (status === '500') expect(schema.properties.code.enum).toEqual(['INTERNAL_ERROR']);
        }
      }
    }
  });

  it('documents how the lists page: the projects’ filter and cursor, and the conversations’ Link to the page before', () => {
    const parameters = (path: string) =>
      (document.paths[path].get.parameters as Json[]).map((p) => `${p.in} ${p.name}`).sort();
    expect(parameters('/api/projects')).toEqual([
      'query cursor',
      'query limit',
      'query search',
      'query status',
      'query user_id',
    ]);
    const status = (document.paths['/api/projects'].get.parameters as Json[]).find((p) => p.name === 'status');
    expect(status!.schema.enum).toEqual(['ongoing', 'completed']);
    for (const path of ['/api/chatbot/session/{sessionId}/history', '/api/step-guidance/session/{sessionId}/history']) {
      expect(parameters(path)).toEqual(['path sessionId', 'query cursor', 'query limit']);
      expect(document.paths[path].get.responses['200'].headers.Link.description).toMatch(/rel="next"/);
    }
  });

  it('tells a documented answer from one it does not describe', () => {
    const project = {
      _id: 'p',
      projectTitle: 'Tap',
      lastActivity: null,
      percentComplete: 0,
      projectImages: [],
      hasSteps: false,
      createdAt: 'now',
      safetyStop: null,
    };
    expect(checkAgainstDocument('GET', '/api/projects', 200, 'application/json', { projects: [project] })).toBeNull();
    expect(
      checkAgainstDocument('GET', '/api/projects?limit=5', 200, 'application/json; charset=utf-8', {
        projects: [project],
        nextCursor: 'c',
      }),
    ).toBeNull();
    // a field the document does not have, a missing one, a status it does not list, a code of another status
    expect(
      checkAgainstDocument('GET', '/api/projects', 200, 'application/json', { projects: [{ ...project, secret: 1 }] }),
    ).toMatch(/does not describe/);
    expect(checkAgainstDocument('GET', '/api/projects', 200, 'application/json', { items: [] })).toMatch(
      /does not describe/,
    );
    expect(
      checkAgainstDocument('DELETE', '/api/projects/p', 409, 'application/json', { detail: 'x', code: 'CONFLICT' }),
    ).toMatch(/does not list/);
    expect(
      checkAgainstDocument('GET', '/api/me', 401, 'application/json', { detail: 'x', code: 'INVALID_CREDENTIALS' }),
    ).toMatch(/does not describe/);
    expect(checkAgainstDocument('GET', '/api/me', 401, 'application/json', { detail: 'x' })).toMatch(
      /does not describe/,
    );
    expect(checkAgainstDocument('GET', '/api/images/i', 200, 'text/html', '<p>')).toMatch(
      /the document says image\/\*/,
    );
  });
});

describe('routes the REST tests reach without api()', () => {
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  /** fetch, then the same check as api(): what the document says of this answer. */
  async function checked(method: string, path: string, init: RequestInit = {}): Promise<Response> {
    const res = await fetch(`${app.url}${path}`, { method, redirect: 'manual', ...init });
    const text = await res.clone().text();
    const type = res.headers.get('content-type');
    const body = type?.startsWith('application/json') ? JSON.parse(text) : text;
    expect(checkAgainstDocument(method, path, res.status, type, body)).toBeNull();
    return res;
  }

  it('answer raw photos, scripts and the Google pop-up’s pages as documented', async () => {
    const user = await app.createUser();
    const auth = { authorization: `Bearer ${user.token}` };
    const uploaded = await checked('POST', '/api/images', {
      headers: { ...auth, 'content-type': 'image/png' },
      body: PNG,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    expect((await checked('GET', url, { headers: auth })).status).toBe(200);
    expect(
      (await checked('POST', '/api/images', { headers: { ...auth, 'content-type': 'image/png' }, body: 'not a photo' }))
        .status,
    ).toBe(400);
    expect((await checked('GET', '/api/docs/init.js')).status).toBe(200);
    expect((await checked('GET', '/api/auth/google/relay.js')).status).toBe(200);
    // this server has no Google keys
    expect((await checked('GET', '/api/auth/google?mode=login')).status).toBe(503);
    expect((await checked('GET', '/api/auth/google/callback?state=x')).status).toBe(200);
  });
});

describe('the documentation, served', () => {
  it('answers /api/openapi.json with the document, to anyone', async () => {
    const res = await api(app, 'GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('answers /api/docs with a page whose scripts are all files of this server (the CSP allows no other)', async () => {
    const res = await api(app, 'GET', '/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = res.body as string;
    const scripts = [...page.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(2);
    for (const [, attributes, inline] of scripts) {
      expect(inline!.trim()).toBe('');
      expect(attributes).toMatch(/src="\/api\/docs\//);
    }
    const files = [...page.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((m) => m[1]!);
    expect(files).toEqual(
      expect.arrayContaining([
        '/api/docs/init.js',
        '/api/docs/assets/swagger-ui-bundle.js',
        '/api/docs/assets/swagger-ui.css',
      ]),
    );
    for (const file of files) {
      const asset = await fetch(`${app.url}${file}`);
      expect(asset.status, file).toBe(200);
      expect(asset.headers.get('content-type'), file).toMatch(/javascript|css|image\/png/);
    }
    expect(await (await fetch(`${app.url}/api/docs/init.js`)).text()).toContain("url: '/api/openapi.json'");
  });

  it('serves none of the package’s other files (its demo page, source maps)', async () => {
    for (const file of [
      'index.html',
      'swagger-initializer.js',
      'swagger-ui-bundle.js.map',
      'package.json',
      '../package.json',
    ]) {
      expect((await fetch(`${app.url}/api/docs/assets/${file}`)).status, file).toBe(404);
    }
  });
});
