import { isClose, matchRepairs } from '../knowledge/match';
import { guideStep } from './guide';
import { findEntry } from '../knowledge/index';
import type { RepairEntry } from '../knowledge/schema';
import { streamText, type Assistant, type ConverseInput, type ConverseResult } from '../port';

/** What the intake remembers between turns (kept in chat_sessions.memory). */
export interface IntakeMemory {
  stage: 'describe' | 'clarify' | 'details' | 'tools' | 'done';
  description: string;
  entryId?: string;
  candidates?: string[];
  details?: string;
  toolsAnswer?: string;
}

const UNKNOWN_REPLY =
  "I don't have a guide for that yet, so I won't guess at a plan. A safe next step: note exactly what you see (and take a photo), shut off the water or power to that area if something is leaking or sparking, and ask a licensed pro for an assessment. If you can describe it differently, or it's one of the usual household jobs (leaks, drains, doors, walls, floors, appliances, heating filters), tell me more and I'll try again.";

function readMemory(raw: Record<string, unknown>): IntakeMemory {
  const stage = raw.stage as IntakeMemory['stage'] | undefined;
  return { ...(raw as Partial<IntakeMemory>), stage: stage ?? 'describe', description: String(raw.description ?? '') };
}

const lower = (s: string) => s.toLowerCase();

/** Tools of the plan the person doesn't already own. */
function missingTools(entry: RepairEntry, owned: string[]): string[] {
  const have = owned.map(lower);
  return entry.tools
    .filter((t) => t.required)
    .map((t) => t.name)
    .filter((name) => !have.some((o) => lower(name).includes(o) || o.includes(lower(name))));
}

function detailsQuestion(entry: RepairEntry): string {
  const asks = entry.questions.slice(0, 3).map((q, i) => `${i + 1}. ${q}`);
  return [`That sounds like **${entry.title.toLowerCase()}**. A few quick questions so the plan fits your home:`, '', ...asks, '', 'Answer what you can; a photo helps too.'].join('\n');
}

/**
 * The built-in engine: an intake conversation a handyman would have (what, where, which kind, how
 * bad, which tools), matched against the curated knowledge base. Clear descriptions reach
 * `complete` in three turns (four when two repairs fit and it must ask which).
 */
export function createOfflineAssistant(opts: { chunkDelayMs?: number } = {}): Assistant {
  const delayMs = opts.chunkDelayMs ?? 25;

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
      return result("Your plan is being put together. You'll find it in the project overview in a moment.", [], memory, true);
    }

    if (memory.stage === 'clarify' && memory.candidates?.length) {
      const ranked = matchRepairs(`${text} ${memory.description}`).filter((m) => memory.candidates!.includes(m.entry.id));
      const chosen =
        memory.candidates.map((id) => findEntry(id)!).find((e) => lower(text).includes(lower(e.title))) ?? ranked[0]?.entry ?? findEntry(memory.candidates[0]!)!;
      return result(detailsQuestion(chosen), ["I'm not sure", "I'll send a photo"], { ...memory, stage: 'details', entryId: chosen.id });
    }

    if (memory.stage === 'details' && memory.entryId) {
      const entry = findEntry(memory.entryId)!;
      const missing = missingTools(entry, input.ownedTools);
      if (missing.length === 0) return complete(entry, { ...memory, details: text }, input);
      return result(
        [`Thanks, that helps. Which of these do you already have?`, '', ...missing.map((t) => `- ${t}`), '', "Tools you own are marked in the plan and left out of the cost."].join('\n'),
        ['I have all of them', 'I have none of them', 'Some of them'],
        { ...memory, stage: 'tools', details: text },
      );
    }

    if (memory.stage === 'tools' && memory.entryId) {
      return complete(findEntry(memory.entryId)!, { ...memory, toolsAnswer: text }, input);
    }

    // describe: match what we have so far
    const description = `${memory.description} ${text}`.trim();
    const matches = matchRepairs(description);
    if (matches.length === 0) {
      return result(UNKNOWN_REPLY, ['It is a leak', 'It is a door or window', 'It is a wall or floor'], { stage: 'describe', description });
    }
    if (isClose(matches)) {
      const [a, b] = matches;
      return result(
        [`I want to get this right. Which sounds closer?`, '', `- **${a!.entry.title}**`, `- **${b!.entry.title}**`, '', 'A photo of it would settle it too.'].join('\n'),
        [a!.entry.title, b!.entry.title],
        { stage: 'clarify', description, candidates: [a!.entry.id, b!.entry.id] },
      );
    }
    const entry = matches[0]!.entry;
    return result(detailsQuestion(entry), ["I'm not sure", "I'll send a photo"], { stage: 'details', description, entryId: entry.id });
  }

  function complete(entry: RepairEntry, memory: IntakeMemory, input: ConverseInput): ConverseResult {
    const lines = [
      `Got it. Here's what I understood: **${entry.title.toLowerCase()}**.`,
      memory.details ? `- Your details: ${memory.details}` : null,
      input.ownedTools.length ? `- Tools you have: ${input.ownedTools.join(', ')}` : null,
      '',
      "I'm putting your step-by-step plan together now: estimate, tools and materials, and each step with its safety notes.",
    ].filter((l): l is string => l !== null);
    return { response: lines.join('\n'), suggested_messages: [], current_state: 'complete', memory: { ...memory, stage: 'done' } };
  }

  return {
    name: 'offline',
    async converse(input, onToken, signal) {
      const decided = input.kind === 'step' ? guideStep(input) : decide(input);
      await streamText(decided.response, onToken, { delayMs, signal });
      return decided;
    },
    async detectTools() {
      // the offline engine has no vision model: it says so by detecting nothing
      return [];
    },
  };
}
