import { tracked, type TrackedEnvelope } from '@trpc/server';
import { ProjectPageInputSchema, ProjectTitleSchema, type ProjectChange } from '@fixwise/shared';
import { z } from 'zod';
import { topicEvents } from '../../events/bus';
import { createRouter, protectedProcedure } from '../../trpc';
import type { Resync } from '../../events/bus';
import { NotFound } from '../../errors';
import { projectTopic, type ProjectBusEvent, type ProjectService } from './service';

const ProjectIdInput = z.object({ projectId: z.string().min(1).max(64) });

/**
 * tRPC's wsLink sends the last tracked id back when it reconnects. Changes are not stored, so nothing is
 * replayed: a client refetches `projects.list` whenever the subscription (re)starts.
 */
const OnChangeInput = z.object({ lastEventId: z.string().max(100).nullish() }).optional();

let eventSeq = 0;
/** Ids for tracked events: unique and increasing within this server process (time, then a counter). */
const nextEventId = () => `${Date.now()}-${eventSeq++}`;

/** What the subscriber is told for a bus event: the project as it is now, read for this user. */
async function readChange(projects: ProjectService, userId: string, event: ProjectBusEvent | Resync): Promise<ProjectChange> {
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
  list: protectedProcedure.query(({ ctx }) => ctx.services.projects.list(ctx.user.id)),

  /** The projects a page at a time, newest first (the home screen loads more as the person scrolls). */
  page: protectedProcedure.input(ProjectPageInputSchema).query(({ ctx, input }) => ctx.services.projects.page(ctx.user.id, input)),

  get: protectedProcedure.input(ProjectIdInput).query(({ ctx, input }) => ctx.services.projects.get(ctx.user.id, input.projectId)),

  create: protectedProcedure
    .input(z.object({ projectTitle: ProjectTitleSchema }))
    .mutation(({ ctx, input }) => ctx.services.projects.create(ctx.user.id, input.projectTitle)),

  rename: protectedProcedure
    .input(ProjectIdInput.extend({ projectTitle: ProjectTitleSchema }))
    .mutation(({ ctx, input }) => ctx.services.projects.rename(ctx.user.id, input.projectId, input.projectTitle)),

  remove: protectedProcedure.input(ProjectIdInput).mutation(async ({ ctx, input }) => {
    await ctx.services.projects.remove(ctx.user.id, input.projectId);
    return { ok: true as const };
  }),

  complete: protectedProcedure
    .input(ProjectIdInput)
    .mutation(({ ctx, input }) => ctx.services.projects.complete(ctx.user.id, input.projectId)),

  progress: protectedProcedure
    .input(ProjectIdInput)
    .query(({ ctx, input }) => ctx.services.projects.progress(ctx.user.id, input.projectId)),

  /** Live changes to the signed-in user's projects, for every open tab and device. */
  onChange: protectedProcedure.input(OnChangeInput).subscription(({ ctx }) => {
    const { services, user } = ctx;
    return topicEvents<ProjectBusEvent, TrackedEnvelope<ProjectChange>>(services.bus, projectTopic(user.id), async (event) =>
      tracked(nextEventId(), await readChange(services.projects, user.id, event)),
    );
  }),
});
