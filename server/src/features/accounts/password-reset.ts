import { and, eq, gt, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import { PasswordResetRequestSchema, PasswordResetSchema, SERVER_AUTH_DETAILS } from '@fixwise/shared';
import type { Db } from '../../db/connect';
import { passwordResets, users } from '../../db/schema';
import { Invalid } from '../../errors';
import type { Mailer } from './mailer';
import { hashPassword } from './passwords';
import type { SessionService } from './sessions';
import type { LoginThrottle } from './throttle';
import { hashToken, newOpaqueToken } from './tokens';

const RESET_TTL_MS = 60 * 60 * 1000;

/** Forgot password: a single-use, expiring link by mail; the new password obeys the strong rule. */
export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Always succeeds, so the answer never tells whether an account exists. */
  async request(raw: { email: string }): Promise<void> {
    const { email } = PasswordResetRequestSchema.parse(raw);
    const [user] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) return;
    const token = newOpaqueToken();
    // links that can no longer work are not kept (storage stays a few rows per account)
    await this.db
      .delete(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, user.id),
          or(lte(passwordResets.expiresAt, this.now()), isNotNull(passwordResets.usedAt)),
        ),
      );
    await this.db.insert(passwordResets).values({
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(this.now().getTime() + RESET_TTL_MS),
    });
    const link = `${this.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await this.mailer.send({
      to: email,
      subject: 'Reset your Fixwise password',
      text: `Someone asked to reset the password of your Fixwise account.\n\nChoose a new password here (the link works once, for one hour):\n${link}\n\nIf it wasn't you, ignore this mail; your password stays as it is.`,
    });
  }

  /**
   * Sets the new password with a link's token. `ip`: where the link was used — the mailbox's holder is the
   * owner, so that network becomes theirs for the login throttle.
   */
  async reset(raw: { token: string; password: string }, ip: string | null): Promise<void> {
    const input = PasswordResetSchema.parse(raw);
    const tokenHash = hashToken(input.token);
    const usable = and(
      eq(passwordResets.tokenHash, tokenHash),
      isNull(passwordResets.usedAt),
      gt(passwordResets.expiresAt, this.now()),
    );
    // a link that cannot work costs no hashing (this path has no rate limit)
    const [link] = await this.db.select({ userId: passwordResets.userId }).from(passwordResets).where(usable);
    if (!link) throw new Invalid(SERVER_AUTH_DETAILS.resetLinkInvalid);
    // scrypt takes a while: before the transaction, so no lock waits on it
    const passwordHash = await hashPassword(input.password);
    const changed = await this.db.transaction(async (tx) => {
      // one password change at a time per account: a second link used at the same moment waits here, then
      // finds itself revoked by the first
      await tx.select({ id: users.id }).from(users).where(eq(users.id, link.userId)).for('update');
      const [used] = await tx
        .update(passwordResets)
        .set({ usedAt: this.now() })
        .where(usable)
        .returning({ id: passwordResets.id });
      if (!used) return null;
      return this.changePassword(tx, link.userId, passwordHash, used.id);
    });
    if (!changed) throw new Invalid(SERVER_AUTH_DETAILS.resetLinkInvalid);
    await this.sessions.endedFor(changed.id);
    await this.throttle.recordReset(changed.email, ip, changed.id);
  }

  /**
   * The one way a password changes, within the caller's transaction: the new hash, every other reset link of
   * the account gone (used, expired or still outstanding: an older mail must not work after the change), and
   * every session ended (the caller announces that after the commit with `sessions.endedFor`). `keepLink`:
   * the link that made this change, kept as used (request() clears used links away).
   */
  private async changePassword(tx: Db, userId: string, passwordHash: string, keepLink: string) {
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: this.now() })
      .where(eq(users.id, userId))
      .returning({ id: users.id, email: users.email });
    await tx.delete(passwordResets).where(and(eq(passwordResets.userId, userId), ne(passwordResets.id, keepLink)));
    await this.sessions.revokeAllWithin(tx, userId);
    return user ?? null;
  }
}
