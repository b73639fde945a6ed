import { describe, expect, it } from 'vitest';
import { findCountry, listCountries } from './countries';

describe('the bundled country and region list (spec §3)', () => {
  it('has every country with a lowercase two-letter code, a dial code and its regions', () => {
    const countries = listCountries();
    expect(countries.length).toBeGreaterThan(200);
    for (const c of countries) expect(c.code).toMatch(/^[a-z]{2}$/);
    const us = findCountry('us')!;
    expect(us).toMatchObject({ name: 'United States', code: 'us', dialCode: '+1' });
    expect(us.regions.map((r) => r.name)).toContain('California');
    expect(findCountry('Germany')?.dialCode).toBe('+49');
  });

  it('is sorted by name', () => {
    const names = listCountries().map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
