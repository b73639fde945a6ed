/**
 * Phone-grade delivery budgets (issue 13), measured on the built app served by the real server:
 * - JavaScript transferred for a cold /login (the page's own requests, compressed bytes on the wire);
 * - Lighthouse (mobile: simulated Slow 4G and a 4× slower CPU, Debian's Chromium) on /login and on a
 *   signed-in /home: performance, accessibility, best practices, SEO;
 * - /login on Chromium's "Slow 4G" network emulation: time to first paint and until the form can be used.
 * Each row says whether its budget is met. Machine-dependent, so here and never in `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MOBILE = { width: 390, height: 844 };

export const BUDGETS = {
  loginJsKb: 120,
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 95,
  slow4gUsableMs: 2500,
};

/** DevTools' "Slow 4G" preset: 1.6 Mbps down and 750 kbps up at 90 %, 150 ms × 3.75 latency. */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startApp(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fixwise-bench-delivery-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 60_000; ; ) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('the app did not become healthy within 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A person with a few projects, signed in through the API. */
async function signedInPerson(url: string): Promise<{ id: string; token: string }> {
  const email = `bench-${Date.now()}@example.com`;
  const res = await fetch(`${url}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstname: 'Bench', lastname: 'Person', email, password: 'Str0ng!Pass' }),
  });
  const person = (await res.json()) as { id: string; token: string };
  await fetch(`${url}/api/users/${person.id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${person.token}` },
    body: JSON.stringify({ experienceLevel: 'Some experience' }),
  });
  for (const projectTitle of ['Running toilet', 'Squeaky door hinge', 'Loose cabinet handle']) {
    await fetch(`${url}/api/projects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${person.token}` },
      body: JSON.stringify({ projectTitle }),
    });
  }
  return person;
}

/** Compressed JavaScript bytes the /login page itself transfers on a cold load (not the worker's precache). */
async function loginJsBytes(url: string): Promise<{ bytes: number; files: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: MOBILE, serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, boolean>();
    let bytes = 0;
    cdp.on('Network.responseReceived', (e) => scripts.set(e.requestId, e.type === 'Script'));
    cdp.on('Network.loadingFinished', (e) => {
      if (scripts.get(e.requestId)) bytes += e.encodedDataLength;
    });
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    return { bytes, files: [...scripts.values()].filter(Boolean).length };
  } finally {
    await browser.close();
  }
}

/** Cold /login on Slow 4G: first paint, and when the form is on screen and answers input. */
async function slow4g(url: string): Promise<{ firstPaintMs: number; usableMs: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({
      viewport: MOBILE,
      serviceWorkers: 'block',
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const start = Date.now();
    await page.goto(`${url}/login`, { waitUntil: 'commit' });
    const email = page.getByLabel('Email');
    await email.waitFor({ timeout: 60_000 });
    // usable: the form is rendered by the app and takes typing
    await email.fill('a');
    const usableMs = Date.now() - start;
    const firstPaintMs = await page.evaluate(
      () => performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint')?.startTime ?? NaN,
    );
    return { firstPaintMs: Math.round(firstPaintMs), usableMs };
  } finally {
    await browser.close();
  }
}

interface Scores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Lighthouse's mobile run; a signed-in page gets the token in the profile's localStorage first. */
async function lighthouseScores(url: string, person?: { id: string; token: string }): Promise<Scores> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'fixwise-lh-'));
  try {
    if (person) {
      // robots.txt: same origin, loads nothing, so the profile holds the token and no cached asset
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: CHROMIUM,
        args: ['--no-sandbox', '--disable-gpu'],
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.goto(new URL('/robots.txt', url).href);
      await page.evaluate(({ id, token }) => {
        localStorage.setItem('authToken', token);
        localStorage.setItem('userId', id);
      }, person);
      await context.close();
    }
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      userDataDir: profile,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // keep the profile's localStorage (the token); its HTTP cache is empty
        disableStorageReset: Boolean(person),
      });
      if (!result) throw new Error('Lighthouse returned nothing');
      const { categories, audits } = result.lhr;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      return {
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? NaN),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
      };
    } finally {
      chrome.kill();
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');

export async function benchDelivery(): Promise<void> {
  const app = await startApp();
  try {
    const person = await signedInPerson(app.url);
    const js = await loginJsBytes(app.url);
    const network = await slow4g(app.url);
    const pages = [
      { page: '/login', scores: await lighthouseScores(`${app.url}/login`) },
      { page: '/home (signed in)', scores: await lighthouseScores(`${app.url}/home`, person) },
    ];

    console.log('\nDelivery budgets (issue 13): built app on the real server, Debian Chromium');
    const rows: Record<string, string | number>[] = [
      {
        measure: 'JS transferred, cold /login',
        value: `${(js.bytes / 1024).toFixed(1)} KB in ${js.files} files`,
        budget: `≤ ${BUDGETS.loginJsKb} KB`,
        result: verdict(js.bytes / 1024 <= BUDGETS.loginJsKb),
      },
      {
        measure: 'Slow 4G /login usable',
        value: `${network.usableMs} ms (first paint ${network.firstPaintMs} ms)`,
        budget: `≤ ${BUDGETS.slow4gUsableMs} ms`,
        result: verdict(network.usableMs <= BUDGETS.slow4gUsableMs),
      },
    ];
    for (const { page, scores } of pages) {
      rows.push(
        {
          measure: `Lighthouse performance ${page}`,
          value: `${scores.performance} (FCP ${scores.fcpMs} ms, LCP ${scores.lcpMs} ms, TBT ${scores.tbtMs} ms, CLS ${scores.cls})`,
          budget: `≥ ${BUDGETS.performance}`,
          result: verdict(scores.performance >= BUDGETS.performance),
        },
        {
          measure: `Lighthouse accessibility ${page}`,
          value: scores.accessibility,
          budget: `= ${BUDGETS.accessibility}`,
          result: verdict(scores.accessibility >= BUDGETS.accessibility),
        },
        {
          measure: `Lighthouse best practices ${page}`,
          value: scores.bestPractices,
          budget: `= ${BUDGETS.bestPractices}`,
          result: verdict(scores.bestPractices >= BUDGETS.bestPractices),
        },
        {
          measure: `Lighthouse SEO ${page}`,
          value: scores.seo,
          budget: `≥ ${BUDGETS.seo}`,
          result: verdict(scores.seo >= BUDGETS.seo),
        },
      );
    }
    console.table(rows);
  } finally {
    await app.stop();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  benchDelivery().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
