/**
 * The whole log of a full run, at its most verbose (trace), scanned for what must never be in it:
 * passwords, password hashes, session tokens, reset tokens, Google grants and image data. The run goes
 * through sign-up, failed and good logins, a password reset, photos (raw and as a data URL), chat, a
 * plan, sign-out, and a database failure in the middle of a sign-up (whose query carries the new
 * password's hash).
 */
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../db/schema';
import type { Mail } from '../features/accounts/mailer';
import { api, startTestApp, type TestApp } from '../test/harness';

const lines: string[] = [];
const mails: Mail[] = [];
let app: TestApp;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await startTestApp(
    { LOG_LEVEL: 'trace' },
    { logStream: sink, mailer: { send: async (mail) => void mails.push(mail) } },
  );
});
afterAll(() => app.close());

// a real PNG (1×1), so uploads pass the server's byte check
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

it('never writes passwords, hashes, tokens or image data, whatever happens', async () => {
  const secrets: string[] = [];
  const password = 'Corr3ct!Horse';
  const email = `scan-${Date.now()}@example.com`;

  const signup = await api(app, 'POST', '/api/users', { body: { firstname: 'Sc', lastname: 'An', email, password } });
  expect(signup.status).toBe(201);
  secrets.push(password, signup.body.token);
  expect((await api(app, 'POST', '/api/login', { body: { email, password: 'Wr0ng!Guess1' } })).status).toBe(401);
  secrets.push('Wr0ng!Guess1');
  const login = await app.trpc().account.login.mutate({ email, password });
  secrets.push(login.token);

  // a password reset: the mailed token, and the new password
  await api(app, 'POST', '/api/password-reset/request', { body: { email } });
  const resetToken = /token=([\w-]+)/.exec(mails.at(-1)!.text)![1]!;
  secrets.push(resetToken);
  const newPassword = 'N3w!Passphrase';
  expect(
    (await api(app, 'POST', '/api/password-reset/confirm', { body: { token: resetToken, password: newPassword } }))
      .status,
  ).toBe(200);
  secrets.push(newPassword);
  const again = await api(app, 'POST', '/api/login', { body: { email, password: newPassword } });
  const token = again.body.token as string;
  secrets.push(token);

  // photos, raw and as a data URL in a chat message; the chat and a plan
  const upload = await fetch(`${app.url}/api/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'image/png' },
    body: PNG,
  });
  expect(upload.status).toBe(201);
  const dataUrl = `data:image/png;base64,${PNG.toString('base64')}`;
  secrets.push(PNG.toString('base64'));
  const project = await api(app, 'POST', '/api/projects', { token, body: { projectTitle: 'Dripping tap' } });
  const projectId = project.body.id as string;
  await api(app, 'POST', '/api/chatbot/chat', {
    token,
    body: {
      user: signup.body.id,
      project: projectId,
      message: 'the kitchen tap drips from the spout',
      uploaded_image: dataUrl,
    },
  });
  const trpc = app.trpc(token);
  await trpc.chat.send.mutate({ projectId, text: 'it is a single-handle mixer tap' });
  await app.services.chat.drain();

  // the database refuses a sign-up mid-query: the failed insert carries the new account's password hash
  await app.database.db.execute(sql.raw('ALTER TABLE users ADD CONSTRAINT scan_refuses_all CHECK (false) NOT VALID'));
  const refused = await api(app, 'POST', '/api/users', {
    body: { firstname: 'No', lastname: 'Pe', email: `refused-${Date.now()}@example.com`, password: 'Refus3d!Pass' },
  });
  await app.database.db.execute(sql.raw('ALTER TABLE users DROP CONSTRAINT scan_refuses_all'));
  expect(refused.status).toBe(500);
  expect(refused.body).toEqual({ detail: 'Something went wrong on our side.', code: 'INTERNAL_ERROR' });
  secrets.push('Refus3d!Pass');

  await api(app, 'POST', '/api/logout', { token });

  // every stored hash of the run
  const [row] = await app.database.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  secrets.push(row!.passwordHash!);
  const log = lines.join('');
  // the failed query was logged (so the scan below means something), with its values taken out
  expect(log).toContain('scan_refuses_all');
  expect(log).toContain('[redacted]');
  for (const secret of secrets) expect(log.includes(secret), `the log contains ${secret.slice(0, 12)}…`).toBe(false);
  // no hash of any shape, no data URL, no bearer header value
  expect(log).not.toMatch(/scrypt\$\d+\$\d+\$\d+\$[\w-]{10,}/);
  expect(log).not.toMatch(/data:image\/[a-z]+;base64,[A-Za-z0-9+/]{8}/);
  expect(log).not.toMatch(/Bearer [\w-]{20,}/);
});
