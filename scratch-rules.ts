import { read } from './server/src/assistant/reading/read.ts';
import { triage } from './server/src/assistant/safety/triage.ts';
import { SAFETY } from './server/src/assistant/safety/data.ts';
let ex = 0, exFail = 0, nm = 0, nmFail = 0, nmAsk = 0;
const fails: string[] = [];
const t0 = Date.now();
for (const rule of SAFETY.rules) {
  for (const e of rule.examples) { ex++; const r = triage(read(e)); if (!r.hazards.some(h => h.category === rule.category)) { exFail++; fails.push(`EX ${rule.id}: ${e} -> ${r.hazards.map(h=>h.category)} ask:${r.checks.map(c=>c.category)}`); } }
  for (const e of rule.nearMisses) { nm++; const r = triage(read(e), { homeAge: null }); if (r.hazards.length) { nmFail++; fails.push(`NM ${rule.id}: ${e} -> ${r.hazards.map(h=>h.category+':'+h.ruleId)}`); } else if (r.checks.length) nmAsk++; }
}
console.log({ ex, exFail, nm, nmFail, nmAsk, ms: Date.now() - t0 });
console.log(fails.join('\n'));
