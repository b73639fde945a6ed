import type { Config } from '../../config';
import type { PolicyName, RateLimits } from './service';

/** Who is acting: the signed-in person (if any), the client's address, and an email the action targets. */
export interface Actor {
  userId?: string | null;
  ip: string | null;
  email?: string;
}

/**
 * The costly and mail-sending actions and the limits each one counts against. Both transports call
 * `limitAction` before the service, so tRPC (HTTP and WebSocket) and REST share every number.
 * `model` marks actions that call the model in OpenAI mode: they also count against the person's
 * daily budget (MODEL_DAILY_LIMIT).
 */
const ACTIONS = {
  signup: { byAddress: ['signupPerAddress'], byUser: [], byEmail: [], model: false },
  passwordReset: { byAddress: ['resetPerAddress'], byUser: [], byEmail: ['resetPerEmail'], model: false },
  message: {
    byAddress: ['messagesPerAddress'],
    byUser: ['messagesPerUser', 'messagesPerUserDay'],
    byEmail: [],
    model: true,
  },
  plan: { byAddress: [], byUser: ['plansPerUser'], byEmail: [], model: true },
  upload: { byAddress: [], byUser: ['uploadsPerUser'], byEmail: [], model: false },
  detection: { byAddress: [], byUser: ['detectionsPerUser'], byEmail: [], model: true },
} satisfies Record<string, { byAddress: PolicyName[]; byUser: PolicyName[]; byEmail: PolicyName[]; model: boolean }>;

export type LimitedAction = keyof typeof ACTIONS;

/** What counting needs: the counters, and whether the model is called (OpenAI mode). */
export interface LimitDeps {
  limits: Pick<RateLimits, 'take'>;
  config: Pick<Config, 'OPENAI_API_KEY'>;
}

/** Counts the action against each of its limits; throws RateLimited (429, the wait in `detail`) past one. */
export async function limitAction({ limits, config }: LimitDeps, action: LimitedAction, actor: Actor): Promise<void> {
  const rules = ACTIONS[action];
  if (actor.ip) for (const policy of rules.byAddress) await limits.take(policy, actor.ip);
  if (actor.email) for (const policy of rules.byEmail) await limits.take(policy, actor.email.trim().toLowerCase());
  if (actor.userId) {
    for (const policy of rules.byUser) await limits.take(policy, actor.userId);
    if (rules.model && config.OPENAI_API_KEY) await limits.take('modelCallsPerUserDay', actor.userId);
  }
}
