/**
 * The event bus port. Topics are strings such as `user:<id>`; payloads must be JSON-serialisable so a
 * Postgres LISTEN/NOTIFY implementation can carry them between server instances unchanged.
 */
export type Unsubscribe = () => Promise<void>;

/**
 * Delivered to a subscriber in place of an event when the bus may have missed events (its connection
 * was lost and is back): the subscriber reads the current state again instead of trusting the stream.
 */
export const RESYNC = Object.freeze({ resync: true as const });
export type Resync = typeof RESYNC;

export interface EventBus {
  publish(topic: string, payload: unknown): Promise<void>;
  /**
   * Delivers to this instance's subscribers only: for what each instance makes for itself (the clock
   * tick), which published on the shared bus would reach every subscriber once per instance.
   */
  publishLocal(topic: string, payload: unknown): void;
  /**
   * Resolves once the subscription is live (for LISTEN/NOTIFY: after the LISTEN is acknowledged).
   * `onResync` is called after the bus lost its connection and has listened again: events published
   * meanwhile may be lost.
   */
  subscribe(topic: string, listener: (payload: unknown) => void, onResync?: () => void): Promise<Unsubscribe>;
  close(): Promise<void>;
}

/**
 * A live subscription whose events queue until read: subscribe first, then read any stored state,
 * then iterate — nothing published in between is lost. `events` ends when `signal` aborts.
 */
export async function openTopic<T>(bus: EventBus, topic: string) {
  const queue: (T | Resync)[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = await bus.subscribe(
    topic,
    (payload) => {
      queue.push(payload as T);
      wake?.();
    },
    () => {
      queue.push(RESYNC);
      wake?.();
    },
  );
  /** The topic's events, and RESYNC where some may have been missed. */
  async function* events(signal: AbortSignal | undefined): AsyncGenerator<T | Resync> {
    const onAbort = () => wake?.();
    signal?.addEventListener('abort', onAbort);
    try {
      while (!signal?.aborted) {
        const next = queue.shift();
        if (next !== undefined) {
          yield next;
          continue;
        }
        await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
      }
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  }
  return { events, close: unsubscribe };
}

/**
 * Turns a topic into an async iterable for tRPC subscriptions. Events that arrive while the consumer
 * is busy are queued, never dropped; the iteration ends when `signal` aborts.
 */
export async function* streamTopic<T>(
  bus: EventBus,
  topic: string,
  signal: AbortSignal | undefined,
): AsyncGenerator<T | Resync> {
  const subscription = await openTopic<T>(bus, topic);
  try {
    yield* subscription.events(signal);
  } finally {
    await subscription.close();
  }
}
