/**
 * End-to-end harness: the built app started as `npm start` would run it (fresh DATA_DIR, free port),
 * and Debian's Chromium driven by playwright-core.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ARTIFACTS = path.join(ROOT, '.test-artifacts');
const MOBILE = { width: 390, height: 844 };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface AppProcess {
  url: string;
  dataDir: string;
  /** What the server wrote to stdout (its JSON log lines). */
  output: string[];
  stop(): Promise<void>;
}

/** Starts `node --import tsx server/src/main.ts` and waits for /api/health. */
export async function startApp(
  opts: { dataDir?: string; env?: Record<string, string>; port?: number } = {},
): Promise<AppProcess> {
  const port = opts.port ?? (await freePort());
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'fixwise-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // journeys create many accounts and messages from one address; the limits are tested in server/
      RATE_LIMIT_SCALE: '1000',
      // a helper building its own client copy points the app at it (see README, Tests)
      CLIENT_DIST_DIR: process.env.E2E_CLIENT_DIR ?? '',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the app did not become healthy within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!opts.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      // several tabs of one test stay live, as on a person's devices
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
    ],
  });
}

export async function mobileContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: MOBILE, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/**
 * axe-core (WCAG 2 A and AA) on the page as it is now: the serious and critical violations, as
 * 'rule: target' lines, so a failing test says what to fix.
 */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

export interface Journey {
  app: AppProcess;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/**
 * The usual journey setup: one app and one browser for the file, a fresh 390×844 context and page
 * for each test. Read the fields inside hooks and tests (they are set by then).
 */
export function setupJourney(opts: Parameters<typeof startApp>[0] = {}): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    [journey.app, journey.browser] = await Promise.all([startApp(opts), launchBrowser()]);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.app?.stop();
  });
  beforeEach(async () => {
    await journey.context?.close();
    journey.context = await mobileContext(journey.browser, journey.app.url);
    journey.page = await journey.context.newPage();
  });
  return journey;
}
