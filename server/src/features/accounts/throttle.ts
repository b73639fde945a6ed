import type { RateLimits } from '../limits/service';

/**
 * Failed-login throttling (OWASP ASVS V2.2.1), shared by REST and tRPC. Failures are counted per
 * account-and-address pair, in steps that lengthen the wait (5 a minute, 10 a quarter hour, 30 a day),
 * plus a ceiling per address across accounts (100 a quarter hour) against credential stuffing. No count
 * is kept per account alone, so failures from other addresses never lock the owner out: someone
 * guessing from elsewhere is slowed on their own pair and address. A success clears the pair.
 */
export class LoginThrottle {
  constructor(private readonly limits: RateLimits) {}

  private pair(email: string, ip: string | null): string {
    return `${email.toLowerCase()}|${ip ?? 'unknown'}`;
  }

  /** Throws RateLimited (with the wait) when this pair or this address has used up its failures. */
  async assertAllowed(email: string, ip: string | null): Promise<void> {
    const pair = this.pair(email, ip);
    await this.limits.check('loginPairDay', pair);
    await this.limits.check('loginPairQuarter', pair);
    await this.limits.check('loginPairMinute', pair);
    if (ip) await this.limits.check('loginPerAddress', ip);
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

  async recordSuccess(email: string, ip: string | null): Promise<void> {
    const pair = this.pair(email, ip);
    await Promise.all([
      this.limits.reset('loginPairMinute', pair),
      this.limits.reset('loginPairQuarter', pair),
      this.limits.reset('loginPairDay', pair),
    ]);
  }
}
