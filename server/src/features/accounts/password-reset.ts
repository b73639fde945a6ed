import { and, eq, gt, isNull } from 'drizzle-orm';
import { PasswordResetRequestSchema, PasswordResetSchema, SERVER_AUTH_DETAILS } from '@fixwise/shared';
import type { Db } from '../../db/connect';
import { passwordResets, users } from '../../db/schema';
import { Invalid } from '../../errors';
import type { Mailer } from './mailer';
import { hashPassword } from './passwords';
import type { SessionService } from './sessions';
import { hashToken, newOpaqueToken } from './tokens';

const RESET_TTL_MS = 60 * 60 * 1000;

/** Forgot password: a single-use, expiring link by mail; the new password obeys the strong rule. */
export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
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

  async reset(raw: { token: string; password: string }): Promise<void> {
    const input = PasswordResetSchema.parse(raw);
    const [reset] = await this.db
      .update(passwordResets)
      .set({ usedAt: this.now() })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(input.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, this.now()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!reset) throw new Invalid(SERVER_AUTH_DETAILS.resetLinkInvalid);
    await this.db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password), updatedAt: this.now() })
      .where(eq(users.id, reset.userId));
    await this.sessions.revokeAllFor(reset.userId);
  }
}
