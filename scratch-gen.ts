import { read } from './server/src/assistant/reading/read.ts';
import { triage } from './server/src/assistant/safety/triage.ts';
import { SAFETY } from './server/src/assistant/safety/data.ts';
import { HAZARD_CATEGORIES } from './server/src/assistant/safety/categories.ts';
const exceptions = [...new Set(SAFETY.rules.flatMap((r) => [...r.exceptions.compounds, ...r.exceptions.sources, ...r.exceptions.qualifiers]))];
console.log('exception terms', exceptions.length);
for (const category of HAZARD_CATEGORIES) {
  const rule = SAFETY.rules.find((r) => r.category === category && r.scope !== 'conversation' && r.outcome === 'stop')!;
  const example = rule.examples[0]!;
  const missed: string[] = [];
  for (const term of exceptions) for (const message of [`${term}. ${example}`, `${example}. ${term}.`, `${example}, and ${term}`]) {
    const t = triage(read(message));
    if (!t.hazards.some((h) => h.category === category)) missed.push(message + '  => ' + t.hazards.map(h=>h.category) + ' ' + JSON.stringify(t.trace.filter(x=>x.category===category).map(x=>x.weighed.map(w=>w.why))));
  }
  if (missed.length) console.log(category, missed.length, '\n  ' + missed.slice(0, 6).join('\n  '));
}
