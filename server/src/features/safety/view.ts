import type { SafetyStop } from '@fixwise/shared';
import { HAZARD_TEXT, type HazardCategory } from '../../assistant/safety/categories';

/** A stored stop as every transport shows it; its texts come from the reviewed hazard texts. */
export function safetyStopView(row: { category: string; createdAt: Date }): SafetyStop {
  const text = HAZARD_TEXT[row.category as HazardCategory];
  return {
    category: row.category,
    title: text?.title ?? 'Safety stop',
    callWho: text?.callWho ?? 'a licensed professional',
    liftedWhen: text?.liftedWhen ?? 'a licensed professional has made it safe',
    since: row.createdAt.toISOString(),
  };
}
