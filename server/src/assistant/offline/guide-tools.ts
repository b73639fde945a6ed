import type { PlanContext, PlanContextStep } from '../port';
import { bullet, lineAbout, lower, ownedIn, spoken, stepLabel } from './guide-text';
import { SUBSTITUTES, type Substitute } from './substitutes';
import { core, findMentions, toolParts, tokens, relation, type Mention, type Token } from '../tools/names';

/**
 * Questions about one tool, answered from the step on screen (or the whole plan from the overview and
 * tools pages): "can I use X instead (of Y)?", "will pliers work?", "I don't have a Y", "do I really need
 * a Z". Stand-ins come only from the reviewed table in `substitutes.ts`; everything else is quoted from the plan.
 */
type Role = 'use' | 'missing' | 'need';

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const stems = (text: string) => tokens(text).map((t) => t.stem);
const SKIP = new Set(
  stems(
    'a an the my your our some any this that these those one two extra spare other pair really even actually still',
  ),
);
const pairs = (text: string) => text.split(',').map((p) => stems(p).join(' '));
const MISSING_AFTER = new Set(
  pairs('instead of,rather than,place of,do not have,not have,not got,not own,not find,have no,got no,out of,replace'),
);
const NEED_AFTER = new Set(pairs('need,skip,require,do without,manage without,go without,necessary'));
const USE_AFTER = new Set(pairs('use,using,try,about,substitute,only have,just have,only got,just got,with'));
const USE_BEFORE = new Set(stems('instead work ok okay fine suffice substitute'));
const NEED_BEFORE = new Set(stems('necessary needed required essential optional mandatory'));
const ABLE = /\b(can|could|will|would|ok|okai|fine|work|instead|manag)\b/; // over stems, like the sets above
const HOW = new Set(stems('how where when why'));
/** "anything else I could use", "something else", "an alternative" (over stems; two searches, not one `.*` between). */
const OTHER_WORD = /\b(?:someth|anyth|anoth|altern|substitut)\w*\b/;
const OTHER_USE = /\b(?:use|us|instead|els|work)\b/;
const OTHER_SAID = /\b(?:use|us|instead) (?:someth|anyth) els\b|\baltern\w*\b/;
const asksOther = (folded: string) => {
  const word = OTHER_WORD.exec(folded);
  return OTHER_SAID.test(folded) || (word !== null && OTHER_USE.test(folded.slice(word.index + word[0].length)));
};
const SWAP = /\b(instead|work|ok|okai|fine|substitut|suffic)\b/;
const plural = (tool: string) => /s$/i.test(tool.split(/[(,]/)[0]!.trim());
const getOne = (tool: string) =>
  plural(tool) ? 'borrow or buy some: the Tools page lists them' : 'borrow or buy one: the Tools page lists it';

/** The step's instructions and warnings that speak of a tool (its words), as bullets: at most two of each. */
function linesAbout(step: PlanContextStep, words: readonly string[]): string[] {
  const about = (lines: readonly string[]) => lines.filter((l) => lineAbout([l], words)).slice(0, 2);
  return [...about(step.instructions).map((l) => `- ${l}`), ...about(step.safetyWarnings).map((l) => `- ⚠️ ${l}`)];
}

/** A question's opening: "can I…", "will pliers do", "is it ok to…" — not a report like "it won't come off with the wrench". */
const ASKING = /^(can|could|will|would|is|are|do|does|should|may|might|what about|how about)\b/;

/** What a mention is in the question: the tool they'd use, the one they lack, the one they doubt, or nothing. */
function roleOf(m: Mention, all: string[], folded: string, asked: boolean): Role | null {
  let j = m.start - 1;
  while (j >= 0 && (SKIP.has(all[j]!) || (all[j] === 'of' && all[j - 1] === 'pair'))) j--;
  const one = all[j] ?? '';
  const two = `${all[j - 1] ?? ''} ${one}`;
  if (NEED_AFTER.has(two) || NEED_AFTER.has(one)) return 'need';
  if (MISSING_AFTER.has(two) || MISSING_AFTER.has(one) || ['without', 'lost', 'no', 'miss'].includes(one))
    return 'missing';
  const how = all.slice(Math.max(0, j - 3), j).some((s) => HOW.has(s)); // "how do I use the basin wrench" asks how, not whether
  if (
    (USE_AFTER.has(two) || USE_AFTER.has(one)) &&
    !how &&
    (one !== 'with' || (ABLE.test(folded) && (ASKING.test(folded) || asked)))
  )
    return 'use';
  const after = all.slice(m.end, m.end + 3);
  const cut = after.indexOf('not');
  const next = cut >= 0 ? after.slice(0, cut) : after;
  if (next.some((s) => NEED_BEFORE.has(s))) return 'need';
  if (next.some((s) => USE_BEFORE.has(s))) return 'use';
  if (next[0] === 'do' && /^(will|would|could|can)\b/.test(folded)) return 'use'; // "will pliers do?"
  return null;
}

/** The plan tool a mention names: the same tool first, else one it names only the kind of. */
function resolve(m: Mention, names: readonly string[]): { name: string; rel: 'same' | 'partial' } | null {
  const found = names.map((name) => ({ name, rels: toolParts(name).map((p) => relation(m.stems, p)) }));
  const same = found.find((f) => f.rels.includes('same'));
  if (same) return { name: same.name, rel: 'same' };
  const partial = found.find((f) => f.rels.includes('partial'));
  return partial ? { name: partial.name, rel: 'partial' } : null;
}

const covers = (term: string, have: readonly string[]) => {
  const t = core(stems(term));
  return t.length > 0 && t.every((s) => have.includes(s)) ? t.length : 0;
};
const bestScore = (terms: readonly string[], have: readonly string[]) =>
  Math.max(0, ...terms.map((t) => covers(t, have)));

/** The table's most specific entry for using `x` in place of the plan tool `tool`. */
function entryFor(tool: string, x: readonly string[]): Substitute | null {
  const parts = toolParts(tool);
  const scored = SUBSTITUTES.map((e) => ({
    e,
    f: Math.max(0, ...parts.map((p) => bestScore(e.for, p))),
    u: bestScore(e.use, x),
  }));
  return scored.filter((s) => s.f > 0 && s.u > 0).sort((a, b) => b.f + b.u - (a.f + a.u))[0]?.e ?? null;
}

export function toolQuestion(
  text: string,
  plan: PlanContext,
  step: PlanContextStep | null,
  ownedTools: string[],
): string | null {
  const message: Token[] = tokens(text);
  const all = message.map((t) => t.stem);
  const folded = all.join(' ');
  const scopeTools = step ? step.toolsNeeded : plan.tools.map((t) => t.name);
  const mentions = findMentions(message, [...scopeTools, ...plan.tools.map((t) => t.name)]).map((m) => ({
    m,
    role: roleOf(m, all, folded, text.includes('?')),
  }));
  const candidate = mentions.find((r) => r.role === 'use')?.m;
  let target = mentions.find((r) => r.role && r.role !== 'use');
  const other = !candidate && !target && asksOther(folded);
  if (other) target = mentions.find((r) => resolve(r.m, scopeTools));
  if (!candidate && !target && !other) return null;

  const owns = ownedIn(plan, ownedTools);
  const have = (name: string) => (owns(name) ? ' (you have this)' : '');
  const subject = step ? `**${stepLabel(step)}**` : 'Your plan';
  const object = step ? 'this step' : 'your plan';
  // the mention as typed ("needle-nose pliers"): its words, escaped, with any separators between (linear)
  const said = (m: Mention) =>
    new RegExp(m.words.split(' ').map(escapeRegExp).join('[^a-z0-9&]+'), 'i').exec(text)?.[0] ?? m.words;
  const name = (m: Mention) => spoken(said(m), message[m.start - 1]?.stem === 'my');
  const usage = (tool: string) => {
    const words = toolParts(tool)[0] ?? [];
    const inSteps = step ? [step] : plan.steps.filter((s) => s.toolsNeeded.includes(tool));
    for (const s of inSteps) {
      const line = lineAbout(s.instructions, words);
      if (line) return line;
    }
    return null;
  };
  const needs = () => {
    if (!step) return 'The Tools page lists everything it needs, with the ones you have marked.';
    if (step.toolsNeeded.length === 0) return 'It needs no special tools, just your hands and care.';
    return ['It needs:', ...bullet(step.toolsNeeded.map((t) => `${t}${have(t)}`))].join('\n');
  };
  const verdict = (e: Substitute, x: Mention, tool: string) => {
    const why = cap(e.why);
    if (e.verdict === 'yes') return `Yes, ${name(x)} will do for the **${tool}**. ${why}`;
    if (e.verdict === 'careful') return `Yes, with care: ${name(x)} can stand in for the **${tool}**. ${why}`;
    const use = usage(tool);
    return `No, I wouldn't use ${name(x)} for the **${tool}**: ${e.why}\n\n${cap(object)} needs the **${tool}**${have(tool)}${use ? `: "${use}"` : '.'}`;
  };
  const standIns = (tool: string) => {
    const parts = toolParts(tool);
    const fits = SUBSTITUTES.map((e) => ({ e, f: Math.max(0, ...parts.map((p) => bestScore(e.for, p))) }))
      .filter(({ e, f }) => e.verdict !== 'no' && f > 0)
      .sort((a, b) => b.f - a.f)
      .map(({ e }) => e)
      .filter((e, i, all) => all.findIndex((o) => o.use[0] === e.use[0]) === i);
    const lines = fits.slice(0, 2).map((e) => {
      const mine = e.use.find(owns);
      return `${spoken(mine ?? e.use[0]!)}${mine ? ' (you have one)' : ''} can stand in${e.verdict === 'careful' ? ', with care' : ''}. ${cap(e.why)}`;
    });
    return lines.map(cap).join('\n\n');
  };
  const optional = (tool: string) => plan.tools.find((t) => lower(t.name) === lower(tool))?.required === false;
  const notUsed = (m: Mention) => {
    const elsewhere = plan.steps.filter((s) => s !== step && resolve(m, s.toolsNeeded)).map((s) => `Step ${s.number}`);
    return `${subject} doesn't use ${spoken(said(m))}.${elsewhere.length ? ` You'll need it for ${elsewhere.slice(0, 2).join(' and ')}.` : ''}\n\n${needs()}`;
  };
  const isOptional = (tool: string) => {
    const use = usage(tool);
    return `Not always: the **${tool}** is optional in your plan.${use ? ` It's only for this: "${use}"` : ''}`;
  };

  const instead = (tool: string, lead: string) =>
    `${lead}${standIns(tool) || "There's no stand-in I'd trust for it here."}\n\nOtherwise ${getOne(tool)} with a price.`;
  if (!candidate && !target) {
    // "can I use something else?" names no tool: answer it when this step has one tool with a stand-in
    const swappable = step ? scopeTools.filter((t) => standIns(t)) : [];
    return swappable.length === 1 ? instead(swappable[0]!, `Instead of the **${swappable[0]}**:\n\n`) : null;
  }
  if (!candidate) {
    const { m, role } = target!;
    const found = resolve(m, scopeTools);
    if (!found) return notUsed(m);
    const tool = found.name;
    if (optional(tool)) return isOptional(tool);
    if (role === 'need') {
      const use = usage(tool);
      const yes = `Yes, ${object} uses the **${tool}**${have(tool)}${use ? `: "${use}"` : '.'}`;
      if (owns(tool)) return yes;
      const others = standIns(tool);
      const one = plural(tool) ? 'them' : 'one';
      return `${yes}\n\n${others ? `Don't have ${one}? ${others}` : `If you don't have ${one}, ${getOne(tool)} with a price.`}`;
    }
    return instead(tool, asksOther(folded) ? `Instead of the **${tool}**:\n\n` : `No **${tool}**? `);
  }

  const x = candidate;
  const own = resolve(x, scopeTools);
  const asked = target ? resolve(target.m, scopeTools) : null;
  if (target && !asked) return notUsed(target.m);
  if (asked) {
    if (own?.rel === 'same' && own.name === asked.name)
      return `Yes: that's the tool ${object} lists, the **${asked.name}**${have(asked.name)}.`;
    const e = entryFor(asked.name, x.stems);
    if (e) return verdict(e, x, asked.name);
    return `I can't vouch for ${name(x)} in place of the **${asked.name}**: that isn't a usual stand-in.${standIns(asked.name) ? `\n\n${standIns(asked.name)}` : ''}`;
  }
  const found = scopeTools
    .map((tool) => ({ tool, e: entryFor(tool, x.stems) }))
    .filter((f) => f.e && f.tool !== own?.name);
  if (own?.rel === 'same') {
    const also = found.find((f) => f.e!.verdict !== 'no');
    // how the step says to use it ("fan tip, no more than 1200 psi"), and what it warns about
    const how = step ? linesAbout(step, toolParts(own.name)[0] ?? []) : [];
    return `Yes: the **${own.name}** is what ${object} uses${have(own.name)}.${how.length ? `\n\n${how.join('\n')}` : ''}${also ? `\n\nIt can also stand in for the **${also.tool}**${also.e!.verdict === 'careful' ? ', with care' : ''}: ${also.e!.why}` : ''}`;
  }
  if (found.length)
    return found
      .slice(0, 2)
      .map((f) => verdict(f.e!, x, f.tool))
      .join('\n\n');
  if (own?.rel === 'partial')
    return [`${subject} uses the **${own.name}** specifically.`, standIns(own.name)].filter(Boolean).join('\n\n');
  if (x.objectOnly && !SWAP.test(folded)) return null; // "can I use my phone to send a photo" is no tool question
  if (scopeTools.length === 0)
    return `${subject} needs no special tools, so there's nothing to swap: just your hands and care.`;
  return `I can't vouch for ${name(x)} here: that isn't a usual stand-in for anything ${object} uses.\n\n${needs()}`;
}
