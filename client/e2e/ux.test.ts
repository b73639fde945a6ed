/**
 * What a person meets on the home screen and around it, at 390×844: activity labels under a day, a
 * search that matches nothing, a first visit, a list that recovers after the connection drops,
 * "Start New Project" from Project Completed, and sign-out leaving no conversation behind.
 */
import type { Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { accessibilityProblems, screenshot, setupJourney, type AppProcess } from './harness';
import { HomePage } from './pages/HomePage';
import { LoginPage, STRONG_PASSWORD, createAccount } from './pages/auth';

const journey = setupJourney();
let app: AppProcess;
let page: Page;
let home: HomePage;

beforeEach(() => {
  ({ app, page } = journey);
  home = new HomePage(page);
});

async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${app.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return res.json();
}

it('invites a first-time person to start, says when a search matches nothing, and labels a project touched a moment ago "Just now"', async () => {
  const account = await createAccount(app.url, 'Ines');
  await home.openAs(account.token);
  await page.getByRole('heading', { name: 'No Ongoing Project' }).waitFor();
  expect(await accessibilityProblems(page)).toEqual([]);
  await screenshot(page, 'home-first-visit');
  await page.getByRole('button', { name: 'Start a project' }).click();
  await page.getByRole('dialog', { name: 'New Project Name' }).waitFor();
  await page.keyboard.press('Escape');

  // a project with activity a moment ago (a message in its conversation)
  const project = await api(account.token, 'POST', '/projects', { projectTitle: 'Leaky faucet' });
  const id = project.id;
  const session = await api(account.token, 'GET', `/chatbot/session/${id}`);
  await api(account.token, 'POST', '/chatbot/chat', {
    message: 'the kitchen faucet drips',
    session: session.session,
    project: id,
  });
  await page.reload();
  await expect.poll(async () => (await home.card('Leaky faucet').textContent()) ?? '').toContain('Just now');
  expect((await home.card('Leaky faucet').textContent()) ?? '').not.toContain('1 day ago');

  await home.search('deck');
  await page.getByRole('heading', { name: 'No project matches “deck”' }).waitFor();
  expect(await page.getByText('All caught up!').count()).toBe(0);
  expect(await accessibilityProblems(page)).toEqual([]);
  await screenshot(page, 'home-search-no-match');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await home.card('Leaky faucet').waitFor();
});

it('offers Retry when the list cannot load, and recovers by itself once the connection is back', async () => {
  const account = await createAccount(app.url, 'Omar');
  await api(account.token, 'POST', '/projects', { projectTitle: 'Squeaky door' });
  await home.openAs(account.token);
  await home.card('Squeaky door').waitFor();

  // the connection drops: every list request fails
  // (queries are batched: any request that carries the list fails)
  const listRequest = (url: URL) => url.pathname.includes('projects.list');
  await page.route(listRequest, (route) => route.abort('connectionfailed'));
  await page.reload();
  await page.getByRole('button', { name: 'Retry' }).waitFor({ timeout: 20_000 });
  await page.getByText('Could not load your projects.').waitFor();
  await screenshot(page, 'home-load-error-retry');

  // back: the list returns without anyone pressing Retry
  await page.unroute(listRequest);
  await home.card('Squeaky door').waitFor({ timeout: 15_000 });
  expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
});

it('"Start New Project" on Project Completed opens the new-project dialog', async () => {
  const account = await createAccount(app.url, 'Pia');
  const project = await api(account.token, 'POST', '/projects', { projectTitle: 'Finished shelf' });
  const id = project.id;
  await home.openAs(account.token);
  await page.goto(`/projects/${id}/completed`);
  await page.getByRole('button', { name: 'Start New Project' }).click();
  await page.waitForURL('**/home');
  await page.getByRole('dialog', { name: 'New Project Name' }).waitFor();
  // the dialog belongs to this visit: a reload does not open it again
  await page.reload();
  await home.greeting().waitFor();
  expect(await page.getByRole('dialog', { name: 'New Project Name' }).count()).toBe(0);
});

it('signing out leaves none of the person’s conversations, plans kept for offline use or pictures in the browser', async () => {
  const account = await createAccount(app.url, 'Quin');
  await home.openAs(account.token, { userId: account.id });
  // the home list is kept on the phone for offline use while signed in
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('fixwise:offline-cache')?.includes('projects') ?? false))
    .toBe(true);
  await page.evaluate(async () => {
    const images = await caches.open('fixwise-images');
    await images.put('/api/images/00000000-0000-4000-8000-000000000000', new Response('picture'));
  });
  await page.evaluate((userId) => {
    localStorage.setItem(`step_messages_${userId}_deleted-project`, '{"messages":[{"text":"my step question"}]}');
    localStorage.setItem(`step_sessionId_${userId}_deleted-project`, 's1');
    localStorage.setItem(`messages_${userId}_p1`, '{}');
    localStorage.setItem('unrelated_setting', 'kept');
  }, account.id);
  const drawer = await home.openDrawer();
  await drawer.getByRole('button', { name: 'Log-Out' }).click();
  await home.settled();
  await page.getByRole('dialog', { name: 'Confirm Sign Out' }).getByRole('button', { name: 'Yes, Sign Out' }).click();
  await page.waitForURL('**/login');
  const left = await page.evaluate(() => Object.keys(localStorage).concat(Object.keys(sessionStorage)));
  expect(
    left.filter(
      (key) =>
        key.includes('messages_') || key.includes('sessionId_') || key === 'authToken' || key.startsWith('fixwise:'),
    ),
  ).toEqual([]);
  expect(left).toContain('unrelated_setting');
  await expect.poll(() => page.evaluate(() => caches.has('fixwise-images'))).toBe(false);
});

it('says why voice input gave nothing: the microphone refused, or nothing heard', async () => {
  // a recogniser that fails as the browser's does when the microphone is blocked, then when it hears nothing
  await page.addInitScript(() => {
    const w = window as unknown as { webkitSpeechRecognition: unknown; SpeechRecognition: unknown };
    w.SpeechRecognition = w.webkitSpeechRecognition = class {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      onerror: ((e: { error: string }) => void) | null = null;
      start() {
        const error = (window as unknown as { voiceError?: string }).voiceError ?? 'not-allowed';
        setTimeout(() => {
          this.onerror?.({ error });
          this.onend?.();
        }, 50);
      }
      stop() {
        this.onend?.();
      }
    };
  });
  const account = await createAccount(app.url, 'Rosa');
  await home.openAs(account.token);
  await home.createProject('Noisy fan');
  const sheet = page.getByRole('dialog', { name: 'Fixwise Assistant' });
  await sheet.getByRole('button', { name: 'Skip this question?' }).waitFor();
  await sheet.getByRole('button', { name: 'Voice input' }).click();
  await sheet.getByRole('alert').filter({ hasText: "can't use the microphone" }).waitFor();
  await screenshot(page, 'chat-voice-blocked');
  await page.evaluate(() => ((window as unknown as { voiceError?: string }).voiceError = 'no-speech'));
  await sheet.getByRole('button', { name: 'Voice input' }).click();
  await sheet.getByRole('alert').filter({ hasText: "didn't hear anything" }).waitFor();

  // quick replies are 44 px touch targets
  const heights = await sheet
    .locator('.suggestion')
    .evaluateAll((chips) => chips.map((c) => c.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(0);
  for (const h of heights) expect(h).toBeGreaterThanOrEqual(44);
});

it('names each screen in the document title and puts focus on its heading on arrival', async () => {
  const account = await createAccount(app.url, 'Saul');
  // after logging in, focus is on the new screen's heading, not on <body>; the title changes as the
  // screen arrives (a screen's chunk may still be loading when the address has changed)
  const login = new LoginPage(page);
  await login.open();
  expect(await page.title()).toBe('Log in · Fixwise');
  await login.login(account.email, STRONG_PASSWORD);
  await page.waitForURL('**/onboarding');
  await expect.poll(() => page.title()).toBe('About you · Fixwise');
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

  await home.openAs(account.token);
  await expect.poll(() => page.title()).toBe('Your projects · Fixwise');
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

  // leaving the chat puts focus on the home screen's heading, not on <body>
  await home.createProject('Drafty window');
  const sheet = page.getByRole('dialog', { name: 'Fixwise Assistant' });
  await sheet.getByRole('button', { name: 'Skip this question?' }).waitFor();
  await expect.poll(() => page.title()).toBe('Assistant · Fixwise');
  await page.keyboard.press('Escape');
  await page.waitForURL('**/home');
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  // each card's menu button names its project
  await home.card('Drafty window').getByRole('button', { name: 'Options for Drafty window' }).waitFor();
});

it('shows the rating stars with at least 3:1 contrast, empty and filled', async () => {
  const account = await createAccount(app.url, 'Tomas');
  const project = await api(account.token, 'POST', '/projects', { projectTitle: 'Rated shelf' });
  await home.openAs(account.token);
  await page.goto(`/projects/${project.id}/completed`);
  await page.getByRole('button', { name: '5 stars' }).waitFor();
  await page.getByRole('button', { name: '3 stars' }).click();
  const ratios = await page.locator('.stars button').evaluateAll((stars) => {
    const luminance = (css: string) => {
      const [r, g, b] = (css.match(/\d+/g) ?? []).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    return stars.map((s) => (1 + 0.05) / (luminance(getComputedStyle(s).color) + 0.05));
  });
  expect(ratios).toHaveLength(5);
  for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(3);
});

it('shows a message sent in one tab, and its reply, in the other tab of the same conversation', async () => {
  const account = await createAccount(app.url, 'Uma');
  await home.openAs(account.token);
  await home.createProject('Dripping tap');
  const sheet = page.getByRole('dialog', { name: 'Fixwise Assistant' });
  await sheet.getByRole('button', { name: 'Skip this question?' }).waitFor();

  // the same conversation in a second tab
  const other = await journey.context.newPage();
  const otherHome = new HomePage(other);
  await other.goto('/home');
  await otherHome.card('Dripping tap').click();
  const otherSheet = other.getByRole('dialog', { name: 'Fixwise Assistant' });
  await otherSheet.getByRole('button', { name: 'Skip this question?' }).waitFor();

  await page.getByLabel('Message', { exact: true }).fill('the bathroom tap drips all night');
  await page.getByRole('button', { name: 'Send message' }).click();
  await otherSheet.getByText('the bathroom tap drips all night').waitFor({ timeout: 15_000 });
  // and the reply, once written, is there too (once)
  await expect.poll(async () => other.locator('.chat-row.from-bot').count(), { timeout: 15_000 }).toBe(2);
  await expect.poll(async () => page.locator('.chat-row.from-user').count()).toBe(1);
  expect(await other.locator('.chat-row.from-user').count()).toBe(1);
  await screenshot(other, 'chat-second-tab');
  await other.close();
});

it('announces field errors and puts focus on the first invalid field', async () => {
  await new LoginPage(page).open();
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const alerts = page.getByRole('alert');
  await expect.poll(() => alerts.count()).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.getAttribute('aria-invalid')))
    .toBe('true');
  const focusedLabel = await page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement;
    return document.querySelector(`label[for="${el.id}"]`)?.textContent;
  });
  expect(focusedLabel).toBe('Email');
});

it('keeps a message sent without a connection in the conversation as not sent, with one Retry', async () => {
  const account = await createAccount(app.url, 'Vera');
  await home.openAs(account.token);
  await home.createProject('Offline sink');
  const sheet = page.getByRole('dialog', { name: 'Fixwise Assistant' });
  await sheet.getByRole('button', { name: 'Skip this question?' }).waitFor();

  await journey.context.setOffline(true);
  await sheet.getByText("You're offline.").waitFor();
  await page.getByLabel('Message', { exact: true }).fill('the kitchen sink drains slowly');
  await page.getByRole('button', { name: 'Send message' }).click();
  await sheet.getByText('Not sent').waitFor();
  // tapping Retry while still offline adds nothing: one message, one failure note
  await sheet.getByRole('button', { name: 'Retry' }).click();
  await sheet.getByRole('button', { name: 'Retry' }).waitFor();
  expect(await page.locator('.chat-row.from-user').count()).toBe(1);
  expect(await sheet.getByText('Oops! Something went wrong. Please try again.').count()).toBeLessThanOrEqual(1);
  await screenshot(page, 'chat-offline-unsent');

  await journey.context.setOffline(false);
  await sheet.getByRole('button', { name: 'Retry' }).click();
  // sent: no longer marked, and the reply comes after it
  await expect.poll(() => sheet.getByText('Not sent').count(), { timeout: 15_000 }).toBe(0);
  await expect
    .poll(() => page.locator('.chat-row.from-bot:not(.is-streaming)').count(), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2);
  const order = await page
    .locator('.chat-row')
    .evaluateAll((rows) =>
      rows.map((r) =>
        r.classList.contains('from-user') ? 'user' : (r.textContent ?? '').startsWith('Oops') ? 'oops' : 'bot',
      ),
    );
  expect(order.filter((r) => r !== 'oops')).toEqual(['bot', 'user', 'bot']);
});

it('gives every link and button a touch target of at least 44 px', async () => {
  for (const path of ['/login', '/signup', '/forgot-password']) {
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    const small = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('a, button, [role="button"]')]
        .map((el) => ({ text: (el.textContent ?? '').trim().slice(0, 30), height: el.getBoundingClientRect().height }))
        .filter((t) => t.height > 0 && t.height < 44),
    );
    expect({ path, small }).toEqual({ path, small: [] });
  }
});
