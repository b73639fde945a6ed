import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, sessions } from '../../db/schema';
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

  it('revokes every other link of the account: an older mail no longer works after a reset', async () => {
    const user = await userWithPassword();
    const requestLink = async () => {
      await api(app, 'POST', '/api/password-reset/request', { body: { email: user.email } });
      return linkTokenFor(user.email);
    };
    const older = await requestLink();
    const newer = await requestLink();
    expect(older).not.toBe(newer);
    const done = await api(app, 'POST', '/api/password-reset/confirm', { body: { token: newer, password: NEW } });
    expect(done.status).toBe(200);

    const stale = await api(app, 'POST', '/api/password-reset/confirm', { body: { token: older, password: STRONG } });
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({
      detail: 'This reset link is invalid or has expired. Please request a new one.',
      code: 'INVALID_INPUT',
    });
    // nothing changed: the password is still the one the reset set
    expect((await api(app, 'POST', '/api/login', { body: { email: user.email, password: STRONG } })).status).toBe(401);
    expect((await api(app, 'POST', '/api/login', { body: { email: user.email, password: NEW } })).status).toBe(200);
    // only the link that made the change is kept (used); a link asked for afterwards works
    const kept = await app.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.usedAt).not.toBeNull();
    const fresh = await requestLink();
    expect(
      (await api(app, 'POST', '/api/password-reset/confirm', { body: { token: fresh, password: 'Th1rd!Passw0rd' } }))
        .status,
    ).toBe(200);
  });

  it('ends every session of the account, on every device, and no one else’s', async () => {
    const user = await userWithPassword();
    const phone = (await api(app, 'POST', '/api/login', { body: { email: user.email, password: STRONG } })).body.token;
    const other = await userWithPassword();
    await app.trpc().account.requestPasswordReset.mutate({ email: user.email });
    await app.trpc().account.resetPassword.mutate({ token: linkTokenFor(user.email), password: NEW });

    for (const token of [user.token, phone]) {
      const me = await api(app, 'GET', '/api/me', { token });
      expect(me.status).toBe(401);
      expect(me.body.code).toBe('UNAUTHENTICATED');
      await expect(app.trpc(token).projects.list.query()).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
    }
    const stored = await app.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.every((session) => session.revokedAt !== null)).toBe(true);
    expect((await api(app, 'GET', '/api/me', { token: other.token })).status).toBe(200);
  });

  it('changes the password once when two links of the account are used at the same moment', async () => {
    const user = await userWithPassword();
    await app.trpc().account.requestPasswordReset.mutate({ email: user.email });
    const first = linkTokenFor(user.email);
    await app.trpc().account.requestPasswordReset.mutate({ email: user.email });
    const second = linkTokenFor(user.email);
    const passwords = ['F1rst!Passw0rd', 'S3cond!Passw0rd'];
    const answers = await Promise.all(
      [first, second].map((token, i) =>
        api(app, 'POST', '/api/password-reset/confirm', { body: { token, password: passwords[i] } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const winner = passwords[answers.findIndex((a) => a.status === 200)]!;
    const loser = passwords.find((p) => p !== winner)!;
    expect((await api(app, 'POST', '/api/login', { body: { email: user.email, password: winner } })).status).toBe(200);
    expect((await api(app, 'POST', '/api/login', { body: { email: user.email, password: loser } })).status).toBe(401);
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
