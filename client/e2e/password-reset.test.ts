import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { screenshot, setupJourney, type AppProcess } from './harness';
import { LoginPage, createAccount } from './pages/auth';

// without SMTP_URL the reset mail is written to DATA_DIR/outbox; the log (at info, read below) says only
// that a mail was written
const journey = setupJourney({ env: { LOG_LEVEL: 'info' } });
let app: AppProcess;
let page: Page;

beforeEach(() => {
  ({ app, page } = journey);
});

it('resets a forgotten password through the mailed link and logs in with the new one', async () => {
  const account = await createAccount(app.url, 'Nia');
  await new LoginPage(page).open();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL('**/forgot-password');
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText("If an account exists for that email, we've sent a link to reset your password.").waitFor();
  await screenshot(page, 'accounts-forgot-password');

  let link: string | undefined;
  await expect
    .poll(() => {
      // without SMTP the mail is a file in DATA_DIR/outbox (never in the log)
      const outbox = path.join(app.dataDir, 'outbox');
      const mails = existsSync(outbox)
        ? readdirSync(outbox)
            .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
            .join('\n')
        : '';
      link = /(http:\/\/[^\s"\\]+\/reset-password\?token=[\w%-]+)/.exec(mails)?.[1];
      return link;
    })
    .toBeTruthy();
  expect(app.output.join('')).toContain('mail written to the outbox');
  expect(app.output.join('')).not.toContain(new URL(link!).searchParams.get('token')!);
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('New password').fill('weak');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.getByText('Password is not strong enough').waitFor();
  await page.getByLabel('New password').fill('Br4nd!NewPass');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.getByText('Your password has been changed. Log in with your new password.').waitFor();
  await screenshot(page, 'accounts-reset-password-done');

  // the link works once
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('New password').fill('An0ther!Pass');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.getByText('This reset link is invalid or has expired. Please request a new one.').waitFor();
  // ... and says where to get a new one
  await screenshot(page, 'accounts-reset-link-used');
  await page.getByRole('link', { name: 'Send a new link' }).click();
  await page.waitForURL('**/forgot-password');

  await new LoginPage(page).open();
  await new LoginPage(page).login(account.email, 'Br4nd!NewPass');
  await page.waitForURL('**/onboarding');
});

it('sends the back arrow of the first question and of the welcome screen to /login, signed out', async () => {
  const account = await createAccount(app.url, 'Oli');
  await page.goto('/login');
  await page.evaluate((t) => sessionStorage.setItem('authToken', t), account.token);
  await page.goto('/onboarding/1');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.waitForURL('**/login');
  expect(await page.evaluate(() => sessionStorage.getItem('authToken'))).toBeNull();

  await page.evaluate((t) => sessionStorage.setItem('authToken', t), account.token);
  await page.goto('/onboarding');
  await page.getByRole('button', { name: 'Back' }).click();
  await page.waitForURL('**/login');
});
