import { describe, expect, it } from 'vitest';
import { offeredTools, ownedToolsSaid } from './owned';

const offered = ['Plunger', 'Toilet auger', 'Rubber gloves', 'Bucket', 'Old towels'];

describe('tools the person says they own', () => {
  it.each([
    ['I have all of them', offered],
    ['yes, got them all', offered],
    ["I've got a bucket, towels and gloves", ['Bucket', 'Rubber gloves', 'Old towels']],
    ['only a plunger', ['Plunger']],
    ['everything except the auger', ['Plunger', 'Rubber gloves', 'Bucket', 'Old towels']],
    ['I have a plunger but no auger', ['Plunger']],
    ['none', []],
    ['I have none of them', []],
    ["I don't have any yet", []],
    ['some of them', []],
  ])('%j → %j', (text, expected) => {
    expect(ownedToolsSaid(text, offered)).toEqual(expected);
  });

  it('recognises a tool named in full outside the tools question, and not a problem that is "had"', () => {
    expect(ownedToolsSaid('I also have an adjustable wrench', [])).toEqual(['Adjustable wrench']);
    expect(ownedToolsSaid('I have a dripping faucet in the bathroom', [])).toEqual([]);
    expect(ownedToolsSaid('the drill is missing', [])).toEqual([]);
  });

  it('reads the tools the assistant listed in its question', () => {
    expect(
      offeredTools('Which of these do you already have?\n\n- Plunger\n- **Bucket**\n\nTools you own are marked'),
    ).toEqual(['Plunger', 'Bucket']);
    expect(offeredTools('Which sounds closer?\n- Running toilet\n- Weak flush')).toEqual([]);
  });
});
