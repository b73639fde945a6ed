/**
 * Guessing one account's password from many addresses, against two instances over one database: attempts
 * from networks the account has never signed in from are limited per account (429 {detail, code} with
 * Retry-After), while the owner on a network they have used before signs in as ever.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { signInAddresses } from '../../db/schema';
import { createInProcessBus } from '../../events/in-process';
import { type RunningServer, startHttpServer } from '../../http/server';
import { createLogger } from '../../logger';
import { createServices } from '../../services';
import { createMemoryMailer, startTestApp, type TestApp } from '../../test/harness';
import { POLICIES } from '../limits/service';
import { KnownAddresses, networkOf } from './known-addresses';

const STRONG = 'Str0ng!Pass';
const LIMIT = POLICIES.loginNewNetworkQuarter.limit;
const REFUSAL =
  /^Too many login attempts on this account from new networks\. Please wait (\d+ minutes?|\d+ seconds?), log in from a network you have used before, or reset your password\.$/;

const mailer = createMemoryMailer();
let a: TestApp;
let b: RunningServer;
let closeB: () => Promise<void>;
let n = 0;
/** A fresh address of a documentation range for each guess. */
const guesser = () => `203.0.${Math.floor(n / 250)}.${(n++ % 250) + 1}`;

beforeAll(async () => {
  a = await startTestApp({ RATE_LIMIT_SCALE: '1', TRUST_PROXY: 'true' }, { mailer });
  // a second instance over the same database (as several instances behind a load balancer)
  const config = loadConfig({
    DATA_DIR: '/tmp/fixwise-test-unused',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SCALE: '1',
    TRUST_PROXY: 'true',
    IMAGE_STORE: 'postgres',
  });
  const bus = createInProcessBus();
  const services = createServices({ config, logger: createLogger('silent'), database: a.database, bus, mailer });
  b = await startHttpServer({ services, clientDir: '/nonexistent', port: 0, host: '127.0.0.1' });
  closeB = async () => {
    await b.close();
    await bus.close();
  };
});
afterAll(async () => {
  await closeB?.();
  await a?.close();
});

const instances = () => [a.url, b.url];

async function post(base: string, path: string, body: unknown, from: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { detail?: string; code?: string; token?: string },
    retryAfter: res.headers.get('retry-after'),
  };
}

const login = (email: string, password: string, from: string, base = a.url) =>
  post(base, '/api/login', { email, password }, from);

/** An account made from `home`, which is then a network its owner has used. */
async function account(home = '198.51.100.1') {
  const email = `owner-${Date.now()}-${n++}@example.com`;
  const made = await post(a.url, '/api/users', { firstname: 'O', lastname: 'W', email, password: STRONG }, home);
  expect(made.status).toBe(201);
  return email;
}

/** `count` wrong passwords, each from a new address, spread over both instances; their statuses. */
async function guess(email: string, count: number): Promise<number[]> {
  const statuses = [];
  for (let i = 0; i < count; i++)
    statuses.push((await login(email, `Wr0ng!Guess${i}`, guesser(), instances()[i % 2])).status);
  return statuses;
}

describe('guessing one account from many addresses', () => {
  it(`refuses it past ${LIMIT} attempts from new networks, on both instances, with 429 {detail, code} and Retry-After`, async () => {
    const victim = await account();
    expect(await guess(victim, LIMIT)).toEqual(Array(LIMIT).fill(401));

    for (const base of instances()) {
      // the right password from a new network is refused too: otherwise the refusal would confirm a guess
      const refused = await login(victim, STRONG, guesser(), base);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ detail: expect.stringMatching(REFUSAL), code: 'RATE_LIMITED' });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(15 * 60);
    }
    // the same limit guards the tRPC login (this client's address, 127.0.0.1, is new to the account)
    await expect(a.trpc().account.login.mutate({ email: victim, password: STRONG })).rejects.toMatchObject({
      data: { code: 'TOO_MANY_REQUESTS', appCode: 'RATE_LIMITED' },
    });
  });

  it('lets the owner in from a network they have used before, on either instance, during the refusal', async () => {
    const victim = await account('198.51.100.1');
    // signed in once from the office, and from a phone on an IPv6 network
    expect((await login(victim, STRONG, '192.0.2.5', b.url)).status).toBe(200);
    expect((await login(victim, STRONG, '2001:db8:1:2::10')).status).toBe(200);
    await guess(victim, LIMIT + 3);
    expect((await login(victim, STRONG, guesser())).status).toBe(429);

    for (const base of instances()) {
      expect((await login(victim, STRONG, '198.51.100.1', base)).status).toBe(200);
      expect((await login(victim, STRONG, '192.0.2.5', base)).status).toBe(200);
      // the phone has moved to another address of the same /64
      expect((await login(victim, STRONG, '2001:db8:1:2:abcd::99', base)).status).toBe(200);
    }
  });

  it(`lets exactly ${LIMIT} of many simultaneous guesses from new networks through`, async () => {
    const victim = await account();
    const statuses = await Promise.all(
      Array.from({ length: 3 * LIMIT }, (_, i) =>
        login(victim, `Wr0ng!Guess${i}`, guesser(), instances()[i % 2]).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2 * LIMIT);
  });

  it('does not hold the owner’s own sign-ins from new networks against the account; those networks become known', async () => {
    const victim = await account();
    const travels = ['192.0.2.100', '192.0.2.101', '192.0.2.102'];
    for (const from of travels) expect((await login(victim, STRONG, from)).status).toBe(200);
    expect(await guess(victim, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect((await login(victim, STRONG, guesser())).status).toBe(429);
    for (const from of travels) expect((await login(victim, STRONG, from, b.url)).status).toBe(200);
  });

  it('refuses an email with no account in the same way, so the refusal tells nothing', async () => {
    const nobody = `nobody-${Date.now()}@example.com`;
    expect(await guess(nobody, LIMIT)).toEqual(Array(LIMIT).fill(401));
    const refused = await login(nobody, STRONG, guesser(), b.url);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: expect.stringMatching(REFUSAL), code: 'RATE_LIMITED' });
  });

  it('lifts the refusal when the owner uses a reset link, and knows the network they used it from', async () => {
    const victim = await account();
    await guess(victim, LIMIT);
    const hotel = '192.0.2.200';
    expect((await login(victim, STRONG, hotel)).status).toBe(429);

    await post(a.url, '/api/password-reset/request', { email: victim }, hotel);
    const token = /reset-password\?token=([\w-]+)/.exec(mailer.sent.findLast((m) => m.to === victim)!.text)![1]!;
    expect((await post(b.url, '/api/password-reset/confirm', { token, password: 'N3w!Passw0rd' }, hotel)).status).toBe(
      200,
    );
    expect((await login(victim, 'N3w!Passw0rd', hotel)).status).toBe(200);
    expect((await login(victim, 'N3w!Passw0rd', '192.0.2.201', b.url)).status).toBe(200);
  });
});

describe('the networks an account has signed in from', () => {
  it('are kept bounded: the 20 most recent per account, each for 180 days, hashed', async () => {
    const known = new KnownAddresses(a.services.db);
    const { id } = await a.createUser();
    const addresses = Array.from({ length: 25 }, (_, i) => `198.18.0.${i + 1}`);
    for (const address of addresses) await known.remember(id, address);

    const rows = await a.database.db.select().from(signInAddresses).where(eq(signInAddresses.userId, id));
    expect(rows).toHaveLength(20);
    expect(JSON.stringify(rows)).not.toContain('198.18');
    for (const address of addresses.slice(0, 5)) expect(await known.isKnown(id, address)).toBe(false);
    for (const address of addresses.slice(5)) expect(await known.isKnown(id, address)).toBe(true);

    // one used again moves to the front; one unused for 180 days is new again
    await a.database.db
      .update(signInAddresses)
      .set({ lastSeenAt: new Date(Date.now() - 181 * 24 * 60 * 60 * 1000) })
      .where(eq(signInAddresses.userId, id));
    expect(await known.isKnown(id, addresses[24]!)).toBe(false);
    await known.remember(id, addresses[24]!);
    expect(await known.isKnown(id, addresses[24]!)).toBe(true);
    expect(await a.database.db.select().from(signInAddresses).where(eq(signInAddresses.userId, id))).toHaveLength(1);
  });

  it('are networks: an IPv4 address, or the /64 of an IPv6 one', () => {
    expect(networkOf('192.0.2.7')).toBe('192.0.2.7');
    expect(networkOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(networkOf('2001:db8:1:2::10')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:0DB8:0001:0002:abcd:0:0:99')).toBe('2001:db8:1:2::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });
});
