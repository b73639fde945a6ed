import { mkdirSync, writeFileSync } from 'node:fs';
import { Document, stringify } from 'yaml';
import * as L from './scratch-lexicon.ts';
import { HAZARD_TEXT } from './server/src/assistant/safety/categories.ts';
import { termStems } from './server/src/assistant/reading/read.ts';
import { findAll } from './server/src/assistant/reading/terms.ts';

const kebab = (s: string) => s.toLowerCase().replace(/_/g, '-');
const sets: Record<string, string[]> = {};
for (const [k, v] of Object.entries(L)) if (Array.isArray(v) && typeof v[0] === 'string' && k !== 'BENIGN_COMPOUNDS') sets[kebab(k)] = [...new Set((v as string[]).filter((t) => t !== '#big-area'))];
const names = Object.keys(sets).sort((a, b) => sets[b]!.length - sets[a]!.length);

/** Cover a list with named sets (largest first), the rest inline. */
function cover(list: readonly string[], exclude = ''): { refs: string[]; rest: string[]; main: string | null } {
  const left = new Set(list.filter((t) => t !== '#big-area'));
  const refs: string[] = [];
  for (const name of names) {
    if (name === exclude) continue;
    const s = sets[name]!;
    if (s.length >= 2 && s.every((t) => left.has(t))) {
      refs.push(name);
      for (const t of s) left.delete(t);
    }
  }
  return { refs, rest: [...left], main: refs[0] ?? null };
}
const group = (list: readonly string[]) => {
  const { refs, rest } = cover(list);
  return [...refs.map((r) => `$${r}`), ...rest];
};

// sets that reference other sets
const setOut: Record<string, string[]> = {};
for (const name of Object.keys(sets)) {
  const { refs, rest } = cover(sets[name]!, name);
  setOut[name] = [...refs.map((r) => `$${r}`), ...rest];
}

const META: Record<string, { lifeThreatening: boolean; check: string; ifNoticed: string }> = {
  gas: { lifeThreatening: true, check: 'Do you smell gas or rotten eggs, even faintly, near a gas appliance, a gas pipe or the meter?', ifNoticed: 'If you ever smell gas, leave the house first and call the gas utility from outside.' },
  'carbon-monoxide': { lifeThreatening: true, check: 'Has anyone at home had headaches, dizziness, nausea or unusual sleepiness that eases outside, or has a carbon monoxide alarm sounded?', ifNoticed: 'If a CO alarm sounds or people feel unwell near a fuel-burning appliance, get everyone outside and call emergency services.' },
  fire: { lifeThreatening: true, check: 'Is there any smoke, a burning or hot-plastic smell, sparks or scorch marks?', ifNoticed: 'If you see smoke or sparks or smell burning, switch the appliance or circuit off if it is safe to, and call the fire department if there is smoke or flame.' },
  electrical: { lifeThreatening: false, check: 'Is any outlet, switch, plug or cord warm, buzzing, discoloured, or has anyone felt a tingle or shock?', ifNoticed: 'If an outlet, switch or cord gets warm, buzzes, discolours or gives a tingle, stop using it and call an electrician.' },
  'panel-service': { lifeThreatening: false, check: 'Would this mean opening the breaker panel, or adding a new circuit, breaker or 240-volt line?', ifNoticed: 'If the job turns out to need the breaker panel or a new circuit, stop: that is for a licensed electrician.' },
  'power-line': { lifeThreatening: true, check: 'Is a power line involved: down, sagging, or touched by a tree, branch or ladder?', ifNoticed: 'If a line is down or something touches one, keep 10 metres (35 feet) away and call the electric utility.' },
  'flood-electricity': { lifeThreatening: true, check: 'Has the water reached a light fixture, an outlet, a switch, wiring or the breaker panel?', ifNoticed: 'If water reaches a light, an outlet, wiring or the panel, stay out of the water, touch nothing electrical, and call the electric utility or an electrician.' },
  'water-heater-relief': { lifeThreatening: true, check: 'Is water or steam coming from the relief valve on the water heater or the pipe running down from it?', ifNoticed: 'If the relief valve or its pipe lets out water or steam, keep clear, turn the heater off and call a plumber.' },
  structural: { lifeThreatening: true, check: 'Is anything sagging or bulging, has a crack grown, or has a door or window near it started sticking?', ifNoticed: 'If a crack grows, a ceiling or floor sags, or doors near it start sticking, stop and have a structural engineer look.' },
  sewage: { lifeThreatening: false, check: 'Is sewage or dirty water coming up from a drain, or are several drains backing up at once?', ifNoticed: 'If sewage comes up or several drains back up, stop using water and call a plumber or the sewer utility.' },
  mould: { lifeThreatening: false, check: 'Does the mould cover more than about 10 square feet (1 m²), or keep coming back after cleaning?', ifNoticed: 'If the mould turns out larger than about 10 square feet or keeps coming back, stop and call a mould professional.' },
  asbestos: { lifeThreatening: false, check: 'Was the home built before 1980, and would the job cut, sand or break old insulation, flooring or a textured ceiling?', ifNoticed: 'If you uncover old pipe lagging, vermiculite, old floor tiles or textured ceiling, stop and have a sample tested before disturbing it.' },
  'lead-paint': { lifeThreatening: false, check: 'Was the home built before 1978, and would the job sand, scrape or heat old paint?', ifNoticed: 'If the paint turns out to be from before 1978, test it for lead before sanding or scraping.' },
  heights: { lifeThreatening: false, check: 'Would you need to get on the roof, or stand above the second step from the top of a ladder?', ifNoticed: 'If the job needs the roof or the top of a tall ladder, stop and call a roofer or a contractor with fall protection.' },
  chimney: { lifeThreatening: true, check: 'Is smoke coming back into the room, is there a roaring sound from the chimney, or is the chimney or flue damaged?', ifNoticed: 'If smoke comes back into the room or the chimney roars, put the fire out only if it is safe, get everyone out and call the fire department.' },
  'garage-spring': { lifeThreatening: false, check: "Does the job involve the garage door's springs or cables, or does one look broken or frayed?", ifNoticed: 'If a garage door spring or cable is broken or frayed, leave the door shut and call a garage door technician.' },
};

mkdirSync('server/safety/categories', { recursive: true });
const header = (text: string) => `# ${text}\n`;
for (const category of Object.keys(HAZARD_TEXT)) {
  const t = HAZARD_TEXT[category as keyof typeof HAZARD_TEXT];
  const rules = L.HAZARD_RULES.filter((r) => r.category === category).map((r) => {
    const all: Record<string, string[]> = {};
    r.all.forEach((g, i) => {
      const { main } = cover(g);
      let name = main ?? `terms-${i + 1}`;
      if (name in all) name = `${name}-${i + 1}`;
      all[name] = group(g);
    });
    const hasBig = r.all.findIndex((g) => g.includes('#big-area'));
    const groupStems = r.all.map((g) => g.map(termStems));
    const compounds: string[] = [];
    const sources: string[] = [];
    const { refs, rest } = cover(r.unless ?? []);
    for (const ref of refs) sources.push(`$${ref}`);
    for (const u of rest) {
      const s = termStems(u);
      if (groupStems.some((g) => g.some((gt) => gt.length && findAll(s, gt).length && s.length > gt.length))) compounds.push(u);
      else sources.push(u);
    }
    const out: Record<string, unknown> = { id: r.id.replace(/-named$/, '-named') };
    out.all = all;
    if (r.window) out.within = r.window;
    if (r.scope && r.scope !== 'sentence') out.scope = r.scope;
    if (r.negatable) out.negatable = true;
    if (r.homeBefore) out.homeBefore = r.homeBefore;
    if (r.id.endsWith('-named') && (category === 'asbestos' || category === 'lead-paint')) out.ignoresHomeAge = true;
    if (hasBig >= 0) out.area = { over: 10, as: Object.keys(all)[hasBig] };
    if (r.measured) out.areaOverridesExceptions = true;
    if (compounds.length || sources.length) out.exceptions = { ...(compounds.length ? { compounds } : {}), ...(sources.length ? { sources } : {}) };
    out.examples = r.examples;
    if (r.nearMisses.length) out.nearMisses = r.nearMisses;
    return out;
  });
  const doc = {
    category,
    title: t.title,
    why: t.why,
    now: t.now,
    callWho: t.callWho,
    lifeThreatening: META[category]!.lifeThreatening,
    cost: t.cost,
    liftedWhen: t.liftedWhen,
    pros: t.pros,
    stillPro: t.stillPro,
    check: META[category]!.check,
    ifNoticed: META[category]!.ifNoticed,
    rules,
  };
  writeFileSync(`server/safety/categories/${category}.yaml`, header(`${t.title}: what the stop says, and the rules that recognise it. See server/safety/README.md.`) + stringify(doc, { lineWidth: 120 }));
}
writeFileSync('server/safety/terms.yaml', header('Named term sets, used in rules as $name. A set may include another ($name). See server/safety/README.md.') + stringify(Object.fromEntries(Object.entries(setOut).sort(([a], [b]) => a.localeCompare(b))), { lineWidth: 120 }));
writeFileSync('server/safety/compounds.yaml', header('Benign compounds: a hazard word inside one of these does not count for any rule ("spark plug" has no spark).') + stringify({ compounds: [...new Set(L.BENIGN_COMPOUNDS)] }, { lineWidth: 120 }));
writeFileSync('server/safety/languages.yaml', header('Hazards said in other languages (the offline assistant answers in English, but never misses these).') + stringify({ hazards: L.OTHER_LANGUAGE_HAZARDS.map((h) => ({ category: h.category, ...(h.phrases.length ? { phrases: h.phrases } : {}), ...(h.all ? { all: h.all } : {}), examples: ['TODO'] })) }, { lineWidth: 120 }));
console.log('done');
