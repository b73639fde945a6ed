import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, createWSClient, httpBatchLink, splitLink, wsLink, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@fixwise/server/router';
import { MAX_TRPC_BATCH } from '@fixwise/shared';
import { getAuthToken } from './auth-storage';
import { isSessionRefusal, sessionRefused, socketClosed, usingSession } from './session-end';
import { reconnectPolicy } from './socket-retry';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // kept in memory for a week (not 5 minutes) so what is kept on the phone for offline use is not
      // dropped from the saved copy as soon as its screen closes
      queries: { staleTime: 10_000, gcTime: 7 * 24 * 60 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

function wsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}/trpc`;
}

/**
 * Every call's refusal as UNAUTHENTICATED ends the session it was made with (session-end.ts): an HTTP
 * call's token is the one stored when it started; a subscription's is the one its socket was opened with.
 */
function sessionEndLink(socketToken: () => string | null): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        const startedWith = getAuthToken();
        usingSession(startedWith);
        return next(op).subscribe({
          next: (result) => observer.next(result),
          error: (error) => {
            // before the screen hears of it: the device is on its way to /login, not showing the failure
            if (isSessionRefusal(error)) sessionRefused(op.type === 'subscription' ? socketToken() : startedWith);
            observer.error(error);
          },
          complete: () => observer.complete(),
        });
      });
}

/** Subscriptions go over one WebSocket; queries and mutations over batched HTTP. */
export function createTrpcClient() {
  /** The token the open socket was made with (the server checks it on every call over that socket). */
  let socketToken: string | null = null;
  // a socket the server closed for a limit comes back later, not at once (socket-retry.ts)
  const reconnect = reconnectPolicy();
  const wsClient = createWSClient({
    url: wsUrl,
    lazy: { enabled: true, closeMs: 10_000 },
    keepAlive: { enabled: true, intervalMs: 20_000, pongTimeoutMs: 5_000 },
    connectionParams: () => {
      socketToken = getAuthToken();
      return socketToken ? { token: socketToken } : {};
    },
    onClose: (cause) => {
      reconnect.closed(cause?.code);
      socketClosed(cause?.code, socketToken);
    },
    retryDelayMs: reconnect.delayMs,
  });
  const client = createTRPCClient<AppRouter>({
    links: [
      sessionEndLink(() => socketToken),
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink({ client: wsClient }),
        false: httpBatchLink({
          url: '/trpc',
          maxItems: MAX_TRPC_BATCH,
          headers: () => {
            const token = getAuthToken();
            return token ? { authorization: `Bearer ${token}` } : {};
          },
        }),
      }),
    ],
  });
  return { client, wsClient };
}
