import { and, asc, eq, lte } from 'drizzle-orm';
import { ProjectFeedbackSchema } from '@fixwise/shared';
import type { Db } from '../../db/connect';
import { projectFeedback, projects, steps } from '../../db/schema';
import { Invalid } from '../../errors';
import type { ProjectService } from '../projects/service';

/** Working through a plan: step completion and thumbs, the completion message and the rating. */
export class StepService {
  constructor(
    private readonly db: Db,
    private readonly projects: ProjectService,
  ) {}

  private async stepRow(userId: string, projectId: string, stepNumber: number) {
    await this.projects.get(userId, projectId);
    if (!Number.isInteger(stepNumber) || stepNumber < 1)
      throw new Invalid('The step number must be a whole number from 1.');
    const [row] = await this.db
      .select()
      .from(steps)
      .where(and(eq(steps.projectId, projectId), eq(steps.stepNumber, stepNumber)));
    if (!row) throw new Invalid(`Step ${stepNumber} not found`);
    return row;
  }

  /** Marks one step done (spec §4); `andEarlier` completes the steps before it too. */
  async complete(userId: string, projectId: string, stepNumber: number, opts: { andEarlier?: boolean } = {}) {
    await this.stepRow(userId, projectId, stepNumber);
    const at = new Date();
    await this.db
      .update(steps)
      .set({ completed: true, completedAt: at })
      .where(
        and(
          eq(steps.projectId, projectId),
          opts.andEarlier ? lte(steps.stepNumber, stepNumber) : eq(steps.stepNumber, stepNumber),
          eq(steps.completed, false),
        ),
      );
    await this.db.update(projects).set({ lastActivity: at }).where(eq(projects.id, projectId));
    return this.projects.changed(userId, projectId);
  }

  async reset(userId: string, projectId: string, stepNumber: number) {
    await this.stepRow(userId, projectId, stepNumber);
    await this.db
      .update(steps)
      .set({ completed: false, completedAt: null })
      .where(and(eq(steps.projectId, projectId), eq(steps.stepNumber, stepNumber)));
    await this.db
      .update(projects)
      .set({ lastActivity: new Date(), completedAt: null })
      .where(eq(projects.id, projectId));
    return this.projects.changed(userId, projectId);
  }

  /** Thumbs up = 1, down = 0 (spec §4). */
  async feedback(userId: string, projectId: string, stepNumber: number, value: number) {
    if (value !== 0 && value !== 1) throw new Invalid('Step feedback is 1 (thumbs up) or 0 (thumbs down).');
    await this.stepRow(userId, projectId, stepNumber);
    await this.db
      .update(steps)
      .set({ feedback: value })
      .where(and(eq(steps.projectId, projectId), eq(steps.stepNumber, stepNumber)));
    return { ok: true as const };
  }

  /** Spec §7 completion message: a few words about what the person just did. */
  async completionMessage(userId: string, projectId: string): Promise<{ message: string }> {
    const project = await this.projects.get(userId, projectId);
    const rows = await this.db
      .select({ completed: steps.completed })
      .from(steps)
      .where(eq(steps.projectId, projectId))
      .orderBy(asc(steps.stepNumber));
    const done = rows.filter((r) => r.completed).length;
    if (!rows.length) return { message: `"${project.projectTitle}" is marked complete. Nice work!` };
    return {
      message: `You finished "${project.projectTitle}": ${done} of ${rows.length} steps done, and one less thing to call someone about. Nice work!`,
    };
  }

  async saveFeedback(userId: string, projectId: string, raw: unknown) {
    await this.projects.get(userId, projectId);
    const input = ProjectFeedbackSchema.parse(raw);
    await this.db.insert(projectFeedback).values({ projectId, userId, rating: input.rating, comments: input.comments });
    return { ok: true as const };
  }
}
