/**
 * axe-core (WCAG 2.1 A and AA, serious and critical) on every screen of the app, signed out and signed
 * in, with a real plan, in the light and the dark theme (the system setting): each must report none.
 * axe's colour-contrast rule holds text to 4.5:1 (3:1 for large text) in both.
 */
import type { Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { accessibilityProblems, screenshot, setupJourney } from './harness';
import { ChatPage } from './pages/ChatPage';
import { HomePage } from './pages/HomePage';
import { createAccount } from './pages/auth';

const journey = setupJourney();
let page: Page;
beforeEach(() => {
  ({ page } = journey);
});

/** Waits for animations to end, then runs axe; the screen's name goes with each problem. */
async function audit(name: string): Promise<string[]> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await new HomePage(page).settled();
  return (await accessibilityProblems(page)).map((problem) => `${name}: ${problem}`);
}

it.each(['light', 'dark'] as const)('finds no serious or critical problem on any screen, in the %s theme', async (scheme) => {
  await page.emulateMedia({ colorScheme: scheme });
  const problems: string[] = [];
  for (const [name, path] of [
    ['login', '/login'],
    ['signup', '/signup'],
    ['forgot password', '/forgot-password'],
    ['reset password without a token', '/reset-password'],
    ['not found', '/no-such-page'],
  ] as const) {
    await page.goto(path);
    await page.locator('h1').first().waitFor();
    problems.push(...(await audit(name)));
  }

  const account = await createAccount(journey.app.url, 'Wren');
  const home = new HomePage(page);
  await home.openAs(account.token);
  problems.push(...(await audit('home, empty')));
  await page.goto('/onboarding');
  await page.locator('h1').first().waitFor();
  problems.push(...(await audit('onboarding')));

  await page.goto('/home');
  await home.createProject('Running toilet');
  const chat = new ChatPage(page);
  await chat.sheet().waitFor();
  problems.push(...(await audit('chat sheet')));
  for (const reply of ['the toilet keeps running after I flush, the flapper leaks', 'main bathroom, water trickles into the bowl', 'I have none of them']) {
    await chat.say(reply);
  }
  await page.waitForURL('**/overview', { timeout: 20_000 });
  await page.getByRole('heading', { name: 'Estimated breakdown' }).waitFor();
  problems.push(...(await audit('overview')));
  const base = page.url().replace(/\/overview$/, '');
  for (const [name, path] of [
    ['tools', '/tools'],
    ['step 1', '/steps/1'],
    ['project completed', '/completed'],
    ['feedback', '/feedback'],
  ] as const) {
    await page.goto(`${base}${path}`);
    await page.locator('h1').first().waitFor();
    problems.push(...(await audit(name)));
  }
  await page.goto('/home');
  await home.card('Running toilet').waitFor();
  problems.push(...(await audit('home, with a project')));
  const drawer = await home.openDrawer();
  await drawer.waitFor();
  problems.push(...(await audit('menu drawer')));
  if (scheme === 'dark') {
    await screenshot(page, 'dark-home-drawer');
    await drawer.getByRole('button', { name: /close/i }).first().click().catch(() => page.keyboard.press('Escape'));
    await page.goto(`${base}/steps/1`);
    await page.locator('h1').first().waitFor();
    await new HomePage(page).settled();
    await screenshot(page, 'dark-step');
    await page.goto(`${base}/overview`);
    await page.getByRole('heading', { name: 'Estimated breakdown' }).waitFor();
    await screenshot(page, 'dark-overview');
    await page.goto(`${base}/tools`);
    await page.locator('h1').first().waitFor();
    await screenshot(page, 'dark-tools');
    await page.goto('/home');
    await home.card('Running toilet').waitFor();
    await screenshot(page, 'dark-home');
  }

  expect(problems).toEqual([]);
});
