import { describe, expect, it } from 'vitest';
import {
  cutSummary,
  formatCost,
  formatCostRange,
  formatDuration,
  formatPlanTime,
  formatToolPrice,
  roundEstimateMinutes,
  stepEmoji,
  stepKind,
} from './plan';

describe('estimate display (spec §9)', () => {
  it.each([
    [0, 10],
    [4, 10],
    [14, 10],
    [15, 20],
    [44, 40],
    [95, 100],
  ])('rounds %i minutes to %i', (input, out) => expect(roundEstimateMinutes(input)).toBe(out));

  it('shows hours and minutes from 60 minutes', () => {
    expect(formatDuration(50)).toBe('50 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(90)).toBe('1 h 30 min');
  });

  it('shows whole currency units, with 10 for nothing', () => {
    expect(formatCost(20)).toBe('$20');
    expect(formatCost(19.6)).toBe('$20');
    expect(formatCost(0)).toBe('$10');
    expect(formatCost(-5)).toBe('$10');
  });
});

describe('tool price display (spec §9)', () => {
  it('shows a range without decimals, one price with 2 decimals, else Price not available', () => {
    expect(formatToolPrice({ price_min: 10.4, price_max: 25 })).toBe('$10 – $25');
    expect(formatToolPrice({ price_min: 12, price_max: 12 })).toBe('$12.00');
    expect(formatToolPrice({ price: 7.5 })).toBe('$7.50');
    expect(formatToolPrice({})).toBe('Price not available');
  });
});

describe('step cards', () => {
  it('cut summaries at 7 words', () => {
    expect(cutSummary('Close both shut-off valves under the sink by turning clockwise')).toBe(
      'Close both shut-off valves under the sink…',
    );
    expect(cutSummary('Short summary')).toBe('Short summary');
  });
  it('cycle over 5 emoji', () => {
    expect(stepEmoji(0)).toBe(stepEmoji(5));
    expect(new Set([0, 1, 2, 3, 4].map(stepEmoji)).size).toBe(5);
    // a check mark means done: never the icon of a step in the cycle
    for (let i = 0; i < 20; i++) expect(stepEmoji(i)).not.toBe('✅');
  });
});

describe('stepKind', () => {
  it.each([
    ['Shut off the water', 'safety'],
    ['Turn off the breaker', 'safety'],
    ['Remove the old cartridge', 'remove'],
    ['Clean the valve seat', 'clean'],
    ['Install the new flapper', 'install'],
    ['Fill', 'fill'],
    ['Sand smooth', 'finish'],
    ['Test for leaks', 'test'],
    ['Confirm the leak', 'inspect'],
  ] as const)('%s → %s', (title, kind) => {
    expect(stepKind({ title })).toBe(kind);
  });

  it('reads the instructions when the title says nothing, and falls back to inspect', () => {
    expect(stepKind({ title: 'The old part', instructions: ['Unscrew the two bolts and lift it off.'] })).toBe(
      'remove',
    );
    expect(stepKind({ title: 'Afterwards', instructions: ['Enjoy.'] })).toBe('inspect');
  });
});

describe('what a plan takes: the cost range, and the work and the waiting apart', () => {
  it('shows the cheapest to the dearest, one amount when they are the same', () => {
    expect(formatCostRange(25, 70)).toBe('$25–70');
    expect(formatCostRange(40, 40)).toBe('$40');
    expect(formatCostRange(0, 0)).toBe('$10');
  });

  it('says the active time, and the waiting on top of it', () => {
    expect(formatPlanTime({ minutes: 75 })).toEqual({ work: 'about 1 h 20 min of work', wait: null });
    expect(formatPlanTime({ minutes: 60, wait_minutes: 720, wait_for: 'overnight drying' })).toEqual({
      work: 'about 1 h of work',
      wait: '+ overnight drying (about 12 h)',
    });
  });
});
