import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  GENERATION_BLOCKED_TEXT,
  GENERATION_COMPLETED,
  GENERATION_FAILED_TEXT,
  PLAN_STEPS_MAX,
  PLAN_TOOLS_MAX,
  type GenerationBlock,
  storeSearchLink,
  videoSearchLink,
  type GenerationEvent,
} from '@fixwise/shared';
import type { Db } from '../../db/connect';
import { chatSessions, generationJobs, planEstimations, planTools, steps } from '../../db/schema';
import type { EventBus } from '../../events/bus';
import { Conflict } from '../../errors';
import type { Logger } from '../../logger';
import { PlanFailure, withProChecks, type GeneratedPlan, type PlanInput } from '../../assistant/plan';
import type { ProjectContextReader } from '../context/reader';
import type { SafetyService } from '../safety/service';
import { safetyStopView } from '../safety/view';
import type { ProjectService } from '../projects/service';
import type { StepPictures } from './step-pictures';

/**
 * Job timings: a claim holds a lease renewed by the holder's heartbeat; once the lease has expired
 * (its instance died, or lost the database) any live instance's sweeper takes the job over. A dead
 * holder's job is taken over within leaseMs + sweepMs (20 s here; the issue asks for 30 s).
 */
export interface JobTimings {
  leaseMs: number;
  heartbeatMs: number;
  sweepMs: number;
  /** Claims of one queued job before it fails as interrupted too many times. */
  maxAttempts: number;
}
const JOB_TIMINGS: JobTimings = { leaseMs: 15_000, heartbeatMs: 5_000, sweepMs: 5_000, maxAttempts: 3 };

export const generationTopic = (projectId: string) => `project:${projectId}:generation`;

export type Planner = (input: PlanInput) => Promise<GeneratedPlan> | GeneratedPlan;

/**
 * Plan generation as a durable job: recorded before it runs; claimed with one conditional UPDATE that
 * raises a fencing token, so it runs once per project even when started twice or on several
 * instances; held by a lease the holder's heartbeat renews; taken over by any live instance's sweeper
 * once the lease expires; only the holder of the current token may store the plan or mark the job; a
 * bounded number of claims, then failed with a reason for the person; retryable. Completion is
 * published for subscribers.
 */
/**
 * The job of `projectId` as this holder took it: same fence, still running. Every write of a holder is
 * conditioned on it, so a job taken over by another instance (a newer fence) is never written by the old one.
 */
function stillHeld(projectId: string, fence: number): SQL {
  return and(
    eq(generationJobs.projectId, projectId),
    eq(generationJobs.fence, fence),
    eq(generationJobs.status, 'running'),
  )!;
}

export class GenerationService {
  private readonly instanceId = randomUUID();
  private readonly running = new Set<Promise<void>>();
  /** Jobs this instance holds: their fencing token. */
  private readonly held = new Map<string, number>();
  private readonly timings: JobTimings;
  private sweeper: NodeJS.Timeout | null = null;
  private stopping = false;

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly projects: ProjectService,
    private readonly safety: SafetyService,
    private readonly context: ProjectContextReader,
    private readonly planner: Planner,
    private readonly logger: Logger,
    /** Step pictures (optional): drawn after the plan is ready; until then each step shows its illustration. */
    private readonly pictures: StepPictures | null = null,
    timings: Partial<JobTimings> = {},
  ) {
    this.timings = { ...JOB_TIMINGS, ...timings };
  }

  /**
   * Records the job (or re-queues a failed one) and starts it. Safe to call any number of times. A
   * project stopped for safety, or whose conversation isn't complete, gets no plan: CONFLICT with why.
   */
  async start(userId: string, projectId: string): Promise<GenerationEvent> {
    await this.projects.get(userId, projectId);
    const [job] = await this.db
      .select({ status: generationJobs.status })
      .from(generationJobs)
      .where(eq(generationJobs.projectId, projectId));
    if (job?.status !== 'done') {
      const block = await this.blocked(projectId);
      if (block) throw new Conflict(block.detail);
    }
    await this.queue(userId, projectId, eq(generationJobs.status, 'failed'));
    this.track(this.run(projectId));
    return this.status(userId, projectId);
  }

  /**
   * Records the project's job if it has none, and queues it again (a new request: its claims counted
   * from zero) when it is in a state `requeueWhen` matches.
   */
  private async queue(userId: string, projectId: string, requeueWhen: SQL): Promise<void> {
    await this.db.insert(generationJobs).values({ projectId, userId }).onConflictDoNothing();
    await this.db
      .update(generationJobs)
      .set({ status: 'queued', error: null, attempts: 0, leaseExpiresAt: null })
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
    if (intake?.state === 'safety_check')
      return { reason: 'safety_check', detail: GENERATION_BLOCKED_TEXT.safetyCheck };
    if (intake?.state !== 'complete')
      return { reason: 'conversation_incomplete', detail: GENERATION_BLOCKED_TEXT.incomplete };
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

  /** Runs work in the background, kept for drain; a failure is logged, never unhandled. */
  private track(job: Promise<void>): void {
    const tracked = job.catch((error: unknown) =>
      this.logger.error(
        { reason: error instanceof Error ? error.message : String(error) },
        'plan generation job ended with an error',
      ),
    );
    this.running.add(tracked);
    void tracked.then(() => this.running.delete(tracked));
  }

  /** Waits for the jobs this instance is running now (the evaluation and tests), and goes on working. */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  /**
   * Graceful shutdown: stops claiming, waits for jobs this instance runs until `deadlineAt` (ms since
   * the epoch), then gives up the lease of those still running (queued again, lease expired) so another
   * instance takes them at once; their late results are refused by the fence.
   */
  async drain(deadlineAt = Number.POSITIVE_INFINITY): Promise<void> {
    this.stopping = true;
    this.stopSweeper();
    const until = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)).unref());
    await Promise.race([
      Promise.allSettled([...this.running]),
      ...(Number.isFinite(deadlineAt) ? [until(deadlineAt - Date.now())] : []),
    ]);
    const released = await this.release();
    if (released) this.logger.info({ released }, 'released plan jobs still running to another instance');
  }

  /** Gives up every job this instance holds: queued again with the lease expired. Returns how many. */
  async release(): Promise<number> {
    let count = 0;
    for (const [projectId, fence] of [...this.held]) {
      this.held.delete(projectId);
      const rows = await this.db
        .update(generationJobs)
        .set({ status: 'queued', leaseExpiresAt: null, claimedBy: null })
        .where(stillHeld(projectId, fence))
        .returning({ projectId: generationJobs.projectId })
        .catch(() => []);
      count += rows.length;
    }
    return count;
  }

  /** Claims and runs every job that is queued or whose holder's lease expired. Returns how many it claimed. */
  async sweep(): Promise<number> {
    if (this.stopping) return 0;
    try {
      const jobs = await this.db
        .select({ projectId: generationJobs.projectId })
        .from(generationJobs)
        .where(this.claimable());
      for (const job of jobs) this.track(this.run(job.projectId));
      return jobs.length;
    } catch (error) {
      this.logger.warn({ reason: error instanceof Error ? error.message : String(error) }, 'plan job sweep failed');
      return 0;
    }
  }

  /**
   * At start-up on the embedded database (one process): every job still running was left by a process
   * that died, so its lease is ended now and the first sweep takes it over at once.
   */
  async adoptOrphans(): Promise<void> {
    await this.db.update(generationJobs).set({ leaseExpiresAt: null }).where(eq(generationJobs.status, 'running'));
  }

  /** Every instance sweeps every `sweepMs` (and once now); returns the stop. */
  startSweeper(): () => void {
    this.stopping = false;
    void this.sweep();
    this.sweeper ??= setInterval(() => void this.sweep(), this.timings.sweepMs).unref();
    return () => this.stopSweeper();
  }

  private stopSweeper(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
  }

  /** Picks up jobs left queued or abandoned by a stopped instance (one sweep; start-up uses the sweeper). */
  async resume(): Promise<number> {
    const claimed = await this.sweep();
    await Promise.allSettled([...this.running]);
    return claimed;
  }

  /** Queued, or running under a lease that has expired (or was never given). */
  private claimable(): SQL {
    return or(
      eq(generationJobs.status, 'queued'),
      and(
        eq(generationJobs.status, 'running'),
        or(isNull(generationJobs.leaseExpiresAt), lt(generationJobs.leaseExpiresAt, sql`now()`)),
      ),
    )!;
  }

  private leaseUntil(): SQL {
    return sql`now() + ${this.timings.leaseMs} * interval '1 millisecond'`;
  }

  /** Runs the job if this instance wins the claim; otherwise someone else has it (or it is done). */
  async run(projectId: string): Promise<void> {
    if (this.stopping || this.held.has(projectId)) return;
    const [job] = await this.db
      .update(generationJobs)
      .set({
        status: 'running',
        claimedBy: this.instanceId,
        claimedAt: new Date(),
        leaseExpiresAt: this.leaseUntil(),
        fence: sql`${generationJobs.fence} + 1`,
        attempts: sql`${generationJobs.attempts} + 1`,
      })
      .where(and(eq(generationJobs.projectId, projectId), this.claimable()))
      .returning();
    if (!job) return;
    const fence = job.fence;
    if (job.attempts > this.timings.maxAttempts) {
      // claimed again and again and never finished (each holder died or lost the database)
      await this.fail(projectId, fence, GENERATION_FAILED_TEXT.interrupted, `claimed ${job.attempts} times`);
      return;
    }
    this.held.set(projectId, fence);
    let lost = false;
    const heartbeat = setInterval(() => {
      void this.db
        .update(generationJobs)
        .set({ leaseExpiresAt: this.leaseUntil() })
        .where(stillHeld(projectId, fence))
        .returning({ projectId: generationJobs.projectId })
        .then(
          (rows) => {
            if (!rows.length && !lost) {
              lost = true;
              this.logger.warn({ projectId }, 'plan job lease lost: another instance holds it now');
            }
          },
          (error: unknown) => this.logger.warn({ projectId, reason: String(error) }, 'plan job heartbeat failed'),
        );
    }, this.timings.heartbeatMs);
    heartbeat.unref();
    try {
      await this.publish(projectId, { status: 'running', error: null });
      // a stop made after the job was queued (or before a restart resumed it) still refuses the plan
      await this.safety.assertNoStop(projectId);
      const input = await this.context.planInput(job.userId, projectId);
      const plan = withProChecks(await this.planner(input), input.proChecks);
      assertPlanSize(plan);
      if (!(await this.store(projectId, fence, plan))) {
        this.logger.warn({ projectId }, 'plan not stored: this instance no longer holds the job');
        return;
      }
      await this.publish(projectId, { status: 'done', error: null });
      await this.projects.changed(job.userId, projectId).catch(() => undefined);
      // the plan is usable now; pictures follow and each step shows its illustration until then
      if (this.pictures) this.track(this.pictures.draw(job.userId, projectId, plan.estimation.summary));
    } catch (error) {
      const detail =
        error instanceof PlanFailure ? error.detail : error instanceof Error ? error.message : String(error);
      const personText =
        error instanceof PlanFailure
          ? error.message
          : error instanceof Conflict
            ? error.message
            : GENERATION_FAILED_TEXT.unknown;
      await this.fail(projectId, fence, personText, detail);
    } finally {
      clearInterval(heartbeat);
      if (this.held.get(projectId) === fence) this.held.delete(projectId);
    }
  }

  /** Marks the job failed with the person's reason, only while this claim holds it; logs the detail. */
  private async fail(projectId: string, fence: number, personText: string, detail: string): Promise<void> {
    this.logger.warn({ projectId, reason: detail }, 'plan generation failed');
    const rows = await this.db
      .update(generationJobs)
      .set({ status: 'failed', error: personText, finishedAt: new Date(), leaseExpiresAt: null })
      .where(stillHeld(projectId, fence))
      .returning({ projectId: generationJobs.projectId });
    if (rows.length) await this.publish(projectId, { status: 'failed', error: personText });
  }

  /**
   * Replaces any earlier plan of the project and marks the job done, in one transaction, only while
   * this claim (`fence`) still holds the job: a holder whose lease was taken over can never replace
   * the plan. Returns whether it stored.
   */
  private async store(projectId: string, fence: number, plan: GeneratedPlan): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [mine] = await tx
        .select({ projectId: generationJobs.projectId })
        .from(generationJobs)
        .where(stillHeld(projectId, fence))
        .for('update');
      if (!mine) return false;
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
          checks: s.checks,
          waitMinutes: s.wait?.minutes ?? null,
          waitFor: s.wait?.for ?? null,
          gateConfirm: s.gate?.confirm ?? null,
          videoUrl: videoSearchLink(s.videoQuery),
          image: this.pictures ? { status: 'pending' as const, url: null } : null,
        })),
      );
      await tx
        .update(generationJobs)
        .set({ status: 'done', finishedAt: new Date(), error: null, leaseExpiresAt: null })
        .where(and(eq(generationJobs.projectId, projectId), eq(generationJobs.fence, fence)));
      return true;
    });
  }

  /** Tells subscribers; the state is stored already, so an event the bus can't carry is logged, not thrown. */
  private async publish(projectId: string, event: GenerationEvent): Promise<void> {
    await this.bus
      .publish(generationTopic(projectId), event)
      .catch((error: unknown) =>
        this.logger.warn({ projectId, reason: String(error) }, 'generation event not published'),
      );
  }
}

/** A plan is read whole on every plan screen: one over the shared bounds is refused, whichever engine made it. */
function assertPlanSize(plan: GeneratedPlan): void {
  if (plan.steps.length > PLAN_STEPS_MAX || plan.tools.length > PLAN_TOOLS_MAX)
    throw new PlanFailure(
      GENERATION_FAILED_TEXT.invalid,
      `the plan is too large: ${plan.steps.length} steps, ${plan.tools.length} tools`,
    );
}
