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
    await page.getByRole('button', { name: 'Need help solving household problem!' }).click();
    await expect(page.getByRole('button', { name: 'Start' }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'home-modal-new');
    await page.getByPlaceholder('Enter project name').fill('Dripping kitchen faucet');
    await page.getByPlaceholder('Enter project name').press('Enter');
    await page.waitForURL('**/chat');
    expect(await page.evaluate(() => (history.state as { usr?: { projectName?: string } }).usr?.projectName)).toBe('Dripping kitchen faucet');
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
    expect(await home.dialog().count()).toBe(0);
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
    await home.card('No plan yet').getByRole('button', { name: 'Project options' }).click();
    await screenshot(page, 'home-options-menu');
  });

  it('asks before deleting and then drops the project', async () => {
    const user = await createAccount(app.url, 'jo');
    await apiCall(user.token, 'POST', '/api/projects', { projectTitle: 'Broken screen door' });
    await home.openAs(user.token);
    await home.projectAction('Broken screen door', 'Delete');
    await home.dialog().getByText('Broken screen door').waitFor();
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
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByText('Kai Reyes').waitFor();
    for (const entry of ['+ Start New Project', 'My Projects', 'Settings', 'Billing & Subscriptions', 'About', 'Terms & Conditions', 'Log-Out']) {
      await drawer.getByRole('button', { name: entry }).waitFor();
    }
    await drawer.getByText('Coming Soon').waitFor();
    await page.waitForTimeout(300); // let the slide-in finish for the picture
    await screenshot(page, 'home-drawer');
    await drawer.getByRole('button', { name: 'Log-Out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Sign Out' });
    await confirm.getByText("Are you sure you want to sign out? You'll need to log in again to access your account.").waitFor();
    await screenshot(page, 'home-signout-confirm');
    await confirm.getByRole('button', { name: 'Yes, Sign Out' }).click();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => [localStorage.getItem('authToken'), sessionStorage.getItem('authToken'), localStorage.getItem('displayName')])).toEqual([
      null,
      null,
      null,
    ]);
    expect((await apiCall(user.token, 'GET', '/api/me')).status).toBe(401);
  });

  it('closes a modal with Escape', async () => {
    const user = await createAccount(app.url, 'lee');
    await home.openAs(user.token);
    await page.getByRole('button', { name: 'Need help solving household problem!' }).click();
    await home.dialog().waitFor();
    await page.keyboard.press('Escape');
    expect(await home.dialog().count()).toBe(0);
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
