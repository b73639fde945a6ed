import { describe, expect, it } from 'vitest';
import { findEntry, KNOWLEDGE_BASE } from '../knowledge/index';
import { read } from '../reading/read';
import { HAZARD_CATEGORIES } from './categories';
import { checkSummary, flagOutcome, readFlagAnswers, redFlagQuestion } from './red-flags';

const heater = findEntry('water-heater-flush')!;
const answers = (text: string) => readFlagAnswers(heater, read(text));
const byFlag = (text: string) => Object.fromEntries((answers(text) ?? []).map((a) => [a.id, a.answer]));

describe('the red flags of the knowledge base', () => {
  it('are 0 to 4 per repair, each a yes/no question for a hazard category', () => {
    for (const entry of KNOWLEDGE_BASE) {
      expect(entry.redFlags.length).toBeLessThanOrEqual(4);
      for (const flag of entry.redFlags) {
        expect(HAZARD_CATEGORIES).toContain(flag.category);
        expect(flag.ask).toMatch(/\?$/);
      }
    }
    expect(KNOWLEDGE_BASE.filter((e) => e.redFlags.length).length).toBeGreaterThan(50);
  });

  it('are asked in one message, numbered', () => {
    const question = redFlagQuestion(heater);
    expect(question).toMatch(/quick safety check/);
    expect(question).toContain('1. Do you smell gas or rotten eggs near the water heater?');
    expect(question).toContain('3. ');
  });
});

describe('answers to the red flags', () => {
  it('reads a plain Yes, No or Not sure for every flag', () => {
    expect(byFlag('Yes')).toEqual({ 'gas-smell': 'yes', 'relief-dripping': 'yes', 'burner-soot': 'yes' });
    expect(byFlag('No')).toEqual({ 'gas-smell': 'no', 'relief-dripping': 'no', 'burner-soot': 'no' });
    expect(byFlag('Not sure')).toEqual({ 'gas-smell': 'unsure', 'relief-dripping': 'unsure', 'burner-soot': 'unsure' });
  });

  it('reads free answers per flag', () => {
    expect(byFlag('no smell at all, but the relief pipe drips a bit')).toEqual({
      'gas-smell': 'no',
      'relief-dripping': 'yes',
      'burner-soot': null,
    });
    expect(byFlag('nope, nothing like that')).toMatchObject({ 'gas-smell': 'no', 'burner-soot': 'no' });
    expect(byFlag('I think so')).toMatchObject({ 'gas-smell': 'unsure' });
    expect(byFlag('dunno')).toMatchObject({ 'relief-dripping': 'unsure' });
    expect(answers('what does the relief valve look like?')).not.toBeNull();
    expect(answers('how long will it take')).toBeNull();
  });

  it('stops for yes, and for not sure where life is at risk; otherwise a pro checks first', () => {
    const taken = (text: string) => answers(text)!.map((a) => ({ ...a, answer: a.answer ?? ('unsure' as const) }));
    expect(flagOutcome(taken('No'))).toEqual({ stop: null, proCheck: [] });
    expect(flagOutcome(taken('Yes')).stop?.category).toBe('gas');
    expect(flagOutcome(taken('no gas smell but the relief pipe drips')).stop?.category).toBe('water-heater-relief');
    expect(flagOutcome(taken('Not sure')).stop?.category).toBe('gas');
    const crack = findEntry('drywall-crack')!;
    const all = (entry: typeof crack, text: string) =>
      readFlagAnswers(entry, read(text))!.map((a) => ({ ...a, answer: a.answer ?? ('unsure' as const) }));
    expect(flagOutcome(all(crack, 'not sure')).stop?.category).toBe('structural');
    const paint = KNOWLEDGE_BASE.find((e) => e.redFlags.some((f) => f.category === 'lead-paint'))!;
    const unsure = flagOutcome(all(paint, 'not sure'));
    expect(unsure.proCheck.map((a) => a.category)).toContain('lead-paint');
  });

  it('sums the answers up for the overview', () => {
    const no = answers('No')!.map((a) => ({ ...a, answer: a.answer ?? ('unsure' as const) }));
    expect(checkSummary(no)).toBe('Safety check: no gas smell; relief valve pipe dry; no scorch marks or soot');
  });
});
