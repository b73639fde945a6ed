import { OnboardingSubmitSchema } from '@fixwise/shared';
import { createRouter, protectedProcedure } from '../../trpc';

export const onboardingRouter = createRouter({
  questions: protectedProcedure.query(({ ctx }) => ctx.services.onboarding.questions()),

  submit: protectedProcedure
    .input(OnboardingSubmitSchema)
    .mutation(({ ctx, input }) => ctx.services.onboarding.submit(ctx.user.id, input)),
});
