import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { api, startTestApp, type TestApp } from '../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

it('tells WebSocket clients to reconnect and stops accepting HTTP when shutting down', async () => {
  const socket = new WebSocket(app.wsUrl);
  await new Promise((resolve) => socket.once('open', resolve));
  const messages: unknown[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data))));
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

  await app.server.close();

  expect(await closed).toBe(1012);
  expect(messages).toContainEqual({ id: null, method: 'reconnect' });
  await expect(api(app, 'GET', '/api/health')).rejects.toThrow();
});
