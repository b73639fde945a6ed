import type { SafetyStop } from '@fixwise/shared';
import { HAZARD_CATEGORIES, type HazardCategory } from '../../assistant/safety/categories';
import { hazardText } from '../../assistant/safety/data';

/** A stored stop as every transport shows it; its texts come from the reviewed hazard data. */
export function safetyStopView(row: { category: string; createdAt: Date }): SafetyStop {
  const text = HAZARD_CATEGORIES.includes(row.category as HazardCategory)
    ? hazardText(row.category as HazardCategory)
    : undefined;
  return {
    category: row.category,
    title: text?.title ?? 'Safety stop',
    callWho: text?.callWho ?? 'a licensed professional',
    liftedWhen: text?.liftedWhen ?? 'a licensed professional has made it safe',
    since: row.createdAt.toISOString(),
  };
}
