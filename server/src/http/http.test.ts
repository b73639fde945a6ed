import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { api, startTestApp, type TestApp } from '../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('HTTP platform', () => {
  it('answers GET /api/health with 200 {"status":"ok"} once the database is migrated', async () => {
    const res = await api(app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers a malformed JSON body with 400 {detail} and no stack trace', async () => {
    const res = await api(app, 'POST', '/api/logout', { rawBody: '{"unterminated' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'Malformed JSON body.', code: 'INVALID_INPUT' });
  });

  it('answers an unknown /api path with 404 {detail}', async () => {
    const res = await api(app, 'GET', '/api/definitely-not-here');
    expect(res.status).toBe(404);
    expect(res.body.detail).toMatch(/No such API path/);
  });

  it('answers a 9 MB body with 413 {detail} and stays up', async () => {
    const nineMb = JSON.stringify({ filler: 'x'.repeat(9 * 1024 * 1024) });
    const res = await api(app, 'POST', '/api/logout', { rawBody: nineMb });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'Request body is too large (limit 8 MB).', code: 'PAYLOAD_TOO_LARGE' });
    expect((await api(app, 'GET', '/api/health')).status).toBe(200);
  });

  it('refuses a 9 MB tRPC body with 413 and runs nothing', async () => {
    const user = await app.createUser();
    const nineMb = JSON.stringify({ filler: 'x'.repeat(9 * 1024 * 1024) });
    const res = await api(app, 'POST', '/trpc/account.logout', { rawBody: nineMb, token: user.token });
    expect(res.status).toBe(413);
    expect((await api(app, 'GET', '/api/me', { token: user.token })).status).toBe(200);
  });

  it('sets a request id and security headers with a CSP', async () => {
    const res = await api(app, 'GET', '/api/health');
    expect(res.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('keeps a well-formed incoming request id', async () => {
    const res = await fetch(`${app.url}/api/health`, { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
  });
});

describe('authentication guards', () => {
  it('refuses a protected REST route without a token: 401 {detail}', async () => {
    const res = await api(app, 'GET', '/api/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ detail: 'Please sign in to continue.', code: 'UNAUTHENTICATED' });
  });

  it('refuses a protected REST route with an unknown token', async () => {
    const res = await api(app, 'GET', '/api/me', { token: 'x'.repeat(43) });
    expect(res.status).toBe(401);
  });

  it('sends a tRPC reply whole with its length, and a streamed batch (jsonl) still in chunks', async () => {
    const user = await app.createUser();
    const auth = { authorization: `Bearer ${user.token}` };
    const whole = await fetch(`${app.url}/trpc/account.me`, { headers: auth });
    const text = await whole.text();
    expect(whole.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(whole.headers.get('transfer-encoding')).toBeNull();
    expect(JSON.parse(text)).toMatchObject({ result: { data: { id: user.id } } });

    const streamed = await fetch(`${app.url}/trpc/account.me,projects.list?batch=1&input=${encodeURIComponent('{}')}`, {
      headers: { ...auth, 'trpc-accept': 'application/jsonl' },
    });
    expect(streamed.headers.get('transfer-encoding')).toBe('chunked');
    expect(streamed.headers.get('content-length')).toBeNull();
    expect(await streamed.text()).toContain(user.id);
  });

  it('refuses a protected tRPC procedure without a token: UNAUTHORIZED', async () => {
    await expect(app.trpc().account.me.query()).rejects.toMatchObject({
      data: { code: 'UNAUTHORIZED', httpStatus: 401 },
    });
  });

  it("gives tRPC errors the stable code as data.appCode beside tRPC's own data.code", async () => {
    const user = await app.createUser();
    const signedUp = await app
      .trpc()
      .account.signup.mutate({ firstname: 'A', lastname: 'B', email: 'codes@example.com', password: 'Str0ng!Pass' });
    expect(signedUp.id).toBeTruthy();
    const cases: Array<[() => Promise<unknown>, object]> = [
      [() => app.trpc().account.me.query(), { code: 'UNAUTHORIZED', httpStatus: 401, appCode: 'UNAUTHENTICATED' }],
      [
        () => app.trpc().account.login.mutate({ email: 'codes@example.com', password: 'Wr0ng!Pass1' }),
        { code: 'UNAUTHORIZED', appCode: 'INVALID_CREDENTIALS', detail: 'Invalid credentials' },
      ],
      [
        () =>
          app.trpc().account.signup.mutate({
            firstname: 'A',
            lastname: 'B',
            email: 'codes@example.com',
            password: 'Str0ng!Pass',
          }),
        { code: 'CONFLICT', httpStatus: 409, appCode: 'EMAIL_EXISTS' },
      ],
      [
        () => app.trpc(user.token).projects.create.mutate({ projectTitle: '   ' }),
        { code: 'BAD_REQUEST', httpStatus: 400, appCode: 'VALIDATION_FAILED' },
      ],
      [
        () => app.trpc(user.token).projects.get.query({ projectId: '00000000-0000-4000-8000-000000000000' }),
        { code: 'NOT_FOUND', appCode: 'NOT_FOUND' },
      ],
    ];
    for (const [call, data] of cases) await expect(call()).rejects.toMatchObject({ data });
  });

  it('serves a protected call for a valid session, and refuses it after sign-out', async () => {
    const user = await app.createUser();
    const client = app.trpc(user.token);
    await expect(client.account.me.query()).resolves.toMatchObject({ id: user.id, email: user.email });
    expect((await api(app, 'GET', '/api/me', { token: user.token })).body).toMatchObject({
      id: user.id,
      email: user.email,
    });

    const out = await api(app, 'POST', '/api/logout', { token: user.token });
    expect(out.status).toBe(200);
    expect((await api(app, 'GET', '/api/me', { token: user.token })).status).toBe(401);
    await expect(client.account.me.query()).rejects.toMatchObject({ data: { code: 'UNAUTHORIZED' } });
  });

  it('never treats the user id as a token', async () => {
    const user = await app.createUser();
    expect((await api(app, 'GET', '/api/me', { token: user.id })).status).toBe(401);
  });
});

describe('WebSocket on /trpc', () => {
  it('accepts an upgrade on /trpc and refuses other paths', async () => {
    const accepted = new WebSocket(app.wsUrl);
    await new Promise<void>((resolve, reject) => {
      accepted.once('open', () => resolve());
      accepted.once('error', reject);
    });
    accepted.close();

    const refused = new WebSocket(app.wsUrl.replace('/trpc', '/elsewhere'));
    const error = await new Promise<Error>((resolve) => refused.once('error', resolve));
    expect(error.message).toMatch(/404/);
  });
});
