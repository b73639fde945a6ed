import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectDatabase } from '../../server/src/db/connect';
import { steps } from '../../server/src/db/schema';
import { launchBrowser, mobileContext, screenshot, startApp } from './harness';
import { HomePage } from './pages/HomePage';
import { createAccount } from './pages/auth';

/**
 * `npm start` twice on one DATA_DIR: what a person made is still there. Between the runs the test
 * gives the project a three-step plan directly in the embedded database (plans arrive with the
 * plan feature), which makes Complete available.
 */
let browser: Browser;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'fixwise-restart-'));

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('keeps projects across a restart, and completes a project with steps from the card menu', async () => {
  let app = await startApp({ dataDir });
  const account = await createAccount(app.url, 'Pia');
  const res = await fetch(`${app.url}/api/projects`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${account.token}` },
    body: JSON.stringify({ projectTitle: 'Wobbly handrail' }),
  });
  const { id } = (await res.json()) as { id: string };
  await app.stop();

  const database = await connectDatabase({ kind: 'pglite', dataDir });
  await database.db
    .insert(steps)
    .values([1, 2, 3].map((n) => ({ projectId: id, stepNumber: n, title: `Step ${n}`, completed: n === 1 })));
  await database.close();

  app = await startApp({ dataDir });
  try {
    const context = await mobileContext(browser, app.url);
    const page = await context.newPage();
    const home = new HomePage(page);
    await home.openAs(account.token);
    await home.card('Wobbly handrail').waitFor();
    expect(await home.card('Wobbly handrail').textContent()).toContain('33% completed');
    expect(await home.menuItems('Wobbly handrail')).toEqual(['Resume', 'Complete', 'Rename', 'Delete']);

    await home.projectAction('Wobbly handrail', 'Complete');
    const dialog = page.getByRole('dialog', { name: 'Complete Project' });
    await dialog.getByText('Are you sure you want to mark this project as complete?').waitFor();
    await dialog.getByText('This will mark all steps as completed and move the project to completed status').waitFor();
    await screenshot(page, 'home-modal-complete');
    await dialog.getByRole('button', { name: 'Complete Project' }).click();
    await page.getByRole('heading', { name: 'No Ongoing Project' }).waitFor();
    await page.getByRole('button', { name: 'Completed', exact: true }).click();
    await home.card('Wobbly handrail').waitFor();
    expect(await home.card('Wobbly handrail').textContent()).toContain('100% completed');
    await context.close();
  } finally {
    await app.stop();
  }
});
