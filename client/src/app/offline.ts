/**
 * The plan without signal (issue 13). Three parts:
 * - the person's plan data (projects, overview, tools, steps) is kept on the phone, so a project seen
 *   once opens again offline, after a reload too;
 * - step completion, undo and thumbs made offline wait in a queue that is kept on the phone as well
 *   and replayed in order when the connection is back (the server applies each one idempotently: it
 *   sets a state rather than toggling one, so a change sent twice has the effect of one);
 * - what is waiting is counted for the offline indicator, so nothing pretends to be saved before it is.
 *
 * Kept on the phone in localStorage rather than IndexedDB: writes are synchronous, so a change is
 * stored before the tap's task ends and a reload straight after it cannot lose it. The data is small
 * (plan texts and ids; pictures live in the service worker's cache).
 */
import {
  defaultShouldDehydrateQuery,
  onlineManager,
  type DehydrateOptions,
  type Mutation,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { TRPCClientError } from '@trpc/client';
import type { PlanStep } from '@fixwise/shared';
import { getAuthToken } from './auth-storage';

/** @internal */
export const OFFLINE_CACHE_KEY = 'fixwise:offline-cache';
/** What the service worker keeps of the person's own pictures (see vite.config.ts). */
const IMAGE_CACHE_NAME = 'fixwise-images';
/** How long a plan kept on the phone stays usable without being seen online again. */
export const OFFLINE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Queued plan changes run one after another, in the order they were made. */
export const PLAN_CHANGES_SCOPE = 'plan-changes';

/** The procedures whose results are kept on the phone: what the plan screens and home need. */
const KEPT_QUERIES = new Set([
  'projects.list',
  'projects.get',
  'generation.estimation',
  'generation.tools',
  'generation.steps',
  'generation.status',
  'account.me',
]);
/** The changes that may be made offline and queued. */
export const QUEUED_CHANGES = ['steps.complete', 'steps.reset', 'steps.feedback'] as const;

function procedureOf(key: readonly unknown[]): string | null {
  const path = key[0];
  return Array.isArray(path) ? path.join('.') : null;
}

export const dehydrateOptions: DehydrateOptions = {
  shouldDehydrateQuery: (query: Query) => {
    const name = procedureOf(query.queryKey);
    return name !== null && KEPT_QUERIES.has(name) && defaultShouldDehydrateQuery(query);
  },
  // only changes still waiting to be sent
  shouldDehydrateMutation: (mutation: Mutation) =>
    mutation.state.isPaused || (mutation.state.status === 'pending' && isQueuedChange(mutation)),
};

function isQueuedChange(mutation: Mutation): boolean {
  const name = mutation.options.mutationKey ? procedureOf(mutation.options.mutationKey) : null;
  return name !== null && (QUEUED_CHANGES as readonly string[]).includes(name);
}

function ownerId(): string | null {
  return localStorage.getItem('userId') ?? sessionStorage.getItem('userId');
}

/**
 * Stores the dehydrated client under the signed-in person's id; another person (or none) on the same
 * phone gets nothing back. Saves coalesce within one task and are written synchronously.
 */
export function createOfflinePersister(storage: Storage = window.localStorage): Persister {
  let pending: PersistedClient | null = null;
  return {
    persistClient(client) {
      const first = pending === null;
      pending = client;
      if (!first) return;
      queueMicrotask(() => {
        const latest = pending;
        pending = null;
        const owner = ownerId();
        // signed out: nothing is kept (sign-out removes what was)
        if (!latest || !owner || !getAuthToken()) return;
        try {
          storage.setItem(OFFLINE_CACHE_KEY, JSON.stringify({ owner, client: latest }));
        } catch {
          // storage full or refused: the app still works online; what is queued stays in memory
        }
      });
    },
    restoreClient() {
      try {
        const raw = storage.getItem(OFFLINE_CACHE_KEY);
        if (!raw) return undefined;
        const stored = JSON.parse(raw) as { owner?: string; client?: PersistedClient };
        if (!stored.client || stored.owner !== ownerId()) return undefined;
        return stored.client;
      } catch {
        return undefined;
      }
    },
    removeClient() {
      storage.removeItem(OFFLINE_CACHE_KEY);
    },
  };
}

/**
 * After the saved copy is restored: TanStack Query resumes only the changes that were saved as paused.
 * A change that was on its way when the page went away is saved as running, with no request behind it
 * any more, and would hold the whole queue (one scope, in order) for ever: "Syncing" that never ends.
 * Every restored change is set going again, in order; the server applies them idempotently, so one that
 * did reach it before does no harm.
 */
export function resumeRestoredChanges(queryClient: QueryClient): Promise<unknown> {
  const waiting = queryClient
    .getMutationCache()
    .getAll()
    .filter((m) => m.state.status === 'pending');
  return Promise.all(waiting.map((m) => m.continue().catch(() => undefined)));
}

/** Sign-out: nothing of the person's plans or pictures stays on the phone. */
export function forgetOfflineData(): void {
  localStorage.removeItem(OFFLINE_CACHE_KEY);
  if (typeof caches !== 'undefined') void caches.delete(IMAGE_CACHE_NAME).catch(() => undefined);
}

/** A request that never reached the server (or whose answer never came back), as opposed to a refusal. */
function isNetworkError(error: unknown): boolean {
  if (error instanceof TRPCClientError) return !error.data && !error.shape;
  return error instanceof TypeError;
}

/**
 * TanStack Query assumes it is online when the page opens; a reload without signal would try every
 * request and show failures instead of what is kept. Start from what the browser knows.
 */
export function startFromBrowserOnlineState(): void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);
}

type StepChange =
  | { kind: 'complete'; projectId: string; stepNumber: number; andEarlier?: boolean }
  | { kind: 'reset'; projectId: string; stepNumber: number }
  | { kind: 'feedback'; projectId: string; stepNumber: number; value: 0 | 1 };

/**
 * The steps as the person will see them once a change is applied (used before the server confirms).
 * @internal
 */
export function applyStepChange(steps: readonly PlanStep[], change: StepChange): PlanStep[] {
  return steps.map((step) => {
    if (change.kind === 'complete') {
      const hit = change.andEarlier ? step.step_number <= change.stepNumber : step.step_number === change.stepNumber;
      return hit && !step.completed ? { ...step, completed: true } : step;
    }
    if (step.step_number !== change.stepNumber) return step;
    if (change.kind === 'reset') return { ...step, completed: false };
    return { ...step, feedback: change.value };
  });
}

type StepsKey = readonly unknown[];

/**
 * Defaults for the queued changes, registered by key so a change restored after a reload knows how to
 * send itself: in order (one scope), retried while the network fails, the steps updated on the phone
 * at once, and the server's view read again once the last queued change is through.
 */
export function registerQueuedChanges(
  queryClient: QueryClient,
  send: Record<(typeof QUEUED_CHANGES)[number], (input: never) => Promise<unknown>>,
  stepsKey: (projectId: string) => StepsKey,
  afterSync: (projectId: string) => Promise<unknown>,
): void {
  for (const name of QUEUED_CHANGES) {
    const kind = name.split('.')[1] as StepChange['kind'];
    queryClient.setMutationDefaults([name.split('.')], {
      mutationFn: send[name] as (input: unknown) => Promise<unknown>,
      scope: { id: PLAN_CHANGES_SCOPE },
      networkMode: 'online',
      // a lost connection mid-request: try again (paused while offline); a refusal is final
      retry: (count, error) => isNetworkError(error) && count < 5,
      retryDelay: (count) => Math.min(1000 * 2 ** count, 10_000),
      onMutate: async (input: unknown) => {
        const change = { kind, ...(input as object) } as StepChange;
        const key = stepsKey(change.projectId);
        await queryClient.cancelQueries({ queryKey: key });
        const steps = queryClient.getQueryData<PlanStep[]>(key);
        if (steps) queryClient.setQueryData<PlanStep[]>(key, applyStepChange(steps, change));
      },
      // a refusal is not rolled back by hand: the server's state is read again below
      onSettled: async (_data, _error, input: unknown) => {
        // the last of the queue: read the server's state (earlier ones would be overwritten by later ones)
        if (queryClient.isMutating({ predicate: (m) => m.options.scope?.id === PLAN_CHANGES_SCOPE }) > 1) return;
        await afterSync((input as { projectId: string }).projectId);
      },
    });
  }
}
