import { read } from './server/src/assistant/reading/read.ts';
import { normalise } from '/work/wt-old/server/src/assistant/language/normalise.ts';
for (const t of ['burnt the toast and set off the smoke alarm lol, its quiet now but its been chirping since, how do i reset it', 'the sink grinder thing just hums and doesnt spin', "we had a leak from the upstairs bathroom, the plumber fixed it last month and the ceiling is dry and flat, but there's a"]) {
  console.log(normalise(t).sentences.map(s=>s.join(' ')).join(' | '));
  const r = read(t);
  console.log(r.clauses.map(c=>r.tokens.slice(c.start,c.end).map(k=>k.stem).join(' ')).join(' | '));
}
