/**
 * Delivery checks that do not depend on the machine (issue 13; timings and Lighthouse are in
 * `npm run bench`): what /login loads according to the build manifest, and how the real server sends
 * the built app — compressed, cached, no source maps, a clean content security policy.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, it } from 'vitest';
import { screenshot, setupJourney } from './harness';
import { HomePage } from './pages/HomePage';
import { createAccount } from './pages/auth';

const DIST = path.join(import.meta.dirname, '../dist');
/** The budget for JavaScript transferred on /login. */
const LOGIN_JS_BUDGET_BYTES = 120 * 1024;

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/**
 * What /login loads: the page's script and the chunks it preloads (the sign-in screen's among them),
 * each with its static imports from the build manifest. Route chunks imported dynamically are not.
 */
function loginChunks(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const referenced = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const key of byFile.get(file)?.imports ?? []) visit(manifest[key]!.file);
  };
  referenced.forEach(visit);
  return [...files];
}

/** Bytes on the wire: the brotli twin the server sends (compressed here if the build wrote none). */
function brotliBytes(file: string): number {
  const twin = path.join(DIST, `${file}.br`);
  return existsSync(twin) ? statSync(twin).size : zlib.brotliCompressSync(readFileSync(path.join(DIST, file))).length;
}

/** The source files a chunk was built from, from its hidden source map. */
function sourcesOf(file: string): string[] {
  if (!existsSync(path.join(DIST, `${file}.map`))) return [];
  return (JSON.parse(readFileSync(path.join(DIST, `${file}.map`), 'utf8')) as { sources: string[] }).sources;
}

it('loads /login within the JavaScript budget, without the markdown stack, image compression, zod or the plan screens', () => {
  const chunks = loginChunks();
  const total = chunks.reduce((sum, file) => sum + brotliBytes(file), 0);
  expect(total, `login JavaScript: ${chunks.join(', ')}`).toBeLessThanOrEqual(LOGIN_JS_BUDGET_BYTES);

  const sources = chunks.flatMap(sourcesOf);
  expect(sources.some((s) => s.includes('/react-dom/'))).toBe(true); // the maps are read right
  // the sign-in screen comes with the page (preloaded), not after the entry has run
  expect(sources.some((s) => s.endsWith('screens/login/LoginScreen.tsx'))).toBe(true);
  for (const unwanted of [
    'react-markdown',
    'micromark',
    'browser-image-compression',
    '/zod/',
    'screens/step/',
    'screens/overview/',
    'screens/home/',
    'screens/chat/',
  ]) {
    expect(
      sources.filter((s) => s.includes(unwanted)),
      unwanted,
    ).toEqual([]);
  }
});

const journey = setupJourney();

it('sends the built app compressed and cached, never its source maps, with robots.txt and a description', async () => {
  const base = journey.app.url;
  const html = await fetch(`${base}/login`, { headers: { 'accept-encoding': 'br' } });
  expect(html.headers.get('content-encoding')).toBe('br');
  expect(html.headers.get('cache-control')).toBe('no-cache');
  const page = await html.text();
  expect(page).toMatch(/<meta name="description" content="[^"]{20,}"/);

  const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(page)![1]!;
  const asset = await fetch(`${base}${entry}`, { headers: { 'accept-encoding': 'gzip, br' } });
  expect(asset.status).toBe(200);
  expect(asset.headers.get('content-encoding')).toBe('br');
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(asset.headers.get('vary')).toMatch(/Accept-Encoding/i);

  expect((await fetch(`${base}${entry}.map`)).status).toBe(404);
  expect(existsSync(path.join(DIST, `${entry}.map`))).toBe(true); // kept on the server's disk only

  const robots = await fetch(`${base}/robots.txt`);
  expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(await robots.text()).toMatch(/^User-agent: \*/m);
});

it('breaks no rule of the content security policy on the sign-in screen, home and the chat', async () => {
  const { page } = journey;
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  const account = await createAccount(journey.app.url, 'Cleo');
  const home = new HomePage(page);
  await home.openAs(account.token, { userId: account.id });
  await home.createProject('Dripping tap');
  await page.getByLabel('Message', { exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
});

it('shows the API documentation at /api/docs from this server alone, within the content security policy', async () => {
  const { page } = journey;
  const refused: string[] = [];
  const elsewhere: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(journey.app.url) && !/^(data|blob):/.test(url)) elsewhere.push(url);
  });
  await page.goto('/api/docs');
  await page.getByText('Fixwise REST API').first().waitFor();
  await page.getByText('/api/login', { exact: true }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await screenshot(page, 'api-docs');
  expect(refused).toEqual([]);
  expect(elsewhere).toEqual([]);
});
