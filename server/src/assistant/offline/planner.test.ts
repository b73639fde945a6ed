import { describe, expect, it } from 'vitest';
import { findEntry } from '../knowledge/index';
import { withProChecks, type PlanInput } from '../plan';
import { NoPlanAvailable, planFromEntry, planOffline } from './planner';

const profile = {
  experienceLevel: 'Intermediate',
  confidence: 4,
  tools: null,
  country: null,
  state: null,
  homeAge: '2000 or later',
};
const input = (over: Partial<PlanInput> = {}): PlanInput => ({
  conversation: [],
  memory: {},
  profile,
  ownedTools: [],
  proChecks: [],
  ...over,
});

describe('the offline plan', () => {
  const entry = findEntry('drywall-large-hole')!;

  it('names only tools that are on its tools list', () => {
    const plan = planFromEntry(entry, input());
    const names = new Set(plan.tools.map((t) => t.name));
    for (const step of plan.steps) for (const tool of step.toolsNeeded) expect(names).toContain(tool);
  });

  it('marks owned tools and leaves them out of the cost', () => {
    const all = planFromEntry(entry, input());
    const owning = planFromEntry(entry, input({ ownedTools: ['utility knife', 'Putty knife'] }));
    expect(owning.tools.find((t) => t.name === 'Utility knife')?.owned).toBe(true);
    expect(owning.tools.find((t) => t.name.startsWith('Putty knife'))?.owned).toBe(true);
    expect(owning.estimation.costMin).toBe(all.estimation.costMin - 6 - 6);
    expect(owning.estimation.costMax).toBe(all.estimation.costMax - 15 - 15);
  });

  it('gives a beginner a preparation step and more time', () => {
    const expert = planFromEntry(entry, input());
    const beginner = planFromEntry(
      entry,
      input({ profile: { ...profile, experienceLevel: 'Beginner', confidence: 2 } }),
    );
    expect(beginner.steps[0]!.title).toBe('Get ready');
    expect(beginner.steps).toHaveLength(expert.steps.length + 1);
    expect(beginner.estimation.minutes).toBeGreaterThan(expert.estimation.minutes);
  });

  it('warns about lead and asbestos in an older home on the steps that disturb old material', () => {
    const newer = planFromEntry(entry, input());
    const older = planFromEntry(entry, input({ profile: { ...profile, homeAge: '1950 to 1977' } }));
    const warnings = (plan: typeof older) => plan.steps.flatMap((s) => s.safetyWarnings).join(' ');
    expect(warnings(newer)).not.toMatch(/lead|asbestos/i);
    expect(warnings(older)).toMatch(/lead/i);
    expect(warnings(older)).toMatch(/asbestos/i);
    const disturbing = older.steps.find((s) => /\b(sand|scrap|cut)\w*/i.test(s.instructions.join(' ')))!;
    expect(disturbing.safetyWarnings.join(' ')).toMatch(/asbestos/i);
  });

  it('uses the repair the intake chose, else what the person said, else refuses honestly', () => {
    expect(planOffline(input({ memory: { entryId: 'toilet-running' } })).estimation.summary).toMatch(
      /Toilet keeps running/,
    );
    expect(
      planOffline(input({ conversation: [{ role: 'user', text: 'the door squeaks when it opens' }] })).estimation
        .summary,
    ).toMatch(/hinge/i);
    expect(() => planOffline(input({ conversation: [{ role: 'user', text: 'fix my car' }] }))).toThrow(NoPlanAvailable);
  });
});

describe('a red flag answered "not sure" (not life-threatening)', () => {
  it('opens the plan with a professional check of it', () => {
    const plan = withProChecks(planOffline(input({ memory: { entryId: 'paint-touch-up' } })), [
      {
        ask: 'Was the home built before 1978?',
        callWho: 'a certified lead inspector',
        ifNoticed: 'Test the paint for lead before sanding.',
      },
    ]);
    expect(plan.steps[0]!.title).toBe('Have a professional check first');
    expect(plan.steps[0]!.instructions[0]).toContain(
      'Was the home built before 1978? Have a certified lead inspector check it',
    );
    expect(plan.steps[0]!.safetyWarnings).toEqual(['Test the paint for lead before sanding.']);
  });
});
