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

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Opaque bearer sessions: issue, resolve, revoke. */
export class SessionService {
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
    const [row] = await this.db
      .select({ id: users.id, email: users.email, sessionExpiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, hashToken(token)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, this.now()),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  /** After a password reset every device signs in again. */
  async revokeAllFor(userId: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.now() })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await this.onEnded({ userId });
  }

  async revoke(token: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.now() })
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
    await this.onEnded({ tokenHash: hashToken(token) });
  }
}
