/**
 * What the API says about a person is never kept by a browser or a cache in between: every answer of /api
 * and /trpc carries `Cache-Control: no-store` (signed in, signing in, refused). The app's own files keep
 * their caching.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { startHttpServer, type RunningServer } from './server';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let app: TestApp;
let server: RunningServer;
let dir: string;
let token: string;

beforeAll(async () => {
  app = await startTestApp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'fixwise-no-store-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Fixwise</title>');
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
  server = await startHttpServer({ services: app.services, clientDir: dir, port: 0, host: '127.0.0.1' });
  token = (await app.createUser()).token;
});
afterAll(async () => {
  await server.close();
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

const signedIn = (init: RequestInit = {}) => ({
  ...init,
  headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
});

async function cacheControl(pathname: string, init?: RequestInit): Promise<{ status: number; cache: string | null }> {
  const res = await fetch(`${server.url}${pathname}`, init);
  await res.arrayBuffer();
  return { status: res.status, cache: res.headers.get('cache-control') };
}

describe('Cache-Control: no-store', () => {
  it('on signed-in REST answers: the person, their projects, their photos', async () => {
    expect(await cacheControl('/api/me', signedIn())).toEqual({ status: 200, cache: 'no-store' });
    expect(await cacheControl('/api/projects', signedIn())).toEqual({ status: 200, cache: 'no-store' });
    const created = await fetch(
      `${server.url}/api/projects`,
      signedIn({ method: 'POST', body: JSON.stringify({ projectTitle: 'Squeaky door' }) }),
    );
    expect(created.headers.get('cache-control')).toBe('no-store');
    const photo = await fetch(`${server.url}/api/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: PNG,
    });
    const { url } = (await photo.json()) as { url: string };
    expect(await cacheControl(url, signedIn())).toEqual({ status: 200, cache: 'no-store' });
  });

  it('on signing up, signing in and a refusal', async () => {
    const email = `no-store-${Date.now()}@example.com`;
    const password = 'Str0ng!Pass-no-store';
    const body = (value: object) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(value),
    });
    expect(await cacheControl('/api/users', body({ firstname: 'No', lastname: 'Store', email, password }))).toEqual({
      status: 201,
      cache: 'no-store',
    });
    expect(await cacheControl('/api/login', body({ email, password }))).toEqual({ status: 200, cache: 'no-store' });
    expect(await cacheControl('/api/me')).toEqual({ status: 401, cache: 'no-store' });
  });

  it('on tRPC queries and mutations', async () => {
    expect(await cacheControl('/trpc/account.me', signedIn())).toEqual({ status: 200, cache: 'no-store' });
    expect(
      await cacheControl(
        '/trpc/projects.create',
        signedIn({ method: 'POST', body: JSON.stringify({ projectTitle: 'Dripping tap' }) }),
      ),
    ).toEqual({ status: 200, cache: 'no-store' });
    expect((await cacheControl('/trpc/account.me')).cache).toBe('no-store');
  });

  it('not on the app’s own files, which keep their caching', async () => {
    expect(await cacheControl('/assets/index-Ab12Cd34.js')).toEqual({
      status: 200,
      cache: 'public, max-age=31536000, immutable',
    });
    expect(await cacheControl('/')).toEqual({ status: 200, cache: 'no-cache' });
    // the API's documentation is the same for everyone: it says so itself
    expect(await cacheControl('/api/openapi.json')).toEqual({ status: 200, cache: 'no-cache' });
  });
});
