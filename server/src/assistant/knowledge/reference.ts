import { matchRepairs } from './match';
import type { RepairEntry } from './schema';

/** How many knowledge-base entries a model is given as reference. */
const MAX_REFERENCES = 3;
/** Below this a match is too unsure to show the model (it would anchor it on the wrong repair). */
const MIN_CONFIDENCE = 0.45;

/** The best-matching curated repairs for what the person said, for grounding a model. */
function referenceEntries(said: string): RepairEntry[] {
  return matchRepairs(said)
    .filter((m) => m.confidence >= MIN_CONFIDENCE)
    .slice(0, MAX_REFERENCES)
    .map((m) => m.entry);
}

/** One entry as compact reference text: what a handyman asks, tools with prices, steps with warnings. */
function referenceText(entry: RepairEntry): string {
  return [
    `### ${entry.title} (about ${entry.estimate.minutes} min, $${entry.estimate.costMin}–${entry.estimate.costMax}, ${entry.estimate.skill})`,
    `Questions a handyman asks: ${entry.questions.join(' / ')}`,
    `Tools and materials: ${entry.tools.map((t) => `${t.name} ($${t.priceMin}–${t.priceMax}${t.required ? '' : ', optional'})`).join('; ')}`,
    ...entry.steps.map(
      (s, i) =>
        `${i + 1}. ${s.title} (${s.minutes} min): ${s.instructions.join(' ')}${s.safetyWarnings.length ? ` Warnings: ${s.safetyWarnings.join(' ')}` : ''}`,
    ),
  ].join('\n');
}

/** The reference block for a prompt, or '' when nothing in the knowledge base fits. */
export function groundingFor(said: string): string {
  const entries = referenceEntries(said);
  if (!entries.length) return '';
  return [
    'Reference: curated repairs from our knowledge base that may match. Use them for accurate steps, tools,',
    'prices and safety warnings when they fit what the person described; ignore any that do not fit.',
    '',
    ...entries.map(referenceText),
  ].join('\n');
}
