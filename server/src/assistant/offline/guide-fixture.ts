import type { ConverseInput, PlanContext } from '../port';
import { guideStep } from './guide';

/** Test data for step guidance (not a test file itself): a plan and a way to ask from one of its pages. */
/** A kitchen faucet swap, as the offline planner writes it (steps from the knowledge base, trimmed). */
export const faucet: PlanContext = {
  title: 'Replace a kitchen faucet',
  repairId: 'kitchen-faucet-replace',
  currentStep: 3,
  tools: [
    { name: 'Basin wrench', required: true, owned: false },
    { name: 'Adjustable wrench', required: true, owned: true },
    { name: 'Penetrating oil', required: true, owned: false },
    { name: 'Putty knife', required: true, owned: false },
    { name: 'Mini hacksaw', required: false, owned: false },
    { name: 'Safety glasses', required: true, owned: false },
    { name: 'Flashlight', required: true, owned: true },
    { name: 'Bucket and towels', required: true, owned: false },
  ],
  steps: [
    {
      number: 1,
      title: 'Shut off the water',
      summary: 'Close the valves',
      instructions: [
        'Close both shut-off valves clockwise, then open the faucet to release the pressure and confirm nothing flows.',
        'Take a photo of all the connections.',
      ],
      minutes: 10,
      toolsNeeded: ['Flashlight', 'Bucket and towels'],
      safetyWarnings: [
        "If a valve won't close fully or starts dripping, shut the main valve and replace the valve before going on.",
      ],
      tips: [],
      checks: [],
      wait: null,
      completed: true,
    },
    {
      number: 2,
      title: 'Disconnect the old faucet',
      summary: 'Undo the supply lines',
      instructions: [
        'Put the bucket under the valves.',
        'Hold each valve body still with one wrench and unscrew the supply-line nut with the other.',
      ],
      minutes: 15,
      toolsNeeded: ['Adjustable wrench', 'Bucket and towels'],
      safetyWarnings: ['Never let the valve turn in the wall while you loosen the nut.'],
      tips: [],
      checks: [],
      wait: null,
      completed: false,
    },
    {
      number: 3,
      title: 'Remove the old faucet',
      summary: 'Undo the mounting nuts',
      instructions: [
        'Spray the mounting nuts under the sink with penetrating oil and wait ten minutes.',
        'Undo them with the basin wrench (counter-clockwise as seen from below) and lift the faucet out from above.',
        'If a nut is rusted solid, cut through it with the mini hacksaw.',
        'Scrape the old putty, caulk and scale off the sink around the holes and wipe it clean.',
      ],
      minutes: 25,
      toolsNeeded: ['Basin wrench', 'Penetrating oil', 'Putty knife', 'Mini hacksaw', 'Safety glasses'],
      safetyWarnings: [],
      tips: ['A helper above holding the faucet stops it spinning while you work the nuts.'],
      checks: [],
      wait: null,
      completed: false,
    },
    {
      number: 4,
      title: 'Connect the supply lines',
      summary: 'Hot left, cold right',
      instructions: [
        'Connect hot (left) and cold (right) to the valves, hand-tight plus a quarter to half turn, holding the valve with the second wrench.',
        'Keep the lines in smooth loops, not kinked.',
      ],
      minutes: 15,
      toolsNeeded: ['Adjustable wrench'],
      safetyWarnings: ['No thread tape on compression or rubber-washer fittings; it can make them leak.'],
      tips: [],
      checks: [],
      wait: null,
      completed: false,
    },
    {
      number: 5,
      title: 'Flush and test',
      summary: 'Run it and look for drips',
      instructions: [
        'Open the valves slowly and run hot and cold for a minute.',
        'Wipe every connection with a dry paper towel; check again after an hour.',
      ],
      minutes: 10,
      toolsNeeded: ['Flashlight'],
      safetyWarnings: [],
      tips: ['Reload the cabinet only after a dry night.'],
      checks: ['The paper towel stays dry at every connection after an hour.'],
      wait: { minutes: 60, for: 'to be sure no connection weeps' },
      completed: false,
    },
  ],
};

const profile = { experienceLevel: null, confidence: null, tools: null, country: null, state: null, homeAge: null };

/** Asks step guidance from a page of `plan` (a step number, 0 tools, -1 overview). */
export const askOn = (plan: PlanContext, page: number, text: string, over: Partial<ConverseInput> = {}) =>
  guideStep({
    kind: 'step',
    history: [],
    message: { text, imageCount: 0 },
    profile,
    ownedTools: [],
    memory: {},
    plan: { ...plan, currentStep: page },
    ...over,
  });

export const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
