import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';
import type { Db } from '../../db/connect';
import { rateLimits } from '../../db/schema';

/** Rows past their window are deleted at most this often (by whichever instance increments). */
const CLEANUP_EVERY_MS = 60_000;

/**
 * An express-rate-limit `Store` kept in the application's database (PGlite or PostgreSQL), so every
 * instance counts against the same numbers (the kept component is express-rate-limit's interface; the
 * published PostgreSQL stores need a node-postgres pool and do not run on the embedded PGlite).
 *
 * Fixed windows: a key's first hit opens a window of `windowMs`; later hits add to it until it has
 * passed, when the next hit starts a new one. One atomic upsert per hit, timed by the database's clock,
 * so instances with skewed clocks still agree.
 */
export class DatabaseStore implements Store {
  windowMs = 60_000;
  readonly localKeys = false;
  private lastCleanup = 0;

  constructor(
    private readonly db: Db,
    readonly prefix = 'rl:',
    windowMs?: number,
  ) {
    if (windowMs) this.windowMs = windowMs;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  /** Keys come from input (an email): a long one is stored as its hash, within the index's row size. */
  private k(key: string): string {
    const full = `${this.prefix}${key}`;
    return full.length <= 200 ? full : `${this.prefix}sha256:${createHash('sha256').update(key).digest('hex')}`;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const [row] = await this.db
      .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, this.k(key)), sql`${rateLimits.resetAt} > now()`));
    return row ? { totalHits: row.hits, resetTime: row.resetAt } : undefined;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const window = sql`now() + ${`${this.windowMs} milliseconds`}::interval`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: this.k(key), hits: 1, resetAt: window })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${window} else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    void this.cleanup();
    return { totalHits: row!.hits, resetTime: row!.resetAt };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
      .where(and(eq(rateLimits.key, this.k(key)), sql`${rateLimits.resetAt} > now()`));
  }

  async resetKey(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, this.k(key)));
  }

  /** Every key of this store's prefix. */
  async resetAll(): Promise<void> {
    await this.db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${this.prefix})`);
  }

  shutdown(): void {
    // nothing held: the database connection belongs to the application
  }

  private async cleanup(): Promise<void> {
    const now = Date.now();
    if (now - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = now;
    await this.db
      .delete(rateLimits)
      .where(lt(rateLimits.resetAt, sql`now() - interval '1 minute'`))
      .catch(() => undefined);
  }
}
