import { read } from './server/src/assistant/reading/read.ts';
import { statedAreaSqFt, builtIn } from './server/src/assistant/reading/measures.ts';
for (const t of [
  "I smell gas near the stove. The tap water is fine",
  "there's no gas smell, the burner just won't light",
  "not sure if that is gas I smell",
  "no smoke or burning smell or anything but the outlet is hot",
  "the mould patch is 4x8' on the wall; we built in the 60s - help?",
  "I don't know if it's gas, but it smells eggy near the furnace. Maybe it's the drain?",
  "the gas company came and fixed it, can I use the stove now?",
  "hook it up to the house gas line",
]) {
  const r = read(t);
  console.log(t);
  console.log('  ', r.clauses.map(c => (c.question?'?':'')+(c.hedged?'~':'')+'['+r.tokens.slice(c.start,c.end).map(k=>(k.negated?'!':'')+(k.conditional?'^':'')+k.stem+(k.mark||'')).join(' ')+']').join(' | '), 'S', r.sentences.length, 'area', statedAreaSqFt(r), 'built', builtIn(r));
}
