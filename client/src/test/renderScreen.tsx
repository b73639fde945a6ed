import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { AppRouter } from '@fixwise/server/router';
import { TRPCProvider, createQueryClient, createTrpcClient } from '../app/trpc';

/** Shows where the router ended up, for redirect assertions. */
export function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

type Options = ReturnType<typeof createTRPCOptionsProxy<AppRouter>>;

/**
 * Renders screens inside the app's real providers at `path`. Data a screen would load can be put in
 * the query cache first (`seed`), so no server is needed for what happens before the first call.
 */
export function renderScreen(
  path: string,
  routes: Record<string, ReactNode>,
  seed?: (trpc: Options, queryClient: QueryClient) => void,
) {
  const queryClient = createQueryClient();
  const { client } = createTrpcClient();
  seed?.(createTRPCOptionsProxy<AppRouter>({ client, queryClient }), queryClient);
  return render(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={client} queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {Object.entries(routes).map(([route, element]) => (
              <Route key={route} path={route} element={element} />
            ))}
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </TRPCProvider>
    </QueryClientProvider>,
  );
}
