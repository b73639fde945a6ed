/**
 * What a person meets on the home screen and around it, at 390×844: activity labels under a day, a
 * search that matches nothing, a first visit, a list that recovers after the connection drops,
 * "Start New Project" from Project Completed, and sign-out leaving no conversation behind.
 */
import type { Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { accessibilityProblems, screenshot, setupJourney, type AppProcess } from './harness';
import { HomePage } from './pages/HomePage';
import { createAccount } from './pages/auth';

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
  await api(account.token, 'POST', '/chatbot/chat', { message: 'the kitchen faucet drips', session: session.session, project: id });
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

it('signing out leaves none of the person’s conversations in the browser', async () => {
  const account = await createAccount(app.url, 'Quin');
  await home.openAs(account.token);
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
  expect(left.filter((key) => key.includes('messages_') || key.includes('sessionId_') || key === 'authToken')).toEqual([]);
  expect(left).toContain('unrelated_setting');
});
