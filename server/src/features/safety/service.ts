import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { GENERATION_BLOCKED_TEXT, type SafetyStop } from '@fixwise/shared';
import type { HazardCategory } from '../../assistant/safety/categories';
import { PRIORITY } from '../../assistant/safety/triage';
import type { Db } from '../../db/connect';
import { safetyStops } from '../../db/schema';
import { Conflict } from '../../errors';
import type { ProjectService } from '../projects/service';
import { safetyStopView } from './view';

export type StopRow = typeof safetyStops.$inferSelect;

/**
 * Safety as project state: a stop is recorded when triage finds a hazard, holds for every later message
 * in both conversations and for plan generation, and is lifted only when the person reports that a
 * professional has made it safe. Callers have checked that the project is the user's.
 */
export class SafetyService {
  constructor(
    private readonly db: Db,
    private readonly projects: ProjectService,
  ) {}

  async inForce(projectId: string): Promise<StopRow | null> {
    const [row] = await this.db
      .select()
      .from(safetyStops)
      .where(and(eq(safetyStops.projectId, projectId), isNull(safetyStops.liftedAt)));
    return row ?? null;
  }

  async view(userId: string, projectId: string): Promise<SafetyStop | null> {
    await this.projects.get(userId, projectId);
    const row = await this.inForce(projectId);
    return row ? safetyStopView(row) : null;
  }

  /** When the last stop was lifted: what was said before it belongs to the hazard, not to what is left. */
  async liftedAt(projectId: string): Promise<Date | null> {
    const [row] = await this.db
      .select({ liftedAt: safetyStops.liftedAt })
      .from(safetyStops)
      .where(and(eq(safetyStops.projectId, projectId), isNotNull(safetyStops.liftedAt)))
      .orderBy(desc(safetyStops.liftedAt))
      .limit(1);
    return row?.liftedAt ?? null;
  }

  /**
   * Records a stop. With one in force already, a more urgent hazard takes its category (the stop keeps
   * its start). Returns the stop now in force.
   */
  async stop(
    userId: string,
    projectId: string,
    hazard: { category: HazardCategory; ruleId: string },
  ): Promise<StopRow> {
    await this.db
      .insert(safetyStops)
      .values({ projectId, category: hazard.category, ruleId: hazard.ruleId })
      .onConflictDoNothing();
    const row = (await this.inForce(projectId))!;
    if (row.category !== hazard.category && rank(hazard.category) < rank(row.category)) {
      await this.db
        .update(safetyStops)
        .set({ category: hazard.category, ruleId: hazard.ruleId })
        .where(eq(safetyStops.id, row.id));
    }
    await this.projects.changed(userId, projectId);
    return (await this.inForce(projectId))!;
  }

  async lift(userId: string, projectId: string, note: string): Promise<void> {
    await this.db
      .update(safetyStops)
      .set({ liftedAt: new Date(), liftedNote: note.slice(0, 1000) })
      .where(and(eq(safetyStops.projectId, projectId), isNull(safetyStops.liftedAt)));
    await this.projects.changed(userId, projectId);
  }

  /** Plan generation refuses a stopped project: a CONFLICT with the reason and whom to call. */
  async assertNoStop(projectId: string): Promise<void> {
    const row = await this.inForce(projectId);
    if (row) throw new Conflict(GENERATION_BLOCKED_TEXT.safetyStop(safetyStopView(row)));
  }
}

const rank = (category: string) => {
  const at = PRIORITY.indexOf(category as HazardCategory);
  return at < 0 ? PRIORITY.length : at;
};
