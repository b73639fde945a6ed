import { describe, expect, it } from 'vitest';
import type { ConverseInput, PlanContext, PlanContextStep } from '../port';
import { guideStep } from './guide';
import { askOn, faucet } from './guide-fixture';
import { SUBSTITUTES } from './substitutes';

const plan: PlanContext = {
  title: 'Bathroom fan',
  repairId: null,
  currentStep: 2,
  tools: [
    { name: 'Screwdriver', required: true, owned: true },
    { name: 'Voltage tester', required: true, owned: false },
  ],
  steps: [
    {
      number: 1,
      title: 'Turn off the breaker',
      summary: 'Power off',
      instructions: ['Switch off the breaker.'],
      minutes: 5,
      toolsNeeded: [],
      safetyWarnings: [],
      tips: [],
      checks: [],
      wait: null,
      completed: true,
    },
    {
      number: 2,
      title: 'Remove the cover',
      summary: 'Take the grille off',
      instructions: ['Pull the grille down.', 'Squeeze the springs.'],
      minutes: 10,
      toolsNeeded: ['Screwdriver', 'Voltage tester'],
      safetyWarnings: ['Test the wires are dead before touching them.'],
      tips: ['Wear glasses: dust falls.'],
      checks: [],
      wait: null,
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
    expect(ask('how long is left?', { plan: { ...plan, currentStep: -1 } }).response).toContain(
      '1 step left, about 10 min of work',
    );
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

const on = (page: number, text: string, over: Partial<ConverseInput> = {}) => askOn(faucet, page, text, over);

describe('step guidance answers tool substitutions from the step on screen', () => {
  it('says an adjustable wrench can stand in for the basin wrench, with its caution', () => {
    const response = on(3, 'Can I use my adjustable wrench instead?').response;
    expect(response).toMatch(/^Yes, with care: your adjustable wrench can stand in for the \*\*Basin wrench\*\*/);
    expect(response).toMatch(/reach the nut/);
    expect(response).not.toMatch(/no special tools/);
  });

  it('says yes when the tool asked about is the one the step uses, and that they have it', () => {
    expect(on(2, 'can I use my adjustable wrench?').response).toBe(
      [
        'Yes: the **Adjustable wrench** is what this step uses (you have this).',
        '',
        '- Hold each valve body still with one wrench and unscrew the supply-line nut with the other.',
      ].join('\n'),
    );
  });

  it('refuses pliers on the nuts, says why, and quotes what the step needs', () => {
    const response = on(3, 'will pliers work?').response;
    expect(response).toMatch(/^No, I wouldn't use pliers for the \*\*Basin wrench\*\*: .*scar soft chrome/);
    expect(response).toContain('This step needs the **Basin wrench**: "Undo them with the basin wrench');
  });

  it('judges the stand-in against the tool named after "instead of"', () => {
    const response = on(3, 'Can I use a flat screwdriver instead of the putty knife?').response;
    expect(response).toMatch(
      /^Yes, with care: a flat screwdriver can stand in for the \*\*Putty knife\*\*\. Maybe, on soft putty/,
    );
  });

  it('refuses a kitchen knife for the utility knife on drywall', () => {
    const drywall: PlanContextStep = {
      ...faucet.steps[0]!,
      number: 1,
      title: 'Cut out the damage',
      instructions: ['Score the drywall with the utility knife.'],
      toolsNeeded: ['Utility knife'],
    };
    const response = askOn({ ...faucet, steps: [drywall] }, 1, 'can I use a kitchen knife instead?').response;
    expect(response).toMatch(/^No, I wouldn't use a kitchen knife for the \*\*Utility knife\*\*/);
    expect(response).toContain('"Score the drywall with the utility knife."');
  });

  it('reads tool names loosely: other names, plurals, capitals', () => {
    expect(on(3, 'what about my Crescent wrench?').response).toMatch(
      /^Yes, with care: your Crescent wrench can stand in for the \*\*Basin wrench\*\*/,
    );
    expect(on(3, "I've only got channel locks").response).toMatch(
      /^Yes, with care: channel locks can stand in .*wrap the jaws/,
    );
    expect(on(3, 'Do I really need the SAFETY GLASSES?').response).toMatch(
      /^Yes, this step uses the \*\*Safety glasses\*\*/,
    );
  });

  it('offers the stand-ins it knows for a tool the person lacks, marking the ones they own', () => {
    const response = on(3, "I don't have a basin wrench").response;
    expect(response).toMatch(
      /^No \*\*Basin wrench\*\*\? An adjustable wrench \(you have one\) can stand in, with care\./,
    );
    expect(response).toContain('the Tools page lists it with a price');
  });

  it('says the step does not use a tool it does not list, names the step that does, and what this one needs', () => {
    const response = on(2, "I don't have a basin wrench").response;
    expect(response).toMatch(
      /^\*\*Step 2: Disconnect the old faucet\*\* doesn't use a basin wrench\. You'll need it for Step 3\./,
    );
    expect(response).toContain('- Adjustable wrench (you have this)\n- Bucket and towels');
    expect(on(3, 'do I really need a pipe wrench?').response).toMatch(
      /doesn't use a pipe wrench\.\n\nIt needs:\n- Basin wrench/,
    );
  });

  it('says an optional tool is optional, quoting what the step uses it for', () => {
    expect(on(3, 'do I really need the mini hacksaw?').response).toBe(
      'Not always: the **Mini hacksaw** is optional in your plan. It\'s only for this: "If a nut is rusted solid, cut through it with the mini hacksaw."',
    );
  });

  it('will not vouch for an unknown stand-in, and names the ones it knows', () => {
    const response = on(3, 'can I use a hammer instead of the basin wrench?').response;
    expect(response).toMatch(/^I can't vouch for a hammer in place of the \*\*Basin wrench\*\*/);
    expect(response).toContain('An adjustable wrench (you have one) can stand in, with care.');
  });

  it('asks for the specific tool when only its kind is named', () => {
    expect(on(3, 'can I use a wrench instead?').response).toMatch(
      /uses the \*\*Basin wrench\*\* specifically\.\n\nAn adjustable wrench/,
    );
  });

  it('answers from the step named in the message, not the page', () => {
    const response = on(3, 'on step 2, can I use pliers?').response;
    expect(response).toMatch(/^No, I wouldn't use pliers for the \*\*Adjustable wrench\*\*/);
  });

  it('answers from the whole plan on the tools page', () => {
    expect(on(0, 'can I use pliers instead of the basin wrench?').response).toContain(
      'Your plan needs the **Basin wrench**',
    );
  });

  it('does not take "how do I use" or a phone for the photo as a substitution', () => {
    // the step's own line about the basin wrench, not a stand-in verdict
    expect(on(3, 'how do I use the basin wrench?').response).toMatch(
      /^\*\*Step 3: Remove the old faucet\*\* says:\n\n- Undo them with the basin wrench/,
    );
    expect(on(3, 'can I use my phone to send a photo?').response).not.toMatch(/vouch|stand in/);
  });
});

describe('step guidance answers the question asked, from the plan', () => {
  it('finds the answer on another step when the step on screen says nothing about it', () => {
    const response = on(2, 'the mounting nut is rusted solid, what now?').response;
    expect(response).toMatch(/\*\*Step 3: Remove the old faucet\*\* says:/);
    expect(response).toMatch(/cut through it with the mini hacksaw/);
  });

  it('answers "is it done" with the step’s own checks', () => {
    expect(on(5, 'how do I know it worked?').response).toMatch(/The paper towel stays dry at every connection/);
  });

  it('counts the waiting apart from the work when asked how long', () => {
    const response = on(5, 'how long before I can use the sink?').response;
    expect(response).toMatch(/about 10 minutes of work/);
    expect(response).toMatch(/Then the wait: about 1 h/);
  });

  it('offers a new plan when what the person found is another repair, not when "actually" is only a word', () => {
    const found = on(3, "turns out it's not the faucet, the drain under the sink is clogged and won't drain").response;
    expect(found).toMatch(/rather than the repair this plan is for[\s\S]*Shall I rebuild it/);
    expect(on(5, 'how do I know it actually worked?').response).not.toMatch(/rebuild/);
  });
});

describe('the substitution table', () => {
  it('gives every pair one verdict and a short reason', () => {
    const seen = new Map<string, string>();
    for (const entry of SUBSTITUTES) {
      expect(entry.why, entry.use[0]).toMatch(/^[a-z].{10,200}\.$/);
      for (const tool of entry.for) {
        for (const use of entry.use) {
          const pair = `${use} for ${tool}`;
          expect(seen.get(pair) ?? entry.verdict, pair).toBe(entry.verdict);
          seen.set(pair, entry.verdict);
        }
      }
    }
  });
});
