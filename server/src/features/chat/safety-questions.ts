import type { ChatKind } from '@fixwise/shared';
import { findEntry } from '../../assistant/knowledge/index';
import type { RepairEntry } from '../../assistant/knowledge/schema';
import { verdict } from '../../assistant/knowledge/verdict';
import type { ConverseResult } from '../../assistant/port';
import type { Reading } from '../../assistant/reading/read';
import type { HazardCategory } from '../../assistant/safety/categories';
import { answerIn, type Answer } from '../../assistant/safety/conversation';
import { hazardText } from '../../assistant/safety/data';
import type { SafetyDecision } from '../../assistant/safety/gate';
import { flagOutcome, readFlagAnswers, redFlagQuestion, type FlagAnswer } from '../../assistant/safety/red-flags';
import { CHECK_REPLIES, stopReply } from '../../assistant/safety/texts';
import type { SafetyService } from '../safety/service';

/** Said once the conversation is complete and no safety question stands in the way. */
const PLAN_COMING: Record<ChatKind, string> = {
  project:
    "I'm putting your step-by-step plan together now: estimate, tools and materials, and each step with its safety notes.",
  step: "Rebuilding your plan with what you've told me. It'll open in the overview in a moment.",
};

type Pending =
  /** A hazard the message made possible, asked about; `text` is the message, answered once it is ruled out. */
  | { kind: 'hazard'; category: HazardCategory; ruleId: string; question: string; text: string; again?: boolean }
  /** The red flags of the repair about to be planned; the engine's memory and replan wait for the answer. */
  | {
      kind: 'red-flags';
      entryId: string;
      memory: Record<string, unknown>;
      replan?: { entryId: string | null } | undefined;
      again?: boolean;
      /** Flags answered so far (a second try asks only the rest). */
      answers?: FlagAnswer[];
    };

/** What the safety questions keep in the conversation's memory (under `_safety`; the engines never see it). */
export interface SafetyMemory {
  pending?: Pending;
  /** Repairs whose red flags were answered in this conversation. */
  asked?: string[];
  /** Possible hazards answered "no": not asked again in this conversation. */
  cleared?: string[];
  /** Possible hazards answered "not sure" that are not life-threatening: the plan opens with a pro's check. */
  unsure?: Array<{ category: HazardCategory; question: string }>;
  /** The project chat has announced its plan (a later "complete" only repeats that it is coming). */
  announced?: boolean;
}

export const withoutSafety = (memory: Record<string, unknown>) => {
  const { _safety: _, ...rest } = memory;
  return rest;
};
export const withSafety = (memory: Record<string, unknown>, safety: SafetyMemory) => ({
  ...withoutSafety(memory),
  ...(Object.keys(safety).length ? { _safety: safety } : {}),
});

const question = (text: string, safety: SafetyMemory, memory: Record<string, unknown>): ConverseResult => ({
  response: text,
  suggested_messages: CHECK_REPLIES,
  current_state: 'safety_check',
  memory: withSafety(memory, safety),
});

export interface QuestionTurn {
  userId: string;
  projectId: string;
  kind: ChatKind;
  reading: Reading;
  decision: Extract<SafetyDecision, { kind: 'check' | 'none' }>;
  memory: Record<string, unknown>;
  safety: SafetyMemory;
  messageText: string;
  /** The engine's answer to a message (the one held back by a hazard question, once it is ruled out). */
  engine: (text: string, safety: SafetyMemory) => Promise<ConverseResult>;
}

/**
 * The safety questions of a conversation, for both engines: a hazard that stays possible is asked
 * about before the message is answered, and a repair's red flags are asked before its plan. "Yes"
 * stops; "Not sure" stops where life is at risk and otherwise has the plan start with a professional's
 * check; "No" carries on (and is kept with the project, shown on the overview).
 */
export class SafetyQuestions {
  constructor(private readonly safety: SafetyService) {}

  /** A turn a safety question decides; null when the engine answers it as usual. */
  async answer(turn: QuestionTurn): Promise<{ result: ConverseResult; streamed: boolean } | null> {
    const { decision, safety, memory } = turn;
    const pending = safety.pending;
    if (pending) {
      const handled = await this.answerPending(turn, pending);
      if (handled) return handled;
    }
    if (decision.kind !== 'check' || safety.cleared?.includes(decision.check.category)) return null;
    const { category, ruleId } = decision.check;
    const asked = decision.check.question;
    return {
      result: question(
        `Before anything else, one safety question, so I don't send you into something dangerous:\n\n**${asked}**`,
        { ...safety, pending: { kind: 'hazard', category, ruleId, question: asked, text: turn.messageText } },
        memory,
      ),
      streamed: false,
    };
  }

  private async answerPending(
    turn: QuestionTurn,
    pending: Pending,
  ): Promise<{ result: ConverseResult; streamed: boolean } | null> {
    const { safety, memory, reading } = turn;
    const rest: SafetyMemory = { ...safety, pending: undefined };
    if (pending.kind === 'hazard') {
      let answer: Answer | null = answerIn(reading);
      if (answer === null && turn.decision.kind === 'check') return null;
      if (answer === null && !pending.again)
        return {
          result: question(
            `To be safe I need an answer to this first (yes, no or not sure):\n\n**${pending.question}**`,
            { ...safety, pending: { ...pending, again: true } },
            memory,
          ),
          streamed: false,
        };
      answer ??= 'unsure';
      const t = hazardText(pending.category);
      if (answer === 'yes' || (answer === 'unsure' && t.lifeThreatening)) {
        await this.safety.stop(turn.userId, turn.projectId, { category: pending.category, ruleId: pending.ruleId });
        const lead = answer === 'unsure' ? 'Not sure is reason enough to be careful here.\n\n' : '';
        return { result: stopped(lead + stopReply(t), memory), streamed: false };
      }
      const next: SafetyMemory =
        answer === 'no'
          ? { ...rest, cleared: [...(safety.cleared ?? []), pending.category] }
          : { ...rest, unsure: [...(safety.unsure ?? []), { category: pending.category, question: pending.question }] };
      return { result: await turn.engine(pending.text, next), streamed: true };
    }

    const entry = findEntry(pending.entryId);
    if (!entry) return null;
    const read = readFlagAnswers(entry, reading);
    if (read === null && turn.decision.kind === 'check') return null;
    // answers kept from the first try, then this one's; a flag still unanswered is asked again, once
    const earlier = new Map((pending.answers ?? []).map((a) => [a.id, a.answer]));
    const merged = entry.redFlags.map((f) => ({
      id: f.id,
      ask: f.ask,
      category: f.category,
      no: f.no,
      answer: read?.find((a) => a.id === f.id)?.answer ?? earlier.get(f.id) ?? null,
    }));
    const open = merged.filter((a) => a.answer === null).map((a) => a.id);
    if (open.length && !pending.again && !merged.some((a) => a.answer === 'yes'))
      return {
        result: question(
          redFlagQuestion(
            entry,
            open.length < merged.length ? 'Thanks. And one more: ' : 'To be safe I need an answer to this first. ',
            open,
          ),
          {
            ...safety,
            pending: { ...pending, again: true, answers: merged.filter((a): a is FlagAnswer => a.answer !== null) },
          },
          memory,
        ),
        streamed: false,
      };
    const answers: FlagAnswer[] = merged.map((a) => ({ ...a, answer: a.answer ?? 'unsure' }));
    const all = [...answers, ...possibleAnswers(safety)];
    await this.safety.recordCheck(turn.userId, turn.projectId, entry.id, all);
    const outcome = flagOutcome(all);
    const done: SafetyMemory = {
      ...rest,
      asked: [...(safety.asked ?? []), entry.id],
      ...(turn.kind === 'project' ? { announced: true } : {}),
    };
    if (outcome.stop) {
      const flag = outcome.stop;
      await this.safety.stop(turn.userId, turn.projectId, {
        category: flag.category,
        ruleId: `red-flag:${entry.id}:${flag.id}`,
      });
      const said = flag.answer === 'yes' ? 'yes' : 'not sure';
      return {
        result: stopped(
          `You answered ${said} to: *${flag.ask}*\n\n${stopReply(hazardText(flag.category))}`,
          withSafety(memory, done),
        ),
        streamed: false,
      };
    }
    const proCheck = outcome.proCheck.length
      ? ` Because you weren't sure about ${outcome.proCheck.map((a) => `"${a.ask.replace(/\?$/, '').toLowerCase()}"`).join(' and ')}, the plan starts with having a professional check that first.`
      : '';
    return {
      result: {
        response: `Thanks, that's clear.${proCheck}\n\n${PLAN_COMING[turn.kind]}`,
        suggested_messages: [],
        current_state: 'complete',
        memory: withSafety(pending.memory, done),
        ...(pending.replan ? { replan: pending.replan } : {}),
      },
      streamed: false,
    };
  }

  /**
   * After the engine's turn: a conversation the engine completed asks the repair's red flags first (if it
   * has any not yet answered); otherwise the plan is announced. The engine's summary has already streamed.
   */
  async beforePlan(
    userId: string,
    projectId: string,
    kind: ChatKind,
    result: ConverseResult,
    safety: SafetyMemory,
    said: ReadonlyArray<{ role: string; text: string }>,
    write: (chunk: string) => void,
  ): Promise<ConverseResult> {
    if (result.current_state !== 'complete') return { ...result, memory: withSafety(result.memory, safety) };
    const entry = repairOf(kind, result, said);
    const append = (text: string) => {
      const joined = result.response.trim() ? `\n\n${text}` : text;
      write(joined);
      return `${result.response}${joined}`;
    };
    if (entry?.redFlags.length && !safety.asked?.includes(entry.id)) {
      const pending: Pending = { kind: 'red-flags', entryId: entry.id, memory: result.memory, replan: result.replan };
      return {
        response: append(redFlagQuestion(entry)),
        suggested_messages: CHECK_REPLIES,
        current_state: 'safety_check',
        memory: withSafety(result.memory, { ...safety, pending }),
      };
    }
    const possible = possibleAnswers(safety);
    if (possible.length && entry) await this.safety.recordCheck(userId, projectId, entry.id, possible);
    if (kind === 'project' && safety.announced) return { ...result, memory: withSafety(result.memory, safety) };
    const announced: SafetyMemory = kind === 'project' ? { ...safety, announced: true } : safety;
    return { ...result, response: append(PLAN_COMING[kind]), memory: withSafety(result.memory, announced) };
  }
}

/** Possible hazards answered "not sure" (not life-threatening), kept with the red-flag answers. */
function possibleAnswers(safety: SafetyMemory): FlagAnswer[] {
  return (safety.unsure ?? []).map((u) => ({
    id: `possible-${u.category}`,
    ask: u.question,
    category: u.category,
    no: `no sign of ${hazardText(u.category).title.toLowerCase()}`,
    answer: 'unsure',
  }));
}

const stopped = (response: string, memory: Record<string, unknown>): ConverseResult => ({
  response,
  suggested_messages: [],
  current_state: 'safety_stop',
  memory: withSafety(memory, {}),
});

/**
 * The repair about to be planned: the one step guidance rebuilds for, the offline intake's, or (for a
 * model) the knowledge base's clear match for what the person said.
 */
function repairOf(
  kind: ChatKind,
  result: ConverseResult,
  said: ReadonlyArray<{ role: string; text: string }>,
): RepairEntry | undefined {
  if (kind === 'step') return result.replan?.entryId ? findEntry(result.replan.entryId) : undefined;
  if (typeof result.memory.entryId === 'string') return findEntry(result.memory.entryId);
  const text = said
    .filter((t) => t.role === 'user')
    .map((t) => t.text)
    .join('\n');
  const found = verdict(text);
  return found.kind === 'sure' ? found.best.entry : undefined;
}
