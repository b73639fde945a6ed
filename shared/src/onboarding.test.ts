import { describe, expect, it } from 'vitest';
import {
  NO_TOOLS_OPTION,
  addCustomItem,
  answersToProfile,
  confidenceFromPhrase,
  isAnswered,
  mergeCustomItems,
  parseOnboardingStep,
} from './onboarding';

const q = (id: string, Question: string, Type = '') => ({ _id: id, Question, Type });
const questions = [
  q('exp', 'How would you describe your DIY experience?', 'Experience level'),
  q('conf', 'How confident do you feel taking on a home repair?', 'DIY confidence'),
  q('tools', 'Which tools do you already own?', 'Tools'),
  q('proj', 'Which kinds of projects are you interested in?', 'Projects'),
  q('loc', 'Where is your home?', 'Location'),
  q('about', 'Tell us about your home', ''),
  q('age', 'When was your home built?', 'Home age'),
  q('misc', 'Anything else?', ''),
];

describe('answers → profile (spec §3)', () => {
  it.each([
    ['Not confident at all', 1],
    ['Slightly confident', 2],
    ['Somewhat confident', 3],
    ['Confident', 4],
    ['Very confident', 5],
  ])('maps %j to confidence %i', (phrase, n) => {
    expect(answersToProfile({ conf: phrase }, questions).confidence).toBe(n);
    expect(confidenceFromPhrase(phrase.toUpperCase())).toBe(n);
  });

  it('defaults a confidence question with another answer to 3', () => {
    expect(answersToProfile({ conf: 'no idea' }, questions).confidence).toBe(3);
  });

  it('takes a plain number as confidence', () => {
    expect(answersToProfile({ misc: 4 }, questions).confidence).toBe(4);
  });

  it('reads experience from the question or the answer wording', () => {
    expect(answersToProfile({ exp: 'Intermediate' }, questions).experienceLevel).toBe('Intermediate');
    expect(answersToProfile({ misc: 'Expert' }, questions).experienceLevel).toBe('Expert');
  });

  it('joins tool lists with ", " and treats any other list as tools', () => {
    expect(answersToProfile({ tools: ['Hammer', 'Pliers'] }, questions).tools).toBe('Hammer, Pliers');
    expect(answersToProfile({ misc: ['Drill', 'Saw'] }, questions).tools).toBe('Drill, Saw');
  });

  it('maps interested projects', () => {
    expect(answersToProfile({ proj: ['Plumbing', 'Flooring'] }, questions).interestedProjects).toBe(
      'Plumbing, Flooring',
    );
  });

  it('maps {country, state}', () => {
    expect(answersToProfile({ loc: { country: 'Canada', state: 'Ontario' } }, questions)).toEqual({
      country: 'Canada',
      state: 'Ontario',
    });
  });

  it('maps describe/about wording to describe', () => {
    expect(answersToProfile({ about: 'Small flat' }, questions).describe).toBe('Small flat');
  });

  it('uses a string over 20 characters as describe only when describe is not set', () => {
    const long = 'A 1920s brick house with old wiring';
    expect(answersToProfile({ misc: long }, questions).describe).toBe(long);
    expect(answersToProfile({ misc: 'exactly twenty chars' }, questions).describe).toBeUndefined();
    expect(answersToProfile({ misc: long, about: 'Small flat' }, questions).describe).toBe('Small flat');
  });

  it('keeps the home age for lead and asbestos warnings', () => {
    expect(answersToProfile({ age: 'Before 1950' }, questions).homeAge).toBe('Before 1950');
  });
});

describe('onboarding helpers', () => {
  it('adds custom items trimmed, ignoring empty and duplicate ones', () => {
    expect(addCustomItem(['Drill'], '  Laser level ')).toEqual(['Drill', 'Laser level']);
    expect(addCustomItem(['Drill'], '   ')).toEqual(['Drill']);
    expect(addCustomItem(['Drill'], 'drill')).toEqual(['Drill']);
  });

  it('merges custom items into the answers and drops "I don\'t have any yet" once tools exist', () => {
    expect(mergeCustomItems({ tools: ['Hammer'] }, { tools: ['Laser level', 'hammer'] })).toEqual({
      tools: ['Hammer', 'Laser level'],
    });
    expect(mergeCustomItems({ tools: [NO_TOOLS_OPTION] }, { tools: ['Saw'] })).toEqual({ tools: ['Saw'] });
    expect(mergeCustomItems({ tools: [NO_TOOLS_OPTION] }, {})).toEqual({ tools: [NO_TOOLS_OPTION] });
  });

  it('knows when a question is answered', () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered('  ')).toBe(false);
    expect(isAnswered([])).toBe(false);
    expect(isAnswered({ country: '', state: '' })).toBe(false);
    expect(isAnswered({ country: 'Canada', state: '' })).toBe(true);
    expect(isAnswered(['Hammer'])).toBe(true);
  });

  it('parses the step with 1 as fallback and refuses out-of-range steps', () => {
    expect(parseOnboardingStep('3', 6)).toBe(3);
    expect(parseOnboardingStep('abc', 6)).toBe(1);
    expect(parseOnboardingStep('2.7', 6)).toBe(2);
    expect(parseOnboardingStep('0', 6)).toBeNull();
    expect(parseOnboardingStep('7', 6)).toBeNull();
  });
});
