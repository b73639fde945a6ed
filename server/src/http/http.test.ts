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

describe('request bodies are limited by route, before they are read', () => {
  const filler = (bytes: number) => JSON.stringify({ email: 'a@b.co', password: 'x', filler: 'x'.repeat(bytes) });

  it('reads at most 4 KB from a call without a token (sign-in, sign-up, reset), on both transports', async () => {
    const rest = await api(app, 'POST', '/api/login', { rawBody: filler(5 * 1024) });
    expect(rest.status).toBe(413);
    expect(rest.body).toEqual({ detail: 'Request body is too large (limit 4 KB).', code: 'PAYLOAD_TOO_LARGE' });
    const trpc = await api(app, 'POST', '/trpc/account.login', { rawBody: filler(5 * 1024) });
    expect(trpc.status).toBe(413);
    // an ordinary sign-in is well under it (and answered on its merits)
    const login = await api(app, 'POST', '/api/login', {
      body: { email: 'nobody@example.com', password: 'Wrong-pass-1' },
    });
    expect(login.status).toBe(401);
  });

  it('reads at most 64 KB from a signed-in call, and runs nothing past it', async () => {
    const user = await app.createUser();
    const rest = await api(app, 'POST', '/api/logout', { rawBody: filler(65 * 1024), token: user.token });
    expect(rest.status).toBe(413);
    expect(rest.body).toEqual({ detail: 'Request body is too large (limit 64 KB).', code: 'PAYLOAD_TOO_LARGE' });
    const trpc = await api(app, 'POST', '/trpc/account.logout', { rawBody: filler(65 * 1024), token: user.token });
    expect(trpc.status).toBe(413);
    expect((await api(app, 'GET', '/api/me', { token: user.token })).status).toBe(200);
    expect((await api(app, 'GET', '/api/health')).status).toBe(200);
  });

  it('refuses a body with too many keys before parsing it', async () => {
    const user = await app.createUser();
    const many = JSON.stringify(Object.fromEntries(Array.from({ length: 2_001 }, (_, i) => [`k${i}`, 1])));
    const res = await api(app, 'POST', '/api/logout', { rawBody: many, token: user.token });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ detail: 'The request has too many fields (more than 2000).', code: 'INVALID_INPUT' });
    expect((await api(app, 'GET', '/api/me', { token: user.token })).status).toBe(200);
  });

  it('reads a photo-sized body only on the chat calls that carry a photo, and only once the token is valid', async () => {
    // without a token the body is never read: 401, not "malformed" or "too large"
    const unread = await api(app, 'POST', '/api/chatbot/chat', { rawBody: `{"message": "${'x'.repeat(100_000)}` });
    expect(unread.status).toBe(401);
    const user = await app.createUser();
    const project = await app.trpc(user.token).projects.create.mutate({ projectTitle: 'Big body' });
    const big = JSON.stringify({
      message: 'the kitchen tap drips',
      user: user.id,
      project: project._id,
      filler: 'x'.repeat(7 * 1024 * 1024),
    });
    const res = await api(app, 'POST', '/api/chatbot/chat', { rawBody: big, token: user.token });
    expect(res.status).toBe(200);
    // the same size anywhere else is refused
    const elsewhere = await api(app, 'PUT', `/api/projects/${project._id}`, { rawBody: big, token: user.token });
    expect(elsewhere.status).toBe(413);
  });
});
