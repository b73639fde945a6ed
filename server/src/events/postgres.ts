import pg from 'pg';
import type { EventBus } from './bus';

/** NOTIFY payloads are limited to 8000 bytes by PostgreSQL. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7900;

/** The LISTEN connection's name in pg_stat_activity. */
export const BUS_APPLICATION_NAME = 'fixwise-event-bus';

const quoteIdentifier = (topic: string) => `"${topic.replaceAll('"', '""')}"`;

export interface PostgresBusOptions {
  /** Reconnect backoff: the first wait, doubled up to `maxDelayMs`, with ±20 % jitter. */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Told about connection trouble (never given connection strings or payloads). */
  onEvent?: (event: { kind: 'lost' | 'reconnected' | 'retry-failed'; reason?: string; attempt?: number; downMs?: number }) => void;
}

interface Subscription {
  listener: (payload: unknown) => void;
  onResync: (() => void) | undefined;
}

/**
 * Several server instances on one PostgreSQL: publish with pg_notify through the pool, receive on one
 * dedicated LISTEN connection per instance. Topics are channel names (quoted, any characters).
 *
 * The LISTEN connection may drop (a restart, a failover, an idle reaper): the bus then reconnects with
 * capped exponential backoff, LISTENs again on every topic that has subscribers, and tells each of them
 * to resync (events published while it was away are lost, so subscribers read the current state). A
 * subscription made while disconnected is registered at once and LISTENed on reconnect, then told to
 * resync. `publish` goes through the pool and rejects while the database is unreachable: callers
 * handle it.
 */
export async function createPostgresBus(connectionString: string, pool: pg.Pool, options: PostgresBusOptions = {}): Promise<EventBus> {
  const minDelay = options.minDelayMs ?? 100;
  const maxDelay = options.maxDelayMs ?? 5_000;
  const subscriptions = new Map<string, Set<Subscription>>();
  let client: pg.Client | null = null;
  let closed = false;
  let reconnecting: Promise<void> | null = null;

  const deliver = (message: pg.Notification) => {
    const set = subscriptions.get(message.channel);
    if (!set || message.payload === undefined) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message.payload);
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
      for (const topic of subscriptions.keys()) await next.query(`LISTEN ${quoteIdentifier(topic)}`);
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
          // topics subscribed while the new connection was being opened (LISTEN is idempotent)
          for (const topic of subscriptions.keys()) await next.query(`LISTEN ${quoteIdentifier(topic)}`).catch(() => undefined);
          options.onEvent?.({ kind: 'reconnected', attempt, downMs: Date.now() - since });
          // events published while we were away are lost: every subscriber reads the state again
          for (const set of subscriptions.values()) for (const s of set) s.onResync?.();
          return;
        } catch (error) {
          options.onEvent?.({ kind: 'retry-failed', attempt, reason: error instanceof Error ? error.message : String(error) });
        }
      }
    })().finally(() => {
      reconnecting = null;
    });
    return reconnecting;
  }

  client = await open();

  return {
    async publish(topic, payload) {
      const text = JSON.stringify(payload);
      if (Buffer.byteLength(text) > MAX_NOTIFY_PAYLOAD_BYTES) {
        throw new Error(`event on ${topic} is too large for NOTIFY (${Buffer.byteLength(text)} bytes)`);
      }
      await pool.query('SELECT pg_notify($1, $2)', [topic, text]);
    },

    async subscribe(topic, listener, onResync) {
      const subscription: Subscription = { listener, onResync };
      let set = subscriptions.get(topic);
      const first = !set;
      if (!set) {
        set = new Set();
        subscriptions.set(topic, set);
      }
      set.add(subscription);
      // while disconnected the topic is registered now and listened to on reconnect (then told to resync)
      if (first && client) {
        try {
          await client.query(`LISTEN ${quoteIdentifier(topic)}`);
        } catch {
          // the connection went while listening: the reconnect LISTENs every topic, then says resync
        }
      }
      return async () => {
        const current = subscriptions.get(topic);
        if (!current) return;
        current.delete(subscription);
        if (current.size === 0) {
          subscriptions.delete(topic);
          await client?.query(`UNLISTEN ${quoteIdentifier(topic)}`).catch(() => undefined);
        }
      };
    },

    async close() {
      closed = true;
      subscriptions.clear();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
