import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { hasHorizontalScroll, screenshot, setupJourney } from './harness';
import { createAccount } from './pages/auth';

const journey = setupJourney();
let page: Page;

beforeEach(() => {
  ({ page } = journey);
});

const pathname = (p: Page) => new URL(p.url()).pathname;

describe('route guards in Chromium', () => {
  it('lands on /login from / without a token', async () => {
    await page.goto('/');
    await page.waitForURL('**/login');
    await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'platform-login-placeholder');
  });

  it('sends /home to /login with history replaced', async () => {
    await page.goto('/home');
    await page.waitForURL('**/login');
    // about:blank + /login: the redirect replaced /home rather than pushing a new entry
    expect(await page.evaluate(() => history.length)).toBe(2);
  });

  // a real session: a token the server refuses signs the device out (app/session-end.ts)
  it('sends /, /login and /signup to /home with a token in localStorage', async () => {
    const { token } = await createAccount(journey.app.url);
    await page.goto('/login');
    await page.evaluate((t) => localStorage.setItem('authToken', t), token);
    for (const path of ['/', '/login', '/signup']) {
      await page.goto(path);
      await page.waitForURL('**/home');
      expect(pathname(page)).toBe('/home');
    }
  });

  it('accepts a token in sessionStorage too', async () => {
    const { token } = await createAccount(journey.app.url);
    await page.goto('/login');
    await page.evaluate((t) => sessionStorage.setItem('authToken', t), token);
    await page.goto('/');
    await page.waitForURL('**/home');
  });

  it('signs out a device whose stored token the server refuses, and shows why', async () => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('authToken', 'a-token-the-server-never-issued'));
    await page.goto('/home');
    await page.waitForURL('**/login');
    await page.getByText('Your session has ended. Please sign in again.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  it('serves deep links through the SPA fallback', async () => {
    const res = await page.goto('/projects/abc/overview');
    expect(res?.status()).toBe(200);
    await page.waitForURL('**/login');
  });
});

describe('the browser reaches both transports', () => {
  /** The first answer to subscribing to system.onTick on a socket opened with `token` (none: no session). */
  const firstTickAnswer = (token: string | null) =>
    page.evaluate(
      (token) =>
        new Promise<unknown>((resolve, reject) => {
          const ws = new WebSocket(`ws://${location.host}/trpc?connectionParams=1`);
          ws.onerror = () => reject(new Error('websocket error'));
          ws.onopen = () => {
            ws.send(JSON.stringify({ method: 'connectionParams', data: token ? { token } : {} }));
            ws.send(
              JSON.stringify({ id: 1, method: 'subscription', params: { path: 'system.onTick', input: undefined } }),
            );
          };
          ws.onmessage = (event) => {
            const message = JSON.parse(event.data);
            if (message.result?.type === 'data' || message.error) {
              ws.close();
              resolve(message.result?.data ?? { error: message.error.data.code });
            }
          };
        }),
      token,
    );

  it('opens the tRPC WebSocket and receives a subscription event, signed in', async () => {
    await page.goto('/login');
    const { token } = await createAccount(journey.app.url);
    expect(await firstTickAnswer(token)).toMatchObject({
      id: expect.any(String),
      data: { seq: expect.any(Number), at: expect.any(String) },
    });
  });

  it('refuses subscriptions on a socket without a session', async () => {
    await page.goto('/login');
    expect(await firstTickAnswer(null)).toEqual({ error: 'UNAUTHORIZED' });
  });
});
