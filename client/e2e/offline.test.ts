/**
 * The plan without signal (issue 13), in Chromium against the built app: installable (manifest and
 * service worker), a plan seen once opens again after a reload with no connection — overview, tools,
 * steps and the step's picture — and step completion, undo and thumbs made offline survive a reload
 * and reach the server exactly once each when the connection is back.
 *
 * "No connection" is real: the browser context is offline and the server process is stopped; the
 * server comes back on the same port and data directory.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, and } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectDatabase } from '../../server/src/db/connect';
import { steps } from '../../server/src/db/schema';
import { freePort, launchBrowser, mobileContext, screenshot, startApp, type AppProcess } from './harness';
import { ChatPage } from './pages/ChatPage';
import { HomePage } from './pages/HomePage';
import { createAccount } from './pages/auth';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fixwise-offline-'));
let port: number;
let app: AppProcess | null = null;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  port = await freePort();
  [app, browser] = await Promise.all([startApp({ dataDir, port }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function restartApp(): Promise<void> {
  app = await startApp({ dataDir, port });
}

async function stopApp(): Promise<void> {
  await app?.stop();
  app = null;
}

/** The server's view of the steps, read with the person's token. */
async function serverSteps(token: string, projectId: string) {
  const input = encodeURIComponent(JSON.stringify({ projectId }));
  const res = await fetch(`http://127.0.0.1:${port}/trpc/generation.steps?input=${input}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as {
    result: { data: { step_number: number; completed: boolean; feedback: number | null }[] };
  };
  return body.result.data;
}

/** Resolves once the service worker controls the page (a first visit is controlled after it activates). */
async function controlledByServiceWorker(): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  });
}

const indicator = () => page.locator('.offline-status');

it('serves the manifest, its icons and the service worker', async () => {
  const base = `http://127.0.0.1:${port}`;
  const manifestRes = await fetch(`${base}/manifest.webmanifest`);
  expect(manifestRes.status).toBe(200);
  expect(manifestRes.headers.get('content-type')).toMatch(/application\/manifest\+json/);
  const manifest = (await manifestRes.json()) as {
    name: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ display: 'standalone', theme_color: '#0f766e' });
  for (const size of ['192x192', '512x512']) {
    for (const purpose of ['any', 'maskable']) {
      const icon = manifest.icons.find((i) => i.sizes === size && i.purpose === purpose);
      expect(icon, `${purpose} ${size} icon`).toBeDefined();
      const res = await fetch(`${base}${icon!.src}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
    }
  }
  const sw = await fetch(`${base}/sw.js`);
  expect(sw.status).toBe(200);
  expect(sw.headers.get('content-type')).toMatch(/javascript/);
  // revalidated on every visit, so a new deploy's worker is found at once
  expect(sw.headers.get('cache-control')).toBe('no-cache');
  const html = await (await fetch(`${base}/login`)).text();
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  expect(html).toMatch(/<meta name="description" content="[^"]{20,}"/);
});

it('opens a plan seen once after a reload without signal, pictures included, and syncs the step changes made offline exactly once', async () => {
  context = await mobileContext(browser, `http://127.0.0.1:${port}`);
  page = await context.newPage();
  const account = await createAccount(`http://127.0.0.1:${port}`, 'Noor');
  const picture = await fetch(`http://127.0.0.1:${port}/api/images`, {
    method: 'POST',
    headers: { 'content-type': 'image/png', authorization: `Bearer ${account.token}` },
    body: readFileSync(path.join(import.meta.dirname, '../public/icons/icon-512.png')),
  });
  expect(picture.status).toBe(201);
  const { url: pictureUrl } = (await picture.json()) as { url: string };

  // a real plan from the offline assistant
  const home = new HomePage(page);
  await home.openAs(account.token, { userId: account.id });
  await home.createProject('Running toilet');
  const chat = new ChatPage(page);
  await chat.sheet().waitFor();
  for (const reply of [
    'the toilet keeps running after I flush, the flapper leaks',
    'main bathroom, water trickles into the bowl',
    'I have none of them',
  ]) {
    await chat.say(reply);
  }
  await page.waitForURL('**/overview', { timeout: 30_000 });
  const projectId = /projects\/([^/]+)\/overview/.exec(page.url())![1]!;
  const base = `/projects/${projectId}`;

  // the first step gets a stored picture (the offline assistant draws none)
  await page.goto('/login'); // leave the plan while the server is away
  await stopApp();
  const database = await connectDatabase({ kind: 'pglite', dataDir });
  await database.db
    .update(steps)
    .set({ image: { status: 'complete', url: pictureUrl } })
    .where(and(eq(steps.projectId, projectId), eq(steps.stepNumber, 1)));
  await database.close();
  await restartApp();

  // seen once, online, with the service worker in control
  await page.goto(`${base}/overview`);
  await controlledByServiceWorker();
  await page.getByRole('heading', { name: 'Estimated breakdown' }).waitFor();
  await page.goto(`${base}/tools`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.goto(`${base}/steps/1`);
  const image = page.locator('img.step-image');
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0).catch(() => false))
    .toBe(true);
  const before = await serverSteps(account.token, projectId);
  expect(before.slice(0, 2).map((s) => [s.completed, s.feedback])).toEqual([
    [false, null],
    [false, null],
  ]);

  // no signal at all: the browser is offline and the server is gone
  await context.setOffline(true);
  await stopApp();

  await page.reload();
  await page.getByText('Did you finish this step?').waitFor();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0).catch(() => false))
    .toBe(true);
  await expect.poll(() => indicator().textContent()).toContain("You're offline.");
  await page.goto(`${base}/overview`);
  await page.getByRole('heading', { name: 'Estimated breakdown' }).waitFor();
  await page.goto(`${base}/tools`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.locator('body').textContent()).not.toContain("Couldn't load");

  // changes made offline: complete step 1 with a thumbs up, complete step 2 and undo it
  await page.goto(`${base}/steps/1`);
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await page.getByText('Step complete ✓').waitFor();
  await page.getByRole('button', { name: 'Thumbs up' }).click();
  await page.goto(`${base}/steps/2`);
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await page.getByText('Step complete ✓').waitFor();
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await page.getByText('Did you finish this step?').waitFor();
  await expect
    .poll(() => indicator().textContent())
    .toBe("You're offline. 4 changes saved on this phone will sync when you're back online.");
  await screenshot(page, 'offline-step-queued');

  // a reload without signal keeps them, and says so
  await page.goto(`${base}/steps/1`);
  await page.getByText('Step complete ✓').waitFor();
  expect(await page.getByRole('button', { name: 'Thumbs up' }).getAttribute('aria-pressed')).toBe('true');
  await expect.poll(() => indicator().textContent()).toContain('4 changes saved on this phone');

  // back online: each change reaches the server once, in order
  const sent: string[] = [];
  page.on('request', (request) => {
    const match = /\/trpc\/([^?]+)/.exec(request.url());
    if (match && request.method() === 'POST') sent.push(...match[1]!.split(','));
  });
  await restartApp();
  await context.setOffline(false);
  await expect.poll(() => indicator().textContent(), { timeout: 30_000 }).toBe('All changes synced.');
  const after = await serverSteps(account.token, projectId);
  expect(after.slice(0, 2).map((s) => [s.completed, s.feedback])).toEqual([
    [true, 1],
    [false, null],
  ]);
  expect(sent.filter((name) => name.startsWith('steps.'))).toEqual([
    'steps.complete',
    'steps.feedback',
    'steps.complete',
    'steps.reset',
  ]);
  await page.getByText('Step complete ✓').waitFor();

  // nothing is sent again on the next visit
  await page.reload();
  await page.getByText('Step complete ✓').waitFor();
  await page.waitForLoadState('networkidle');
  expect(sent.filter((name) => name.startsWith('steps.'))).toHaveLength(4);
  await context.close();
});
