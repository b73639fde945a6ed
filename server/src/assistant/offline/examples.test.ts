import { describe, expect, it } from 'vitest';
import type { ConverseResult } from '../port';
import { createOfflineAssistant } from './engine';

/**
 * Conversations people had with the offline assistant that went wrong before it listened (a noun picking
 * the repair, corrections filed as details, questions asked again, a second problem invented), as a new
 * user would have them now.
 */
const assistant = createOfflineAssistant({ chunkDelayMs: 0 });
const profile = { experienceLevel: null, confidence: null, tools: null, country: null, state: null, homeAge: null };

async function talk(...messages: string[]): Promise<ConverseResult[]> {
  let memory: Record<string, unknown> = {};
  const out: ConverseResult[] = [];
  for (const text of messages) {
    const result = await assistant.converse(
      { kind: 'project', history: [], message: { text, imageCount: 0 }, profile, ownedTools: [], memory },
      () => undefined,
    );
    memory = result.memory;
    out.push(result);
  }
  return out;
}
const questions = (turns: ConverseResult[]) =>
  turns.flatMap((t) => t.response.split('\n').filter((l) => l.trim().endsWith('?')));

describe('the assistant picks the repair by the problem, not by the loudest noun', () => {
  it('has no guide for a cracked phone screen, and plans nothing', async () => {
    const [turn] = await talk('I dropped my phone and the screen is cracked');
    expect(turn!.response).toMatch(/can't help with the phone/);
    expect(turn!.memory.entryId).toBeUndefined();
    expect(turn!.suggested_messages).toEqual([]);
  });

  it.each([
    ['my two-handle shower keeps dripping from the spout', 'shower-two-handle-drip'],
    ['squeaky floor in the hallway', 'floor-squeak'],
    ['casement window crank handle just spins', 'casement-crank'],
  ])('%s → %s', async (text, id) => {
    const [turn] = await talk(text);
    expect(turn!.memory.entryId).toBe(id);
  });
});

describe('the assistant follows corrections and never asks twice', () => {
  it('follows "oh wait, my mistake, it is the dishwasher" after the fridge', async () => {
    const turns = await talk(
      'the fridge is leaking',
      "oh wait, my mistake, it's the dishwasher, water comes out under its door",
    );
    expect(turns[1]!.response).toMatch(/^Got it, thanks for correcting me\. That sounds like \*\*dishwasher/);
    expect(turns[1]!.memory.entryId).toBe('dishwasher-door-leak');
  });

  it('takes "it does not run, the flush is weak" as the weak-flush repair', async () => {
    const turns = await talk('the toilet keeps running', "It doesn't run. The flush is weak");
    expect(turns[1]!.memory.entryId).toBe('toilet-weak-flush');
  });

  it('does not ask about what the first message said (single lever, kitchen)', async () => {
    const turns = await talk('my single lever kitchen faucet drips from the spout', 'slow drip', 'I have none of them');
    expect(questions(turns).join('\n')).not.toMatch(/handle|kitchen or|which room/i);
    expect(new Set(questions(turns)).size).toBe(questions(turns).length);
  });

  it('does not invent a second problem from a detail ("painted a bunch of times")', async () => {
    const turns = await talk('the bedroom door sticks at the top, it has been painted a bunch of times');
    expect(turns[0]!.memory.entryId).toBe('door-sticking');
    expect(turns[0]!.response).not.toMatch(/You also mentioned/);
  });
});
