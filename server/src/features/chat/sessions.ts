import { and, asc, eq } from 'drizzle-orm';
import { isUuid, type ChatHistory, type ChatKind } from '@fixwise/shared';
import type { Db } from '../../db/connect';
import { chatMessages, chatSessions } from '../../db/schema';
import { NotFound } from '../../errors';
import { DEFAULT_SUGGESTIONS, INTRO_MESSAGE, STEP_INTRO_MESSAGE, STEP_SUGGESTIONS } from '../../assistant/port';
import type { ProjectService } from '../projects/service';
import type { SafetyService } from '../safety/service';
import { safetyStopView } from '../safety/view';
import type { ReplyStreams } from './reply-streams';

/**
 * A project's two conversations, the intake chat and step guidance: each started once with the
 * assistant's intro, and read whole, owner only.
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

  async history(userId: string, sessionId: string): Promise<ChatHistory> {
    const session = await this.ownedSession(userId, sessionId);
    const [rows, stop] = await Promise.all([
      this.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.sessionId, sessionId))
        .orderBy(asc(chatMessages.createdAt), asc(chatMessages.role)),
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
