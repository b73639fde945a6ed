import { allCountries } from 'country-region-data';
import { countries as countryFacts } from 'countries-list';

/** Spec §3 country and region reference list: name, lowercase two-letter code, dial code, regions. */
export interface Country {
  name: string;
  code: string;
  dialCode: string;
  regions: Array<{ name: string; code: string }>;
}

let cached: Country[] | null = null;

/** Built once from two maintained packages: regions from country-region-data, dial codes from countries-list. */
export function listCountries(): Country[] {
  cached ??= allCountries
    .map(([name, code, regions]) => {
      const facts = (countryFacts as Record<string, { phone: number[] } | undefined>)[code];
      const dial = facts?.phone[0];
      return {
        name,
        code: code.toLowerCase(),
        dialCode: dial === undefined ? '' : `+${dial}`,
        regions: regions.map(([regionName, regionCode]) => ({ name: regionName, code: regionCode ?? '' })),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return cached;
}

/** @internal */
export function findCountry(nameOrCode: string): Country | undefined {
  const needle = nameOrCode.trim().toLowerCase();
  return listCountries().find((c) => c.code === needle || c.name.toLowerCase() === needle);
}
