import { describe, expect, it } from 'vitest';
import { displayNameOf, greetingName, isProfileFilledIn, titleCase } from './profile';

describe('profile filled in (spec §4)', () => {
  it('is false for an empty profile and for blank strings', () => {
    expect(isProfileFilledIn({})).toBe(false);
    expect(isProfileFilledIn({ experienceLevel: '   ', tools: '', country: null })).toBe(false);
  });
  it.each(['experienceLevel', 'tools', 'interestedProjects', 'country', 'state', 'describe'])(
    'is true with a non-blank %s',
    (key) => {
      expect(isProfileFilledIn({ [key]: 'x' })).toBe(true);
    },
  );
  it('is true with a confidence number', () => {
    expect(isProfileFilledIn({ confidence: 1 })).toBe(true);
  });
});

describe('display name and greeting (spec §2, §3, §5)', () => {
  it('joins first and last name, else the email, else User', () => {
    expect(displayNameOf({ firstname: 'dana', lastname: 'reyes', email: 'd@x.io' })).toBe('dana reyes');
    expect(displayNameOf({ firstname: ' ', lastname: '', email: 'd@x.io' })).toBe('d@x.io');
    expect(displayNameOf({})).toBe('User');
  });
  it('greets with the first word capitalised, or User', () => {
    expect(greetingName('dana reyes')).toBe('Dana');
    expect(greetingName('  ')).toBe('User');
    expect(greetingName(null)).toBe('User');
  });
  it('title-cases the drawer name', () => {
    expect(titleCase('dana REYES')).toBe('Dana Reyes');
  });
});
