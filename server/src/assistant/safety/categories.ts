/**
 * The hazards that stop a conversation, and what the assistant says for each. Reviewed text: edit with care.
 * @internal
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

export interface HazardText {
  title: string;
  why: string;
  now: string[];
  callWho: string;
  /** Said when the person raises cost ("I can't afford a pro"). */
  cost: string;
  /** What a professional must have done before the stop can be lifted, in the person's words. */
  liftedWhen: string;
  /** Who, named by the person as having made it safe, can lift the stop (besides any licensed pro). */
  pros: string[];
  /** What stays with the professional after the stop is lifted. */
  stillPro: string;
}

export const HAZARD_TEXT: Record<HazardCategory, HazardText> = {
  gas: {
    title: 'Possible gas leak',
    why: 'Gas that escapes indoors can ignite from a single spark: a light switch, a phone, a doorbell. Even a faint smell counts, and soapy-water checks are for the gas company, not for a leak you can already smell.',
    now: [
      'Leave the house now and take everyone (and pets) with you; leave the door open behind you.',
      "Don't switch lights or appliances on or off, don't use a lighter, and don't use your phone until you are outside.",
      "From outside, at a safe distance, call your gas utility's emergency line or emergency services (911 in the US).",
      "Don't go back in until the utility says it is safe.",
    ],
    callWho: "the gas utility's emergency line or emergency services, from outside",
    cost: "Gas utilities answer leak calls around the clock, and checking for a leak is normally free. It costs nothing to be safe here.",
    liftedWhen: 'the gas utility or a licensed gas fitter has checked it and fixed any leak',
    pros: ['gas company', 'gas utility', 'utility', 'gas engineer', 'gas fitter', 'gasfitter', 'gas man', 'fire department', 'fire brigade', 'firefighter', 'plumber', 'heating technician', 'hvac'],
    stillPro: 'the gas line, its valves and the appliance connections',
  },
  'carbon-monoxide': {
    title: 'Possible carbon monoxide',
    why: 'Carbon monoxide has no smell or colour. Headaches, dizziness or nausea that ease when you leave the house, or an alarm sounding, can be the only warning before people pass out.',
    now: [
      'Get everyone, pets included, out into fresh air right away.',
      'Call emergency services (911 in the US) from outside, especially if anyone has a headache, dizziness, nausea or confusion.',
      "Don't go back in until the fire department or your gas utility says it is safe. Have a licensed technician check every fuel-burning appliance (furnace, boiler, water heater, fireplace, stove) before using it again.",
    ],
    callWho: 'emergency services from outside, then a licensed heating technician',
    cost: 'Fire departments respond to carbon monoxide calls at no charge, and many gas utilities check appliances for free.',
    liftedWhen: 'the fire department, the gas utility or a licensed heating technician has found and fixed the source',
    pros: ['fire department', 'fire brigade', 'firefighter', 'gas company', 'gas utility', 'utility', 'heating technician', 'hvac', 'furnace company', 'boiler engineer', 'gas engineer', 'chimney sweep'],
    stillPro: 'the fuel-burning appliance, its flue and its burner',
  },
  fire: {
    title: 'Fire risk',
    why: 'Sparks, smoke or a burning smell from wiring or an appliance mean something is overheating and can start a fire inside a wall or the appliance.',
    now: [
      "If there is smoke or flame, get everyone out and call the fire department (911 in the US). Don't fight an electrical fire with water.",
      "If it is safe to reach, switch off that circuit's breaker or unplug the appliance. Don't touch anything scorched or hot.",
      "Don't use that outlet, switch or appliance again until a licensed electrician or appliance technician has checked it.",
    ],
    callWho: 'the fire department if there is smoke or flame; then a licensed electrician or appliance technician',
    cost: 'Leaving that circuit or appliance switched off costs nothing and keeps you safe while you get quotes; many electricians give free estimates.',
    liftedWhen: 'a licensed electrician or appliance technician has found and fixed the cause',
    pros: ['electrician', 'appliance technician', 'appliance repair', 'repairman', 'fire department', 'fire brigade'],
    stillPro: 'the wiring or appliance that overheated',
  },
  electrical: {
    title: 'Electrical fault',
    why: 'A device that is hot, buzzing or scorched, a tingle or shock from a tap, tub or appliance, or lights flickering or dimming through the house point to a wiring fault that can electrocute someone or start a fire.',
    now: [
      "Stop using it. If you felt a shock or tingle, don't touch that tap, tub or appliance again.",
      "If you can reach it safely with dry hands and dry feet, switch off that circuit's breaker (or the main, if you can't tell which); otherwise leave it.",
      "Don't open the device or the wiring to look for the cause.",
    ],
    callWho: 'a licensed electrician (and your electric utility if lights dim or flicker all through the house)',
    cost: 'Switching the circuit off costs nothing while you get a quote; for flickering through the whole house, the electric utility checks its side of the service for free.',
    liftedWhen: 'a licensed electrician has found and fixed the fault',
    pros: ['electrician', 'sparky', 'electric company', 'power company', 'utility', 'appliance technician', 'appliance repair'],
    stillPro: 'the wiring, outlets and switches at fault',
  },
  'panel-service': {
    title: 'Electrical panel or service work',
    why: 'Parts inside a panel stay live even with the main breaker off, and new circuits, 240 V lines, EV chargers and subpanels need a permit and a licensed electrician.',
    now: [
      'Leave the panel cover on and stay out of the panel and the meter.',
      'Resetting a tripped breaker once is fine; replacing breakers, adding circuits or working inside the panel is not a DIY job.',
    ],
    callWho: 'a licensed electrician (and your electric utility for the meter or the service wires)',
    cost: 'Ask two or three licensed electricians for a quote; small panel jobs are often cheaper than people expect, and a permit protects your insurance.',
    liftedWhen: 'a licensed electrician has done the panel or circuit work',
    pros: ['electrician', 'sparky', 'electric company', 'power company', 'utility'],
    stillPro: 'the panel, the breakers and any new circuit',
  },
  'power-line': {
    title: 'Power line hazard',
    why: 'A line that is down, sagging or touched by a tree or branch can be live and can energise the ground, a fence or the branch itself.',
    now: [
      'Stay at least 10 metres (35 feet) away from the line and anything touching it, and keep others and pets away.',
      "Don't try to move the branch or the line, not even with something wooden.",
      'If a line is on a car with someone inside, tell them to stay in it.',
    ],
    callWho: 'your electric utility (its outage or emergency line) or emergency services',
    cost: 'The utility clears lines and branches touching them at no charge to you.',
    liftedWhen: 'the electric utility has made the line safe',
    pros: ['utility', 'power company', 'electric company', 'hydro', 'line crew', 'lineman', 'linemen', 'tree service', 'arborist'],
    stillPro: 'the line and anything touching it',
  },
  'flood-electricity': {
    title: 'Water and electricity',
    why: 'Water reaching a light fixture, outlet, switch, wiring or the panel can electrocute anyone who touches it or stands in the water, and can start a fire.',
    now: [
      "Don't touch the fixture, outlet or switch, and don't step into water near it.",
      'If you can reach the breaker from a dry spot, switch off that circuit (or the main); otherwise leave it.',
      'If you know where the water comes from and can reach its valve from a dry spot, shut the water off.',
    ],
    callWho: 'a licensed electrician (and a plumber for the leak)',
    cost: 'Turning off the breaker and the water costs nothing and stops the damage from spreading while you find help.',
    liftedWhen: 'a licensed electrician has checked the wiring and the leak is fixed',
    pros: ['electrician', 'sparky'],
    stillPro: 'the wiring, fixtures and outlets the water reached',
  },
  'water-heater-relief': {
    title: 'Water heater relief valve',
    why: 'The relief valve opens when the tank is too hot or under too much pressure; a tank that overheats can fail violently. Water or steam from that valve needs a professional.',
    now: [
      'Keep away from the valve and its pipe: the water can scald.',
      'Turn the water heater off: gas to "off" or "pilot" on its control, electric at its breaker.',
      "Close the cold-water valve on top of the heater if you can reach it safely. Don't plug or cap the relief valve.",
    ],
    callWho: 'a licensed plumber',
    cost: "A plumber's visit for a relief valve is usually a short job; never cap the valve to save the call.",
    liftedWhen: 'a licensed plumber has checked the heater and the relief valve',
    pros: ['plumber', 'heating technician', 'water heater technician', 'gas company'],
    stillPro: 'the relief valve, the thermostat and the gas or electric controls',
  },
  structural: {
    title: 'Possible structural problem',
    why: 'Sagging, bulging or bowing ceilings, floors or beams, and cracks that widen, step or run sideways, can mean a beam, joist or foundation is failing. It can give way without more warning.',
    now: [
      "Keep people out from under a sagging or bulging ceiling and off a sagging floor, and don't put weight on it.",
      "If a ceiling bulges with water, don't poke it: put a bucket under it and keep clear.",
      "Don't remove or cut any wall, post or beam until it has been assessed. Photograph cracks with a date so a professional can see any change.",
    ],
    callWho: 'a structural engineer or a licensed general contractor',
    cost: 'A structural engineer’s inspection is a fixed fee and tells you exactly what the job needs, which keeps contractor quotes honest.',
    liftedWhen: 'a structural engineer or licensed contractor has assessed and made it safe',
    pros: ['structural engineer', 'engineer', 'general contractor', 'contractor', 'builder', 'foundation company', 'foundation repair'],
    stillPro: 'beams, joists, posts and the foundation',
  },
  sewage: {
    title: 'Sewage backup',
    why: 'Sewage carries bacteria and viruses, and a main-line blockage keeps pushing waste up wherever the lowest drain is.',
    now: [
      "Stop using water: don't flush, run taps, or use the dishwasher or washing machine.",
      'Keep children and pets away; avoid touching the water, and wear gloves and boots if you must go near it.',
      "If it is near outlets or appliances, don't walk through it.",
    ],
    callWho: 'a licensed plumber or sewer service (and your water/sewer utility if the city main is involved)',
    cost: 'Call your water/sewer utility first: if the blockage is in the city main, they clear it at no charge. Home insurance often covers the clean-up.',
    liftedWhen: 'a plumber or the sewer utility has cleared the line',
    pros: ['plumber', 'sewer company', 'sewer service', 'drain company', 'rooter', 'city', 'sewer utility', 'water utility', 'council'],
    stillPro: 'the sewer line and the clean-up of sewage',
  },
  mould: {
    title: 'Large mould growth',
    why: 'Mould over about 10 square feet (1 m²), or mould that keeps coming back, usually means hidden moisture, and scrubbing it spreads spores that make people ill.',
    now: [
      "Don't scrub, sand or dry-brush it, and keep the room closed off.",
      'Keep anyone with asthma, allergies or a weak immune system, and small children, away from the area.',
      'Find and stop the water source if it is obvious and safe (a leak you can shut off).',
    ],
    callWho: 'a mould remediation professional (and a plumber or roofer for the water source)',
    cost: 'Many remediation companies assess for free, and home insurance may cover mould caused by a sudden leak.',
    liftedWhen: 'a mould remediation professional has removed it and the moisture source is fixed',
    pros: ['remediation', 'mold remediation', 'mold company', 'mold specialist', 'abatement'],
    stillPro: 'the mould removal and the wall or ceiling behind it',
  },
  asbestos: {
    title: 'Possible asbestos',
    why: 'Pipe lagging, vermiculite, old floor tiles and their glue, and popcorn ceilings in older homes were often made with asbestos. Disturbing them releases fibres that cause lung disease decades later.',
    now: [
      "Don't scrape, sand, drill, cut, break or sweep the material; keep it damp and undisturbed.",
      'Have a sample tested by an accredited lab before any work (many labs accept mailed samples).',
      'If it contains asbestos, removal is a job for a licensed abatement contractor.',
    ],
    callWho: 'an accredited asbestos testing lab, then a licensed abatement contractor',
    cost: 'A lab test is usually inexpensive. If the result is negative, tell me and we can plan the work.',
    liftedWhen: 'a lab test came back negative, or a licensed abatement contractor has removed it',
    pros: ['lab', 'laboratory', 'abatement', 'asbestos contractor', 'asbestos removal', 'inspector', 'asbestos survey'],
    stillPro: 'anything that tested positive, and its removal',
  },
  'lead-paint': {
    title: 'Possible lead paint',
    why: 'Homes built before 1978 often have lead paint. Sanding, scraping or heat-stripping it makes dust that poisons children and adults.',
    now: [
      "Don't dry-sand, scrape or use a heat gun on the old paint; keep children and anyone pregnant away from the area.",
      'Test first: an EPA-recognised lead test kit from a hardware store, or a certified inspector.',
      'If it is lead, use a lead-safe certified (RRP) contractor for the work.',
    ],
    callWho: 'a certified lead inspector or a lead-safe certified (RRP) contractor',
    cost: 'A lead test kit costs little. If it is negative, tell me and we can plan the work.',
    liftedWhen: 'a lead test came back negative, or a lead-safe certified contractor has done the work',
    pros: ['lead inspector', 'inspector', 'rrp contractor', 'lead safe contractor', 'lead abatement', 'abatement', 'lab'],
    stillPro: 'paint that tested positive for lead',
  },
  heights: {
    title: 'Roof work and heights',
    why: 'Falls from roofs and tall ladders are among the most common causes of serious DIY injuries, even from one storey.',
    now: [
      'Stay off the roof and off tall ladders. If water is coming in, catch it inside with a bucket and move valuables.',
      "Work you can do from the ground or a short step-ladder on level ground is fine; anything higher isn't a one-person job.",
    ],
    callWho: 'a licensed roofer or a contractor with fall protection',
    cost: 'Roofers often fix a small leak or a few shingles for a modest call-out fee; a fall costs far more.',
    liftedWhen: 'a roofer or contractor has done the work at height',
    pros: ['roofer', 'roofing company', 'gutter company', 'contractor', 'handyman'],
    stillPro: 'anything on the roof or above a short step-ladder',
  },
  chimney: {
    title: 'Chimney hazard',
    why: 'A chimney fire, smoke coming back into the room, or damaged flue or chimney work can spread fire into the house and fill it with carbon monoxide.',
    now: [
      'If there is a roaring sound, flames or sparks from the top, or heavy smoke: get everyone out and call the fire department (911 in the US).',
      "Close the fireplace or stove doors if you can do so safely, and don't use the fireplace again until it has been inspected.",
    ],
    callWho: 'the fire department for a chimney fire; then a certified chimney sweep or chimney contractor',
    cost: 'A chimney inspection is a routine, fixed-price visit, and many sweeps include the cleaning.',
    liftedWhen: 'a certified chimney sweep has inspected it and made it safe',
    pros: ['chimney sweep', 'sweep', 'chimney company', 'chimney contractor', 'fire department', 'mason'],
    stillPro: 'the chimney, the flue and the firebox',
  },
  'garage-spring': {
    title: 'Garage door spring or cable',
    why: 'Garage door springs and their cables hold hundreds of pounds of tension. When one is broken or being adjusted it can release that force and cause serious injury.',
    now: [
      "Don't open or close the door, by hand or with the opener, and keep everyone clear of it.",
      "Don't loosen, wind or replace a spring or cable yourself. Unplug the opener.",
    ],
    callWho: 'a garage door technician',
    cost: 'Spring replacement is a routine, fixed-price job for garage door companies; ask two for a quote.',
    liftedWhen: 'a garage door technician has replaced or adjusted it',
    pros: ['garage door technician', 'garage door company', 'garage door guy', 'garage door man', 'technician', 'door company'],
    stillPro: 'the springs, cables and drums',
  },
};
