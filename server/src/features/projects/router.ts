import { tracked, type TrackedEnvelope } from '@trpc/server';
import {
  OkSchema,
  ProjectChangeSchema,
  ProjectChangesInputSchema,
  ProjectCreateInputSchema,
  ProjectIdInputSchema,
  ProjectListInputSchema,
  ProjectPageSchema,
  ProjectProgressSchema,
  ProjectRenameInputSchema,
  ProjectSchema,
  type ProjectChange,
} from '@fixwise/shared';
import { topicEvents } from '../../events/bus';
import { once, shareEvent } from '../../events/shared';
import { createRouter, protectedProcedure, trackedEvents } from '../../trpc';
import { NotFound } from '../../errors';
import { projectTopic, type ProjectBusEvent, type ProjectService } from './service';

let eventSeq = 0;
/** Ids for tracked events: unique and increasing within this server process (time, then a counter). */
const nextEventId = () => `${Date.now()}-${eventSeq++}`;

/** What the subscriber is told for a bus event: the project as it is now, read for this user. */
async function readChange(projects: ProjectService, userId: string, event: ProjectBusEvent): Promise<ProjectChange> {
  if (event.type === 'deleted') return { type: 'deleted', projectId: event.projectId };
  try {
    return { type: event.type, project: await projects.get(userId, event.projectId) };
  } catch (error) {
    // deleted since (its own event follows or came first)
    if (error instanceof NotFound) return { type: 'deleted', projectId: event.projectId };
    throw error;
  }
}

/**
 * A bus event as every subscriber of the person on this instance receives it — all their tabs and
 * devices: read once, checked once and sent as one JSON text, with one event id (events/shared.ts).
 */
async function sharedChange(
  projects: ProjectService,
  userId: string,
  event: ProjectBusEvent,
): Promise<TrackedEnvelope<ProjectChange>> {
  const change = shareEvent(ProjectChangeSchema, await readChange(projects, userId, event));
  return tracked(nextEventId(), change);
}

export const projectsRouter = createRouter({
  /**
   * The projects a page at a time, newest first, narrowed to a status and a title search (the home screen
   * loads the next page as the person scrolls). The same service, cursors and filters as GET /api/projects.
   */
  list: protectedProcedure
    .input(ProjectListInputSchema)
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
        (event) =>
          'resync' in event
            ? tracked(nextEventId(), { type: 'resync' as const })
            : once(event, user.id, () => sharedChange(services.projects, user.id, event)),
      );
    }),
});
