/**
 * The built client served like a production front end: hashed assets cached for a year, everything else
 * revalidated, source maps never served, a missing asset a 404 (not the app's HTML), robots.txt as text.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  expect(await map.json()).toEqual({ detail: 'Not found' });
  const missing = await fetch(`${server.url}/assets/index-Old99999.js`);
  expect(missing.status).toBe(404);
  expect(missing.headers.get('content-type')).not.toMatch(/text\/html/);
});
