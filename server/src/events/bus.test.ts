import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tick } from '@fixwise/shared';
import { TICK_TOPIC, startTicker } from '../features/system/ticker';
import { startTestApp, type TestApp } from '../test/harness';
import { RESYNC, topicEvents } from './bus';
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

  it('iterates a topic in order through its map, skips what the map drops, and lets go of the topic on return', async () => {
    const bus = createInProcessBus();
    let listening = 0;
    const subscribe = bus.subscribe.bind(bus);
    bus.subscribe = async (topic, listener, onResync) => {
      listening += 1;
      const unsubscribe = await subscribe(topic, listener, onResync);
      return async () => {
        listening -= 1;
        await unsubscribe();
      };
    };
    const events = await topicEvents<{ n: number }, number>(bus, 't', (e) =>
      'resync' in e ? -1 : e.n % 2 ? e.n * 10 : undefined,
    );
    const iterator = events[Symbol.asyncIterator]();
    expect(listening).toBe(1);
    const first = iterator.next(); // waiting before anything is published
    for (const n of [1, 2, 3]) await bus.publish('t', { n });
    expect([(await first).value, (await iterator.next()).value]).toEqual([10, 30]);
    const pending = iterator.next();
    await iterator.return!();
    expect((await pending).done).toBe(true);
    expect(listening).toBe(0);
    expect(RESYNC).toEqual({ resync: true });
  });

  it('keeps the order of events that arrive while a slow map is still reading, and passes RESYNC through unmapped by default', async () => {
    const bus = createInProcessBus();
    const slow = await topicEvents<{ n: number }, number>(bus, 's', async (e) => {
      if ('resync' in e) return -1;
      await new Promise((r) => setTimeout(r, e.n === 1 ? 30 : 0));
      return e.n;
    });
    const first = slow.next();
    for (const n of [1, 2, 3]) await bus.publish('s', { n });
    expect([(await first).value, (await slow.next()).value, (await slow.next()).value]).toEqual([1, 2, 3]);
    await slow.return();

    let resync!: () => void;
    const plain = await topicEvents<{ n: number }>(
      {
        ...bus,
        subscribe: async (_topic, _listener, onResync) => {
          resync = onResync!;
          return async () => undefined;
        },
      },
      'p',
    );
    const next = plain.next();
    resync();
    expect((await next).value).toBe(RESYNC);
  });

  it('ends a waiting reader when its signal aborts, and rejects next() when the map fails, then goes on', async () => {
    const bus = createInProcessBus();
    const controller = new AbortController();
    const events = await topicEvents<{ n: number }, number>(
      bus,
      'a',
      (e) => {
        if ('resync' in e || e.n === 0) throw new Error('cannot read');
        return e.n;
      },
      controller.signal,
    );
    const failing = events.next();
    await bus.publish('a', { n: 0 });
    await expect(failing).rejects.toThrow('cannot read');
    const waiting = events.next();
    await bus.publish('a', { n: 2 });
    expect((await waiting).value).toBe(2);
    const idle = events.next();
    controller.abort();
    expect(await idle).toEqual({ done: true, value: undefined });
    await bus.publish('a', { n: 3 });
    expect((await events.next()).done).toBe(true);
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
    // subscriptions need a session (http/socket-limits.ts)
    const client = app.trpc((await app.createUser()).token);
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
