import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema';
import { api, createMemoryMailer, startTestApp, type TestApp } from '../../test/harness';

const mailer = createMemoryMailer();
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ PUBLIC_URL: 'https://fixwise.example' }, { mailer });
});
afterAll(() => app.close());

const STRONG = 'Str0ng!Pass';
const NEW = 'N3w!Passw0rd';

async function userWithPassword() {
  const email = `reset-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const { body } = await api(app, 'POST', '/api/users', {
    body: { firstname: 'Dana', lastname: 'Reyes', email, password: STRONG },
  });
  return { email, ...body } as { email: string; id: string; token: string };
}

function linkTokenFor(email: string): string {
  const mail = mailer.sent.findLast((m) => m.to === email);
  const match = mail?.text.match(/https:\/\/fixwise\.example\/reset-password\?token=([\w-]+)/);
  if (!match) throw new Error(`no reset mail for ${email}`);
  return decodeURIComponent(match[1]!);
}

describe('password reset', () => {
  it('mails a link; the link sets a new strong password once and signs out every device', async () => {
    const user = await userWithPassword();
    expect((await api(app, 'POST', '/api/password-reset/request', { body: { email: user.email } })).body).toEqual({
      ok: true,
    });
    const token = linkTokenFor(user.email);

    const weak = await api(app, 'POST', '/api/password-reset/confirm', { body: { token, password: 'weakpass' } });
    expect(weak.status).toBe(422);
    expect(weak.body.detail).toContain('Password is not strong enough');

    expect((await api(app, 'POST', '/api/password-reset/confirm', { body: { token, password: NEW } })).status).toBe(
      200,
    );
    expect((await api(app, 'GET', '/api/me', { token: user.token })).status).toBe(401);
    expect((await api(app, 'POST', '/api/login', { body: { email: user.email, password: STRONG } })).status).toBe(401);
    expect((await api(app, 'POST', '/api/login', { body: { email: user.email, password: NEW } })).status).toBe(200);

    const reused = await api(app, 'POST', '/api/password-reset/confirm', { body: { token, password: 'An0ther!Pass' } });
    expect(reused.status).toBe(400);
    expect(reused.body.detail).toBe('This reset link is invalid or has expired. Please request a new one.');
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = mailer.sent.length;
    const res = await api(app, 'POST', '/api/password-reset/request', { body: { email: 'nobody@example.com' } });
    expect(res.body).toEqual({ ok: true });
    expect(mailer.sent.length).toBe(before);
  });

  it('refuses an expired link', async () => {
    const user = await userWithPassword();
    await app.trpc().account.requestPasswordReset.mutate({ email: user.email });
    const token = linkTokenFor(user.email);
    await app.database.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    await expect(app.trpc().account.resetPassword.mutate({ token, password: NEW })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
    });
  });
});
