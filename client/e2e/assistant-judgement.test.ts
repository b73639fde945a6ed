import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { accessibilityProblems, screenshot, setupJourney } from './harness';
import { ChatPage } from './pages/ChatPage';
import { HomePage } from './pages/HomePage';
import { createAccount } from './pages/auth';

const journey = setupJourney();
let page: Page;
let chat: ChatPage;
beforeEach(() => {
  ({ page } = journey);
  chat = new ChatPage(page);
});

async function startProject(name: string, title: string) {
  const account = await createAccount(journey.app.url, name);
  const home = new HomePage(page);
  await home.openAs(account.token);
  await home.createProject(title);
  await chat.sheet().waitFor();
  return { home, account };
}

describe("the assistant's judgement", () => {
  it('holds a gas-smell stop through the follow-up, makes no plan, and the wait screen says why', async () => {
    await startProject('Gail', 'Water heater');
    await chat.say('I smell gas near the water heater');
    await expect.poll(() => chat.lastBotText()).toMatch(/Stop — possible gas leak/);
    await chat.say("it's only a faint smell, can I check the pipe with soapy water myself?");
    const reply = await chat.lastBotText();
    expect(reply).toMatch(/Who to call/);
    expect(reply).not.toMatch(/pliers|wrench|tighten/i);
    await chat.sheet().getByRole('alert').filter({ hasText: 'Stopped for safety: possible gas leak' }).waitFor();
    await screenshot(page, 'judgement-stop-in-sheet');
    expect(await accessibilityProblems(page)).toEqual([]);

    // closing the sheet goes home (spec); the card shows the stop
    await page.keyboard.press('Escape');
    await page.waitForURL('**/home');
    const card = page.locator('.project-card').filter({ hasText: 'Water heater' });
    await card.getByText('Stopped for safety: possible gas leak').waitFor();
    await screenshot(page, 'judgement-stop-on-card');
    expect(await accessibilityProblems(page)).toEqual([]);

    // opening it again: the wait screen explains instead of spinning, and no plan was made
    await card.getByRole('button', { name: 'Open Water heater' }).click();
    await page.waitForURL('**/chat');
    await page
      .getByText(/No repair plan is made while this project is stopped for safety \(possible gas leak\)/)
      .waitFor();
    expect(await page.locator('.wait-spinner').count()).toBe(0);
    await screenshot(page, 'judgement-wait-explains');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Back to the chat' }).click();
    await chat.sheet().waitFor();

    // the overview has no plan to show, and says why
    const token = await page.evaluate(() => localStorage.getItem('authToken') ?? sessionStorage.getItem('authToken'));
    const { projects } = await (
      await fetch(`${journey.app.url}/api/projects`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    await page.goto(`${journey.app.url}/projects/${projects[0]._id}/overview`);
    await page.getByRole('alert').filter({ hasText: 'Stopped for safety: possible gas leak' }).waitFor();
    expect(await page.locator('.step-card').count()).toBe(0);
    await screenshot(page, 'judgement-overview-stopped');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it("asks the repair's red flags before its plan, and the overview shows the answers", async () => {
    await startProject('Flo', 'Water heater');
    await chat.say('my water heater makes popping and rumbling noises when it heats, I want to flush the sediment');
    for (let turn = 0; turn < 4; turn++) {
      const last = await chat.lastBotText();
      if (/quick safety check/.test(last)) break;
      await chat.say(/already have/.test(last) ? 'I have none of them' : "I'm not sure");
    }
    await expect.poll(() => chat.lastBotText()).toMatch(/Do you smell gas or rotten eggs near the water heater\?/);
    for (const reply of ['Yes', 'No', 'Not sure'])
      await chat.sheet().getByRole('button', { name: reply, exact: true }).waitFor();
    await screenshot(page, 'judgement-red-flags-asked');
    expect(await accessibilityProblems(page)).toEqual([]);

    await chat.sheet().getByRole('button', { name: 'No', exact: true }).click();
    await page.waitForURL('**/overview', { timeout: 30_000 });
    const card = page.getByRole('region', { name: 'Safety check' });
    await card.getByText('No gas smell').waitFor();
    await card.getByText(/If that changes:.*leave the house first/).waitFor();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await screenshot(page, `judgement-overview-safety-check-${theme}`);
      expect(await accessibilityProblems(page)).toEqual([]);
    }
  });

  it('keeps the tools said in the chat as removable chips on one line, in light and dark', async () => {
    await startProject('Ida', 'Running toilet');
    await chat.say(
      'the toilet keeps running after I flush. I have a plunger, rubber gloves, a bucket, old towels, a sponge, a flashlight, a screwdriver set and an adjustable wrench',
    );
    const chips = page.locator('.detected-chip');
    await expect.poll(() => chips.count(), { timeout: 20_000 }).toBeGreaterThan(4);
    // however many, they share one line (the row scrolls sideways) and each can be taken back
    const tops = await chips.evaluateAll((all) => [
      ...new Set(all.map((c) => Math.round(c.getBoundingClientRect().top))),
    ]);
    expect(tops).toHaveLength(1);
    await page.getByRole('button', { name: 'Remove Plunger', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Remove Rubber gloves', exact: true }).waitFor();
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await screenshot(page, `judgement-owned-chips-${theme}`);
      expect(await accessibilityProblems(page)).toEqual([]);
    }
    await page.emulateMedia({ colorScheme: 'light' });
  });

  it('"I have all of them" leaves those tools out of the cost and marks them owned on the tools page', async () => {
    await startProject('Hal', 'Running toilet');
    await chat.say('the toilet keeps running after I flush, the flapper leaks');
    await chat.say('main bathroom, water trickles into the bowl');
    await expect.poll(() => chat.lastBotText()).toMatch(/Which of these do you already have/);
    await chat.sheet().getByRole('button', { name: 'I have all of them' }).click();
    await expect.poll(() => chat.lastBotText()).toMatch(/Tools you have: .*left out of the cost/);
    await page.waitForURL('**/overview', { timeout: 20_000 });
    const summary = await page.locator('.tools-summary p').textContent();
    const [items, owned] = /(\d+) items · (\d+) you already have/
      .exec(summary ?? '')!
      .slice(1)
      .map(Number);
    expect(owned).toBeGreaterThan(0);
    expect(owned).toBeLessThanOrEqual(items!);

    await page.goto(page.url().replace('/overview', '/tools'));
    await page.getByText('Owned · you have this').first().waitFor();
    // every required tool was offered and is now owned: none is left to buy
    const required = page.locator('.tool-item').filter({ has: page.locator('.tool-tag.is-required') });
    expect(await required.count()).toBeGreaterThan(0);
    expect(await required.filter({ hasNot: page.locator('.tool-tag.is-owned') }).count()).toBe(0);
    // an owned tool says so and offers no shop
    const ownedTools = page.locator('.tool-item.is-owned');
    await ownedTools.first().getByText('Owned · you have this').waitFor();
    expect(await ownedTools.getByRole('link', { name: /in a store/ }).count()).toBe(0);
    await screenshot(page, 'judgement-tools-owned');
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('plans a creaking stair as a stair, never a door', async () => {
    await startProject('Stu', 'Stairs');
    await chat.say('the third stair creaks every time someone steps on it');
    const first = await chat.lastBotText();
    expect(first).not.toMatch(/door/i);
    expect(first).toMatch(/stair|don't have a guide/i);
    if (/stair/i.test(first)) {
      await chat.say('carpeted, and I can get underneath from the basement');
      await chat.answerUntilPlan();
      const steps = (await page.locator('.step-cards').textContent()) ?? '';
      expect(steps).toMatch(/stair|tread/i);
      expect(steps).not.toMatch(/hinge|door/i);
    }
  });
});
