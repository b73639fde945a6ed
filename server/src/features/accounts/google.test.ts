import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestApp, type TestApp } from '../../test/harness';

/**
 * The whole Google flow against a real OAuth2 server on loopback: our redirect, the provider's
 * authorize step, our callback exchanging the code and reading the user's profile.
 */
let provider: OAuth2Server;
let app: TestApp;
let nextUser: { sub: string; email: string; given_name: string; family_name: string; name: string };

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeUserinfo', (response: { body: unknown }) => {
    response.body = nextUser;
  });
  const issuer = provider.issuer.url!;
  app = await startTestApp({
    GOOGLE_CLIENT_ID: 'fixwise-test-client',
    GOOGLE_CLIENT_SECRET: 'fixwise-test-secret',
    GOOGLE_AUTH_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
  });
  // the callback URL is built from PUBLIC_URL; point it at the test server's real port
  (app.services.config as { PUBLIC_URL?: string }).PUBLIC_URL = app.url;
});
afterAll(async () => {
  await app.close();
  await provider.stop();
});

function googleUser(name: string) {
  const id = `${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return {
    sub: id,
    email: `${name.toLowerCase()}-${id}@gmail.example`,
    given_name: name,
    family_name: 'Google',
    name: `${name} Google`,
  };
}

/** Runs the pop-up's redirects like a browser and returns the outcome posted to the opener. */
async function popup(mode: 'login' | 'signup', tamper?: (callbackUrl: URL) => void) {
  const start = await fetch(`${app.url}/api/auth/google?mode=${mode}`, { redirect: 'manual' });
  expect(start.status).toBe(302);
  const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
  const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
  const callback = new URL(authorize.headers.get('location')!);
  expect(callback.pathname).toBe('/api/auth/google/callback');
  tamper?.(callback);
  const page = await fetch(callback, { headers: { cookie } });
  expect(page.headers.get('content-type')).toMatch(/html/);
  expect(page.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
  const html = await page.text();
  expect(html).toContain('<script src="/api/auth/google/relay.js"></script>');
  const json = /<script type="application\/json" id="fixwise-google-result">(.*?)<\/script>/.exec(html)![1]!;
  return JSON.parse(json) as Record<string, any>;
}

describe('Google sign-in pop-up', () => {
  it('signs up a new Google user: token and names for the client, then logs in the same person', async () => {
    nextUser = googleUser('Dana');
    const signedUp = await popup('signup');
    expect(signedUp).toMatchObject({ type: 'signed-up', firstname: 'Dana', lastname: 'Google', email: nextUser.email });
    const me = await api(app, 'GET', '/api/me', { token: signedUp.token });
    expect(me.body.id).toBe(signedUp.id);

    const signedIn = await popup('login');
    expect(signedIn).toMatchObject({ type: 'signed-in', id: signedUp.id });
    expect(signedIn.token).not.toBe(signedUp.token);
  });

  it("answers 'Email already exists' when that Google account is already registered", async () => {
    nextUser = googleUser('Sam');
    await popup('signup');
    expect(await popup('signup')).toEqual({
      type: 'error',
      status: 409,
      code: 'EMAIL_EXISTS',
      detail: 'Email already exists',
    });
  });

  it('sends an unknown user to signup with a single-use proof that the Google signup variant needs', async () => {
    nextUser = googleUser('Kim');
    const outcome = await popup('login');
    expect(outcome).toMatchObject({
      type: 'not-found',
      status: 404,
      googleUser: { uid: nextUser.sub, email: nextUser.email, displayName: 'Kim Google' },
      googleToken: expect.any(String),
    });
    const body = {
      firstname: 'Kim',
      lastname: 'Google',
      email: nextUser.email,
      password: '',
      google_flag: true,
      google_token: outcome.googleToken,
    };
    const created = await api(app, 'POST', '/api/users', { body });
    expect(created.status).toBe(201);
    expect((await api(app, 'GET', '/api/me', { token: created.body.token })).body.email).toBe(nextUser.email);
    const replay = await api(app, 'POST', '/api/users', { body: { ...body, email: nextUser.email } });
    expect(replay.status).toBe(401);
  });

  it('refuses a callback whose state does not match the cookie (CSRF)', async () => {
    nextUser = googleUser('Eve');
    const outcome = await popup('login', (url) => url.searchParams.set('state', 'login.forged'));
    expect(outcome).toEqual({ type: 'error', status: 401, code: 'UNAUTHENTICATED', detail: 'Google login failed' });
  });

  it('uses a state once: a replayed callback, cookie and all, does not sign in again', async () => {
    nextUser = googleUser('Rex');
    await popup('signup');
    const start = await fetch(`${app.url}/api/auth/google?mode=login`, { redirect: 'manual' });
    const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
    const authorize = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location')!);
    const outcome = async () => {
      const html = await (await fetch(callback, { headers: { cookie } })).text();
      return JSON.parse(
        /<script type="application\/json" id="fixwise-google-result">(.*?)<\/script>/.exec(html)![1]!,
      ) as Record<string, unknown>;
    };
    expect(await outcome()).toMatchObject({ type: 'signed-in' });
    expect(await outcome()).toEqual({
      type: 'error',
      status: 401,
      code: 'UNAUTHENTICATED',
      detail: 'Google login failed',
    });
  });

  it('serves the relay script from our origin', async () => {
    const res = await fetch(`${app.url}/api/auth/google/relay.js`);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(await res.text()).toContain('window.opener.postMessage(data, window.location.origin)');
  });
});

describe('Google sign-in not configured', () => {
  it('says so instead of failing silently', async () => {
    const plain = await startTestApp();
    try {
      expect((await api(plain, 'GET', '/api/auth/google/status')).body).toEqual({ enabled: false });
      const res = await api(plain, 'GET', '/api/auth/google?mode=login');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ detail: 'Google sign-in is not available on this server.', code: 'NOT_CONFIGURED' });
      await expect(plain.trpc().account.googleStatus.query()).resolves.toEqual({ enabled: false });
    } finally {
      await plain.close();
    }
  });
});
