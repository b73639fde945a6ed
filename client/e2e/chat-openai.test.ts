import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../../server/src/test/fake-openai';
import { launchBrowser, mobileContext, screenshot, startApp, type AppProcess } from './harness';
import { HomePage } from './pages/HomePage';
import { createAccount } from './pages/auth';

/** The app configured with an OpenAI-compatible server (a fake one on loopback), driven in Chromium. */
let fake: FakeOpenAI;
let app: AppProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAIElEQVR42mNk+M9AEmAcVTCqYFTBqIJRBaMKRhVQTwEAaAcQAcs2H8MAAAAASUVORK5CYII=',
  'base64',
);

beforeAll(async () => {
  fake = await startFakeOpenAI();
  [app, browser] = await Promise.all([
    startApp({ env: { OPENAI_API_KEY: 'e2e-key', OPENAI_BASE_URL: fake.baseURL, OPENAI_MODEL: 'fake-model' } }),
    launchBrowser(),
  ]);
  context = await mobileContext(browser, app.url);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await fake?.close();
});

it('streams the model’s reply and offers the tools it sees in a photo to confirm', async () => {
  const account = await createAccount(app.url, 'Sol');
  const home = new HomePage(page);
  await home.openAs(account.token);
  await home.createProject('Leaky trap');
  await page.getByRole('dialog', { name: 'Fixwise Assistant' }).waitFor();

  fake.script(
    { kind: 'json', content: JSON.stringify({ tools: [{ name: 'Adjustable wrench', confidence: 0.92 }] }) },
    {
      kind: 'reply',
      text: '**Thanks for the photo.** Is the drip from the *slip nut* or the pipe itself?',
      state: { current_state: 'in_progress', suggested_messages: ['The slip nut', 'The pipe'] },
    },
  );
  await page.getByTestId('attach-input').setInputFiles([{ name: 'trap.png', mimeType: 'image/png', buffer: PNG }]);
  await page.getByLabel('Message', { exact: true }).fill('water drips under the kitchen sink');
  await page.getByRole('button', { name: 'Send message' }).click();

  await page.getByText('Detected: adjustable wrench (92%)').waitFor();
  await page.getByRole('button', { name: 'The slip nut' }).waitFor();
  await expect.poll(async () => page.locator('.chat-row.from-bot strong').last().textContent()).toBe('Thanks for the photo.');
  await screenshot(page, 'chat-openai-detected-tools');
  await page.getByRole('button', { name: 'Confirm adjustable wrench' }).click();
  await page.getByText('✓ adjustable wrench').waitFor();

  const vision = fake.requests.find((r) => r.body.stream)!.body.messages.at(-1).content;
  expect(vision[1].image_url.url).toMatch(/^data:image\/png;base64,/);
});
