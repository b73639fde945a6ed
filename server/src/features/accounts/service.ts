import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  LoginInputSchema,
  SERVER_AUTH_DETAILS,
  SignupInputSchema,
  UserUpdateSchema,
  isUuid,
  type AuthResult,
  type LoginInput,
  type SignupInput,
  type User,
  type UserUpdate,
} from '@fixwise/shared';
import type { Db } from '../../db/connect';
import { googleGrants, users } from '../../db/schema';
import { Conflict, Forbidden, NotFound, Unauthenticated } from '../../errors';
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from './passwords';
import type { SessionService } from './sessions';
import type { LoginThrottle } from './throttle';
import { hashToken, newOpaqueToken } from './tokens';
import { toUser } from './user-view';

const GOOGLE_GRANT_TTL_MS = 10 * 60 * 1000;

export interface GoogleIdentity {
  googleId: string;
  email: string;
  firstname: string;
  lastname: string;
}

/** Sign-up, sign-in and the user record. Transports pass raw input; validation happens here too. */
export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** `ip`: the network the account is made on, which becomes its owner's (see LoginThrottle). */
  async signup(raw: SignupInput, ip: string | null): Promise<AuthResult> {
    const input = SignupInputSchema.parse(raw);
    let googleId: string | null = null;
    if (input.google_flag) {
      const grant = await this.consumeGoogleGrant(input.google_token!, input.email);
      googleId = grant.googleId;
    }
    const passwordHash = input.google_flag ? null : await hashPassword(input.password!);
    const [row] = await this.db
      .insert(users)
      .values({ firstname: input.firstname, lastname: input.lastname, email: input.email, passwordHash, googleId })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) throw new Conflict(SERVER_AUTH_DETAILS.emailExists, 'EMAIL_EXISTS');
    await this.throttle.recordSignup(ip, row.id);
    return { id: row.id, token: await this.sessions.issue(row.id) };
  }

  async login(raw: LoginInput, ip: string | null): Promise<AuthResult> {
    const input = LoginInputSchema.parse(raw);
    const [user] = await this.db.select().from(users).where(eq(users.email, input.email));
    const attempt = await this.throttle.admit(input.email, ip, user?.id ?? null);
    if (input.google_flag) {
      const grant = await this.consumeGoogleGrant(input.google_token!, input.email);
      const linked = await this.findByGoogle(grant);
      if (!linked) throw new NotFound(SERVER_AUTH_DETAILS.userNotFound);
      await this.throttle.recordSuccess(input.email, ip, linked.id, attempt);
      return { id: linked.id, token: await this.sessions.issue(linked.id) };
    }
    const valid = await verifyPassword(input.password!, user?.passwordHash ?? DUMMY_HASH);
    if (!user?.passwordHash || !valid) {
      await this.throttle.recordFailure(input.email, ip);
      throw new Unauthenticated(SERVER_AUTH_DETAILS.invalidCredentials, 'INVALID_CREDENTIALS');
    }
    await this.throttle.recordSuccess(input.email, ip, user.id, attempt);
    if (needsRehash(user.passwordHash)) {
      // stored with older, weaker parameters: replaced now that the password is at hand
      await this.db
        .update(users)
        .set({ passwordHash: await hashPassword(input.password!) })
        .where(eq(users.id, user.id));
    }
    return { id: user.id, token: await this.sessions.issue(user.id) };
  }

  async getUser(actingUserId: string, userId: string): Promise<User> {
    this.assertSelf(actingUserId, userId);
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!row) throw new NotFound(SERVER_AUTH_DETAILS.userNotFound);
    return toUser(row);
  }

  async updateUser(actingUserId: string, userId: string, raw: UserUpdate): Promise<User> {
    this.assertSelf(actingUserId, userId);
    const update = UserUpdateSchema.parse(raw);
    const [row] = await this.db
      .update(users)
      .set({ ...update, updatedAt: this.now() })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw new NotFound(SERVER_AUTH_DETAILS.userNotFound);
    return toUser(row);
  }

  /** Users only ever read or change themselves; a malformed id is "not found", never a 500. */
  private assertSelf(actingUserId: string, userId: string): void {
    if (!isUuid(userId)) throw new NotFound(SERVER_AUTH_DETAILS.userNotFound);
    if (actingUserId !== userId) throw new Forbidden('You can only access your own account.');
  }

  // --- Google -------------------------------------------------------------------------------------

  async findByGoogle(identity: { googleId: string; email: string }) {
    const [byGoogle] = await this.db.select().from(users).where(eq(users.googleId, identity.googleId));
    if (byGoogle) return byGoogle;
    const [byEmail] = await this.db.select().from(users).where(eq(users.email, identity.email.toLowerCase()));
    if (!byEmail) return null;
    // the same person signing in with Google for the first time: link the account
    const [linked] = await this.db
      .update(users)
      .set({ googleId: identity.googleId, updatedAt: this.now() })
      .where(and(eq(users.id, byEmail.id), isNull(users.googleId)))
      .returning();
    return linked ?? byEmail;
  }

  /** Signs in a verified Google identity that has an account. */
  async googleSignIn(identity: GoogleIdentity): Promise<(AuthResult & { user: User }) | null> {
    const row = await this.findByGoogle(identity);
    if (!row) return null;
    return { id: row.id, token: await this.sessions.issue(row.id), user: toUser(row) };
  }

  /** Creates the account of a verified Google identity; Conflict when the email is taken. */
  async googleSignUp(identity: GoogleIdentity): Promise<AuthResult & { user: User }> {
    const [row] = await this.db
      .insert(users)
      .values({
        email: identity.email.toLowerCase(),
        firstname: identity.firstname,
        lastname: identity.lastname,
        googleId: identity.googleId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new Conflict(SERVER_AUTH_DETAILS.emailExists, 'EMAIL_EXISTS');
    return { id: row.id, token: await this.sessions.issue(row.id), user: toUser(row) };
  }

  /** The spec's tempGoogleAuthToken: proof that our callback verified this identity (single use). */
  async issueGoogleGrant(identity: GoogleIdentity): Promise<string> {
    const token = newOpaqueToken();
    await this.db.insert(googleGrants).values({
      tokenHash: hashToken(token),
      googleId: identity.googleId,
      email: identity.email.toLowerCase(),
      firstname: identity.firstname,
      lastname: identity.lastname,
      expiresAt: new Date(this.now().getTime() + GOOGLE_GRANT_TTL_MS),
    });
    return token;
  }

  private async consumeGoogleGrant(token: string, email: string): Promise<GoogleIdentity> {
    const [grant] = await this.db
      .update(googleGrants)
      .set({ usedAt: this.now() })
      .where(
        and(
          eq(googleGrants.tokenHash, hashToken(token)),
          isNull(googleGrants.usedAt),
          gt(googleGrants.expiresAt, this.now()),
        ),
      )
      .returning();
    if (!grant || grant.email !== email.toLowerCase()) {
      throw new Unauthenticated('Google sign-in could not be verified. Please try again.');
    }
    return grant;
  }
}
