/**
 * The event bus port. Topics are strings such as `user:<id>`; payloads must be JSON-serialisable so a
 * Postgres LISTEN/NOTIFY implementation can carry them between server instances unchanged.
 */
type Unsubscribe = () => Promise<void>;

/**
 * Delivered to a subscriber in place of an event when the bus may have missed events (its connection
 * was lost and is back): the subscriber reads the current state again instead of trusting the stream.
 * @internal
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

const DONE: IteratorReturnResult<undefined> = Object.freeze({ done: true, value: undefined });
const same = <T>(event: T) => event;

/**
 * A topic's events as an async iterator: subscribed before it is returned, so state read afterwards
 * and then the events lose nothing published in between. Each event (or RESYNC, where some may have
 * been missed) goes through `map`, and what it returns is delivered (undefined: skipped). Events that
 * arrive while the reader is busy queue, never dropped. `return()` (tRPC's, when the client leaves or
 * the socket closes; a generator's `finally`; `signal` aborting) lets go of the topic.
 *
 * One object per subscription, with its methods on the prototype, and while idle nothing but the
 * pending `next()`'s promise: thousands of subscriptions wait at once, so what each holds is kept small
 * (no generator frames, no closure per method).
 */
class TopicEvents<T, R> implements AsyncIterableIterator<R>, AsyncDisposable {
  private queue: Array<T | Resync> | null = null;
  private resolve: ((result: IteratorResult<R, undefined>) => void) | null = null;
  private reject: ((error: unknown) => void) | null = null;
  private mapping = false;
  private ended = false;
  unsubscribe: Unsubscribe | null = null;

  constructor(private readonly map: (event: T | Resync) => R | undefined | Promise<R | undefined>) {}

  receive(event: T | Resync): void {
    if (this.ended) return;
    if (this.queue) this.queue.push(event);
    else this.queue = [event];
    this.pump();
  }

  next(): Promise<IteratorResult<R, undefined>> {
    if (this.ended) return Promise.resolve(DONE);
    if (this.resolve) return Promise.reject(new Error('next() called again before the previous one settled'));
    return new Promise<IteratorResult<R, undefined>>((resolve, reject) => {
      this.resolve = resolve;
      this.reject = reject;
      this.pump();
    });
  }

  /** Maps the oldest queued event for the waiting reader; one at a time, in order. */
  private pump(): void {
    if (!this.resolve || this.mapping) return;
    const event = this.queue?.shift();
    if (event === undefined) return;
    this.mapping = true;
    let mapped: R | undefined | Promise<R | undefined>;
    try {
      mapped = this.map(event);
    } catch (error) {
      this.mapped(error, true);
      return;
    }
    if (mapped instanceof Promise) {
      mapped.then(
        (value) => this.mapped(value, false),
        (error: unknown) => this.mapped(error, true),
      );
    } else {
      this.mapped(mapped, false);
    }
  }

  private mapped(value: unknown, failed: boolean): void {
    this.mapping = false;
    const { resolve, reject } = this;
    if (this.ended || !resolve || !reject) return;
    if (failed) {
      this.settle();
      reject(value);
    } else if (value !== undefined) {
      this.settle();
      resolve({ done: false, value: value as R });
    } else {
      this.pump();
    }
  }

  private settle(): void {
    this.resolve = null;
    this.reject = null;
  }

  async return(): Promise<IteratorReturnResult<undefined>> {
    if (this.ended) return DONE;
    this.ended = true;
    this.queue = null;
    const { resolve } = this;
    this.settle();
    resolve?.(DONE);
    const unsubscribe = this.unsubscribe;
    this.unsubscribe = null;
    await unsubscribe?.();
    return DONE;
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  // tRPC takes an iterator with its own dispose as it is, without wrapping it in another resource
  async [Symbol.asyncDispose](): Promise<void> {
    await this.return();
  }
}

/**
 * Subscribes to `topic` and returns its events (see TopicEvents); with no `map`, the events themselves
 * and RESYNC. A `signal` that aborts ends the iteration, waking a reader that is waiting.
 */
export async function topicEvents<T, R = T | Resync>(
  bus: EventBus,
  topic: string,
  map?: ((event: T | Resync) => R | undefined | Promise<R | undefined>) | null,
  signal?: AbortSignal,
): Promise<AsyncIterableIterator<R> & AsyncDisposable & { return(): Promise<IteratorReturnResult<undefined>> }> {
  const events = new TopicEvents<T, R>(map ?? (same as (event: T | Resync) => R));
  events.unsubscribe = await bus.subscribe(
    topic,
    (payload) => events.receive(payload as T),
    () => events.receive(RESYNC),
  );
  if (signal) {
    if (signal.aborted) await events.return();
    else signal.addEventListener('abort', () => void events.return(), { once: true });
  }
  return events;
}
