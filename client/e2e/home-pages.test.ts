/**
 * A long project list on /home, at 390×844: the first page, the next ones loaded as the person scrolls
 * (placeholder rows where they will appear, nothing above moving), a search that finds a project only
 * the last page holds, and the Ongoing / Completed toggle answered by the server. Kept as screenshots in
 * both themes, with axe run on each.
 */
import type { Page, Route } from 'playwright-core';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { accessibilityProblems, screenshot, setupJourney, type AppProcess } from './harness';
import { HomePage } from './pages/HomePage';
import { createAccount } from './pages/auth';

const journey = setupJourney();
let app: AppProcess;
let page: Page;
let home: HomePage;
let person: Awaited<ReturnType<typeof createAccount>>;

async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${app.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return res.json();
}

/** A project with a plan, marked complete, made over the REST paths as a third party would. */
async function completedProject(title: string) {
  const { id } = await api(person.token, 'POST', '/projects', { projectTitle: title });
  let message = 'the toilet keeps running after I flush, the flapper leaks';
  for (let turn = 0; turn < 8; turn += 1) {
    const reply = await api(person.token, 'POST', '/chatbot/chat', { message, user: person.id, project: id });
    if (reply.current_state === 'complete') break;
    message = reply.current_state === 'safety_check' ? 'No' : 'I have none of them';
  }
  await api(person.token, 'POST', `/generation/all/${id}`);
  // the REST status path is for third parties that cannot subscribe: asked until the plan is there
  for (
    let asked = 0;
    (await api(person.token, 'GET', `/generation/status/${id}`)).message !== 'generation completed';
    asked += 1
  ) {
    if (asked > 200) throw new Error('the plan was not made');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await api(person.token, 'PUT', `/project/${id}/complete`);
}

/** The list's next page, held until the test lets it through (the first page has no cursor). */
async function holdNextPage(): Promise<{ arrived: Promise<void>; release: () => void; stop: () => Promise<void> }> {
  let arrived!: () => void;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const seen = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const isNextPage = (url: URL) => url.pathname.includes('projects.list') && url.search.includes('cursor');
  const handler = async (route: Route) => {
    arrived();
    await gate;
    await route.continue();
  };
  await page.route(isNextPage, handler);
  return { arrived: seen, release, stop: () => page.unroute(isNextPage, handler) };
}

beforeAll(async () => {
  app = journey.app;
  person = await createAccount(app.url, 'Lena');
  // the oldest project is the one completed; then 69 ongoing ones, newest last: three pages of Ongoing
  await completedProject('Repair 01');
  for (let i = 2; i <= 70; i += 1)
    await api(person.token, 'POST', '/projects', { projectTitle: `Repair ${String(i).padStart(2, '0')}` });
}, 120_000);

beforeEach(() => {
  page = journey.page;
  home = new HomePage(page);
});

it('loads the next page as the person scrolls, with placeholder rows where it will appear and nothing above moving', async () => {
  await home.openAs(person.token);
  await home.card('Repair 70').waitFor();
  expect(await home.cards().count()).toBe(30);
  expect(await home.card('Repair 02').count()).toBe(0);

  // the second page, held on its way: the placeholder rows show at the end of the list
  const held = await holdNextPage();
  await home.scrollToEnd();
  await held.arrived;
  await home.loadingMore().waitFor();
  await home.settled();
  await screenshot(page, 'home-pages-loading-more');
  expect(await accessibilityProblems(page)).toEqual([]);
  const lastBefore = await home.card('Repair 41').boundingBox();
  held.release();
  await home.card('Repair 40').waitFor();
  expect(await home.cards().count()).toBe(60);
  // the cards already shown stay where they were
  expect(await home.card('Repair 41').boundingBox()).toEqual(lastBefore);
  await held.stop();

  // the third and last page: then no placeholder remains
  await home.scrollToEnd();
  await home.card('Repair 02').waitFor();
  expect(await home.cards().count()).toBe(69);
  await expect.poll(() => home.loadingMore().count()).toBe(0);
  expect(await home.card('Repair 01').count()).toBe(0);
  await home.scrollToEnd();
  await screenshot(page, 'home-pages-end');
});

it('finds a project that only the last page holds, and answers the toggle from the server', async () => {
  await home.openAs(person.token);
  await home.card('Repair 70').waitFor();
  await home.search('repair 03');
  await home.card('Repair 03').waitFor();
  await expect.poll(() => home.cards().count()).toBe(1);
  await screenshot(page, 'home-pages-search-last-page');

  await home.filter('Clear Search');
  await expect.poll(() => home.cards().count()).toBe(30);
  await page.getByRole('button', { name: 'Completed', exact: true }).click();
  await home.card('Repair 01').waitFor();
  await expect.poll(() => home.cards().count()).toBe(1);
  expect(await home.card('Repair 01').textContent()).toContain('100% completed');
  // a search within Completed finds nothing ongoing
  await home.search('Repair 02');
  await page.getByRole('heading', { name: 'No project matches “Repair 02”' }).waitFor();
  await home.filter('Reset All Filters');
  await home.card('Repair 70').waitFor();
  await expect.poll(() => home.cards().count()).toBe(30);
  expect(await home.card('Repair 01').count()).toBe(0);
});

it.each(['light', 'dark'] as const)(
  'shows the long list and its placeholder rows in the %s theme with no serious accessibility problem',
  async (theme) => {
    await page.emulateMedia({ colorScheme: theme });
    await home.openAs(person.token);
    await home.card('Repair 70').waitFor();
    await home.settled();
    await screenshot(page, `${theme}-home-pages`);
    expect(await accessibilityProblems(page)).toEqual([]);
    const held = await holdNextPage();
    await home.scrollToEnd();
    await held.arrived;
    await home.loadingMore().waitFor();
    await home.settled();
    await screenshot(page, `${theme}-home-pages-loading-more`);
    expect(await accessibilityProblems(page)).toEqual([]);
    held.release();
    await home.card('Repair 40').waitFor();
    await held.stop();
  },
);
