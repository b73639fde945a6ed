import type { HazardCategory } from './categories';
import { loadSafetyData } from './rules';
import type { CategoryFile } from './schema';

/** The hazard data, read, checked and compiled once at start-up (a bad file stops start-up with its path). */
export const SAFETY = loadSafetyData();

/** What the stop of a category says (title, why, what to do now, whom to call…). */
export function hazardText(category: HazardCategory): CategoryFile {
  return SAFETY.categories.get(category)!;
}
