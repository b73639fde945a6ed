import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { createLogger } from './logger';

it('never writes passwords, tokens, authorization headers or image data', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = createLogger('info', sink);
  logger.info({
    req: { headers: { authorization: 'Bearer s3cret-token' } },
    body: { password: 'Hunter2!x', token: 'tok-123', uploaded_image: 'data:image/png;base64,AAAA' },
  });
  const written = lines.join('');
  for (const secret of ['s3cret-token', 'Hunter2!x', 'tok-123', 'data:image/png']) {
    expect(written).not.toContain(secret);
  }
  expect(written).toContain('[redacted]');
});

it('logs a failed query without its parameter values (the hash of a new password, a token)', async () => {
  const { DrizzleQueryError } = await import('drizzle-orm/errors');
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const hash = 'scrypt$131072$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA';
  const failure = new DrizzleQueryError(
    'insert into "users" ("email", "password_hash") values ($1, $2)',
    ['dana@example.com', hash],
    Object.assign(new Error('duplicate key value violates unique constraint "users_email_idx"'), { code: '23505' }),
  );
  createLogger('info', sink).error({ err: failure, procedure: 'account.signup' }, 'trpc procedure failed');
  const written = lines.join('');
  expect(written).not.toContain(hash);
  expect(written).not.toContain('c2FsdHNhbHRzYWx0');
  // what is needed to understand the failure stays
  expect(written).toContain('insert into \\"users\\"');
  expect(written).toContain('duplicate key value violates unique constraint');
  expect(written).toContain('[redacted]');
});
