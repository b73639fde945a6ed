import { z } from 'zod';
import { isStorableText, STORABLE_TEXT_MESSAGE } from './text';
import { PageCursorSchema } from './pages';
import { SafetyStopSchema } from './safety';

const PROJECT_TITLE_MAX = 120;
export const RENAME_INVALID_MESSAGE = 'Please enter a valid project name.';
/** Spec §9: ongoing under 100 percent, completed at 100 or more. */
const COMPLETED_PERCENT = 100;
export const SKELETON_ROWS = 4;

/** Spec §5: trimmed, non-empty (and at most 120 characters, stored and shown as text). */
export const ProjectTitleSchema = z
  .string({ error: RENAME_INVALID_MESSAGE })
  .trim()
  .min(1, RENAME_INVALID_MESSAGE)
  .max(PROJECT_TITLE_MAX, `A project name can have at most ${PROJECT_TITLE_MAX} characters.`)
  .refine(isStorableText, STORABLE_TEXT_MESSAGE);

/** Every call about one project names it (a malformed id is "not found", never a query). */
export const ProjectIdInputSchema = z.object({ projectId: z.string().min(1).max(64) });

export const ProjectCreateInputSchema = z.object({ projectTitle: ProjectTitleSchema });
export const ProjectRenameInputSchema = ProjectIdInputSchema.extend({ projectTitle: ProjectTitleSchema });

/** Spec §3 Project, as every transport returns it. */
export const ProjectSchema = z.object({
  _id: z.string(),
  projectTitle: z.string(),
  /** ISO date-time of the last activity, or null for a project nobody has worked on yet. */
  lastActivity: z.string().nullable(),
  percentComplete: z.number().int().min(0).max(100),
  projectImages: z.array(z.string()),
  hasSteps: z.boolean(),
  createdAt: z.string(),
  /** The safety stop in force, shown on the card; null when there is none. */
  safetyStop: SafetyStopSchema.nullable(),
});
export type Project = z.infer<typeof ProjectSchema>;

/** One page of a person's projects, newest first; `nextCursor` asks for the next (null: no more). */
export const PROJECT_PAGE_DEFAULT = 30;
export const PROJECT_PAGE_MAX = 100;
const ProjectStatusSchema = z.enum(['ongoing', 'completed']);
export type ProjectStatus = z.infer<typeof ProjectStatusSchema>;

/**
 * What a list is narrowed to, on the server (spec §4: the toggle's status combined with a case-insensitive
 * title substring search): a status (both when absent) and the search (everything when blank).
 */
export const ProjectListFilterSchema = z.object({
  status: ProjectStatusSchema.optional(),
  search: z
    .string()
    .trim()
    .max(PROJECT_TITLE_MAX, `A search can have at most ${PROJECT_TITLE_MAX} characters.`)
    .refine(isStorableText, STORABLE_TEXT_MESSAGE)
    .default(''),
});
export type ProjectListFilter = z.input<typeof ProjectListFilterSchema>;

/** `projects.list`: a page of the filtered list; no input at all is the first page of everything. */
export const ProjectListInputSchema = ProjectListFilterSchema.extend({
  /** An opaque cursor from the previous page. */
  cursor: PageCursorSchema.nullish(),
  limit: z.number().int().min(1).max(PROJECT_PAGE_MAX).default(PROJECT_PAGE_DEFAULT),
}).prefault({});
export const ProjectPageSchema = z.object({ projects: z.array(ProjectSchema), nextCursor: z.string().nullable() });
export type ProjectPage = z.infer<typeof ProjectPageSchema>;

/** The fraction of the project's steps that are done, 0…1 (spec §7 GET /project/{id}/progress). */
export const ProjectProgressSchema = z.number();

/** @internal */
export function projectStatus(percentComplete: number): ProjectStatus {
  return percentComplete >= COMPLETED_PERCENT ? 'completed' : 'ongoing';
}

/**
 * Spec §3: the progress fraction × 100, rounded; anything unreadable is 0.
 * @internal
 */
export function fractionToPercent(fraction: unknown): number {
  if (typeof fraction !== 'number' || !Number.isFinite(fraction)) return 0;
  return Math.min(100, Math.max(0, Math.round(fraction * 100)));
}

/** Spec §2: Complete shows only with steps and progress below 100. */
export function canCompleteProject(project: Pick<Project, 'hasSteps' | 'percentComplete'>): boolean {
  return project.hasSteps && project.percentComplete < COMPLETED_PERCENT;
}

/**
 * Spec §4: whether a project belongs in a list with this status and search. The server narrows its pages
 * with the same rule in SQL (projects/service.ts); the client uses this one for what it already holds.
 */
export function matchesProjectFilter(
  project: Pick<Project, 'projectTitle' | 'percentComplete'>,
  filter: ProjectListFilter,
): boolean {
  if (filter.status && projectStatus(project.percentComplete) !== filter.status) return false;
  return project.projectTitle.toLowerCase().includes((filter.search ?? '').trim().toLowerCase());
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Relative last-activity label. Spec §9 for a day or more (ceil rounding: up to 1 day → '1 day ago';
 * under 7 days → 'n days ago'; under 30 days → 'n weeks ago'; otherwise 'n months ago'). Under a day it
 * says what a person expects — 'Just now' (under a minute, no date, or a clock a little ahead), 'n
 * minutes ago', 'n hours ago' — rather than '1 day ago' for something done a minute ago.
 */
export function lastActivityLabel(lastActivity: string | Date | null | undefined, now: Date = new Date()): string {
  if (!lastActivity) return 'Just now';
  const at = typeof lastActivity === 'string' ? new Date(lastActivity) : lastActivity;
  if (Number.isNaN(at.getTime())) return 'Just now';
  const ms = now.getTime() - at.getTime();
  if (ms < DAY_MS) {
    const minutes = Math.floor(ms / 60_000);
    if (minutes < 1) return 'Just now';
    if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
    const hours = Math.floor(minutes / 60);
    return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  }
  const days = Math.ceil(ms / DAY_MS);
  if (days === 1) return '1 day ago';
  if (days < 7) return `${days} days ago`;
  if (days < 30) return ago(Math.ceil(days / 7), 'week');
  return ago(Math.ceil(days / 30), 'month');
}

/** 'n weeks ago', with the singular for one ('1 week ago'). */
function ago(n: number, unit: 'week' | 'month'): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/**
 * tRPC's wsLink sends the last tracked id back when it reconnects. Changes are not stored, so nothing is
 * replayed: a client reads its list again whenever the subscription (re)starts.
 */
export const ProjectChangesInputSchema = z.object({ lastEventId: z.string().max(100).nullish() }).optional();

/** Live changes to a user's projects, pushed over the `projects.onChange` subscription. */
export const ProjectChangeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('created'), project: ProjectSchema }),
  z.object({ type: z.literal('updated'), project: ProjectSchema }),
  z.object({ type: z.literal('deleted'), projectId: z.string() }),
  /** Changes may have been missed (the server's event bus reconnected): read the list again. */
  z.object({ type: z.literal('resync') }),
]);
export type ProjectChange = z.infer<typeof ProjectChangeSchema>;

/** Spec §8 Projects messages. */
export const PROJECT_ERROR_TEXT = {
  createPrefix: 'Could not create project: ',
  remove: 'Failed to remove project. Please try again.',
  rename: 'Failed to rename project. Please try again.',
  complete: 'Failed to complete project. Please try again.',
} as const;
