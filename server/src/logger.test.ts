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
