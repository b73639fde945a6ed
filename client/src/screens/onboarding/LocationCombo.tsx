import type { Country } from '@fixwise/shared/countries';
import { useEffect, useId, useState } from 'react';

type Location = { country: string; state: string };

/** Country, then state/province — disabled until a country is chosen (spec §2 combo-box). */
export function LocationCombo({
  value,
  onChange,
}: {
  value: Location | undefined;
  onChange: (value: Location) => void;
}) {
  const countryId = useId();
  const stateId = useId();
  const [countries, setCountries] = useState<Country[] | null>(null);

  useEffect(() => {
    let live = true;
    // loaded on demand: the list is large and only this question needs it
    void import('@fixwise/shared/countries').then((m) => live && setCountries(m.listCountries()));
    return () => {
      live = false;
    };
  }, []);

  const selected = countries?.find((c) => c.name === value?.country);
  const regions = selected?.regions ?? [];
  return (
    <div className="location">
      <div className="field">
        <label className="field-label" htmlFor={countryId}>
          Country
        </label>
        <select
          id={countryId}
          className="field-input"
          value={value?.country ?? ''}
          disabled={!countries}
          onChange={(e) => onChange({ country: e.target.value, state: '' })}
        >
          <option value="">{countries ? 'Select your country' : 'Loading countries…'}</option>
          {countries?.map((c) => (
            <option key={c.code} value={c.name}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field-label" htmlFor={stateId}>
          State / Province
        </label>
        <select
          id={stateId}
          className="field-input"
          value={value?.state ?? ''}
          disabled={!value?.country || regions.length === 0}
          onChange={(e) => onChange({ country: value!.country, state: e.target.value })}
        >
          <option value="">{value?.country ? 'Select your state or province' : 'Choose a country first'}</option>
          {regions.map((r) => (
            <option key={`${r.code}-${r.name}`} value={r.name}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
