/**
 * Sessions end everywhere: a phone that chose Remember Me is signed out cleanly once the password is reset
 * elsewhere — at once when it has the app open, or when the app is opened again — and lands on /login with
 * the reason, nothing of the person kept, never on a screen that can only fail.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { accessibilityProblems, screenshot, setupJourney } from './harness';
import { ChatPage } from './pages/ChatPage';
import { HomePage } from './pages/HomePage';
import { LoginPage, STRONG_PASSWORD, createAccount } from './pages/auth';

const REASON = 'Your session has ended. Please sign in again.';
/** What a half-signed-in phone used to show: a call refused, with no way to sign in from there. */
const DEAD_ENDS = ['Please sign in to continue', 'Failed to load chat history'];
const NEW_PASSWORD = 'N3w!Passw0rd';

const journey = setupJourney();
let context: BrowserContext;
let page: Page;
beforeEach(async () => {
  ({ context, page } = journey);
  // every page of the phone notes any dead-end text that ever reaches its screen, however briefly
  await context.addInitScript((texts: string[]) => {
    const seen: string[] = [];
    (window as unknown as { deadEndsSeen: string[] }).deadEndsSeen = seen;
    new MutationObserver(() => {
      const shown = document.body?.textContent ?? '';
      for (const text of texts) if (shown.includes(text) && !seen.includes(text)) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, DEAD_ENDS);
});

async function deadEndsSeen(on: Page): Promise<string[]> {
  return on.evaluate(() => (window as unknown as { deadEndsSeen: string[] }).deadEndsSeen);
}

/** A person with a filled-in profile (so sign-in goes to /home) and one project. */
async function personWithProject(title: string) {
  const account = await createAccount(journey.app.url, 'Rosa');
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${account.token}` };
  await fetch(`${journey.app.url}/api/users/${account.id}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ experienceLevel: 'Beginner' }),
  });
  const made = await fetch(`${journey.app.url}/api/projects`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ projectTitle: title }),
  });
  expect(made.status).toBe(201);
  return account;
}

/** The password reset through the mailed link, as the person does it on another device. */
async function resetPassword(email: string) {
  const { url, dataDir } = journey.app;
  const outbox = path.join(dataDir, 'outbox');
  const before = existsSync(outbox) ? readdirSync(outbox).length : 0;
  await fetch(`${url}/api/password-reset/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  let token: string | undefined;
  await expect
    .poll(() => {
      const mails = existsSync(outbox) ? readdirSync(outbox).sort() : [];
      if (mails.length <= before) return undefined;
      const text = mails.map((f) => readFileSync(path.join(outbox, f), 'utf8')).join('\n');
      const mine = text.slice(text.lastIndexOf(email));
      token = /reset-password\?token=([\w%-]+)/.exec(mine)?.[1];
      return token;
    })
    .toBeTruthy();
  const confirmed = await fetch(`${url}/api/password-reset/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: decodeURIComponent(token!), password: NEW_PASSWORD }),
  });
  expect(confirmed.status).toBe(200);
}

/** What the phone keeps of a person, in both storages. */
function keptOnPhone(on: Page) {
  return on.evaluate(() =>
    [localStorage, sessionStorage].flatMap((store) =>
      ['authToken', 'userId', 'displayName', 'userEmail', 'fixwise:offline-cache']
        .filter((key) => store.getItem(key) !== null)
        .map((key) => `${store === localStorage ? 'local' : 'session'}:${key}`),
    ),
  );
}

it('signs the phone out at once when the password is reset elsewhere, and shows why on /login', async () => {
  const account = await personWithProject('Dripping tap');
  const login = new LoginPage(page);
  await login.open();
  await login.login(account.email, STRONG_PASSWORD, { remember: true });
  await page.waitForURL('**/home');
  const home = new HomePage(page);
  await home.card('Dripping tap').waitFor();
  expect(await keptOnPhone(page)).toContain('local:authToken');

  await resetPassword(account.email);

  // the server closes the phone's socket as the session ends: the phone is on /login without a tap
  await page.waitForURL('**/login');
  await expect(login.notice().textContent()).resolves.toBe(REASON);
  await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
  expect(await keptOnPhone(page)).toEqual([]);
  expect(await login.alert().count()).toBe(0);

  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await home.settled();
    await screenshot(page, `session-ended-login-${theme}`);
    expect(await accessibilityProblems(page)).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // nothing signed in is reachable any more, and no loop: /home goes to /login and stays there
  await page.goto('/home');
  await page.waitForURL('**/login');
  await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();

  // the new password signs the phone in again
  await login.login(account.email, NEW_PASSWORD, { remember: true });
  await page.waitForURL('**/home');
  await home.card('Dripping tap').waitFor();
  expect(await deadEndsSeen(page)).toEqual([]);

  // signing out on purpose closes the same socket, and is not reported as a session ended elsewhere
  await (await home.openDrawer()).getByRole('button', { name: 'Log-Out' }).click();
  await home.settled();
  await page.getByRole('dialog', { name: 'Confirm Sign Out' }).getByRole('button', { name: 'Yes, Sign Out' }).click();
  await page.waitForURL('**/login');
  await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
  expect(await login.notice().count()).toBe(0);
  expect(await keptOnPhone(page)).toEqual([]);
});

it('signs the phone out when the app is opened again after a reset, from a plan’s chat, keeping nothing', async () => {
  const account = await personWithProject('Loose hinge');
  const login = new LoginPage(page);
  await login.open();
  await login.login(account.email, STRONG_PASSWORD, { remember: true });
  await page.waitForURL('**/home');
  const home = new HomePage(page);
  await home.projectAction('Loose hinge', 'Resume');
  await page.waitForURL('**/chat');
  await new ChatPage(page).sheet().waitFor();
  expect(await deadEndsSeen(page)).toEqual([]);
  // the phone is put away: the app is closed with the session still stored
  await page.close();

  await resetPassword(account.email);

  const reopened = await context.newPage();
  await reopened.goto('/');
  await reopened.waitForURL('**/login');
  await expect(new LoginPage(reopened).notice().textContent()).resolves.toBe(REASON);
  expect(await keptOnPhone(reopened)).toEqual([]);
  expect(await deadEndsSeen(reopened)).toEqual([]);
  // a reload of /login does not say it again, and still asks to sign in
  await reopened.reload();
  await reopened.getByRole('heading', { name: 'Welcome back!' }).waitFor();
  expect(await new LoginPage(reopened).notice().count()).toBe(0);
  expect(await deadEndsSeen(reopened)).toEqual([]);
});
