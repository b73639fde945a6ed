import { describe, expect, it } from 'vitest';
import { ProjectTitleSchema } from './projects';
import { isStorableText, STORABLE_TEXT_MESSAGE } from './text';

describe('isStorableText', () => {
  it('refuses a NUL and lone surrogates, high or low, anywhere', () => {
    for (const bad of ['\u0000', 'a\u0000b', '\ud800', 'x\ud83d', '\udfffy', 'a\udc00\ud800b'])
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
  });
  it('keeps every real character: emoji (surrogate pairs), scripts, other control characters people paste', () => {
    for (const good of ['', 'plain', '🚰💧 drips', 'مرحبا', '漏水', 'tab\there', 'line\nbreak'])
      expect(isStorableText(good), good).toBe(true);
  });
  it('is part of the project title contract', () => {
    expect(ProjectTitleSchema.safeParse('Leaky\u0000tap').error?.issues[0]?.message).toBe(STORABLE_TEXT_MESSAGE);
    expect(ProjectTitleSchema.parse(' Leaky tap 🚰 ')).toBe('Leaky tap 🚰');
  });
});
