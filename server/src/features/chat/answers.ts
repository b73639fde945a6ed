import { and, eq } from 'drizzle-orm';
import { UNKNOWN_STEP, type ChatKind } from '@fixwise/shared';
import type { Db } from '../../db/connect';
import { chatSessions } from '../../db/schema';
import type { HazardCategory } from '../../assistant/safety/categories';
import { decideSafety, type SafetyDecision } from '../../assistant/safety/gate';
import { offeredTools, ownedToolsSaid } from '../../assistant/tools/owned';
import type { Assistant, ChatTurn, ConverseResult, SkillProfile } from '../../assistant/port';
import type { ProjectContextReader } from '../context/reader';
import type { ImageService } from '../images/service';
import type { SafetyService } from '../safety/service';
import { REPLY_DEADLINES, withinDeadlines, type ReplyDeadlines } from './deadlines';
import type { OwnedTools } from './owned-tools';

/** A message to answer, in its conversation. */
export interface Turn {
  userId: string;
  projectId: string;
  kind: ChatKind;
  /** What the engine remembered after the previous turn. */
  memory: Record<string, unknown>;
  message: { id: string; text: string; imageIds: string[]; step: number | null };
}

/**
 * What the assistant says to a message. Safety triage runs first, on the person's earlier messages
 * too: a stop, a stop held or a stop lifted is answered from the stop's texts and the engine is not
 * asked; otherwise the engine answers under the reply's deadlines.
 */
export class Answers {
  constructor(
    private readonly db: Db,
    private readonly assistant: Assistant,
    private readonly safety: SafetyService,
    private readonly context: ProjectContextReader,
    private readonly ownedTools: OwnedTools,
    private readonly images: ImageService,
    private readonly deadlines: ReplyDeadlines = REPLY_DEADLINES,
  ) {}

  /** The answer to `turn`, its words passed to `write` as they come. */
  async answer(
    turn: Turn,
    write: (chunk: string) => void,
    signal: AbortSignal,
    paced: boolean,
  ): Promise<ConverseResult> {
    const { userId, projectId, kind, memory, message } = turn;
    const [profile, stop, said] = await Promise.all([
      this.context.profile(userId),
      this.safety.inForce(projectId),
      this.context.conversation(projectId),
    ]);
    const earlier = said.filter((t) => t.role === 'user' && t.id !== message.id).map((t) => t.text);
    const decision = decideSafety({
      text: message.text,
      stopped: (stop?.category as HazardCategory | undefined) ?? null,
      homeAge: profile.homeAge,
      earlier,
    });
    if (decision.kind === 'none') {
      return this.converse(
        userId,
        projectId,
        kind,
        memory,
        message,
        profile,
        said.filter((t) => t.kind === kind && t.id !== message.id),
        write,
        signal,
        paced,
      );
    }
    const result = await this.applySafety(userId, projectId, kind, memory, decision);
    write(result.response);
    return result;
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
        .where(
          and(
            eq(chatSessions.projectId, projectId),
            eq(chatSessions.kind, 'project'),
            eq(chatSessions.currentState, 'safety_stop'),
          ),
        );
      return {
        response: decision.reply,
        suggested_messages: [],
        current_state: 'in_progress',
        memory: kind === 'project' ? {} : memory,
      };
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
    write: (chunk: string) => void,
    signal: AbortSignal,
    paced: boolean,
  ): Promise<ConverseResult> {
    const lastAssistant = history.filter((turn) => turn.role === 'assistant').at(-1)?.text;
    const saidOwned = ownedToolsSaid(message.text, offeredTools(lastAssistant));
    if (saidOwned.length) await this.ownedTools.add(userId, projectId, saidOwned);
    const [ownedTools, images, plan] = await Promise.all([
      this.context.ownedTools(projectId, profile),
      Promise.all(message.imageIds.map((id) => this.images.read(userId, id))),
      kind === 'step' ? this.context.planContext(projectId, message.step ?? UNKNOWN_STEP) : undefined,
    ]);
    return withinDeadlines(this.deadlines, signal, (onWords, abortSignal) =>
      this.assistant.converse(
        {
          kind,
          ...(plan ? { plan } : {}),
          history: history.filter((turn) => turn.text).map(({ role, text }) => ({ role, text })),
          message: {
            text: message.text,
            imageCount: images.length,
            images: images.map((i) => ({ mime: i.mime, data: i.bytes })),
          },
          profile,
          ownedTools,
          memory,
          paced,
        },
        (chunk) => {
          onWords();
          write(chunk);
        },
        abortSignal,
      ),
    );
  }
}
