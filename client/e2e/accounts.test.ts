import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AppProcess, hasHorizontalScroll, screenshot, setupJourney } from './harness';
import { LoginPage, OnboardingPage, STRONG_PASSWORD, SignupPage, createAccount, uniqueEmail } from './pages/auth';

const journey = setupJourney();
let app: AppProcess;
let context: BrowserContext;
let page: Page;

beforeEach(() => {
  ({ app, context, page } = journey);
});

const storage = (p: Page, kind: 'localStorage' | 'sessionStorage', key: string) =>
  p.evaluate(([k, s]) => (window as unknown as Record<string, Storage>)[s]!.getItem(k), [key, kind] as const);

describe('signup and onboarding', () => {
  it('signs Dana up, walks every question kind, and greets her on /home', async () => {
    const signup = new SignupPage(page);
    await signup.open();
    await signup.fill({ firstname: 'Dana', lastname: 'Reyes', email: uniqueEmail(), password: 'Str0ng' });
    await expect.poll(() => page.locator('[data-requirement="upper"]').getAttribute('class')).toBe('is-met');
    await expect.poll(() => page.locator('[data-requirement="special"]').getAttribute('class')).toBe('is-unmet');
    await screenshot(page, 'accounts-signup-hint');
    await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
    await signup.submit();

    await page.waitForURL('**/onboarding');
    await page.getByRole('heading', { name: 'Welcome' }).waitFor();
    await page.getByText("Let's get you set up!").waitFor();
    await screenshot(page, 'accounts-onboarding-welcome');
    await page.getByRole('button', { name: 'Continue' }).click();

    const onboarding = new OnboardingPage(page);
    await page.waitForURL('**/onboarding/1');
    await expect(onboarding.progressText()).resolves.toBe('1 of 6');
    await expect(page.getByRole('button', { name: 'Continue' }).isDisabled()).resolves.toBe(true);
    await onboarding.choose('Beginner');
    await screenshot(page, 'accounts-onboarding-single');
    await onboarding.continue();

    await page.waitForURL('**/onboarding/2');
    await onboarding.choose('Slightly confident');
    await screenshot(page, 'accounts-onboarding-confidence');
    await onboarding.continue();

    await page.waitForURL('**/onboarding/3');
    await onboarding.toggleChip('Hammer');
    await onboarding.addCustomItem('  Laser level ');
    await onboarding.addCustomItem('laser level'); // a duplicate is ignored
    await expect(page.getByRole('button', { name: 'Laser level', exact: true }).count()).resolves.toBe(1);
    await screenshot(page, 'accounts-onboarding-tools');
    await onboarding.continue();

    await page.waitForURL('**/onboarding/4');
    await onboarding.skip(); // optional: interested projects

    await page.waitForURL('**/onboarding/5');
    const state = page.getByLabel('State / Province');
    await expect(state.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Country').selectOption('United States');
    await expect(state.isEnabled()).resolves.toBe(true);
    await state.selectOption('Ohio');
    await screenshot(page, 'accounts-onboarding-location');
    await onboarding.continue();

    await page.waitForURL('**/onboarding/6');
    await onboarding.choose('1950 to 1977');
    await onboarding.continue();

    await page.waitForURL('**/onboarding/complete');
    await page.getByRole('heading', { name: "You're all set!" }).waitFor();
    await screenshot(page, 'accounts-onboarding-complete');
    await expect.poll(() => storage(page, 'sessionStorage', 'fromOnboarding')).toBe('true');
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('onboarding_custom_'))),
    ).toEqual([]);
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: 'Welcome Dana' }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);

    // the answers reached the profile
    const token = await storage(page, 'sessionStorage', 'authToken');
    const me = await (await fetch(`${app.url}/api/me`, { headers: { authorization: `Bearer ${token}` } })).json();
    const profile = await (
      await fetch(`${app.url}/api/users/${me.id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    expect(profile).toMatchObject({
      experienceLevel: 'Beginner',
      confidence: 2,
      tools: 'Hammer, Laser level',
      country: 'United States',
      state: 'Ohio',
    });
  });

  it('redirects an out-of-range onboarding step to /onboarding/1', async () => {
    const account = await createAccount(app.url);
    await new OnboardingPage(page).openSignedIn(account.token, 99);
    await page.waitForURL('**/onboarding/1');
  });

  it('keeps every answer and shows why when the last step cannot be saved', async () => {
    const account = await createAccount(app.url);
    const onboarding = new OnboardingPage(page);
    await onboarding.openSignedIn(account.token, 1);
    await onboarding.choose('Expert');
    await onboarding.continue();
    await onboarding.choose('Confident');
    await onboarding.continue();
    await onboarding.toggleChip("I don't have any yet");
    await onboarding.continue();
    await onboarding.continue(); // optional, unanswered
    await page.getByLabel('Country').selectOption('Canada');
    await page.getByLabel('State / Province').selectOption('Ontario');
    await onboarding.continue();
    await page.waitForURL('**/onboarding/6');
    await onboarding.choose('2000 or later');
    // the answers can't be saved (the server fails them) and stay as they were
    await page.route(/\/trpc\/[^?]*onboarding\.submit/, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify([
          {
            error: {
              message: 'Something went wrong.',
              code: -32603,
              data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
            },
          },
        ]),
      }),
    );
    await onboarding.continue();
    await page.getByRole('alert').waitFor();
    expect(page.url()).toMatch(/\/onboarding\/6$/);
    await screenshot(page, 'accounts-onboarding-submit-failed');
    await expect(page.getByRole('radio', { name: '2000 or later' }).getAttribute('aria-checked')).resolves.toBe('true');
    await onboarding.back();
    await page.waitForURL('**/onboarding/5');
    await expect.poll(() => page.getByLabel('State / Province').inputValue()).toBe('Ontario');
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('leaves onboarding for /login, signed out, by browser back on step 1; the back arrow on step 2 goes to step 1', async () => {
    const account = await createAccount(app.url);
    const onboarding = new OnboardingPage(page);
    await onboarding.openSignedIn(account.token);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('progressbar').waitFor();
    await page.goBack();
    await page.waitForURL('**/login');
    expect(await storage(page, 'sessionStorage', 'authToken')).toBeNull();

    await onboarding.openSignedIn(account.token, 2);
    await onboarding.back();
    await page.waitForURL('**/onboarding/1');
    expect(await storage(page, 'sessionStorage', 'authToken')).toBeTruthy();
  });

  it("shows 'Password is not strong enough' and keeps what was typed", async () => {
    const signup = new SignupPage(page);
    await signup.open();
    await signup.fill({ firstname: 'Dana', lastname: 'Reyes', email: uniqueEmail(), password: 'weakpass' });
    await signup.submit();
    await page.getByText('Password is not strong enough').waitFor();
    await expect(page.getByLabel('First Name').inputValue()).resolves.toBe('Dana');
  });

  it("says the email is in use: 'Email address already in use. Please choose a different one.'", async () => {
    const account = await createAccount(app.url);
    const signup = new SignupPage(page);
    await signup.open();
    await signup.fill({ firstname: 'Dana', lastname: 'Reyes', email: account.email, password: STRONG_PASSWORD });
    await signup.submit();
    await expect(page.getByRole('alert').textContent()).resolves.toBe(
      'Email address already in use. Please choose a different one.',
    );
  });
});

describe('login', () => {
  it("shows 'Incorrect email or password. Please try again!' for a wrong password", async () => {
    const account = await createAccount(app.url);
    const login = new LoginPage(page);
    await login.open();
    await screenshot(page, 'accounts-login');
    await login.login(account.email, 'Wr0ng!Password');
    await expect(login.alert().textContent()).resolves.toBe('Incorrect email or password. Please try again!');
    await screenshot(page, 'accounts-login-error');
  });

  it('shows the field messages and clears one when that field is edited', async () => {
    const login = new LoginPage(page);
    await login.open();
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Email').fill('d');
    await expect(page.getByText('Email is required').count()).resolves.toBe(0);
    await expect(page.getByText('Password is required').count()).resolves.toBe(1);
  });

  it('keeps the token in localStorage with Remember Me and sessionStorage without', async () => {
    const account = await createAccount(app.url);
    const login = new LoginPage(page);
    await login.open();
    await login.login(account.email, STRONG_PASSWORD, { remember: true });
    // no onboarding answers yet → onboarding
    await page.waitForURL('**/onboarding');
    expect(await storage(page, 'localStorage', 'authToken')).toBeTruthy();
    expect(await storage(page, 'sessionStorage', 'authToken')).toBeNull();

    const other = await context.newPage();
    await page.evaluate(() => localStorage.clear());
    await other.goto('/login');
    await new LoginPage(other).login(account.email, STRONG_PASSWORD);
    await other.waitForURL('**/onboarding');
    expect(await storage(other, 'sessionStorage', 'authToken')).toBeTruthy();
    expect(await storage(other, 'localStorage', 'authToken')).toBeNull();
  });

  it('sends a person with a filled-in profile straight to /home, greeted with Welcome back', async () => {
    const account = await createAccount(app.url, 'sam');
    await fetch(`${app.url}/api/users/${account.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
      body: JSON.stringify({ experienceLevel: 'Expert' }),
    });
    await new LoginPage(page).open();
    await new LoginPage(page).login(account.email, STRONG_PASSWORD);
    await page.waitForURL('**/home');
    await page.getByRole('heading', { name: 'Welcome back Sam' }).waitFor();
    await page.goto('/login');
    await page.waitForURL('**/home');
  });

  it('explains that Google sign-in is not available when the server has no Google keys', async () => {
    await new LoginPage(page).open();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByText('Google sign-in is not available on this server.').waitFor();
    await page.getByRole('button', { name: 'Continue with Facebook' }).waitFor();
  });
});
