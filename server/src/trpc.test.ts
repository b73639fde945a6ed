import { tracked, type TrackedEnvelope } from '@trpc/server';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { topicEvents } from './events/bus';
import { createInProcessBus } from './events/in-process';
import { appRouter } from './router';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { createRouter, publicProcedure, trackedEvents, type Context } from './trpc';

describe('the tRPC contract', () => {
  it('every procedure declares its output', () => {
    const procedures = Object.entries(
      appRouter._def.procedures as unknown as Record<string, { _def: { output?: unknown } }>,
    );
    expect(procedures.length).toBeGreaterThan(40);
    expect(procedures.filter(([, procedure]) => !procedure._def.output).map(([name]) => name)).toEqual([]);
  });
});

describe('an answer that breaks its own output schema', () => {
  it('is a 500 with the generic detail, never the failing field', async () => {
    const router = createRouter({
      broken: publicProcedure
        .output(z.object({ secretField: z.number() }))
        .query(() => ({ secretField: 'x' }) as never),
    });
    const res = await fetchRequestHandler({
      endpoint: '/trpc',
      req: new Request('http://localhost/trpc/broken'),
      router,
      createContext: () => ({ user: null, token: null, ip: null, transport: 'http' }) as unknown as Context,
    });
    const body = (await res.json()) as { error: { message: string; data: { detail: string; httpStatus: number } } };
    expect(res.status).toBe(500);
    expect(body.error.data).toMatchObject({ httpStatus: 500, detail: 'Something went wrong on our side.' });
    expect(JSON.stringify(body)).not.toContain('secretField');
  });
});

describe('a subscription’s checked events', () => {
  const Event = z.object({ n: z.number() });

  it('sends each event as the schema reads it, under its tracked id', async () => {
    const bus = createInProcessBus();
    const source = await topicEvents<{ n: number; extra?: string }, TrackedEnvelope<unknown>>(bus, 't', (e) =>
      'resync' in e ? undefined : tracked(String(e.n), e),
    );
    const events = trackedEvents(Event)(source)[Symbol.asyncIterator]();
    await bus.publish('t', { n: 1, extra: 'not in the contract' });
    const [id, data] = (await events.next()).value as TrackedEnvelope<{ n: number }>;
    expect([id, data]).toEqual(['1', { n: 1 }]);
    await events.return!();
  });

  it('refuses an event the contract does not allow', async () => {
    const bus = createInProcessBus();
    const source = await topicEvents<unknown, TrackedEnvelope<unknown>>(bus, 't', (e) => tracked('1', e));
    const events = trackedEvents(Event)(source)[Symbol.asyncIterator]();
    const next = events.next();
    await bus.publish('t', { n: 'one' });
    await expect(next).rejects.toBeInstanceOf(z.ZodError);
  });

  it('ends a waiting subscription at once: return() reaches the source while next() is pending', async () => {
    const bus = createInProcessBus();
    const source = await topicEvents<unknown, TrackedEnvelope<unknown>>(bus, 't', (e) => tracked('1', e));
    const events = trackedEvents(Event)(source)[Symbol.asyncIterator]();
    const waiting = events.next();
    await events.return!();
    expect(await waiting).toEqual({ done: true, value: undefined });
    // the source let go of the topic: nothing published now reaches it
    await bus.publish('t', { n: 2 });
    expect(await source.next()).toEqual({ done: true, value: undefined });
  });
});
