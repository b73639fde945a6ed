import { accountRouter } from './features/accounts/router';
import { chatRouter } from './features/chat/router';
import { generationRouter } from './features/generation/router';
import { stepsRouter } from './features/steps/router';
import { onboardingRouter } from './features/onboarding/router';
import { projectsRouter } from './features/projects/router';
import { systemRouter } from './features/system/router';
import { createRouter } from './trpc';

export const appRouter = createRouter({
  system: systemRouter,
  account: accountRouter,
  onboarding: onboardingRouter,
  projects: projectsRouter,
  chat: chatRouter,
  generation: generationRouter,
  steps: stepsRouter,
});

export type AppRouter = typeof appRouter;
