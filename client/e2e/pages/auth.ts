import type { Page } from 'playwright-core';

export const STRONG_PASSWORD = 'Str0ng!Pass';

export function uniqueEmail(name = 'dana'): string {
  return `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** /login as a person uses it. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/login');
  }

  async login(email: string, password: string, opts: { remember?: boolean } = {}) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    if (opts.remember) await this.page.getByLabel('Remember Me').check();
    await this.page.getByRole('button', { name: 'Login', exact: true }).click();
  }

  alert() {
    return this.page.getByRole('alert');
  }

  /** Why the person is asked to sign in (a session ended elsewhere). */
  notice() {
    return this.page.locator('.notice-banner');
  }
}

/** /signup as a person uses it. */
export class SignupPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('/signup');
  }

  async fill(fields: { firstname: string; lastname: string; email: string; password: string }) {
    await this.page.getByLabel('First Name').fill(fields.firstname);
    await this.page.getByLabel('Last Name').fill(fields.lastname);
    await this.page.getByLabel('Email').fill(fields.email);
    await this.page.getByLabel('Password', { exact: true }).fill(fields.password);
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Sign Up' }).click();
  }
}

/** The onboarding questionnaire. */
export class OnboardingPage {
  constructor(private readonly page: Page) {}

  /** Opens a step as a person who has just signed up in this tab. */
  async openSignedIn(token: string, step: number | '' = '') {
    await this.page.goto('/login');
    await this.page.evaluate((t) => sessionStorage.setItem('authToken', t), token);
    await this.page.goto(`/onboarding/${step}`);
  }

  back() {
    return this.page.getByRole('button', { name: 'Back' }).click();
  }

  progressText() {
    return this.page.locator('.progress-text').textContent();
  }

  async choose(option: string) {
    await this.page.getByRole('radio', { name: option, exact: true }).click();
  }

  async toggleChip(name: string) {
    await this.page.getByRole('button', { name, exact: true }).click();
  }

  async addCustomItem(text: string) {
    const open = this.page.getByRole('button', { name: '+ Add item not listed' });
    if (await open.isVisible()) await open.click();
    await this.page.getByLabel('Item not listed').fill(text);
    await this.page.getByRole('button', { name: 'Add', exact: true }).click();
  }

  async continue() {
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }

  async skip() {
    await this.page.getByRole('button', { name: 'Skip this question' }).click();
  }
}

/** Creates an account over the REST API (for journeys that start signed in). */
export async function createAccount(baseUrl: string, firstname = 'Dana', lastname = 'Reyes') {
  const email = uniqueEmail(firstname.toLowerCase());
  const res = await fetch(`${baseUrl}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstname, lastname, email, password: STRONG_PASSWORD }),
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const { id, token } = (await res.json()) as { id: string; token: string };
  return { id, token, email, firstname, lastname };
}
