import { findEntry } from '../knowledge/index';
import { matchRepairs } from '../knowledge/match';
import type { RepairEntry } from '../knowledge/schema';
import { isLowConfidence, oldHome, type GeneratedPlan, type PlanInput } from '../plan';
import { read } from '../reading/read';
import { TermIndex } from '../reading/terms';
import { hasTool } from '../tools/owned';

/** @internal */
export class NoPlanAvailable extends Error {}

/** The repair the conversation settled on: the intake's choice, else the best match of what was said. */
function repairFor(input: PlanInput): RepairEntry {
  const chosen = typeof input.memory.entryId === 'string' ? findEntry(input.memory.entryId) : undefined;
  if (chosen) return chosen;
  const said = input.conversation
    .filter((t) => t.role === 'user')
    .map((t) => t.text)
    .join(' ');
  const best = matchRepairs(said)[0];
  if (!best) throw new NoPlanAvailable('There is no guide for this problem yet, so no plan was made.');
  return best.entry;
}

const DISTURBS_OLD_MATERIAL = /\b(sand|scrap|cut|remov|drill|pry|rake)\w*/i;

/**
 * A personalised plan from a knowledge-base entry: owned tools marked and left out of the cost,
 * a slower pace and a preparation step for beginners, lead/asbestos warnings for older homes on the
 * steps that disturb old material.
 * @internal
 */
/** The entry's steps that fit what the person said: a step's `when` must be said, its `unless` not. */
function stepsThatFit(entry: RepairEntry, input: PlanInput): RepairEntry['steps'] {
  const said = read(
    input.conversation
      .filter((t) => t.role === 'user')
      .map((t) => t.text)
      .join('\n'),
  );
  const says = (terms: readonly string[]) => {
    if (!terms.length) return false;
    const index = new TermIndex<true>();
    for (const t of terms) index.add(t, true);
    return index.findIn(said.tokens).some((h) => !said.tokens[h.at]!.negated);
  };
  const fit = entry.steps.filter((s) => (!s.when.length || says(s.when)) && !says(s.unless));
  // never fewer than the steps that apply everywhere: a plan of nothing helps no one
  return fit.length ? fit : entry.steps.filter((s) => !s.when.length);
}

/** @internal */
export function planFromEntry(entry: RepairEntry, input: PlanInput): GeneratedPlan {
  const low = isLowConfidence(input.profile);
  const age = oldHome(input.profile);
  const tools = entry.tools.map((t) => ({
    name: t.name,
    description: t.description,
    priceMin: t.priceMin,
    priceMax: t.priceMax,
    required: t.required,
    owned: hasTool(t.name, input.ownedTools),
    riskFactors: t.riskFactors,
    safetyMeasures: t.safetyMeasures,
  }));
  const toBuy = tools.filter((t) => t.required && !t.owned);
  const hazardWarnings = [
    age.lead && entry.hazardNotes?.leadPaint ? entry.hazardNotes.leadPaint : null,
    age.asbestos && entry.hazardNotes?.asbestos ? entry.hazardNotes.asbestos : null,
  ].filter((w): w is string => w !== null);

  const steps: GeneratedPlan['steps'] = stepsThatFit(entry, input).map((step) => ({
    title: step.title,
    summary: step.summary,
    instructions: step.instructions,
    minutes: low ? Math.ceil(step.minutes * 1.3) : step.minutes,
    toolsNeeded: step.toolsNeeded,
    safetyWarnings: [
      ...step.safetyWarnings,
      ...(DISTURBS_OLD_MATERIAL.test(step.instructions.join(' ')) ? hazardWarnings : []),
    ],
    tips: step.tips,
    videoQuery: `${entry.videoQuery} ${step.title}`,
    checks: step.checks,
    wait: step.wait,
    gate: step.gate,
  }));
  if (low) {
    steps.unshift({
      title: 'Get ready',
      summary: 'Read every step, gather the tools and clear the area first',
      instructions: [
        'Read all the steps once before you start, so nothing surprises you halfway.',
        `Lay out everything on the tools list: ${tools
          .filter((t) => t.required)
          .map((t) => t.name)
          .join(', ')}.`,
        'Clear the work area, put down an old towel, and keep your phone nearby for photos.',
        'Take a photo before you take anything apart: it shows how it goes back together.',
      ],
      minutes: 10,
      toolsNeeded: [],
      safetyWarnings: [],
      tips: ['If anything looks different from the steps, stop and ask the assistant before going on.'],
      videoQuery: entry.videoQuery,
      checks: ['Everything on the tools list is within reach.'],
      wait: null,
      gate: null,
    });
  }
  const minutes = steps.reduce((sum, s) => sum + s.minutes, 0);
  const waits = steps.flatMap((s) => (s.wait ? [s.wait] : []));
  const longest = [...waits].sort((a, b) => b.minutes - a.minutes)[0];
  return {
    estimation: {
      minutes,
      waitMinutes: waits.reduce((sum, w) => sum + w.minutes, 0),
      waitFor: longest?.for ?? '',
      costMin: Math.round(toBuy.reduce((sum, t) => sum + t.priceMin, 0)),
      costMax: Math.round(toBuy.reduce((sum, t) => sum + t.priceMax, 0)),
      currency: entry.estimate.currency,
      skill: entry.estimate.skill,
      summary: entry.title,
    },
    tools,
    steps,
  };
}

export function planOffline(input: PlanInput): GeneratedPlan {
  return planFromEntry(repairFor(input), input);
}
