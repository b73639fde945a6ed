import { describe, expect, it } from 'vitest';
import { splitBotMessage, splitSentences } from './chat';

describe('bot message layout (spec §2)', () => {
  it('keeps a short message as one block', () => {
    expect(splitBotMessage('Hi! What needs fixing?')).toEqual([{ kind: 'text', text: 'Hi! What needs fixing?' }]);
  });

  it('splits prose over 200 characters into paragraphs of up to 4 sentences', () => {
    const long = Array.from({ length: 9 }, (_, i) => `Sentence number ${i + 1} is here.`).join(' ');
    expect(long.length).toBeGreaterThan(200);
    const blocks = splitBotMessage(long);
    expect(blocks.map((b) => b.text.match(/Sentence/g)!.length)).toEqual([4, 4, 1]);
  });

  it('does not split at 200 characters or less', () => {
    const text = 'One. Two. Three. Four. Five. Six.';
    expect(splitBotMessage(text)).toHaveLength(1);
  });

  it('marks step headers and time, tools, warning, instructions and tip lines', () => {
    const blocks = splitBotMessage(
      [
        '**Step 1: Shut off the water**',
        '⏱️ 5 minutes',
        '🔧 Adjustable wrench',
        '⚠️ Turn off the supply first',
        '📋 Close both valves',
        '💡 Put a towel in the sink',
      ].join('\n'),
    );
    expect(blocks.map((b) => b.kind)).toEqual(['step', 'time', 'tools', 'warning', 'instructions', 'tip']);
  });

  it('leaves lists whole', () => {
    const list = [
      '1. First question is quite long and goes on for a while to make the block long enough.',
      '2. Second question is also long enough to push the whole block beyond two hundred characters in total.',
      '3. Third.',
    ].join('\n');
    expect(splitBotMessage(list)).toEqual([{ kind: 'text', text: list }]);
  });

  it('never splits inside bold, italics or code, so the markdown stays whole', () => {
    const stop =
      '**Stop — possible gas leak.** Gas that escapes indoors can ignite from a single spark: a light switch, a phone, a doorbell. Even a faint smell counts. Leave the house now. Call the gas utility from outside. Do not go back in.';
    const paragraphs = splitSentences(stop);
    expect(paragraphs[0]!.startsWith('**Stop — possible gas leak.** Gas')).toBe(true);
    for (const p of paragraphs) expect((p.match(/\*\*/g) ?? []).length % 2).toBe(0);
    expect(splitSentences('Use *the 1/2 in. nut.* Then tighten it. Done.', 1)).toEqual([
      'Use *the 1/2 in. nut.* Then tighten it.',
      'Done.',
    ]);
  });

  it('splits sentences ending in ?, ! and quotes', () => {
    expect(splitSentences('Is it hot? Yes! It said “stop.” Then.', 2)).toEqual([
      'Is it hot? Yes!',
      'It said “stop.” Then.',
    ]);
  });
});
