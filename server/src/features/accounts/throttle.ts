import type { PolicyName, RateLimits } from '../limits/service';
import type { KnownAddresses } from './known-addresses';

/** What `admit` learnt about an attempt, for recording how it ended. */
export interface Attempt {
  /** The account has signed in from this network before (its own place: not counted per account). */
  fromKnownNetwork: boolean;
}

const NEW_NETWORK_POLICIES: PolicyName[] = ['loginNewNetworkQuarter', 'loginNewNetworkDay'];

/**
 * Failed-login throttling (OWASP ASVS V2.2.1), shared by REST and tRPC, in three layers:
 * - per account-and-address pair, in steps that lengthen the wait (5 a minute, 10 a quarter hour, 30 a day);
 *   a success clears the pair;
 * - per address across accounts (100 a quarter hour), against credential stuffing;
 * - per account, attempts from networks the account has never signed in from (10 a quarter hour, 50 a day),
 *   against guessing one account from many addresses. Counted when the attempt starts (so attempts racing
 *   each other cannot get past the limit together) and taken back when it proves to be the owner.
 * The owner on a network they have signed in from before meets only their own pair's limit, so guessing
 * from elsewhere never locks them out; on a new network they can still use a reset link, which makes that
 * network known (see `recordReset`). Every count lives in the database, so all instances share them.
 */
export class LoginThrottle {
  constructor(
    private readonly limits: RateLimits,
    private readonly known: KnownAddresses,
  ) {}

  private pair(email: string, ip: string | null): string {
    return `${email.toLowerCase()}|${ip ?? 'unknown'}`;
  }

  /**
   * Before the password is checked: throws RateLimited (with the wait) when this pair or this address has
   * used up its failures, or when this attempt comes from a new network and the account has had too many
   * of those. `userId` is the account the email names, if any (an unknown email is throttled the same way,
   * so a refusal tells nothing about whether the account exists).
   */
  async admit(email: string, ip: string | null, userId: string | null): Promise<Attempt> {
    const pair = this.pair(email, ip);
    await this.limits.check('loginPairDay', pair);
    await this.limits.check('loginPairQuarter', pair);
    await this.limits.check('loginPairMinute', pair);
    if (ip) await this.limits.check('loginPerAddress', ip);
    const fromKnownNetwork = userId !== null && (await this.known.isKnown(userId, ip));
    if (!fromKnownNetwork) {
      for (const policy of NEW_NETWORK_POLICIES) await this.limits.take(policy, email.toLowerCase());
    }
    return { fromKnownNetwork };
  }

  async recordFailure(email: string, ip: string | null): Promise<void> {
    const pair = this.pair(email, ip);
    await Promise.all([
      this.limits.count('loginPairMinute', pair),
      this.limits.count('loginPairQuarter', pair),
      this.limits.count('loginPairDay', pair),
      ip ? this.limits.count('loginPerAddress', ip) : undefined,
    ]);
  }

  /** The right password: the pair starts again, the network is the owner's, the attempt is not held against the account. */
  async recordSuccess(email: string, ip: string | null, userId: string, attempt: Attempt): Promise<void> {
    await Promise.all([
      this.clearPair(email, ip),
      this.known.remember(userId, ip),
      ...(attempt.fromKnownNetwork
        ? []
        : NEW_NETWORK_POLICIES.map((policy) => this.limits.uncount(policy, email.toLowerCase()))),
    ]);
  }

  /** A new account: the network it was made on is its owner's. */
  async recordSignup(ip: string | null, userId: string): Promise<void> {
    await this.known.remember(userId, ip);
  }

  /**
   * A reset link used: whoever holds the mailbox is the owner, so this network becomes theirs and the
   * account's count of attempts from new networks starts again (guesses at the old password are moot).
   */
  async recordReset(email: string, ip: string | null, userId: string): Promise<void> {
    await Promise.all([
      this.clearPair(email, ip),
      this.known.remember(userId, ip),
      ...NEW_NETWORK_POLICIES.map((policy) => this.limits.reset(policy, email.toLowerCase())),
    ]);
  }

  private async clearPair(email: string, ip: string | null): Promise<void> {
    const pair = this.pair(email, ip);
    await Promise.all([
      this.limits.reset('loginPairMinute', pair),
      this.limits.reset('loginPairQuarter', pair),
      this.limits.reset('loginPairDay', pair),
    ]);
  }
}
