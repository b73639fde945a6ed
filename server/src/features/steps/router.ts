import { z } from 'zod';
import { createRouter, protectedProcedure } from '../../trpc';
import { FeedbackInputSchema } from './service';

const StepInput = z.object({ projectId: z.string().min(1).max(64), stepNumber: z.number().int().min(1).max(100) });
const ProjectInput = z.object({ projectId: z.string().min(1).max(64) });

export const stepsRouter = createRouter({
  complete: protectedProcedure
    .input(StepInput.extend({ andEarlier: z.boolean().optional() }))
    .mutation(({ ctx, input }) => ctx.services.steps.complete(ctx.user.id, input.projectId, input.stepNumber, { andEarlier: input.andEarlier ?? false })),
  reset: protectedProcedure.input(StepInput).mutation(({ ctx, input }) => ctx.services.steps.reset(ctx.user.id, input.projectId, input.stepNumber)),
  feedback: protectedProcedure
    .input(StepInput.extend({ value: z.union([z.literal(0), z.literal(1)]) }))
    .mutation(({ ctx, input }) => ctx.services.steps.feedback(ctx.user.id, input.projectId, input.stepNumber, input.value)),
  completionMessage: protectedProcedure.input(ProjectInput).query(({ ctx, input }) => ctx.services.steps.completionMessage(ctx.user.id, input.projectId)),
  saveFeedback: protectedProcedure
    .input(ProjectInput.extend(FeedbackInputSchema.shape))
    .mutation(({ ctx, input }) => ctx.services.steps.saveFeedback(ctx.user.id, input.projectId, input)),
});
