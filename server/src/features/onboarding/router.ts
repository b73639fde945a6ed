import { OnboardingQuestionSchema, OnboardingSubmitSchema, UserSchema } from '@fixwise/shared';
import { z } from 'zod';
import { createRouter, protectedProcedure } from '../../trpc';

export const onboardingRouter = createRouter({
  questions: protectedProcedure
    .output(z.array(OnboardingQuestionSchema))
    .query(({ ctx }) => ctx.services.onboarding.questions()),

  submit: protectedProcedure
    .input(OnboardingSubmitSchema)
    .output(UserSchema)
    .mutation(({ ctx, input }) => ctx.services.onboarding.submit(ctx.user.id, input)),
});
