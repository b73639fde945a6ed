import pg from 'pg';
import type { EventBus } from './bus';

/** NOTIFY payloads are limited to 8000 bytes by PostgreSQL. */
const MAX_NOTIFY_PAYLOAD_BYTES = 7900;

/** The one channel every instance LISTENs on; events name their topic inside the payload. */
const BUS_CHANNEL = 'fixwise_events';

/**
 * The LISTEN connection's name in pg_stat_activity.
 * @internal
 */
export const BUS_APPLICATION_NAME = 'fixwise-event-bus';

export interface PostgresBusOptions {
  /** Reconnect backoff: the first wait, doubled up to `maxDelayMs`, with ±20 % jitter. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Told about connection trouble (never given connection strings or payloads). */
  onEvent?: (event: {
    kind: 'lost' | 'reconnected' | 'retry-failed';
    reason?: string;
    attempt?: number;
    downMs?: number;
  }) => void;
}

interface Subscription {
  listener: (payload: unknown) => void;
  onResync: (() => void) | undefined;
}

/** What a bus instance has sent: events, and the NOTIFYs that carried them. */
export interface BusStats {
  events: number;
  notifies: number;
}

/**
 * Several server instances on one PostgreSQL: publish with pg_notify through the pool, receive on one
 * dedicated LISTEN connection per instance.
 *
 * Events are batched: every event goes on one channel as a line `topic<TAB>json`, and an instance
 * sends one NOTIFY at a time carrying every event published meanwhile (up to 7,900 bytes). An idle bus
 * sends the first event at once, so batching adds no wait; under load one NOTIFY carries dozens of
 * events (1,000 streaming replies stay far below the few thousand NOTIFYs a second PostgreSQL takes),
 * and events of one topic keep their order. Each instance reads every line and parses only those of
 * topics it has subscribers for.
 *
 * The LISTEN connection may drop (a restart, a failover, an idle reaper): the bus then reconnects with
 * capped exponential backoff, LISTENs again on every topic that has subscribers, and tells each of them
 * to resync (events published while it was away are lost, so subscribers read the current state). A
 * subscription made while disconnected is registered at once and LISTENed on reconnect, then told to
 * resync. `publish` goes through the pool and rejects while the database is unreachable: callers
 * handle it.
 */
export async function createPostgresBus(
  connectionString: string,
  pool: pg.Pool,
  options: PostgresBusOptions = {},
): Promise<EventBus & { stats(): BusStats }> {
  const minDelay = options.minDelayMs ?? 100;
  const maxDelay = options.maxDelayMs ?? 5_000;
  const subscriptions = new Map<string, Set<Subscription>>();
  let client: pg.Client | null = null;
  let closed = false;
  let reconnecting: Promise<void> | null = null;

  const stats: BusStats = { events: 0, notifies: 0 };
  const deliver = (message: pg.Notification) => {
    if (message.channel !== BUS_CHANNEL || message.payload === undefined) return;
    for (const line of message.payload.split('\n')) {
      const tab = line.indexOf('\t');
      if (tab > 0) deliverText(line.slice(0, tab), line.slice(tab + 1));
    }
  };
  const deliverText = (topic: string, text: string) => {
    const set = subscriptions.get(topic);
    if (!set) return;
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      return; // not ours: a NOTIFY on the channel from something else
    }
    for (const s of set) s.listener(payload);
  };

  /** A connected LISTEN client, with every current topic listened to. */
  async function open(): Promise<pg.Client> {
    const next = new pg.Client({ connectionString, application_name: BUS_APPLICATION_NAME });
    // an error on a client we are done with must not crash the process either
    next.on('error', () => undefined);
    try {
      await next.connect();
      await next.query(`LISTEN ${BUS_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    next.on('notification', deliver);
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, new Error('connection ended')));
    return next;
  }

  function lost(which: pg.Client, error: Error) {
    if (closed || which !== client) return;
    client = null;
    options.onEvent?.({ kind: 'lost', reason: error.message });
    reconnect();
  }

  function reconnect(): Promise<void> {
    reconnecting ??= (async () => {
      const since = Date.now();
      for (let attempt = 1; !closed; attempt += 1) {
        const base = Math.min(maxDelay, minDelay * 2 ** (attempt - 1));
        await new Promise((resolve) => setTimeout(resolve, base * (0.8 + Math.random() * 0.4)));
        if (closed) return;
        try {
          const next = await open();
          if (closed) {
            await next.end().catch(() => undefined);
            return;
          }
          client = next;
          options.onEvent?.({ kind: 'reconnected', attempt, downMs: Date.now() - since });
          // events published while we were away are lost: every subscriber reads the state again
          for (const set of subscriptions.values()) for (const s of set) s.onResync?.();
          return;
        } catch (error) {
          options.onEvent?.({
            kind: 'retry-failed',
            attempt,
            reason: error instanceof Error ? error.message : String(error),
          });
        }
      }
    })().finally(() => {
      reconnecting = null;
    });
    return reconnecting;
  }

  client = await open();

  /** Events waiting for the NOTIFY in flight to finish; each settles with the NOTIFY that carries it. */
  let queue: Array<{ line: string; bytes: number; settle: (error?: unknown) => void }> = [];
  let sending = false;
  async function send(): Promise<void> {
    sending = true;
    while (queue.length) {
      let bytes = 0;
      let count = 0;
      while (count < queue.length && bytes + queue[count]!.bytes + (count ? 1 : 0) <= MAX_NOTIFY_PAYLOAD_BYTES) {
        bytes += queue[count]!.bytes + (count ? 1 : 0);
        count += 1;
      }
      const batch = queue.slice(0, count);
      queue = queue.slice(count);
      try {
        await pool.query('SELECT pg_notify($1, $2)', [BUS_CHANNEL, batch.map((e) => e.line).join('\n')]);
        stats.notifies += 1;
        stats.events += batch.length;
        for (const e of batch) e.settle();
      } catch (error) {
        for (const e of batch) e.settle(error);
      }
    }
    sending = false;
  }

  return {
    publish(topic, payload) {
      if (/[\t\n]/.test(topic)) return Promise.reject(new Error('a topic cannot contain a tab or a newline'));
      const line = `${topic}\t${JSON.stringify(payload)}`;
      const bytes = Buffer.byteLength(line);
      if (bytes > MAX_NOTIFY_PAYLOAD_BYTES) {
        return Promise.reject(new Error(`event on ${topic} is too large for NOTIFY (${bytes} bytes)`));
      }
      return new Promise<void>((resolve, reject) => {
        queue.push({ line, bytes, settle: (error) => (error === undefined ? resolve() : reject(error)) });
        if (!sending) void send();
      });
    },

    publishLocal(topic, payload) {
      deliverText(topic, JSON.stringify(payload));
    },

    async subscribe(topic, listener, onResync) {
      const subscription: Subscription = { listener, onResync };
      let set = subscriptions.get(topic);
      if (!set) {
        set = new Set();
        subscriptions.set(topic, set);
      }
      set.add(subscription);
      // the connection LISTENs on the one channel: a subscription is live at once; one made while the
      // connection is down is told to resync when it is back
      return async () => {
        const current = subscriptions.get(topic);
        if (!current) return;
        current.delete(subscription);
        if (current.size === 0) subscriptions.delete(topic);
      };
    },

    stats: () => ({ ...stats }),

    async close() {
      closed = true;
      subscriptions.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
