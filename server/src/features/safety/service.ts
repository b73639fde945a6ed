import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { GENERATION_BLOCKED_TEXT, type SafetyCheckView, type SafetyStop } from '@fixwise/shared';
import { urgency, type HazardCategory } from '../../assistant/safety/categories';
import { hazardText } from '../../assistant/safety/data';
import { checkSummary, type FlagAnswer } from '../../assistant/safety/red-flags';
import type { Db } from '../../db/connect';
import { safetyChecks, safetyStops } from '../../db/schema';
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
    if (row.category !== hazard.category && urgency(hazard.category) < urgency(row.category)) {
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

  /** Keeps the red-flag answers of the repair being planned (replacing those of an earlier repair). */
  async recordCheck(userId: string, projectId: string, entryId: string, answers: readonly FlagAnswer[]): Promise<void> {
    const row = { projectId, entryId, answers: [...answers], answeredAt: new Date() };
    await this.db
      .insert(safetyChecks)
      .values(row)
      .onConflictDoUpdate({
        target: safetyChecks.projectId,
        set: { entryId, answers: row.answers, answeredAt: row.answeredAt },
      });
    await this.projects.changed(userId, projectId);
  }

  /** The red-flag answers kept for the project, as the overview shows them. */
  async checkAnswers(projectId: string): Promise<FlagAnswer[] | null> {
    const [row] = await this.db.select().from(safetyChecks).where(eq(safetyChecks.projectId, projectId));
    return row ? (row.answers as FlagAnswer[]) : null;
  }

  /** The overview's safety check: the answers, and what to do if one of them changes. */
  async checkView(userId: string, projectId: string): Promise<SafetyCheckView | null> {
    await this.projects.get(userId, projectId);
    const answers = await this.checkAnswers(projectId);
    if (!answers?.length) return null;
    const categories = [...new Set(answers.map((a) => a.category as HazardCategory))];
    return {
      summary: checkSummary(answers),
      answers: answers.map((a) => ({ question: a.ask, answer: a.answer, said: a.answer === 'no' ? a.no : null })),
      ifNoticed: categories.map((c) => hazardText(c).ifNoticed),
    };
  }

  /** Plan generation refuses a stopped project: a CONFLICT with the reason and whom to call. */
  async assertNoStop(projectId: string): Promise<void> {
    const row = await this.inForce(projectId);
    if (row) throw new Conflict(GENERATION_BLOCKED_TEXT.safetyStop(safetyStopView(row)));
  }
}
