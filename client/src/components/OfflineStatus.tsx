import { onlineManager, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { PLAN_CHANGES_SCOPE } from '../app/offline';
import './offline.css';

const subscribe = (listener: () => void) => onlineManager.subscribe(listener);
const isOnline = () => onlineManager.isOnline();

function changes(n: number): string {
  return n === 1 ? '1 change' : `${n} changes`;
}

/**
 * The indicator text for a state (exported for the unit test).
 * @internal
 */
export function offlineStatusText(state: {
  online: boolean;
  waiting: number;
  synced: boolean;
  failed: number;
}): string | null {
  if (state.failed > 0) return `${changes(state.failed)} could not be saved. Open the step again to check it.`;
  if (!state.online) {
    return state.waiting > 0
      ? `You're offline. ${changes(state.waiting)} saved on this phone will sync when you're back online.`
      : "You're offline. You can still open the plans you have seen; changes will sync when you're back online.";
  }
  if (state.waiting > 0) return `Syncing ${changes(state.waiting)}…`;
  if (state.synced) return 'All changes synced.';
  return null;
}

/**
 * Says when there is no connection and what will sync, while it syncs, and once everything queued is
 * through; a change the server refused is said too, never silently dropped.
 */
export function OfflineStatus() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  const queryClient = useQueryClient();
  const waiting = useMutationState({
    filters: { status: 'pending', predicate: (m) => m.options.scope?.id === PLAN_CHANGES_SCOPE },
  }).length;
  const failed = useMutationState({
    filters: { status: 'error', predicate: (m) => m.options.scope?.id === PLAN_CHANGES_SCOPE },
  }).length;
  const [synced, setSynced] = useState(false);
  const hadWaiting = useRef(false);

  useEffect(() => {
    if (waiting > 0) {
      hadWaiting.current = true;
      setSynced(false);
      return;
    }
    if (!hadWaiting.current || !online) return;
    hadWaiting.current = false;
    setSynced(true);
    const timer = window.setTimeout(() => setSynced(false), 4_000);
    return () => window.clearTimeout(timer);
  }, [waiting, online]);

  const text = offlineStatusText({ online, waiting, synced, failed });
  return (
    <div
      className="offline-status"
      role="status"
      aria-live="polite"
      data-state={text ? (online ? 'online' : 'offline') : 'hidden'}
    >
      {text ? (
        <p>
          <span>{text}</span>
          {failed > 0 ? (
            <button
              type="button"
              className="offline-status-dismiss"
              onClick={() => {
                const cache = queryClient.getMutationCache();
                for (const m of cache.findAll({
                  status: 'error',
                  predicate: (m) => m.options.scope?.id === PLAN_CHANGES_SCOPE,
                })) {
                  cache.remove(m);
                }
              }}
            >
              OK
            </button>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
