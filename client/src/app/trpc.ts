import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@fixwise/server/router';
import { MAX_TRPC_BATCH } from '@fixwise/shared';
import { getAuthToken } from './auth-storage';

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

/** Subscriptions go over one WebSocket; queries and mutations over batched HTTP. */
export function createTrpcClient() {
  const wsClient = createWSClient({
    url: wsUrl,
    lazy: { enabled: true, closeMs: 10_000 },
    keepAlive: { enabled: true, intervalMs: 20_000, pongTimeoutMs: 5_000 },
    connectionParams: () => {
      const token = getAuthToken();
      return token ? { token } : {};
    },
  });
  const client = createTRPCClient<AppRouter>({
    links: [
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
