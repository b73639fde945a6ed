import { hasTool } from '../tools/owned';
import type { PlanContext, PlanContextStep } from '../port';
import { tokens } from '../tools/names';

/** Small wording helpers shared by the step-guidance answers. */
export const lower = (s: string) => s.toLowerCase();
export const bullet = (lines: readonly string[]) => lines.map((l) => `- ${l}`);
export const stepLabel = (step: PlanContextStep) => `Step ${step.number}: ${step.title}`;

/** A tool as a person would say it: "an adjustable wrench", "pliers", "your drill" (after "my"). */
export function spoken(words: string, mine = false): string {
  if (mine) return `your ${words}`;
  if (/^[A-Z]{2}/.test(words)) return words; // a brand: "WD-40"
  if (/(s|ers)$/.test(words) && !/ss$/.test(words)) return words;
  return `${/^[aeiou]/.test(words) ? 'an' : 'a'} ${words}`;
}

/** A step's line that mentions the words (most of them first), quoted as the plan has it. */
export function lineAbout(lines: readonly string[], words: readonly string[]): string | null {
  const scored = lines.map((line) => {
    const stems = new Set(tokens(line).map((t) => t.stem));
    return {
      line,
      score: words.filter((w) => stems.has(w)).length + (words.length && stems.has(words.at(-1)!) ? 0.5 : 0),
    };
  });
  const best = scored.filter((s) => s.score >= 1).sort((a, b) => b.score - a.score)[0];
  return best?.line ?? null;
}

/** Whether the person has a tool: owned in the plan, or named among the tools they own. */
export function ownedIn(plan: PlanContext, extra: readonly string[]): (name: string) => boolean {
  const owned = [...plan.tools.filter((t) => t.owned).map((t) => t.name), ...extra];
  return (name) => hasTool(name, owned);
}
