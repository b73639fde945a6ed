import { and, asc, eq, gt } from 'drizzle-orm';
import { NO_TOOLS_OPTION } from '@fixwise/shared';
import type { PlanInput } from '../../assistant/plan';
import type { ChatTurn, PlanContext, SkillProfile } from '../../assistant/port';
import type { Db } from '../../db/connect';
import { chatMessages, chatSessions, planTools, projects, projectTools, steps, users } from '../../db/schema';
import { hazardText } from '../../assistant/safety/data';
import type { SafetyService } from '../safety/service';

/**
 * The onboarding answer's tools ("a list is joined with comma and space", spec §3), without "I don't have any yet".
 * @internal
 */
export function profileTools(tools: string | null): string[] {
  return (tools ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t) => t && t.toLowerCase() !== NO_TOOLS_OPTION.toLowerCase());
}

/**
 * The one reader of what the assistant knows about a project: the person's profile, the tools they own
 * (onboarding, confirmed photo detections, what they said), the conversation since the last safety stop
 * was lifted, and the plan. Project chat, step guidance and both planners read through it, so these
 * rules live once. Callers have checked that the project is the user's.
 */
export class ProjectContextReader {
  constructor(
    private readonly db: Db,
    private readonly safety: SafetyService,
  ) {}

  async profile(userId: string): Promise<SkillProfile> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    return {
      experienceLevel: row?.experienceLevel ?? null,
      confidence: row?.confidence ?? null,
      tools: row?.tools ?? null,
      country: row?.country ?? null,
      state: row?.state ?? null,
      homeAge: row?.homeAge ?? null,
    };
  }

  /** Tools the person owns for this project: confirmed ones kept with the project, then onboarding's. */
  async ownedTools(projectId: string, profile: SkillProfile): Promise<string[]> {
    const kept = await this.db
      .select({ name: projectTools.name })
      .from(projectTools)
      .where(and(eq(projectTools.projectId, projectId), eq(projectTools.confirmed, true)))
      .orderBy(asc(projectTools.createdAt));
    return [...new Set([...kept.map((t) => t.name), ...profileTools(profile.tools)])];
  }

  /**
   * The project's messages since the last safety stop was lifted (what came before belongs to the hazard),
   * both conversations, finished ones only, oldest first.
   */
  async conversation(projectId: string): Promise<Array<ChatTurn & { id: string; kind: 'project' | 'step' }>> {
    const since = await this.safety.liftedAt(projectId);
    return this.db
      .select({ id: chatMessages.id, role: chatMessages.role, text: chatMessages.text, kind: chatSessions.kind })
      .from(chatMessages)
      .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
      .where(
        and(
          eq(chatSessions.projectId, projectId),
          eq(chatMessages.status, 'done'),
          since ? gt(chatMessages.createdAt, since) : undefined,
        ),
      )
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.role));
  }

  /** What a planner is given: the conversation (intake first, then step guidance), memory, profile and tools. */
  async planInput(userId: string, projectId: string): Promise<PlanInput> {
    const [profile, turns, [intake]] = await Promise.all([
      this.profile(userId),
      this.conversation(projectId),
      this.db
        .select({ memory: chatSessions.memory })
        .from(chatSessions)
        .where(and(eq(chatSessions.projectId, projectId), eq(chatSessions.kind, 'project'))),
    ]);
    const ordered = [...turns.filter((t) => t.kind === 'project'), ...turns.filter((t) => t.kind === 'step')];
    const checked = (await this.safety.checkAnswers(projectId)) ?? [];
    return {
      conversation: ordered.filter((t) => t.text).map(({ role, text }) => ({ role, text })),
      memory: intake?.memory ?? {},
      profile,
      ownedTools: await this.ownedTools(projectId, profile),
      proChecks: checked
        .filter((a) => a.answer === 'unsure' && !hazardText(a.category).lifeThreatening)
        .map((a) => ({
          ask: a.ask,
          callWho: hazardText(a.category).callWho,
          ifNoticed: hazardText(a.category).ifNoticed,
        })),
    };
  }

  /** What step guidance knows of the plan: every step, the tools, and the step asked from. */
  async planContext(projectId: string, currentStep: number): Promise<PlanContext> {
    const [[project], planSteps, tools, [intake]] = await Promise.all([
      this.db.select({ title: projects.title }).from(projects).where(eq(projects.id, projectId)),
      this.db.select().from(steps).where(eq(steps.projectId, projectId)).orderBy(asc(steps.stepNumber)),
      this.db
        .select({ name: planTools.name, required: planTools.required, owned: planTools.owned })
        .from(planTools)
        .where(eq(planTools.projectId, projectId))
        .orderBy(asc(planTools.position)),
      this.db
        .select({ memory: chatSessions.memory })
        .from(chatSessions)
        .where(and(eq(chatSessions.projectId, projectId), eq(chatSessions.kind, 'project'))),
    ]);
    return {
      title: project?.title ?? 'Your project',
      repairId: typeof intake?.memory.entryId === 'string' ? intake.memory.entryId : null,
      currentStep,
      tools,
      steps: planSteps.map((s) => ({
        number: s.stepNumber,
        title: s.title,
        summary: s.summary,
        instructions: s.instructions,
        minutes: s.estTimeMin,
        toolsNeeded: s.toolsNeeded,
        safetyWarnings: s.safetyWarnings,
        tips: s.tips,
        checks: s.checks,
        wait: s.waitMinutes ? { minutes: s.waitMinutes, for: s.waitFor ?? '' } : null,
        completed: s.completed,
      })),
    };
  }
}
