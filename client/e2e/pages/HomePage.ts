import type { Page, WebSocket } from 'playwright-core';

/** /home as a person uses it. */
export class HomePage {
  constructor(private readonly page: Page) {}

  /**
   * Signs in by putting a session token where the app keeps it, then opens /home. The token is put
   * there from a page of the origin that runs no app code (the health check): on /login the app could
   * notice the token while its screen is still loading, go to /home by itself and use up the one-shot
   * arrival flags before this page opens /home.
   */
  async openAs(token: string, flags: Record<string, string> = {}) {
    await this.page.goto('/api/health');
    await this.page.evaluate(
      ([t, f]) => {
        localStorage.setItem('authToken', t);
        for (const [k, v] of Object.entries(f)) localStorage.setItem(k, v);
      },
      [token, flags] as const,
    );
    const live = this.liveSyncStarted();
    await this.page.goto('/home');
    await live;
  }

  /**
   * Resolves once the list's live stream has started (the server's `started` frame) and the list it
   * reloads then has arrived, so what a test does next is not raced by that reload.
   */
  private liveSyncStarted(): Promise<void> {
    return new Promise((resolve) => {
      // a page that never starts the stream (signed out, say) is not waited for longer than this
      setTimeout(resolve, 10_000);
      const onSocket = (ws: WebSocket) =>
        ws.on('framereceived', ({ payload }) => {
          if (!String(payload).includes('"type":"started"')) return;
          this.page.off('websocket', onSocket);
          void this.page.waitForLoadState('networkidle').then(
            () => resolve(),
            () => resolve(),
          );
        });
      this.page.on('websocket', onSocket);
    });
  }

  greeting() {
    return this.page.getByRole('heading', { level: 1 });
  }

  cards() {
    return this.page.getByRole('list', { name: 'Projects' }).getByRole('listitem');
  }

  card(title: string) {
    return this.cards().filter({ hasText: title });
  }

  async openNewProject() {
    await this.page.getByRole('button', { name: 'Need help solving household problem!' }).click();
    await this.settled();
    return this.page.getByRole('dialog', { name: 'New Project Name' });
  }

  async createProject(name: string, opts: { withEnter?: boolean } = {}) {
    await this.openNewProject();
    const input = this.page.getByPlaceholder('Enter project name');
    await input.fill(name);
    if (opts.withEnter) await input.press('Enter');
    else await this.page.getByRole('button', { name: 'Start', exact: true }).click();
  }

  async projectAction(title: string, action: 'Resume' | 'Complete' | 'Rename' | 'Delete') {
    await this.card(title)
      .getByRole('button', { name: `Options for ${title}` })
      .click();
    await this.page.getByRole('menuitem', { name: action }).click();
    await this.settled();
  }

  async openDrawer() {
    await this.page.getByRole('button', { name: 'Open menu' }).click();
    await this.settled();
    return this.page.getByRole('dialog', { name: 'Menu' });
  }

  /** Waits for the fade, pop and slide-in animations to end, so a screenshot shows what a person sees. */
  async settled() {
    await this.page.evaluate(async () => {
      await new Promise(requestAnimationFrame);
      const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
      await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    });
  }

  async menuItems(title: string) {
    await this.card(title)
      .getByRole('button', { name: `Options for ${title}` })
      .click();
    const items = await this.page.getByRole('menuitem').allTextContents();
    await this.page.keyboard.press('Escape');
    return items;
  }

  async filter(item: 'Clear Search' | 'Show Ongoing Only' | 'Show Completed Only' | 'Reset All Filters') {
    await this.page.getByRole('button', { name: 'Filter projects' }).click();
    await this.page.getByRole('menuitem', { name: item }).click();
  }

  async search(text: string) {
    await this.page.getByPlaceholder('Search for projects').fill(text);
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  /** Scrolls to the end of the list, as a person reading on would. */
  async scrollToEnd() {
    await this.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  }

  /** The placeholder rows at the end of a list that has more. */
  loadingMore() {
    return this.page.getByRole('status', { name: 'Loading more projects' });
  }
}
