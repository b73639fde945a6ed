import { describe, expect, it } from 'vitest';
import { read } from '../reading/read';
import { HAZARD_CATEGORIES } from './categories';
import { SAFETY } from './data';
import { triage as triageReading, type TriageContext } from './triage';

const triage = (text: string, context: Omit<TriageContext, 'earlier'> & { earlier?: string[] } = {}) =>
  triageReading(read(text), { ...context, earlier: context.earlier?.map(read) });
const first = (text: string, context: Parameters<typeof triage>[1] = {}) => triage(text, context).hazards[0] ?? null;

describe('the hazard rules (server/safety/categories): every rule stops its examples and lets its near-misses through', () => {
  for (const rule of SAFETY.rules) {
    describe(rule.id, () => {
      it.each(rule.examples)(`${rule.outcome === 'ask' ? 'asks' : 'stops'} (${rule.category}): %s`, (message) => {
        const found = triage(message);
        const categories = rule.outcome === 'ask' ? found.checks : found.hazards;
        expect(categories.map((h) => h.category)).toContain(rule.category);
      });
      it.each(rule.nearMisses)('neither stops nor asks: %s', (message) => {
        const found = triage(message, { homeAge: null });
        expect(found.hazards).toEqual([]);
        expect(found.checks).toEqual([]);
      });
    });
  }

  it('has rules for every category', () => {
    for (const category of HAZARD_CATEGORIES)
      expect(
        SAFETY.rules.some((r) => r.category === category),
        category,
      ).toBe(true);
  });
});

describe('incidental words elsewhere in the message never switch a hazard off', () => {
  it.each([
    'we have well water and I can smell gas near the furnace',
    'I smell gas near the stove. The tap water is fine',
    'there is a gas smell in the garage where the lawn mower is and also by the water heater',
    'I paid my gas bill today and the kitchen smells of rotten eggs',
    'my neighbour has a leaf blower. anyway the basement smells of propane',
  ])('stops for gas: %s', (message) => {
    expect(first(message)?.category).toBe('gas');
    expect(first(message)?.reply).toMatch(/Leave the house now/);
  });

  it('cancels a mention only when the exception explains that same mention', () => {
    expect(triage('my mower smells of gas after I filled the gas can').hazards).toEqual([]);
    expect(triage('our well water smells of sulfur').hazards).toEqual([]);
    expect(triage('the hot water smells like rotten eggs, only from the hot tap').hazards).toEqual([]);
    // the same words, but the smell is not said to come from them
    expect(first('the gas can is in the shed and I smell gas by the boiler')?.category).toBe('gas');
    expect(first('the hot water is fine but there is a rotten egg smell by the stove')?.category).toBe('gas');
  });

  it('attaches nothing across punctuation, and no source inside a longer hazard name', () => {
    expect(first('I smell gas, mower is in the shed')?.category).toBe('gas');
    expect(first('I smell gas, hot water is fine')?.category).toBe('gas');
    expect(first('smell of gas near the hot water heater')?.category).toBe('gas');
    // a short place phrase may stand between the source and what it does, unless it names the hazard's things
    expect(triage('our well water at the cabin smells of sulfur').hazards).toEqual([]);
    expect(first('the mower by the water heater smells of gas')?.category).toBe('gas');
  });

  it('asks when the hazard is only supposed ("what if…"), and stops when it is reported with doubt', () => {
    const supposed = triage('if I smell gas what should I do');
    expect(supposed.hazards).toEqual([]);
    expect(supposed.checks.map((c) => c.category)).toEqual(['gas']);
    expect(first('not sure if that is gas I smell')?.category).toBe('gas');
  });

  it('does not take a negation past "and": what follows is said', () => {
    expect(first("the switch isn't working and feels warm to the touch")?.category).toBe('electrical');
  });

  it('does not take a comparison for the source', () => {
    expect(first('it smells like gas, like a lawn mower, near the furnace')?.category).toBe('gas');
  });

  it('asks, rather than guesses, when the harmless source is said with doubt', () => {
    const found = triage('our well water smells of sulfur, or could it be gas?');
    expect(found.hazards).toEqual([]);
    expect(found.checks.map((c) => c.category)).toEqual(['gas']);
    expect(found.checks[0]!.question).toMatch(/\?$/);
  });
});

/**
 * Generated: every exception term of every rule (and every benign compound), said in its own sentence
 * before, after and inside each category's true hazard examples, must not stop the hazard from stopping.
 */
describe('every exception × every hazard still stops', () => {
  const exceptions = [
    ...new Set([
      ...SAFETY.rules.flatMap((r) => [...r.exceptions.compounds, ...r.exceptions.sources, ...r.exceptions.qualifiers]),
    ]),
  ];
  const examples = HAZARD_CATEGORIES.map((category) => {
    const rule = SAFETY.rules.find(
      (r) => r.category === category && r.scope !== 'conversation' && r.outcome === 'stop',
    )!;
    return { category, example: rule.examples[0]! };
  });
  it.each(examples)('$category: "$example" with each of the exception terms beside it', ({ category, example }) => {
    const missed: string[] = [];
    for (const term of exceptions) {
      for (const message of [`${term}. ${example}`, `${example}. ${term}.`, `${example}, and ${term}`]) {
        if (!triage(message).hazards.some((h) => h.category === category)) missed.push(message);
      }
    }
    expect(missed).toEqual([]);
  });
});

describe('word forms and order do not decide', () => {
  it.each([
    ['the kids have headaches and the furnace keeps cycling', 'carbon-monoxide'],
    ['the furnace keeps cycling and the kids have a headache', 'carbon-monoxide'],
    ['headache every time the boiler runs', 'carbon-monoxide'],
    ['Gas. I can smell it in the hallway', 'gas'],
    ['SMELLS LIKE GAS!!! by the water heater', 'gas'],
    ['the outlets spark', 'fire'],
    ['sparks from the outlet', 'fire'],
    ['buzzing warm switches in the hall', 'electrical'],
    ['the switch in the hall buzzes and feels warm', 'electrical'],
    ['i smel gas near the stove', 'gas'],
    ['the outlit is sparkin', 'fire'],
  ] as const)('%s', (message, category) => {
    expect(first(message)?.category).toBe(category);
  });
});

describe('conversation context', () => {
  it('joins symptoms said over several messages', () => {
    expect(first('and we all have headaches lately', { earlier: ['the furnace keeps short cycling'] })?.category).toBe(
      'carbon-monoxide',
    );
  });

  it('uses the home age from onboarding for old materials', () => {
    expect(first('sanding the painted window sills', { homeAge: 'Before 1950' })?.category).toBe('lead-paint');
    expect(first('sanding the painted window sills', { homeAge: '2000 or later' })).toBeNull();
    expect(first('I want to scrape the popcorn ceiling', { homeAge: '2000 or later' })).toBeNull();
    expect(first('I want to scrape the popcorn ceiling', { homeAge: null })?.category).toBe('asbestos');
  });
});

describe('negation', () => {
  it('reads "no gas smell" as no hazard, and an unsure one as a hazard', () => {
    expect(first("there's no gas smell, the burner just won't light")).toBeNull();
    expect(first("I don't smell gas but the pilot is out")).toBeNull();
    expect(first('not sure if that is gas I smell')?.category).toBe('gas');
  });

  it('never negates an alarm', () => {
    expect(first('no idea why but the CO alarm keeps going off')?.category).toBe('carbon-monoxide');
  });
});

describe('the trace', () => {
  it('says which rule fired, and what an exception cancelled (a near-stop)', () => {
    const stopped = triage('I smell gas near the water heater');
    expect(stopped.trace).toContainEqual(expect.objectContaining({ rule: 'gas-smell', outcome: 'stop' }));
    const near = triage('my mower smells of gas');
    expect(near.hazards).toEqual([]);
    const nearStop = near.trace.find((t) => t.outcome === 'near-stop');
    expect(nearStop).toMatchObject({ category: 'gas' });
    expect(nearStop!.weighed).toContainEqual(expect.objectContaining({ kind: 'source', cancelled: true }));
  });
});

describe('other languages', () => {
  for (const { category, examples } of SAFETY.languages) {
    it.each(examples)(`stops (${category}): %s`, (message) => {
      expect(triage(message).hazards.map((h) => h.category)).toContain(category);
    });
  }

  it.each([
    // a word a stem starts, in English
    'prised the lid off the water butt to check the level',
    'the humour is lost on me, the kitchen tap drips',
    'vomit on a piece of carpet, how do I get the stain out',
    'I hung a poster above the radiator',
    // ordinary repairs in other languages
    'el cable del cargador está roto',
    'das Ladekabel hängt hinter dem Schreibtisch',
    'o fio do carregador está solto',
    'die Heizung funktioniert nicht, die Wohnung ist kalt',
    'la caldaia non si accende',
    'il rubinetto della cucina gocciola',
  ])('does not stop: %s', (message) => {
    expect(first(message)).toBeNull();
  });
});

describe('the stop message', () => {
  it('says stop, what to do now, whom to call, and that there will be no plan', () => {
    const reply = first('I smell gas')!.reply;
    expect(reply).toMatch(/^\*\*Stop/);
    expect(reply).toContain('Leave the house now');
    expect(reply).toContain("**Who to call:** the gas utility's emergency line");
    expect(reply).toMatch(/won't make a repair plan/);
  });

  it('names an emergency or utility call in every category where life is at risk', () => {
    for (const [category, t] of SAFETY.categories)
      if (t.lifeThreatening) expect(`${t.now.join(' ')} ${t.callWho}`, category).toMatch(/911|emergency|utility/i);
  });

  it('never tells anyone to touch a breaker or panel that may be wet', () => {
    const flood = SAFETY.categories.get('flood-electricity')!;
    expect(flood.now.join(' ')).toMatch(/never touch (a|the) (breaker|panel)/i);
    for (const [category, t] of SAFETY.categories)
      for (const step of t.now)
        if (/breaker|panel/i.test(step) && /switch (it )?off|turn (it )?off/i.test(step))
          expect(step, category).toMatch(/dry/i);
  });
});
