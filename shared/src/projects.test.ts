import { describe, expect, it } from 'vitest';
import {
  ProjectTitleSchema,
  ProjectListInputSchema,
  canCompleteProject,
  fractionToPercent,
  lastActivityLabel,
  matchesProjectFilter,
  projectStatus,
} from './projects';

const NOW = new Date('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

describe('relative last-activity label (spec §9, ceil rounding)', () => {
  it.each([
    [null, 'Just now'],
    [ago(30 * 1000), 'Just now'],
    [ago(MIN), '1 minute ago'],
    [ago(59 * MIN), '59 minutes ago'],
    [ago(60 * MIN), '1 hour ago'],
    [ago(DAY - 1), '23 hours ago'],
    [ago(DAY), '1 day ago'],
    [ago(DAY + 1), '2 days ago'],
    [ago(6 * DAY), '6 days ago'],
    [ago(6 * DAY + 1), '1 week ago'],
    [ago(7 * DAY), '1 week ago'],
    [ago(7 * DAY + 1), '2 weeks ago'],
    [ago(8 * DAY), '2 weeks ago'],
    [ago(14 * DAY), '2 weeks ago'],
    [ago(14 * DAY + 1), '3 weeks ago'],
    [ago(29 * DAY), '5 weeks ago'],
    [ago(29 * DAY + 1), '1 month ago'],
    [ago(30 * DAY), '1 month ago'],
    [ago(30 * DAY + 1), '2 months ago'],
    [ago(31 * DAY), '2 months ago'],
    [ago(60 * DAY), '2 months ago'],
    [ago(60 * DAY + 1), '3 months ago'],
    [ago(365 * DAY), '13 months ago'],
  ])('%s → %s', (date, label) => {
    expect(lastActivityLabel(date, NOW)).toBe(label);
  });

  it('reads ISO strings and treats an unreadable date as no date', () => {
    expect(lastActivityLabel(ago(3 * DAY).toISOString(), NOW)).toBe('3 days ago');
    expect(lastActivityLabel('not a date', NOW)).toBe('Just now');
    expect(lastActivityLabel(new Date(Number.NaN), NOW)).toBe('Just now');
    expect(lastActivityLabel(undefined, NOW)).toBe('Just now');
    expect(lastActivityLabel('', NOW)).toBe('Just now');
  });

  it('shows this instant or a date in the future (a clock ahead) as Just now, never 0 or negative', () => {
    expect(lastActivityLabel(NOW, NOW)).toBe('Just now');
    expect(lastActivityLabel(new Date(NOW.getTime() + DAY), NOW)).toBe('Just now');
  });
});

describe('progress', () => {
  it('turns the fraction into a whole percent, 0 for anything unreadable', () => {
    expect(fractionToPercent(1 / 3)).toBe(33);
    expect(fractionToPercent(0.666)).toBe(67);
    expect(fractionToPercent(1)).toBe(100);
    expect(fractionToPercent(1.2)).toBe(100);
    expect(fractionToPercent(Number.NaN)).toBe(0);
    expect(fractionToPercent('0.5')).toBe(0);
    expect(fractionToPercent(0.005)).toBe(1);
    expect(fractionToPercent(0.004)).toBe(0);
    expect(fractionToPercent(0.995)).toBe(100);
    expect(fractionToPercent(-0.5)).toBe(0);
    expect(fractionToPercent(Number.POSITIVE_INFINITY)).toBe(0);
    expect(fractionToPercent(null)).toBe(0);
    expect(fractionToPercent(undefined)).toBe(0);
  });

  it('is ongoing under 100 and completed at 100', () => {
    expect(projectStatus(99)).toBe('ongoing');
    expect(projectStatus(100)).toBe('completed');
  });

  it('offers Complete only with steps and progress under 100', () => {
    expect(canCompleteProject({ hasSteps: true, percentComplete: 40 })).toBe(true);
    expect(canCompleteProject({ hasSteps: false, percentComplete: 0 })).toBe(false);
    expect(canCompleteProject({ hasSteps: true, percentComplete: 100 })).toBe(false);
    expect(canCompleteProject({ hasSteps: true, percentComplete: 99 })).toBe(true);
    expect(canCompleteProject({ hasSteps: true, percentComplete: 0 })).toBe(true);
  });
});

describe('filtering (spec §4)', () => {
  const list = [
    { projectTitle: 'Leaky Faucet', percentComplete: 20 },
    { projectTitle: 'Fix the fence', percentComplete: 100 },
    { projectTitle: 'FAUCET in garage', percentComplete: 0 },
  ];
  const titles = (filter: Parameters<typeof matchesProjectFilter>[1]) =>
    list.filter((p) => matchesProjectFilter(p, filter)).map((p) => p.projectTitle);

  it('combines the status with a case-insensitive title search', () => {
    expect(titles({ status: 'ongoing', search: 'faucet' })).toEqual(['Leaky Faucet', 'FAUCET in garage']);
    expect(titles({ status: 'completed', search: '' })).toEqual(['Fix the fence']);
    expect(titles({ status: 'completed', search: 'faucet' })).toEqual([]);
    expect(titles({ status: 'ongoing', search: '  ' })).toEqual(['Leaky Faucet', 'FAUCET in garage']);
    expect(titles({ status: 'ongoing', search: 'ET IN' })).toEqual(['FAUCET in garage']);
    expect(titles({ status: 'ongoing', search: 'fence' })).toEqual([]);
  });

  it('without a status, searches both', () => {
    expect(titles({ search: 'F' })).toEqual(['Leaky Faucet', 'Fix the fence', 'FAUCET in garage']);
    expect(titles({})).toHaveLength(3);
  });
});

describe('the list input', () => {
  it('reads no input as the first page of everything, 30 at a time', () => {
    expect(ProjectListInputSchema.parse(undefined)).toEqual({ search: '', limit: 30 });
    expect(ProjectListInputSchema.parse({ status: 'completed', search: '  tap ' })).toMatchObject({
      status: 'completed',
      search: 'tap',
    });
  });

  it('refuses a page over 100, an unknown status and a search no title could match', () => {
    expect(ProjectListInputSchema.safeParse({ limit: 101 }).success).toBe(false);
    expect(ProjectListInputSchema.safeParse({ limit: 0 }).success).toBe(false);
    expect(ProjectListInputSchema.safeParse({ status: 'archived' }).success).toBe(false);
    expect(ProjectListInputSchema.safeParse({ search: 'x'.repeat(121) }).success).toBe(false);
    expect(ProjectListInputSchema.safeParse({ search: 'a\u0000b' }).success).toBe(false);
    expect(ProjectListInputSchema.safeParse({ cursor: 'c'.repeat(201) }).success).toBe(false);
  });
});

describe('project title', () => {
  it('is trimmed, non-empty and at most 120 characters', () => {
    expect(ProjectTitleSchema.parse('  Dripping tap  ')).toBe('Dripping tap');
    expect(ProjectTitleSchema.safeParse('   ').error?.issues[0]?.message).toBe('Please enter a valid project name.');
    expect(ProjectTitleSchema.safeParse('x'.repeat(121)).success).toBe(false);
    expect(ProjectTitleSchema.safeParse('x'.repeat(120)).success).toBe(true);
    expect(ProjectTitleSchema.parse(`  ${'x'.repeat(120)}  `)).toBe('x'.repeat(120));
    expect(ProjectTitleSchema.safeParse('').error?.issues[0]?.message).toBe('Please enter a valid project name.');
    expect(ProjectTitleSchema.safeParse(undefined).error?.issues[0]?.message).toBe(
      'Please enter a valid project name.',
    );
    expect(ProjectTitleSchema.parse('<b>bold</b> & co')).toBe('<b>bold</b> & co');
  });
});
