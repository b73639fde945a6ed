import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { api, startTestApp, type TestApp } from '../../test/harness';
import { hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from './passwords';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

it('hashes with scrypt at N = 2^17, r = 8, p = 1 and a random salt', async () => {
  expect(SCRYPT_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
  const [first, second] = await Promise.all([hashPassword('Str0ng!Pass'), hashPassword('Str0ng!Pass')]);
  expect(first).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
  expect(first).not.toBe(second);
  expect(await verifyPassword('Str0ng!Pass', first)).toBe(true);
  expect(await verifyPassword('Str0ng!Pasx', first)).toBe(false);
  expect(needsRehash(first)).toBe(false);
});

it('stores a new hash at the current parameters on the next login of an account hashed with the old ones', async () => {
  // an account from before: N = 2^14
  const salt = randomBytes(16);
  const old = [
    'scrypt',
    16384,
    8,
    1,
    salt.toString('base64url'),
    scryptSync('Old!Passw0rd', salt, 64, { N: 16384, r: 8, p: 1 }).toString('base64url'),
  ].join('$');
  expect(needsRehash(old)).toBe(true);
  const email = `legacy-${Date.now()}@example.com`;
  const [row] = await app.database.db
    .insert(users)
    .values({ email, firstname: 'Lee', lastname: 'Gacy', passwordHash: old })
    .returning({ id: users.id });

  const login = await api(app, 'POST', '/api/login', { body: { email, password: 'Old!Passw0rd' } });
  expect(login.status).toBe(200);
  const [after] = await app.database.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, row!.id));
  expect(after!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
  expect(await verifyPassword('Old!Passw0rd', after!.passwordHash!)).toBe(true);
  // and the password still works
  expect((await api(app, 'POST', '/api/login', { body: { email, password: 'Old!Passw0rd' } })).status).toBe(200);
});
