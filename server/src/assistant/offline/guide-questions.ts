import { plain, read } from '../reading/read';
import type { PlanContextStep } from '../port';
import { stepLabel } from './guide-text';

/**
 * "What if …" and "how do I know it's done" on a step page, answered from that step's own instructions,
 * warnings and tips; when the step says nothing about it, an honest "I can't judge that offline" with
 * what the step should leave them with.
 */
const WHAT_IF =
  /\bwhat (?:happens |do i do |should i do |would happen |do you do |now )?if\b|\bwhat about if\b|\band if\b|\bsuppose\b|\bin case\b/;
const DONE =
  /\bhow (?:do|can|will|would|should|does) (?:i|you|we|one) (?:know|tell|check|be sure|see|test)\b|\bhow (?:tight|snug|firm|far)\b|\b(?:tight|snug|firm|secure|level|straight|flush|square|good|dry|clean|smooth|strong|deep) enough\b|\bis (?:this|that|it|everything) (?:(?:right|correct|ok|okay|normal)(?=\s*(?:$|[?.!]|now\b|like this\b|like that\b))|done|finished|how it should)\b|\b(?:did|have) i (?:do|done|get|got|did) (?:it|this|that|everything) (?:right|correctly)\b|\b(?:am i|are we) (?:done|finished)\b|\b(?:did|has|have) (?:it|that|this) work(?:ed)?\b|\bdoes (?:this|that|it) look (?:right|ok|okay|good|correct)\b|\b(?:supposed|meant) to (?:look|be|feel|sound)\b|\bshould it (?:look|be|feel|sound)\b|\bwhen (?:is it|am i) (?:done|finished)\b|\bwhen (?:do|should) i stop\b/;
const CHECK =
  /\b(check|test|confirm|make sure|until|should|no longer|tug|wipe|look for|level|flush|square|snug|firm|can'?t move|dry|works?|runs? (?:clear|freely|smooth))\b/i;
const UNSAFE =
  /\b(spark|sparks|sparking|shock|shocked|smoke|smoking|burning|fire|flames?|gas|fumes|flood|flooding|burst|sag|sagging|collapse|live wires?|buzz|buzzing)\b/;

const stemsOf = (text: string) => read(text).tokens.map((t) => t.stem);
const STOP = new Set(
  stemsOf(
    'what if happens happen do i it is the a an my this that still keep keeps after then and or to of on in at be get go not no will would can should how know when done right worked work there some any up out it is gets got just really even too very enough okay ok correct tell check sure look looks feel finished you we me there come coming',
  ),
);

/** Ways the same trouble is put, as stems: "seized" reads like the plan's "rusted solid". */
const CONCEPTS = [
  'stuck seized rusted frozen corroded budge jammed stubborn penetrating soak',
  'leak leaks drip drips seep flow flows trickle wet puddle water dry',
  'stripped strip round rounded chewed cams',
  'break broke broken crack cracked snap snapped split chip damage',
  'loose wobble wobbly move moves play rock rocks',
  'shock spark live wire wires power electric voltage tingle',
  // (not "gas": as often the fuel of a mower as the smell of a leak)
  'smell odor stink fumes',
  'tight tighter tighten tightened snug firm',
].map((group) => new Set(stemsOf(group)));

const content = (text: string) => stemsOf(text).filter((s) => !STOP.has(s) && !/^\d/.test(s));
const near = (a: string, b: string) =>
  a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)));

/**
 * How well a plan line speaks to what was asked. When the question names a kind of trouble ("seized",
 * "drips"), the line must speak of the same kind; shared words then rank. Words of the step's own title
 * ("faucet") say nothing about the trouble.
 */
function score(asked: string[], line: string, common: ReadonlySet<string>): number {
  const words = content(line);
  const kinds = CONCEPTS.filter((c) => asked.some((a) => c.has(a)));
  const sharedKinds = kinds.filter((c) => words.some((w) => c.has(w))).length;
  if (kinds.length && !sharedKinds) return 0;
  const total = sharedKinds + asked.filter((a) => !common.has(a) && words.some((w) => near(a, w))).length;
  return total > 0 && /\bif\b/i.test(line) ? total + 0.5 : total;
}

interface Line {
  text: string;
  mark: string;
}

function linesOf(step: PlanContextStep): Line[] {
  return [
    ...step.instructions.map((text) => ({ text, mark: '-' })),
    ...step.safetyWarnings.map((text) => ({ text, mark: '- ⚠️' })),
    ...step.tips.map((text) => ({ text, mark: '- 💡' })),
    ...step.checks.map((text) => ({ text, mark: '- ✅' })),
  ];
}

function relevant(asked: string[], lines: Line[], step: PlanContextStep, max: number): string[] {
  const common = new Set(content(step.title));
  return lines
    .map((line, i) => ({ line, i, s: score(asked, line.text, common) }))
    .filter((l) => l.s >= 1)
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, max)
    .map((l) => `${l.line.mark} ${l.line.text}`);
}

// words, not a photo: the offline engine can't look at one
const PHOTO = 'Tell me in a few words what you see and I’ll compare it with the step.';

/** What the step needs, for when its text doesn't speak to the question: key actions and warnings. */
function essentials(step: PlanContextStep): string[] {
  const warnings = step.safetyWarnings.slice(0, 2).map((w) => `- ⚠️ ${w}`);
  const actions = step.instructions.slice(0, Math.max(1, 3 - warnings.length)).map((t, i) => `${i + 1}. ${t}`);
  return [...actions, ...warnings];
}

export function whatIf(text: string, step: PlanContextStep): string | null {
  const folded = plain(text);
  const found = WHAT_IF.exec(folded);
  if (!found || /\b(tools?|materials?)\b/.test(folded)) return null;
  const condition = folded.slice(found.index + found[0].length);
  const unsafe = UNSAFE.test(condition);
  const safety = unsafe
    ? 'That could be unsafe: stop, make it safe (power or water off at the source) and call a professional.'
    : 'If it could be unsafe, stop and call a professional.';
  const lines = relevant(content(condition), linesOf(step), step, 3);
  if (lines.length && !unsafe)
    return [
      `Here’s what **${stepLabel(step)}** says about that:`,
      '',
      ...lines,
      '',
      `If that doesn’t cover it, ${PHOTO.charAt(0).toLowerCase()}${PHOTO.slice(1)}`,
    ].join('\n');
  if (lines.length) return [`**${stepLabel(step)}** says:`, '', ...lines, '', safety].join('\n');
  return [
    `I can’t judge that offline. What **${stepLabel(step)}** needs:`,
    '',
    ...essentials(step),
    '',
    `${PHOTO} ${safety}`,
  ].join('\n');
}

export function doneCheck(text: string, step: PlanContextStep): string | null {
  if (!DONE.test(plain(text))) return null;
  const asked = content(text);
  // the step's own checks say it best; else the instructions that speak to the question
  let checks = step.checks.length
    ? step.checks.map((t) => `- ${t}`)
    : relevant(
        asked,
        step.instructions.map((t) => ({ text: t, mark: '-' })),
        step,
        2,
      );
  if (!checks.length)
    checks = step.instructions
      .filter((t) => CHECK.test(t))
      .slice(-2)
      .map((t) => `- ${t}`);
  const honest = !checks.length;
  if (honest) checks = step.instructions.slice(-1).map((t) => `- ${t}`);
  const extra = [
    ...step.tips.slice(0, 1).map((t) => `- 💡 ${t}`),
    ...relevant(
      asked,
      step.safetyWarnings.map((t) => ({ text: t, mark: '- ⚠️' })),
      step,
      1,
    ),
  ];
  return [
    honest
      ? `I can’t judge that offline, but **${stepLabel(step)}** should leave you here:`
      : `You’re done with **${stepLabel(step)}** when this holds:`,
    '',
    ...checks,
    ...extra,
    '',
    `If yours doesn’t look like that, ${PHOTO.charAt(0).toLowerCase()}${PHOTO.slice(1)}`,
  ].join('\n');
}

/**
 * What the plan says about the question, wherever it says it: the lines of the step on screen first, then of
 * the other steps (a question about the bead asked from the taping step), each under its step's name. Null when
 * no line speaks to it.
 */
export function fromPlan(
  text: string,
  steps: readonly PlanContextStep[],
  current: PlanContextStep | null,
): string | null {
  const asked = content(text);
  if (!asked.length) return null;
  // the on-screen step's own title says nothing about the trouble; another step's title says the question is about it
  const common = new Set(content((current ?? steps[0])?.title ?? ''));
  const found = steps
    .flatMap((step) => {
      // another step must say more to be chosen over the one on screen
      const weight = step === current ? 1 : 0.85;
      return linesOf(step).map((line, i) => ({ step, line, i, s: score(asked, line.text, common) * weight }));
    })
    .filter((l) => l.s >= (l.step === current ? 1 : 1.5))
    .sort((a, b) => b.s - a.s || a.step.number - b.step.number || a.i - b.i)
    .slice(0, 3);
  if (!found.length) return null;
  const out: string[] = [];
  for (const step of [...new Set(found.map((f) => f.step))]) {
    out.push(`**${stepLabel(step)}** says:`, '');
    out.push(...found.filter((f) => f.step === step).map((f) => `${f.line.mark} ${f.line.text}`), '');
  }
  out.push(`If that doesn’t cover it, ${PHOTO.charAt(0).toLowerCase()}${PHOTO.slice(1)}`);
  return out.join('\n');
}

/**
 * The step a question is about when it names another step's work rather than the one on screen ("how do I
 * know they're lined up?" asked while cleaning the beam, before "Line the sensors up"); the step on screen
 * otherwise.
 */
export function stepAsked(text: string, steps: readonly PlanContextStep[], current: PlanContextStep): PlanContextStep {
  const asked = content(text);
  const named = (step: PlanContextStep) => {
    const title = content(step.title);
    return asked.filter((a) => title.some((t) => near(a, t))).length;
  };
  if (named(current) > 0) return current;
  const best = steps
    .filter((s) => s !== current)
    .map((step) => ({ step, n: named(step) }))
    .sort((a, b) => b.n - a.n)[0];
  const tied = best && steps.filter((s) => s !== current && s !== best.step && named(s) === best.n).length > 0;
  return best && best.n > 0 && !tied ? best.step : current;
}

/** "It's still slow", "didn't work, now what": the step was done and the trouble is still there. */
const STILL =
  /\b(?:(?:it|it'?s|its|is|water|this|that|they|they'?re|same)\s+still|still\s+(?:slow|drips?|dripping|leaks?|leaking|clogged|blocked|running|runs|not|won'?t|doesn'?t|the same|there|happening|loose|stuck|cold|noisy)|didn'?t (?:work|help|fix it|do anything|change anything)|did not (?:work|help)|no (?:change|better|difference)|same as before)\b/;

/** After a step that didn't fix it: what it should have left, then the next step, which goes further. */
export function stillThere(text: string, steps: readonly PlanContextStep[], step: PlanContextStep): string | null {
  if (!STILL.test(plain(text))) return null;
  const next = steps.find((s) => s.number === step.number + 1);
  if (!next) return null;
  return [
    `If it's still like that after **${stepLabel(step)}**, that step has done what it can; the plan goes further with **${stepLabel(next)}**:`,
    '',
    ...next.instructions.slice(0, 3).map((t, i) => `${i + 1}. ${t}`),
    ...next.safetyWarnings.slice(0, 1).map((w) => `- ⚠️ ${w}`),
    '',
    'If the next steps don’t fix it either, stop there: a professional can look further in.',
  ].join('\n');
}
