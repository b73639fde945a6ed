import * as L from './scratch-lexicon.ts';
import { termStems } from './server/src/assistant/reading/read.ts';
import { findAll } from './server/src/assistant/reading/terms.ts';
const sets: Record<string, string[]> = {};
for (const [k, v] of Object.entries(L)) if (Array.isArray(v) && typeof v[0] === 'string' && k !== 'BENIGN_COMPOUNDS') sets[k] = v as string[];
console.log(Object.keys(sets).length, 'sets');
let unlessTotal = 0, compounds = 0;
for (const r of L.HAZARD_RULES) {
  const u = r.unless ?? []; unlessTotal += u.length;
  const groupStems = r.all.map(g => g.map(termStems));
  for (const t of u) { const s = termStems(t); if (groupStems.some(g => g.some(gt => gt.length && findAll(s, gt).length))) compounds++; }
}
console.log('rules', L.HAZARD_RULES.length, 'unless', unlessTotal, 'compound-like', compounds, 'benign', L.BENIGN_COMPOUNDS.length);
const byCat: Record<string, number> = {};
for (const r of L.HAZARD_RULES) byCat[r.category] = (byCat[r.category] ?? 0) + 1;
console.log(byCat);
