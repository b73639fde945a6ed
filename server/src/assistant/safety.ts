/**
 * Safety triage: runs before either engine answers. A hazard stops the conversation short of a plan
 * and says what to do now and whom to call. Patterns favour catching danger; the benign near-misses
 * in safety.test.ts keep ordinary repairs from being refused.
 */
export type HazardCategory =
  | 'gas'
  | 'carbon-monoxide'
  | 'fire'
  | 'electrical-panel'
  | 'structural'
  | 'sewage'
  | 'flood-electricity'
  | 'asbestos'
  | 'lead-paint'
  | 'heights';

export interface Hazard {
  category: HazardCategory;
  title: string;
  /** Markdown reply: stop, why, what to do now, whom to call. */
  reply: string;
  callWho: string;
}

export interface TriageContext {
  /** The onboarding answer, e.g. 'Before 1950', '1950 to 1977', '1978 to 1999', '2000 or later'. */
  homeAge?: string | null;
}

const HOME_BEFORE_1978 = /before 1950|1950 to 1977|19[0-6]\d|197[0-7]|18\d\d/i;
const HOME_BEFORE_1980 = /before 1950|1950 to 1977|19[0-6]\d|197\d|18\d\d/i;

function homeBuiltBefore(year: 1978 | 1980, text: string, context: TriageContext): boolean {
  const pattern = year === 1978 ? HOME_BEFORE_1978 : HOME_BEFORE_1980;
  if (context.homeAge && pattern.test(context.homeAge)) return true;
  const built = /\b(?:built|from|house|home)\b[^.]{0,30}?\b(1[89]\d\d)\b|\b(1[89]\d\d)s?\b[^.]{0,20}\b(?:house|home|built)\b/i.exec(text);
  const yearText = built?.[1] ?? built?.[2];
  return yearText ? Number(yearText) < year : /\b(very old|century[- ]old|victorian|1920s|1930s|1940s|1950s|1960s)\b/i.test(text);
}

/** True when the home is known to be built in or after `year` (then old-material warnings don't apply). */
function homeKnownNewer(year: number, text: string, context: TriageContext): boolean {
  if (context.homeAge && /1978 to 1999|2000 or later|20\d\d|19[89]\d/i.test(context.homeAge)) {
    return !/1978 to 1999/i.test(context.homeAge) || year <= 1978;
  }
  const built = /\b(?:built|from|house|home)\b[^.]{0,30}?\b((?:19|20)\d\d)\b/i.exec(text);
  return built ? Number(built[1]) >= year : false;
}

interface Rule {
  category: HazardCategory;
  matches: (text: string, context: TriageContext) => boolean;
  title: string;
  why: string;
  now: string[];
  callWho: string;
}

const RULES: Rule[] = [
  {
    category: 'gas',
    matches: (t) =>
      (/\b(smell|smells|smelling|smelled|odou?r|whiff|stink)\w*\b[^.]{0,40}\b(gas|propane|rotten eggs?|sulph?ur)\b/i.test(t) ||
        /\b(gas|propane)\b[^.]{0,25}\b(smell|odou?r|leak|leaking|hiss|hissing)\w*/i.test(t) ||
        /\b(hiss|hissing)\w*\b[^.]{0,30}\b(gas|propane)\b/i.test(t) ||
        /\brotten[- ]eggs?\b/i.test(t)) &&
      !/\bgas (stove|range|oven|burner)\b[^.]{0,40}\b(won'?t|doesn'?t|does not|not) (light|ignite)\b(?![^.]{0,40}\b(smell|odou?r)\b)/i.test(t),
    title: 'Possible gas leak',
    why: 'Gas that escapes indoors can ignite from a single spark — a light switch, a phone, a doorbell.',
    now: [
      'Leave the house now and take everyone (and pets) with you; leave the door open behind you.',
      "Don't switch lights or appliances on or off, don't use a lighter, and don't use your phone until you are outside.",
      "From outside, at a safe distance, call your gas utility's emergency line or emergency services (911 in the US).",
      "Don't go back in until the utility says it is safe.",
    ],
    callWho: "the gas utility's emergency line or emergency services, from outside",
  },
  {
    category: 'carbon-monoxide',
    matches: (t) =>
      /\b(co|carbon[- ]monoxide)\b[^.]{0,30}\b(alarm|detector|sensor|monitor)\b[^.]{0,40}\b(going off|beep|beeping|sounding|ringing|chirp|alarm|triggered|went off|goes off|keeps)/i.test(t) ||
      /\b(alarm|detector)\b[^.]{0,20}\b(for )?(co|carbon[- ]monoxide)\b[^.]{0,20}\b(going off|went off|sounding|beeping)/i.test(t) ||
      /\bcarbon[- ]monoxide\b/i.test(t) ||
      (/\b(headache|dizzy|dizziness|nausea|nauseous)\b/i.test(t) && /\b(furnace|boiler|heater|fireplace|stove|generator)\b/i.test(t)),
    title: 'Possible carbon monoxide',
    why: "Carbon monoxide has no smell or colour and can make people unconscious within minutes; the alarm is your only warning.",
    now: [
      'Get everyone out into fresh air right away.',
      'Call emergency services (911 in the US) from outside, especially if anyone has a headache, dizziness or nausea.',
      "Don't go back in until the fire department or your gas utility says it is safe; have a licensed technician check fuel-burning appliances.",
    ],
    callWho: 'emergency services, then a licensed heating technician',
  },
  {
    category: 'fire',
    matches: (t) =>
      /\b(spark|sparks|sparking|arcing|arc)\w*\b/i.test(t) ||
      /\b(burning|melting|melted|scorched|charred)\b[^.]{0,30}\b(smell|odou?r|plastic|wire|wiring|outlet|socket|switch|plug|cord)\b/i.test(t) ||
      /\b(smoke|smoking)\b[^.]{0,40}\b(outlet|socket|switch|panel|breaker|wire|wiring|appliance|dryer|oven|microwave|fan|light|cord|plug)\b/i.test(t) ||
      /\b(outlet|socket|switch|plug|cord|panel)\b[^.]{0,30}\b(smok|hot to the touch|too hot|scorch|black|melt)\w*/i.test(t) ||
      /\b(on fire|caught fire|flames?)\b/i.test(t),
    title: 'Fire risk',
    why: 'Sparks, smoke or a burning smell from wiring or an appliance mean something is overheating and can start a fire inside the wall.',
    now: [
      "If there is smoke or flame, leave and call the fire department (911 in the US). Don't fight an electrical fire with water.",
      "If it is safe to reach, switch off that circuit's breaker (or unplug the appliance) — don't touch anything scorched or hot.",
      "Don't use that outlet, switch or appliance again until a licensed electrician or appliance technician has checked it.",
    ],
    callWho: 'the fire department if there is smoke or flame; then a licensed electrician',
  },
  {
    category: 'electrical-panel',
    matches: (t) =>
      /\b(inside|open|opening|remove|removing|take off|replace|replacing|swap|swapping|install|installing|add|adding|work on|working on|fix|fixing|upgrade|upgrading)\b[^.]{0,40}\b(electrical panel|breaker (box|panel)|main panel|fuse box|panel cover|dead front|service panel|sub-?panel|load center|bus ?bar|main breaker|new breaker|a breaker|the breaker|breakers)\b/i.test(t) ||
      /\b(service (entrance|drop|cable|mast)|electric meter|meter (base|socket)|main service|service wires?)\b/i.test(t),
    title: 'Electrical panel or service work',
    why: 'Parts inside a panel stay live even with the main breaker off, and the service wires from the utility can never be switched off by you.',
    now: [
      'Leave the panel cover on and stay out of the panel and the meter.',
      'Resetting a tripped breaker is fine; replacing breakers or working inside the panel is not a DIY job.',
    ],
    callWho: 'a licensed electrician (and your electric utility for the meter or the service wires)',
  },
  {
    category: 'structural',
    matches: (t) =>
      /\b(sag|sagging|sags|bowing|bowed|bulging|buckling|buckled)\b[^.]{0,30}\b(ceiling|floor|roof|beam|joist|wall|foundation|deck)\b/i.test(t) ||
      /\b(ceiling|floor|roof|beam|joist|foundation|wall)\b[^.]{0,30}\b(sag|sagging|sags|bowing|bowed|bulging|buckling|collaps)\w*/i.test(t) ||
      /\b(foundation|basement wall)\b[^.]{0,40}\b(crack|cracks|cracking|shift|shifting|moving|heav)\w*/i.test(t) ||
      /\b(crack|cracks|cracking)\b[^.]{0,30}\b(foundation|basement wall)\b/i.test(t) ||
      /\b(load[- ]bearing|structural) wall\b/i.test(t) ||
      /\b(remove|removing|knock down|knocking down|take out|open up)\b[^.]{0,25}\b(a |the )?wall\b[^.]{0,30}\b(kitchen|living|open plan|open concept)\b/i.test(t),
    title: 'Possible structural problem',
    why: 'Sagging, bowing or spreading cracks can mean a beam, joist or foundation is failing — it can give way without more warning.',
    now: [
      "Keep people out from under a sagging ceiling or off a sagging floor, and don't put weight on it.",
      "Don't remove or cut any wall, post or beam until it has been assessed.",
      'Photograph the cracks with a date so a professional can see any change.',
    ],
    callWho: 'a structural engineer (or a licensed general contractor) to assess it',
  },
  {
    category: 'sewage',
    matches: (t) =>
      /\b(sewage|sewer|raw waste|poop|feces|faeces)\b[^.]{0,40}\b(back|backing|backed|coming up|overflow|overflowing|flood|floor|basement|tub|shower|drain)\w*/i.test(t) ||
      /\b(floor drain|basement drain|tub|shower)\b[^.]{0,40}\b(sewage|sewer water|black water|waste water|wastewater)\b/i.test(t) ||
      /\b(black water|sewer water)\b[^.]{0,40}\b(coming up|back|backing|overflow|floor|drain|tub|shower|toilet)\w*/i.test(t) ||
      /\b(every|all the|all) (drains?|toilets?)\b[^.]{0,30}\b(backing up|backed up|overflow)\w*/i.test(t),
    title: 'Sewage backup',
    why: 'Sewage carries bacteria and viruses, and a main-line blockage will keep pushing waste up wherever the lowest drain is.',
    now: [
      "Stop using water: don't flush, run taps, or use the dishwasher or washing machine.",
      'Keep children and pets away; avoid touching the water, and wear gloves and boots if you must go near it.',
      "If it is near outlets or appliances, don't walk through it — see the flooding advice and get the power shut off first.",
    ],
    callWho: 'a licensed plumber or sewer service (and your water/sewer utility if the city main is involved)',
  },
  {
    category: 'flood-electricity',
    matches: (t) =>
      (/\b(flood|flooded|flooding|standing water|water (is )?(everywhere|on the floor|rising)|inches of water|feet of water)\b/i.test(t) &&
        /\b(outlet|socket|panel|breaker|electric|electrical|wires?|wiring|appliance|furnace|water heater|power strip|extension cord)\w*\b/i.test(t)) ||
      /\bbasement\b[^.]{0,20}\b(flooded|flooding|is flooding|under water|underwater)\b/i.test(t),
    title: 'Flooding near electricity',
    why: 'Water conducts electricity: standing water touching outlets, cords or appliances can electrocute anyone who steps in it.',
    now: [
      "Don't step into the water.",
      'If you can reach the main breaker without touching water or standing in it, switch it off; otherwise leave it.',
      'If water is still coming in from a pipe, shut the main water valve only if you can reach it from a dry spot.',
    ],
    callWho: 'your electric utility or a licensed electrician to cut the power, then a water-damage/plumbing professional',
  },
  {
    category: 'asbestos',
    matches: (t, c) =>
      /\bvermiculite\b/i.test(t) ||
      /\basbestos\b/i.test(t) ||
      (/\b(popcorn|cottage cheese|acoustic|textured) ceilings?\b/i.test(t) &&
        (homeBuiltBefore(1980, t, c) ||
          (!homeKnownNewer(1980, t, c) && /\b(scrap|remov|sand|drill|cut|patch|take (it )?off|get rid)\w*/i.test(t)))) ||
      (/\b(9 ?(x|by|×) ?9|9["”] ?(x|by|×) ?9|nine[- ]inch)\b[^.]{0,30}\b(tiles?)\b/i.test(t) && !/\b(ceramic|porcelain)\b/i.test(t)) ||
      /\b(pipe|boiler|duct)\b[^.]{0,20}\b(lagging|wrap|insulation)\b[^.]{0,30}\b(old|crumbl|white|fray)\w*/i.test(t),
    title: 'Possible asbestos',
    why: 'Materials like this were often made with asbestos; scraping, sanding or drilling them releases fibres that cause lung disease decades later.',
    now: [
      "Don't scrape, sand, drill, cut or sweep the material, and keep it damp and undisturbed.",
      'Have a sample tested by an accredited lab before any work (many labs accept mailed samples).',
      'If it contains asbestos, removal is a job for a licensed abatement contractor.',
    ],
    callWho: 'an accredited asbestos testing lab, then a licensed abatement contractor',
  },
  {
    category: 'lead-paint',
    matches: (t, c) =>
      /\blead(-based)? paint\b/i.test(t) ||
      ((/\b(sand|sanding|scrape|scraping|strip|stripping|remove|removing|burn|heat gun|peeling|chipping|flaking)\w*\b[^.]{0,40}\b(paint|painted|varnish|window (frames?|sills?)|trim)\b/i.test(t) ||
        /\b(paint|varnish)\b[^.]{0,20}\b(peel|chip|flak)\w*/i.test(t)) &&
        homeBuiltBefore(1978, t, c)),
    title: 'Possible lead paint',
    why: 'Homes built before 1978 often have lead paint; sanding, scraping or heat-stripping it makes dust that poisons children and adults.',
    now: [
      "Don't dry-sand, scrape or use a heat gun on old paint; keep children and anyone pregnant away from the area.",
      'Test first: an EPA-recognised lead test kit from a hardware store, or a certified inspector.',
      'If it is lead, use a lead-safe certified (RRP) contractor for the work.',
    ],
    callWho: 'a certified lead inspector or a lead-safe certified (RRP) contractor',
  },
  {
    category: 'heights',
    matches: (t) =>
      /\b(on|onto|up on|climb(ing)? (on|onto|up)|walk(ing)? on|get(ting)? on)\b[^.]{0,15}\b(the |my |our )?roof\b/i.test(t) ||
      /\broof\b[^.]{0,30}\b(repair|leak|shingles?|replace|replacing|flashing|vent|patch)\w*/i.test(t) ||
      /\b(second|2nd|third|3rd)[- ](storey|story|floor)\b[^.]{0,40}\b(gutter|window|siding|eaves?|ladder|outside)\w*/i.test(t) ||
      /\b(gutter|siding|eaves?|soffit|chimney)\b[^.]{0,40}\b(second|2nd|third|3rd)[- ](storey|story|floor)\b/i.test(t) ||
      /\bchimney\b/i.test(t) ||
      /\b(tall|extension|long) ladder\b/i.test(t),
    title: 'Roof work and heights',
    why: 'Falls from roofs and tall ladders are among the most common causes of serious DIY injuries, even from one storey.',
    now: [
      "Stay off the roof. If water is coming in, catch it inside with a bucket and move valuables; a tarp can wait for a pro.",
      "Work you can do from the ground or a short step-ladder on level ground is fine — anything higher isn't a one-person job.",
    ],
    callWho: 'a licensed roofer or a contractor with fall protection',
  },
];

/** Returns the first hazard the message raises, or null for an ordinary repair. */
export function triage(text: string, context: TriageContext = {}): Hazard | null {
  const normalised = text.replace(/[’‘]/g, "'").replace(/\s+/g, ' ');
  for (const rule of RULES) {
    if (rule.matches(normalised, context)) {
      return {
        category: rule.category,
        title: rule.title,
        callWho: rule.callWho,
        reply: [
          `**Stop — ${rule.title.toLowerCase()}.** ${rule.why}`,
          '',
          '**Do this now:**',
          ...rule.now.map((step, i) => `${i + 1}. ${step}`),
          '',
          `**Who to call:** ${rule.callWho}.`,
          '',
          "This isn't something to fix yourself, so I won't make a repair plan for it. Once a professional has made it safe, I'm happy to help with anything that's left.",
        ].join('\n'),
      };
    }
  }
  return null;
}
