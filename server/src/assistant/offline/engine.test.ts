import { KNOWLEDGE_BASE } from '../knowledge/index';
import { describe, expect, it } from 'vitest';
import type { ConverseInput, ConverseResult } from '../port';
import { createOfflineAssistant } from './engine';

const assistant = createOfflineAssistant({ chunkDelayMs: 0 });
const profile = { experienceLevel: 'Beginner', confidence: 3, tools: null, country: null, state: null, homeAge: null };

/** Plays a conversation and returns every result, with the streamed text of each reply. */
async function converse(messages: string[], ownedTools: string[] = []) {
  let memory: Record<string, unknown> = {};
  const out: Array<ConverseResult & { streamed: string }> = [];
  for (const text of messages) {
    const input: ConverseInput = {
      kind: 'project',
      history: [],
      message: { text, imageCount: 0 },
      profile,
      ownedTools,
      memory,
    };
    let streamed = '';
    const result = await assistant.converse(input, (t) => (streamed += t));
    memory = result.memory;
    out.push({ ...result, streamed });
  }
  return out;
}

describe('offline intake conversation', () => {
  it.each([
    ['my kitchen faucet drips, single handle', 'dripping single-handle faucet'],
    ['the toilet keeps running after I flush', 'toilet keeps running'],
    ["there's a fist-sized hole in the hallway drywall from the door", 'large hole in drywall'],
  ])('reaches complete within 4 turns for "%s"', async (description, understood) => {
    const turns = await converse([
      description,
      'Upstairs bathroom, it is a Moen, slow drip',
      'I have none of them',
      'ok',
    ]);
    const completeAt = turns.findIndex((t) => t.current_state === 'complete');
    expect(completeAt).toBeGreaterThanOrEqual(0);
    expect(completeAt).toBeLessThan(4);
    expect(turns[completeAt]!.response.toLowerCase()).toContain(understood);
  });

  it('streams exactly the reply it returns', async () => {
    const [first] = await converse(['the toilet keeps running after I flush']);
    expect(first!.streamed).toBe(first!.response);
    expect(first!.response).toMatch(/A few quick questions|Which sounds closer/);
  });

  it('asks which one when two repairs fit, then continues with the chosen one', async () => {
    const turns = await converse([
      'my faucet is dripping',
      'Dripping two-handle faucet (compression washer)',
      'bathroom, hot side',
      'I have all of them',
    ]);
    expect(turns[0]!.response).toMatch(/Which sounds closer/);
    expect(turns[0]!.suggested_messages).toEqual(
      expect.arrayContaining(['Dripping two-handle faucet (compression washer)', "It's something else"]),
    );
    expect(turns[1]!.response.toLowerCase()).toContain('two-handle faucet');
    expect(turns.some((t) => t.current_state === 'complete')).toBe(true);
  });

  it('skips the tools question when the person already owns every required tool', async () => {
    const owned = KNOWLEDGE_BASE.flatMap((e) => e.tools.filter((t) => t.required).map((t) => t.name));
    const turns = await converse(
      ['the toilet keeps running after I flush', 'main bathroom, water trickles into the bowl', 'the flapper one'],
      owned,
    );
    expect(turns.some((t) => t.current_state === 'complete')).toBe(true);
    expect(turns.some((t) => /Which of these do you already have/.test(t.response))).toBe(false);
  });

  it('says honestly that it has no guide, and never invents a plan', async () => {
    const [reply] = await converse(['my car transmission slips']);
    expect(reply!.response).toMatch(
      /^I only have guides for repairs in and around the home, so I can't help with the car/,
    );
    expect(reply!.suggested_messages).toEqual([]);
    expect(reply!.current_state).toBe('in_progress');
  });
});
