import { tracked, type TrackedEnvelope } from '@trpc/server';
import {
  OkSchema,
  ProjectChangeSchema,
  ProjectChangesInputSchema,
  ProjectCreateInputSchema,
  ProjectIdInputSchema,
  ProjectPageInputSchema,
  ProjectPageSchema,
  ProjectProgressSchema,
  ProjectRenameInputSchema,
  ProjectSchema,
  type ProjectChange,
} from '@fixwise/shared';
import { z } from 'zod';
import { topicEvents } from '../../events/bus';
import { createRouter, protectedProcedure, trackedEvents } from '../../trpc';
import type { Resync } from '../../events/bus';
import { NotFound } from '../../errors';
import { projectTopic, type ProjectBusEvent, type ProjectService } from './service';

let eventSeq = 0;
/** Ids for tracked events: unique and increasing within this server process (time, then a counter). */
const nextEventId = () => `${Date.now()}-${eventSeq++}`;

/** What the subscriber is told for a bus event: the project as it is now, read for this user. */
async function readChange(
  projects: ProjectService,
  userId: string,
  event: ProjectBusEvent | Resync,
): Promise<ProjectChange> {
  if ('resync' in event) return { type: 'resync' };
  if (event.type === 'deleted') return { type: 'deleted', projectId: event.projectId };
  try {
    return { type: event.type, project: await projects.get(userId, event.projectId) };
  } catch (error) {
    // deleted since (its own event follows or came first)
    if (error instanceof NotFound) return { type: 'deleted', projectId: event.projectId };
    throw error;
  }
}

export const projectsRouter = createRouter({
  list: protectedProcedure.output(z.array(ProjectSchema)).query(({ ctx }) => ctx.services.projects.list(ctx.user.id)),

  /** The projects a page at a time, newest first (the home screen loads more as the person scrolls). */
  page: protectedProcedure
    .input(ProjectPageInputSchema)
    .output(ProjectPageSchema)
    .query(({ ctx, input }) => ctx.services.projects.page(ctx.user.id, input)),

  get: protectedProcedure
    .input(ProjectIdInputSchema)
    .output(ProjectSchema)
    .query(({ ctx, input }) => ctx.services.projects.get(ctx.user.id, input.projectId)),

  create: protectedProcedure
    .input(ProjectCreateInputSchema)
    .output(ProjectSchema)
    .mutation(({ ctx, input }) => ctx.services.projects.create(ctx.user.id, input.projectTitle)),

  rename: protectedProcedure
    .input(ProjectRenameInputSchema)
    .output(ProjectSchema)
    .mutation(({ ctx, input }) => ctx.services.projects.rename(ctx.user.id, input.projectId, input.projectTitle)),

  remove: protectedProcedure
    .input(ProjectIdInputSchema)
    .output(OkSchema)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.projects.remove(ctx.user.id, input.projectId);
      return { ok: true as const };
    }),

  complete: protectedProcedure
    .input(ProjectIdInputSchema)
    .output(ProjectSchema)
    .mutation(({ ctx, input }) => ctx.services.projects.complete(ctx.user.id, input.projectId)),

  progress: protectedProcedure
    .input(ProjectIdInputSchema)
    .output(ProjectProgressSchema)
    .query(({ ctx, input }) => ctx.services.projects.progress(ctx.user.id, input.projectId)),

  /** Live changes to the signed-in user's projects, for every open tab and device. */
  onChange: protectedProcedure
    .input(ProjectChangesInputSchema)
    .output(trackedEvents(ProjectChangeSchema))
    .subscription(({ ctx }) => {
      const { services, user } = ctx;
      return topicEvents<ProjectBusEvent, TrackedEnvelope<ProjectChange>>(
        services.bus,
        projectTopic(user.id),
        async (event) => tracked(nextEventId(), await readChange(services.projects, user.id, event)),
      );
    }),
});
