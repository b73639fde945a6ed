import { accountRouter } from './features/accounts/router';
import { systemRouter } from './features/system/router';
import { createRouter } from './trpc';

export const appRouter = createRouter({
  system: systemRouter,
  account: accountRouter,
});

export type AppRouter = typeof appRouter;
