import { findEntry } from '../knowledge/index';
import { IMPLIED, matchRepairs, type RepairMatch } from '../knowledge/match';
import { verdict } from '../knowledge/verdict';
import type { RepairEntry } from '../knowledge/schema';
import { alreadyAnswered, slotsSaid } from '../knowledge/slots';
import { read } from '../reading/read';
import { toolsSaid } from '../tools/owned';
import { hasTool } from '../tools/owned';
import { streamText, type Assistant, type ConverseInput, type ConverseResult } from '../port';
import { guideStep } from './guide';
import {
  ENGLISH_ONLY_AGAIN,
  ENGLISH_ONLY_REPLY,
  LOCKSMITH_REPLY,
  SOMETHING_ELSE,
  asksToBypassLock,
  declineReply,
  correctionSign,
  negatesSymptom,
  pickedOption,
  rejects,
  saysNo,
  vagueMessage,
} from './intake-text';

/** What the intake remembers between turns (kept in chat_sessions.memory). */
interface IntakeMemory {
  stage: 'describe' | 'clarify' | 'details' | 'tools' | 'done';
  /** Everything the person has said about the problem, for matching. */
  description: string;
  entryId?: string;
  /** The repairs offered in an either-or question. */
  candidates?: string[];
  /** Repairs the person ruled out ("neither", "it is not a door"). */
  excluded?: string[];
  details?: string;
  toolsAnswer?: string;
  /** A second problem named in the same message ("the tap (drips)"): offered as its own project. */
  otherProblem?: string;
  /** Clarifying questions asked that brought no match yet. */
  asked?: number;
  /** The details questions asked so far: none is asked twice. */
  questionsAsked?: string[];
  /** Tools the person said they don't have: never asked about again. */
  lacks?: string[];
  /** The person said which tools they have or lack: the tools question is answered. */
  toolsTold?: boolean;
  /** How often the tools question was asked (for another repair before a correction, or after an answer that
   * named no tool): each time in other words. */
  toolsAsked?: number;
  /** Either-or questions asked so far. */
  rounds?: number;
  /** How often it said it has no guide. */
  declined?: number;
  /** It asked for the problem in English once. */
  englishAsked?: boolean;
  /** The tools question was asked again after an answer that named no tool. */
  toolsReasked?: boolean;
}

/** Two matches name the same thing: their object terms share a word ("kitchen faucet", "faucet"). */
function sameThing(a: RepairMatch, b: RepairMatch): boolean {
  const stems = new Set(read(a.object).tokens.map((t) => t.stem));
  return read(b.object).tokens.some((t) => stems.has(t.stem));
}

/** How a description reads as one repair (its thing and the symptoms said), when it reads as that repair at all. */
const matchOf = (description: string | undefined, id: string) =>
  matchRepairs(description ?? '').find((m) => m.entry.id === id);

/** "I'm not sure", "don't know", "skip": no answer to give. */
function unsure(text: string): boolean {
  return read(text).tokens.some((t) => (t.negated && (t.word === 'sure' || t.word === 'know')) || UNSURE.has(t.word));
}
const UNSURE = new Set(['skip', 'dunno', 'idk', 'unsure', 'whatever', 'pass']);

/** The tools question, the first time and when it is asked again (never the same words twice). */
const TOOLS_QUESTIONS = [
  'Which of these do you already have?',
  'For this repair, which of these do you already have?',
  'And for the tools: which of these do you already have?',
  'Which of these do you already have, then?',
];

/** Words of owning: negated, they say a tool is lacking. */
const OWN_WORDS = new Set(['have', 'own', 'got', 'has']);

/** How far another repair must now lead for a later answer to switch the plan to it. */
const SWITCH_LEAD = 1.25;

function readMemory(raw: Record<string, unknown>): IntakeMemory {
  const stage = raw.stage as IntakeMemory['stage'] | undefined;
  return { ...(raw as Partial<IntakeMemory>), stage: stage ?? 'describe', description: String(raw.description ?? '') };
}

const titleOf = (entry: RepairEntry) => entry.title.charAt(0).toLowerCase() + entry.title.slice(1);

/** Required tools of the plan the person doesn't already own. */
function missingTools(entry: RepairEntry, owned: string[]): string[] {
  return entry.tools.filter((t) => t.required && !hasTool(t.name, owned)).map((t) => t.name);
}

const PHOTO = /\b(photo|picture|pic)\b/i;

/** The repair's questions not yet answered by what was said, nor asked before (at most three). */
function openQuestions(entry: RepairEntry, said: string, asked: readonly string[]): string[] {
  const reading = read(said);
  const filled = slotsSaid(reading);
  // no photo is asked for: this engine can't look at one
  return entry.questions
    .filter((q) => !PHOTO.test(q) && !asked.includes(q) && !alreadyAnswered(q, reading, filled))
    .slice(0, 3);
}

function detailsQuestion(
  entry: RepairEntry,
  questions: readonly string[],
  lead = `That sounds like **${titleOf(entry)}**.`,
): string {
  if (questions.length === 1)
    return [`${lead} One quick question so the plan fits your home:`, '', questions[0]!].join('\n');
  return [
    `${lead} A few quick questions so the plan fits your home:`,
    '',
    ...questions.map((q, i) => `${i + 1}. ${q}`),
    '',
    'Answer what you can.',
  ].join('\n');
}

const STILL_NO_GUIDE =
  "I still don't have a guide for that, so I won't guess at a plan. If it's another repair, tell me in a few words what needs fixing, where, and what it's doing wrong.";

/** The most of what was said that the intake reads again each turn (characters). */
const SAID_LIMIT = 1_500;

/**
 * What was said so far, with what is said now: bounded, so that a conversation that can't settle costs the
 * same each turn instead of more and more. Past the limit it keeps the start (where the problem is usually
 * named) and the latest words, cut at spaces.
 * @internal
 */
export function along(...parts: Array<string | undefined>): string {
  const joined = parts
    .map((p) => p?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  if (joined.length <= SAID_LIMIT) return joined;
  const head = joined.slice(0, SAID_LIMIT / 3);
  const tail = joined.slice(joined.length - (SAID_LIMIT * 2) / 3);
  return `${head.slice(0, Math.max(head.lastIndexOf(' '), 1))}. ${tail.slice(tail.indexOf(' ') + 1)}`;
}

/** Either-or questions asked in one conversation before the assistant says plainly it has no guide. */
const MAX_ROUNDS = 3;

/** An either-or question; asked again after "neither", in other words (never the same question twice). */
function chooseQuestion(options: RepairMatch[], object: string, round: number): string {
  const leads = options.every((o) => !o.symptoms.length)
    ? [`What's going on with the ${object}? Is it one of these?`, 'Is it one of these, then?', 'Or one of these?']
    : [
        'I want to get this right. Which sounds closer?',
        'Then which of these sounds closer?',
        'Or is it one of these?',
      ];
  const lead = leads[Math.min(round, leads.length - 1)]!;
  return [
    lead,
    '',
    ...options.map((o) => `- **${o.entry.title}**`),
    '',
    `Or tell me in your own words if it's something else.`,
  ].join('\n');
}

function decide(input: ConverseInput): ConverseResult {
  const memory = readMemory(input.memory);
  const text = input.message.text.trim() || (input.message.imageCount ? '(photo)' : '');
  const result = (response: string, suggested: string[], next: IntakeMemory, done = false): ConverseResult => ({
    response,
    suggested_messages: suggested,
    current_state: done ? 'complete' : 'in_progress',
    memory: next as unknown as Record<string, unknown>,
  });

  if (memory.stage === 'done') {
    return result(
      "Your plan is being put together. You'll find it in the project overview in a moment.",
      [],
      memory,
      true,
    );
  }
  if (input.message.imageCount && !input.message.text.trim()) {
    return result(
      "Thanks for the photo. I can't look at photos in offline mode, so tell me in a few words what it shows and what's wrong.",
      [],
      memory,
    );
  }
  if (read(text).language)
    return result(memory.englishAsked ? ENGLISH_ONLY_AGAIN : ENGLISH_ONLY_REPLY, [], {
      ...memory,
      englishAsked: true,
    });
  if (asksToBypassLock(text)) return result(LOCKSMITH_REPLY, [], memory);

  /** `fresh`: a correction, a new description — its options are asked about even after many rounds. */
  const describe = (description: string, excluded: string[], lead?: string, fresh = false): ConverseResult => {
    const rounds = memory.rounds ?? 0;
    const verdictNow = verdict(description, excluded);
    // after "neither" to every option offered so far, more options would be guesses: it says it has no guide
    const found =
      verdictNow.kind === 'choose' && rounds >= MAX_ROUNDS && !fresh
        ? ({ kind: 'none', outOfScope: null } as const)
        : verdictNow;
    // what the conversation learned stays (questions asked, tools lacking or told)
    const kept = {
      questionsAsked: memory.questionsAsked,
      lacks: memory.lacks,
      toolsTold: memory.toolsTold,
      toolsAsked: memory.toolsAsked,
      declined: memory.declined,
      englishAsked: memory.englishAsked,
      rounds,
    };
    if (found.kind === 'none') {
      const asked = memory.asked ?? 0;
      if (!found.outOfScope && asked === 0 && vagueMessage(description)) {
        return result(
          "Tell me a bit more so I can find the right guide: **what** needs fixing (the fixture, appliance or part of the house), **where** it is, and **what** it's doing wrong.",
          [],
          { ...kept, stage: 'describe', description, excluded, asked: asked + 1 },
        );
      }
      // said once in full; after that, briefly (the same paragraph again reads as not listening)
      const declined = memory.declined ?? 0;
      const reply = declined ? STILL_NO_GUIDE : declineReply(found.outOfScope);
      return result(reply, [], {
        ...kept,
        declined: declined + 1,
        stage: 'describe',
        description,
        excluded,
        asked: asked + 1,
      });
    }
    const other = found.second;
    const otherNote = other
      ? `\n\nYou also mentioned the **${other.object}** (${other.symptoms[0]}). One plan covers one repair, so let's do this one first; then start that as its own project from the home screen and I'll plan it too.`
      : '';
    const keep = other ? { otherProblem: `the ${other.object} (${other.symptoms[0]})` } : {};
    if (found.kind === 'choose') {
      const question = chooseQuestion(found.options, found.object, rounds);
      return result(
        (lead ? `${lead}\n\n${question}` : question) + otherNote,
        [...found.options.map((o) => o.entry.title), SOMETHING_ELSE],
        {
          ...kept,
          rounds: rounds + 1,
          stage: 'clarify',
          description,
          excluded,
          candidates: found.options.map((o) => o.entry.id),
          ...keep,
        },
      );
    }
    return understood(
      found.best.entry,
      { ...memory, stage: 'details', description, excluded, entryId: found.best.entry.id, candidates: [], ...keep },
      lead ? `${lead} That sounds like **${titleOf(found.best.entry)}**.` : undefined,
      otherNote,
    );
  };

  /**
   * The repair is understood: its questions not yet answered, then the tools not yet known, then the plan.
   * Nothing already said is asked again.
   */
  const understood = (entry: RepairEntry, next: IntakeMemory, lead?: string, note = ''): ConverseResult => {
    const said = `${next.description} ${next.details ?? ''}`;
    const questions = openQuestions(entry, said, next.questionsAsked ?? []);
    if (questions.length)
      return result(detailsQuestion(entry, questions, lead) + note, ["I'm not sure"], {
        ...next,
        stage: 'details',
        entryId: entry.id,
        questionsAsked: [...(next.questionsAsked ?? []), ...questions],
      });
    // nothing to ask: the person still hears which repair was understood before the tools question
    return toolsOrPlan(entry, { ...next, entryId: entry.id }, lead ?? `That sounds like **${titleOf(entry)}**.`, note);
  };

  /** The tools question (only tools not owned and not already said to be missing), or the plan. */
  const toolsOrPlan = (entry: RepairEntry, next: IntakeMemory, lead: string, note = ''): ConverseResult => {
    const missing = missingTools(entry, input.ownedTools).filter((t) => !hasTool(t, next.lacks ?? []));
    if (missing.length && next.stage !== 'tools' && !next.toolsTold)
      return result(
        [
          lead || 'Thanks, that helps.',
          TOOLS_QUESTIONS[Math.min(next.toolsAsked ?? 0, TOOLS_QUESTIONS.length - 1)]!,
          '',
          ...missing.map((t) => `- ${t}`),
          '',
          'Tell me which ones (or "all of them"); tools you own are marked in the plan and left out of the cost.',
        ].join('\n') + note,
        ['I have all of them', 'I have none of them'],
        { ...next, stage: 'tools', toolsAsked: (next.toolsAsked ?? 0) + 1 },
      );
    return complete(entry, next, input, lead);
  };

  // "I have a multimeter and a nut driver set": the tools are told, and the tools question is not asked
  // (read as the chat service keeps them: "I have…", "I don't own…", without a list offered)
  const told = toolsSaid(text, []);
  // a lack counts when said of owning ("I don't have a voltage tester"), not from "the vent needs cleaning"
  const ownsNot = read(text).tokens.some((t) => t.negated && OWN_WORDS.has(t.word));
  if (told.lacks.length && ownsNot) memory.lacks = [...new Set([...(memory.lacks ?? []), ...told.lacks])];
  if (told.has.length || (told.lacks.length && ownsNot)) memory.toolsTold = true;

  // "oh wait, my mistake, it's the dishwasher": the match opens again on what the correction says, the repair
  // planned so far ruled out. A correction that names a repair outright (thing and symptom) reads on its own;
  // one that changes the thing only ("it's plaster, not drywall") or a detail ("no, it has two handles") reads
  // with what was said before, when the correction's own words point at the new repair; a weaker one (a
  // symptom, or a thing without its symptom) is asked about. A bare "no" is also how a question is answered:
  // it switches only on the first two.
  // (while options are offered, everything said is read again anyway: see 'clarify' below)
  const sign = (memory.stage === 'details' || memory.stage === 'tools') && memory.entryId ? correctionSign(text) : null;
  if (sign) {
    const current = memory.entryId ? findEntry(memory.entryId) : undefined;
    const excluded = current ? [...(memory.excluded ?? []), current.id] : (memory.excluded ?? []);
    const alone = matchRepairs(text, excluded);
    const lead = 'Got it, thanks for correcting me.';
    if (alone[0] && alone[0].confidence >= 0.9) return describe(text, excluded, lead);
    // what was said before, as the match read it: the problem ("cracks"), then the thing with it ("faucet")
    const before = current && matchOf(memory.description, current.id);
    const problem = before?.symptoms.join(' ') ?? '';
    // (the problem before or after the correction: it must be said near the new thing, in its sentence)
    for (const withBefore of [
      `${problem} ${text}`,
      `${text} ${problem}`,
      `${before?.object ?? ''} ${problem} ${text}`,
    ]) {
      const both = matchRepairs(withBefore, excluded)[0];
      if (both && both.confidence >= 0.9 && (sign === 'said' || alone.some((m) => m.entry.id === both.entry.id)))
        return describe(withBefore.trim(), excluded, lead);
    }
    if (sign === 'said' && alone[0] && (alone[0].symptoms.length > 0 || alone[0].object === IMPLIED.term))
      return describe(text, excluded, lead);
  }

  if (memory.stage === 'clarify' && memory.candidates?.length) {
    const offered = memory.candidates.map((id) => findEntry(id)).filter((e) => e !== undefined);
    const picked = pickedOption(text, offered);
    if (picked) return understood(picked, { ...memory, stage: 'details', entryId: picked.id, candidates: [] });
    // "neither" / "no, it is not a door at all": those are ruled out and the search starts again with everything said
    const excluded = saysNo(text) ? [...(memory.excluded ?? []), ...memory.candidates] : (memory.excluded ?? []);
    return describe(
      along(memory.description, saysNo(text) && text.split(/\s+/).length <= 3 ? '' : text),
      excluded,
      saysNo(text) ? 'Thanks, that rules those out.' : undefined,
    );
  }

  if ((memory.stage === 'details' || memory.stage === 'tools') && memory.entryId) {
    let entry = findEntry(memory.entryId)!;
    // "it doesn't run, the flush is weak": a symptom of this repair said to be absent rules it out
    if (negatesSymptom(text, entry, memory.questionsAsked ?? [])) {
      const thing = matchOf(memory.description, entry.id)?.object ?? '';
      return describe(`${thing} ${text}`.trim(), [...(memory.excluded ?? []), entry.id], 'Got it, thanks.');
    }
    // "no, that's not it": that repair is ruled out and the search starts again with everything said
    if (memory.stage === 'details' && rejects(text, entry)) {
      return describe(along(memory.description, text), [...(memory.excluded ?? []), entry.id], 'Sorry, my mistake.');
    }
    // an answer to the tools question that names tools is about tools, not the problem
    const answered = toolsSaid(
      text,
      entry.tools.map((t) => t.name),
    );
    if (memory.stage === 'tools' && (answered.has.length || answered.lacks.length))
      return complete(entry, { ...memory, toolsAnswer: text }, input, '');
    // later answers re-check the match: "two handles" is not a single-handle cartridge
    const said = along(memory.description, memory.details, text);
    const now = matchRepairs(said, memory.excluded ?? []);
    const current = now.find((m) => m.entry.id === entry.id);
    let switched = '';
    // ruled out by what was said ("two handles"), or clearly beaten by another repair
    // a switch stays with the same thing ("two handles": another faucet repair); another thing needs a correction
    const anchor = current ?? matchOf(memory.description, entry.id);
    const beaten =
      current !== undefined &&
      now[0] !== undefined &&
      now[0] !== current &&
      now[0].confidence >= 0.9 &&
      now[0].score >= current.score * SWITCH_LEAD &&
      sameThing(now[0], current);
    if (!current || beaten) {
      const better = now[0];
      if (!better || !anchor || !sameThing(better, anchor))
        return describe(said, [...(memory.excluded ?? []), entry.id]);
      switched = `From what you've said, this is **${titleOf(better.entry)}** rather than ${titleOf(entry)}, so I'll plan for that.`;
      entry = better.entry;
    }
    const next: IntakeMemory = {
      ...memory,
      entryId: entry.id,
      details: along(memory.details, memory.stage === 'details' ? text : ''),
    };
    if (memory.stage === 'tools') {
      // a detail given where the tools were asked ("metal slides with little wheels"): kept, and the tools asked
      // once more in other words; "not sure", or a second time, goes on to the plan
      if (!memory.toolsReasked && !switched && !unsure(text))
        return toolsOrPlan(
          entry,
          { ...next, stage: 'details', details: `${next.details ?? ''} ${text}`.trim(), toolsReasked: true },
          'Thanks, noted.',
        );
      return complete(entry, { ...next, toolsAnswer: text }, input, switched);
    }
    // a switched repair asks its own questions, but never one already answered
    if (switched) return understood(entry, { ...next, stage: 'details' }, switched);
    return toolsOrPlan(entry, next, '');
  }

  // "ah sorry, the plate turns fine, it's the light that doesn't come on": a correction after no guide was found
  // reads on its own, with the thing said before
  if (memory.description && correctionSign(text) === 'said') {
    const lead = 'Got it, thanks for correcting me.';
    // one that names a repair outright reads alone ("actually it's the shower curtain rod, it keeps falling")
    if (verdict(text, memory.excluded ?? []).kind === 'sure') return describe(text, memory.excluded ?? [], lead, true);
    const thing = matchRepairs(memory.description)[0]?.object;
    const corrected = thing && thing !== IMPLIED.term ? `${thing} ${text}` : text;
    if (verdict(corrected, memory.excluded ?? []).kind !== 'none')
      return describe(corrected, memory.excluded ?? [], lead, true);
  }
  return describe(along(memory.description, text), memory.excluded ?? []);
}

function complete(entry: RepairEntry, memory: IntakeMemory, input: ConverseInput, switched: string): ConverseResult {
  const owned = entry.tools.filter((t) => hasTool(t.name, input.ownedTools)).map((t) => t.name);
  const other = memory.otherProblem;
  const lines = [
    switched,
    `Got it. Here's what I understood: **${titleOf(entry)}**.`,
    memory.details ? `- Your details: ${memory.details}` : null,
    owned.length ? `- Tools you have: ${owned.join(', ')} (marked in the plan and left out of the cost)` : null,
    other ? `\nWhen you're ready, start ${other} as its own project from the home screen.` : null,
  ].filter((l): l is string => l !== null);
  return {
    response: lines.join('\n').trim(),
    suggested_messages: [],
    current_state: 'complete',
    memory: { ...memory, stage: 'done', entryId: entry.id } as unknown as Record<string, unknown>,
  };
}

/**
 * The offline engine's whole answer to a message: pure text work on plain data (no database, no clock), so the
 * server can run it in a worker thread under a time budget (assistant/worker/).
 */
export function decideOffline(input: ConverseInput): ConverseResult {
  return input.kind === 'step' ? guideStep(input) : decide(input);
}

/**
 * The built-in engine: an intake conversation a handyman would have (what, where, which kind, how
 * bad, which tools), over the curated knowledge base. It abstains: when the match is not clear it asks
 * one question (which of two repairs, or what is wrong with the thing named), and when nothing fits it
 * says so plainly with a safe next step, without quick replies that could lead to a random plan.
 */
export function createOfflineAssistant(
  opts: { chunkDelayMs?: number; decide?: (input: ConverseInput) => Promise<ConverseResult> } = {},
): Assistant {
  const delayMs = opts.chunkDelayMs ?? 25;
  // in the server, the text work runs in a worker pool (opts.decide); in place otherwise
  const think = opts.decide ?? (async (input: ConverseInput) => decideOffline(input));

  return {
    name: 'offline',
    async converse(input, onToken, signal) {
      // (photos stay here: the offline engine only counts them)
      const decided = await think({
        ...input,
        message: { text: input.message.text, imageCount: input.message.imageCount },
      });
      await streamText(decided.response, onToken, { delayMs: input.paced === false ? 0 : delayMs, signal });
      return decided;
    },
    async detectTools() {
      // the offline engine has no vision model: it says so by detecting nothing
      return [];
    },
  };
}
