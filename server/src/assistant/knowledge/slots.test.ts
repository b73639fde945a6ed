import { describe, expect, it } from 'vitest';
import { read } from '../reading/read';
import { alreadyAnswered, questionSlot, slotsSaid } from './slots';

describe('slots: what a question asks and what a message already says', () => {
  it('tells the floor a thing stands on from what the thing is made of', () => {
    expect(questionSlot('Is it fixed to the wall, and is it on carpet or a hard floor?')).toBe('floor');
    expect(questionSlot('Is the wall drywall or plaster?')).toBe('material');
    const said = read('the wardrobe is particle board, the back is thin hardboard');
    expect(slotsSaid(said).has('floor')).toBe(false);
    expect(slotsSaid(read('it stands on the carpet in the bedroom'))).toEqual(new Set(['floor', 'material', 'room']));
  });

  it('takes a question as answered when its slot is said, or one of its options', () => {
    const filled = slotsSaid(read('moen single handle in the kitchen'));
    expect(alreadyAnswered('Is it a single-handle or two-handle faucet?', read('moen single handle'), filled)).toBe(
      true,
    );
    expect(alreadyAnswered('Which room is it in?', read('moen single handle in the kitchen'), filled)).toBe(true);
    expect(alreadyAnswered('How old is it?', read('moen single handle'), filled)).toBe(false);
  });
});
