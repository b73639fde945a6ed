import type { Tick } from '@fixwise/shared';
import type { EventBus } from '../../events/bus';

export const TICK_TOPIC = 'system:tick';

/**
 * Publishes a tick to this instance's subscribers every `intervalMs`; returns a stop function. Each
 * instance has its own clock: a tick on the shared bus would reach every subscriber once per instance.
 */
export function startTicker(bus: EventBus, intervalMs: number): () => void {
  let seq = 0;
  const timer = setInterval(() => {
    seq += 1;
    bus.publishLocal(TICK_TOPIC, { seq, at: new Date().toISOString() } satisfies Tick);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
