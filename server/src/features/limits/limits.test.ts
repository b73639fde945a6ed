/**
 * Limits on every costly or mail-sending path, with the real numbers (RATE_LIMIT_SCALE 1), over REST and
 * tRPC, counted in the database; and login throttling that never locks out a person who knows their
 * password, on a network they have used, because of other addresses' failures.
 */
import { TRPCClientError } from '@trpc/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import type { Mail } from '../accounts/mailer';
import { POLICIES, waitText } from './service';
import { DatabaseStore } from './store';

const STRONG = 'Str0ng!Pass';
let counter = 0;
const email = () => `limits-${Date.now()}-${counter++}@example.com`;

async function call(
  app: TestApp,
  method: string,
  path: string,
  opts: { body?: unknown; from?: string; token?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.from) headers['x-forwarded-for'] = opts.from;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(`${app.url}${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  return {
    status: res.status,
    body: (await res.json().catch(() => null)) as { detail?: string } | null,
    retryAfter: res.headers.get('retry-after'),
  };
}

describe('the shared counter store', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('implements the whole Store interface: get, increment, decrement, resetKey, resetAll', async () => {
    const store = new DatabaseStore(app.services.db, 'test-a:', 60_000);
    expect(await store.get('k')).toBeUndefined();
    expect((await store.increment('k')).totalHits).toBe(1);
    const second = await store.increment('k');
    expect(second.totalHits).toBe(2);
    expect(second.resetTime!.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect((await store.get('k'))!.totalHits).toBe(2);
    await store.decrement('k');
    expect((await store.get('k'))!.totalHits).toBe(1);
    await store.resetKey('k');
    expect(await store.get('k')).toBeUndefined();
    await store.increment('x');
    await store.increment('y');
    const other = new DatabaseStore(app.services.db, 'test-b:', 60_000);
    await other.increment('x');
    await store.resetAll();
    expect(await store.get('x')).toBeUndefined();
    expect(await store.get('y')).toBeUndefined();
    expect((await other.get('x'))!.totalHits).toBe(1); // another prefix is left alone
  });

  it('is shared: two instances over one database count the same key together, atomically', async () => {
    const one = new DatabaseStore(app.services.db, 'shared:', 60_000);
    const two = new DatabaseStore(app.services.db, 'shared:', 60_000);
    const hits = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one : two).increment('key')));
    expect(hits.map((h) => h.totalHits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await two.get('key'))!.totalHits).toBe(20);
  });

  it('starts a new window once the old one has passed', async () => {
    const store = new DatabaseStore(app.services.db, 'window:', 200);
    await store.increment('k');
    await store.increment('k');
    await new Promise((r) => setTimeout(r, 300));
    expect(await store.get('k')).toBeUndefined();
    expect((await store.increment('k')).totalHits).toBe(1);
  });

  it('says the wait in words', () => {
    expect(waitText(800)).toBe('1 second');
    expect(waitText(42_000)).toBe('42 seconds');
    expect(waitText(4 * 60_000 + 1)).toBe('5 minutes');
    expect(waitText(90 * 60_000)).toBe('2 hours');
  });
});

describe('failed logins behind a proxy (TRUST_PROXY=true)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_SCALE: '1', TRUST_PROXY: 'true' });
  });
  afterAll(() => app.close());

  async function account() {
    const address = email();
    expect(
      (
        await call(app, 'POST', '/api/users', {
          body: { firstname: 'A', lastname: 'B', email: address, password: STRONG },
          from: '198.51.100.1',
        })
      ).status,
    ).toBe(201);
    return address;
  }

  it('never locks the owner out because of failures from other addresses', async () => {
    const victim = await account();
    for (let i = 0; i < 12; i++) {
      const res = await call(app, 'POST', '/api/login', {
        body: { email: victim, password: `Wr0ng!Pass${i}` },
        from: `203.0.113.${i + 10}`,
      });
      // past the account's limit on new networks, guesses are refused (accounts/guessing.test.ts)
      expect(res.status).toBe(i < POLICIES.loginNewNetworkQuarter.limit ? 401 : 429);
    }
    // the owner, on the network the account was made on
    expect(
      (await call(app, 'POST', '/api/login', { body: { email: victim, password: STRONG }, from: '198.51.100.1' }))
        .status,
    ).toBe(200);
  });

  it('slows one address guessing one account, with the wait in detail and Retry-After, and lets others in', async () => {
    const target = await account();
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await call(app, 'POST', '/api/login', {
            body: { email: target, password: 'Wr0ng!Pass' },
            from: '203.0.113.200',
          })
        ).status,
      ).toBe(401);
    }
    const blocked = await call(app, 'POST', '/api/login', {
      body: { email: target, password: STRONG },
      from: '203.0.113.200',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body!.detail).toMatch(
      /^Too many login attempts\. Please wait (\d+ seconds|1 minute) and try again\.$/,
    );
    expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
    expect(Number(blocked.retryAfter)).toBeLessThanOrEqual(60);
    // the same limiter guards the tRPC login
    await expect(app.trpc().account.login.mutate({ email: target, password: STRONG })).resolves.toMatchObject({
      token: expect.any(String),
    });
    // the owner from their own address is not affected
    expect(
      (await call(app, 'POST', '/api/login', { body: { email: target, password: STRONG }, from: '192.0.2.8' })).status,
    ).toBe(200);
  });

  it('clears the pair after a success', async () => {
    const target = await account();
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++)
        await call(app, 'POST', '/api/login', {
          body: { email: target, password: 'Wr0ng!Pass' },
          from: '203.0.113.99',
        });
      expect(
        (await call(app, 'POST', '/api/login', { body: { email: target, password: STRONG }, from: '203.0.113.99' }))
          .status,
      ).toBe(200);
    }
  });

  it('stops an address that fails across many accounts (credential stuffing) at its ceiling', async () => {
    const target = await account();
    const ceiling = POLICIES.loginPerAddress.limit;
    for (let i = 0; i < ceiling; i++)
      await app.services.throttle.recordFailure(`someone-${i}@example.com`, '203.0.113.250');
    const blocked = await call(app, 'POST', '/api/login', {
      body: { email: target, password: STRONG },
      from: '203.0.113.250',
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body!.detail).toMatch(/from this network/);
    expect(
      (await call(app, 'POST', '/api/login', { body: { email: target, password: STRONG }, from: '203.0.113.251' }))
        .status,
    ).toBe(200);
  });
});

describe('without a trusted proxy (the default)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => app.close());

  it('ignores X-Forwarded-For: a client cannot pick a new address for each guess', async () => {
    const target = email();
    await call(app, 'POST', '/api/users', { body: { firstname: 'A', lastname: 'B', email: target, password: STRONG } });
    for (let i = 0; i < 5; i++)
      await call(app, 'POST', '/api/login', {
        body: { email: target, password: 'Wr0ng!Pass' },
        from: `203.0.113.${i}`,
      });
    expect(
      (await call(app, 'POST', '/api/login', { body: { email: target, password: STRONG }, from: '203.0.113.99' }))
        .status,
    ).toBe(429);
  });
});

describe('costly and mail-sending paths', () => {
  let app: TestApp;
  const mails: Mail[] = [];
  beforeAll(async () => {
    app = await startTestApp(
      { RATE_LIMIT_SCALE: '1', TRUST_PROXY: 'true' },
      { mailer: { send: async (mail) => void mails.push(mail) } },
    );
  });
  afterAll(() => app.close());

  it('limits sign-ups per address, over REST and tRPC alike', async () => {
    const from = '198.51.100.20';
    const limit = POLICIES.signupPerAddress.limit;
    for (let i = 0; i < limit; i++) {
      expect(
        (
          await call(app, 'POST', '/api/users', {
            body: { firstname: 'S', lastname: 'U', email: email(), password: STRONG },
            from,
          })
        ).status,
      ).toBe(201);
    }
    const refused = await call(app, 'POST', '/api/users', {
      body: { firstname: 'S', lastname: 'U', email: email(), password: STRONG },
      from,
    });
    expect(refused.status).toBe(429);
    expect(refused.body!.detail).toMatch(
      /^Too many sign-ups from this network\. Please wait (59 minutes|1 hour) and try again\.$/,
    );
    // another address still signs up
    expect(
      (
        await call(app, 'POST', '/api/users', {
          body: { firstname: 'S', lastname: 'U', email: email(), password: STRONG },
          from: '198.51.100.21',
        })
      ).status,
    ).toBe(201);
  });

  it('sends at most 3 reset mails an hour to one address, whoever asks, and limits each asking address', async () => {
    const victim = email();
    await call(app, 'POST', '/api/users', {
      body: { firstname: 'V', lastname: 'I', email: victim, password: STRONG },
      from: '198.51.100.30',
    });
    const before = mails.length;
    const answers = [];
    for (let i = 0; i < 20; i++)
      answers.push(
        (
          await call(app, 'POST', '/api/password-reset/request', {
            body: { email: victim },
            from: `198.51.100.${40 + i}`,
          })
        ).status,
      );
    expect(answers.filter((s) => s === 200)).toHaveLength(POLICIES.resetPerEmail.limit);
    expect(answers.filter((s) => s === 429)).toHaveLength(20 - POLICIES.resetPerEmail.limit);
    expect(mails.length - before).toBe(POLICIES.resetPerEmail.limit);

    const from = '198.51.100.90';
    const statuses = [];
    for (let i = 0; i <= POLICIES.resetPerAddress.limit; i++)
      statuses.push(
        (await call(app, 'POST', '/api/password-reset/request', { body: { email: email() }, from })).status,
      );
    expect(statuses.slice(0, -1).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('accepts 30 of 50 messages sent at once by one person, refusing the rest with the wait', async () => {
    const user = await app.createUser();
    const trpc = app.trpc(user.token);
    const project = await trpc.projects.create.mutate({ projectTitle: 'Leaky tap' });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        trpc.chat.send.mutate({ projectId: project._id, text: `the tap drips ${i}` }),
      ),
    );
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    const others = refused.filter((r) => r.reason?.data?.code !== 'TOO_MANY_REQUESTS').map((r) => String(r.reason));
    expect(others).toEqual([]);
    expect(results.length - refused.length).toBe(POLICIES.messagesPerUser.limit);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(TRPCClientError);
      expect(r.reason.data.code).toBe('TOO_MANY_REQUESTS');
      expect(r.reason.message).toMatch(/Please wait \d+ minutes? and try again/);
    }
    await app.services.chat.drain();
  });

  it('limits plans, photo uploads and tool checks per person', async () => {
    const user = await app.createUser();
    const trpc = app.trpc(user.token);
    const project = await trpc.projects.create.mutate({ projectTitle: 'Squeaky hinge' });
    for (let i = 0; i < POLICIES.plansPerUser.limit; i++) await app.services.limits.take('plansPerUser', user.id);
    await expect(trpc.generation.start.mutate({ projectId: project._id })).rejects.toMatchObject({
      data: { code: 'TOO_MANY_REQUESTS' },
    });
    const rest = await call(app, 'POST', `/api/generation/all/${project._id}`, { token: user.token });
    expect(rest.status).toBe(429);
    expect(rest.body!.detail).toMatch(/^Too many plans asked for in a short time\. Please wait/);

    for (let i = 0; i < POLICIES.uploadsPerUser.limit; i++) await app.services.limits.take('uploadsPerUser', user.id);
    const upload = await fetch(`${app.url}/api/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'image/png' },
      body: Buffer.alloc(10),
    });
    expect(upload.status).toBe(429);
    expect(((await upload.json()) as { detail: string }).detail).toMatch(/^Too many photos uploaded/);

    for (let i = 0; i < POLICIES.detectionsPerUser.limit; i++)
      await app.services.limits.take('detectionsPerUser', user.id);
    await expect(
      trpc.chat.detectTools.mutate({ projectId: project._id, imageId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ data: { code: 'TOO_MANY_REQUESTS' } });
  });

  it('refuses a tRPC batch of more than 20 calls, and runs one of 20', async () => {
    const user = await app.createUser();
    const calls = (n: number) => Array.from({ length: n }, () => 'projects.list').join(',');
    const input = (n: number) =>
      encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, {}]))));
    const ok = await fetch(`${app.url}/trpc/${calls(20)}?batch=1&input=${input(20)}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(ok.status).toBe(200);
    const tooMany = await fetch(`${app.url}/trpc/${calls(21)}?batch=1&input=${input(21)}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(tooMany.status).toBe(400);
  });
});

describe('the daily model budget in OpenAI mode', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_SCALE: '1', OPENAI_API_KEY: 'test-key', MODEL_DAILY_LIMIT: '2' });
  });
  afterAll(() => app.close());

  it("refuses a person's model calls past MODEL_DAILY_LIMIT for the day, and not another person's", async () => {
    const user = await app.createUser();
    const trpc = app.trpc(user.token);
    const project = await trpc.projects.create.mutate({ projectTitle: 'Loose tile' });
    await trpc.chat.send.mutate({ projectId: project._id, text: 'a tile is loose in the bathroom' });
    await trpc.chat.send.mutate({ projectId: project._id, text: 'it rocks when I step on it' });
    const refused = trpc.chat.send.mutate({ projectId: project._id, text: 'what now?' });
    await expect(refused).rejects.toMatchObject({ data: { code: 'TOO_MANY_REQUESTS' } });
    await expect(refused).rejects.toThrow(
      /^You've reached today's limit for the assistant\. It resets in (23|24) hours\.$/,
    );

    const other = await app.createUser();
    const otherTrpc = app.trpc(other.token);
    const theirs = await otherTrpc.projects.create.mutate({ projectTitle: 'Loose tile too' });
    await expect(otherTrpc.chat.send.mutate({ projectId: theirs._id, text: 'a tile is loose' })).resolves.toBeDefined();
    await app.services.chat.drain();
  });
});

it('has a limit on every costly path, and each message says how long to wait', () => {
  for (const [name, policy] of Object.entries(POLICIES)) {
    expect(policy.limit, name).toBeGreaterThan(0);
    expect(policy.message('5 minutes'), name).toMatch(/5 minutes/);
  }
});
