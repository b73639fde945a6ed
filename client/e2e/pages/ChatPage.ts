import type { Page } from 'playwright-core';

/** The assistant sheet on /chat. */
export class ChatPage {
  constructor(private readonly page: Page) {}

  sheet() {
    return this.page.getByRole('dialog', { name: 'Fixwise Assistant' });
  }

  /** Sends a message and waits until the streamed reply to it has been stored. */
  async say(text: string) {
    await this.page.getByLabel('Message', { exact: true }).fill(text);
    await this.page.getByRole('button', { name: 'Send message' }).click();
    // the last rows are this message, then a finished bot reply (not one still streaming)
    await this.page.waitForFunction((sent) => {
      const rows = [...document.querySelectorAll('.chat-row')];
      const mine = rows.findLastIndex((r) => r.classList.contains('from-user'));
      const last = rows.at(-1);
      return (
        mine >= 0 &&
        (rows[mine]!.textContent ?? '').includes(sent) &&
        last !== rows[mine] &&
        last!.classList.contains('from-bot') &&
        !last!.classList.contains('is-streaming')
      );
    }, text);
    await this.page.waitForFunction(() => !document.querySelector('.composer-button.is-primary[disabled]'));
  }

  botMessages() {
    return this.page.locator('.chat-row.from-bot');
  }

  async lastBotText() {
    return (await this.botMessages().last().textContent()) ?? '';
  }

  /**
   * Answers what is left before the plan as a person with nothing to add would: "I have none of them" to the
   * tools question and "No" to a safety question (a repair's red flags), until the app opens the overview.
   */
  async answerUntilPlan() {
    for (let turn = 0; turn < 4 && !this.page.url().includes('/overview'); turn++) {
      const last = await this.lastBotText();
      if (/already have/.test(last)) await this.say('I have none of them');
      else if (/safety (check|question)/i.test(last)) await this.say('No');
      else break;
    }
    await this.page.waitForURL('**/overview', { timeout: 20_000 });
  }
}
