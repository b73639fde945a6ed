import type { Page } from 'playwright-core';

/** The assistant sheet on /chat. */
export class ChatPage {
  constructor(private readonly page: Page) {}

  sheet() {
    return this.page.getByRole('dialog', { name: 'Fixwise Assistant' });
  }

  /** Sends a message and waits until the streamed reply has been stored. */
  async say(text: string) {
    const before = await this.botMessages().count();
    await this.page.getByLabel('Message', { exact: true }).fill(text);
    await this.page.getByRole('button', { name: 'Send message' }).click();
    await this.page.waitForFunction(
      (n) => document.querySelectorAll('.chat-row.from-bot').length > n && !document.querySelector('.chat-row.is-streaming'),
      before,
    );
    await this.page.waitForFunction(() => !document.querySelector('.composer-button.is-primary[disabled]'));
  }

  botMessages() {
    return this.page.locator('.chat-row.from-bot');
  }

  async lastBotText() {
    return (await this.botMessages().last().textContent()) ?? '';
  }
}
