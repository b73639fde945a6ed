import { OAuth2Server } from 'oauth2-mock-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort, launchBrowser, mobileContext, screenshot, startApp, type AppProcess } from './harness';
import { LoginPage, SignupPage } from './pages/auth';

/**
 * "Continue with Google" in a real pop-up window: the app talks to a real OAuth2 server on loopback,
 * the callback page posts the outcome to the opener, and the opener acts on it.
 */
let provider: OAuth2Server;
let app: AppProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let nextUser: Record<string, string>;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = nextUser;
  });
  const issuer = provider.issuer.url!;
  const port = await freePort();
  [app, browser] = await Promise.all([
    startApp({
      port,
      env: {
        GOOGLE_CLIENT_ID: 'e2e-client',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_AUTH_URL: `${issuer}/authorize`,
        GOOGLE_TOKEN_URL: `${issuer}/token`,
        GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      },
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await provider?.stop();
});
beforeEach(async () => {
  await context?.close();
  context = await mobileContext(browser, app.url);
  page = await context.newPage();
});

function googlePerson(given: string) {
  const sub = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return {
    sub,
    email: `${given.toLowerCase()}-${sub}@gmail.example`,
    given_name: given,
    family_name: 'Lopez',
    name: `${given} Lopez`,
  };
}

describe('Google sign-in pop-up in Chromium', () => {
  it('sends an unknown Google user to a prefilled signup, which creates the account and starts onboarding', async () => {
    nextUser = googlePerson('Rosa');
    await new LoginPage(page).open();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL('**/signup');
    await expect(page.getByLabel('First Name').inputValue()).resolves.toBe('Rosa');
    await expect(page.getByLabel('Last Name').inputValue()).resolves.toBe('Lopez');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(nextUser.email);
    await page.getByText('Signing up with your Google account: no password needed.').waitFor();
    await screenshot(page, 'accounts-signup-google-prefilled');
    await new SignupPage(page).submit();
    await page.waitForURL('**/onboarding/1');
    expect(
      await page.evaluate(() => [localStorage.getItem('authToken') !== null, localStorage.getItem('displayName')]),
    ).toEqual([true, 'Rosa Lopez']);
  });

  it('signs up with Google from /signup, then says the account is registered on a second try', async () => {
    nextUser = googlePerson('Tom');
    await new SignupPage(page).open();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.waitForURL('**/onboarding/1');

    const again = await context.newPage();
    await again.evaluate(() => localStorage.clear()).catch(() => undefined);
    await page.evaluate(() => localStorage.clear());
    await again.goto('/signup');
    await again.getByRole('button', { name: 'Continue with Google' }).click();
    await again.getByText('This Google account is already registered. Please login instead.').waitFor();

    // and the same person can log in with Google
    await again.goto('/login');
    await again.getByRole('button', { name: 'Continue with Google' }).click();
    await again.waitForURL(/\/(home|onboarding)$/);
  });
});
