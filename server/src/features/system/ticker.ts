import type { EventBus } from '../../events/bus';

export const TICK_TOPIC = 'system:tick';

export interface Tick {
  seq: number;
  at: string;
}

/** Publishes a tick on the bus every `intervalMs`; returns a stop function. */
export function startTicker(bus: EventBus, intervalMs: number): () => void {
  let seq = 0;
  const timer = setInterval(() => {
    seq += 1;
    // a tick is disposable: one that can't be published (the database is away) is skipped
    bus.publish(TICK_TOPIC, { seq, at: new Date().toISOString() } satisfies Tick).catch(() => undefined);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
