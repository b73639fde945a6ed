import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { sessions, users } from '../../db/schema';
import { hashToken, newOpaqueToken } from './tokens';

export interface AuthUser {
  id: string;
  email: string;
  /** When the session this user was resolved from ends (open sockets close then). */
  sessionExpiresAt?: Date;
}

/** Published on SESSIONS_TOPIC when sessions end, so every instance closes their open sockets. */
export type SessionEnded = { tokenHash: string } | { userId: string };
export const SESSIONS_TOPIC = 'sessions:ended';

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How long a resolved session is trusted without asking the database again. Sign-out and password
 * resets reach every instance's cache through the bus at once; this bounds what a lost event costs.
 * @internal
 */
export const SESSION_CACHE_MS = 30_000;
/** Sessions cached per instance (least recently used go first). */
const SESSION_CACHE_SIZE = 20_000;

interface CachedSession {
  user: AuthUser & { sessionExpiresAt: Date };
  tokenHash: string;
  until: number;
}

/**
 * Opaque bearer sessions: issue, resolve, revoke. Resolved sessions are cached for a short while so a
 * request costs no database round trip; `forget` (called for every SESSIONS_TOPIC event, from any
 * instance) and `revoke` drop them at once.
 */
export class SessionService {
  /** By token hash; a Map keeps insertion order, so the first key is the least recently used. */
  private readonly cache = new Map<string, CachedSession>();
  /**
   * Raised by every forget: a lookup that began before a session ended must not put it back into the
   * cache when it answers after the forget.
   */
  private epoch = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
    /** Told when sessions end (services.ts publishes it on the bus; ids and hashes only, never a token). */
    private readonly onEnded: (event: SessionEnded) => Promise<void> = async () => undefined,
  ) {}

  async issue(userId: string): Promise<string> {
    const token = newOpaqueToken();
    await this.db.insert(sessions).values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(this.now().getTime() + SESSION_TTL_MS),
    });
    return token;
  }

  async userFromToken(token: string): Promise<AuthUser | null> {
    if (token.length < 20 || token.length > 200) return null;
    const tokenHash = hashToken(token);
    const now = this.now().getTime();
    const cached = this.cache.get(tokenHash);
    if (cached) {
      this.cache.delete(tokenHash);
      if (cached.until > now && cached.user.sessionExpiresAt.getTime() > now) {
        this.cache.set(tokenHash, cached);
        return { ...cached.user };
      }
    }
    const epoch = this.epoch;
    const user = await this.lookUp(tokenHash);
    if (user && epoch === this.epoch) {
      this.cache.set(tokenHash, { user, tokenHash, until: now + SESSION_CACHE_MS });
      if (this.cache.size > SESSION_CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    }
    return user ? { ...user } : null;
  }

  /** Drops cached sessions an event ended (sign-out of one token, or every session of a person). */
  forget(event: SessionEnded): void {
    this.epoch += 1;
    if ('tokenHash' in event) {
      this.cache.delete(event.tokenHash);
      return;
    }
    for (const [key, entry] of this.cache) if (entry.user.id === event.userId) this.cache.delete(key);
  }

  /** Events may have been missed (the bus reconnected): nothing cached is trusted. */
  forgetAll(): void {
    this.epoch += 1;
    this.cache.clear();
  }

  private async lookUp(tokenHash: string): Promise<(AuthUser & { sessionExpiresAt: Date }) | null> {
    const [row] = await this.db
      .select({ id: users.id, email: users.email, sessionExpiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, this.now())))
      .limit(1);
    return row ?? null;
  }

  /**
   * After a password change every device signs in again: ends every session of the person within `tx`, the
   * transaction that changes the password. Call `endedFor` once it has committed.
   */
  async revokeAllWithin(tx: Db, userId: string): Promise<void> {
    await tx
      .update(sessions)
      .set({ revokedAt: this.now() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }

  /**
   * Every session of the person has ended (committed): this instance's cache forgets them, and every other
   * instance is told, which closes their open sockets. After the commit, or a lookup in between could cache a
   * session that is about to end.
   */
  async endedFor(userId: string): Promise<void> {
    this.forget({ userId });
    await this.onEnded({ userId });
  }

  async revoke(token: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.now() })
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
    this.forget({ tokenHash: hashToken(token) });
    await this.onEnded({ tokenHash: hashToken(token) });
  }
}
