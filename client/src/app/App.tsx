import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import type { AppRouter } from '@fixwise/server/router';
import { OfflineStatus } from '../components/OfflineStatus';
import {
  createOfflinePersister,
  dehydrateOptions,
  OFFLINE_MAX_AGE_MS,
  registerQueuedChanges,
  resumeRestoredChanges,
  startFromBrowserOnlineState,
} from './offline';
import { AppRoutes } from './routes';
import { SessionEnd } from './SessionEnd';
import { createQueryClient, createTrpcClient, TRPCProvider } from './trpc';

function createClients() {
  startFromBrowserOnlineState();
  const queryClient = createQueryClient();
  const { client, wsClient } = createTrpcClient();
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  registerQueuedChanges(
    queryClient,
    {
      'steps.complete': (input: Parameters<typeof client.steps.complete.mutate>[0]) =>
        client.steps.complete.mutate(input),
      'steps.reset': (input: Parameters<typeof client.steps.reset.mutate>[0]) => client.steps.reset.mutate(input),
      'steps.feedback': (input: Parameters<typeof client.steps.feedback.mutate>[0]) =>
        client.steps.feedback.mutate(input),
    },
    (projectId) => trpc.generation.steps.queryKey({ projectId }),
    (projectId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.generation.steps.queryKey({ projectId }) }),
        queryClient.invalidateQueries({ queryKey: trpc.projects.list.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.projects.get.queryKey({ projectId }) }),
      ]),
  );
  const checkSession = () => client.account.me.query();
  return { queryClient, client, wsClient, checkSession, persister: createOfflinePersister() };
}

export function App() {
  const [{ queryClient, client, wsClient, checkSession, persister }] = useState(createClients);
  return (
    <PersistQueryClientProvider
      client={queryClient}
      persistOptions={{ persister, maxAge: OFFLINE_MAX_AGE_MS, dehydrateOptions }}
      // changes queued before a reload are sent (or wait for the connection, if there is none)
      onSuccess={() => void resumeRestoredChanges(queryClient)}
    >
      <TRPCProvider trpcClient={client} queryClient={queryClient}>
        <BrowserRouter>
          <SessionEnd queryClient={queryClient} wsClient={wsClient} check={checkSession} />
          <OfflineStatus />
          <AppRoutes />
        </BrowserRouter>
      </TRPCProvider>
    </PersistQueryClientProvider>
  );
}
