/**
 * axe-core (WCAG 2.1 A and AA, serious and critical) on every screen of the app, signed out and signed
 * in, with a real plan, once in the light and once in the dark theme (the system's prefers-color-scheme):
 * each must report none. axe's colour-contrast rule holds text to 4.5:1 (3:1 for large text) in both.
 * Each screen is also kept as a screenshot, .test-artifacts/<theme>-<screen>.png, to look at.
 */
import type { Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { accessibilityProblems, screenshot, setupJourney } from './harness';
import { ChatPage } from './pages/ChatPage';
import { HomePage } from './pages/HomePage';
import { createAccount } from './pages/auth';

type Theme = 'light' | 'dark';

const journey = setupJourney();
let page: Page;
beforeEach(() => {
  ({ page } = journey);
});

/**
 * Waits for animations to end, keeps a screenshot, then runs axe; the screen's name goes with each
 * problem.
 */
async function audit(theme: Theme, name: string): Promise<string[]> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await new HomePage(page).settled();
  await screenshot(page, `${theme}-${name.replace(/[^a-z0-9]+/gi, '-')}`);
  return (await accessibilityProblems(page)).map((problem) => `${name}: ${problem}`);
}

it.each<Theme>(['light', 'dark'])(
  'finds no serious or critical problem on any screen, in the %s theme',
  async (theme) => {
    await page.emulateMedia({ colorScheme: theme });
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
      problems.push(...(await audit(theme, name)));
    }

    const account = await createAccount(journey.app.url, 'Wren');
    const home = new HomePage(page);
    await home.openAs(account.token);
    problems.push(...(await audit(theme, 'home, empty')));
    await page.goto('/onboarding');
    await page.locator('h1').first().waitFor();
    problems.push(...(await audit(theme, 'onboarding')));

    await page.goto('/home');
    await home.createProject('Running toilet');
    const chat = new ChatPage(page);
    await chat.sheet().waitFor();
    problems.push(...(await audit(theme, 'chat sheet')));
    for (const reply of [
      'the toilet keeps running after I flush, the flapper leaks',
      'main bathroom, water trickles into the bowl',
      'I have none of them',
    ]) {
      await chat.say(reply);
    }
    await page.waitForURL('**/overview', { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Estimated breakdown' }).waitFor();
    problems.push(...(await audit(theme, 'overview')));
    const base = page.url().replace(/\/overview$/, '');
    for (const [name, path] of [
      ['tools', '/tools'],
      ['step 1', '/steps/1'],
      ['project completed', '/completed'],
      ['feedback', '/feedback'],
    ] as const) {
      await page.goto(`${base}${path}`);
      await page.locator('h1').first().waitFor();
      problems.push(...(await audit(theme, name)));
    }
    await page.goto('/home');
    await home.card('Running toilet').waitFor();
    problems.push(...(await audit(theme, 'home, with a project')));
    const drawer = await home.openDrawer();
    await drawer.waitFor();
    problems.push(...(await audit(theme, 'menu drawer')));

    expect(problems).toEqual([]);
  },
);
