import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { requestLog } from './request-log';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

/** An Express app with the request log at `level`, on a free port; the lines it writes are collected. */
async function serve(level: string) {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = express();
  app.use(requestLog(createLogger(level, sink)));
  app.get('/api/health', (_req, res) => void res.json({ ok: true }));
  app.get('/api/ok', (_req, res) => void res.json({ ok: true }));
  app.get('/api/broken', (_req, res) => void res.status(500).json({ detail: 'Something went wrong on our side.' }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  close = () => new Promise((resolve) => server.close(() => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, lines };
}

describe('request lines', () => {
  it('writes one info line per request with the path only, and sends the id back; the health check writes none', async () => {
    const { url, lines } = await serve('info');
    const res = await fetch(`${url}/api/ok?code=oauth-secret`, { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers.get('x-request-id')).toBe('abc-123');
    const other = await fetch(`${url}/api/ok`, { headers: { 'x-request-id': 'not a plain token!' } });
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await fetch(`${url}/api/health`);
    await expect.poll(() => lines.length).toBe(2);
    expect(lines[0]).toMatchObject({
      msg: 'request completed',
      req: { id: 'abc-123', method: 'GET', url: '/api/ok' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]!.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('oauth-secret');
  });

  it('at level warn writes a failed request (5xx) as an error and nothing for the rest', async () => {
    const { url, lines } = await serve('warn');
    await fetch(`${url}/api/ok`);
    await fetch(`${url}/api/broken`);
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'request failed',
      req: { url: '/api/broken' },
      res: { statusCode: 500 },
    });
  });
});
