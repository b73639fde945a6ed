import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { type AppProcess, screenshot, setupJourney } from './harness';
import { ChatPage } from './pages/ChatPage';
import { HomePage } from './pages/HomePage';
import { createAccount } from './pages/auth';

const journey = setupJourney();
let app: AppProcess;
let page: Page;
let chat: ChatPage;

beforeEach(() => {
  ({ app, page } = journey);
  chat = new ChatPage(page);
});

/** A signed-in person who has just created a project from /home and landed in its chat. */
async function startProject(title: string) {
  const account = await createAccount(app.url, 'Quinn');
  const home = new HomePage(page);
  await home.openAs(account.token);
  await home.createProject(title);
  await page.waitForURL('**/chat');
  await chat.sheet().waitFor();
  return account;
}

/** A tiny real PNG, generated for the upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWPYUhFFEmIY1VAxGkpbhmvSAACwC4YQdEiVrQAAAABJRU5ErkJggg==',
  'base64',
);

describe('the assistant sheet', () => {
  it('talks a running toilet through to complete, streaming each reply, then the wait screen opens the plan', async () => {
    await startProject('Running toilet');
    await chat.sheet().getByText("Let's start by understanding your problem!").waitFor();
    await chat
      .sheet()
      .getByText('The assistant may not be fully accurate. Please verify important information.')
      .waitFor();
    await chat.sheet().getByRole('button', { name: 'Skip this question?' }).waitFor();

    // 'Bot is thinking' shows until the first streamed words arrive, often for only a few frames
    await page.evaluate(() => {
      const seen = window as unknown as { sawThinking?: boolean };
      new MutationObserver(() => {
        if (document.body.textContent?.includes('Bot is thinking')) seen.sawThinking = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByLabel('Message', { exact: true }).fill('the toilet keeps running after I flush, the flapper leaks');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('.chat-row.from-bot').length >= 2 && !document.querySelector('.thinking'),
    );
    await expect.poll(() => chat.lastBotText()).toMatch(/toilet keeps running/);
    expect(await page.evaluate(() => (window as unknown as { sawThinking?: boolean }).sawThinking)).toBe(true);
    await screenshot(page, 'chat-formatted-reply');

    await chat.say('main bathroom, water trickles into the bowl');
    await chat.say('I have none of them');
    await expect.poll(() => chat.lastBotText()).toMatch(/putting your step-by-step plan together/);
    // the last reply stays to be read: the wait screen comes 5 s after it, not a second later
    await page.waitForTimeout(3_000);
    expect(page.url()).toMatch(/\/chat$/);
    expect(await chat.lastBotText()).toMatch(/putting your step-by-step plan together/);
    // 5 s later the wait screen shows, starts generation, and opens the plan when it is pushed as done
    await page.evaluate(() => {
      const seen = window as unknown as { sawPlanning?: boolean };
      new MutationObserver(() => {
        if (document.body.textContent?.includes('Preparing your plan')) seen.sawPlanning = true;
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.waitForURL('**/overview', { timeout: 15_000 });
    expect(await page.evaluate(() => (window as unknown as { sawPlanning?: boolean }).sawPlanning)).toBe(true);

    // the conversation is stored: it is all there after a reload, on the server
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
    expect(history.map((m: { role: string }) => m.role)).toEqual([
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
  });

  it("shows 'Bot is thinking' until the first words arrive", async () => {
    // hold the server's WebSocket messages back for a moment, as a slow connection would
    let delayed = 0;
    await page.routeWebSocket(/\/trpc(\?|$)/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => server.send(message));
      server.onMessage((message) => {
        delayed += 1;
        setTimeout(() => ws.send(message), 1500);
      });
    });
    await startProject('Slow connection');
    await page.getByLabel('Message', { exact: true }).fill('the bedroom door squeaks');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Bot is thinking').waitFor();
    await screenshot(page, 'chat-thinking');
    await page.getByText('Bot is thinking').waitFor({ state: 'detached', timeout: 10_000 });
    await expect.poll(() => chat.lastBotText()).toMatch(/squeaky door hinge/);
    expect(delayed).toBeGreaterThan(0); // the reply really came through the slowed socket
  });

  it('tells someone who smells gas to leave and call the utility', async () => {
    await startProject('Kitchen');
    await chat.say('I smell gas in the kitchen');
    const reply = await chat.lastBotText();
    expect(reply).toContain('Leave the house now');
    expect(reply).toMatch(/gas utility/);
    await screenshot(page, 'chat-safety-stop');
  });

  it("says 'No valid image files found' for a non-image, and clears it after 5 s", async () => {
    await startProject('Shelf');
    await page
      .getByTestId('attach-input')
      .setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') }]);
    await page.getByText('No valid image files found').waitFor();
    await page.getByText('No valid image files found').waitFor({ state: 'detached', timeout: 7000 });
  });

  it('compresses a large photo to a JPEG of at most 1024 px before sending it', async () => {
    // nothing is blocked by the content security policy on the way (the compression worker was)
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text());
    });
    await startProject('Big photo');
    // a 2400×1800 noisy PNG, made in the page, is well over 1 MB
    await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 2400;
      canvas.height = 1800;
      const ctx = canvas.getContext('2d')!;
      const data = ctx.createImageData(2400, 1800);
      let seed = 2463534242;
      for (let i = 0; i < data.data.length; i++) {
        // xorshift noise: PNG cannot compress it, so the file stays large
        seed ^= seed << 13;
        seed ^= seed >>> 17;
        seed ^= seed << 5;
        data.data[i] = i % 4 === 3 ? 255 : seed & 255;
      }
      ctx.putImageData(data, 0, 0);
      const blob: Blob = await new Promise((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
      if (blob.size < 1_048_576) throw new Error(`test image too small: ${blob.size}`);
      const input = document.querySelector<HTMLInputElement>('[data-testid="attach-input"]')!;
      const transfer = new DataTransfer();
      transfer.items.add(new File([blob], 'wall.png', { type: 'image/png' }));
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await page.getByRole('button', { name: 'Remove wall.jpg' }).waitFor({ timeout: 20_000 });
    const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/images') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send message' }).click();
    const body = await (await uploaded).json();
    expect(body.mime).toBe('image/jpeg');
    expect(body.bytes).toBeLessThan(1_048_576);
    const size = await page.evaluate(async (url) => {
      const res = await fetch(url, { headers: { authorization: `Bearer ${localStorage.getItem('authToken')}` } });
      const bitmap = await createImageBitmap(await res.blob());
      return [bitmap.width, bitmap.height];
    }, body.url as string);
    expect(size).toEqual([1024, 768]);
    expect(blocked).toEqual([]);
  });

  it('attaches a photo and shows it as a thumbnail in the conversation', async () => {
    await startProject('Cracked tile');
    await page.getByTestId('attach-input').setInputFiles([{ name: 'tile.png', mimeType: 'image/png', buffer: PNG }]);
    await page.getByRole('button', { name: 'Remove tile.png' }).waitFor();
    await page.getByLabel('Message', { exact: true }).fill('grout between the floor tiles is crumbling');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('button', { name: 'Open photo in a new tab' }).first().waitFor();
    await page.waitForFunction(() => !document.querySelector('.thinking'));
    await screenshot(page, 'chat-with-photo');
  });

  it('closes with Escape and goes back to /home', async () => {
    await startProject('Door');
    await page.keyboard.press('Escape');
    await page.waitForURL('**/home');
  });

  it('closes when dragged down more than 120 px, and springs back from a shorter drag', async () => {
    await startProject('Window');
    const handle = page.getByTestId('sheet-handle');
    const drag = async (distance: number) => {
      await page.waitForTimeout(300); // the sheet has settled
      const box = (await handle.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x, y + distance, { steps: 6 });
      await page.mouse.up();
    };
    await drag(60);
    await page.waitForTimeout(400);
    expect(new URL(page.url()).pathname).toBe('/chat');
    await chat.sheet().waitFor();
    await drag(160);
    await page.waitForURL('**/home');
  });

  it('sends /chat without a project to /', async () => {
    const account = await createAccount(app.url, 'Rae');
    await new HomePage(page).openAs(account.token);
    await page.goto('/chat');
    await page.waitForURL('**/home');
  });
});
