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
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWPYUhFFEmIY1VAxGkpbhmvSAACwC4YQdEiVrQAAAABJRU5ErkJggg==',
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
  await expect
    .poll(async () => page.locator('.chat-row.from-bot strong').last().textContent())
    .toBe('Thanks for the photo.');
  await screenshot(page, 'chat-openai-detected-tools');
  await page.getByRole('button', { name: 'Confirm adjustable wrench' }).click();
  await page.getByText('✓ adjustable wrench').waitFor();

  const vision = fake.requests.find((r) => r.body.stream)!.body.messages.at(-1).content;
  expect(vision[1].image_url.url).toMatch(/^data:image\/png;base64,/);
});

it('picks a reply still streaming back up after a reload, shows it whole, and its complete still opens the plan', async () => {
  const account = await createAccount(app.url, 'Rey');
  const home = new HomePage(page);
  await home.openAs(account.token);
  await home.createProject('Rattling fan');
  const sheet = page.getByRole('dialog', { name: 'Fixwise Assistant' });
  await sheet.getByRole('button', { name: 'Skip this question?' }).waitFor();

  const answer =
    'Thanks, that is enough to plan it. A bathroom fan that rattles usually has a loose grille or a dusty, ' +
    'unbalanced blade: we will switch it off at the breaker, take the grille down, clean the blade and housing, ' +
    'and tighten the mounting screws. I am putting your step-by-step plan together now.';
  fake.script(
    { kind: 'reply', text: answer, state: { current_state: 'complete', suggested_messages: [] }, pieceDelayMs: 120 },
    {
      kind: 'json',
      content: JSON.stringify({
        estimate: { minutes: 30, skill: 'Beginner' },
        tools: [
          {
            name: 'Screwdriver',
            description: '',
            price_min: 5,
            price_max: 12,
            required: true,
            risk_factors: [],
            safety_measures: [],
          },
        ],
        steps: [
          {
            title: 'Switch off the fan',
            summary: 'At the breaker',
            instructions: ['Switch the fan off at the breaker.'],
            minutes: 5,
            tools_needed: [],
            safety_warnings: [],
            tips: [],
          },
          {
            title: 'Clean and tighten',
            summary: 'Grille, blade, screws',
            instructions: ['Take the grille down, clean the blade, tighten the screws.'],
            minutes: 25,
            tools_needed: ['Screwdriver'],
            safety_warnings: [],
            tips: [],
          },
        ],
      }),
    },
  );
  await page.getByLabel('Message', { exact: true }).fill('the bathroom extractor fan rattles loudly when it runs');
  await page.getByRole('button', { name: 'Send message' }).click();
  // the first words have arrived and most of the reply is still to come
  await page.waitForFunction(
    () => (document.querySelector('.chat-row.from-bot.is-streaming')?.textContent ?? '').length > 20,
  );
  await page.reload();

  // after the reload the reply in flight shows again, from its first words on, and the intro's
  // quick replies don't come back while it is being written
  await page.waitForFunction(() =>
    (document.querySelector('.chat-row.from-bot.is-streaming')?.textContent ?? '').startsWith('Thanks, that is enough'),
  );
  expect(await sheet.getByRole('button', { name: 'Skip this question?' }).count()).toBe(0);
  // once the sheet has slid up
  await expect.poll(async () => (await sheet.boundingBox())?.y ?? 999).toBeLessThan(150);
  await screenshot(page, 'chat-reload-mid-stream');
  // the repair's red-flag question comes before any plan, for this engine as for the offline one
  await sheet.getByRole('button', { name: 'No', exact: true }).click({ timeout: 30_000 });
  await page.waitForURL('**/overview', { timeout: 30_000 });

  // the conversation holds the whole reply once
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const projects = await (
    await fetch(`${app.url}/api/projects`, { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const session = await (
    await fetch(`${app.url}/api/chatbot/session/${projects.projects[0]._id}`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  const history = await (
    await fetch(`${app.url}/api/chatbot/session/${session.session}/history`, {
      headers: { authorization: `Bearer ${token}` },
    })
  ).json();
  // intro, the message, the reply with the red-flag question, "No", and the plan announced
  expect(history.map((m: { role: string; content?: string; text?: string }) => m.role)).toEqual([
    'assistant',
    'user',
    'assistant',
    'user',
    'assistant',
  ]);
  expect(history.filter((m: unknown) => JSON.stringify(m).includes('Thanks, that is enough'))).toHaveLength(1);
  expect(JSON.stringify(history.at(-1))).toMatch(/putting your step-by-step plan together now/);
});
