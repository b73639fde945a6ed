import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { api, startTestApp, type TestApp } from '../../test/harness';
import { hashToken } from './tokens';

const STRONG = 'Str0ng!Pass';
let app: TestApp;
let n = 0;
const email = () => `dana${++n}-${Date.now()}@example.com`;
const signup = (body: Record<string, unknown>) => api(app, 'POST', '/api/users', { body });

beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('POST /api/users (signup)', () => {
  it('creates the account and answers {id, token}; the token is an opaque session, not the id', async () => {
    const address = email();
    const res = await signup({ firstname: 'Dana', lastname: 'Reyes', email: address, password: STRONG });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), token: expect.any(String) });
    expect(res.body.token).not.toBe(res.body.id);
    expect(res.body.token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url

    const [row] = await app.database.db.select().from(users).where(eq(users.id, res.body.id));
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(STRONG);
    const stored = await app.database.db.select().from(sessions).where(eq(sessions.userId, res.body.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).toBe(hashToken(res.body.token));
    expect(stored[0]!.tokenHash).not.toBe(res.body.token);
  });

  it("refuses a duplicate email (any case) with 409 'Email already exists'", async () => {
    const address = email();
    await signup({ firstname: 'A', lastname: 'B', email: address, password: STRONG });
    const res = await signup({ firstname: 'A', lastname: 'B', email: address.toUpperCase(), password: STRONG });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ detail: 'Email already exists', code: 'EMAIL_EXISTS' });
  });

  it("refuses a weak password even when the client is bypassed: 'Password is not strong enough'", async () => {
    const address = email();
    const res = await signup({ firstname: 'A', lastname: 'B', email: address, password: 'password1' });
    expect(res.status).toBe(422);
    expect(res.body.detail).toContain('Password is not strong enough');
    expect(await app.database.db.select().from(users).where(eq(users.email, address))).toHaveLength(0);
  });

  it.each([
    [{ lastname: 'B', email: 'x@example.com', password: STRONG }, 'First name is required'],
    [{ firstname: 'A', email: 'x@example.com', password: STRONG }, 'Last name is required'],
    [{ firstname: 'A', lastname: 'B', email: 'nope', password: STRONG }, 'Please enter a valid email address'],
    [{ firstname: 'A', lastname: 'B', email: 'x@example.com' }, 'Password is required'],
  ])('answers %j with the message %s', async (body, message) => {
    const res = await signup(body);
    expect(res.status).toBe(422);
    expect(res.body.detail).toContain(message);
  });

  it('does not accept google_flag without the proof from our Google callback', async () => {
    const res = await signup({ firstname: 'A', lastname: 'B', email: email(), password: '', google_flag: true });
    expect(res.status).toBe(422);
    const forged = await signup({
      firstname: 'A',
      lastname: 'B',
      email: email(),
      password: '',
      google_flag: true,
      google_token: 'x'.repeat(43),
    });
    expect(forged.status).toBe(401);
  });
});

describe('POST /api/login', () => {
  it('signs in with the right password and issues a new session', async () => {
    const address = email();
    const created = await signup({ firstname: 'Dana', lastname: 'Reyes', email: address, password: STRONG });
    const res = await api(app, 'POST', '/api/login', {
      body: { email: ` ${address.toUpperCase()} `, password: STRONG },
    });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(created.body.id);
    expect(res.body.token).not.toBe(created.body.token);
    expect((await api(app, 'GET', '/api/me', { token: res.body.token })).body.email).toBe(address);
  });

  it("answers 401 'Invalid credentials' for a wrong password or an unknown email", async () => {
    const address = email();
    await signup({ firstname: 'A', lastname: 'B', email: address, password: STRONG });
    for (const body of [
      { email: address, password: 'Wr0ng!Pass' },
      { email: email(), password: STRONG },
    ]) {
      const res = await api(app, 'POST', '/api/login', { body });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ detail: 'Invalid credentials', code: 'INVALID_CREDENTIALS' });
    }
  });
});

describe('GET/PUT /api/users/{id}', () => {
  it('returns the owner without any password hash', async () => {
    const { body } = await signup({ firstname: 'Dana', lastname: 'Reyes', email: email(), password: STRONG });
    const res = await api(app, 'GET', `/api/users/${body.id}`, { token: body.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: body.id, _id: body.id, firstname: 'Dana', lastname: 'Reyes' });
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|password/i);
  });

  it('updates the profile of the owner', async () => {
    const { body } = await signup({ firstname: 'Dana', lastname: 'Reyes', email: email(), password: STRONG });
    const res = await api(app, 'PUT', `/api/users/${body.id}`, {
      token: body.token,
      body: { experienceLevel: 'Beginner', confidence: 2, country: 'United States', state: 'Ohio' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      experienceLevel: 'Beginner',
      confidence: 2,
      country: 'United States',
      state: 'Ohio',
    });
  });

  it('refuses without a token (401), for another user (403) and for unknown ids (404); nothing changes', async () => {
    const owner = (await signup({ firstname: 'Owner', lastname: 'One', email: email(), password: STRONG })).body;
    const other = (await signup({ firstname: 'Other', lastname: 'Two', email: email(), password: STRONG })).body;
    expect((await api(app, 'GET', `/api/users/${owner.id}`)).status).toBe(401);
    const read = await api(app, 'GET', `/api/users/${owner.id}`, { token: other.token });
    expect(read.status).toBe(403);
    expect(read.body.detail).toBeTruthy();
    const write = await api(app, 'PUT', `/api/users/${owner.id}`, {
      token: other.token,
      body: { firstname: 'Hacked' },
    });
    expect(write.status).toBe(403);
    expect((await api(app, 'GET', `/api/users/not-a-uuid`, { token: other.token })).status).toBe(404);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row!.firstname).toBe('Owner');
  });

  it('rejects out-of-range profile values with a 4xx {detail}', async () => {
    const { body } = await signup({ firstname: 'Dana', lastname: 'Reyes', email: email(), password: STRONG });
    const res = await api(app, 'PUT', `/api/users/${body.id}`, { token: body.token, body: { confidence: 9 } });
    expect(res.status).toBe(422);
    expect(res.body.detail).toMatch(/confidence/);
  });
});

describe('tRPC account procedures', () => {
  it('signs up, reads me, updates the profile and signs out (the token stops working)', async () => {
    const client = app.trpc();
    const address = email();
    const { id, token } = await client.account.signup.mutate({
      firstname: 'Dana',
      lastname: 'Reyes',
      email: address,
      password: STRONG,
    });
    const signedIn = app.trpc(token);
    await expect(signedIn.account.me.query()).resolves.toMatchObject({ id, email: address, hasGoogle: false });
    await expect(signedIn.account.updateProfile.mutate({ tools: 'Hammer, Pliers' })).resolves.toMatchObject({
      tools: 'Hammer, Pliers',
    });
    await signedIn.account.logout.mutate();
    await expect(signedIn.account.me.query()).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
  });

  it('maps a wrong password to UNAUTHORIZED with the detail the client shows', async () => {
    await expect(app.trpc().account.login.mutate({ email: email(), password: STRONG })).rejects.toMatchObject({
      message: 'Invalid credentials',
      data: { code: 'UNAUTHORIZED', detail: 'Invalid credentials' },
    });
  });
});
