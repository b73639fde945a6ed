import { randomUUID } from 'node:crypto';
import { and, asc, eq, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  GENERATION_BLOCKED_TEXT,
  GENERATION_COMPLETED,
  type GenerationBlock,
  formatDuration,
  roundEstimateMinutes,
  storeSearchLink,
  videoSearchLink,
  type Estimation,
  type GenerationStatus,
  type PlanStep,
  type PlanTool,
} from '@fixwise/shared';
import type { Db } from '../../db/connect';
import { chatSessions, generationJobs, planEstimations, planTools, steps } from '../../db/schema';
import type { EventBus } from '../../events/bus';
import { Conflict, NotFound } from '../../errors';
import type { Logger } from '../../logger';
import type { GeneratedPlan, PlanInput, StepImager } from '../../assistant/plan';
import type { ProjectContextReader } from '../context/reader';
import type { SafetyService } from '../safety/service';
import { safetyStopView } from '../safety/view';
import type { ImageService } from '../images/service';
import type { ProjectService } from '../projects/service';

/** A claim older than this is considered abandoned (its instance died) and can be taken over. */
export const STALE_CLAIM_MS = 2 * 60 * 1000;
export const generationTopic = (projectId: string) => `project:${projectId}:generation`;

export interface GenerationEvent {
  status: GenerationStatus;
  error: string | null;
  /** Why no plan can be made now (a safety stop, or the conversation isn't finished); null otherwise. */
  blocked?: GenerationBlock | null;
}

export type Planner = (input: PlanInput) => Promise<GeneratedPlan> | GeneratedPlan;

/**
 * Plan generation as a durable job: recorded before it runs, run once per project even when started
 * twice or on two instances (a conditional claim), resumed after a restart, failures kept with a
 * reason and retryable. Completion is published for subscribers.
 */
export class GenerationService {
  private readonly instanceId = randomUUID();
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly projects: ProjectService,
    private readonly safety: SafetyService,
    private readonly context: ProjectContextReader,
    private readonly planner: Planner,
    private readonly logger: Logger,
    /** Step pictures (optional): drawn after the plan is ready, kept with the owner's images. */
    private readonly pictures: { imager: StepImager; images: ImageService } | null = null,
  ) {}

  /**
   * Records the job (or re-queues a failed one) and starts it. Safe to call any number of times. A
   * project stopped for safety, or whose conversation isn't complete, gets no plan: CONFLICT with why.
   */
  async start(userId: string, projectId: string): Promise<GenerationEvent> {
    await this.projects.get(userId, projectId);
    const [job] = await this.db.select({ status: generationJobs.status }).from(generationJobs).where(eq(generationJobs.projectId, projectId));
    if (job?.status !== 'done') {
      const block = await this.blocked(projectId);
      if (block) throw new Conflict(block.detail);
    }
    await this.queue(userId, projectId, eq(generationJobs.status, 'failed'));
    this.track(this.run(projectId));
    return this.status(userId, projectId);
  }

  /** Records the project's job if it has none, and queues it again when it is in a state `requeueWhen` matches. */
  private async queue(userId: string, projectId: string, requeueWhen: SQL): Promise<void> {
    await this.db.insert(generationJobs).values({ projectId, userId }).onConflictDoNothing();
    await this.db
      .update(generationJobs)
      .set({ status: 'queued', error: null })
      .where(and(eq(generationJobs.projectId, projectId), requeueWhen));
  }

  /**
   * Rebuilds the plan (step guidance found the plan no longer fits): the job is queued again before
   * this resolves, then runs in the background. `entryId` points the offline planner at another repair.
   */
  async replan(userId: string, projectId: string, entryId: string | null): Promise<void> {
    await this.projects.get(userId, projectId);
    await this.safety.assertNoStop(projectId);
    if (entryId) {
      await this.db
        .update(chatSessions)
        .set({ memory: sql`${chatSessions.memory} || ${JSON.stringify({ entryId })}::jsonb` })
        .where(and(eq(chatSessions.projectId, projectId), eq(chatSessions.kind, 'project')));
    }
    // a job running right now is left alone: it already sees everything said so far
    await this.queue(userId, projectId, ne(generationJobs.status, 'running'));
    await this.publish(projectId, { status: 'queued', error: null });
    this.track(this.run(projectId));
  }

  async status(userId: string, projectId: string): Promise<GenerationEvent> {
    await this.projects.get(userId, projectId);
    const [[job], blocked] = await Promise.all([
      this.db.select().from(generationJobs).where(eq(generationJobs.projectId, projectId)),
      this.blocked(projectId),
    ]);
    return { status: job?.status ?? 'not_started', error: job?.error ?? null, blocked };
  }

  /** Why a plan can't be made for the project now: a safety stop in force, or an unfinished conversation. */
  async blocked(projectId: string): Promise<GenerationBlock | null> {
    const [stop, [intake]] = await Promise.all([
      this.safety.inForce(projectId),
      this.db
        .select({ state: chatSessions.currentState })
        .from(chatSessions)
        .where(and(eq(chatSessions.projectId, projectId), eq(chatSessions.kind, 'project'))),
    ]);
    if (stop) {
      const view = safetyStopView(stop);
      return { reason: 'safety_stop', detail: GENERATION_BLOCKED_TEXT.safetyStop(view), stop: view };
    }
    if (intake?.state !== 'complete') return { reason: 'conversation_incomplete', detail: GENERATION_BLOCKED_TEXT.incomplete };
    return null;
  }

  /** Spec §7 GET /generation/status: {message: "generation completed"} when done. */
  async statusMessage(userId: string, projectId: string): Promise<{ message: string }> {
    const { status, error, blocked } = await this.status(userId, projectId);
    if (status === 'done') return { message: GENERATION_COMPLETED };
    if (blocked && status !== 'running') return { message: `generation blocked: ${blocked.detail}` };
    if (status === 'failed') return { message: `generation failed: ${error ?? 'unknown error'}` };
    if (status === 'not_started') return { message: 'generation not started' };
    return { message: 'generation in progress' };
  }

  private track(job: Promise<void>): void {
    this.running.add(job);
    void job.finally(() => this.running.delete(job));
  }

  /** Waits for jobs this instance is running (graceful shutdown). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  /** Picks up jobs left queued or abandoned by a stopped instance (called at start-up). */
  async resume(): Promise<number> {
    const stale = new Date(Date.now() - STALE_CLAIM_MS);
    const jobs = await this.db
      .select({ projectId: generationJobs.projectId })
      .from(generationJobs)
      .where(or(eq(generationJobs.status, 'queued'), and(eq(generationJobs.status, 'running'), lt(generationJobs.claimedAt, stale))));
    await Promise.all(jobs.map((job) => this.run(job.projectId)));
    return jobs.length;
  }

  /** Runs the job if this instance wins the claim; otherwise someone else has it (or it is done). */
  async run(projectId: string): Promise<void> {
    const stale = new Date(Date.now() - STALE_CLAIM_MS);
    const [job] = await this.db
      .update(generationJobs)
      .set({ status: 'running', claimedBy: this.instanceId, claimedAt: new Date(), attempts: sql`${generationJobs.attempts} + 1` })
      .where(
        and(
          eq(generationJobs.projectId, projectId),
          or(eq(generationJobs.status, 'queued'), and(eq(generationJobs.status, 'running'), lt(generationJobs.claimedAt, stale))),
        ),
      )
      .returning();
    if (!job) return;
    await this.publish(projectId, { status: 'running', error: null });
    try {
      // a stop made after the job was queued (or before a restart resumed it) still refuses the plan
      await this.safety.assertNoStop(projectId);
      const plan = await this.planner(await this.context.planInput(job.userId, projectId));
      await this.store(projectId, plan);
      await this.db
        .update(generationJobs)
        .set({ status: 'done', finishedAt: new Date(), error: null })
        .where(and(eq(generationJobs.projectId, projectId), eq(generationJobs.claimedBy, this.instanceId)));
      await this.publish(projectId, { status: 'done', error: null });
      await this.projects.changed(job.userId, projectId).catch(() => undefined);
      // the plan is usable now; pictures follow and each step shows its illustration until then
      if (this.pictures) this.track(this.drawSteps(job.userId, projectId, plan.estimation.summary));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn({ projectId, reason }, 'plan generation failed');
      await this.db
        .update(generationJobs)
        .set({ status: 'failed', error: reason, finishedAt: new Date() })
        .where(eq(generationJobs.projectId, projectId));
      await this.publish(projectId, { status: 'failed', error: reason });
    }
  }

  async estimation(userId: string, projectId: string): Promise<Estimation> {
    await this.projects.get(userId, projectId);
    const [row] = await this.db.select().from(planEstimations).where(eq(planEstimations.projectId, projectId));
    if (!row) throw new NotFound('There is no plan for this project yet.');
    const minutes = roundEstimateMinutes(row.minutes);
    return {
      minutes,
      duration: formatDuration(minutes),
      cost: row.costMin,
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
    const rows = await this.db.select().from(planTools).where(eq(planTools.projectId, projectId)).orderBy(asc(planTools.position));
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
    const rows = await this.db.select().from(steps).where(eq(steps.projectId, projectId)).orderBy(asc(steps.stepNumber));
    return rows.map((s) => ({
      _id: s.id,
      step_number: s.stepNumber,
      title: s.title,
      summary: s.summary,
      instructions: s.instructions,
      time_text: s.timeText ?? (s.estTimeMin ? `${s.estTimeMin} min` : '10–15 min'),
      est_time_min: s.estTimeMin,
      tools_needed: s.toolsNeeded,
      safety_warnings: s.safetyWarnings,
      tips: s.tips,
      image: s.image?.status === 'complete' ? s.image : null,
      videoUrl: s.videoUrl,
      completed: s.completed,
      feedback: s.feedback === 0 || s.feedback === 1 ? s.feedback : null,
    }));
  }

  /** Replaces any earlier plan of the project in one transaction. */
  private async store(projectId: string, plan: GeneratedPlan): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(steps).where(eq(steps.projectId, projectId));
      await tx.delete(planTools).where(eq(planTools.projectId, projectId));
      await tx.delete(planEstimations).where(eq(planEstimations.projectId, projectId));
      await tx.insert(planEstimations).values({ projectId, ...plan.estimation });
      if (plan.tools.length) {
        await tx.insert(planTools).values(
          plan.tools.map((t, i) => ({
            projectId,
            position: i + 1,
            name: t.name,
            description: t.description,
            priceMin: t.priceMin === null ? null : Math.round(t.priceMin),
            priceMax: t.priceMax === null ? null : Math.round(t.priceMax),
            required: t.required,
            owned: t.owned,
            link: storeSearchLink(t.name),
            riskFactors: t.riskFactors,
            safetyMeasures: t.safetyMeasures,
          })),
        );
      }
      await tx.insert(steps).values(
        plan.steps.map((s, i) => ({
          projectId,
          stepNumber: i + 1,
          title: s.title,
          summary: s.summary,
          instructions: s.instructions,
          timeText: `${s.minutes} min`,
          estTimeMin: s.minutes,
          toolsNeeded: s.toolsNeeded,
          safetyWarnings: s.safetyWarnings,
          tips: s.tips,
          videoUrl: videoSearchLink(s.videoQuery),
          image: this.pictures ? { status: 'pending' as const, url: null } : null,
        })),
      );
    });
  }

  /** Draws the pending step pictures one at a time; a failure marks that step's picture failed. */
  private async drawSteps(userId: string, projectId: string, repair: string): Promise<void> {
    const pending = await this.db
      .select()
      .from(steps)
      .where(and(eq(steps.projectId, projectId), sql`${steps.image}->>'status' = 'pending'`))
      .orderBy(asc(steps.stepNumber));
    for (const step of pending) {
      let image: { status: 'complete' | 'failed'; url: string | null };
      try {
        const bytes = await this.pictures!.imager({ title: step.title, instructions: step.instructions, repair });
        image = { status: 'complete', url: (await this.pictures!.images.upload(userId, bytes)).url };
      } catch (error) {
        this.logger.warn({ projectId, step: step.stepNumber, reason: error instanceof Error ? error.message : String(error) }, 'step picture failed');
        image = { status: 'failed', url: null };
      }
      // a plan rebuilt meanwhile has new rows: this updates nothing then
      await this.db.update(steps).set({ image }).where(eq(steps.id, step.id));
    }
  }

  private publish(projectId: string, event: GenerationEvent): Promise<void> {
    return this.bus.publish(generationTopic(projectId), event);
  }
}

