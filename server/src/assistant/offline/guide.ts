import { formatDuration, roundEstimateMinutes } from '@fixwise/shared';
import { findEntry } from '../knowledge/index';
import { matchRepairs } from '../knowledge/match';
import {
  STEP_SUGGESTIONS,
  type ConverseInput,
  type ConverseResult,
  type PlanContext,
  type PlanContextStep,
} from '../port';
import { doneCheck, fromPlan, stepAsked, stillThere, whatIf } from './guide-questions';
import { correctionSign } from './intake-text';
import { bullet, lower, stepLabel } from './guide-text';
import { toolQuestion } from './guide-tools';

/** What step guidance remembers between turns (chat_sessions.memory of the 'step' session). */
interface GuideMemory {
  /** A rebuilt plan was offered and waits for a yes or no; entryId when it is for another repair. */
  replanOffer?: { entryId: string | null };
}

const REPLAN_YES = 'Yes, rebuild my plan';
const REPLAN_NO = 'No, keep this plan';

const REPLAN_ASK =
  /\b(new|different|another|redo|rebuild|regenerate|remake|update|change|start over)\b.{0,30}\bplan\b|\bstart over\b|\bwrong (plan|problem|repair)\b/i;
/** "Turns out it's…", "there's no nail, it's actually a crack": what they found is not what the plan is for. */
const FOUND_OTHER =
  /\b(turns? out|there'?s no|there is no|no longer|anymore|instead it'?s|it'?s actually|actually it'?s)\b/i;

/** The repair of what the person found, when it is another one than the plan's and said as a finding. */
function foundOther(text: string, plan: PlanContext) {
  if (!FOUND_OTHER.test(text) && correctionSign(text) !== 'said') return null;
  // said on the plan's own thing ("it's a hole" while patching drywall)
  const thing = plan.repairId ? (findEntry(plan.repairId)?.objects[0] ?? '') : '';
  const fits = (m: ReturnType<typeof matchRepairs>[number] | undefined) =>
    m !== undefined && m.entry.id !== plan.repairId && m.symptoms.length > 0 && m.confidence >= 0.3;
  const top = [matchRepairs(text)[0], matchRepairs(`${thing} ${text}`)[0]].find(fits);
  return top?.entry ?? null;
}
const YES = /^\s*(y|yes|yeah|yep|sure|ok|okay|please|do it|go ahead|rebuild)\b/i;
const NO = /^\s*(n|no|nope|keep|cancel|never ?mind|don'?t)\b/i;

/** The step the person asks about: the page they are on, or one they name ("step 3"). */
function focusStep(plan: PlanContext, text: string): PlanContextStep | null {
  const named = /\bstep\s*(\d{1,2})\b/i.exec(text);
  const number = named ? Number(named[1]) : plan.currentStep;
  return plan.steps.find((s) => s.number === number) ?? null;
}

function toolsAnswer(plan: PlanContext, step: PlanContextStep | null): string {
  const names = step ? step.toolsNeeded : plan.tools.filter((t) => t.required).map((t) => t.name);
  const owned = new Set(plan.tools.filter((t) => t.owned).map((t) => lower(t.name)));
  const missing = names.filter((n) => !owned.has(lower(n)));
  if (names.length === 0)
    return `${step ? stepLabel(step) : 'This part'} needs no special tools, just your hands and care.`;
  return [
    step ? `For **${stepLabel(step)}** you need:` : 'For this plan you need:',
    '',
    ...bullet(names.map((n) => (owned.has(lower(n)) ? `${n} (you have this)` : n))),
    '',
    missing.length
      ? `Missing something? Most of these can be borrowed from a neighbour or rented cheaply at a hardware store, and the Tools page links each one. Don't substitute a tool that could slip, such as pliers for a wrench on a soft fitting: that is how parts get damaged and hands get hurt.`
      : 'You have everything this needs.',
  ].join('\n');
}

function safetyAnswer(step: PlanContextStep | null, plan: PlanContext): string {
  const warnings = step ? step.safetyWarnings : [...new Set(plan.steps.flatMap((s) => s.safetyWarnings))];
  if (warnings.length === 0) {
    return `${step ? stepLabel(step) : 'This plan'} has no special hazards. Work in good light, keep the area dry, and stop if anything behaves differently from what the step describes.`;
  }
  return [
    `⚠️ Before you go on${step ? ` with **${stepLabel(step)}**` : ''}:`,
    '',
    ...bullet(warnings),
    '',
    'If any of these can’t be done, stop here and ask a professional.',
  ].join('\n');
}

function timeAnswer(step: PlanContextStep | null, plan: PlanContext): string {
  // the waiting that comes with this step or after it (drying, curing) is what "how long before…" asks
  const waiting = plan.steps.find((s) => s.wait && (!step || s.number >= step.number));
  const wait = waiting?.wait
    ? ` Then the wait: about ${formatDuration(waiting.wait.minutes)}${waiting.wait.for ? ` ${waiting.wait.for}` : ''} (after **${stepLabel(waiting)}**) before the next part.`
    : '';
  if (step)
    return `⏱️ **${stepLabel(step)}** usually takes about ${step.minutes ?? 15} minutes of work.${wait} Take it slower the first time; rushing is when things slip.`;
  const left = plan.steps.filter((s) => !s.completed);
  const minutes = left.reduce((sum, s) => sum + (s.minutes ?? 15), 0);
  return `⏱️ You have ${left.length} step${left.length === 1 ? '' : 's'} left, about ${formatDuration(roundEstimateMinutes(minutes))} of work.${wait}`;
}

/** A nut, bolt or screw that won't turn: the same careful way out on any step. */
const THREADED = /\b(nuts?|bolts?|screws?|caps?|bonnet|fittings?|couplings?|cartridges?|stems?|packing)\b/;
const LOOSEN =
  '🔧 A stuck nut, bolt or screw: spray penetrating oil on the threads and give it 10–15 minutes, then turn with steady pressure using a wrench or bit that fits snugly. Hold the part behind it with a second wrench so the pipe or body does not twist, and stop if anything starts to bend or crack.';

function stuckAnswer(step: PlanContextStep): string {
  return [
    `Let's get you unstuck on **${stepLabel(step)}**.`,
    '',
    'Go back over what this step asks, one action at a time:',
    ...step.instructions.map((line, i) => `${i + 1}. ${line}`),
    '',
    ...(step.tips.length ? ['💡 What usually helps:', ...bullet(step.tips), ''] : []),
    "If a part won't move, don't force it: more force is how things break. Tell me what you see and I'll help from there.",
  ].join('\n');
}

function walkThrough(step: PlanContextStep): string {
  return [
    `**${stepLabel(step)}**: ${step.summary}.`,
    '',
    ...step.instructions.map((line, i) => `${i + 1}. ${line}`),
    ...(step.safetyWarnings.length ? ['', ...step.safetyWarnings.map((w) => `⚠️ ${w}`)] : []),
    ...(step.tips.length ? ['', ...step.tips.map((t) => `💡 ${t}`)] : []),
  ].join('\n');
}

function overviewAnswer(plan: PlanContext): string {
  const next = plan.steps.find((s) => !s.completed);
  return [
    'Here is your plan:',
    '',
    ...plan.steps.map((s) => `${s.number}. ${s.title}${s.completed ? ' ✓' : ''}`),
    '',
    next
      ? `You're up to **${stepLabel(next)}**. Ask me about any step, the tools, or what to do if something doesn't look right.`
      : 'Every step is done. Well done!',
  ].join('\n');
}

/**
 * The offline engine's step guidance: answers the question asked from the person's own plan (the step's
 * instructions, tools, warnings and tips): a tool they'd swap, lack or doubt, "what if …", "how do I know
 * it's done", safety, time, being stuck; and offers to rebuild the plan when what they find differs from it.
 */
export function guideStep(input: ConverseInput): ConverseResult {
  const plan = input.plan;
  const memory = input.memory as GuideMemory;
  const text = input.message.text.trim();
  const reply = (response: string, suggested = STEP_SUGGESTIONS, next: GuideMemory = {}): ConverseResult => ({
    response,
    suggested_messages: suggested,
    current_state: 'in_progress',
    memory: next as Record<string, unknown>,
  });
  if (!plan || plan.steps.length === 0) {
    return reply("Your plan isn't ready yet. Once it is, I can help with each step.", []);
  }

  if (memory.replanOffer) {
    // a plain yes only: "ok, but how do I…" is a new question, not a go-ahead
    if (YES.test(text) && text.length <= 40 && !text.includes('?')) {
      return {
        // the plan's rebuild is announced after the red-flag check of the new repair (features/chat/safety-questions.ts)
        response: 'OK.',
        suggested_messages: [],
        current_state: 'complete',
        memory: {},
        replan: { entryId: memory.replanOffer.entryId },
      };
    }
    if (NO.test(text)) return reply("OK, we'll keep this plan. What would you like to know about it?");
  }

  const found = foundOther(text, plan);
  if (found || REPLAN_ASK.test(text)) {
    const match = matchRepairs(text)[0];
    const other = found ?? (match && match.entry.id !== plan.repairId ? match.entry : null);
    return reply(
      [
        other
          ? `That sounds like **${other.title.toLowerCase()}** rather than the repair this plan is for.`
          : "If what you're finding doesn't match the plan, I can rebuild it with what you've told me.",
        '',
        'A rebuilt plan replaces the current steps, so steps you have marked done start over. Shall I rebuild it?',
      ].join('\n'),
      [REPLAN_YES, REPLAN_NO],
      { replanOffer: { entryId: other?.id ?? null } },
    );
  }

  const step = focusStep(plan, text);
  const asks = lower(text);
  if (input.message.imageCount > 0 && !text) {
    return reply(
      `Thanks for the photo. I can't look at photos in offline mode, so tell me in a few words what it shows${step ? ` and I'll compare it with **${stepLabel(step)}**` : ''}.`,
    );
  }
  // the question asked, from the step on screen: one tool, "what if …", "is it done"; then the general answers
  const about = step && stepAsked(text, plan.steps, step);
  const specific =
    toolQuestion(text, plan, step, input.ownedTools) ?? (about && (whatIf(text, about) ?? doneCheck(text, about)));
  if (specific) return reply(specific);
  if (
    /\b(tools?|materials?|don'?t have|without|instead|substitute|alternatives?|something else|borrow|rent|buy)\b/.test(
      asks,
    ) ||
    (plan.currentStep === 0 && !step)
  ) {
    return reply(toolsAnswer(plan, step));
  }
  if (/\b(safe|safety|danger|dangerous|hurt|shock|risk|warning|careful)\b/.test(asks))
    return reply(safetyAnswer(step, plan));
  if (/\b(how long|time|minutes|hours|quick|wait|before (?:we|i) can|until (?:we|i) can)\b/.test(asks))
    return reply(timeAnswer(step, plan));
  if (!step) return reply(fromPlan(text, plan.steps, null) ?? overviewAnswer(plan));
  const still = stillThere(text, plan.steps, step);
  if (still) return reply(still);
  // what the plan says about it, on this step or another one; else the step again, one action at a time
  const said = fromPlan(text, plan.steps, step);
  if (
    /\b(stuck|budge|won'?t|can'?t|doesn'?t|isn'?t|not working|stripped|seized|frozen|tight|hard|problem|help)\b/.test(
      asks,
    )
  ) {
    const threaded = THREADED.test(asks) ? `\n\n${LOOSEN}` : '';
    return reply(
      said
        ? `${said}${threaded}\n\nIf a part won't move, don't force it: more force is how things break.`
        : `${stuckAnswer(step)}${threaded}`,
    );
  }
  return reply(said ?? walkThrough(step));
}
