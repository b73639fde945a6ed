import { z } from 'zod';

export const HealthSchema = z.object({ status: z.literal('ok') });

/** A cheap round trip (the transport benchmark): the server's clock in ms since the epoch. */
export const PingSchema = z.object({ pong: z.literal(true), at: z.number() });

/** A server clock tick pushed over `system.onTick`. */
export const TickSchema = z.object({ seq: z.number(), at: z.string() });
export type Tick = z.infer<typeof TickSchema>;
