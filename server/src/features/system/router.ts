import { tracked, type TrackedEnvelope } from '@trpc/server';
import { HealthSchema, PingSchema, TickSchema, type Tick } from '@fixwise/shared';
import { sql } from 'drizzle-orm';
import { topicEvents } from '../../events/bus';
import { createRouter, publicProcedure, trackedEvents } from '../../trpc';
import { TICK_TOPIC } from './ticker';

export const systemRouter = createRouter({
  health: publicProcedure.output(HealthSchema).query(async ({ ctx }) => {
    await ctx.services.db.execute(sql`select 1`);
    return { status: 'ok' as const };
  }),

  /** A cheap round trip, used by the transport benchmark. */
  ping: publicProcedure.output(PingSchema).query(() => ({ pong: true as const, at: Date.now() })),

  /** Server clock ticks published on the event bus: proves bus → subscription → client. */
  onTick: publicProcedure.output(trackedEvents(TickSchema)).subscription(({ ctx }) =>
    // a tick is disposable: nothing to read again after the bus reconnects
    topicEvents<Tick, TrackedEnvelope<Tick>>(ctx.services.bus, TICK_TOPIC, (tick) =>
      'resync' in tick ? undefined : tracked(String(tick.seq), tick),
    ),
  ),
});
