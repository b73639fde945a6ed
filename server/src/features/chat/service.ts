import { and, eq } from 'drizzle-orm';
import {
  CHAT_TEXT,
  GuidanceStepSchema,
  MAX_MESSAGE_LENGTH,
  UNKNOWN_STEP,
  isUuid,
  type ChatKind,
  type ChatSendInput,
  type CurrentState,
  type ReplyEvent,
  type SentMessage,
} from '@fixwise/shared';
import type { Db } from '../../db/connect';
import { chatMessages, chatSessions } from '../../db/schema';
import { Invalid, NotFound } from '../../errors';
import type { Logger } from '../../logger';
import type { ImageService } from '../images/service';
import type { ProjectService } from '../projects/service';
import type { EventBus } from '../../events/bus';
import type { Answers } from './answers';
import type { ReplyDeadlines } from './deadlines';
import type { ReplyState } from './reply-follower';
import { conversationTopic, type ReplyStreams, type ReplyTimings } from './reply-streams';
import type { ChatSessions } from './sessions';

/** Spec §8: the failure each conversation shows (step guidance says it more briefly). */
const failedText = (kind: string) => (kind === 'step' ? CHAT_TEXT.stepFailure : CHAT_TEXT.projectFailure);

/** Rebuilds the project's plan (step guidance that ends in 'complete'); resolves once the job is queued. */
export type Replanner = (userId: string, projectId: string, entryId: string | null) => Promise<void>;

export interface ChatOptions {
  deadlines?: ReplyDeadlines;
  timings?: ReplyTimings;
}

/**
 * Messages and their replies: every message is stored before it is acknowledged, the answer comes
 * from `Answers` (safety triage before the engine), and replies stream through the event bus while the
 * full text is stored once.
 */
export class ChatService {
  private readonly running = new Map<string, Promise<ReplyEvent>>();
  /** Aborts a running reply (deadline passed, or the instance is shutting down). */
  private readonly aborts = new Map<string, AbortController>();

  constructor(
    private readonly db: Db,
    private readonly bus: EventBus,
    private readonly sessions: ChatSessions,
    private readonly streams: ReplyStreams,
    private readonly answers: Answers,
    private readonly projects: ProjectService,
    private readonly images: ImageService,
    private readonly logger: Logger,
    private readonly replan: Replanner = async () => undefined,
  ) {}

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
    if (text.length > MAX_MESSAGE_LENGTH)
      throw new Invalid(`A message can have at most ${MAX_MESSAGE_LENGTH} characters.`);
    if (step !== null) {
      const checked = GuidanceStepSchema.safeParse(step);
      if (!checked.success) throw new Invalid(checked.error.issues[0]!.message);
    }
    const session = await this.sessions.session(userId, input.projectId, kind);
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
    const run = this.reply(
      userId,
      session.id,
      input.projectId,
      replyId,
      { id: userMessage.id, text, imageIds, step },
      abort.signal,
      opts.paced ?? true,
    );
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

  /** For the non-streaming REST call: the finished reply. */
  async waitForReply(replyId: string): Promise<ReplyEvent> {
    const running = this.running.get(replyId);
    if (running) return running;
    const [row] = await this.db.select().from(chatMessages).where(eq(chatMessages.id, replyId));
    if (!row) throw new NotFound('Reply not found');
    return this.finalEvent(row);
  }

  /** Checks that the reply belongs to the user; returns what is known of it right now. */
  async replyState(userId: string, replyId: string): Promise<ReplyState> {
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
      const result = await this.answers.answer(
        { userId, projectId, kind, memory: session!.memory, message },
        (chunk) => this.streams.push(replyId, chunk),
        signal,
        paced,
      );
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
            this.logger.error(
              { projectId, reason: error instanceof Error ? error.message : String(error) },
              'plan rebuild not queued',
            ),
          );
        }
        return written;
      });
      if (!stored) return { type: 'failed', offset: 0, detail: failedText(kind) };
      this.conversationChanged(sessionId);
      return done;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
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
        .catch((storeError: unknown) =>
          this.logger.error({ replyId, reason: String(storeError) }, 'failed reply not stored'),
        );
      return failed;
    }
  }
}
