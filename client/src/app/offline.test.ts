import { MutationCache, onlineManager, QueryClient } from '@tanstack/react-query';
import { dehydrate } from '@tanstack/react-query';
import type { PlanStep } from '@fixwise/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offlineStatusText } from '../components/OfflineStatus';
import {
  applyStepChange,
  createOfflinePersister,
  dehydrateOptions,
  OFFLINE_CACHE_KEY,
  PLAN_CHANGES_SCOPE,
  registerQueuedChanges,
  resumeRestoredChanges,
} from './offline';

const step = (n: number, over: Partial<PlanStep> = {}) =>
  ({ step_number: n, title: `Step ${n}`, completed: false, feedback: null, ...over }) as PlanStep;

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  onlineManager.setOnline(true);
});

describe('applyStepChange', () => {
  const steps = [step(1), step(2), step(3, { completed: true })];

  it('completes one step, or it and every earlier one', () => {
    expect(applyStepChange(steps, { kind: 'complete', projectId: 'p', stepNumber: 2 }).map((s) => s.completed)).toEqual(
      [false, true, true],
    );
    expect(
      applyStepChange(steps, { kind: 'complete', projectId: 'p', stepNumber: 2, andEarlier: true }).map(
        (s) => s.completed,
      ),
    ).toEqual([true, true, true]);
  });

  it('undoes one step and sets thumbs, leaving the others as they are', () => {
    expect(applyStepChange(steps, { kind: 'reset', projectId: 'p', stepNumber: 3 }).map((s) => s.completed)).toEqual([
      false,
      false,
      false,
    ]);
    expect(
      applyStepChange(steps, { kind: 'feedback', projectId: 'p', stepNumber: 1, value: 0 }).map((s) => s.feedback),
    ).toEqual([0, null, null]);
  });

  it('is idempotent: applying a change twice is applying it once', () => {
    const once = applyStepChange(steps, { kind: 'complete', projectId: 'p', stepNumber: 1 });
    expect(applyStepChange(once, { kind: 'complete', projectId: 'p', stepNumber: 1 })).toEqual(once);
  });
});

describe('the copy kept on the phone', () => {
  const client = { timestamp: 1, buster: '', clientState: { queries: [], mutations: [] } };

  it('belongs to the person signed in: another person, or nobody, gets nothing back', async () => {
    const persister = createOfflinePersister();
    localStorage.setItem('authToken', 't1');
    localStorage.setItem('userId', 'ana');
    persister.persistClient(client);
    await Promise.resolve();
    expect(persister.restoreClient()).toEqual(client);

    localStorage.setItem('userId', 'ben');
    expect(persister.restoreClient()).toBeUndefined();
  });

  it('keeps nothing once signed out', async () => {
    const persister = createOfflinePersister();
    localStorage.setItem('userId', 'ana');
    persister.persistClient(client);
    await Promise.resolve();
    expect(localStorage.getItem(OFFLINE_CACHE_KEY)).toBeNull();
  });

  it('writes once per task however many changes there were, and before the task ends', async () => {
    localStorage.setItem('authToken', 't1');
    localStorage.setItem('userId', 'ana');
    const storage = { setItem: vi.fn(), getItem: vi.fn(), removeItem: vi.fn() } as unknown as Storage;
    const persister = createOfflinePersister(storage);
    persister.persistClient({ ...client, timestamp: 1 });
    persister.persistClient({ ...client, timestamp: 2 });
    await Promise.resolve();
    expect(storage.setItem).toHaveBeenCalledTimes(1);
    expect(JSON.parse(vi.mocked(storage.setItem).mock.calls[0]![1]).client.timestamp).toBe(2);
  });
});

describe('changes made offline', () => {
  function setup() {
    const sent: string[] = [];
    const queryClient = new QueryClient({ mutationCache: new MutationCache() });
    const stepsKey = (projectId: string) => [['generation', 'steps'], { input: { projectId }, type: 'query' }];
    queryClient.setQueryData(stepsKey('p'), [step(1), step(2)]);
    const send = (name: string) => async (input: unknown) => {
      sent.push(`${name} ${JSON.stringify(input)}`);
      return { ok: true };
    };
    const afterSync = vi.fn(async () => undefined);
    registerQueuedChanges(
      queryClient,
      { 'steps.complete': send('complete'), 'steps.reset': send('reset'), 'steps.feedback': send('feedback') },
      stepsKey,
      afterSync,
    );
    return { queryClient, sent, stepsKey, afterSync };
  }

  it('show at once, wait for the connection, survive a reload, then go out once each in the order made', async () => {
    onlineManager.setOnline(false);
    const { queryClient, stepsKey } = setup();
    const run = (name: string, input: object) =>
      queryClient
        .getMutationCache()
        .build(queryClient, { mutationKey: [name.split('.')] })
        .execute(input)
        .catch(() => undefined);
    void run('steps.complete', { projectId: 'p', stepNumber: 1 });
    void run('steps.feedback', { projectId: 'p', stepNumber: 1, value: 1 });
    void run('steps.reset', { projectId: 'p', stepNumber: 1 });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData<PlanStep[]>(stepsKey('p'))![0]).toMatchObject({ completed: false, feedback: 1 }),
    );
    const queued = queryClient.getMutationCache().getAll();
    expect(queued).toHaveLength(3);
    expect(queued.every((m) => m.options.scope?.id === PLAN_CHANGES_SCOPE)).toBe(true);

    // what a reload keeps: the queued changes, restored into a fresh client that knows how to send them
    const saved = JSON.parse(JSON.stringify(dehydrate(queryClient, dehydrateOptions)));
    expect(saved.mutations).toHaveLength(3);
    const after = setup();
    const { hydrate } = await import('@tanstack/react-query');
    hydrate(after.queryClient, saved);
    onlineManager.setOnline(true);
    await after.queryClient.resumePausedMutations();
    await vi.waitFor(() => expect(after.sent).toHaveLength(3));
    expect(after.sent).toEqual([
      'complete {"projectId":"p","stepNumber":1}',
      'feedback {"projectId":"p","stepNumber":1,"value":1}',
      'reset {"projectId":"p","stepNumber":1}',
    ]);
    // the server's view is read again once, after the last
    expect(after.afterSync).toHaveBeenCalledTimes(1);
  });
});

describe('changes restored after a reload', () => {
  it('sends a change that was saved while on its way (not paused), and the ones queued behind it, once each in order', async () => {
    const { hydrate } = await import('@tanstack/react-query');
    const sent: string[] = [];
    const queryClient = new QueryClient({ mutationCache: new MutationCache() });
    const send = (name: string) => async (input: unknown) => {
      sent.push(`${name} ${JSON.stringify(input)}`);
      return { ok: true };
    };
    registerQueuedChanges(
      queryClient,
      { 'steps.complete': send('complete'), 'steps.reset': send('reset'), 'steps.feedback': send('feedback') },
      (projectId) => [['generation', 'steps'], { input: { projectId }, type: 'query' }],
      async () => undefined,
    );
    // what the page saved as it went away: the first change running (its request lost with the page), two paused
    const mutation = (key: string, variables: object, isPaused: boolean, submittedAt: number) => ({
      mutationKey: [key.split('.')],
      scope: { id: PLAN_CHANGES_SCOPE },
      state: {
        context: undefined,
        data: undefined,
        error: null,
        failureCount: 0,
        failureReason: null,
        isPaused,
        status: 'pending',
        variables,
        submittedAt,
      },
    });
    hydrate(queryClient, {
      queries: [],
      mutations: [
        mutation('steps.complete', { projectId: 'p', stepNumber: 1 }, false, 1),
        mutation('steps.feedback', { projectId: 'p', stepNumber: 1, value: 1 }, true, 2),
        mutation('steps.reset', { projectId: 'p', stepNumber: 2 }, true, 3),
      ],
    } as never);
    // TanStack's own resume leaves the queue waiting behind the one saved as running, for ever
    void queryClient.resumePausedMutations();
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual([]);
    void resumeRestoredChanges(queryClient);
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent).toEqual([
      'complete {"projectId":"p","stepNumber":1}',
      'feedback {"projectId":"p","stepNumber":1,"value":1}',
      'reset {"projectId":"p","stepNumber":2}',
    ]);
  });
});

describe('the offline indicator', () => {
  it('says what will sync, while it syncs, when it is done, and what failed', () => {
    expect(offlineStatusText({ online: true, waiting: 0, synced: false, failed: 0 })).toBeNull();
    expect(offlineStatusText({ online: false, waiting: 0, synced: false, failed: 0 })).toMatch(
      /^You're offline\. You can still open the plans you have seen/,
    );
    expect(offlineStatusText({ online: false, waiting: 1, synced: false, failed: 0 })).toBe(
      "You're offline. 1 change saved on this phone will sync when you're back online.",
    );
    expect(offlineStatusText({ online: true, waiting: 3, synced: false, failed: 0 })).toBe('Syncing 3 changes…');
    expect(offlineStatusText({ online: true, waiting: 0, synced: true, failed: 0 })).toBe('All changes synced.');
    expect(offlineStatusText({ online: true, waiting: 0, synced: false, failed: 2 })).toMatch(
      /^2 changes could not be saved/,
    );
  });
});
