import { describe, expect, it } from 'vitest';
import { HAZARD_CATEGORIES } from './categories';
import { HAZARD_RULES } from './lexicon';
import { triage, triageAll } from './triage';

describe('the hazard lexicon: every rule stops its examples and lets its near-misses through', () => {
  for (const rule of HAZARD_RULES) {
    describe(rule.id, () => {
      it.each(rule.examples)(`stops (${rule.category}): %s`, (message) => {
        expect(triageAll(message).map((h) => h.category)).toContain(rule.category);
      });
      it.each(rule.nearMisses)('does not stop: %s', (message) => {
        expect(triage(message, { homeAge: null })).toBeNull();
      });
    });
  }

  it('has rules for every category', () => {
    for (const category of HAZARD_CATEGORIES)
      expect(
        HAZARD_RULES.some((r) => r.category === category),
        category,
      ).toBe(true);
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
    expect(triage(message)?.category).toBe(category);
  });
});

describe('conversation context', () => {
  it('joins symptoms said over several messages', () => {
    expect(triage('and we all have headaches lately', { earlier: ['the furnace keeps short cycling'] })?.category).toBe(
      'carbon-monoxide',
    );
  });

  it('uses the home age from onboarding for old materials', () => {
    expect(triage('sanding the painted window sills', { homeAge: 'Before 1950' })?.category).toBe('lead-paint');
    expect(triage('sanding the painted window sills', { homeAge: '2000 or later' })).toBeNull();
    expect(triage('I want to scrape the popcorn ceiling', { homeAge: '2000 or later' })).toBeNull();
    expect(triage('I want to scrape the popcorn ceiling', { homeAge: null })?.category).toBe('asbestos');
  });
});

describe('negation', () => {
  it('reads "no gas smell" as no hazard, and an unsure one as a hazard', () => {
    expect(triage("there's no gas smell, the burner just won't light")).toBeNull();
    expect(triage("I don't smell gas but the pilot is out")).toBeNull();
    expect(triage('not sure if that is gas I smell')?.category).toBe('gas');
  });

  it('never negates an alarm', () => {
    expect(triage('no idea why but the CO alarm keeps going off')?.category).toBe('carbon-monoxide');
  });
});

describe('other languages', () => {
  it.each([
    ['huele a gas en la cocina', 'gas'],
    ['Ça sent le gaz dans la cuisine', 'gas'],
    ['die Steckdose macht Funken', 'fire'],
    ['o detector de monóxido de carbono está apitando', 'carbon-monoxide'],
    // symptoms with a heating appliance, inflected and compounded
    ['wir haben alle seit Tagen Kopfschmerzen und Übelkeit, seit die Gastherme wieder läuft', 'carbon-monoxide'],
    ['czujnik czadu piszczy głośno od rana, mamy piec gazowy w łazience', 'carbon-monoxide'],
    ['toda la familia con dolor de cabeza y mareos desde que encendimos la caldera', 'carbon-monoxide'],
    ["on a tous mal de tête et des nausées depuis qu'on a rallumé la chaudière", 'carbon-monoxide'],
    ['i bambini hanno mal di testa e vomitano da quando va la caldaia', 'carbon-monoxide'],
    ['iedereen heeft hoofdpijn en is misselijk sinds de cv-ketel aan staat', 'carbon-monoxide'],
    ['ból głowy i mdłości od kiedy włączyliśmy piecyk', 'carbon-monoxide'],
    // a fallen power line
    ['tem um fio de luz caído no quintal depois da tempestade, encostado na cerca de metal', 'power-line'],
    ['hay un cable de luz caído en el patio', 'power-line'],
    ['die Stromleitung liegt nach dem Sturm im Garten', 'power-line'],
    ['un fil électrique est tombé dans le jardin', 'power-line'],
    ['il cavo della luce è caduto sul prato', 'power-line'],
    ['przewód elektryczny leży na ziemi po burzy', 'power-line'],
    ['er ligt een stroomkabel op de grond na de storm', 'power-line'],
    // a crack that widens, runs sideways or in steps
    [
      "c'è una crepa orizzontale nel muro della cantina che si sta allargando e il muro sembra piegarsi verso l'interno",
      'structural',
    ],
    ['hay una grieta en la pared del sótano que se agranda cada semana', 'structural'],
    ["une fissure en escalier sur le mur de la façade qui s'élargit", 'structural'],
    ['ein Riss in der Kellerwand wird immer breiter', 'structural'],
    ['a rachadura na parede está aumentando', 'structural'],
    ['pęknięcie na ścianie się powiększa', 'structural'],
    ['de scheur in de muur wordt steeds groter', 'structural'],
  ] as const)('%s', (message, category) => {
    expect(triage(message)?.category).toBe(category);
  });

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
    expect(triage(message)).toBeNull();
  });
});

describe('the stop message', () => {
  it('says stop, what to do now, whom to call, and that there will be no plan', () => {
    const reply = triage('I smell gas')!.reply;
    expect(reply).toMatch(/^\*\*Stop/);
    expect(reply).toContain('Leave the house now');
    expect(reply).toContain("**Who to call:** the gas utility's emergency line");
    expect(reply).toMatch(/won't make a repair plan/);
  });
});
