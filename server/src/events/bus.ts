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
 * A topic as the async iterable a tRPC subscription returns: each event (or RESYNC, where some may have
 * been missed) goes through `map`, and what it returns is sent (undefined: nothing). Events that arrive
 * while the consumer is busy are queued, never dropped; tRPC's `return()` (the client left, the socket
 * closed) lets go of the topic.
 *
 * One plain object per subscription, not a chain of generators: an idle subscription is mostly waiting,
 * and thousands of them wait at once, so what each holds while waiting is kept small.
 */
export async function topicEvents<T, R>(
  bus: EventBus,
  topic: string,
  map: (event: T | Resync) => R | undefined | Promise<R | undefined>,
): Promise<AsyncIterable<R>> {
  let queue: Array<T | Resync> | null = null;
  let wake: (() => void) | null = null;
  let ended = false;
  const push = (event: T | Resync) => {
    (queue ??= []).push(event);
    wake?.();
  };
  const unsubscribe = await bus.subscribe(topic, (payload) => push(payload as T), () => push(RESYNC));
  const done = { done: true, value: undefined } as const;
  const iterator: AsyncIterator<R> & AsyncIterable<R> = {
    async next() {
      while (!ended) {
        const event = queue?.shift();
        if (event === undefined) {
          await new Promise<void>((resolve) => (wake = resolve));
          wake = null;
          continue;
        }
        const value = await map(event);
        if (value !== undefined && !ended) return { done: false, value };
      }
      return done;
    },
    async return() {
      if (!ended) {
        ended = true;
        queue = null;
        wake?.();
        await unsubscribe();
      }
      return done;
    },
    [Symbol.asyncIterator]: () => iterator,
  };
  return iterator;
}
