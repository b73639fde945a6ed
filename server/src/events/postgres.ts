import pg from 'pg';
import type { EventBus } from './bus';

/** NOTIFY payloads are limited to 8000 bytes by PostgreSQL. */
export const MAX_NOTIFY_PAYLOAD_BYTES = 7900;

const quoteIdentifier = (topic: string) => `"${topic.replaceAll('"', '""')}"`;

/**
 * Several server instances on one PostgreSQL: publish with pg_notify through the pool, receive on
 * one dedicated LISTEN connection per instance. Topics are channel names (quoted, any characters).
 */
export async function createPostgresBus(connectionString: string, pool: pg.Pool): Promise<EventBus> {
  const listener = new pg.Client({ connectionString });
  await listener.connect();
  const listeners = new Map<string, Set<(payload: unknown) => void>>();

  listener.on('notification', (message) => {
    const set = listeners.get(message.channel);
    if (!set || message.payload === undefined) return;
    const payload: unknown = JSON.parse(message.payload);
    for (const fn of set) fn(payload);
  });

  return {
    async publish(topic, payload) {
      const text = JSON.stringify(payload);
      if (Buffer.byteLength(text) > MAX_NOTIFY_PAYLOAD_BYTES) {
        throw new Error(`event on ${topic} is too large for NOTIFY (${Buffer.byteLength(text)} bytes)`);
      }
      await pool.query('SELECT pg_notify($1, $2)', [topic, text]);
    },
    async subscribe(topic, fn) {
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
        await listener.query(`LISTEN ${quoteIdentifier(topic)}`);
      }
      set.add(fn);
      return async () => {
        const current = listeners.get(topic);
        if (!current) return;
        current.delete(fn);
        if (current.size === 0) {
          listeners.delete(topic);
          await listener.query(`UNLISTEN ${quoteIdentifier(topic)}`).catch(() => undefined);
        }
      };
    },
    async close() {
      listeners.clear();
      await listener.end();
    },
  };
}
