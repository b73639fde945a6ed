import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AppProcess, hasHorizontalScroll, screenshot, setupJourney } from './harness';
import { HomePage } from './pages/HomePage';
import { createAccount } from './pages/auth';

const journey = setupJourney();
let app: AppProcess;
let context: BrowserContext;
let page: Page;
let home: HomePage;

beforeEach(() => {
  ({ app, context, page } = journey);
  home = new HomePage(page);
});

async function apiCall(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${app.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

describe('/home', () => {
  it("greets 'Welcome Dana' after onboarding, once, then 'Welcome back Dana'", async () => {
    const dana = await createAccount(app.url, 'Dana');
    await home.openAs(dana.token, { fromOnboarding: 'true' });
    await home.greeting().filter({ hasText: 'Welcome Dana' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('fromOnboarding'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('displayName'))).toBe('Dana Reyes');
    await page.reload();
    await home.greeting().filter({ hasText: 'Welcome back Dana' }).waitFor();
  });

  it("shows the empty states: 'No Ongoing Project' and 'No Completed Project'", async () => {
    const user = await createAccount(app.url, 'emma');
    await home.openAs(user.token);
    await page.getByRole('heading', { name: 'No Ongoing Project' }).waitFor();
    await page.getByText('All caught up! Let the assistant know if household issues need fixing.').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'home-empty-ongoing');
    await page.getByRole('button', { name: 'Completed', exact: true }).click();
    await page.getByRole('heading', { name: 'No Completed Project' }).waitFor();
    await screenshot(page, 'home-empty-completed');
  });

  it('creates a project with Enter, opens its chat, and lists it at the top with 0%', async () => {
    const user = await createAccount(app.url, 'finn');
    await apiCall(user.token, 'POST', '/api/projects', { projectTitle: 'Older project' });
    await home.openAs(user.token);
    await home.card('Older project').waitFor();
    await home.openNewProject();
    const start = page.getByRole('button', { name: 'Start', exact: true });
    expect(await start.isDisabled()).toBe(true);
    await screenshot(page, 'home-modal-new');
    await page.getByPlaceholder('Enter project name').fill('   ');
    expect(await start.isDisabled()).toBe(true);
    await page.getByPlaceholder('Enter project name').fill('Dripping kitchen faucet');
    await page.getByPlaceholder('Enter project name').press('Enter');
    await page.waitForURL('**/chat');
    expect(await page.evaluate(() => (history.state as { usr?: { projectName?: string } }).usr?.projectName)).toBe(
      'Dripping kitchen faucet',
    );
    await page.goBack();
    await home.card('Dripping kitchen faucet').waitFor();
    expect(await home.cards().first().textContent()).toContain('Dripping kitchen faucet');
    expect(await home.card('Dripping kitchen faucet').textContent()).toContain('0% completed');
    expect(await home.card('Dripping kitchen faucet').textContent()).toContain('Just now');
  });

  it('renames, refusing an empty name with the spec message', async () => {
    const user = await createAccount(app.url, 'gia');
    await apiCall(user.token, 'POST', '/api/projects', { projectTitle: 'Squeaky door' });
    await home.openAs(user.token);
    await home.projectAction('Squeaky door', 'Rename');
    await page.getByText('Enter a new name for your project:').waitFor();
    const input = page.getByPlaceholder('Enter new project name');
    await input.fill('   ');
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByText('Please enter a valid project name.').waitFor();
    await screenshot(page, 'home-modal-rename');
    await input.fill('Bedroom door squeaks');
    await page.getByRole('button', { name: 'Rename' }).click();
    await home.card('Bedroom door squeaks').waitFor();
    // the live update can reach the list a moment before the rename call answers and closes the dialog
    await expect.poll(() => home.dialog().count()).toBe(0);
  });

  it('searches case-insensitively and filters by status from the filter menu', async () => {
    const user = await createAccount(app.url, 'hal');
    for (const title of ['Leaky faucet', 'Garage FAUCET', 'Loose tile']) {
      await apiCall(user.token, 'POST', '/api/projects', { projectTitle: title });
    }
    await home.openAs(user.token);
    await home.card('Loose tile').waitFor();
    await home.search('faucet');
    await expect.poll(() => home.cards().count()).toBe(2);
    await home.filter('Show Completed Only');
    await page.getByRole('heading', { name: 'No Completed Project' }).waitFor();
    await home.filter('Show Ongoing Only');
    await expect.poll(() => home.cards().count()).toBe(2);
    await home.filter('Clear Search');
    await expect.poll(() => home.cards().count()).toBe(3);
    await home.search('tile');
    await home.filter('Reset All Filters');
    await expect.poll(() => home.cards().count()).toBe(3);
    expect(await page.getByPlaceholder('Search for projects').inputValue()).toBe('');
    await screenshot(page, 'home-list');
  });

  it('offers Complete only for a project with steps', async () => {
    const user = await createAccount(app.url, 'ida');
    await apiCall(user.token, 'POST', '/api/projects', { projectTitle: 'No plan yet' });
    await home.openAs(user.token);
    await home.card('No plan yet').waitFor();
    expect(await home.menuItems('No plan yet')).toEqual(['Resume', 'Rename', 'Delete']);
    await home.card('No plan yet').getByRole('button', { name: 'Options for No plan yet' }).click();
    await screenshot(page, 'home-options-menu');
  });

  it('asks before deleting and then drops the project', async () => {
    const user = await createAccount(app.url, 'jo');
    await apiCall(user.token, 'POST', '/api/projects', { projectTitle: 'Broken screen door' });
    await home.openAs(user.token);
    await home.projectAction('Broken screen door', 'Delete');
    await page.getByRole('dialog', { name: 'Delete project?' }).getByText('Broken screen door').waitFor();
    await screenshot(page, 'home-modal-delete');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await home.card('Broken screen door').waitFor();
    await home.projectAction('Broken screen door', 'Delete');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('heading', { name: 'No Ongoing Project' }).waitFor();
    expect((await apiCall(user.token, 'GET', '/api/projects')).body.projects).toEqual([]);
  });

  it('opens the drawer with every entry and signs out after confirmation, revoking the session', async () => {
    const user = await createAccount(app.url, 'kai');
    await home.openAs(user.token);
    const drawer = await home.openDrawer();
    await drawer.getByText('Kai Reyes').waitFor();
    for (const entry of [
      '+ Start New Project',
      'My Projects',
      'Settings',
      'Billing & Subscriptions',
      'About',
      'Terms & Conditions',
      'Log-Out',
    ]) {
      await drawer.getByRole('button', { name: entry }).waitFor();
    }
    await drawer
      .getByRole('button', { name: /Ask A Pro/ })
      .getByText('Coming Soon')
      .waitFor();
    await screenshot(page, 'home-drawer');

    // the entries without a screen only log an event and stay put
    const events: string[] = [];
    page.on('console', (message) => events.push(message.text()));
    await drawer.getByRole('button', { name: 'Settings' }).click();
    await expect.poll(() => events.some((text) => text.includes('fixwise.menu'))).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/home');

    await drawer.getByRole('button', { name: 'My Projects' }).click();
    await drawer.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/home');

    await (await home.openDrawer()).getByRole('button', { name: '+ Start New Project' }).click();
    await page.getByRole('dialog', { name: 'New Project Name' }).waitFor();
    await page.keyboard.press('Escape');

    await (await home.openDrawer()).getByRole('button', { name: 'Log-Out' }).click();
    await home.settled();
    const confirm = page.getByRole('dialog', { name: 'Confirm Sign Out' });
    await confirm
      .getByText("Are you sure you want to sign out? You'll need to log in again to access your account.")
      .waitFor();
    await screenshot(page, 'home-signout-confirm');
    await confirm.getByRole('button', { name: 'Yes, Sign Out' }).click();
    await page.waitForURL('**/login');
    expect(
      await page.evaluate(() => [
        localStorage.getItem('authToken'),
        sessionStorage.getItem('authToken'),
        localStorage.getItem('displayName'),
      ]),
    ).toEqual([null, null, null]);
    expect((await apiCall(user.token, 'GET', '/api/me')).status).toBe(401);
  });

  it('closes a modal with Escape', async () => {
    const user = await createAccount(app.url, 'lee');
    await home.openAs(user.token);
    const opener = page.getByRole('button', { name: 'Need help solving household problem!' });
    await home.openNewProject();
    await page.keyboard.press('Escape');
    expect(await home.dialog().count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('shows the 4-row skeleton until the first fetch ends', async () => {
    const user = await createAccount(app.url, 'nia');
    await apiCall(user.token, 'POST', '/api/projects', { projectTitle: 'Flickering light' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/trpc\/[^?]*projects\.list/, async (route) => {
      await held; // a slow connection: the list arrives when the test says so
      await route.continue();
    });
    await home.openAs(user.token);
    const skeleton = page.getByRole('status', { name: 'Loading projects' });
    await skeleton.waitFor();
    expect(await skeleton.locator('.skeleton-row').count()).toBe(4);
    await screenshot(page, 'home-skeleton');
    release();
    await home.card('Flickering light').waitFor();
    expect(await skeleton.count()).toBe(0);
  });

  it('shows titles as plain text, wrapping a long one without sideways scrolling', async () => {
    const user = await createAccount(app.url, 'oli');
    const markup = '<img src=x onerror="document.title=\'hacked\'"> <b>bold</b>';
    const long =
      'Replace the cracked bathroom floor tiles around the toilet and re-grout the whole floor before guests arrive';
    const unbroken = 'Dishwasher-door-spring-snapped-and-the-door-now-falls-open';
    for (const projectTitle of [markup, long, unbroken]) {
      expect((await apiCall(user.token, 'POST', '/api/projects', { projectTitle })).status).toBe(201);
    }
    await home.openAs(user.token);
    await home.card(markup).waitFor();
    expect(await home.card(markup).locator('img, b').count()).toBe(0);
    expect(await page.title()).not.toBe('hacked');
    await home.card('Replace the cracked').waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await screenshot(page, 'home-long-titles');
  });

  it("shows the spec's failure texts when the server can't do what was asked", async () => {
    const user = await createAccount(app.url, 'pat');
    await apiCall(user.token, 'POST', '/api/projects', { projectTitle: 'Clogged gutter' });
    await home.openAs(user.token);
    await home.card('Clogged gutter').waitFor();
    // the server fails every change (a session ended elsewhere signs the device out instead: session-end.test.ts)
    const failing = /\/trpc\/[^?]*projects\.(create|rename|remove|list)/;
    await page.route(failing, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              message: 'Something went wrong on our side.',
              code: -32603,
              data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
            },
          },
        ]),
      }),
    );

    await home.openNewProject();
    await page.getByPlaceholder('Enter project name').fill('Cracked window');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await home
      .dialog()
      .getByRole('alert')
      .filter({ hasText: 'Could not create project: Something went wrong on our side.' })
      .waitFor();
    expect(await page.getByPlaceholder('Enter project name').inputValue()).toBe('Cracked window');
    await screenshot(page, 'home-modal-new-failed');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await home.projectAction('Clogged gutter', 'Rename');
    await page.getByPlaceholder('Enter new project name').fill('Gutter overflows');
    await page.getByRole('button', { name: 'Rename' }).click();
    await home.dialog().getByRole('alert').filter({ hasText: 'Failed to rename project. Please try again.' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await home.projectAction('Clogged gutter', 'Delete');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await home.dialog().getByRole('alert').filter({ hasText: 'Failed to remove project. Please try again.' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => home.card('Clogged gutter').count()).toBe(1);

    // a fresh load fails too: the server's detail in a red banner instead of the list
    await page.reload();
    await page.waitForURL('**/home');
    await page.getByRole('alert').filter({ hasText: 'Something went wrong on our side.' }).waitFor();
    expect(await page.getByRole('heading', { name: 'No Ongoing Project' }).count()).toBe(0);
    await screenshot(page, 'home-load-failed');
  });

  it('keeps two tabs in step: a rename in one appears in the other without a reload', async () => {
    const user = await createAccount(app.url, 'max');
    await apiCall(user.token, 'POST', '/api/projects', { projectTitle: 'Running toilet' });
    await home.openAs(user.token);
    const second = await context.newPage();
    const otherHome = new HomePage(second);
    await second.goto('/home');
    await otherHome.card('Running toilet').waitFor();
    await home.card('Running toilet').waitFor();
    await second.waitForTimeout(300); // the subscription is established

    await page.bringToFront(); // the person switches back to the first tab; the second stays open behind
    await home.projectAction('Running toilet', 'Rename');
    await page.getByPlaceholder('Enter new project name').fill('Toilet runs all night');
    await page.getByRole('button', { name: 'Rename' }).click();
    await otherHome.card('Toilet runs all night').waitFor({ timeout: 5000 });

    await apiCall(user.token, 'POST', '/api/projects', { projectTitle: 'Made on the phone' });
    await otherHome.card('Made on the phone').waitFor({ timeout: 5000 });
    await home.card('Made on the phone').waitFor({ timeout: 5000 });
  });
});
