/**
 * The hazards that stop a conversation. What each one says, and the rules that recognise it, are data:
 * server/safety/categories/<category>.yaml.
 */
export const HAZARD_CATEGORIES = [
  'gas',
  'carbon-monoxide',
  'fire',
  'electrical',
  'panel-service',
  'power-line',
  'flood-electricity',
  'water-heater-relief',
  'structural',
  'sewage',
  'mould',
  'asbestos',
  'lead-paint',
  'heights',
  'chimney',
  'garage-spring',
] as const;
export type HazardCategory = (typeof HAZARD_CATEGORIES)[number];

/** When one message raises several hazards, the most specific and urgent is named first. */
const PRIORITY: readonly HazardCategory[] = [
  'gas',
  'carbon-monoxide',
  'chimney',
  'power-line',
  'flood-electricity',
  'water-heater-relief',
  'fire',
  'electrical',
  'panel-service',
  'sewage',
  'mould',
  'structural',
  'garage-spring',
  'asbestos',
  'lead-paint',
  'heights',
];

/** Rank of a category in PRIORITY (lower is more urgent); an unknown one comes last. */
export const urgency = (category: string) => {
  const at = PRIORITY.indexOf(category as HazardCategory);
  return at < 0 ? PRIORITY.length : at;
};
