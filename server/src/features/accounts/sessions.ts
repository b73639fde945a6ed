import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect';
import { sessions, users } from '../../db/schema';
import { hashToken, newOpaqueToken } from './tokens';

export interface AuthUser {
  id: string;
  email: string;
}

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Opaque bearer sessions: issue, resolve, revoke. */
export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
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
      .select({ id: users.id, email: users.email })
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
  }

  async revoke(token: string): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.now() })
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
  }
}
