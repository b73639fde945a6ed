import { POWER_OFF, step, tool, type RepairEntry } from './schema';

const tester = tool('Non-contact voltage tester', 15, 30, { description: 'Beeps near a live wire', safety: ['Test it on a known live outlet first'] });
const screwdrivers = tool('Insulated screwdriver set', 15, 35);
const strippers = tool('Wire stripper', 12, 25);

export const electrical: RepairEntry[] = [
  {
    id: 'light-switch-replace',
    title: 'Replace a broken light switch',
    category: 'electrical',
    phrases: ['light switch broken', "switch doesn't work", 'replace light switch', 'switch feels loose', 'flickering when I touch the switch', 'toggle switch', 'dimmer switch'],
    questions: ['Is it a single switch, or one of two switches controlling the same light (3-way)?', 'Toggle, rocker or dimmer?', 'Any scorch marks or warmth at the switch? (If so, stop and tell me.)'],
    estimate: { minutes: 40, costMin: 5, costMax: 30, currency: 'USD', skill: 'Beginner–Intermediate' },
    tools: [tester, screwdrivers, tool('Replacement switch', 4, 25, { description: 'Same type: single-pole or 3-way' }), strippers],
    steps: [
      step('Cut the power and verify', 10, ['Switch off the breaker for the room.', 'Remove the cover plate and hold the tester by every screw terminal: it must stay silent.'], { tools: ['Non-contact voltage tester', 'Insulated screwdriver set'], warnings: [POWER_OFF] }),
      step('Label and disconnect', 10, ['Unscrew the switch from the box and pull it out gently.', 'Photograph the wiring; label the wire on the darker (common) screw on 3-way switches.', 'Loosen the terminal screws and free the wires.'], { tools: ['Insulated screwdriver set'] }),
      step('Connect the new switch', 10, ['Connect the wires to the same terminals as before, hooking each clockwise under its screw.', 'Bare copper goes to the green ground screw.', 'Re-strip a nicked wire end to clean copper.'], { tools: ['Insulated screwdriver set', 'Wire stripper'], warnings: ['If you find aluminium wiring or no ground in a metal box, stop and call an electrician.'] }),
      step('Mount and test', 10, ['Fold the wires back, screw the switch to the box, fit the plate.', 'Restore the breaker and test the light.'], { tools: ['Insulated screwdriver set'] }),
    ],
    videoQuery: 'how to replace a light switch safely',
  },
  {
    id: 'outlet-replace',
    title: 'Replace a worn or loose outlet',
    category: 'electrical',
    phrases: ['outlet not working', 'plugs fall out of the outlet', 'loose outlet', 'replace receptacle', 'cracked outlet', 'dead outlet', 'socket broken'],
    questions: ['Is one outlet dead, or several in the room? (A tripped GFCI elsewhere can kill several.)', 'Any scorch marks, buzzing or warmth? (If so, stop and tell me.)', 'Is it in a kitchen, bathroom, garage or outdoors?'],
    estimate: { minutes: 45, costMin: 3, costMax: 25, currency: 'USD', skill: 'Beginner–Intermediate' },
    tools: [tester, screwdrivers, tool('Replacement outlet (15 A or 20 A)', 3, 25, { description: 'Tamper-resistant, same amperage' }), strippers, tool('Plug-in outlet tester', 8, 15)],
    steps: [
      step('Check for a tripped GFCI or breaker', 5, ['Press reset on any GFCI outlet in the kitchen, bathrooms, garage and outdoors, and check the panel for a tripped breaker.'], { tips: ['Many "dead outlets" are fixed right here.'] }),
      step('Cut the power and verify', 10, ['Switch off the breaker, remove the plate, and test every wire with the tester.'], { tools: ['Non-contact voltage tester', 'Insulated screwdriver set'], warnings: [POWER_OFF] }),
      step('Move the wires to the new outlet', 15, ['Photograph the wiring first.', 'Black (hot) to brass screws, white (neutral) to silver, bare/green to the green screw.', 'Use the screws, not the push-in holes on the back.'], { tools: ['Insulated screwdriver set', 'Wire stripper'], warnings: ['Aluminium wiring or a box with more wires than you expected: stop and call an electrician.'] }),
      step('Mount and test', 15, ['Screw the outlet in, fit the plate, restore power.', 'Check it with the plug-in tester: it shows wiring faults.'], { tools: ['Plug-in outlet tester', 'Insulated screwdriver set'] }),
    ],
    videoQuery: 'replace electrical outlet receptacle',
  },
  {
    id: 'gfci-trips',
    title: 'GFCI outlet that trips or won’t reset',
    category: 'electrical',
    phrases: ['gfci keeps tripping', "gfci won't reset", 'bathroom outlet with buttons not working', 'reset button outlet', 'gfi tripping', 'test reset outlet'],
    questions: ['Does it trip when something is plugged in, or by itself (e.g. when it rains)?', 'Is the outlet outdoors or in a wet area?', 'Does the reset button click in at all?'],
    estimate: { minutes: 45, costMin: 0, costMax: 30, currency: 'USD', skill: 'Beginner–Intermediate' },
    tools: [tester, screwdrivers, tool('Replacement GFCI outlet', 15, 30), tool('Plug-in outlet tester', 8, 15)],
    steps: [
      step('Rule out the appliance', 10, ['Unplug everything from the GFCI and the outlets downstream of it, then reset.', 'Plug items back one at a time: the one that trips it has the fault.'], { tips: ['Hair dryers and old extension cords are common culprits.'] }),
      step('Check for moisture', 10, ['Outdoor or bathroom GFCIs often trip from water in a box: fit an in-use weather cover and let it dry.'], { warnings: ['Never reset repeatedly on a wet outlet.'] }),
      step('Replace a failed GFCI', 20, ['With the breaker off and verified dead, note which wires go to LINE and which to LOAD.', 'Connect the new GFCI the same way — LINE is the power coming in.'], { tools: ['Non-contact voltage tester', 'Insulated screwdriver set'], warnings: [POWER_OFF] }),
      step('Test', 5, ['Restore power, press TEST (it should click off), then RESET.'], { tools: ['Plug-in outlet tester'] }),
    ],
    videoQuery: 'gfci outlet keeps tripping troubleshoot replace',
  },
  {
    id: 'light-fixture-replace',
    title: 'Replace a ceiling light fixture',
    category: 'electrical',
    phrases: ['replace ceiling light', 'new light fixture', 'swap light fixture', 'install ceiling lamp', 'light fixture broken', 'change the light in the hallway'],
    questions: ['How heavy is the new fixture? (Fans and chandeliers need a rated box.)', 'Can you reach the ceiling safely from a step-ladder?', 'What do you see when you remove the old canopy — a photo helps.'],
    estimate: { minutes: 75, costMin: 5, costMax: 20, currency: 'USD', skill: 'Intermediate' },
    tools: [tester, screwdrivers, strippers, tool('Wire connectors', 4, 8), tool('Step ladder', 40, 90, { risks: ['Falls'], safety: ['Fully open and locked, on level ground'] })],
    steps: [
      step('Cut the power and verify', 10, ['Switch off the breaker (not only the wall switch) and test the wires at the fixture.'], { tools: ['Non-contact voltage tester', 'Step ladder'], warnings: [POWER_OFF, 'Stay off the top two steps of the ladder.'] }),
      step('Take down the old fixture', 20, ['Remove shades and bulbs, unscrew the canopy, and support the fixture while you untwist the connectors.'], { tools: ['Insulated screwdriver set', 'Step ladder'], tips: ['Have a helper hold heavy fixtures.'] }),
      step('Wire the new fixture', 25, ['Mount the new bracket to the box.', 'Black to black, white to white, ground to the green screw and the bare wire, each in a twisted-on connector.'], { tools: ['Wire stripper', 'Wire connectors', 'Insulated screwdriver set'] }),
      step('Mount and test', 20, ['Tuck the wires in, fix the canopy, fit bulbs of the rated wattage, restore power and test.'], { tools: ['Step ladder'] }),
    ],
    videoQuery: 'replace ceiling light fixture',
  },
  {
    id: 'smoke-detector',
    title: 'Chirping smoke detector (battery or replacement)',
    category: 'electrical',
    phrases: ['smoke detector chirping', 'smoke alarm beeping every minute', 'replace smoke alarm battery', 'smoke detector keeps beeping', 'smoke alarm chirp'],
    questions: ['Is it a single chirp every minute or so (battery), or a loud continuous alarm? (If it is alarming, leave and check for fire.)', 'Battery-only or wired into the ceiling?', 'Do you know how old it is? The date is printed on the back.'],
    estimate: { minutes: 20, costMin: 5, costMax: 40, currency: 'USD', skill: 'Beginner' },
    tools: [tool('9V or AA battery', 3, 8), tool('Step ladder', 40, 90), tool('Replacement smoke alarm', 15, 40, { optional: true, description: 'Same brand for wired units, so the plug fits' })],
    steps: [
      step('Find the chirping unit', 5, ['Wait under each alarm for the chirp; the one with a blinking light is usually it.'], { tools: ['Step ladder'] }),
      step('Replace the battery', 5, ['Twist the alarm off its base; unplug the connector if wired.', 'Fit a new battery and press TEST.'], { tools: ['9V or AA battery', 'Step ladder'], warnings: ['For wired alarms, switch off the breaker before unplugging the harness.'] }),
      step('Replace an old alarm', 10, ['Alarms older than 10 years must be replaced.', 'Mount the new base, plug in the harness, twist the alarm on and test.'], { tools: ['Replacement smoke alarm', 'Step ladder'] }),
      step('Test every alarm', 5, ['Press TEST on each alarm; interconnected ones should all sound.'], { tips: ['Test monthly; replace batteries yearly.'] }),
    ],
    videoQuery: 'smoke detector chirping replace battery',
  },
];
