import type { Db } from '../../db/connect';
import { RateLimited } from '../../errors';
import { DatabaseStore } from './store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * "45 seconds", "4 minutes", "2 hours": how long until a window lets the person in again.
 * @internal
 */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

const NEW_NETWORK_REFUSAL = (wait: string) =>
  `Too many login attempts on this account from new networks. Please wait ${wait}, log in from a network you have used before, or reset your password.`;

interface Policy {
  limit: number;
  windowMs: number;
  /** What the person reads (429 `detail`), with the wait. */
  message: (wait: string) => string;
}

/**
 * Every limit of the app, with its numbers. Keys are per user ("u:<id>"), per address ("a:<ip>"), per
 * email or per account-and-address pair, as each policy's callers pass them.
 * @internal
 */
export const POLICIES = {
  // accounts: by address, and password-reset mail also by the address it goes to
  signupPerAddress: {
    limit: 10,
    windowMs: HOUR,
    message: (w) => `Too many sign-ups from this network. Please wait ${w} and try again.`,
  },
  resetPerAddress: {
    limit: 10,
    windowMs: HOUR,
    message: (w) => `Too many reset requests from this network. Please wait ${w} and try again.`,
  },
  resetPerEmail: {
    limit: 3,
    windowMs: HOUR,
    message: (w) =>
      `A reset link was sent to this address several times already. Please check your inbox or wait ${w} and try again.`,
  },
  // failed logins: per account-and-address pair, in steps that lengthen the wait (1 min, 15 min, a day),
  // and a ceiling per address across accounts; a person's own address is never blocked by others' failures
  loginPairMinute: {
    limit: 5,
    windowMs: MINUTE,
    message: (w) => `Too many login attempts. Please wait ${w} and try again.`,
  },
  loginPairQuarter: {
    limit: 10,
    windowMs: 15 * MINUTE,
    message: (w) => `Too many login attempts. Please wait ${w} and try again.`,
  },
  loginPairDay: {
    limit: 30,
    windowMs: DAY,
    message: (w) => `Too many login attempts. Please wait ${w} and try again.`,
  },
  loginPerAddress: {
    limit: 100,
    windowMs: 15 * MINUTE,
    message: (w) => `Too many login attempts from this network. Please wait ${w} and try again.`,
  },
  // guessing one account from many addresses: attempts per account from networks it has never signed in
  // from (accounts/throttle.ts); the owner on a network they have used before is not counted or refused
  loginNewNetworkQuarter: {
    limit: 10,
    windowMs: 15 * MINUTE,
    message: (w) => NEW_NETWORK_REFUSAL(w),
  },
  loginNewNetworkDay: {
    limit: 50,
    windowMs: DAY,
    message: (w) => NEW_NETWORK_REFUSAL(w),
  },
  // the assistant: messages in project chat and step guidance
  messagesPerUser: {
    limit: 30,
    windowMs: 10 * MINUTE,
    message: (w) => `You're sending messages faster than the assistant can help. Please wait ${w} and try again.`,
  },
  messagesPerUserDay: {
    limit: 500,
    windowMs: DAY,
    message: (w) => `That's the most messages for today. Please wait ${w} and try again.`,
  },
  messagesPerAddress: {
    limit: 120,
    windowMs: 10 * MINUTE,
    message: (w) => `Too many messages from this network. Please wait ${w} and try again.`,
  },
  plansPerUser: {
    limit: 10,
    windowMs: HOUR,
    message: (w) => `Too many plans asked for in a short time. Please wait ${w} and try again.`,
  },
  uploadsPerUser: {
    limit: 60,
    windowMs: HOUR,
    message: (w) => `Too many photos uploaded in a short time. Please wait ${w} and try again.`,
  },
  detectionsPerUser: {
    limit: 30,
    windowMs: HOUR,
    message: (w) => `Too many photos checked for tools in a short time. Please wait ${w} and try again.`,
  },
  // OpenAI mode: every model call (reply, plan, photo read), per person per day; limit from MODEL_DAILY_LIMIT
  modelCallsPerUserDay: {
    limit: 300,
    windowMs: DAY,
    message: (w) => `You've reached today's limit for the assistant. It resets in ${w}.`,
  },
} satisfies Record<string, Policy>;

export type PolicyName = keyof typeof POLICIES;

export class RateLimits {
  private readonly stores = new Map<PolicyName, DatabaseStore>();
  private readonly policies: Record<PolicyName, Policy>;

  constructor(
    private readonly db: Db,
    opts: { scale?: number; modelDailyLimit?: number } = {},
  ) {
    const scale = opts.scale ?? 1;
    this.policies = Object.fromEntries(
      Object.entries(POLICIES).map(([name, policy]) => [
        name,
        {
          ...policy,
          limit: Math.round(
            (name === 'modelCallsPerUserDay' ? (opts.modelDailyLimit ?? policy.limit) : policy.limit) * scale,
          ),
        },
      ]),
    ) as Record<PolicyName, Policy>;
  }

  limitOf(name: PolicyName): number {
    return this.policies[name].limit;
  }

  private store(name: PolicyName): DatabaseStore {
    let store = this.stores.get(name);
    if (!store) {
      store = new DatabaseStore(this.db, `${name}:`, this.policies[name].windowMs);
      this.stores.set(name, store);
    }
    return store;
  }

  /** Counts one use; over the limit, throws RateLimited with the wait (the use still counts). */
  async take(name: PolicyName, key: string): Promise<void> {
    const { totalHits, resetTime } = await this.store(name).increment(key);
    if (totalHits > this.policies[name].limit) throw this.refusal(name, resetTime);
  }

  /** Throws RateLimited if the key has used up its limit, without counting. */
  async check(name: PolicyName, key: string): Promise<void> {
    const info = await this.store(name).get(key);
    if (info && info.totalHits >= this.policies[name].limit) throw this.refusal(name, info.resetTime);
  }

  async count(name: PolicyName, key: string): Promise<void> {
    await this.store(name).increment(key);
  }

  /** Takes back one use counted by `take` (an attempt that turned out to be the owner's). */
  async uncount(name: PolicyName, key: string): Promise<void> {
    await this.store(name).decrement(key);
  }

  async reset(name: PolicyName, key: string): Promise<void> {
    await this.store(name).resetKey(key);
  }

  private refusal(name: PolicyName, resetTime: Date | undefined): RateLimited {
    const waitMs = Math.max(1000, (resetTime?.getTime() ?? Date.now() + this.policies[name].windowMs) - Date.now());
    return new RateLimited(this.policies[name].message(waitText(waitMs)), Math.ceil(waitMs / 1000));
  }
}
