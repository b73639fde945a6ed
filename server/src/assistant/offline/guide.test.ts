import { describe, expect, it } from 'vitest';
import type { ConverseInput, PlanContext } from '../port';
import { guideStep } from './guide';

const plan: PlanContext = {
  title: 'Bathroom fan',
  repairId: null,
  currentStep: 2,
  tools: [
    { name: 'Screwdriver', required: true, owned: true },
    { name: 'Voltage tester', required: true, owned: false },
  ],
  steps: [
    { number: 1, title: 'Turn off the breaker', summary: 'Power off', instructions: ['Switch off the breaker.'], minutes: 5, toolsNeeded: [], safetyWarnings: [], tips: [], completed: true },
    {
      number: 2,
      title: 'Remove the cover',
      summary: 'Take the grille off',
      instructions: ['Pull the grille down.', 'Squeeze the springs.'],
      minutes: 10,
      toolsNeeded: ['Screwdriver', 'Voltage tester'],
      safetyWarnings: ['Test the wires are dead before touching them.'],
      tips: ['Wear glasses: dust falls.'],
      completed: false,
    },
  ],
};

const ask = (text: string, over: Partial<ConverseInput> = {}) =>
  guideStep({
    kind: 'step',
    history: [],
    message: { text, imageCount: 0 },
    profile: { experienceLevel: null, confidence: null, tools: null, country: null, state: null, homeAge: null },
    ownedTools: [],
    memory: {},
    plan,
    ...over,
  });

describe('offline step guidance', () => {
  it('answers safety questions with the step’s own warnings', () => {
    expect(ask('is this safe?').response).toContain('Test the wires are dead before touching them.');
  });

  it('lists the step’s tools, marking the ones the person has', () => {
    const response = ask("I don't have the tools").response;
    expect(response).toContain('- Screwdriver (you have this)');
    expect(response).toContain('- Voltage tester\n');
  });

  it('shows the whole plan and the next step from the overview', () => {
    const response = ask('where am I?', { plan: { ...plan, currentStep: -1 } }).response;
    expect(response).toContain('1. Turn off the breaker ✓');
    expect(response).toContain("You're up to **Step 2: Remove the cover**");
  });

  it('gives the time left from the overview', () => {
    expect(ask('how long is left?', { plan: { ...plan, currentStep: -1 } }).response).toContain('1 step left, about 10 min of work');
  });

  it('only rebuilds after a yes, and says so with complete', () => {
    const offer = ask('I want a different plan');
    expect(offer.current_state).toBe('in_progress');
    expect(offer.memory).toEqual({ replanOffer: { entryId: null } });
    const no = ask('no', { memory: offer.memory });
    expect(no).toMatchObject({ current_state: 'in_progress', memory: {} });
    expect(ask('ok but how do I get the cover off?', { memory: offer.memory }).current_state).toBe('in_progress');
    const yes = ask('yes please', { memory: offer.memory });
    expect(yes).toMatchObject({ current_state: 'complete', replan: { entryId: null } });
  });

  it('waits for the plan before guiding', () => {
    expect(ask('help', { plan: { ...plan, steps: [] } }).response).toMatch(/isn't ready yet/);
  });
});
