import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICK_TOPIC, startTicker, type Tick } from '../features/system/ticker';
import { startTestApp, type TestApp } from '../test/harness';
import { streamTopic } from './bus';
import { createInProcessBus } from './in-process';

describe('in-process event bus', () => {
  it('delivers to subscribers of the topic only, as JSON copies', async () => {
    const bus = createInProcessBus();
    const received: unknown[] = [];
    const unsubscribe = await bus.subscribe('user:a', (payload) => received.push(payload));
    const payload = { n: 1, at: new Date(0) };
    await bus.publish('user:a', payload);
    await bus.publish('user:b', { n: 2 });
    await unsubscribe();
    await bus.publish('user:a', { n: 3 });
    expect(received).toEqual([{ n: 1, at: '1970-01-01T00:00:00.000Z' }]);
  });

  it('streams a topic in order and stops when aborted', async () => {
    const bus = createInProcessBus();
    const controller = new AbortController();
    const stream = streamTopic<{ n: number }>(bus, 't', controller.signal);
    const first = stream.next(); // subscribes
    await new Promise((r) => setTimeout(r, 10));
    for (const n of [1, 2, 3]) await bus.publish('t', { n });
    const seen = [(await first).value, (await stream.next()).value, (await stream.next()).value];
    expect(seen).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    const pending = stream.next();
    controller.abort();
    expect((await pending).done).toBe(true);
  });
});

describe('system.onTick over WebSocket', () => {
  let app: TestApp;
  let stopTicker: () => void;
  beforeAll(async () => {
    app = await startTestApp();
    stopTicker = startTicker(app.services.bus, 20);
  });
  afterAll(async () => {
    stopTicker();
    await app.close();
  });

  it('pushes bus events to a subscribed client with tracked ids', async () => {
    const client = app.trpc();
    const ticks = await new Promise<Array<{ id: string; data: Tick }>>((resolve, reject) => {
      const got: Array<{ id: string; data: Tick }> = [];
      const sub = client.system.onTick.subscribe(undefined, {
        onData: (event) => {
          got.push(event);
          if (got.length === 3) {
            sub.unsubscribe();
            resolve(got);
          }
        },
        onError: reject,
      });
    });
    const seqs = ticks.map((t) => t.data.seq);
    expect(seqs).toEqual([seqs[0], seqs[0]! + 1, seqs[0]! + 2]);
    expect(ticks.map((t) => t.id)).toEqual(seqs.map(String));
    expect(TICK_TOPIC).toBe('system:tick');
  });
});
