import { matchRepairs as neu } from './server/src/assistant/knowledge/match.ts';
import { matchRepairs as old } from '/work/wt-old/server/src/assistant/knowledge/match.ts';
import { loadScenarios } from './server/eval/load-scenarios.ts';
let diff = 0, n = 0;
for (const set of ['scenarios','independent','fresh','third','fourth','fifth'] as const) for (const s of loadScenarios(set)) {
  const texts = [s.say, `${s.say} ${s.answers.join(' ')}`];
  for (const t of texts) { n++;
    const a = old(t).slice(0,2).map(m => `${m.entry.id}:${m.score.toFixed(2)}:${m.confidence}`);
    const b = neu(t).slice(0,2).map(m => `${m.entry.id}:${m.score.toFixed(2)}:${m.confidence}`);
    if (a[0]?.split(':')[0] !== b[0]?.split(':')[0] || a[0]?.split(':')[2] !== b[0]?.split(':')[2]) { diff++; if (diff < 25) console.log(t.slice(0,120), '\n  old', a.join(' | '), '\n  new', b.join(' | ')); }
  }
}
console.log(diff, 'of', n);
