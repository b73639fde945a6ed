import { and, asc, eq } from 'drizzle-orm';
import {
  CHAT_TEXT,
  GuidanceStepSchema,
  MAX_MESSAGE_LENGTH,
  UNKNOWN_STEP,
  isUuid,
  type ChatHistory,
  type ChatKind,
  type ChatSendInput,
  type CurrentState,
  type ReplyEvent,
  type SentMessage,
} from '@fixwise/shared';
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
  type SkillProfile,
} from '../../assistant/port';
import type { ProjectContextReader } from '../context/reader';
import type { SafetyService } from '../safety/service';
import { safetyStopView } from '../safety/view';
import type { ImageService } from '../images/service';
import type { ProjectService } from '../projects/service';
import { REPLY_TIMINGS, ReplyStreams, conversationTopic, type ReplyTimings } from './replies';
import type { EventBus } from '../../events/bus';

/** Spec §8: the failure each conversation shows (step guidance says it more briefly). */
const failedText = (kind: string) => (kind === 'step' ? CHAT_TEXT.stepFailure : CHAT_TEXT.projectFailure);

/** Rebuilds the project's plan (step guidance that ends in 'complete'); resolves once the job is queued. */
export type Replanner = (userId: string, projectId: string, entryId: string | null) => Promise<void>;

/**
 * How long a reply may take: the person sees the failure text within these, whatever the model does
 * (the SDK's own retries included, since the budget is the whole call's).
 */
export interface ReplyDeadlines {
  /** From the message to the reply's first words. */
  firstTokenMs: number;
  /** Between words once the reply has begun. */
  stallMs: number;
  /** The whole reply. */
  totalMs: number;
}
export const REPLY_DEADLINES: ReplyDeadlines = { firstTokenMs: 30_000, stallMs: 30_000, totalMs: 180_000 };

export interface ChatOptions {
  deadlines?: ReplyDeadlines;
  timings?: ReplyTimings;
}

class DeadlineExceeded extends Error {}

/**
 * Project conversations: every message is stored before it is acknowledged, safety triage runs
 * before the engine, and replies stream through the event bus while the full text is stored once.
 */
export class ChatService {
  private readonly streams: ReplyStreams;
  private readonly running = new Map<string, Promise<ReplyEvent>>();
  /** Aborts a running reply (deadline passed, or the instance is shutting down). */
  private readonly aborts = new Map<string, AbortController>();
  private readonly deadlines: ReplyDeadlines;

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
    options: ChatOptions = {},
  ) {
    this.streams = new ReplyStreams(db, bus, logger, options.timings ?? REPLY_TIMINGS);
    this.deadlines = options.deadlines ?? REPLY_DEADLINES;
  }

  /** Starts failing replies whose writer died (every instance runs it); returns its stop. */
  startSweeper(): () => void {
    return this.streams.startSweeper();
  }

  /** One sweep now (tests). */
  sweep(): Promise<string[]> {
    return this.streams.sweep();
  }

  /**
   * At start-up on the embedded database (one process, so nothing else can be writing): every reply
   * still streaming was left by a process that died, and fails now rather than after the stale period.
   */
  failOrphans(): Promise<string[]> {
    return this.streams.sweep(-60_000);
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
  ): Promise<ChatHistory> {
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
    input: ChatSendInput,
    /** paced: false when the caller waits for the whole reply rather than watching it stream (REST). */
    opts: { paced?: boolean } = {},
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
        .values({
          sessionId: session.id,
          role: 'assistant',
          status: 'streaming',
          writer: this.streams.writerId,
          heartbeatAt: new Date(),
          createdAt: new Date(stored!.createdAt.getTime() + 1),
        })
        .returning({ id: chatMessages.id });
      return { userMessage: stored!, replyId: reply!.id };
    });
    this.streams.begin(replyId);
    const abort = new AbortController();
    this.aborts.set(replyId, abort);
    const run = this.reply(userId, session.id, input.projectId, replyId, { id: userMessage.id, text, imageIds, step }, abort.signal, opts.paced ?? true);
    this.running.set(replyId, run);
    // reply() never rejects (every failure ends as a failed reply); cleaned up either way
    const done = () => {
      this.running.delete(replyId);
      this.aborts.delete(replyId);
    };
    void run.then(done, done);
    void this.projects.touch(userId, input.projectId).catch(() => undefined);
    this.conversationChanged(session.id);

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

  /**
   * Graceful shutdown: waits for replies still being written until `deadlineAt` (ms since the epoch),
   * then ends the rest as failed (the person sees the failure text, their message is kept and can be
   * sent again), and stops the heartbeat and sweeper.
   */
  async drain(deadlineAt = Number.POSITIVE_INFINITY): Promise<void> {
    const settled = () => Promise.allSettled([...this.running.values()]);
    const until = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms)).unref());
    await Promise.race([settled(), ...(Number.isFinite(deadlineAt) ? [until(deadlineAt - Date.now())] : [])]);
    if (this.running.size) {
      for (const abort of this.aborts.values()) abort.abort(new Error('the server is shutting down'));
      await Promise.race([settled(), until(2_000)]);
    }
    this.streams.stop();
  }

  /** Tells the conversation's other tabs and devices to read it again (ids only; a lost event is harmless). */
  private conversationChanged(sessionId: string): void {
    this.bus.publish(conversationTopic(sessionId), { type: 'changed' }).catch(() => undefined);
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
    if (!isUuid(replyId)) throw new NotFound('Reply not found');
    const [row] = await this.db
      .select({ message: chatMessages, userId: chatSessions.userId })
      .from(chatMessages)
      .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
      .where(eq(chatMessages.id, replyId));
    if (!row || row.userId !== userId || row.message.role !== 'assistant') throw new NotFound('Reply not found');
    const live = this.streams.textSoFar(replyId);
    if (live !== null) return { text: live, final: null };
    // streaming on another instance (or this one before a restart): the text stored so far
    if (row.message.status === 'streaming') return { text: row.message.text, final: null };
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
    if (!isUuid(sessionId)) throw new NotFound('Chat session not found');
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
    signal: AbortSignal,
    paced: boolean,
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
        result = await this.converse(userId, projectId, kind, session!.memory, message, profile, said.filter((t) => t.kind === kind && t.id !== message.id), replyId, signal, paced);
      } else {
        result = await this.applySafety(userId, projectId, kind, session!.memory, decision);
        this.streams.push(replyId, result.response);
      }
      const done: ReplyEvent = {
        type: 'done',
        offset: result.response.length,
        response: result.response,
        suggested_messages: result.suggested_messages,
        current_state: result.current_state,
      };
      // the finished reply is stored (unless the sweeper already failed it), then announced
      const stored = await this.streams.finish(replyId, { type: 'done', offset: done.offset }, async () => {
        const written = await this.db.transaction(async (tx) => {
          const [row] = await tx
            .update(chatMessages)
            .set({ text: result.response, status: 'done', suggestedMessages: result.suggested_messages })
            .where(and(eq(chatMessages.id, replyId), eq(chatMessages.status, 'streaming')))
            .returning({ id: chatMessages.id });
          if (!row) return false;
          await tx
            .update(chatSessions)
            .set({ currentState: result.current_state, memory: result.memory, updatedAt: new Date() })
            .where(eq(chatSessions.id, sessionId));
          return true;
        });
        // step guidance ending in 'complete' rebuilds the plan; the job is queued before the reply is
        // announced, so a wait screen opened on 'complete' never sees the old plan as the finished one
        if (written && kind === 'step' && result.current_state === 'complete') {
          await this.replan(userId, projectId, result.replan?.entryId ?? null).catch((error: unknown) =>
            this.logger.error({ projectId, reason: error instanceof Error ? error.message : String(error) }, 'plan rebuild not queued'),
          );
        }
        return written;
      });
      if (!stored) return { type: 'failed', offset: 0, detail: failedText(kind) };
      this.conversationChanged(sessionId);
      return done;
    } catch (error) {
      const reason = error instanceof DeadlineExceeded ? error.message : error instanceof Error ? error.message : String(error);
      this.logger.error({ replyId, reason }, 'assistant reply failed');
      const failed: ReplyEvent = { type: 'failed', offset: 0, detail: failedText(kind) };
      await this.streams
        .finish(replyId, { type: 'failed', offset: 0 }, async () => {
          const rows = await this.db
            .update(chatMessages)
            .set({ status: 'failed' })
            .where(and(eq(chatMessages.id, replyId), eq(chatMessages.status, 'streaming')))
            .returning({ id: chatMessages.id });
          return rows.length > 0;
        })
        // the database is gone too: the sweeper of a live instance fails it once the heartbeat stops
        .catch((storeError: unknown) => this.logger.error({ replyId, reason: String(storeError) }, 'failed reply not stored'));
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
    signal: AbortSignal,
    paced: boolean,
  ): Promise<ConverseResult> {
    const lastAssistant = history.filter((turn) => turn.role === 'assistant').at(-1)?.text;
    const saidOwned = ownedToolsSaid(message.text, offeredTools(lastAssistant));
    if (saidOwned.length) await this.addOwnedTools(userId, projectId, saidOwned);
    const [ownedTools, images, plan] = await Promise.all([
      this.context.ownedTools(projectId, profile),
      Promise.all(message.imageIds.map((id) => this.images.read(userId, id))),
      kind === 'step' ? this.context.planContext(projectId, message.step ?? UNKNOWN_STEP) : undefined,
    ]);
    return this.withDeadlines(signal, (onWords, abortSignal) =>
      this.assistant.converse(
        {
          kind,
          ...(plan ? { plan } : {}),
          history: history.filter((turn) => turn.text).map(({ role, text }) => ({ role, text })),
          message: { text: message.text, imageCount: images.length, images: images.map((i) => ({ mime: i.mime, data: i.bytes })) },
          profile,
          ownedTools,
          memory,
          paced,
        },
        (chunk) => {
          onWords();
          this.streams.push(replyId, chunk);
        },
        abortSignal,
      ),
    );
  }

  /**
   * Runs the engine under the reply's deadlines (first words, a stall, the whole reply) and the
   * instance's abort (shutdown). The engine is told to stop through the signal; the reply fails at
   * the deadline even if the engine does not listen.
   */
  private async withDeadlines<T>(outer: AbortSignal, run: (onWords: () => void, signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const { firstTokenMs, stallMs, totalMs } = this.deadlines;
    let expire!: (error: Error) => void;
    const expired = new Promise<never>((_, reject) => (expire = reject));
    const fail = (why: string) => {
      const error = new DeadlineExceeded(why);
      controller.abort(error);
      expire(error);
    };
    let words = setTimeout(() => fail(`no reply within ${firstTokenMs} ms`), firstTokenMs);
    const total = setTimeout(() => fail(`the reply took longer than ${totalMs} ms`), totalMs);
    const onAbort = () => fail(String(outer.reason ?? 'aborted'));
    if (outer.aborted) onAbort();
    outer.addEventListener('abort', onAbort);
    const onWords = () => {
      clearTimeout(words);
      words = setTimeout(() => fail(`the reply stalled for ${stallMs} ms`), stallMs);
    };
    try {
      const work = run(onWords, controller.signal);
      work.catch(() => undefined); // settled later than the deadline: already answered as failed
      return await Promise.race([work, expired]);
    } finally {
      clearTimeout(words);
      clearTimeout(total);
      outer.removeEventListener('abort', onAbort);
    }
  }
}
