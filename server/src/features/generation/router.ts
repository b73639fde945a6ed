import { tracked } from '@trpc/server';
import {
  SafetyCheckViewSchema,
  EstimationSchema,
  GenerationEventSchema,
  PlanStepSchema,
  PlanToolSchema,
  ProjectIdInputSchema,
  type GenerationEvent,
} from '@fixwise/shared';
import { z } from 'zod';
import { topicEvents } from '../../events/bus';
import { limitAction } from '../limits/guards';
import { createRouter, protectedProcedure, trackedEvents } from '../../trpc';
import { generationTopic } from './service';

export const generationRouter = createRouter({
  start: protectedProcedure
    .input(ProjectIdInputSchema)
    .output(GenerationEventSchema)
    .mutation(async ({ ctx, input }) => {
      await limitAction(ctx.services, 'plan', { userId: ctx.user.id, ip: ctx.ip });
      return ctx.services.generation.start(ctx.user.id, input.projectId);
    }),

  status: protectedProcedure
    .input(ProjectIdInputSchema)
    .output(GenerationEventSchema)
    .query(({ ctx, input }) => ctx.services.generation.status(ctx.user.id, input.projectId)),

  /** The job's status now, then every change, until it is done or failed. */
  onStatus: protectedProcedure
    .input(ProjectIdInputSchema)
    .output(trackedEvents(GenerationEventSchema))
    .subscription(async function* ({ ctx, input, signal }) {
      const events = await topicEvents<GenerationEvent>(
        ctx.services.bus,
        generationTopic(input.projectId),
        null,
        signal,
      );
      try {
        let seq = 0;
        const now = await ctx.services.generation.status(ctx.user.id, input.projectId);
        yield tracked(String(seq++), now);
        if (now.status === 'done' || now.status === 'failed') return;
        for await (const received of events) {
          // events may have been missed while the bus reconnected: the job's status as it is now
          const event =
            'resync' in received ? await ctx.services.generation.status(ctx.user.id, input.projectId) : received;
          yield tracked(String(seq++), event);
          if (event.status === 'done' || event.status === 'failed') return;
        }
      } finally {
        await events.return();
      }
    }),

  /** The red-flag check asked before the plan, as the overview shows it (null when none was asked). */
  safetyCheck: protectedProcedure
    .input(ProjectIdInputSchema)
    .output(SafetyCheckViewSchema.nullable())
    .query(({ ctx, input }) => ctx.services.safety.checkView(ctx.user.id, input.projectId)),

  estimation: protectedProcedure
    .input(ProjectIdInputSchema)
    .output(EstimationSchema)
    .query(({ ctx, input }) => ctx.services.plan.estimation(ctx.user.id, input.projectId)),
  tools: protectedProcedure
    .input(ProjectIdInputSchema)
    .output(z.array(PlanToolSchema))
    .query(({ ctx, input }) => ctx.services.plan.tools(ctx.user.id, input.projectId)),
  steps: protectedProcedure
    .input(ProjectIdInputSchema)
    .output(z.array(PlanStepSchema))
    .query(({ ctx, input }) => ctx.services.plan.steps(ctx.user.id, input.projectId)),
});
