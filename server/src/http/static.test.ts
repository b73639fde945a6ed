/**
 * The built client served like a production front end: hashed assets cached for a year, everything else
 * revalidated, source maps never served, a missing asset a 404 (not the app's HTML), robots.txt as text.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import zlib from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { startHttpServer, type RunningServer } from './server';

let app: TestApp;
let server: RunningServer;
let dir: string;

beforeAll(async () => {
  app = await startTestApp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'fixwise-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Fixwise</title>');
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js.map'), '{"version":3}');
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  // the build's compressed twins (client/vite.config.ts)
  const script = 'console.log("fixwise");'.repeat(100);
  writeFileSync(path.join(dir, 'assets', 'app-Zz98Yy76.js'), script);
  writeFileSync(path.join(dir, 'assets', 'app-Zz98Yy76.js.br'), zlib.brotliCompressSync(script));
  writeFileSync(path.join(dir, 'assets', 'app-Zz98Yy76.js.gz'), zlib.gzipSync(script));
  writeFileSync(path.join(dir, 'index.html.br'), zlib.brotliCompressSync('<!doctype html><title>Fixwise</title>'));
  writeFileSync(path.join(dir, 'index.html.gz'), zlib.gzipSync('<!doctype html><title>Fixwise</title>'));
  server = await startHttpServer({ services: app.services, clientDir: dir, port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

it('caches hashed assets for a year and revalidates the rest', async () => {
  const asset = await fetch(`${server.url}/assets/index-Ab12Cd34.js`);
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  for (const page of ['/', '/home', '/projects/x/overview']) {
    const res = await fetch(`${server.url}${page}`);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  }
  const robots = await fetch(`${server.url}/robots.txt`);
  expect(robots.headers.get('content-type')).toMatch(/text\/plain/);
  expect(await robots.text()).toContain('User-agent');
});

it('never serves source maps, and answers a missing asset with 404 rather than the app', async () => {
  const map = await fetch(`${server.url}/assets/index-Ab12Cd34.js.map`);
  expect(map.status).toBe(404);
  expect(await map.json()).toEqual({ detail: 'Not found', code: 'NOT_FOUND' });
  const missing = await fetch(`${server.url}/assets/index-Old99999.js`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get('content-type')).not.toMatch(/text\/html/);
});

it('sends the brotli or gzip twin the browser accepts, with the right headers, and the plain file otherwise', async () => {
  const script = 'console.log("fixwise");'.repeat(100);
  // fetch decodes what it is sent, so each body must read back as the original script
  const get = (url: string, encoding: string) => fetch(url, { headers: { 'accept-encoding': encoding } });

  const br = await get(`${server.url}/assets/app-Zz98Yy76.js`, 'gzip, deflate, br');
  expect(br.headers.get('content-encoding')).toBe('br');
  expect(br.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/);
  expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
  expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(await br.text()).toBe(script);

  const gzip = await get(`${server.url}/assets/app-Zz98Yy76.js`, 'gzip');
  expect(gzip.headers.get('content-encoding')).toBe('gzip');
  expect(await gzip.text()).toBe(script);

  const plain = await get(`${server.url}/assets/app-Zz98Yy76.js`, 'identity');
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect(await plain.text()).toBe(script);

  // the app's page too, on any of its routes, revalidated on every visit
  for (const route of ['/', '/login', '/projects/x/steps/2']) {
    const page = await get(`${server.url}${route}`, 'br');
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<title>Fixwise</title>');
  }
});
