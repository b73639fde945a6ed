import { describe, expect, it } from 'vitest';
import { triage, type HazardCategory } from './safety';

const cases: Record<HazardCategory, string[]> = {
  gas: [
    'I smell gas in the kitchen',
    'there is a rotten egg smell near the furnace',
    'SMELLS LIKE GAS by the water heater',
    'hissing sound from the gas line behind the dryer',
    'think i have a gas leak under the stove',
    'my stove burner won’t light and I can smell gas',
  ],
  'carbon-monoxide': [
    'my carbon monoxide alarm is going off',
    'the CO detector keeps beeping and I have a headache',
    'CO alarm went off in the basement',
    'everyone feels dizzy and nauseous since we turned the furnace on',
  ],
  fire: [
    'the outlet sparked when I plugged in the kettle',
    'burning plastic smell coming from the light switch',
    'smoke coming out of the dryer',
    'the outlet is hot to the touch and has black marks',
    'wires arcing behind the wall plate',
  ],
  'electrical-panel': [
    'how do I replace a breaker in my panel',
    'I want to open the breaker box and add a new circuit breaker',
    'need to swap the main breaker',
    'the service cable from the pole to my house is loose',
    'can I install a sub-panel in the garage',
  ],
  structural: [
    'the living room ceiling is sagging',
    'there is a big crack in the foundation that keeps getting wider',
    'my basement wall is bowing inward',
    'I want to remove a load-bearing wall',
    'the floor in the hallway sags in the middle',
  ],
  sewage: [
    'sewage is coming up through the floor drain',
    'raw sewage backing up into the tub',
    'all the drains are backing up and it smells like sewer',
    'black water coming up in the shower from the sewer',
  ],
  'flood-electricity': [
    'my basement is flooded',
    'there is standing water around the furnace and the outlets',
    'water is rising near the electrical panel',
    'inches of water on the floor and the extension cord is in it',
  ],
  asbestos: [
    'I want to scrape off the popcorn ceiling, house built in 1972',
    'there is vermiculite insulation in the attic',
    'old 9x9 floor tiles in the basement are cracking',
    'can I remove the asbestos siding myself',
    'how do I get rid of my popcorn ceiling',
  ],
  'lead-paint': [
    'I want to sand the window frames, the house was built in 1955',
    'paint is peeling on the porch of our 1920s home',
    'how do I strip lead paint from the door',
    'scraping the old paint off the trim before repainting',
  ],
  heights: [
    'I need to replace some shingles on the roof',
    'how do I get up on my roof to fix a leak',
    'clean the gutters on my second storey house from a ladder',
    'the chimney flashing is leaking',
    'need a tall ladder to reach the siding',
  ],
};

describe('safety triage stops every hazard category', () => {
  for (const [category, messages] of Object.entries(cases)) {
    it.each(messages)(`${category}: %s`, (message) => {
      const context = category === 'lead-paint' && message.startsWith('scraping') ? { homeAge: '1950 to 1977' } : {};
      const hazard = triage(message, context);
      expect(hazard?.category).toBe(category);
      expect(hazard!.reply).toMatch(/^\*\*Stop/);
      expect(hazard!.reply).toContain('**Who to call:**');
      expect(hazard!.reply).toMatch(/won't make a repair plan/);
    });
  }

  it('tells someone who smells gas to leave and call the gas utility from outside', () => {
    const reply = triage('I smell gas')!.reply;
    expect(reply).toContain('Leave the house now');
    expect(reply).toMatch(/gas utility's emergency line/);
    expect(reply).toMatch(/outside/);
  });

  it('uses the home age from onboarding for lead paint', () => {
    expect(triage('sanding the painted window sills', { homeAge: 'Before 1950' })?.category).toBe('lead-paint');
    expect(triage('sanding the painted window sills', { homeAge: '2000 or later' })).toBeNull();
  });

  it('does not flag a popcorn ceiling in a newer home', () => {
    expect(triage('I want to scrape the popcorn ceiling', { homeAge: '2000 or later' })).toBeNull();
  });
});

describe('ordinary repairs pass through', () => {
  it.each([
    'my kitchen faucet is dripping',
    'the toilet keeps running after I flush',
    'there is a hole in my drywall from a doorknob',
    'gas stove igniter clicks but the burner won’t light',
    'my water heater is gas and the pilot light went out',
    'I want to replace a light switch in the bedroom',
    'how do I reset a tripped breaker',
    'paint my bedroom walls, the house was built in 2005',
    'the bathroom sink drains slowly',
    'replace the batteries in my smoke detector',
    'the door squeaks when it opens',
    'replace the furnace filter',
    'caulk around the bathtub is moldy',
    'a floor tile is cracked in the kitchen',
    'the washing machine won’t drain',
    'my ceiling fan wobbles',
  ])('%s', (message) => {
    expect(triage(message, { homeAge: '2000 or later' })).toBeNull();
  });
});
