import { MemoryStore, type Options, type Store } from 'express-rate-limit';
import { SERVER_AUTH_DETAILS } from '@fixwise/shared';
import { RateLimited } from '../../errors';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

/**
 * Failed-login throttling per account and per IP, shared by REST and tRPC. Counting goes through an
 * express-rate-limit `Store`: MemoryStore for one instance; a shared store (rate-limit-postgresql,
 * rate-limit-redis) drops in for several.
 */
export class LoginThrottle {
  private readonly store: Store;

  constructor(
    store: Store = new MemoryStore(),
    private readonly limits = { perAccount: MAX_FAILURES_PER_ACCOUNT, perIp: MAX_FAILURES_PER_IP },
  ) {
    this.store = store;
    this.store.init?.({ windowMs: LOGIN_WINDOW_MS } as Options);
  }

  private keys(email: string, ip: string | null) {
    return { account: `login:account:${email.toLowerCase()}`, ip: ip ? `login:ip:${ip}` : null };
  }

  /** Throws RateLimited when the account or the IP has used up its failures for the window. */
  async assertAllowed(email: string, ip: string | null): Promise<void> {
    const keys = this.keys(email, ip);
    const account = await this.store.get?.(keys.account);
    const byIp = keys.ip ? await this.store.get?.(keys.ip) : undefined;
    if ((account?.totalHits ?? 0) >= this.limits.perAccount || (byIp?.totalHits ?? 0) >= this.limits.perIp) {
      throw new RateLimited(SERVER_AUTH_DETAILS.tooManyAttempts);
    }
  }

  async recordFailure(email: string, ip: string | null): Promise<void> {
    const keys = this.keys(email, ip);
    await this.store.increment(keys.account);
    if (keys.ip) await this.store.increment(keys.ip);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.store.resetKey(this.keys(email, null).account);
  }

  async close(): Promise<void> {
    await this.store.shutdown?.();
  }
}
