import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import {
  PROJECT_PAGE_DEFAULT,
  ProjectTitleSchema,
  isUuid,
  type Project,
  type ProjectChange,
  type ProjectPage,
  type ProjectStatus,
} from '@fixwise/shared';
import { z } from 'zod';
import type { Db } from '../../db/connect';
import { CursorIdSchema, CursorTimeSchema, decodeCursor, encodeCursor, exactTime } from '../../db/keyset';
import { projects, safetyStops, steps } from '../../db/schema';
import { safetyStopView } from '../safety/view';
import type { EventBus } from '../../events/bus';
import { Invalid, NotFound } from '../../errors';

const NOT_FOUND = 'Project not found';

export const projectTopic = (userId: string) => `user:${userId}:projects`;
/** What travels on the bus for a project change: its id, never the project. */
export interface ProjectBusEvent {
  type: 'created' | 'updated' | 'deleted';
  projectId: string;
}

/** Spec §3 Project; progress comes from the project's steps only, so it can never disagree with them. */
export class ProjectService {
  /**
   * The hot reads, built once and prepared: PostgreSQL plans them once per connection, and drizzle
   * does not rebuild the SQL on every request.
   */
  private readonly pageQuery;
  private readonly getQuery;

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly now: () => Date = () => new Date(),
  ) {
    const counts = this.stepCounts();
    const status = sql.placeholder('status');
    const search = sql.placeholder('search');
    // spec §9: completed at 100 percent or more, the percent rounded as toProject rounds it
    const completed = sql`coalesce(round(100.0 * ${counts.done} / nullif(${counts.total}, 0)) >= 100, false)`;
    this.pageQuery = this.selectWithProgress(counts)
      .where(
        and(
          eq(projects.userId, sql.placeholder('userId')),
          // keyset: strictly older than the last project of the previous page (the first page starts at infinity)
          sql`(${projects.createdAt}, ${projects.id}) < (${sql.placeholder('beforeAt')}::timestamptz, ${sql.placeholder('beforeId')}::uuid)`,
          // spec §4 search: a case-insensitive substring of the title, for every alphabet (ICU's lower case,
          // not the database locale's, which may know ASCII only); no search lowers nothing
          sql`(${search}::text = '' or strpos(lower(${projects.title} collate "und-x-icu"), lower(${search}::text collate "und-x-icu")) > 0)`,
          sql`(${status}::text = 'all' or (${status}::text = 'completed') = ${completed})`,
        ),
      )
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(sql.placeholder('limit'))
      .prepare('projects_page');
    this.getQuery = this.selectWithProgress(counts)
      .where(and(eq(projects.id, sql.placeholder('projectId')), eq(projects.userId, sql.placeholder('userId'))))
      .prepare('projects_get');
  }

  /**
   * One page of the user's projects, newest first, narrowed to a status and a title search, and the cursor
   * of the next page (null at the end). Both transports list through here.
   */
  async page(userId: string, opts: ProjectPageOptions = {}): Promise<ProjectPage> {
    const limit = opts.limit ?? PROJECT_PAGE_DEFAULT;
    const [beforeAt, beforeId] = opts.cursor
      ? decodeCursor(opts.cursor, ProjectCursorSchema)
      : ['infinity', 'ffffffff-ffff-ffff-ffff-ffffffffffff'];
    // one more than asked tells whether another page follows
    const rows = await this.pageQuery.execute({
      userId,
      beforeAt,
      beforeId,
      search: opts.search?.trim() ?? '',
      status: opts.status ?? 'all',
      limit: limit + 1,
    });
    const more = rows.length > limit;
    const shown = more ? rows.slice(0, limit) : rows;
    const last = shown.at(-1);
    return {
      projects: shown.map(toProject),
      nextCursor: more && last ? encodeCursor([last.createdAtExact, last.id]) : null,
    };
  }

  async get(userId: string, projectId: string): Promise<Project> {
    this.assertId(projectId);
    const [row] = await this.getQuery.execute({ projectId, userId });
    if (!row) throw new NotFound(NOT_FOUND);
    return toProject(row);
  }

  async create(userId: string, rawTitle: string): Promise<Project> {
    const title = ProjectTitleSchema.parse(rawTitle);
    const [row] = await this.db.insert(projects).values({ userId, title }).returning({ id: projects.id });
    const project = await this.get(userId, row!.id);
    await this.publishChange(userId, { type: 'created', project });
    return project;
  }

  async rename(userId: string, projectId: string, rawTitle: string): Promise<Project> {
    const title = ProjectTitleSchema.parse(rawTitle);
    await this.ownedUpdate(userId, projectId, { title, updatedAt: this.now() });
    return this.changed(userId, projectId);
  }

  async remove(userId: string, projectId: string): Promise<void> {
    this.assertId(projectId);
    const deleted = await this.db
      .delete(projects)
      .where(and(eq(projects.id, projectId), eq(projects.userId, userId)))
      .returning({ id: projects.id });
    if (!deleted.length) throw new NotFound(NOT_FOUND);
    await this.publishChange(userId, { type: 'deleted', projectId });
  }

  /** Spec §4: completing marks every step complete, server side. */
  async complete(userId: string, projectId: string): Promise<Project> {
    const project = await this.get(userId, projectId);
    if (!project.hasSteps) throw new Invalid('This project has no steps to complete yet.');
    const at = this.now();
    // one statement for all the steps; both writes commit together or not at all
    await this.db.transaction(async (tx) => {
      await tx
        .update(steps)
        .set({ completed: true, completedAt: at })
        .where(and(eq(steps.projectId, projectId), eq(steps.completed, false)));
      await tx
        .update(projects)
        .set({ completedAt: at, lastActivity: at, updatedAt: at })
        .where(and(eq(projects.id, projectId), eq(projects.userId, userId)));
    });
    return this.changed(userId, projectId);
  }

  /** The fraction of completed steps, 0…1 (spec §7 GET /project/{id}/progress). */
  async progress(userId: string, projectId: string): Promise<number> {
    this.assertId(projectId);
    const counts = this.stepCounts();
    const [row] = await this.db
      .select({ total: counts.total, done: counts.done })
      .from(projects)
      .leftJoinLateral(counts, sql`true`)
      .where(and(eq(projects.id, projectId), eq(projects.userId, userId)));
    if (!row) throw new NotFound(NOT_FOUND);
    return row.total === 0 ? 0 : row.done / row.total;
  }

  /** Records activity on a project (chat, steps) and tells the user's devices. */
  async touch(userId: string, projectId: string): Promise<Project> {
    await this.ownedUpdate(userId, projectId, { lastActivity: this.now() });
    return this.changed(userId, projectId);
  }

  /** Publishes the project's fresh state after another feature changed it (e.g. a step). */
  async changed(userId: string, projectId: string): Promise<Project> {
    const project = await this.get(userId, projectId);
    await this.publishChange(userId, { type: 'updated', project });
    return project;
  }

  /**
   * Tells every open connection of the user about a change (topic `user:<id>:projects`). The bus
   * carries only the id; each subscription reads the project for its own user. The change is stored
   * already: an event that can't be published is not an error for the caller (subscribers read the
   * list again whenever their stream or the bus reconnects).
   */
  async publishChange(userId: string, change: ProjectChange): Promise<void> {
    if (change.type === 'resync') return;
    const event: ProjectBusEvent = {
      type: change.type,
      projectId: change.type === 'deleted' ? change.projectId : change.project._id,
    };
    await this.bus.publish(projectTopic(userId), event).catch(() => undefined);
  }

  private async ownedUpdate(userId: string, projectId: string, values: Partial<typeof projects.$inferInsert>) {
    this.assertId(projectId);
    const updated = await this.db
      .update(projects)
      .set(values)
      .where(and(eq(projects.id, projectId), eq(projects.userId, userId)))
      .returning({ id: projects.id });
    if (!updated.length) throw new NotFound(NOT_FOUND);
  }

  /** A malformed id is "not found" for the caller, and never reaches PostgreSQL as a bad uuid. */
  private assertId(projectId: string): void {
    if (!isUuid(projectId)) throw new NotFound(NOT_FOUND);
  }

  /**
   * A project's steps counted, as a lateral subquery: only the projects a query reads are counted, so a
   * page costs the same however many projects the person has.
   */
  private stepCounts() {
    return this.db
      .select({
        total: sql<number>`count(*)::int`.as('total'),
        done: sql<number>`(count(*) filter (where ${steps.completed}))::int`.as('done'),
      })
      .from(steps)
      .where(eq(steps.projectId, projects.id))
      .as('progress');
  }

  private selectWithProgress(counts: ReturnType<ProjectService['stepCounts']>) {
    return (
      this.db
        .select({
          id: projects.id,
          title: projects.title,
          lastActivity: projects.lastActivity,
          projectImages: projects.projectImages,
          createdAt: projects.createdAt,
          createdAtExact: exactTime(projects.createdAt),
          total: counts.total,
          done: counts.done,
          stopCategory: safetyStops.category,
          stopSince: safetyStops.createdAt,
        })
        .from(projects)
        .leftJoinLateral(counts, sql`true`)
        // at most one stop is in force per project (a unique partial index), so the join adds no rows
        .leftJoin(safetyStops, and(eq(safetyStops.projectId, projects.id), isNull(safetyStops.liftedAt)))
        .$dynamic()
    );
  }
}

/** A project page's cursor: the last project's creation time (to the microsecond) and id. */
const ProjectCursorSchema = z.tuple([CursorTimeSchema, CursorIdSchema]);

/** Which page of which list: the cursor of the page before (none: the first), its size and the filter. */
interface ProjectPageOptions {
  cursor?: string | null;
  limit?: number;
  status?: ProjectStatus;
  search?: string;
}

type ProgressRow = {
  id: string;
  title: string;
  lastActivity: Date | null;
  projectImages: string[];
  createdAt: Date;
  createdAtExact: string;
  total: number;
  done: number;
  stopCategory: string | null;
  stopSince: Date | null;
};

function toProject(row: ProgressRow): Project {
  return {
    _id: row.id,
    projectTitle: row.title,
    lastActivity: row.lastActivity ? row.lastActivity.toISOString() : null,
    percentComplete: row.total === 0 ? 0 : Math.round((100 * row.done) / row.total),
    projectImages: row.projectImages,
    hasSteps: row.total > 0,
    createdAt: row.createdAt.toISOString(),
    safetyStop:
      row.stopCategory && row.stopSince
        ? safetyStopView({ category: row.stopCategory, createdAt: row.stopSince })
        : null,
  };
}
