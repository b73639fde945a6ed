import { KNOWLEDGE_BASE } from '../src/assistant/knowledge/index';
import type { CurrentState } from '@fixwise/shared';
import { eq } from 'drizzle-orm';
import { chatSessions, users } from '../src/db/schema';
import { AppError } from '../src/errors';
import type { Services } from '../src/services';
import type { Scenario } from './load-scenarios';

interface Turn {
  said: string;
  reply: string;
  state: CurrentState | 'failed';
  suggestions: string[];
}

/** A near-stop: a hazard rule that an exception or a negation cancelled (from the assistant's debug log). */
export interface NearStop {
  rule: string;
  category: string;
  weighed: Array<{ mention: string; kind: string; by: string; cancelled: boolean }>;
}

export interface Outcome {
  scenario: Scenario;
  turns: Turn[];
  /** The first reply was a safety stop. */
  firstStopped: boolean;
  /** The first reply asked whether a hazard is there (a safety check, not a repair's red flags). */
  firstAsked: boolean;
  /** Stopped on the first message, or asked about it there and stopped on "Yes". */
  caught: boolean;
  nearStops: NearStop[];
  /** Every follow-up after the stop was answered in stop mode (null: none were sent). */
  held: boolean | null;
  /** What starting generation at the end did (a person tapping on, or a REST caller). */
  generation: 'refused' | 'plan' | 'failed';
  /** Title, tools and steps of the plan made, lower case. */
  planText: string | null;
  /** The plan's tools, and whether each is marked owned. */
  planTools: Array<{ name: string; owned: boolean }>;
  /** Step questions: the step assistant's answer. */
  stepAnswer: string | null;
}

const MAX_TURNS = 8;
const TITLES = new Map(KNOWLEDGE_BASE.map((entry) => [entry.title.toLowerCase(), entry]));
const entryText = (id: string) => {
  const entry = KNOWLEDGE_BASE.find((e) => e.id === id)!;
  return [entry.title, ...entry.tools.map((t) => t.name), ...entry.steps.flatMap((s) => [s.title, ...s.instructions])]
    .join(' ')
    .toLowerCase();
};
export const mentions = (text: string, words: readonly string[] | undefined) =>
  Boolean(words?.some((w) => text.includes(w.toLowerCase())));

/**
 * The person's next message, as someone who knows their own problem would answer: an either-or
 * question about repairs is answered with the one that is theirs (or "neither"), a scripted answer
 * next, a tools question with what they own, otherwise the first quick reply offered (so a quick reply
 * that would lead somewhere random is found) or "I'm not sure".
 */
function nextMessage(scenario: Scenario, last: Turn, answers: string[]): string | null {
  // a safety question: the person with a hazard says yes; anyone else says no
  if (last.state === 'safety_check') return scenario.stop ? 'Yes' : 'No';
  const offered = last.suggestions.map((s) => TITLES.get(s.toLowerCase())).filter((e) => e !== undefined);
  if (offered.length) {
    const mine =
      offered.find((e) => scenario.entries?.includes(e.id)) ??
      offered.find((e) => mentions(entryText(e.id), scenario.topic));
    return mine ? mine.title : 'neither of those';
  }
  if (answers.length) return answers.shift()!;
  if (/already have/i.test(last.reply)) return 'I have none of them';
  return last.suggestions[0] ?? "I'm not sure";
}

async function newPerson(services: Services, n: number, homeAge?: string) {
  const [row] = await services.db
    .insert(users)
    .values({
      email: `eval-${n}-${Date.now()}@example.com`,
      firstname: 'Eval',
      lastname: String(n),
      homeAge: homeAge ?? null,
    })
    .returning({ id: users.id });
  return row!.id;
}

/** A step question: the plan for the scenario's repair is made as the intake would leave it, then asked about. */
async function driveStepQuestion(services: Services, scenario: Scenario, userId: string, projectId: string) {
  const session = await services.chatSessions.session(userId, projectId, 'project');
  await services.db
    .update(chatSessions)
    .set({ currentState: 'complete', memory: { stage: 'done', entryId: scenario.entries![0]! } })
    .where(eq(chatSessions.id, session.id));
  await services.generation.start(userId, projectId);
  await services.generation.settled();
  const sent = await services.chat.send(userId, {
    projectId,
    text: scenario.say,
    kind: 'step',
    step: scenario.step ?? 1,
  });
  const final = await services.chat.waitForReply(sent.replyId);
  return final.type === 'done' ? final.response : '';
}

/** Runs one scenario through the real chat and generation services; `nearStops` collects the log's near-stops. */
export async function drive(
  services: Services,
  scenario: Scenario,
  n: number,
  nearStops: NearStop[] = [],
): Promise<Outcome> {
  nearStops.length = 0;
  const userId = await newPerson(services, n, scenario.homeAge);
  const project = await services.projects.create(userId, scenario.id.slice(0, 100));
  const turns: Turn[] = [];
  if (scenario.kind === 'step-question') {
    const stepAnswer = await driveStepQuestion(services, scenario, userId, project._id);
    return {
      scenario,
      turns: [{ said: scenario.say, reply: stepAnswer, state: 'in_progress', suggestions: [] }],
      firstStopped: false,
      firstAsked: false,
      caught: false,
      nearStops: [...nearStops],
      held: null,
      generation: 'plan',
      planText: null,
      planTools: [],
      stepAnswer,
    };
  }
  const send = async (text: string) => {
    const sent = await services.chat.send(userId, { projectId: project._id, text });
    const final = await services.chat.waitForReply(sent.replyId);
    const turn: Turn =
      final.type === 'done'
        ? { said: text, reply: final.response, state: final.current_state, suggestions: final.suggested_messages }
        : { said: text, reply: final.type === 'failed' ? final.detail : '', state: 'failed', suggestions: [] };
    turns.push(turn);
    return turn;
  };

  const first = await send(scenario.say);
  const firstAsked = first.state === 'safety_check' && !/quick safety check/i.test(first.reply);
  let caught = first.state === 'safety_stop';
  if (firstAsked && scenario.stop) caught = (await send('Yes')).state === 'safety_stop';
  let held: boolean | null = null;
  if (caught && scenario.followups.length) {
    held = true;
    for (const text of scenario.followups) if ((await send(text)).state !== 'safety_stop') held = false;
  }
  if (!caught) {
    const answers = [...scenario.answers];
    let last = turns.at(-1)!;
    while ((last.state === 'in_progress' || last.state === 'safety_check') && turns.length < MAX_TURNS) {
      const text = nextMessage(scenario, last, answers);
      if (text === null) break;
      last = await send(text);
    }
  }

  let generation: Outcome['generation'] = 'plan';
  try {
    await services.generation.start(userId, project._id);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
    generation = 'refused';
  }
  await services.generation.settled();
  let planText: string | null = null;
  let planTools: Outcome['planTools'] = [];
  if (generation === 'plan') {
    const status = await services.generation.status(userId, project._id);
    if (status.status !== 'done') generation = 'failed';
    else {
      const [steps, tools, estimation] = await Promise.all([
        services.plan.steps(userId, project._id),
        services.plan.tools(userId, project._id),
        services.plan.estimation(userId, project._id),
      ]);
      planTools = tools.map((t) => ({ name: t.name, owned: t.owned }));
      planText = [
        estimation.skill,
        ...tools.map((t) => t.name),
        ...steps.flatMap((s) => [s.title, s.summary, ...s.instructions]),
      ]
        .join(' ')
        .toLowerCase();
    }
  }
  return {
    scenario,
    turns,
    firstStopped: first.state === 'safety_stop',
    firstAsked,
    caught,
    nearStops: [...nearStops],
    held,
    generation,
    planText,
    planTools,
    stepAnswer: null,
  };
}
