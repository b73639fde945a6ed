import { and, asc, eq } from 'drizzle-orm';
import { CHAT_TEXT, GuidanceStepSchema, UNKNOWN_STEP, type SafetyStop } from '@fixwise/shared';
import type { Db } from '../../db/connect';
import { chatMessages, chatSessions, projectTools } from '../../db/schema';
import { Invalid, NotFound } from '../../errors';
import type { Logger } from '../../logger';
import type { HazardCategory } from '../../assistant/safety/categories';
import { decideSafety, type SafetyDecision } from '../../assistant/safety/gate';
import { offeredTools, ownedToolsSaid } from '../../assistant/tools/owned';
import {
  DEFAULT_SUGGESTIONS,
  INTRO_MESSAGE,
  STEP_INTRO_MESSAGE,
  STEP_SUGGESTIONS,
  type Assistant,
  type ChatTurn,
  type ConverseResult,
  type CurrentState,
  type SkillProfile,
} from '../../assistant/port';
import type { ProjectContextReader } from '../context/reader';
import type { SafetyService } from '../safety/service';
import { safetyStopView } from '../safety/view';
import type { ImageService } from '../images/service';
import type { ProjectService } from '../projects/service';
import { ReplyStreams, type ReplyEvent } from './replies';
import type { EventBus } from '../../events/bus';

export type ChatKind = 'project' | 'step';
/** Spec §8: the failure each conversation shows (step guidance says it more briefly). */
const failedText = (kind: string) => (kind === 'step' ? CHAT_TEXT.stepFailure : CHAT_TEXT.projectFailure);

/** Rebuilds the project's plan (step guidance that ends in 'complete'); resolves once the job is queued. */
export type Replanner = (userId: string, projectId: string, entryId: string | null) => Promise<void>;
export const MAX_MESSAGE_LENGTH = 4000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ChatMessageView {
  id: string;
  role: 'user' | 'assistant';
  text: string;
  imageIds: string[];
  status: 'streaming' | 'done' | 'failed';
  suggestedMessages: string[];
  /** Step guidance: the step the person asked from. */
  step: number | null;
  createdAt: string;
}

export interface SentMessage {
  sessionId: string;
  userMessage: ChatMessageView;
  replyId: string;
}

/**
 * Project conversations: every message is stored before it is acknowledged, safety triage runs
 * before the engine, and replies stream through the event bus while the full text is stored once.
 */
export class ChatService {
  private readonly streams: ReplyStreams;
  private readonly running = new Map<string, Promise<ReplyEvent>>();

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly projects: ProjectService,
    private readonly images: ImageService,
    private readonly assistant: Assistant,
    private readonly logger: Logger,
    private readonly safety: SafetyService,
    private readonly context: ProjectContextReader,
    private readonly replan: Replanner = async () => undefined,
  ) {
    this.streams = new ReplyStreams(bus);
  }

  /**
   * The project's conversation of this kind (the intake chat, or step guidance), created with the
   * assistant's intro on first use.
   */
  async session(userId: string, projectId: string, kind: ChatKind = 'project'): Promise<typeof chatSessions.$inferSelect> {
    const existing = await this.findSession(userId, projectId, kind);
    if (existing) return existing;
    const [created] = await this.db.insert(chatSessions).values({ projectId, userId, kind }).onConflictDoNothing().returning();
    if (!created) return (await this.findSession(userId, projectId, kind))!; // created at the same moment by another request
    await this.db.insert(chatMessages).values({
      sessionId: created.id,
      role: 'assistant',
      text: kind === 'step' ? STEP_INTRO_MESSAGE : INTRO_MESSAGE,
      suggestedMessages: kind === 'step' ? [...STEP_SUGGESTIONS] : [...DEFAULT_SUGGESTIONS],
    });
    return created;
  }

  /** The conversation if it has been started (spec GET /step-guidance/started). */
  async findSession(userId: string, projectId: string, kind: ChatKind) {
    await this.projects.get(userId, projectId); // ownership
    const [row] = await this.db
      .select()
      .from(chatSessions)
      .where(and(eq(chatSessions.projectId, projectId), eq(chatSessions.kind, kind)));
    return row;
  }

  async history(
    userId: string,
    sessionId: string,
  ): Promise<{ sessionId: string; kind: ChatKind; currentState: string; safetyStop: SafetyStop | null; messages: ChatMessageView[] }> {
    const session = await this.ownedSession(userId, sessionId);
    const [rows, stop] = await Promise.all([
      this.db.select().from(chatMessages).where(eq(chatMessages.sessionId, sessionId)).orderBy(asc(chatMessages.createdAt), asc(chatMessages.role)),
      this.safety.inForce(session.projectId),
    ]);
    return {
      sessionId,
      kind: session.kind,
      currentState: session.currentState,
      safetyStop: stop ? safetyStopView(stop) : null,
      messages: rows.map((m) => ({
        id: m.id,
        role: m.role,
        text: m.status === 'streaming' ? (this.streams.textSoFar(m.id) ?? m.text) : m.text,
        imageIds: m.imageIds,
        status: m.status,
        suggestedMessages: m.suggestedMessages,
        step: m.stepNumber,
        createdAt: m.createdAt.toISOString(),
      })),
    };
  }

  /** Stores the person's message and starts the reply; the reply streams on `replyTopic(replyId)`. */
  async send(
    userId: string,
    input: { projectId: string; kind?: ChatKind; step?: number; text: string; imageIds?: string[] },
  ): Promise<SentMessage> {
    const text = input.text.trim();
    const imageIds = input.imageIds ?? [];
    const kind = input.kind ?? 'project';
    const step = kind === 'step' ? (input.step ?? UNKNOWN_STEP) : null;
    if (!text && imageIds.length === 0) throw new Invalid('Type a message or attach a photo.');
    if (text.length > MAX_MESSAGE_LENGTH) throw new Invalid(`A message can have at most ${MAX_MESSAGE_LENGTH} characters.`);
    if (step !== null) {
      const checked = GuidanceStepSchema.safeParse(step);
      if (!checked.success) throw new Invalid(checked.error.issues[0]!.message);
    }
    const session = await this.session(userId, input.projectId, kind);
    await this.images.assertOwned(userId, imageIds);

    const { userMessage, replyId } = await this.db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(chatMessages)
        .values({ sessionId: session.id, role: 'user', text, imageIds, stepNumber: step })
        .returning();
      const [reply] = await tx
        .insert(chatMessages)
        .values({ sessionId: session.id, role: 'assistant', status: 'streaming', createdAt: new Date(stored!.createdAt.getTime() + 1) })
        .returning({ id: chatMessages.id });
      return { userMessage: stored!, replyId: reply!.id };
    });
    this.streams.begin(replyId);
    const run = this.reply(userId, session.id, input.projectId, replyId, { id: userMessage.id, text, imageIds, step });
    this.running.set(replyId, run);
    void run.finally(() => this.running.delete(replyId));
    void this.projects.touch(userId, input.projectId).catch(() => undefined);

    return {
      sessionId: session.id,
      replyId,
      userMessage: {
        id: userMessage.id,
        role: 'user',
        text,
        imageIds,
        status: 'done',
        suggestedMessages: [],
        step,
        createdAt: userMessage.createdAt.toISOString(),
      },
    };
  }

  /** Tools the person says they own for this project (kept per project, spec §3 owned_tools). */
  async addOwnedTools(userId: string, projectId: string, names: string[]): Promise<void> {
    await this.projects.get(userId, projectId);
    const unique = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
    if (!unique.length) return;
    await this.db
      .insert(projectTools)
      .values(unique.map((name) => ({ projectId, name, source: 'user' as const })))
      .onConflictDoNothing();
  }

  /** Waits for replies still being written (graceful shutdown). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.running.values()]);
  }

  /** Tools kept for the project: confirmed ones shape the plan; detected ones wait for a yes. */
  async ownedTools(userId: string, projectId: string) {
    await this.projects.get(userId, projectId);
    const rows = await this.db
      .select({ name: projectTools.name, source: projectTools.source, confidence: projectTools.confidence, confirmed: projectTools.confirmed })
      .from(projectTools)
      .where(eq(projectTools.projectId, projectId))
      .orderBy(asc(projectTools.createdAt));
    return rows;
  }

  /** Spec §3 detected tools: what the assistant sees in a photo, kept unconfirmed until the person agrees. */
  async detectTools(userId: string, projectId: string, imageId: string) {
    await this.projects.get(userId, projectId);
    const image = await this.images.read(userId, imageId);
    const detected = await this.assistant.detectTools({ mime: image.mime, data: image.bytes });
    const usable = detected.filter((t) => t.name.trim() && t.confidence > 0).slice(0, 10);
    if (usable.length) {
      await this.db
        .insert(projectTools)
        .values(
          usable.map((t) => ({
            projectId,
            name: t.name.trim().toLowerCase(),
            source: 'detected' as const,
            confidence: Math.round(t.confidence * 100),
            confirmed: false,
          })),
        )
        .onConflictDoNothing();
    }
    return this.ownedTools(userId, projectId);
  }

  async confirmTool(userId: string, projectId: string, name: string) {
    await this.projects.get(userId, projectId);
    await this.db
      .update(projectTools)
      .set({ confirmed: true })
      .where(and(eq(projectTools.projectId, projectId), eq(projectTools.name, name)));
    return this.ownedTools(userId, projectId);
  }

  async removeTool(userId: string, projectId: string, name: string) {
    await this.projects.get(userId, projectId);
    await this.db.delete(projectTools).where(and(eq(projectTools.projectId, projectId), eq(projectTools.name, name)));
    return this.ownedTools(userId, projectId);
  }

  /** For the non-streaming REST call: the finished reply. */
  async waitForReply(replyId: string): Promise<ReplyEvent> {
    const running = this.running.get(replyId);
    if (running) return running;
    const [row] = await this.db.select().from(chatMessages).where(eq(chatMessages.id, replyId));
    if (!row) throw new NotFound('Reply not found');
    return this.finalEvent(row);
  }

  /** Checks that the reply belongs to the user; returns what is known of it right now. */
  async replyState(userId: string, replyId: string): Promise<{ text: string; final: ReplyEvent | null }> {
    if (!UUID.test(replyId)) throw new NotFound('Reply not found');
    const [row] = await this.db
      .select({ message: chatMessages, userId: chatSessions.userId })
      .from(chatMessages)
      .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
      .where(eq(chatMessages.id, replyId));
    if (!row || row.userId !== userId || row.message.role !== 'assistant') throw new NotFound('Reply not found');
    const live = this.streams.textSoFar(replyId);
    if (live !== null) return { text: live, final: null };
    if (row.message.status === 'streaming') {
      // streaming on another instance: its deltas arrive over the bus; nothing cached here
      return { text: '', final: null };
    }
    return { text: row.message.text, final: await this.finalEvent(row.message) };
  }

  private async finalEvent(row: typeof chatMessages.$inferSelect): Promise<ReplyEvent> {
    const [session] = await this.db.select().from(chatSessions).where(eq(chatSessions.id, row.sessionId));
    if (row.status === 'failed') return { type: 'failed', offset: 0, detail: failedText(session?.kind ?? 'project') };
    return {
      type: 'done',
      offset: row.text.length,
      response: row.text,
      suggested_messages: row.suggestedMessages,
      current_state: (session?.currentState ?? 'in_progress') as CurrentState,
    };
  }

  private async ownedSession(userId: string, sessionId: string) {
    if (!UUID.test(sessionId)) throw new NotFound('Chat session not found');
    const [session] = await this.db
      .select()
      .from(chatSessions)
      .where(and(eq(chatSessions.id, sessionId), eq(chatSessions.userId, userId)));
    if (!session) throw new NotFound('Chat session not found');
    return session;
  }

  private async reply(
    userId: string,
    sessionId: string,
    projectId: string,
    replyId: string,
    message: { id: string; text: string; imageIds: string[]; step: number | null },
  ): Promise<ReplyEvent> {
    let kind: ChatKind = 'project';
    try {
      const [session] = await this.db.select().from(chatSessions).where(eq(chatSessions.id, sessionId));
      kind = session!.kind;
      const [profile, stop, said] = await Promise.all([
        this.context.profile(userId),
        this.safety.inForce(projectId),
        this.context.conversation(projectId),
      ]);
      const earlier = said.filter((turn) => turn.role === 'user' && turn.id !== message.id).map((turn) => turn.text);
      const decision = decideSafety({ text: message.text, stopped: (stop?.category as HazardCategory | undefined) ?? null, homeAge: profile.homeAge, earlier });
      let result: ConverseResult;
      if (decision.kind === 'none') {
        result = await this.converse(userId, projectId, kind, session!.memory, message, profile, said.filter((t) => t.kind === kind && t.id !== message.id), replyId);
      } else {
        result = await this.applySafety(userId, projectId, kind, session!.memory, decision);
        this.streams.push(replyId, result.response);
      }
      // the finished reply is stored once, then announced
      await this.db.transaction(async (tx) => {
        await tx
          .update(chatMessages)
          .set({ text: result.response, status: 'done', suggestedMessages: result.suggested_messages })
          .where(eq(chatMessages.id, replyId));
        await tx
          .update(chatSessions)
          .set({ currentState: result.current_state, memory: result.memory, updatedAt: new Date() })
          .where(eq(chatSessions.id, sessionId));
      });
      // step guidance ending in 'complete' rebuilds the plan; the job is queued before the reply is
      // announced, so a wait screen opened on 'complete' never sees the old plan as the finished one
      if (kind === 'step' && result.current_state === 'complete') {
        await this.replan(userId, projectId, result.replan?.entryId ?? null);
      }
      const done: ReplyEvent = {
        type: 'done',
        offset: result.response.length,
        response: result.response,
        suggested_messages: result.suggested_messages,
        current_state: result.current_state,
      };
      await this.streams.finish(replyId, done);
      return done;
    } catch (error) {
      this.logger.error({ err: error, replyId }, 'assistant reply failed');
      await this.db.update(chatMessages).set({ status: 'failed' }).where(eq(chatMessages.id, replyId)).catch(() => undefined);
      const failed: ReplyEvent = { type: 'failed', offset: 0, detail: failedText(kind) };
      await this.streams.finish(replyId, failed);
      return failed;
    }
  }

  /** A stop, a stop held, or a stop lifted: the reply is the stop's, never the engine's. */
  private async applySafety(
    userId: string,
    projectId: string,
    kind: ChatKind,
    memory: Record<string, unknown>,
    decision: Exclude<SafetyDecision, { kind: 'none' }>,
  ): Promise<ConverseResult> {
    if (decision.kind === 'lift') {
      await this.safety.lift(userId, projectId, decision.note);
      // what is left is a new conversation: the intake starts again from what the person says next,
      // wherever the stop was lifted
      await this.db
        .update(chatSessions)
        .set({ currentState: 'in_progress', memory: {} })
        .where(and(eq(chatSessions.projectId, projectId), eq(chatSessions.kind, 'project'), eq(chatSessions.currentState, 'safety_stop')));
      return { response: decision.reply, suggested_messages: [], current_state: 'in_progress', memory: kind === 'project' ? {} : memory };
    }
    if (decision.kind === 'stop') await this.safety.stop(userId, projectId, decision.hazard);
    return { response: decision.reply, suggested_messages: [], current_state: 'safety_stop', memory };
  }

  /** The engine's turn: tools the person says they own are kept first, so the answer already counts them. */
  private async converse(
    userId: string,
    projectId: string,
    kind: ChatKind,
    memory: Record<string, unknown>,
    message: { text: string; imageIds: string[]; step: number | null },
    profile: SkillProfile,
    history: ChatTurn[],
    replyId: string,
  ): Promise<ConverseResult> {
    const lastAssistant = history.filter((turn) => turn.role === 'assistant').at(-1)?.text;
    const saidOwned = ownedToolsSaid(message.text, offeredTools(lastAssistant));
    if (saidOwned.length) await this.addOwnedTools(userId, projectId, saidOwned);
    const [ownedTools, images, plan] = await Promise.all([
      this.context.ownedTools(projectId, profile),
      Promise.all(message.imageIds.map((id) => this.images.read(userId, id))),
      kind === 'step' ? this.context.planContext(projectId, message.step ?? UNKNOWN_STEP) : undefined,
    ]);
    return this.assistant.converse(
      {
        kind,
        ...(plan ? { plan } : {}),
        history: history.filter((turn) => turn.text).map(({ role, text }) => ({ role, text })),
        message: { text: message.text, imageCount: images.length, images: images.map((i) => ({ mime: i.mime, data: i.bytes })) },
        profile,
        ownedTools,
        memory,
      },
      (chunk) => this.streams.push(replyId, chunk),
    );
  }
}
