import { createRouter } from '../../trpc';

/** Filled in by the accounts/onboarding feature (issue 3). */
export const onboardingRouter = createRouter({});
