import { asc, eq } from 'drizzle-orm';
import {
  DEFAULT_STEP_TIME,
  formatDuration,
  roundEstimateMinutes,
  type Estimation,
  type PlanStep,
  type PlanTool,
} from '@fixwise/shared';
import type { Db } from '../../db/connect';
import { planEstimations, planTools, steps } from '../../db/schema';
import { NotFound } from '../../errors';
import type { ProjectService } from '../projects/service';

/** A project's plan as the plan screens and the API read it (spec §3 field names), owner only. */
export class PlanView {
  constructor(
    private readonly db: Db,
    private readonly projects: ProjectService,
  ) {}

  async estimation(userId: string, projectId: string): Promise<Estimation> {
    await this.projects.get(userId, projectId);
    const [row] = await this.db.select().from(planEstimations).where(eq(planEstimations.projectId, projectId));
    if (!row) throw new NotFound('There is no plan for this project yet.');
    const minutes = roundEstimateMinutes(row.minutes);
    return {
      minutes,
      duration: formatDuration(minutes),
      cost: row.costMin,
      cost_max: Math.max(row.costMin, row.costMax),
      wait_minutes: row.waitMinutes,
      wait_for: row.waitFor,
      currency: row.currency,
      skill: row.skill,
      estimation_data: {
        total_estimated_time: { minutes },
        total_estimated_cost: { amount: row.costMin, currency: row.currency },
        summary: { complexity_level: row.skill },
      },
    };
  }

  async tools(userId: string, projectId: string): Promise<PlanTool[]> {
    await this.projects.get(userId, projectId);
    const rows = await this.db
      .select()
      .from(planTools)
      .where(eq(planTools.projectId, projectId))
      .orderBy(asc(planTools.position));
    return rows.map((t) => ({
      _id: t.id,
      name: t.name,
      description: t.description,
      price_min: t.priceMin,
      price_max: t.priceMax,
      required: t.required,
      owned: t.owned,
      amazon_link: t.link,
      image_link: t.imageLink,
      risk_factors: t.riskFactors,
      safety_measures: t.safetyMeasures,
    }));
  }

  async steps(userId: string, projectId: string): Promise<PlanStep[]> {
    await this.projects.get(userId, projectId);
    const rows = await this.db
      .select()
      .from(steps)
      .where(eq(steps.projectId, projectId))
      .orderBy(asc(steps.stepNumber));
    return rows.map((s) => ({
      _id: s.id,
      step_number: s.stepNumber,
      title: s.title,
      summary: s.summary,
      instructions: s.instructions,
      time_text: s.timeText ?? (s.estTimeMin ? `${s.estTimeMin} min` : DEFAULT_STEP_TIME),
      est_time_min: s.estTimeMin,
      tools_needed: s.toolsNeeded,
      safety_warnings: s.safetyWarnings,
      tips: s.tips,
      checks: s.checks,
      wait: s.waitMinutes ? { minutes: s.waitMinutes, for: s.waitFor ?? '' } : null,
      gate: s.gateConfirm ? { confirm: s.gateConfirm } : null,
      image: s.image?.status === 'complete' ? s.image : null,
      videoUrl: s.videoUrl,
      completed: s.completed,
      feedback: s.feedback === 0 || s.feedback === 1 ? s.feedback : null,
    }));
  }
}
