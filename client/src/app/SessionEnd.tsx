import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { hasAuthToken } from './auth-storage';
import { onSignedOut, storageChanged } from './session-end';

/** What /login is given when the device was signed out: why, to show there. */
export interface SignedOutState {
  sessionEnded?: string;
}

/**
 * The app's side of a sign-out (session-end.ts): nothing of the person stays in memory (the query cache,
 * queued changes included), the socket closes, and /login replaces the screen with the reason. A page
 * opened, or shown again, with a stored session asks the server whether it still stands, so a phone
 * signed out elsewhere does not keep showing what it had kept; a sign-out in another tab is followed.
 */
export function SessionEnd({
  queryClient,
  wsClient,
  check,
}: {
  queryClient: QueryClient;
  wsClient: { close(): Promise<void> };
  /** A call that needs the session (any refusal is handled by the tRPC link). */
  check: () => Promise<unknown>;
}) {
  const navigate = useNavigate();

  useEffect(
    () =>
      onSignedOut((reason) => {
        queryClient.clear();
        void wsClient.close();
        const state: SignedOutState | null = reason ? { sessionEnded: reason } : null;
        navigate('/login', { replace: true, state });
      }),
    [queryClient, wsClient, navigate],
  );

  useEffect(() => {
    window.addEventListener('storage', storageChanged);
    return () => window.removeEventListener('storage', storageChanged);
  }, []);

  useEffect(() => {
    const confirm = () => {
      // offline, or the server away: the kept screens stay usable; only a refusal signs out
      if (hasAuthToken()) void check().catch(() => undefined);
    };
    const onShow = () => {
      if (document.visibilityState === 'visible') confirm();
    };
    confirm();
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, [check]);

  return null;
}
