import type { Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { hasHorizontalScroll, screenshot, setupJourney } from './harness';
import { ChatPage } from './pages/ChatPage';
import { HomePage } from './pages/HomePage';
import { createAccount } from './pages/auth';

const journey = setupJourney();
let page: Page;
beforeEach(() => {
  ({ page } = journey);
});

/**
 * What lies under the assistant button at the top, middle and bottom of the page: every control and
 * every piece of text whose box meets the button's (none may).
 */
async function underAssistantButton(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const at of [0, 0.5, 1]) {
    found.push(
      ...(await page.evaluate((fraction) => {
        window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) * fraction);
        const fab = document.querySelector('.assistant-fab');
        if (!fab) return ['no assistant button'];
        const r = fab.getBoundingClientRect();
        const meets = (b: DOMRect) =>
          b.width > 0 && b.height > 0 && b.left < r.right && b.right > r.left && b.top < r.bottom && b.bottom > r.top;
        const hits: string[] = [];
        for (const el of document.querySelectorAll<HTMLElement>(
          'a, button, input, label, [role="button"], h1, h2, h3, p, li span, figcaption',
        )) {
          if (el === fab || el.contains(fab) || fab.contains(el) || el.closest('[role="dialog"]')) continue;
          const style = getComputedStyle(el);
          if (style.visibility === 'hidden' || style.display === 'none') continue;
          // under the button only if it is really painted there (not hidden below the opaque footer)
          const b = el.getBoundingClientRect();
          if (!meets(b)) continue;
          const x = Math.min(Math.max(b.left + 1, r.left + 1), r.right - 1);
          const y = Math.min(Math.max(b.top + 1, r.top + 1), r.bottom - 1);
          // what shows right under the button there: the first thing in the stack below it
          const below = document.elementsFromPoint(x, y).find((e) => e !== fab && !fab.contains(e));
          if (below && (below === el || el.contains(below)))
            hits.push(`${fraction}: ${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
        }
        return hits;
      }, at)),
    );
  }
  return found;
}

/** Signs up, starts a project and has the intake conversation; 5 s after 'complete' the overview opens. */
async function conversationToPlan(name: string, projectTitle: string, replies: string[]) {
  const account = await createAccount(journey.app.url, name);
  const home = new HomePage(page);
  await home.openAs(account.token);
  await home.createProject(projectTitle);
  const chat = new ChatPage(page);
  await chat.sheet().waitFor();
  for (const reply of replies) await chat.say(reply);
  await page.waitForURL('**/overview', { timeout: 20_000 });
  return { home, chat };
}

it('goes from the conversation to a generated plan: overview, then tools with an estimated cost', async () => {
  // the wait screen starts generation and opens the overview when it is done
  const { home } = await conversationToPlan('Tess', 'Running toilet', [
    'the toilet keeps running after I flush, the flapper leaks',
    'main bathroom, water trickles into the bowl',
    'I have none of them',
  ]);
  await page.getByText('Based on our conversation, here is your 4 step solution').waitFor();
  await page.getByRole('heading', { name: 'Estimated breakdown' }).waitFor();
  await expect.poll(() => page.locator('.estimate-value').allTextContents()).toEqual(['30 min', '$11–28', 'Beginner']);
  expect(await page.locator('.step-card').count()).toBe(4);
  expect((await page.locator('.step-emoji').allTextContents()).join('')).not.toContain('✅');
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await underAssistantButton(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, 'plan-overview');

  await page.getByRole('button', { name: 'Next Step' }).click();
  await page.waitForURL('**/tools');
  await page.getByRole('button', { name: 'Select Tools' }).click();
  // nothing selected yet: it says what to select instead of a cost of $0
  await page.getByText('Tap the tools you still need to buy: their lowest total shows here.').waitFor();
  // a tap anywhere on the tool's card selects it, not only on the small box
  await page.locator('.tool-item').filter({ hasText: 'Replacement flapper' }).locator('.tool-name').click();
  expect(await page.getByLabel('Select Replacement flapper').isChecked()).toBe(true);
  await page.getByText('Est. cost: $6').waitFor();
  expect(await underAssistantButton(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Optional', exact: true }).click();
  expect(await page.locator('.tool-item').count()).toBe(2);
  await screenshot(page, 'plan-tools');
  await page.getByRole('button', { name: 'View Cost' }).click();
  expect(await page.getByText('Est. cost').count()).toBe(0);

  // step 1: Yes → celebration, Undo → not done again
  await page.getByRole('button', { name: 'Start Step 1' }).click();
  await page.waitForURL('**/steps/1');
  await page.getByRole('heading', { name: 'Confirm the leak' }).waitFor();
  // "Did you finish this step? Yes" and every other control stay clear of the assistant button
  expect(await underAssistantButton(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.getByText('Well Done!').waitFor();
  await page.waitForTimeout(300); // the pop-in has finished
  await screenshot(page, 'plan-step-celebration');
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Yes' }).waitFor();
  await page.getByRole('button', { name: 'Thumbs up' }).click();
  await expect.poll(() => page.getByRole('button', { name: 'Thumbs up' }).getAttribute('aria-pressed')).toBe('true');

  // step 3 with earlier steps open: complete both
  await page.goto(page.url().replace(/steps\/1$/, 'steps/3'));
  await page.getByRole('button', { name: 'Yes' }).click();
  await page
    .getByRole('dialog', { name: 'Complete earlier steps too?' })
    .getByRole('button', { name: 'Complete both' })
    .click();
  await page.getByRole('button', { name: 'Undo' }).waitFor();
  // the celebration goes by itself after 4 s
  await page.getByText('Well Done!').waitFor();
  await page.getByText('Well Done!').waitFor({ state: 'detached', timeout: 6000 });
  await screenshot(page, 'plan-step');

  // the last step: Finish → everything complete → the completed page
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/steps/4');
  // a check mark means done and nothing else: an unfinished step's picture or icon never shows one
  const media = (await page.locator('.step-illustration, .step-image').first().textContent()) ?? '';
  expect(media).not.toContain('✅');
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByRole('dialog', { name: 'Finish the project?' }).getByRole('button', { name: 'Finish' }).click();
  await page.waitForURL('**/completed');
  await page.getByText(/4 of 4 steps done/).waitFor();
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.getByText('Please select a rating before continuing.').waitFor();
  await page.getByRole('button', { name: '5 stars' }).click();
  await screenshot(page, 'plan-completed');
  await page.getByRole('button', { name: 'Finish' }).click();
  await page.waitForURL('**/home');
  await page.getByRole('button', { name: 'Completed', exact: true }).click();
  await home.card('Running toilet').waitFor();
  expect(await home.card('Running toilet').textContent()).toContain('100% completed');
});

it('guides a step from its page, and rebuilds the plan when the person finds a different problem', async () => {
  const { chat } = await conversationToPlan('Gus', 'Bathroom toilet', [
    'the toilet keeps running after I flush, the flapper leaks',
    'main bathroom',
    'I have all of them',
  ]);
  const overviewUrl = page.url();

  // the assistant on step 2 answers about step 2
  await page.goto(overviewUrl.replace(/overview$/, 'steps/2'));
  const stepTitle = (await page.locator('.step-title').textContent())!.trim();
  await page.getByRole('button', { name: 'Open assistant' }).click();
  await chat.sheet().waitFor();
  await chat.sheet().getByText('Ask anything about step 2').waitFor();
  await chat.say("I'm stuck");
  expect(await chat.lastBotText()).toContain(`Step 2: ${stepTitle}`);

  // plan-chat photos: images only, 5 MB at most; the bot says what was skipped
  await page
    .getByTestId('attach-input')
    .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') }]);
  await chat
    .sheet()
    .getByText('Some files were skipped due to size limits (max 5MB) or invalid format (images only).')
    .waitFor();
  await screenshot(page, 'plan-step-guidance');

  // closing and reopening keeps the conversation
  await chat.sheet().getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Open assistant' }).click();
  await chat.sheet().getByText("I'm stuck", { exact: true }).waitFor();

  // a different problem: the plan is rebuilt after a yes, and its overview opens
  await chat.say("turns out it's actually a small hole in the drywall behind the toilet, I need a new plan");
  expect(await chat.lastBotText()).toMatch(/small hole or dent in drywall/);
  await chat.say('Yes, rebuild my plan');
  // 1.5 s later the wait screen follows the rebuilt plan (shown only until it is ready) to its overview
  await page.waitForURL('**/overview');
  await page.getByRole('dialog', { name: 'Rebuilding your plan' }).waitFor({ state: 'detached' });
  await expect
    .poll(() => page.locator('.step-card-title').allTextContents(), { timeout: 10_000 })
    .toEqual(['Prepare the hole', 'Fill', 'Sand smooth', 'Prime and paint']);
});
