import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './routes';
import { createQueryClient, createTrpcClient, TRPCProvider } from './trpc';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [{ client }] = useState(createTrpcClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={client} queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
