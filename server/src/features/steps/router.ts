import {
  CompletionMessageSchema,
  OkSchema,
  ProjectFeedbackInputSchema,
  ProjectIdInputSchema,
  ProjectSchema,
  StepCompleteInputSchema,
  StepInputSchema,
  StepThumbsInputSchema,
} from '@fixwise/shared';
import { createRouter, protectedProcedure } from '../../trpc';

export const stepsRouter = createRouter({
  complete: protectedProcedure
    .input(StepCompleteInputSchema)
    .output(ProjectSchema)
    .mutation(({ ctx, input }) =>
      ctx.services.steps.complete(ctx.user.id, input.projectId, input.stepNumber, {
        andEarlier: input.andEarlier ?? false,
      }),
    ),
  reset: protectedProcedure
    .input(StepInputSchema)
    .output(ProjectSchema)
    .mutation(({ ctx, input }) => ctx.services.steps.reset(ctx.user.id, input.projectId, input.stepNumber)),
  feedback: protectedProcedure
    .input(StepThumbsInputSchema)
    .output(OkSchema)
    .mutation(({ ctx, input }) =>
      ctx.services.steps.feedback(ctx.user.id, input.projectId, input.stepNumber, input.value),
    ),
  completionMessage: protectedProcedure
    .input(ProjectIdInputSchema)
    .output(CompletionMessageSchema)
    .query(({ ctx, input }) => ctx.services.steps.completionMessage(ctx.user.id, input.projectId)),
  saveFeedback: protectedProcedure
    .input(ProjectFeedbackInputSchema)
    .output(OkSchema)
    .mutation(({ ctx, input }) => ctx.services.steps.saveFeedback(ctx.user.id, input.projectId, input)),
});
