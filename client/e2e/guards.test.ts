import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { hasHorizontalScroll, screenshot, setupJourney } from './harness';

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

  it('sends /, /login and /signup to /home with a token in localStorage', async () => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('authToken', 'any-token'));
    for (const path of ['/', '/login', '/signup']) {
      await page.goto(path);
      await page.waitForURL('**/home');
      expect(pathname(page)).toBe('/home');
    }
  });

  it('accepts a token in sessionStorage too', async () => {
    await page.goto('/login');
    await page.evaluate(() => sessionStorage.setItem('authToken', 'any-token'));
    await page.goto('/');
    await page.waitForURL('**/home');
  });

  it('serves deep links through the SPA fallback', async () => {
    const res = await page.goto('/projects/abc/overview');
    expect(res?.status()).toBe(200);
    await page.waitForURL('**/login');
  });
});

describe('the browser reaches both transports', () => {
  it('opens the tRPC WebSocket and receives a subscription event', async () => {
    await page.goto('/login');
    const tick = await page.evaluate(
      () =>
        new Promise<unknown>((resolve, reject) => {
          const ws = new WebSocket(`ws://${location.host}/trpc`);
          ws.onerror = () => reject(new Error('websocket error'));
          ws.onopen = () =>
            ws.send(
              JSON.stringify({ id: 1, method: 'subscription', params: { path: 'system.onTick', input: undefined } }),
            );
          ws.onmessage = (event) => {
            const message = JSON.parse(event.data);
            if (message.result?.type === 'data') {
              ws.close();
              resolve(message.result.data);
            }
          };
        }),
    );
    expect(tick).toMatchObject({ id: expect.any(String), data: { seq: expect.any(Number), at: expect.any(String) } });
  });
});
