import { and, eq } from 'drizzle-orm';
import { UNKNOWN_STEP, type ChatKind } from '@fixwise/shared';
import type { Db } from '../../db/connect';
import { chatSessions } from '../../db/schema';
import type { Logger } from '../../logger';
import { read, type Reading } from '../../assistant/reading/read';
import type { HazardCategory } from '../../assistant/safety/categories';
import type { SafetyDecision } from '../../assistant/safety/gate';
import { TextBudgetExceeded, type TextWork } from '../../assistant/worker/pool';
import { offeredTools } from '../../assistant/tools/owned';
import type { Assistant, ChatTurn, ConverseResult, SkillProfile } from '../../assistant/port';
import type { ProjectContextReader } from '../context/reader';
import type { ImageService } from '../images/service';
import type { SafetyService } from '../safety/service';
import { REPLY_DEADLINES, withinDeadlines, type ReplyDeadlines } from './deadlines';
import type { OwnedTools } from './owned-tools';
import { SafetyQuestions, withoutSafety, withSafety, type SafetyMemory } from './safety-questions';

/** How many of the person's earlier messages safety triage reads with a new one. */
const EARLIER_MESSAGES = 12;

/**
 * The answer to a message whose reading ran past its time budget.
 * @internal
 */
export const TOO_MUCH_TEXT =
  "That message is more than I can read in one go. Could you tell me the problem in a few sentences: what needs fixing, where, and what it's doing?";

/** A message to answer, in its conversation. */
export interface Turn {
  userId: string;
  projectId: string;
  kind: ChatKind;
  /** What was remembered after the previous turn (the engine's memory and the safety questions'). */
  memory: Record<string, unknown>;
  message: { id: string; text: string; imageIds: string[]; step: number | null };
}

export interface AnswersDeps {
  db: Db;
  assistant: Assistant;
  /** Where the text work runs (safety triage, the offline engine): a worker pool in the server. */
  text: TextWork;
  safety: SafetyService;
  context: ProjectContextReader;
  ownedTools: OwnedTools;
  images: ImageService;
  logger: Logger;
  deadlines?: ReplyDeadlines;
}

/**
 * What the assistant says to a message, the same for both engines. Safety triage runs first, on the
 * message's reading with the person's earlier messages: a stop, a stop held or a stop lifted is
 * answered from the stop's texts and the engine is not asked. A hazard that stays possible is asked
 * about (Yes / No / Not sure) before anything else, and so are the repair's red flags before its plan
 * (`SafetyQuestions`). Otherwise the engine answers under the reply's deadlines.
 */
export class Answers {
  private readonly questions: SafetyQuestions;

  constructor(private readonly deps: AnswersDeps) {
    this.questions = new SafetyQuestions(deps.safety);
  }

  /**
   * The answer to `turn`, its words passed to `write` as they come. A message whose reading takes longer than
   * its budget decides nothing: the person is asked to say it in fewer words, and the conversation stays as
   * it was.
   */
  async answer(
    turn: Turn,
    write: (chunk: string) => void,
    signal: AbortSignal,
    paced: boolean,
  ): Promise<ConverseResult> {
    try {
      return await this.answerWithin(turn, write, signal, paced);
    } catch (error) {
      if (!(error instanceof TextBudgetExceeded)) throw error;
      const result: ConverseResult = {
        response: TOO_MUCH_TEXT,
        suggested_messages: [],
        current_state: 'in_progress',
        memory: turn.memory,
      };
      write(result.response);
      return result;
    }
  }

  private async answerWithin(
    turn: Turn,
    write: (chunk: string) => void,
    signal: AbortSignal,
    paced: boolean,
  ): Promise<ConverseResult> {
    const { userId, projectId, kind, message } = turn;
    const { context, safety } = this.deps;
    const [profile, stop, said] = await Promise.all([
      context.profile(userId),
      safety.inForce(projectId),
      context.conversation(projectId),
    ]);
    // read here only to take a yes/no answer to a safety question (short); the rest is read in the text pool
    let reading: Reading | undefined;
    const readMessage = () => {
      reading ??= read(message.text);
      return reading;
    };
    // symptoms spread over turns are read together: the person's last messages, not a conversation's whole length
    const earlier = said
      .filter((t) => t.role === 'user' && t.id !== message.id)
      .slice(-EARLIER_MESSAGES)
      .map((t) => t.text);
    const decision = await this.deps.text.safety({
      text: message.text,
      stopped: (stop?.category as HazardCategory | undefined) ?? null,
      homeAge: profile.homeAge,
      earlier,
    });
    this.logNearStops(projectId, decision);
    const memory = withoutSafety(turn.memory);
    const safetyMemory = turn.memory._safety as SafetyMemory | undefined;
    const history = said.filter((t) => t.kind === kind && t.id !== message.id);
    const engine = (text: string, keep: SafetyMemory) =>
      this.converse(turn, memory, { ...message, text }, profile, history, write, signal, paced).then((result) =>
        this.questions.beforePlan(userId, projectId, kind, result, keep, said, write),
      );

    if (decision.kind === 'check' || decision.kind === 'none') {
      const asked = await this.questions.answer({
        userId,
        projectId,
        kind,
        get reading() {
          return readMessage();
        },
        decision,
        memory: turn.memory,
        safety: safetyMemory ?? {},
        engine,
        messageText: message.text,
      });
      if (asked) {
        if (!asked.streamed) write(asked.result.response);
        return asked.result;
      }
      return engine(message.text, safetyMemory ?? {});
    }
    const result = await this.applySafety(userId, projectId, kind, memory, decision);
    write(result.response);
    return result;
  }

  /** Every hazard an exception or a negation cancelled, for review (debug log; the evaluation counts them). */
  private logNearStops(projectId: string, decision: SafetyDecision): void {
    for (const near of decision.trace.filter((t) => t.outcome === 'near-stop'))
      this.deps.logger.debug(
        { projectId, rule: near.rule, category: near.category, weighed: near.weighed },
        'near-stop: a hazard rule was cancelled by an exception',
      );
  }

  /** A stop, a stop held, or a stop lifted: the reply is the stop's, never the engine's. */
  private async applySafety(
    userId: string,
    projectId: string,
    kind: ChatKind,
    memory: Record<string, unknown>,
    decision: Extract<SafetyDecision, { kind: 'stop' | 'hold' | 'lift' }>,
  ): Promise<ConverseResult> {
    if (decision.kind === 'lift') {
      await this.deps.safety.lift(userId, projectId, decision.note);
      // what is left is a new conversation: the intake starts again from what the person says next,
      // wherever the stop was lifted
      await this.deps.db
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
    if (decision.kind === 'stop') await this.deps.safety.stop(userId, projectId, decision.hazard);
    // a stop ends any safety question that was waiting
    return {
      response: decision.reply,
      suggested_messages: [],
      current_state: 'safety_stop',
      memory: withSafety(memory, {}),
    };
  }

  /** The engine's turn: tools the person says they own are kept first, so the answer already counts them. */
  private async converse(
    turn: Turn,
    memory: Record<string, unknown>,
    message: { text: string; imageIds: string[]; step: number | null },
    profile: SkillProfile,
    history: ChatTurn[],
    write: (chunk: string) => void,
    signal: AbortSignal,
    paced: boolean,
  ): Promise<ConverseResult> {
    const { userId, projectId, kind } = turn;
    const { context, images, assistant, ownedTools } = this.deps;
    const lastAssistant = history.filter((t) => t.role === 'assistant').at(-1)?.text;
    const saidOwned = await this.deps.text.ownedTools(message.text, offeredTools(lastAssistant));
    if (saidOwned.length) await ownedTools.add(userId, projectId, saidOwned);
    const [owned, photos, plan] = await Promise.all([
      context.ownedTools(projectId, profile),
      Promise.all(message.imageIds.map((id) => images.read(userId, id))),
      kind === 'step' ? context.planContext(projectId, message.step ?? UNKNOWN_STEP) : undefined,
    ]);
    return withinDeadlines(this.deps.deadlines ?? REPLY_DEADLINES, signal, (onWords, abortSignal) =>
      assistant.converse(
        {
          kind,
          ...(plan ? { plan } : {}),
          history: history.filter((t) => t.text).map(({ role, text }) => ({ role, text })),
          message: {
            text: message.text,
            imageCount: photos.length,
            images: photos.map((i) => ({ mime: i.mime, data: i.bytes })),
          },
          profile,
          ownedTools: owned,
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
