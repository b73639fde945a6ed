import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { CHAT_PAGE_DEFAULT, isUuid, type ChatHistory, type ChatKind } from '@fixwise/shared';
import { z } from 'zod';
import type { Db } from '../../db/connect';
import { CursorIdSchema, CursorTimeSchema, decodeCursor, encodeCursor, exactTime } from '../../db/keyset';
import { chatMessages, chatSessions } from '../../db/schema';
import { NotFound } from '../../errors';
import { DEFAULT_SUGGESTIONS, INTRO_MESSAGE, STEP_INTRO_MESSAGE, STEP_SUGGESTIONS } from '../../assistant/port';
import type { ProjectService } from '../projects/service';
import type { SafetyService } from '../safety/service';
import { safetyStopView } from '../safety/view';
import type { ReplyStreams } from './reply-streams';

/**
 * A project's two conversations, the intake chat and step guidance: each started once with the
 * assistant's intro, and read a page at a time, owner only.
 */
export class ChatSessions {
  constructor(
    private readonly db: Db,
    private readonly projects: ProjectService,
    private readonly safety: SafetyService,
    /** A reply this instance is writing shows the text so far, newer than what is stored. */
    private readonly streams: Pick<ReplyStreams, 'textSoFar'>,
  ) {}

  /**
   * The project's conversation of this kind (the intake chat, or step guidance), created with the
   * assistant's intro on first use.
   */
  async session(
    userId: string,
    projectId: string,
    kind: ChatKind = 'project',
  ): Promise<typeof chatSessions.$inferSelect> {
    const existing = await this.findSession(userId, projectId, kind);
    if (existing) return existing;
    const [created] = await this.db
      .insert(chatSessions)
      .values({ projectId, userId, kind })
      .onConflictDoNothing()
      .returning();
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

  /**
   * A page of the conversation: the latest `limit` messages, or those just before `cursor` (a page's
   * `olderCursor`), in the order they were said. The order is the messages' creation time, then the
   * assistant before the person at the same instant, then the id: it never changes, so pages neither
   * repeat nor skip a message however many arrive in between.
   */
  async history(
    userId: string,
    sessionId: string,
    page: { cursor?: string | null; limit?: number } = {},
  ): Promise<ChatHistory> {
    const session = await this.ownedSession(userId, sessionId);
    const limit = page.limit ?? CHAT_PAGE_DEFAULT;
    const [beforeAt, beforeRole, beforeId] = page.cursor
      ? decodeCursor(page.cursor, MessageCursorSchema)
      : (['infinity', 'user', 'ffffffff-ffff-ffff-ffff-ffffffffffff'] as const);
    const [newestFirst, stop] = await Promise.all([
      this.db
        .select({ message: chatMessages, at: exactTime(chatMessages.createdAt) })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.sessionId, sessionId),
            sql`(${chatMessages.createdAt}, ${chatMessages.role}, ${chatMessages.id}) < (${beforeAt}::timestamptz, ${beforeRole}::text, ${beforeId}::uuid)`,
          ),
        )
        .orderBy(desc(chatMessages.createdAt), desc(chatMessages.role), desc(chatMessages.id))
        // one more than asked tells whether earlier messages exist
        .limit(limit + 1),
      this.safety.inForce(session.projectId),
    ]);
    const more = newestFirst.length > limit;
    const rows = newestFirst.slice(0, limit).reverse();
    const oldest = rows[0];
    return {
      sessionId,
      kind: session.kind,
      currentState: session.currentState,
      safetyStop: stop ? safetyStopView(stop) : null,
      olderCursor: more && oldest ? encodeCursor([oldest.at, oldest.message.role, oldest.message.id]) : null,
      messages: rows.map(({ message: m }) => ({
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

  /** The assistant's first message in the conversation, its intro (REST's start answers with it). */
  async intro(userId: string, sessionId: string): Promise<{ text: string; suggestedMessages: string[] }> {
    await this.ownedSession(userId, sessionId);
    const [first] = await this.db
      .select({ text: chatMessages.text, suggestedMessages: chatMessages.suggestedMessages })
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(asc(chatMessages.createdAt), asc(chatMessages.role), asc(chatMessages.id))
      .limit(1);
    if (!first) throw new NotFound('Chat session not found');
    return first;
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
}

/** A message page's cursor: the oldest message's creation time (to the microsecond), role and id. */
const MessageCursorSchema = z.tuple([CursorTimeSchema, z.enum(['assistant', 'user']), CursorIdSchema]);
