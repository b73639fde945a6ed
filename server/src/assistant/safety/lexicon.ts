import type { HazardCategory } from './categories';

/**
 * The hazard lexicon: reviewed data, not code. Each rule names groups of terms; the rule fires when one
 * term of every group appears in the same sentence (any order; `window` bounds how far apart), or in
 * the same message / the recent conversation for `scope: 'message' | 'conversation'`. Terms are words
 * or short phrases, matched after normalisation (stems, so plurals and verb forms are covered).
 * Each rule carries examples that must stop and near-misses that must not (triage.test.ts runs them).
 */
export interface HazardRule {
  id: string;
  category: HazardCategory;
  all: string[][];
  window?: number;
  scope?: 'sentence' | 'message' | 'conversation';
  /** "no gas smell" / "I don't smell gas" doesn't fire (off for alarms and test results). */
  negatable?: boolean;
  /** Terms that, anywhere in the same sentence, mean the rule is about something else. */
  unless?: string[];
  /** Applies only when the home is (or is said to be) older than this year. */
  homeBefore?: 1978 | 1980;
  /** A stated area over the limit ("30 square feet") fires the rule whatever else is said ("a small patch"). */
  measured?: boolean;
  examples: string[];
  nearMisses: string[];
}

/**
 * Benign compounds: inside one of these, a word does not count on its own ("spark plug" has no
 * spark, "ceiling fan" no ceiling, "pilot light" no light fixture, "smoke alarm" no smoke).
 */
export const BENIGN_COMPOUNDS = [
  'spark plug', 'spark plug wire', 'gas cap', 'gas tank', 'gas station', 'gas mileage', 'gas bill', 'gas lift', 'gas cylinder', 'gas strut', 'gas spring',
  'gas pedal', 'gas mower', 'gas trimmer', 'gas grill', 'gas price', 'pilot light', 'pilot flame', 'ceiling fan', 'ceiling fans', 'ceiling paint', 'smoke alarm', 'smoke detector',
  'smoke and carbon monoxide alarm', 'smoke detector chirp', 'fire alarm', 'fire pit', 'fire up', 'fire extinguisher', 'fire door', 'fire brick', 'firewood', 'roof of my mouth',
  'roof of the mouth', 'roof rack', 'car roof', 'dryer sheet', 'dryer sheets', 'burnt toast', 'burnt food', 'burnt popcorn', 'burned toast', 'burned food', 'burnt coffee',
  'shocking bill', 'static shock', 'static electricity', 'shock absorber', 'shock absorbers', 'indicator light', 'status light', 'warning light', 'filter light', 'check light',
  'power light', 'light is blinking', 'water filter', 'water filter light', 'water softener', 'water bill', 'sewer bill', 'mold release', 'spark of inspiration', 'sparkling water',
  'power washer', 'power washing', 'power wash', 'power drill', 'power tool', 'power tools', 'power steering', 'power bank', 'power button', 'power cord', 'line trimmer', 'fishing line',
  'clothes line', 'clothesline', 'phone line', 'cable line', 'chimney sweep came', 'range hood chimney', 'hood chimney', 'lead pipe wrench', 'lead pencil', 'pencil lead',
  'electric water heater', 'electric hot water', 'electric boiler', 'electric tank', 'says smoke', 'smoke on it', 'says smoke on it', 'labelled smoke', 'marked smoke', 'carbon monoxide alarm install', 'carbon monoxide detector', 'carbon monoxide alarm', 'carbon monoxide sensor', 'carbon monoxide monitor', 'smoke alarm battery', 'gas fireplace remote', 'fire starter', 'electrical tape', 'electric tape',
  'electricians tape', 'insulating tape', 'gut feeling',
  // a petrol can, said with a word before it: "it's gas, can I move it" is a gas appliance and a question
  'a gas can', 'my gas can', 'the gas can in', 'the gas can for', 'filled the gas can', 'fill the gas can', 'spare gas can', 'plastic gas can', 'metal gas can', 'empty gas can',
  'old gas can', 'gas can spout', 'gas can nozzle', 'gas can lid', 'gas can cap',
  // plugs that hold water in
  'sink plug', 'bath plug', 'drain plug', 'basin plug', 'shower plug', 'plug in the sink', 'plug in the bath', 'pop up plug', 'plug hole', 'plug chain',
  // a water meter is neither a live part nor the electric meter
  'water meter', 'moisture meter',
  // wire that carries nothing
  'wire rack', 'wire brush', 'wire shelf', 'wire shelving', 'wire basket', 'wire mesh', 'wire hanger', 'wire wool', 'tie wire', 'picture wire', 'baling wire',
  // panels that are not the electrical panel
  'fence panel', 'siding panel', 'solar panel', 'door panel', 'radiator panel', 'ceiling panel', 'glass panel', 'wall panel', 'shower panel', 'access panel', 'control panel', 'bath panel', 'tub panel',
  'kick panel', 'toe kick panel', 'side panel', 'back panel', 'front panel', 'panel door', 'panel saw', 'panel pin', 'drywall panel', 'acoustic panel', 'wood panel', 'wood panelling', 'wood paneling',
  // a sewer smell is a dry trap or a vent, not sewage in the house (and sewer gas is not the gas supply)
  'sewer smell', 'sewage smell', 'sewer gas', 'sewer gas smell', 'smell like sewer', 'smell like sewage', 'smell like a sewer', 'smell of sewer', 'smell of sewage', 'stink of sewage', 'stink of sewer',
  'stink like sewage', 'stink like sewer', 'reek of sewage', 'reek of sewer',
  // the person leaning on something, and railings (a deck railing is not the deck)
  'ping pong', 'lean on', 'leaning on', 'leaned on', 'lean against', 'leaning against', 'deck railing', 'deck railings', 'deck rail', 'porch railing', 'porch rail',
  // poles that carry no power
  'curtain pole', 'fence pole', 'flag pole', 'flagpole', 'basketball pole', 'basketball hoop pole', 'clothesline pole', 'washing line pole', 'clothes line pole', 'tent pole', 'shower pole', 'tension pole',
  'pole saw', 'pole pruner', 'pole barn', 'fishing pole', 'ski pole', 'tetherball pole', 'bird feeder pole', 'swing pole', 'gazebo pole', 'umbrella pole', 'mailbox pole', 'washing line', 'clothes line post',
  'panel heater', 'cabinet panel', 'insulated panel', 'roof panel', 'garage door panel', 'lattice panel', 'trellis panel', 'privacy panel', 'vinyl panel', 'plastic panel', 'pvc panel', 'breaker bar',
  'closet pole', 'closet rod', 'wardrobe pole', 'wardrobe rail', 'hanging pole', 'hanging rail', 'clothes pole', 'clothes rail',
  // switches inside an appliance that shut it off safely (a full drip pan trips the float switch)
  'float switch', 'safety float switch', 'pressure switch', 'limit switch', 'door switch', 'lid switch', 'drain pan', 'overflow pan', 'drip pan', 'condensate pan',
];

const GAS = ['gas', 'black iron', 'black iron pipe', 'black iron line', 'black pipe', 'gassy smell', 'smell gassy', 'bit gassy', 'gassy pong', 'gassy whiff', 'gassy odor', 'gassy stink', 'natural gas', 'propane', 'lpg', 'butane', 'rotten egg', 'rotten eggs', 'sulfur', 'mercaptan'];
// "pong", "niff" (UK), "whiffy"; "smelly"/"stinky" stem to smell/stink
const SMELL = ['smell', 'odor', 'whiff', 'whiffy', 'stink', 'stench', 'reek', 'fume', 'sniff', 'scent', 'nose', 'pong', 'niff'];
/** Gas as a fuel, for "gas/propane word + gas appliance or pipe + work" in one sentence. */
const GAS_FUEL = ['gas', 'natural gas', 'propane', 'lpg', 'lp', 'lp gas', 'butane', 'mains gas'];
/** What carries or burns gas, in US, UK, Canadian and Australian words. */
const GAS_THING = [
  'pipe', 'line', 'hose', 'valve', 'fitting', 'connector', 'flex', 'flex line', 'bayonet', 'union', 'regulator', 'meter', 'stub', 'stopcock', 'isolation valve', 'isolator', 'cock', 'tap', 'supply', 'point',
  'stove', 'range', 'oven', 'cooktop', 'stovetop', 'cooker', 'hob', 'burner', 'dryer', 'water heater', 'hot water system', 'hot water unit', 'furnace', 'boiler', 'combi', 'fireplace', 'fire', 'heater',
  'wall heater', 'log', 'insert', 'appliance', 'bbq line', 'generator', 'pool heater', 'tankless', 'instantaneous', 'continuous flow',
  // the house supply itself ("hook the bbq up to the house natural gas"); not a bbq or its bottle, which people connect themselves
  'house gas', 'house natural gas', 'house supply', 'mains', 'natural gas line', 'gas bib', 'quick connect',
];
const WORK = [
  'install', 'hook up', 'hookup', 'connect', 'reconnect', 'disconnect', 'move', 'relocate', 'extend', 'run', 'cap', 'replace', 'swap', 'convert', 'fit', 'plumb',
  'add', 'new', 'set up', 'tap into', 'splice', 'reroute', 'repair', 'fix', 'tighten', 'redo', 'rewire', 'upgrade', 'put in', 'wire up', 'wire in', 'do it myself', 'diy',
];
/** Work on gas pipes and appliances: the general work verbs and the plumber's ones. */
const GAS_WORK = [
  ...WORK, 'remove', 'take out', 'take off', 'shorten', 'lengthen', 'join', 'solder', 'braze', 'thread', 'adapt', 'adapter', 'plumb in', 'pipe in', 'route', 'unhook', 'undo',
  'detach', 'refit', 'seal', 'reseal', 'ptfe', 'teflon', 'thread tape', 'pipe dope', 'tee off', 'tee', 'fitting', 'fittings', 'which pipe', 'what pipe', 'unscrew', 'loosen',
];
const GAS_PARTS = [
  'gas line', 'gas pipe', 'gas hose', 'gas valve', 'gas meter', 'gas fitting', 'gas connector', 'gas flex', 'gas regulator', 'gas range', 'gas stove', 'gas oven', 'gas cooktop',
  'gas hob', 'gas dryer', 'gas water heater', 'gas furnace', 'gas boiler', 'gas fireplace', 'gas log', 'gas logs', 'gas insert', 'gas heater', 'gas appliance', 'gas supply',
  'gas stub', 'gas control', 'gas control valve', 'gas shutoff', 'gas shut off', 'gas tankless', 'propane line', 'propane tank line', 'propane heater', 'gas generator',
  // UK, Canada, Australia: cookers, hobs, gas fires, combis, bayonets, gas hot water systems
  'gas cooker', 'gas fire', 'gas wall heater', 'gas space heater', 'gas log fire', 'combi boiler', 'gas combi', 'gas bayonet', 'bayonet fitting', 'cooker hose', 'cooker bayonet', 'bayonet hose', 'bayonet connector',
  'gas tap', 'gas cock', 'gas isolation valve', 'gas isolator', 'gas stopcock', 'gas point', 'gas main', 'gas service', 'gas hot water', 'gas hot water system', 'gas instantaneous',
  'gas stovetop', 'gas stove top', 'gas burner', 'gas wall furnace', 'gas pool heater', 'black iron pipe', 'black pipe', 'csst', 'yellow gas pipe', 'flare fitting',
];
/** Parts of a gas appliance that carry no gas: fixing these is an ordinary repair ("the knob on my gas hob"). */
const GAS_HARMLESS_PARTS = [
  'knob', 'knobs', 'igniter', 'ignitor', 'oven light', 'light bulb', 'bulb', 'oven door', 'door seal', 'door hinge', 'door glass', 'grate', 'grates', 'burner cap', 'remote',
  'battery', 'batteries', 'clock', 'timer', 'dryer vent', 'vent hose', 'lint', 'drum belt', 'belt', 'filter', 'glass front', 'glass', 'room thermostat', 'wall thermostat', 'smart thermostat',
  'pressure gauge', 'filling loop', 'programmer',
];
/** Engines and vehicles, where "gas" is petrol and a "gas line" a fuel hose. */
const SMALL_ENGINE = [
  'mower', 'lawnmower', 'lawn mower', 'trimmer', 'strimmer', 'weed eater', 'weedeater', 'weed whacker', 'chainsaw', 'leaf blower', 'snowblower', 'snow blower', 'pressure washer',
  'on my car', 'on the car', 'in my car', 'in the car', 'car engine', 'my truck', 'on the truck', 'motorcycle', 'motorbike', 'scooter', 'boat', 'outboard', 'atv', 'quad bike', 'dirt bike', 'go kart',
  'carburetor', 'carb', 'fuel filter', 'primer bulb', 'tiller', 'rototiller',
];
const CO_ALARM = ['carbon monoxide alarm', 'carbon monoxide detector', 'carbon monoxide sensor', 'carbon monoxide monitor', 'co alarm', 'co detector', 'co sensor', 'co monitor', 'co2 alarm', 'co2 detector', 'combination alarm', 'combo alarm', 'combo detector'];
/** An alarm really sounding (not a chirp for the battery). */
const ALARM_SOUNDING = [
  'go off', 'going off', 'went off', 'goes off', 'gone off', 'sounding', 'sounded', 'blaring', 'screaming', 'shrieking', 'screeching', 'wailing', 'squealing', 'siren', 'ppm', 'reading of', 'high reading', 'shows a reading',
  'flashing red', 'red light', 'going mental', 'going crazy', 'going nuts', 'going berserk', 'will not stop', 'keeps beeping', 'keep beeping', 'beeping loudly', 'loud beeping', 'beeping like crazy',
  '4 beeps', 'four beeps', 'triggered', 'set off',
];
const ALARMING = ['says', 'reads', 'shows', 'showing', 'display', 'displaying', 'peak', 'go off', 'going off', 'went off', 'goes off', 'sounding', 'sound', 'beep', 'beeping', 'alarm', 'alarming', 'ring', 'ringing', 'trigger', 'triggered', 'reading', 'ppm', 'number', 'warning', 'blaring', 'screaming', 'scream', 'shrieking', 'loud'];
/**
 * How people say carbon monoxide symptoms without naming it. Not "faint" alone ("only a faint smell"),
 * "weak", "exhausted" (exhaust fan) or "foggy" (foggy windows); "felt faint" reads as "feel faint".
 */
const HUMAN_SYMPTOMS = [
  'headache', 'migraine', 'pounding head', 'splitting head', 'thumping head', 'head is pounding', 'head pounding', 'head hurts', 'heads hurt', 'sore head', 'sore heads',
  'dizzy', 'dizziness', 'lightheaded', 'light headed', 'woozy', 'spinning head', 'room spinning', 'nausea', 'nauseous', 'nauseated', 'queasy', 'sick to my stomach', 'sick to our stomachs',
  'vomit', 'vomiting', 'throw up', 'throwing up', 'barf', 'being sick', 'drowsy', 'sleepy', 'groggy', 'lethargic', 'hard to wake', 'could not wake', 'can not wake', 'would not wake',
  // "fainted" stems to "faint": only with who fainted, or how
  'i fainted', 'she fainted', 'he fainted', 'we fainted', 'they fainted', 'has fainted', 'have fainted', 'had fainted', 'nearly fainted', 'almost fainted', 'fainting spell',
  'feel faint', 'feeling faint', 'went faint', 'passed out', 'keeled over',
  // who blacked out or collapsed: "the lights blacked out", "the ceiling collapsed" are not symptoms
  'i blacked out', 'she blacked out', 'he blacked out', 'i collapsed', 'she collapsed', 'he collapsed', 'mum collapsed', 'mom collapsed', 'dad collapsed', 'wife collapsed', 'husband collapsed',
  'seem confused', 'seems confused', 'seemed confused', 'got confused', 'getting confused', 'gets confused', 'confused and', 'and confused', 'feel confused', 'was confused', 'were confused', 'disoriented', 'disorientated',
  'brain fog', 'foggy head', 'head feels foggy', 'feel foggy', 'feeling foggy', 'head feels fuzzy', 'can not think straight', 'spaced out', 'out of it', 'blurry vision', 'blurred vision',
  'flu', 'flu like', 'sick', 'ill', 'poorly', 'feel rough', 'feeling rough', 'crook', 'short of breath', 'breathless', 'out of breath', 'chest pain', 'tight chest', 'unwell', 'tired all the time',
  'feel awful', 'feel terrible', 'feel like crap', 'feel like death',
  'is confused', 'are confused', 'keeps falling asleep', 'keep falling asleep', 'can not stay awake', 'nodding off all the time',
];
/** Pets show it first: small birds die, dogs and cats go lethargic or wobbly. */
const PET_SIGNS = [
  'acting weird', 'acting strange', 'acting odd', 'acting funny', 'not himself', 'not herself', 'not themselves', 'staggering', 'wobbly on his feet', 'wobbly on her feet', 'bird died', 'budgie died', 'canary died',
  'parrot died', 'bird is dead', 'budgie is dead', 'dog is lethargic', 'cat is lethargic', 'dog lethargic', 'cat lethargic', 'dog is sick', 'cat is sick', 'pets are sick', 'dog keeps vomiting', 'cat keeps vomiting',
];
const SYMPTOMS = [...HUMAN_SYMPTOMS, ...PET_SIGNS];
/** "Sick of the noise", "sick and tired of it": not symptoms. */
const NOT_SYMPTOMS = ['sick of', 'sick and tired', 'sick to death', 'make me sick', 'makes me sick', 'ill fitting', 'ill advised'];
const FUEL_BURNING = [
  'furnace', 'boiler', 'water heater', 'heater', 'space heater', 'fireplace', 'wood stove', 'woodstove', 'gas stove', 'stove', 'oven', 'range', 'generator', 'chimney', 'flue',
  'heating', 'heat', 'car in the garage', 'running car', 'gas', 'propane', 'kerosene', 'pellet stove', 'grill indoors', 'charcoal', 'boiler room', 'hvac', 'heat exchanger',
  // UK and Australian heating and cooking, and engines
  'combi', 'gas fire', 'cooker', 'hob', 'aga', 'rayburn', 'log burner', 'wood burner', 'multifuel', 'multi fuel', 'paraffin', 'paraffin heater', 'kerosene heater', 'patio heater', 'camping stove',
  'camp stove', 'hibachi', 'engine running', 'exhaust fumes', 'car exhaust', 'central heating', 'the heat', 'gas heater', 'gas wall heater', 'flued', 'wall furnace',
];
/** Symptoms that lift away from home are the classic carbon-monoxide clue. */
const BETTER_AWAY = [
  'better outside', 'better when we go out', 'better when i go out', 'better when we leave', 'better when i leave', 'better at work', 'better at school', 'fine at work', 'fine at school',
  'fine when we are out', 'fine when i am out', 'fine when we are away', 'go away when i leave', 'goes away when i leave', 'go away when we leave', 'goes away when we leave', 'clear up outside',
  'better in the fresh air', 'better away from the house', 'only at home', 'only when we are home', 'only when i am home', 'only in the house', 'worse at home', 'worse in the house',
  'better on holiday', 'better on vacation', 'fine on holiday', 'fine on vacation', 'gone by the time i get to work', 'go away when we go out', 'go away when i go out',
  'disappear when we leave', 'disappear when i leave', 'disappear when we go out', 'better when we are out', 'fine once we are out', 'fine once i am out', 'better once we are out',
  'better when they get to', 'better when we get to', 'better when i get to', 'fine when they get to', 'better when they go out', 'better when they leave', 'better when they are out',
  'better at nursery', 'fine at nursery', 'better at daycare', 'fine at daycare', 'better at grandma', 'fine at grandma', 'worse in the morning', 'worse in the mornings',
];
const BURNING = ['struck match', 'match smell', 'like a match', 'gunpowder', 'fireworks', 'hairdryer', 'hair dryer', 'smell hot', 'smells hot', 'hot smell', 'smell of hot', 'smells like hot', 'smell like hot', 'hot electrical', 'hot wire', 'hot wiring', 'burning', 'burn', 'burnt', 'burned', 'melting', 'melted', 'melt', 'scorched', 'scorch', 'charred', 'smoldering', 'smouldering', 'electrical', 'electric', 'hot plastic', 'plastic', 'fishy', 'singed', 'toasty'];
const ELECTRIC_THINGS = [
  'outlet', 'socket', 'receptacle', 'plug', 'switch', 'light switch', 'dimmer', 'cord', 'extension cord', 'power strip', 'surge protector', 'wire', 'wiring', 'cable', 'panel',
  'breaker', 'breaker box', 'fuse box', 'fuse', 'light', 'light fixture', 'fixture', 'lamp', 'bulb', 'ceiling light', 'appliance', 'dryer', 'washer', 'washing machine',
  'dishwasher', 'fridge', 'refrigerator', 'freezer', 'oven', 'stove', 'range', 'microwave', 'toaster', 'kettle', 'fan', 'exhaust fan', 'heater', 'space heater', 'furnace',
  'air conditioner', 'ac unit', 'motor', 'tv', 'television', 'computer', 'charger', 'vent', 'hair dryer', 'electric blanket', 'baseboard heater', 'garbage disposal',
  'disposal', 'doorbell', 'thermostat', 'transformer', 'meter', 'junction box', 'box', 'wall', 'ceiling', 'attic', 'water heater', 'pump', 'sump pump', 'dehumidifier',
];
const SWITCHGEAR = [
  'outlet', 'socket', 'receptacle', 'plug', 'switch', 'light switch', 'dimmer', 'dimmer switch', 'cord', 'extension cord', 'power strip', 'breaker', 'panel', 'breaker box', 'fuse box', 'wire', 'wiring',
  'cover plate', 'faceplate', 'gfci', 'gfi', 'junction box', 'electric meter',
  // UK and Australian names: power points, power boards, extension leads, adaptors, fused spurs, consumer units
  'power point', 'gpo', 'power board', 'extension lead', 'multi plug', 'double adapter', 'double adaptor', 'adapter', 'adaptor', 'plug top', 'fused spur', 'consumer unit', 'fuse board', 'rcd',
];
/** Signs of heat at switchgear. Colours only as marks ("gone brown"): "replace the brown outlets with white ones" is decor. */
const OVERHEAT = [
  'hot', 'warm', 'heat', 'heating up', 'buzz', 'buzzing', 'hum', 'humming', 'crackle', 'crackling', 'sizzle', 'sizzling', 'popping sound', 'pop sound', 'loud pop', 'popped loudly', 'discolored', 'discolor',
  'discoloration', 'gone brown', 'turned brown', 'going brown', 'brown marks', 'brown mark', 'brown around', 'brown round', 'brown stain', 'gone black', 'turned black', 'black marks', 'black mark',
  'black around', 'black round', 'blackened', 'melt', 'melted', 'melting', 'scorch', 'scorched', 'char', 'charred', 'smoke', 'smoking', 'burn mark', 'burn marks', 'scorch mark', 'too hot to touch', 'arc', 'arcing',
];
/**
 * How people say they were shocked: "zap", "tingle", "a belt off the oven" (UK/AU), "it bit me", "pins and
 * needles", a tester lighting up on a pipe. "Current" and "voltage" only as phrases ("the current tap").
 */
const SHOCK = [
  'shock', 'shocked', 'zap', 'zapped', 'zapping', 'tingle', 'tingling', 'jolt', 'jolted', 'electrocute', 'electrocuted', 'electric current', 'feel electricity', 'felt electricity', 'buzz when i touch', 'got a buzz',
  'feel a current', 'feel current', 'feel the current', 'slight current', 'a current', 'some current', 'current through', 'current running', 'current going', 'voltage on', 'voltage in the',
  'got a belt', 'a belt off', 'belt off the', 'gave me a belt', 'bit me', 'bites me', 'nipped me', 'pins and needles', 'buzzed me', 'gave me a buzz', 'gives me a buzz', 'electric feeling',
  'is live', 'are live', 'tester lights up', 'tester light up', 'tester beeps', 'tester goes off', 'volt stick', 'voltage pen', 'pen lights up', 'pen beeps',
];
/** What people touch when they get a shock: wet things, metal, appliances, switchgear, and what's outside. */
const TOUCHABLE = [
  'tap', 'faucet', 'tub', 'bathtub', 'bath', 'shower', 'shower tap', 'shower head', 'sink', 'pipe', 'water', 'metal', 'appliance', 'washer', 'washing machine', 'dryer', 'fridge',
  'refrigerator', 'oven', 'stove', 'range', 'dishwasher', 'microwave', 'toaster', 'kettle', 'lamp', 'switch', 'outlet', 'socket', 'plug', 'cord', 'light', 'fixture', 'handle',
  'door', 'railing', 'rail', 'fence', 'towel bar', 'mixer', 'faucet handle', 'spigot', 'hose', 'pool', 'hot tub', 'doorknob', 'door knob', 'light switch', 'cover plate', 'screw', 'box', 'wall', 'floor',
  'towel rail', 'heated towel rail', 'radiator', 'shower screen', 'gutter', 'downpipe', 'gate', 'letterbox', 'mailbox', 'outside tap', 'garden tap', 'hob', 'cooker', 'power point', 'extension lead',
  'computer', 'laptop', 'tv', 'doorbell', 'garage door', 'pool ladder', 'trampoline', 'swing set', 'clothesline', 'caravan', 'rv', 'freezer', 'kettle', 'iron',
];
const FLICKER = ['flicker', 'flickering', 'dim', 'dimming', 'dims', 'dip', 'dipping', 'dips', 'brownout', 'surge', 'surging', 'blink', 'blinking', 'pulse', 'pulsing', 'brighten', 'get brighter', 'go bright', 'brighter and dimmer', 'fluctuate', 'go out', 'going out'];
const WHOLE_HOUSE = ['all', 'whole', 'every', 'entire', 'house', 'home', 'throughout', 'multiple', 'several', 'half the house', 'half the lights', 'half the home', 'half of the house', 'half my house', 'every room', 'all over', 'different rooms', 'other rooms', 'upstairs and downstairs', 'each room'];
const PANEL = [
  'panel', 'electrical panel', 'breaker panel', 'breaker box', 'fuse box', 'fuse panel', 'main panel', 'service panel', 'subpanel', 'sub panel', 'load center', 'main breaker', 'bus bar', 'busbar', 'meter',
  'meter base', 'service drop', 'service entrance', 'service mast', 'service wire', 'service cable', 'breaker', 'new breaker', 'double pole breaker',
  // UK "consumer unit"/"fuse board", Australian "switchboard"/"meter box", the supplier's cut-out ("main fuse")
  'consumer unit', 'fuse board', 'fuseboard', 'distribution board', 'db board', 'switchboard', 'switch board', 'meter box', 'main switch', 'main fuse', 'company fuse', 'service fuse', 'cut out fuse',
  'service head', 'rcd', 'rcbo', 'mcb', 'safety switch', 'main isolator',
];
/** An electric car and its charger: a dedicated high-current circuit from the panel. */
const EV = ['electric car', 'ev', 'evs', 'electric vehicle', 'tesla', 'plug in hybrid', 'phev', 'hybrid car', 'e car', 'electric truck'];
const EV_CHARGER = ['charger', 'wall charger', 'home charger', 'charge point', 'chargepoint', 'charging point', 'charging station', 'wallbox', 'wall box', 'wall connector', 'charging unit', 'charge unit', 'outlet', 'socket', 'circuit', 'charging'];
const BIG_CIRCUIT = ['charge point', 'chargepoint', 'ev charging point', 'wallbox', 'home ev charger', 'electric car charger', 'nema 14 50', '14 50 outlet', '14 50 receptacle', 'cooker circuit', 'shower circuit', 'radial circuit', 'new radial', 'new circuit', 'dedicated circuit', 'add a circuit', 'another circuit', 'extra circuit', 'ev charger', 'car charger', 'level 2 charger', 'level 2', 'tesla charger', 'wall connector', 'hot tub wiring', 'subpanel', 'sub panel', '200 amp', '100 amp', '50 amp', '30 amp', 'service upgrade', 'heavy up', 'generator interlock', 'transfer switch', 'whole house generator', 'knob and tube', 'aluminum wiring'];
const POWER_LINE = [
  'power line', 'power lines', 'powerline', 'electric line', 'electrical line', 'line to the house', 'lines to the house', 'utility line', 'utility pole', 'pole', 'service drop', 'overhead line', 'overhead wire',
  'wire from the pole', 'wires from the pole', 'wire to the house', 'wires to the house', 'hydro line', 'electric wire', 'electricity line', 'live wire', 'power cable',
  // poles and overhead cables as people name them in the US, Canada (hydro), UK and Australia (stobie pole, aerial cable)
  'power pole', 'hydro pole', 'hydro wire', 'hydro wires', 'stobie pole', 'electricity pole', 'telegraph pole', 'aerial cable', 'overhead cable', 'mains cable', 'service line', 'service cable', 'drop line',
  'cable from the street', 'cable from the pole', 'wire from the street', 'wires from the street', 'street wires', 'pole transformer', 'transformer on the pole',
];
const LINE_TROUBLE = [
  'down', 'downed', 'fallen', 'fell', 'fall', 'on the ground', 'sag', 'sagging', 'hanging', 'low', 'snapped', 'broken', 'touching', 'touch', 'lying', 'lay', 'resting', 'branch', 'limb', 'tree', 'spark',
  'sparking', 'arcing', 'smoking', 'tangled', 'caught', 'on it', 'on the line',
  'leaning', 'lean', 'snap', 'blew', 'exploded', 'bang', 'buzzing', 'humming loudly', 'smoke', 'on fire', 'flames', 'blocking', 'in the pool', 'on the car', 'on the roof', 'on the fence',
  'on the gutter', 'dangling', 'swinging', 'pulled off', 'ripped off', 'torn off',
];
const WATER = ['water', 'leak', 'leaking', 'drip', 'dripping', 'wet', 'flood', 'flooded', 'flooding', 'trickle', 'trickling', 'damp', 'moisture', 'condensation', 'soaked', 'puddle', 'rain', 'rainwater', 'seep', 'seeping', 'full of water', 'standing water', 'submerged', 'underwater'];
const LIVE_PARTS = [
  'light fixture', 'ceiling light', 'light', 'lights', 'lamp', 'chandelier', 'pendant', 'recessed light', 'can light', 'pot light', 'downlight', 'sconce', 'light box', 'bulb',
  'outlet', 'socket', 'receptacle', 'switch', 'light switch', 'panel', 'breaker', 'breaker box', 'fuse box', 'wiring', 'wire', 'wires', 'junction box', 'electrical box',
  'meter', 'electric meter', 'power strip', 'extension cord', 'extension lead', 'power board', 'multi plug', 'plugged in', 'adapter', 'smoke detector wiring', 'exhaust fan', 'bathroom fan', 'ceiling fan', 'light fitting', 'electrics', 'electrical',
  // not "fitting" alone: a leaking compression fitting is plumbing. UK/AU names for the same live parts:
  'ceiling rose', 'batten light', 'batten holder', 'oyster light', 'extractor fan', 'extractor', 'shaver socket', 'shaver point', 'power point', 'gpo', 'consumer unit', 'fuse board', 'switchboard', 'meter box',
  'electric shower', 'immersion heater', 'fused spur', 'doorbell transformer', 'underfloor heating', 'heated floor', 'smoke alarm', 'hardwired smoke alarm', 'plug socket', 'behind the plug', 'the plug on the wall',
];
/** The T&P valve by name, by its lever, or by its pipe ("the pipe on the side", "the copper pipe to the floor", the UK tundish). */
const RELIEF = [
  'relief valve', 'pressure relief valve', 't&p', 't&p valve', 't and p valve', 'tp valve', 'temperature and pressure', 'temperature pressure relief', 'pop off valve', 'popoff valve', 'safety valve',
  'overflow pipe', 'discharge pipe', 'valve on the side', 'side valve', 'relief pipe', 'pressure valve',
  'tundish', 'expansion relief valve', 'prv',
];
/** The valve and its pipe said by where they are: only with a water heater named in the message. */
const RELIEF_BY_PLACE = [
  'lever on top', 'lever on the top', 'flip lever', 'little lever', 'test lever', 'lever valve', 'pipe on the side', 'pipe down the side', 'pipe going down the side', 'pipe to the floor',
  'pipe that goes to the floor', 'pipe going down to the floor', 'pipe goes down to the floor', 'copper pipe on the side', 'pipe coming off the side', 'pipe coming off the top', 'pipe off the top',
];
/** What the T&P valve and its pipe are. Not a toilet cistern, loft tank or condensate overflow. */
const NOT_RELIEF = [
  'toilet cistern', 'cistern', 'toilet overflow', 'overflow from the toilet', 'toilet tank', 'loft tank', 'cold water tank', 'header tank', 'feed and expansion', 'ballcock', 'ball valve', 'float valve', 'fill valve', 'condensate', 'condensate pipe', 'air conditioner',
  'aircon', 'ac unit', 'gutter', 'how do i test', 'test it once', 'once a year', 'pressure cooker',
];
const RELEASING = ['leak', 'leaking', 'drip', 'dripping', 'hiss', 'hissing', 'spray', 'spraying', 'spit', 'spitting', 'discharge', 'discharging', 'release', 'releasing', 'run', 'running', 'steam', 'steaming', 'coming out', 'blow', 'blowing', 'gush', 'gushing', 'trickle', 'trickling', 'open', 'opening', 'pop', 'popping', 'pour', 'pouring', 'water', 'hot water', 'squirt'];
/**
 * A structure giving: not "bouncy" (a washer bounces on the floor), not "separating" ("separately" has
 * its stem), not "sinking" (stems to "sink"); "is sinking" and "has sunk" say it.
 */
const SAG = [
  'sag', 'sagging', 'sags', 'droop', 'drooping', 'bulge', 'bulging', 'bulges', 'bow', 'bowing', 'bowed', 'buckle', 'buckling', 'buckled', 'belly', 'balloon', 'ballooning', 'bubble', 'bubbling', 'dip',
  'dipping', 'give way', 'giving way', 'collapse', 'collapsing', 'cave', 'caving', 'sunken', 'spongy', 'soft', 'lean', 'leaning', 'pull away', 'pulling away', 'separating from', 'heave', 'heaving',
  'is sinking', 'are sinking', 'has sunk', 'have sunk', 'sunk', 'subsiding', 'tilting', 'tilt', 'sloping badly', 'slopes badly', 'bending', 'bending down', 'bent down', 'goes downhill', 'downhill',
  'slopes to the middle', 'slopes toward the middle', 'dips in the middle', 'coming away from', 'come away from', 'rotten', 'rotted', 'rot', 'termite', 'termites',
  'swaying', 'sway', 'springy', 'pushing in', 'pushed in', 'pushing inward', 'bouncy floor', 'floor is bouncy', 'floors are bouncy', 'floor bounces', 'floor feels bouncy',
];
/** What holds a house up, in US, UK (RSJ, lintel) and Australian (bearers, stumps) words. */
const STRUCTURE = [
  'ceiling', 'floor', 'floors', 'roof', 'roofline', 'beam', 'joist', 'joists', 'rafter', 'girder', 'header', 'foundation', 'load bearing', 'support post', 'post', 'column', 'porch', 'balcony', 'deck', 'wall',
  'basement wall', 'chimney', 'stairs', 'staircase', 'subfloor', 'ceiling drywall', 'plaster ceiling',
  'lintel', 'ledger', 'ledger board', 'bearer', 'bearers', 'stumps', 'stump', 'pier', 'piers', 'footings', 'sill plate', 'truss', 'trusses', 'purlin', 'ridge beam', 'ridge', 'gable', 'gable end',
  'chimney breast', 'steel beam', 'rsj', 'floor joists', 'house', 'extension', 'carport', 'verandah', 'veranda', 'lath and plaster',
];
const CRACK = ['crack', 'cracks', 'cracking', 'cracked', 'fissure', 'split', 'gap'];
/** Cracks only: a gap round a window frame or skirting you can "see daylight through" is a draught. */
const CRACK_ONLY = ['crack', 'cracks', 'cracking', 'cracked', 'fissure'];
const FOUNDATION = ['foundation', 'foundations', 'basement wall', 'cellar wall', 'stem wall', 'block wall', 'cinder block wall', 'concrete wall', 'foundation wall', 'footing', 'footings', 'slab', 'brick wall', 'exterior wall', 'bearing wall', 'retaining wall'];
/** Where a crack that matters shows: masonry, render and the corners of doors and windows. */
const CRACK_WHERE = [
  'wall', 'walls', 'ceiling', 'brick', 'bricks', 'brickwork', 'masonry', 'plaster', 'render', 'rendering', 'stucco', 'pebbledash', 'blockwork', 'block', 'blocks', 'stonework', 'stone wall', 'mortar',
  'mortar joints', 'outside wall', 'external wall', 'exterior wall', 'gable', 'gable end', 'chimney breast', 'lintel', 'corner of the house', 'house', 'foundation', 'basement', 'slab', 'cinder block',
  'concrete block', 'facade', 'above the door', 'above the doors', 'above the window', 'above the windows', 'over the door', 'over the window', 'door frame', 'window frame', 'corner of the door',
  'corner of the window', 'corners of the doors', 'corners of the windows', 'above all the doors', 'above all the windows', 'above doors', 'above windows', 'above the doorway', 'over doors',
  'round the doors', 'around the doors', 'round the windows', 'around the windows',
];
/** What makes a crack structural: it grows, steps, runs sideways, or doors and windows stop closing. */
const CRACK_SERIOUS = [
  'widen', 'widening', 'wider', 'grow', 'growing', 'getting bigger', 'stair step', 'stairstep', 'stepped', 'zigzag', 'zig zag', 'horizontal', 'bulge', 'bulging', 'lean', 'leaning', 'shift', 'shifting',
  'separating from', 'doors sticking', 'door sticking', 'pull away', 'pulling away',
  'like steps', 'like a staircase', 'like stairs', 'step pattern', 'in steps', 'staircase pattern', 'wider at the top', 'wider at one end', 'see daylight', 'see light through', 'light through it',
  'fit a coin', 'fit a pound coin', 'fit my finger', 'finger in it', 'get my finger in', 'get a finger in', 'fit a finger', 'fingers in', 'pencil in it', 'out of square', 'subsidence', 'subsiding', 'sinking', 'tree roots', 'keeps opening up', 'reopened', 'displaced',
  // doors and windows that stopped closing
  'window will not close', 'windows will not close', 'door will not close', 'doors will not close', 'will not close properly', 'will not shut', 'does not close', 'do not close', 'can not close',
  'stopped closing', 'no longer closes', 'no longer shuts', 'window sticks', 'windows stick', 'window sticking', 'windows sticking', 'door sticks', 'doors stick', 'jamming', 'jammed', 'catches on the frame',
];
const SEWAGE = [
  'sewage', 'sewer', 'raw sewage', 'sewer water', 'waste water', 'wastewater', 'black water', 'blackwater', 'poop', 'feces', 'faeces', 'excrement', 'toilet water', 'toilet paper', 'human waste', 'waste', 'brown water', 'dirty water',
  // what people see and smell: "brown smelly water", "poo", "wipes", "sludge"
  'smelly water', 'stinky water', 'foul water', 'dirty brown water', 'brown smelly water', 'gray water', 'sludge', 'black sludge', 'muck', 'poo', 'turd', 'turds', 'shit', 'wipes', 'effluent', 'urine', 'pee',
];
const BACKUP = [
  'back up', 'backing up', 'backed up', 'backup', 'coming up', 'come up', 'came up', 'bubbling up', 'bubble up', 'gurgle up', 'overflow', 'overflowing', 'rising', 'rise', 'flood', 'flooding', 'flooded', 'on the floor',
  'into the tub', 'in the tub', 'in the shower', 'in the basement', 'basement floor', 'all over the floor', 'out of the floor drain', 'out of the drain', 'up through', 'pushing up', 'spilling', 'spill', 'geyser',
  'fill with', 'fills with', 'filling with', 'fill up with', 'come out', 'coming out', 'pour out', 'pouring out', 'pouring in', 'gushing', 'seeping up', 'welling up', 'coming back up', 'flowing back', 'backflow',
  'in the bath', 'into the bath', 'in the sink', 'into the sink', 'in the shower tray', 'across the floor', 'over the floor', 'in the yard', 'in the garden', 'on the lawn', 'out of the manhole', 'out of the gully',
  'out of the drain cover', 'popping up',
];
/** Brown or rusty water from a tap is the water supply, not sewage. */
const TAP_WATER = ['out of the tap', 'out of the taps', 'from the tap', 'from the taps', 'out of the faucet', 'from the faucet', 'tap water', 'hot tap', 'cold tap', 'rusty', 'rust', 'water main', 'from the shower head'];
const EVERY_DRAIN = ['every drain', 'all drains', 'all the drains', 'all my drains', 'every sink', 'every toilet', 'all toilets', 'all the toilets', 'multiple drains', 'several drains', 'whole house drain', 'main line', 'main sewer', 'main drain', 'sewer line', 'sewer main', 'cleanout'];
const SLOW_BACK = ['back up', 'backing up', 'backed up', 'backup', 'slow', 'clog', 'clogged', 'blocked', 'gurgle', 'gurgling', 'overflow', 'overflowing', 'coming up', 'bubbling'];
/** Mould as people see it: "black stuff", "fuzzy", "black and spongy", "gone black behind the wardrobe". */
const MOLD = [
  'mold', 'moldy', 'mildew', 'fungus', 'fuzzy', 'fuzz', 'furry', 'green stuff', 'white fuzzy', 'black fuzzy', 'black mold', 'black stuff', 'black spots', 'black patches', 'fuzzy growth', 'spores',
  'fungal', 'fungi', 'black growth', 'black gunk', 'black specks', 'black dots', 'black speckles', 'gone black', 'turned black', 'is black and', 'are black and', 'black and spongy', 'black and fuzzy',
  'black and furry', 'green fuzz', 'white fluffy', 'fluffy white', 'gray fuzz', 'mushrooms', 'mushroom', 'dry rot', 'toadstool',
];
/** Mould that is big, hidden or making people ill, whatever else is said ("and on the window seals too"). */
const BIG = [
  'whole wall', 'entire wall', 'whole ceiling', 'entire ceiling', 'whole room', 'entire room', 'whole basement', 'entire basement', 'whole closet', 'whole attic', 'behind the drywall', 'inside the wall',
  'inside the walls', 'in the walls', 'behind the wall', 'under the floor', 'under the carpet', 'multiple rooms', 'several rooms', 'asthma', 'wheezing',
  '#big-area', 'square meters', 'square metres', 'floor to ceiling', 'half the wall', 'half the ceiling', 'whole bathroom ceiling', 'whole side', 'every joist', 'whole crawlspace', 'entire crawlspace',
  'whole crawl space', 'into the bedroom', 'several walls', 'both walls',
  // across a wall or ceiling, said any way
  'all over the wall', 'all over the walls', 'all over the ceiling', 'all up the wall', 'across the wall', 'across the ceiling', 'covering the wall', 'covering the ceiling', 'wall is covered', 'walls are covered',
  'ceiling is covered', 'spreading across the', 'spreading up the wall', 'spreading over the',
  // hidden or widespread: behind furniture and wallpaper, across the loft, on clothes, in every room; and health
  'behind the wallpaper', 'under the wallpaper', 'behind the wardrobe', 'back of the wardrobe', 'behind the furniture', 'behind the bed', 'behind the sofa', 'behind the cupboards', 'behind the units',
  'behind the skirting', 'behind the baseboard', 'under the lino', 'under the vinyl', 'under the laminate', 'whole loft', 'whole attic', 'on the rafters', 'all the rafters', 'roof sheathing', 'all the joists',
  'on our clothes', 'on the clothes', 'all our clothes', 'on the shoes', 'on the furniture', 'every window', 'every room', 'each room', 'whole house', 'whole flat', 'whole wardrobe', 'whole cupboard',
  'whole kitchen', 'whole bathroom', 'whole bedroom', 'whole floor', 'half the room', 'most of the wall', 'wall to wall', 'chest infection', 'breathing problems', 'wheezy', 'allergic reaction',
];
/** Size and spread said loosely: "all over", "keeps coming back", "big". Not on sealant or a seal. */
const BIG_SOFT = [
  'all over', 'everywhere', 'covering', 'covers', 'covered', 'huge', 'large', 'massive', 'big', 'spreading', 'spread', 'keeps coming back', 'comes back', 'came back', 'sick', 'cough', 'coughing', 'allergies',
  'headache', 'headaches', 'bigger than', 'full of', 'sinus', 'spongy', 'rotten', 'rotting',
];
/** Small, surface mould a cloth deals with: on sealant, grout and window seals. */
const SURFACE_MOLD = ['tiny', 'small spot', 'small patch', 'little spot', 'few spots', 'grout line', 'silicone', 'sealant', 'caulk', 'window seal', 'window seals', 'rubber seal', 'door seal', 'fridge seal', 'washing machine seal', 'shower curtain'];
const LAGGING = [
  'lagging', 'pipe lagging', 'pipe wrap', 'pipe insulation', 'pipe covering', 'pipe cladding', 'boiler insulation', 'boiler lagging', 'duct wrap', 'duct insulation', 'furnace insulation', 'furnace wrap', 'wrap',
  'wrapping', 'insulation', 'covering', 'cladding', 'jacket',
  // said without a name: "white crumbly stuff on the pipes", "wrapped in something like plaster"
  'white stuff', 'crumbly stuff', 'chalky stuff', 'white coating', 'chalky coating', 'plaster coating', 'cement coating', 'wrapped in', 'wrapped with', 'duct tape on the ducts', 'tape on the ducts',
];
const PIPES = ['pipe', 'pipes', 'boiler', 'duct', 'ducts', 'ductwork', 'furnace', 'heating pipe', 'steam pipe', 'radiator pipe', 'basement pipe', 'old boiler', 'flue'];
const OLD_SIGN = ['white', 'old', 'crumbly', 'crumbling', 'crumble', 'fraying', 'frayed', 'chalky', 'powdery', 'flaking', 'paper', 'papery', 'cloth', 'cardboard', 'falling apart', 'cement', 'plaster', 'gray', 'fibrous', 'fibers', 'fibres', 'damaged', 'torn', 'ripped', 'original', 'mag', 'magnesia'];
const POPCORN = [
  'popcorn ceiling', 'popcorn', 'cottage cheese ceiling', 'acoustic ceiling', 'textured ceiling', 'stipple ceiling', 'stippled ceiling', 'artex', 'sprayed ceiling', 'spray on ceiling', 'ceiling texture',
  'cottage cheese', 'acoustic tile', 'ceiling tiles',
  // UK swirls and textured coatings
  'swirly ceiling', 'swirl ceiling', 'swirled ceiling', 'swirls on the ceiling', 'textured coating', 'artex walls', 'textured walls', 'stipple',
  'bumpy texture', 'bumpy ceiling', 'texture off the ceiling', 'texture off our ceiling', 'texture on the ceiling', 'ceiling with texture', 'spray texture', 'sprayed texture', 'knobbly ceiling',
];
/** Old lagging at its most telling: chalky, crumbly, papery, corrugated or cement-like. */
const OLD_LAGGING_SIGN = ['white', 'chalky', 'crumbly', 'crumbling', 'crumble', 'fraying', 'frayed', 'powdery', 'flaking', 'flaky', 'papery', 'cloth', 'cardboard', 'corrugated', 'cement', 'plaster', 'fibrous', 'hard white'];
const DISTURB = ['scrape', 'scraping', 'remove', 'removing', 'removal', 'sand', 'sanding', 'drill', 'drilling', 'cut', 'cutting', 'patch', 'take off', 'get rid', 'pull up', 'pulling up', 'rip', 'rip out', 'ripping', 'tear out', 'tearing', 'demo', 'demolish', 'knock out', 'break up', 'grind', 'grinding', 'strip', 'stripping', 'chip', 'chipping', 'pry', 'peel', 'peeling', 'flaking', 'flake', 'crumbling', 'repaint', 'paint over', 'replace', 'redo', 'renovate', 'refinish'];
const OLD_TILE = ['9 by 9', '9 inch', 'nine inch', '9 inch tile', 'asphalt tile', 'vinyl asbestos', 'old floor tile', 'old floor tiles', 'old tile', 'old tiles', 'old linoleum', 'linoleum', 'black mastic', 'black glue', 'mastic', 'old vinyl', 'vinyl tile', 'floor tile', 'floor tiles', 'tile'];
/** Painted woodwork in an old house, in US, UK and Australian words (only used with the home's age). */
const PAINT = [
  'paint', 'painted', 'paintwork', 'varnish', 'window frame', 'window sill', 'windowsill', 'trim', 'siding', 'porch', 'railing', 'door frame', 'baseboard', 'old paint', 'layers of paint', 'shutters', 'crib',
  'banister', 'spindles', 'balusters', 'handrail', 'skirting', 'skirting board', 'architrave', 'sash', 'sash window', 'weatherboard', 'weatherboards', 'clapboard', 'fascia', 'eaves', 'picket fence',
  'door', 'doors', 'radiator', 'floorboards', 'woodwork', 'millwork', 'molding', 'wainscoting', 'cupboards', 'bare wood', 'back to bare', 'back to the wood',
];
const PAINT_DISTURB = [
  'sand', 'sanding', 'scrape', 'scraping', 'strip', 'stripping', 'heat gun', 'burn off', 'burning off', 'torch', 'chip', 'chipping', 'peel', 'peeling', 'flake', 'flaking', 'remove', 'removing', 'wire brush',
  'power wash', 'pressure wash', 'grind', 'crumbling', 'dust', 'chewing', 'chew', 'eating',
  'dry scrape', 'sandblast', 'sand blast', 'soda blast', 'sander', 'orbital sander', 'belt sander', 'flap disc', 'wire wheel', 'plane', 'planing', 'rub down', 'rubbing down', 'blowtorch', 'blow torch', 'paint stripper',
];
const ROOF = [
  'roof', 'rooftop', 'roof top', 'shingle', 'shingles', 'roof flashing', 'step flashing', 'vent flashing', 'skylight flashing', 'flashing around the chimney', 'flashing around the skylight', 'ridge', 'ridge cap',
  'roof vent', 'skylight', 'chimney flashing', 'tiles on the roof', 'roof tile', 'roof tiles', 'slates', 'slate roof', 'eaves', 'fascia', 'soffit', 'satellite dish', 'antenna',
  // UK slates and ridge tiles, Australian ridge capping and whirlybirds, aerials, solar on the roof
  'slipped slate', 'slipped tile', 'ridge tiles', 'ridge capping', 'roof valley', 'flat roof', 'box gutter', 'whirlybird', 'roof ventilator', 'tv aerial', 'solar panels on the roof',
  'clean the solar panels', 'roof solar', 'bargeboard',
];
const ROOF_DO = ['on', 'onto', 'up', 'climb', 'climbing', 'walk', 'walking', 'get up', 'go up', 'repair', 'replace', 'fix', 'patch', 'leak', 'leaking', 'missing', 'blown off', 'blew off', 'loose', 'damaged', 'broken', 'clean', 'clear', 'install', 'reseal', 'seal', 'nail', 'hole', 'tarp', 'moss', 'snow', 'ice dam', 'ice', 'leaves', 'debris', 'paint'];
const HIGH = [
  'second story', 'second floor', '2nd story', '2nd floor', 'third story', 'third floor', '3rd floor', '3rd story', 'two story', 'two storey', 'three story', '2 story', '3 story', '4 story', 'upper floor',
  'high up', 'very high', '20 feet', '25 feet', '30 feet', 'two floors up', 'double story', 'double storey', 'split level', 'upstairs windows from outside', 'outside of the upstairs windows',
];
const HIGH_WORK = ['gutter', 'gutters', 'siding', 'eaves', 'soffit', 'fascia', 'ladder', 'exterior', 'from outside', 'shutter', 'shutters', 'camera', 'downspout', 'outside wall', 'outside window'];
const TALL_LADDER = ['extension ladder', 'tall ladder', 'long ladder', '24 foot ladder', '28 foot ladder', '32 foot ladder', '24 ft ladder', '28 ft ladder', '32 ft ladder', 'scaffold', 'scaffolding'];
const CHIMNEY = [
  'chimney', 'flue', 'chimney liner', 'chimney crown', 'chimney cap', 'wood stove pipe', 'stovepipe', 'stove pipe', 'creosote', 'fireplace',
  // UK and Australian stoves and chimney parts
  'wood burner', 'log burner', 'multifuel', 'multi fuel stove', 'woodstove', 'wood heater', 'slow combustion', 'chimney pot', 'chimney stack', 'chimney breast', 'flaunching', 'cowl', 'rain cap',
  'spark arrestor', 'flue pipe', 'firebox', 'damper',
];
/**
 * Trouble in a chimney. Not a fire, flames, glowing embers, crackling or sparks by themselves: a fire in
 * a fireplace has all of those. Said where they should not be ("flames out the top", "smoke into the room").
 */
/** Chimney trouble that is an emergency or close to one: nothing else said cancels it. */
const CHIMNEY_DANGER = [
  'chimney fire', 'fire in the chimney', 'fire in the flue', 'chimney caught fire', 'chimney is on fire', 'chimney was on fire', 'chimney on fire', 'flue caught fire', 'flue on fire', 'roar', 'roaring', 'rumble', 'rumbling', 'freight train', 'jet engine',
  'flames out the top', 'flames from the top', 'flames coming out the top', 'flames coming out of the chimney', 'flames out of the chimney', 'flames shooting', 'flames in the flue', 'flames up the flue',
  'sparks out the top', 'sparks from the top', 'sparks coming out of the chimney', 'sparks out of the chimney', 'sparks on the roof', 'flue glowing', 'pipe glowing', 'glowing red', 'red hot',
  'smoke in the room', 'smoke into the room', 'smoke coming back', 'smoke back', 'puffing back', 'puffs back', 'smoke blowing back', 'blowback', 'room fills with smoke', 'fills the room with smoke',
  'smoke pouring', 'smoke comes into', 'smoke coming into', 'smoky room', 'house fills with smoke', 'smoke through the wall', 'smoke upstairs', 'smoke in the bedroom', 'smoke coming out of the wall',
  'backdraft', 'back draft', 'downdraft', 'down draft', 'creosote', 'tar', 'black tar', 'tarry', 'dripping tar', 'brown stain', 'brown stains', 'stains coming through', 'crackling in the chimney',
  'popping in the chimney', 'crackling in the flue', 'sparks onto', 'sparks jumping out', 'sparks flying out', 'embers onto', 'embers on the carpet', 'embers falling out', 'sparks on the carpet', 'sparks on the rug',
  'bricks falling', 'leaning',
];
const CHIMNEY_TROUBLE = [
  ...CHIMNEY_DANGER,
  'crack', 'cracked', 'crumbling', 'lean', 'leaning', 'bricks falling', 'loose bricks', 'missing bricks', 'mortar falling', 'mortar missing', 'pot is loose', 'loose pot', 'repoint', 'repair', 'rebuild', 'cap',
  'liner', 'clean the chimney', 'clean the flue', 'clean out the chimney', 'clean the stove pipe', 'clean the liner', 'clean it myself', 'chimney cleaning', 'flue cleaning', 'sweep the chimney', 'sweep the flue',
  'sweep it myself', 'sweep myself', 'chimney rods', 'sweeping rods', 'leak', 'leaking', 'blocked', 'bird', 'birds', 'nest', 'nesting', 'jackdaw', 'jackdaws', 'squirrel', 'raccoon', 'possum', 'animal',
  'smell', 'soot',
];
const GARAGE = ['garage door', 'garage', 'overhead door', 'roll up door', 'roller door', 'up and over door', 'tilt door', 'sectional door', 'panel lift door'];
const SPRING = ['spring', 'springs', 'coil', 'big coil', 'coil spring', 'coil above the door', 'bar above the door', 'torsion spring', 'torsion', 'extension spring', 'cable', 'cables', 'lift cable', 'drum', 'cable drum', 'bottom bracket'];
const SPRING_TROUBLE = [
  'broke', 'broken', 'snap', 'snapped', 'bang', 'loud bang', 'gap', 'loose', 'slack', 'replace', 'replacing', 'adjust', 'adjusting', 'tension', 'wind', 'winding', 'unwind', 'frayed', 'fray', 'off', 'came off',
  'jumped', 'split', 'fix', 'repair', 'too heavy', 'heavy', 'crooked', 'uneven', 'one side',
  'two pieces', 'in two', 'in half', 'stretched', 'unwound', 'unravelled', 'unraveled', 'flew off', 'shot off', 'hanging', 'dangling', 'rewind', 're tension', 'retension', 'tighten', 'wind up',
];

export const HAZARD_RULES: HazardRule[] = [
  {
    id: 'gas-smell',
    category: 'gas',
    all: [SMELL, GAS],
    scope: 'message',
    window: 8,
    unless: [
      'only the hot', 'only hot water', 'just the hot', 'hot water smells', 'hot tap smells', 'water smells like', 'water smells of', 'the cold is fine', 'cold water is fine', 'anode',
      // petrol, not the gas supply ("I smell gas in the garage" stops even with a car parked there)
      'mower', 'lawnmower', 'lawn mower', 'car smell', 'my car smell', 'the car smell', 'in the car', 'in my car', 'from the car', 'truck smell', 'filled up the car', 'fill up the car', 'trimmer', 'chainsaw',
      'leaf blower', 'jerry can', 'gas can', 'petrol can', 'fuel can', 'refuel', 'refueled', 'refuelled', 'gas station', 'gas bill',
      // sulfur in the water itself (anode rod, well water) is not gas: "the hot water smells like rotten eggs"
      'water smell like rotten egg', 'water smell of rotten egg', 'water smell like sulfur', 'water smell of sulfur', 'water smell eggy', 'water smell like egg', 'sulfur water', 'well water',
      'tap water', 'when i run the hot water', 'when i run the tap', 'when i turn on the hot tap',
    ],
    examples: [
      'I smell gas near the water heater', 'there is a rotten egg smell in the kitchen', 'smells like propane in the garage', 'faint gas odour by the stove', 'the kitchen stinks of gas since this morning',
      'kinda sulfur smell when the furnace runs', 'bit of a gassy pong by the cooker', 'the utility room reeks of gas', 'theres a whiff of gas when I walk past the meter',
    ],
    nearMisses: [
      
      'my mower smells of gas after I filled the gas can', 'the gas cap on the lawnmower is cracked', 'burnt toast smell in the kitchen', 'the hot water smells like rotten eggs, is it the anode rod',
      'our well water smells of sulfur', 'the tap water smells eggy only from the hot tap',
    ],
    negatable: true,
  },
  {
    id: 'gas-hiss-leak',
    category: 'gas',
    all: [['hiss', 'hissing', 'leak', 'leaking', 'whistle', 'whistling', 'bubble', 'bubbling', 'escaping', 'blowing'], [...GAS, 'gas line', 'gas pipe', 'gas meter', 'gas valve']],
    window: 8,
    unless: [
      'office chair', 'desk chair', 'gaming chair', 'chair', 'gas lift', 'gas strut', 'gas spring', 'seat sinks','all electric', 'no gas in the house', 'no gas supply', 'toilet', 'cistern', 'jiggle', 'gas can', 'petrol can', 'fuel can', ...SMALL_ENGINE],
    examples: ['hissing sound from the gas meter', 'I think the gas line is leaking', 'there is a propane leak at the tank', 'the gas pipe behind the dryer hisses'],
    nearMisses: [
      'the toilet tank hisses all night', 'air hissing from the radiator valve', 'gas lift on my office chair leaks down'],
    negatable: true,
  },
  {
    // a gas hose, flex or fitting that is damaged: "the cooker hose is cracked and I can smell it"
    id: 'gas-part-damaged',
    category: 'gas',
    all: [GAS_PARTS, ['cracked', 'split', 'damaged', 'kinked', 'perished', 'worn', 'frayed', 'corroded', 'rusted', 'rusty', 'hole', 'crushed', 'melted', 'leak', 'leaking', 'hiss', 'hissing', ...SMELL]],
    window: 10,
    negatable: true,
    unless: [...GAS_HARMLESS_PARTS, ...SMALL_ENGINE, 'gas bill', 'no smell', 'gas can'],
    examples: ['the cooker hose is cracked and I can smell it', 'the flex connector behind the gas dryer is kinked and rusty'],
    nearMisses: ['the glass on the gas fireplace is cracked', 'the knob on the gas hob is cracked'],
  },
  {
    // a hiss at a gas appliance and a smell, without the word gas
    id: 'gas-hiss-appliance',
    category: 'gas',
    all: [['hiss', 'hissing', 'whistle', 'whistling'], ['cooker', 'stove', 'hob', 'range', 'oven', 'boiler', 'furnace', 'water heater', 'meter', 'dryer', 'fireplace', 'gas fire', 'heater', 'pipe'], SMELL],
    scope: 'message',
    negatable: true,
    unless: ['toilet', 'radiator', 'kettle', 'pressure cooker', 'steam', 'tyre', 'tire', 'air', 'sewer', 'drain'],
    examples: ['hissing noise from behind the cooker and a funny smell'],
    nearMisses: ['the radiator hisses and smells a bit dusty when the heating comes on'],
  },
  {
    // the supply line behind a range, dryer or water heater is gas unless said otherwise: moving or
    // extending it, or adding a shut-off, is gas fitting even when the word "gas" never comes up
    id: 'appliance-supply-work',
    category: 'gas',
    all: [
      ['range', 'stove', 'cooker', 'oven', 'dryer', 'water heater', 'furnace', 'boiler', 'fireplace', 'space heater', 'wall heater'],
      ['line', 'pipe', 'piping', 'hose', 'flex line', 'shutoff', 'shut off', 'shutoff valve', 'stub', 'stub out', 'connector', 'fitting', 'fittings', 'nipple', 'union'],
      ['extend', 'extending', 'move', 'moving', 'relocate', 'relocating', 'reroute', 'add a new shutoff', 'add a shutoff', 'new shutoff', 'cap off', 'tee off', 'tee into', 'splice', 'lengthen', 'run a new', 'disconnect', 'reconnect'],
    ],
    scope: 'message',
    unless: ['electric', 'electrical', 'cord', 'plug', 'outlet', 'socket', 'water line', 'water supply', 'ice maker', 'fridge line', 'drain', 'drain hose', 'vent', 'duct', 'dryer vent', 'lint', 'exhaust', 'condensate', 'dishwasher', 'washing machine', 'washer hose', 'fill hose'],
    examples: [
      'Moving the range over about 18 inches during the kitchen remodel. Need to extend the black iron line behind it and add a new shutoff.',
      'relocating the dryer to the garage, how do I extend the line to it',
      'need to move the water heater a few feet and reconnect the line',
    ],
    nearMisses: ['extend the dryer vent hose to the outside', 'move the electric range and plug it back in', 'the water line to the fridge ice maker needs extending'],
  },
  {
    id: 'gas-work',
    category: 'gas',
    all: [WORK, GAS_PARTS],
    unless: [...GAS_HARMLESS_PARTS, ...SMALL_ENGINE],
    examples: [
      'hooking up my new gas range', 'how do I move the gas line for the dryer', 'want to install a gas fireplace insert myself', 'replace the flex connector on my gas stove',
      'I need to cap off the old gas pipe in the basement', 'converting my stove from natural gas to propane', 'can I fit a new gas fire in the lounge myself',
      'swapping the gas hob for a new one this weekend', 'how hard is it to replace a combi boiler', 'need to disconnect the gas cooker so the kitchen fitters can get in',
    ],
    nearMisses: [
      'replace the spark plug on the mower', 'fix the gas cap on my car', 'new gas lift for the office chair', 'how do I replace the knob on my gas stove, it cracked',
      'the igniter on the gas range clicks but does not spark, can I replace it', 'replace the gas line on my weed eater, it is cracked', 'changing the filter on the gas furnace',
    ],
  },
  {
    // "gas/propane word + any gas appliance or pipe + any work" in a sentence, however it is put:
    // "moving the gas cooker … extend the pipe", "run a propane line to the patio heater"
    id: 'gas-appliance-work',
    category: 'gas',
    all: [GAS_WORK, GAS_FUEL, GAS_THING],
    window: 12,
    unless: [...GAS_HARMLESS_PARTS, ...SMALL_ENGINE],
    examples: [
      'moving my gas cooker to the other side of the kitchen so need to extend the pipe about 2m', 'run a propane line out to the patio heater', 'the gas supply to the hob needs shortening, which fittings do I buy',
      'want to take out the old gas fire and cap the pipe', 'can I put ptfe tape on the gas fitting behind the cooker', 'my gas dryer needs to be plumbed in', 'tee off the gas line to add a bbq point',
    ],
    nearMisses: ['top up the gas in the car then fix the tap', 'the bbq propane bottle is empty, how do I swap it', 'replace the burner cap on my gas stove, it is chipped'],
  },
  {
    id: 'gas-described',
    category: 'gas',
    all: [
      SMELL,
      ['skunk', 'skunky', 'rotten egg', 'rotten eggs', 'sulfur', 'sulfury', 'egg', 'eggs', 'eggy', 'mercaptan', 'struck match', 'garlic', 'garlicky', 'rotten cabbage', 'cabbage'],
      [
        'water heater', 'furnace', 'boiler', 'stove', 'range', 'oven', 'dryer', 'fireplace', 'meter', 'basement', 'kitchen', 'pipe', 'heater', 'house', 'utility room', 'garage', 'laundry',
        'cooker', 'hob', 'cupboard', 'boiler cupboard', 'airing cupboard', 'cellar', 'hallway', 'hall', 'lounge', 'living room', 'bedroom', 'flat', 'apartment', 'unit', 'gas fire', 'stairwell',
      ],
    ],
    scope: 'message',
    unless: ['fridge', 'refrigerator', 'drain', 'plughole', 'cooked', 'cooking', 'boiled egg', 'boiled eggs', 'egg sandwich', 'fart', 'farts', 'skunk sprayed', 'well water', 'tap water', 'water smell', 'anode'],
    examples: ['basement smells kinda like skunk near the water heater', 'a rotten egg smell in the kitchen near the stove', 'eggy smell in the hallway by the boiler cupboard', 'weird garlicky smell round the cooker'],
    nearMisses: ['a skunk sprayed under the deck last night', 'the fridge smells of old eggs', 'the bathroom sink drain smells eggy', 'the kitchen smells of boiled eggs from lunch'],
  },
  {
    id: 'gas-conversion',
    category: 'gas',
    all: [['convert', 'converting', 'conversion', 'switch over', 'change over'], ['natural gas', 'propane', 'lp', 'lpg', 'lp gas']],
    window: 10,
    examples: ['converting my stove from natural gas to propane', 'lp conversion kit for the dryer'],
    nearMisses: ['convert my fireplace to electric'],
  },
  {
    id: 'gas-appliance-no-light',
    category: 'gas',
    all: [['gas', 'propane', 'pilot', 'burner'], ['click', 'clicking'], SMELL],
    scope: 'message',
    examples: ['the gas burner keeps clicking and I can smell it'],
    nearMisses: ['the igniter on the stove keeps clicking after I wiped it'],
  },
  {
    // gas let out unburnt: a knob left on, a burner that never caught
    id: 'gas-unlit',
    category: 'gas',
    all: [
      ['gas', 'propane', 'hob', 'burner', 'ring', 'cooktop', 'stovetop', 'stove', 'cooker', 'oven', 'gas fire', 'knob'],
      ['left on', 'been on', 'was on', 'knocked on', 'still on'],
      ['not lit', 'unlit', 'no flame', 'without a flame', 'without lighting', 'did not light', 'never lit', 'not light', 'would not light', 'did not catch', 'flame went out', 'blew out', 'blown out', 'no fire'],
    ],
    scope: 'message',
    examples: ['the gas hob was left on but not lit for about an hour', 'kid knocked the knob on the stove, it was on with no flame all afternoon', 'oven was on for ten minutes but it never lit'],
    nearMisses: ['the back burner will not light, the others are fine', 'the pilot light on the gas fire went out, how do I relight it'],
  },
  {
    // a meter that turns with every appliance off is a leak after the meter
    id: 'gas-meter-moving',
    category: 'gas',
    all: [['gas meter', 'gas'], ['spinning', 'spin', 'moving', 'turning', 'ticking', 'going round', 'dial moving', 'still running', 'numbers going up', 'going up'], ['everything off', 'all off', 'nothing on', 'nothing is on', 'everything turned off', 'appliances off', 'all the appliances off', 'nothing running', 'away']],
    scope: 'message',
    unless: ['electric meter', 'water meter', 'electricity meter', 'smart meter display', 'power meter'],
    examples: ['the gas meter dial keeps spinning even with everything off'],
    nearMisses: ['the water meter keeps moving with everything off, is it a leak', 'want to read the gas meter for the bill'],
  },
  {
    // moving or fitting a boiler or furnace means its gas supply and flue, whatever fuel is named
    id: 'boiler-relocation',
    category: 'gas',
    all: [['move', 'relocate', 'install', 'fit', 'replace', 'swap', 'disconnect', 'reconnect', 'remove', 'take out', 'put in', 'new'], ['boiler', 'combi', 'furnace']],
    window: 6,
    unless: [...GAS_HARMLESS_PARTS, 'electric boiler', 'electric furnace', 'radiator', 'valve', 'pump', 'fuse', 'switch', 'sensor', 'flame sensor', 'capacitor', 'blower motor', 'motor'],
    examples: ['want to move the boiler into the loft', 'can I install a new furnace myself', 'quote to replace the combi was crazy, can I fit it myself'],
    nearMisses: ['how do I replace the furnace filter', 'replace the radiator valve, the boiler is fine', 'the boiler lost pressure, how do I top it up'],
  },
  {
    id: 'co-alarm',
    category: 'carbon-monoxide',
    all: [CO_ALARM, ALARMING],
    negatable: false,
    unless: [
      'alarm is quiet', 'alarm quiet', 'alarm is silent', 'alarm silent', 'alarm has not gone off', 'alarm did not go off', 'alarm never went off', 'alarm is not going off', 'not going off', 'has not gone off', 'quiet', 'silent','says end', 'shows end', 'end on the screen', 'end on the display', 'end on the little screen', 'manufactured', 'date on the back', 'expiry date', 'replace it', 'should i replace', 
      'low battery', 'battery', 'chirp once', 'end of life', 'expired', 'expire', 'install', 'installing', 'mount', 'new one', 'replace it', 'replacing', 'wire in', 'test button', 'lb', 'err', 'error', 'eol', 'end',
      'says replace', 'shows 0', 'reads 0', 'says 0', 'reading 0', 'reading is 0', 'zero',
    ],
    examples: ['the CO alarm keeps going off', 'carbon monoxide detector beeping 4 times', 'our co detector went off last night', 'CO monitor shows a reading of 50', 'the co detector says 80'],
    nearMisses: [
      "turned the furnace on for the first time this fall and there's a burnt dusty smell for the first half hour. no smoke, co alarm is quiet, it goes away after. normal?",'want to install a carbon monoxide detector in the hallway', 'the co alarm chirps once a minute, low battery', 'my carbon monoxide detector expired, how to replace it'],
  },
  {
    // an alarm that is really sounding stops whatever else is said ("changed the battery and it still goes off")
    id: 'co-alarm-sounding',
    category: 'carbon-monoxide',
    all: [CO_ALARM, ALARM_SOUNDING],
    scope: 'message',
    window: 10,
    negatable: true,
    unless: ['test button', 'press test', 'pressed test', 'testing it', 'when i test', 'end of life', 'replace by', 'where to put', 'should i buy'],
    examples: ['changed the battery in the CO alarm but it still keeps going off', 'the carbon monoxide detector is going mental', 'co alarm flashing red and wont stop beeping'],
    nearMisses: ['the co alarm went off when I pressed the test button, is that right', 'the co alarm is not going off, it just chirps for a battery'],
  },
  {
    // an alarm by a boiler or furnace that is sounding is most likely a CO alarm, whatever it is called
    id: 'alarm-by-appliance',
    category: 'carbon-monoxide',
    all: [['alarm', 'detector', 'sensor', 'monitor'], ALARM_SOUNDING, ['boiler', 'combi', 'furnace', 'water heater', 'gas fire', 'fireplace', 'heater', 'boiler cupboard', 'furnace room', 'utility room', 'log burner', 'wood burner']],
    window: 12,
    negatable: true,
    unless: [
      'smoke alarm', 'smoke detector', 'fire alarm', 'heat alarm', 'burglar', 'security', 'car alarm', 'when i cook', 'when we cook', 'while cooking', 'burnt the toast', 'burned the toast', 'steam from the shower',
      'after a shower', 'test button', 'pressed test', 'boiler alarm code', 'error code', 'fault code', 'water leak alarm', 'leak detector', 'flood alarm',
    ],
    examples: ['the alarm next to the boiler keeps going off and we dont know why', 'detector in the furnace room is screaming'],
    nearMisses: ['the smoke alarm by the boiler went off when I burnt the toast', 'the water leak detector under the water heater is beeping'],
  },
  {
    // any alarm sounding while someone feels ill: carbon monoxide until shown otherwise, whatever the battery
    id: 'alarm-and-symptoms',
    category: 'carbon-monoxide',
    all: [['alarm', 'detector', 'sensor', 'monitor', 'co thing', 'the co', 'co unit'], ['beep', 'beeps', 'beeping', 'going off', 'goes off', 'went off', 'sounding', 'chirp', 'chirping', 'screaming', 'shrieking', 'blaring', 'pause'], SYMPTOMS],
    scope: 'message',
    negatable: true,
    unless: NOT_SYMPTOMS,
    examples: [
      "the CO thing in the hallway does 4 beeps then a pause, over and over, and my daughter says she feels dizzy and wants to throw up. pretty sure the battery's dying",
      'the alarm in the hall keeps beeping and I have had a headache all day',
    ],
    nearMisses: ['the smoke alarm chirps for a new battery, I am sick of the noise', "the carbon monoxide detector says END on the screen and chirps once a minute. nobody feels ill, it's not the loud alarm"],
  },
  {
    // a relief valve plugged, capped, left off or skipped: the tank has nothing to let go of pressure
    id: 'relief-valve-disabled',
    category: 'water-heater-relief',
    all: [RELIEF, ['plug', 'plugged', 'brass plug', 'cap', 'capped', 'cap it', 'block', 'blocked', 'block off', 'without', 'skip', 'leave off', 'leave out', 'no valve', 'reuse the plug', 'seal it', 'sealed']],
    scope: 'message',
    negatable: false,
    examples: ['The new one has a port on the side for a relief valve but the old setup just had a brass plug in that spot. Can I reuse the plug?', 'can I just cap the relief valve so it stops dripping'],
    nearMisses: ['how do I test the relief valve once a year'],
  },
  {
    // old wiring by its look: cloth that crumbles, brittle insulation, wires on ceramic knobs
    id: 'old-wiring-crumbling',
    category: 'electrical',
    all: [['wire', 'wires', 'wiring', 'cable', 'cables', 'insulation'], ['cloth', 'crumble', 'crumbles', 'crumbling', 'brittle', 'falling apart', 'flaking off', 'ceramic knobs', 'porcelain knobs', 'knob and tube', 'knobs and tubes', 'cracked insulation', 'bare copper']],
    window: 10,
    negatable: true,
    unless: ['cloth tape', 'drop cloth', 'cloth to wipe', 'speaker wire', 'fence wire', 'picture wire', 'garden wire'],
    examples: ['Took the old light fixture down in our 1920s bungalow and the wires are wrapped in black cloth that crumbles when I touch it. Up in the attic there are wires running on little white ceramic knobs.'],
    nearMisses: ['tie the tomato plants to the garden wire with strips of old cloth'],
  },
  {
    id: 'co-named',
    category: 'carbon-monoxide',
    all: [['carbon monoxide', 'co poisoning', 'co leak', 'co levels', 'co level', 'monoxide']],
    negatable: true,
    unless: ['install', 'installing', 'new detector', 'new alarm', 'expired', 'end of life', 'low battery', 'battery', 'replace the detector', 'replace the alarm', 'replace my', 'buy', 'where to put', 'mount', 'placement', 'chirp', 'chirps', 'chirping'],
    examples: ['worried about carbon monoxide from the furnace', 'could it be carbon monoxide poisoning?', 'possible co leak from the boiler'],
    nearMisses: ['which carbon monoxide detector should I buy', 'install a new carbon monoxide alarm outside the bedrooms'],
  },
  {
    id: 'co-symptoms',
    category: 'carbon-monoxide',
    all: [SYMPTOMS, FUEL_BURNING],
    scope: 'conversation',
    unless: NOT_SYMPTOMS,
    examples: [
      'the furnace keeps cycling and the kids have headaches', 'we all feel dizzy when the boiler is on', 'I get a headache every time the heating runs', 'the gas fireplace is on a lot. Everyone has been nauseous',
      'been feeling woozy and sick to my stomach since we put the heating on', 'my wife felt faint in the kitchen after the cooker had been on for hours', 'the dog is lethargic and acting weird since the boiler was serviced',
      'kids keep puking and the gas fire has been on all week', 'foggy head every morning, the combi is in the bedroom cupboard', 'mum passed out in the bathroom, the water heater is in there',
    ],
    nearMisses: [
      'my furnace filter is dirty', 'the water heater takes long to heat up', 'theres only a faint smell from the new furnace filter', 'sick of the boiler banging every morning, how do I stop it',
      'the windows get foggy when the heating is on', 'the furnace airflow is weak in the back bedroom',
    ],
  },
  {
    // symptoms that ease away from home, with no appliance named
    id: 'co-symptoms-away',
    category: 'carbon-monoxide',
    all: [SYMPTOMS, BETTER_AWAY],
    scope: 'conversation',
    unless: NOT_SYMPTOMS,
    examples: ['we all have headaches at home but feel better when we go out', 'constant headache and dizzy, it goes away when I leave the house'],
    nearMisses: ['the bedroom feels better when we leave the window open'],
  },
  {
    // a pet that died or sickened and people unwell, with nothing named that burns
    id: 'co-pets-and-people',
    category: 'carbon-monoxide',
    all: [PET_SIGNS, HUMAN_SYMPTOMS],
    scope: 'conversation',
    unless: NOT_SYMPTOMS,
    examples: ['the budgie died and we feel ill', 'the dog is lethargic and we all have headaches'],
    nearMisses: ['the dog is sick of the noise from the drill'],
  },
  {
    id: 'co-soot-backdraft',
    category: 'carbon-monoxide',
    all: [
      [
        'soot', 'sooty', 'black marks', 'backdraft', 'back draft', 'exhaust coming back', 'fumes coming back', 'yellow flame', 'orange flame', 'lazy flame', 'condensation on the windows',
        'flame is yellow', 'flames are yellow', 'flame is orange', 'flames are orange', 'floppy flame', 'flames lick out', 'flame roll out', 'flame rollout', 'flames rolling out', 'flames come out the front',
        'scorch marks above', 'burn marks above', 'brown stain above', 'brown marks above', 'stains above', 'staining above', 'discolored above', 'discoloration above', 'exhaust smell', 'smell of exhaust', 'smells like exhaust',
        'streaming windows', 'windows are streaming', 'spillage',
      ],
      ['furnace', 'boiler', 'combi', 'water heater', 'flue', 'vent', 'fireplace', 'heater', 'burner', 'gas stove', 'gas', 'gas fire', 'cooker', 'log burner', 'wood burner', 'wood stove'],
    ],
    unless: ['candle', 'candles', 'car exhaust', 'traffic', 'road', 'glass', 'stove glass', 'door glass'],
    examples: ['black soot around the water heater vent', 'the boiler flame is yellow and there is soot on the wall', 'brown stain above the gas fire on the chimney breast'],
    nearMisses: ['yellow stain on the ceiling under the bathroom', 'black soot marks on the ceiling from candles'],
  },
  {
    // a burner flame should be blue and steady: yellow, orange, lifting or rolling out means bad combustion
    id: 'co-bad-flame',
    category: 'carbon-monoxide',
    all: [
      ['flame', 'flames', 'pilot flame', 'burner flame', 'pilot light'],
      ['yellow', 'orange', 'floppy', 'lazy', 'lifting', 'lifts off', 'wavy', 'licking out', 'rolling out', 'roll out', 'sooty', 'smoky', 'flickering orange'],
      ['furnace', 'boiler', 'combi', 'water heater', 'heater', 'gas fire', 'burner', 'burners', 'hob', 'gas stove', 'stove', 'cooker', 'range', 'oven'],
    ],
    window: 8,
    // wood fires and gas log sets burn yellow by design
    unless: ['candle', 'grill', 'bbq', 'barbecue', 'campfire', 'fire pit', 'log fire', 'wood fire', 'salt', 'boil over', 'boiled over', 'spilled', 'just cleaned', 'fireplace', 'logs', 'log burner', 'wood burner', 'wood stove', 'gas logs'],
    examples: ['the flames on the furnace are orange and floppy', 'pilot flame on the water heater is yellow and lazy', 'the gas fire flames have gone yellow and smoky'],
    nearMisses: ['the burner flame went orange after the pasta boiled over', 'the wood fire flames are orange and lovely', 'the flames in the fireplace look nice and orange'],
  },
  {
    // the flue carries the fumes out: a gap, a loose joint or a blockage lets them in
    id: 'co-flue',
    category: 'carbon-monoxide',
    all: [
      ['flue', 'flue pipe', 'vent pipe', 'exhaust pipe', 'chimney connector', 'draft hood', 'draught diverter', 'flue terminal'],
      ['disconnected', 'came apart', 'come apart', 'came loose', 'come loose', 'loose', 'fallen off', 'fell off', 'separated', 'rusted through', 'rusted', 'hole', 'gap', 'not connected', 'pulled out', 'knocked off', 'blocked', 'bird nest', 'nest', 'crushed', 'dented', 'cracked', 'sagging', 'hanging'],
      ['water heater', 'furnace', 'boiler', 'combi', 'heater', 'gas fire', 'fireplace', 'wood stove', 'log burner', 'wood burner', 'stove'],
    ],
    window: 12,
    unless: ['dryer', 'bathroom fan', 'extractor', 'range hood', 'cooker hood', 'plumbing vent', 'soil pipe'],
    examples: ['the flue pipe on top of the water heater came apart at the joint', 'birds nested in the boiler flue terminal', 'vent pipe on the furnace is rusted through'],
    nearMisses: ['the dryer vent pipe came loose behind the dryer', 'the bathroom fan vent pipe in the attic fell off'],
  },
  {
    // burning fuel indoors: an engine, a barbecue or an oven for heat
    id: 'co-indoor-burning',
    category: 'carbon-monoxide',
    all: [
      ['generator', 'car', 'engine', 'bbq', 'barbecue', 'grill', 'gas grill', 'charcoal', 'hibachi', 'camp stove', 'camping stove', 'propane heater', 'kerosene heater', 'paraffin heater', 'patio heater'],
      ['inside', 'indoors', 'in the garage', 'attached garage', 'in the attached garage', 'garage with the door', 'in the house', 'in the basement', 'in the kitchen', 'in the living room', 'in the lounge', 'in the tent', 'in the shed', 'in the porch', 'door closed', 'door shut', 'heat the house', 'heat the room', 'keep us warm', 'stay warm'],
      ['run', 'running', 'use', 'using', 'light', 'lit', 'burn', 'burning', 'warm up', 'idle', 'idling', 'heat', 'heating', 'cook', 'left on', 'turned on', 'switched on'],
    ],
    window: 10,
    unless: ['store', 'storing', 'will not start', 'electric heater', 'oil filled'],
    examples: ['running the generator in the attached garage with the big door half open so it vents', 'running the generator in the garage during the power cut', 'can I use the charcoal bbq inside to stay warm', 'left the car idling in the garage with the door shut'],
    nearMisses: ['where do I store the generator, in the garage or the shed', 'the car in the garage has a flat tyre'],
  },
  {
    // a gas oven or hob used as a heater
    id: 'co-oven-heating',
    category: 'carbon-monoxide',
    all: [
      ['oven', 'gas oven', 'stove', 'cooker', 'hob', 'burners', 'rings', 'range'],
      ['heat the house', 'heat the kitchen', 'heat the room', 'heat the flat', 'heat the apartment', 'warm the house', 'warm the kitchen', 'warm the place', 'warm up the house', 'keep us warm', 'stay warm', 'for heat', 'as a heater', 'instead of the heating', 'oven door open'],
    ],
    window: 12,
    unless: ['electric oven', 'electric stove', 'electric cooker', 'induction'],
    examples: ['we have been heating the kitchen with the gas oven door open', 'the heating is broken so we leave the hob rings on to stay warm'],
    nearMisses: ['the oven in the kitchen will not heat up', 'use the keep warm setting on the oven'],
  },
  {
    id: 'burning-smell',
    category: 'fire',
    all: [SMELL, BURNING],
    unless: ['first time this', 'for the first time', 'first time the heating', 'first time we', 'went away', 'goes away after', 'dust burning', 'dusty smell', 'burning dust', 
      'toast', 'food', 'popcorn', 'cooking', 'coffee', 'candle', 'incense', 'bbq', 'barbecue', 'campfire', 'wood fire', 'neighbor', 'neighbour', 'new oven', 'first use', 'self clean', 'self cleaning', 'dryer sheet', 'bleach',
      // dust burning off a heater at the start of the season; cars; a wood fire meant to burn
      'burning dust', 'burnt dust', 'burned dust', 'first time this year', 'first time this winter', 'first time since', 'brakes', 'clutch', 'log burner', 'wood burner', 'bonfire',
    ],
    negatable: true,
    examples: [
      'the dryer smells like burning wires', 'burning plastic smell from the outlet', 'electrical burning smell in the hallway', 'smells like something electrical is melting', 'a fishy burning smell near the bedroom socket',
      'the microwave smells burnt and hot', 'theres a hot electrical pong coming from the power board', 'smells like burning rubber from the washing machine when it spins', 'stink of melted plastic in the loft',
    ],
    nearMisses: ['burnt toast smell in the kitchen', 'the house smells of burnt popcorn', 'dryer sheets smell too strong', 'the heater smells like burning dust the first time this winter'],
  },
  {
    id: 'sparks',
    category: 'fire',
    all: [['spark', 'sparks', 'sparking', 'sparked', 'arc', 'arcing', 'arced', 'blue flash', 'bright flash', 'flash and a bang', 'flash from the outlet', 'fireball']],
    unless: [
      'while it was still running', 'while it was running', 'while still running', 'when i unplug', 'when unplugging', 'unplugging it while', 'pulled the plug out while', 'pulled the vacuum plug out',
      'plug wire', 'mower', 'lawnmower', 'spark plug', 'idea', 'conversation', 'joy', 'sparkle', 'flashlight', 'camera flash', 'flashing light', 'flashing lights', 'lighter', 'grill igniter', 'flint', 'flash drive', 'display',
      // sparks that are meant to be there
      'grinder', 'grinding', 'angle grinder', 'welding', 'welder', 'sharpen', 'sharpening', 'firework', 'fireworks', 'sparkler', 'igniter', 'ignitor', 'fire pit', 'campfire', 'bonfire',
      // a wood fire throws sparks; sparks out of it are the chimney rule's
      'sparks from the fireplace', 'sparks in the fireplace', 'sparks from the log', 'sparks from the logs', 'sparks from the wood', 'sparks from the fire', 'sparks out of the fire',
    ],
    negatable: true,
    examples: ['the outlet sparks when I plug in the vacuum', 'saw sparks behind the switch', 'a blue flash came out of the socket', 'the light switch is arcing', 'sparking from the dryer cord', 'the power point sparked when I pulled the plug out'],
    nearMisses: [
      "pulled the vacuum plug out while it was still running and saw a tiny blue spark at the outlet. outlet's not warm, no marks, no smell, everything still works",'replacing the spark plug on my lawn mower', 'the archway needs paint', 'the grill igniter sparks but won’t light', 'need a sparky to put in a new light over the island'],
  },
  {
    id: 'smoke-from-thing',
    category: 'fire',
    all: [['smoke', 'smoking', 'smoky', 'fumes'], ELECTRIC_THINGS],
    window: 12,
    unless: ['cigarette', 'smoker', 'vape', 'grill', 'bbq', 'barbecue', 'toast', 'food', 'cooking', 'stopped smoking', 'quit smoking', 'smoke alarm', 'smoke detector', 'smoking area'],
    negatable: true,
    examples: ['smoke coming out of the ceiling light', 'the dryer was smoking', 'smoke from behind the outlet', 'fumes and smoke from the extension cord'],
    nearMisses: ['the smoke detector chirps', 'my neighbour smokes on the balcony next to my window'],
  },
  {
    // something caught fire: stops even when it is a heater ("the electric fire caught fire")
    id: 'caught-fire',
    category: 'fire',
    all: [['on fire', 'caught fire', 'catch fire', 'caught on fire', 'in flames', 'burst into flames', 'went up in flames', 'go up in flames', 'set alight', 'set on fire']],
    negatable: true,
    unless: [
      'going to catch fire', 'gonna catch fire', 'would catch fire', 'will it catch fire', 'could catch fire', 'might catch fire', 'could it catch fire', 'can it catch fire', 'would it catch fire', 'will catch fire', 'afraid it will catch fire','log', 'logs', 'kindling', 'firelighter', 'firelighters', 'charcoal', 'candle', 'wick', 'campfire', 'fire pit', 'firepit', 'bonfire', 'pilot', 'fire up', 'fire starter'],
    examples: ['the electric fire caught fire', 'the gas fire burst into flames', 'the outlet by the fireplace caught fire'],
    nearMisses: [
      "Mower stinks of petrol and won't start. Is it going to catch fire? It sat in the shed all winter with fuel in it.", 'garbage disposal just hums when I switch it on, doesnt spin. I turned it off fast because I was worried the motor would catch fire','the logs caught fire nicely in the wood burner', 'how long until the charcoal catches fire'],
  },
  {
    id: 'on-fire',
    category: 'fire',
    all: [['on fire', 'caught fire', 'catch fire', 'caught on fire', 'in flames', 'burst into flames', 'flames', 'flame', 'fire']],
    unless: [
      'going to catch fire', 'gonna catch fire', 'would catch fire', 'will it catch fire', 'could catch fire', 'might catch fire', 'could it catch fire', 'can it catch fire', 'would it catch fire', 'will catch fire', 'going to go up in flames','pilot', 'grill', 'bbq', 'barbecue', 'candle', 'gas stove burner', 'burner flame', 'fire pit', 'firepit', 'campfire', 'fireplace log', 'fire up', 'extinguisher', 'fire alarm', 'fire department came', 'fireplace', 'wood stove', 'lighter', 'match', 'flame retardant', 'fire rated', 'fire door', 'fire brick', 'fire resistant', 'fire code', 'fire hydrant', 'firewood',
      // heaters and fires meant to burn (UK "gas fire", "electric fire"), and fire-safety kit
      'gas fire', 'electric fire', 'wood fire', 'log fire', 'open fire', 'coal fire', 'real fire', 'fire surround', 'fire grate', 'fire guard', 'fireguard', 'fire blanket', 'fire escape', 'fire exit',
      'fire safety', 'fire stop', 'firestop', 'fire caulk', 'fire foam', 'fire board', 'fire ant', 'fire ants', 'log burner', 'wood burner', 'fire starter', 'fire pit', 'charcoal', 'kindling', 'firelighter',
      'firelighters', 'logs'],
    negatable: true,
    examples: ['the outlet caught fire', 'flames came out of the toaster', 'there was a small fire in the dryer', 'the power strip burst into flames', 'the extension lead went up in flames', 'small fire in the consumer unit, put it out'],
    nearMisses: ['the pilot flame on the water heater is blue', 'grill flames are uneven', 'fire up the grill for the weekend', 'the wood fire flames are orange and lovely', 'the gas fire will not light, is it the thermocouple'],
  },
  {
    // "the socket went bang and there was a flash": an arc said as a sound or a light
    id: 'flash-bang',
    category: 'fire',
    all: [['bang', 'loud bang', 'flash', 'flashed', 'loud pop', 'went pop', 'blew up', 'exploded', 'explode', 'boom', 'fireball'], [...SWITCHGEAR, 'power point', 'consumer unit', 'fuse board', 'fuse box', 'charger', 'adapter', 'adaptor', 'extension lead', 'power board']],
    window: 8,
    negatable: true,
    unless: [
      'bulb went pop', 'bulb popped', 'bulb blew', 'bulb exploded', 'bulb went bang', 'bulb went', 'lamp went pop', 'camera', 'phone flash', 'balloon', 'firework', 'fireworks', 'car backfired', 'tyre', 'tire',
      'door bang', 'door banged', 'slammed', 'pipes bang', 'water hammer', 'flashing light', 'flashing lights', 'flashes green', 'flashes red', 'led flashes',
    ],
    examples: ['the socket went bang and there was a flash', 'plugged in the heater and the extension lead went pop and blew up', 'loud bang from the fuse box and now half the lights are off'],
    nearMisses: ['the bulb went pop when I switched the lamp on', 'the door banged shut and the light switch cover cracked'],
  },
  {
    // a charger, adapter or appliance lead that melted or charred: it has already overheated
    id: 'melted-device',
    category: 'fire',
    all: [['melted', 'melting', 'melt', 'charred', 'scorched', 'blackened', 'singed'], [...ELECTRIC_THINGS, 'charger', 'adapter', 'adaptor', 'power board', 'extension lead', 'multi plug', 'lead', 'power point', 'plug top', 'usb']],
    window: 8,
    unless: ['candle', 'wax', 'chocolate', 'butter', 'snow', 'ice', 'cheese', 'glue gun', 'solder', 'plastic container', 'tupperware', 'spatula', 'pan handle', 'toast', 'food'],
    examples: ['the phone charger melted in the socket', 'the plug on the heater lead is charred', 'the adaptor in the kitchen has gone all melted and soft'],
    nearMisses: ['the snow melted and the gutter is overflowing', 'melted wax on the carpet, how do I get it out', 'one of the pot lights burned out, how do I get the bulb out'],
  },
  {
    // "brown scorch marks round the pins on the kettle plug and round the socket holes": marks said at length
    id: 'scorched-contacts',
    category: 'electrical',
    all: [
      ['scorch mark', 'scorch marks', 'burn mark', 'burn marks', 'scorched', 'scorching', 'blackened', 'charred', 'discolored', 'discoloration', 'brown marks', 'black marks', 'brown mark', 'black mark',
        'gone brown', 'gone black', 'turned brown', 'turned black', 'brown around', 'black around', 'brown round', 'black round', 'brown stain', 'black stain', 'soot', 'sooty', 'melted', 'scorch'],
      ['pin', 'pins', 'prong', 'prongs', 'socket hole', 'socket holes', 'holes in the socket', 'slots', 'plug', 'socket', 'outlet', 'receptacle', 'faceplate', 'cover plate', 'switch', 'power point',
        'plug top', 'fuse spur', 'spur', 'extension lead', 'power board', 'power strip', 'adapter', 'adaptor', 'cord', 'lead', 'breaker', 'fuse box', 'consumer unit', 'panel', 'terminal', 'terminals'],
    ],
    window: 14,
    unless: ['sink plug', 'bath plug', 'drain plug', 'plug hole', 'plughole', 'candle', 'from the iron', 'ironing', 'from the straighteners', 'from the curling iron', 'toast', 'hot pan', 'hot pot', 'worktop', 'countertop', 'cigarette'],
    examples: ['theres brown scorch marks round the pins on the kettle plug and round the socket holes too', 'the faceplate of the power point has gone brown around the holes', 'black marks on the prongs of the heater plug'],
    nearMisses: ['scorch mark on the worktop from a hot pan, can I sand it out', 'a burn mark on the carpet from a candle'],
  },
  {
    // crackling or sizzling inside a wall or ceiling (not bees, mice or heating pipes)
    id: 'crackle-in-wall',
    category: 'electrical',
    all: [['crackle', 'crackling', 'sizzle', 'sizzling', 'fizz', 'fizzing', 'arcing', 'electrical buzz', 'electrical buzzing', 'electric buzzing'], ['in the wall', 'inside the wall', 'behind the wall', 'in the ceiling', 'behind the drywall', 'behind the plaster', 'in the walls', 'behind the plasterboard', 'above the ceiling']],
    window: 8,
    unless: ['bee', 'bees', 'wasp', 'wasps', 'hornet', 'insect', 'mice', 'mouse', 'rat', 'rats', 'squirrel', 'pipe', 'pipes', 'radiator', 'when the heating', 'heating comes on', 'heating pipes', 'expanding', 'expansion'],
    examples: ['theres a crackling sound inside the wall behind the bed', 'sizzling noise in the ceiling above the light'],
    nearMisses: ['crackling in the walls when the heating pipes warm up', 'buzzing in the wall, we think its bees'],
  },
  {
    // a light fitting that fizzes, sizzles or crackles is arcing
    id: 'fizzing-light',
    category: 'electrical',
    all: [['fizz', 'fizzing', 'fizzle', 'fizzles', 'sizzle', 'sizzling', 'crackle', 'crackling', 'arcing', 'spitting'], ['light fitting', 'light fixture', 'ceiling light', 'lamp holder', 'bulb holder', 'downlight', 'ceiling rose', 'pot light', 'can light', 'light socket', 'batten holder', 'chandelier', 'wall light', 'sconce']],
    window: 8,
    negatable: true,
    unless: ['rain', 'bacon', 'pan', 'frying'],
    examples: ['the light fitting is making a fizzing sound and smells hot', 'crackling from the bulb holder when I switch it on'],
    nearMisses: ['bacon sizzling in the pan right under the kitchen ceiling light'],
  },
  {
    // arcing heard in a wall or ceiling, with something electrical going on: crackling like popcorn when
    // the kettle is on, sizzling behind a socket
    id: 'arcing-sound-in-wall',
    category: 'electrical',
    all: [
      ['crackling', 'crackle', 'crackles', 'sizzling', 'sizzle', 'fizzing', 'fizz', 'popping', 'buzzing', 'arcing', 'like popcorn', 'snapping'],
      ['in the wall', 'inside the wall', 'behind the wall', 'in the ceiling', 'from the wall', 'kitchen wall', 'bedroom wall', 'the wall', 'behind the socket', 'behind the outlet', 'behind the switch'],
      ['kettle', 'microwave', 'heater', 'toaster', 'hairdryer', 'appliance', 'lights flicker', 'light flickers', 'flicker', 'socket', 'outlet', 'switch', 'plug', 'electrical', 'power', 'when i turn on', 'when it is on', 'is on'],
    ],
    scope: 'message',
    unless: ['heating pipes', 'radiator', 'pipes expanding', 'pipes when the heating', 'mice', 'mouse', 'rat', 'rats', 'squirrel', 'bird', 'birds', 'bees', 'wasp', 'fire place', 'fireplace', 'log burner'],
    examples: ["when the kettle is on there's a crackling in the kitchen wall like popcorn going, and the lights flicker", 'a sizzling noise behind the socket when the heater is on'],
    nearMisses: ['ticking and popping in the walls when the heating comes on, the radiator pipes expanding', 'scratching in the wall at night, I think its mice'],
  },
  {
    id: 'hot-buzzing-device',
    category: 'electrical',
    all: [SWITCHGEAR, OVERHEAT],
    window: 6,
    unless: [
      'not warm', 'isnt warm', 'not hot', 'isnt hot', 'no heat','garburator', 'garberator', 'insinkerator', 'disposer', 'hot water', 'hot tub', 'hot and cold', 'heat lamp', 'heater switch', 'heat pump', 'too hot in', 'hot in the room', 'hot room', 'disposal', 'disposer', 'garbage disposal', 'pop up', 'popup', 'sink plug', 'bath plug', 'drain plug', 'basin', 'plug thing',
      // dimmers run a little warm by design; air fresheners and heat mats plug in to be warm
      'dimmer get warm', 'dimmer is warm', 'dimmer feel warm', 'dimmer get slightly warm', 'dimmer switch get warm', 'dimmer switch is warm', 'dimmer switch get slightly warm', 'dimmer slightly warm',
      'air freshener', 'heat mat', 'heating pad', 'electric blanket control'],
    examples: [
      'the switch is warm and buzzes', 'outlet is hot to the touch', 'the dimmer buzzes and the plate is warm', 'brown marks on the outlet', 'the breaker is humming loudly', 'plug got so hot the cord melted',
      'crackling sound in the light switch', 'the power point behind the fridge is warm and buzzing', 'the extension lead plug is too hot to touch', 'the fused spur has gone brown',
    ],
    nearMisses: [
      'the outlet cover plate is cracked', 'the light switch is loose', 'the hot water tap drips', 'want to replace the old brown outlets with white ones', 'the dimmer switch gets slightly warm, is that normal',
      'the black extension cord is too short for the mower',
    ],
  },
  {
    id: 'shock-tingle',
    category: 'electrical',
    all: [SHOCK, TOUCHABLE],
    unless: [
      'how much shock', 'shock do i put', 'put in shock', 'add shock', 'bag of shock', 'shock dose', 'dose of shock','shocked it', 'shocked the pool', 'shocked the tub', 'shocked the water', 'pool shock', 'shock treatment', 'chlorine', 'chemicals', 'ph', 'cloudy', 'static', 'shocking bill', 'shock absorber', 'in shock', 'shocked at the price', 'shocked by the price', 'shocked how', 'shocked that', 'shocking price', 'bill', 'price', 'cost', 'quote', 'expensive', 'current price', 'current house', 'current one', 'current setup', 'current faucet', 'current toilet', 'voltage tester',
      // cold, animals and insects tingle and bite too
      'in the cold', 'from the cold', 'freezing cold', 'chilblain', 'dog bit', 'cat bit', 'bit by', 'bitten', 'sting', 'stung', 'mosquito', 'insect', 'wasp', 'bee',
      // static: winter, dry air and carpet, from a door handle or a car
      'only in winter', 'in winter', 'in the winter', 'every winter', 'dry air', 'carpet', 'rug', 'wool socks', 'slippers'],
    examples: [
      'I get a tingle when I touch the shower tap', 'got shocked by the washing machine', 'the kitchen faucet zaps me', 'I feel a slight current when I touch the tub', 'the fridge door handle gives a little shock',
      'got a belt off the oven door this morning', 'pins and needles in my hand when I touched the fridge', 'the light switch bit me when I turned it on', 'the heated towel rail zapped me',
      'the copper pipe under the sink is live, my tester lights up on it', 'felt a zap off the metal bath when the kids were in it',
    ],
    nearMisses: [
      'Pool went green over the long weekend. How much shock do I put in a 15,000 gallon pool and should I run the pump overnight?',
      'static shock from the doorknob in winter', 'I was shocked at the price of a new faucet', 'the current faucet is a Moen', 'what voltage does the dishwasher need',
      'replace the low voltage transformer for the garden lights', 'my hands tingle in the cold when I wash the car with the hose', 'the dog bit me by the back gate',
      'I get zapped touching the metal door handle, only in winter, carpet in the hall',
    ],
  },
  {
    id: 'shock-named',
    category: 'electrical',
    all: [['electric shock', 'electrical shock', 'got electrocuted', 'electrocuted', 'got a shock', 'got shocked', 'shocked me', 'zapped me', 'jolt of electricity', 'felt a jolt']],
    unless: ['static'],
    examples: ['I got a shock changing the bulb', 'something zapped me when I plugged it in'],
    nearMisses: ['static shock in winter'],
  },
  {
    id: 'whole-house-flicker',
    category: 'electrical',
    all: [FLICKER, WHOLE_HOUSE, ['light', 'lights', 'power', 'electricity', 'lamp', 'lamps', 'bulb', 'bulbs', 'outlet', 'outlets', 'tv', 'appliance', 'appliances']],
    scope: 'message',
    unless: [
      'hair dryer', 'hairdryer', 'blow dryer', 'space heater', 'everything else in the house works','christmas lights', 'fairy lights', 'string lights', 'light string', 'string of lights', 'lights string', 'strings', 'same extension', 'others are fine', 'the others on', 'rest of the house is fine', 'rest of the house works', 'everything else works', 'half the kitchen counter', 'half the counter', 'toaster and kettle', 'kettle and toaster', 'other lights are fine', 'other light in the house is fine', 'every other light', 'all the other lights', 'the rest of the house is fine', 'the rest are fine', 'just this one', 'only this one', 'only that one', 'only one light', 'just one light', 'just the one'],
    examples: ['all the lights in the house flicker', 'lights dim all over the house when the dryer starts', 'every light in the house flickers at night', 'the power keeps dimming in several rooms', 'half the house lights go bright then dim'],
    nearMisses: [
      'the power went out in half the bedroom when my daughter ran her hair dryer while the space heater was on. everything else in the house works. did we blow something?','one bulb in the bathroom flickers', 'the kitchen light flickers when I touch it', 'my desk lamp flickers when I bump the desk, every other light in the house is fine'],
  },
  {
    id: 'lights-dim-when-appliance',
    category: 'electrical',
    all: [['lights', 'all lights'], FLICKER, ['when', 'whenever', 'every time', 'each time'], ['start', 'starts', 'kick on', 'kicks on', 'turn on', 'turns on', 'come on', 'comes on', 'run', 'runs', 'cycle', 'cycles', 'go on', 'goes on', 'switch on', 'switches on', 'put on']],
    scope: 'message',
    examples: ['the lights dim whenever the AC kicks on', 'lights flicker every time the fridge starts', 'all the lights dip when the kettle goes on'],
    nearMisses: ['the lamp flickers when I touch it'],
  },
  {
    id: 'half-power',
    category: 'electrical',
    all: [['half', 'some', 'part'], ['house', 'home', 'outlets', 'lights', 'rooms'], ['lost power', 'no power', 'dead', 'not working', 'went out', 'go out', 'stopped working', 'brighter', 'dimmer']],
    scope: 'message',
    // a circuit that tripped with the rest of the house fine is a tripped breaker, not the supply
    unless: [
      'hair dryer', 'hairdryer', 'blow dryer', 'space heater', 'everything else in the house works','rest of the house is fine', 'rest of the house works', 'rest of the house has power', 'everything else works', 'half the kitchen counter', 'half the counter', 'one circuit', 'toaster and kettle', 'kettle and toaster'],
    examples: ['half the house lost power but no breaker tripped', 'some lights are brighter and others dimmer since the storm'],
    nearMisses: ['one outlet in the bedroom is dead', 'power went out on half the kitchen counter when I ran the toaster and kettle, rest of the house is fine'],
  },
  {
    id: 'panel-work',
    category: 'panel-service',
    all: [WORK.concat(['open', 'opening', 'inside', 'take off', 'remove', 'removing', 'unscrew', 'look inside', 'see the wires', 'open up', 'take off the cover', 'remove the cover', 'behind the cover', 'work on', 'working on', 'touch', 'swap out', 'change']), PANEL],
    window: 10,
    unless: ['reset', 'resetting', 'flip', 'flipped', 'flip back', 'switch back', 'label', 'labeling', 'labelling', 'find which', 'which breaker', 'turn off the breaker', 'switch off the breaker', 'breaker off', 'turn the breaker off',
      // a bulb that blew and tripped the breaker; an appliance run when it tripped; a gas meter; an RCD/safety-switch test
      'bulb', 'gas meter', 'moisture meter', 'test button', 'push the test', 'press the test', 'when i run', 'when we run', 'when running', 'while running', 'tripped once', 'only tripped',
    ],
    examples: [
      'how do I replace a breaker in my panel', 'I want to add a subpanel in the garage', 'open the fuse box and swap the fuses for breakers', 'take off the panel cover to see the wires', 'install a new breaker for the hot tub',
      'the electric meter is loose, can I fix it', 'can I change the consumer unit myself', 'want to add an RCD to the old fuse board', 'need to pull the main fuse to move a socket', 'replace the switchboard in our unit, its the old ceramic fuses',
    ],
    nearMisses: [
      'the breaker tripped once when the kettle and microwave ran, I flipped it back', 'which breaker is the kitchen? I want to label the panel', 'replace a broken fence panel', 'fix the loose siding panel',
      'replace the door panel on the dishwasher', 'the bulb blew and the breaker tripped, replaced the bulb', 'the breaker tripped once when I ran the vacuum and the heater', 'fit a new bath panel, the old one cracked', 'how do I test the safety switch, I pushed the test button',
    ],
  },
  {
    // "getting an electric car, can I fit the wall charger myself": the car and its charger, anywhere in the message
    id: 'ev-charger',
    category: 'panel-service',
    all: [EV, EV_CHARGER, [...WORK, 'wire', 'wiring', 'cable', 'mount', 'myself', 'diy', 'how do i', 'can i', 'what size', 'what thickness', 'which cable', 'which breaker', 'what breaker']],
    scope: 'message',
    unless: ['phone charger', 'usb', 'toy', 'ride on', 'scooter', 'e bike', 'ebike', 'remote control', 'cable hook', 'cable holder', 'hang the cable', 'tidy the cable'],
    examples: ['getting an electric car next month, can i fit the wall charger myself? what thickness cable to the consumer unit', 'want to put in a home charger for the tesla', 'new EV arriving, how do I wire a charging point on the driveway'],
    nearMisses: ['where do I hang the cable for the ev charger so it is tidy', 'my kids electric car toy charger stopped working'],
  },
  {
    // how thick a cable to run to the panel: the person is planning a circuit
    id: 'cable-to-panel',
    category: 'panel-service',
    all: [['what size', 'what thickness', 'what gauge', 'which gauge', 'which cable', 'what cable', 'what wire', 'which wire', 'cable size', 'wire size', 'gauge', 'thickness', 'mm2', 'awg', 'run a cable', 'run cable', 'run a wire', 'run wire', 'run a new cable', 'run a feed', 'new feed'], PANEL],
    window: 12,
    unless: ['gas meter', 'water meter'],
    examples: ['what thickness cable to the consumer unit for a shed', 'which gauge wire from the panel to the garage', 'run a cable from the fuse box to the shed'],
    nearMisses: ['what size screws for the fence panel'],
  },
  {
    // a panel open to touch: its cover gone, wires showing, rusted or wet inside
    id: 'panel-exposed',
    category: 'panel-service',
    all: [PANEL, ['cover missing', 'missing cover', 'cover is missing', 'cover off', 'no cover', 'without a cover', 'exposed', 'wires showing', 'wires are showing', 'wires hanging out', 'wires sticking out', 'rusted', 'rusty', 'corroded', 'corrosion', 'water inside', 'wet inside']],
    window: 10,
    negatable: true,
    unless: ['gas meter', 'water meter', 'test button'],
    examples: ['the cover on the breaker panel is missing and wires are showing', 'inside the fuse box is all rusty', 'consumer unit has no cover, the kids can reach it'],
    nearMisses: ['the breaker panel door sticks, the cover is fine'],
  },
  {
    // the meter, its box or the service cable damaged or pulling off the wall
    id: 'meter-damage',
    category: 'panel-service',
    all: [
      ['electric meter', 'meter box', 'meter base', 'meter socket', 'service mast', 'mast', 'weatherhead', 'service head', 'service entrance cable', 'service cable', 'mains cable', 'meter', 'main fuse', 'cut out fuse'],
      ['pulling away', 'pulled away', 'pulling off', 'hanging', 'hanging off', 'fallen', 'loose', 'leaning', 'bent', 'damaged', 'broken', 'cracked', 'exposed', 'frayed', 'rusted', 'burnt', 'water in', 'water getting in', 'missing cover', 'cover missing', 'cover off', 'torn', 'melted', 'scorched'],
    ],
    window: 8,
    unless: ['gas meter', 'water meter', 'moisture meter', 'meter reading', 'smart meter display', 'in home display'],
    examples: ['the meter box is hanging off the wall after the storm', 'the service mast is bent and pulling away from the house'],
    nearMisses: ['the water meter cover is broken', 'the gas meter reading looks wrong on the bill'],
  },
  {
    // a breaker that keeps tripping is protecting its wire: a bigger one lets the wire overheat
    id: 'bigger-breaker',
    category: 'panel-service',
    all: [['breaker', 'breakers', 'fuse', 'fuses', 'fuse wire', 'fuse holder', 'rewireable fuse', 'mcb', 'trip switch'], ['thicker', 'thicker wire', 'thicker bit', 'heavier wire', 'double up', 'put a 30', 'a 30 in', 'put in a 30', 'put a 40', 'a 40 in', 'put a 25', 'a 25 in', 'swap it for a 30', 'penny behind', 'penny in', 'higher number', 'bigger', 'larger', 'higher amp', 'higher rated', 'upsize', 'upsizing', 'more amps', 'heavier', 'stronger', 'bigger one', 'bigger fuse', '20 amp', '25 amp', '30 amp', '32 amp', '40 amp', '50 amp']],
    scope: 'message',
    unless: ['bigger house', 'bigger kitchen', 'bigger room'],
    examples: ['old fuse box with the screw in fuses, the 20 keeps blowing, so I am just gonna put a 30 in', 'breaker for the kitchen keeps tripping when the microwave and toaster run together, can i just put a bigger one in', 'can I swap the 15 amp breaker for a 20 amp so it stops tripping', 'put a bigger fuse in so it stops blowing'],
    nearMisses: ['the breaker tripped once when the kettle and microwave ran, I flipped it back'],
  },
  {
    // a 240/220 V or high-amp line to be run or wired is panel work; the voltage of an appliance is not
    id: 'high-voltage-work',
    category: 'panel-service',
    all: [
      ['240', '240v', '240 volt', '220', '220v', '220 volt', '200 amp', '100 amp', '50 amp', '30 amp', '40 amp'],
      ['install', 'run', 'running', 'add', 'adding', 'put in', 'wire', 'wiring', 'wire up', 'need', 'want', 'new', 'extend', 'hook up', 'connect', 'upgrade', 'convert', 'myself', 'diy', 'outlet', 'socket', 'receptacle', 'circuit', 'cable', 'breaker', 'double breaker', 'line', 'supply'],
    ],
    window: 10,
    unless: ['grit', 'sandpaper', 'sanding'],
    examples: ['put in a 240v outlet for the welder', 'run a 50 amp line to the garage for the hot tub', 'can I wire a 220 outlet for my new dryer myself', 'need a 240v socket in the shed for a welder'],
    nearMisses: ['electric dryer tumbles but comes out cold, it is the 240v kind', 'sand it with 220 grit then paint'],
  },
  {
    id: 'big-circuit',
    category: 'panel-service',
    all: [BIG_CIRCUIT],
    unless: ['240 volt dryer outlet replace', 'charger for my phone', 'phone charger', 'usb', 'battery', 'grit', 'sandpaper', 'sanding', 'sand paper', 'hang the cable', 'cable hook', 'cable holder', 'tidy the cable'],
    examples: ['I want to install an EV charger in the garage', 'run a new circuit for the garage', 'put in a 240v outlet for the welder', 'add a dedicated circuit for the microwave', 'my house has knob and tube wiring, can I extend it', 'quote for a wallbox was silly money, is it diy'],
    nearMisses: ['my phone charger outlet is loose', 'sand it with 220 grit then paint', 'electric dryer tumbles but comes out cold, it is the 240v kind'],
  },
  {
    // after wind or a fallen branch, any cable or wire lying on the ground is treated as live
    id: 'storm-wire-down',
    category: 'power-line',
    all: [
      ['cable', 'wire', 'wires', 'line', 'black cable', 'lead'],
      ['lying', 'lying in', 'on the ground', 'in the grass', 'in the yard', 'in the garden', 'across the', 'hanging down', 'dangling', 'down in', 'on the lawn', 'on the driveway'],
      ['storm', 'wind', 'windy', 'branch', 'tree', 'came down', 'fell', 'blew', 'blown down', 'gale', 'last night'],
    ],
    scope: 'message',
    unless: ['extension cord', 'extension lead', 'garden hose', 'hose', 'fairy lights', 'christmas lights', 'clothes line', 'clothesline', 'washing line', 'fishing line', 'trimmer line', 'strimmer line', 'dog lead', 'kite'],
    examples: ["Big branch came down last night in the wind. There's a black cable lying in the wet grass by the trampoline now and the dog won't go near it", 'after the storm a wire is lying across the driveway'],
    nearMisses: ['the wind blew the washing line down last night', 'the strimmer line is lying in the grass where I left it'],
  },
  {
    id: 'downed-line',
    category: 'power-line',
    all: [POWER_LINE, LINE_TROUBLE],
    window: 8,
    unless: ['other side of the street', 'across the street', 'nowhere near', 'far from', 'away from the', 'phone line', 'cable tv', 'internet cable', 'clothes line', 'clothesline', 'fishing line', 'trimmer line', 'fence line', 'property line', 'line trimmer', 'chalk line', 'closet', 'wardrobe', 'clothes', 'coats', 'hangers', 'shower curtain'],
    examples: ['a branch is lying on the power line to the house', 'the wire from the pole is sagging into the yard', 'power line down in the backyard after the storm', 'a tree fell on the electric lines', 'the line to the house is touching the gutter and sparking'],
    nearMisses: ['my string trimmer line keeps breaking', 'the clothes line is sagging', 'the pole in the bedroom closet is bowing down in the middle from all the clothes on it'],
  },
  {
    id: 'tree-on-wires',
    category: 'power-line',
    all: [['tree', 'branch', 'limb', 'branches', 'limbs'], ['wire', 'wires', 'lines', 'line', 'cable', 'cables'], ['on', 'touch', 'touching', 'resting', 'lying', 'fell', 'fallen', 'hanging', 'tangled', 'near', 'into', 'through', 'rubbing', 'against']],
    unless: ['clothes line', 'clothesline', 'fishing line', 'trimmer line', 'property line', 'fence line', 'line trimmer', 'string line', 'other side of the street', 'across the street', 'nowhere near', 'far from', 'away from the'],
    window: 10,
    examples: ['big branch resting on the wires to my house', 'the tree limb is rubbing against the lines', 'tree fell on wires in the yard', 'want to lop the gum tree growing into the power lines'],
    nearMisses: ['branch fell on the fence', 'the tree by the property line needs pruning'],
  },
  {
    // "a wire is down in the yard after the storm": treat any fallen wire as live, whatever it is
    id: 'wire-down',
    category: 'power-line',
    all: [
      ['wire', 'wires', 'cable', 'cables', 'line', 'lines'],
      ['down', 'on the ground', 'fallen', 'fall', 'lying in', 'lying on', 'lying across', 'across the road', 'across the driveway', 'across the yard', 'in the street', 'dangling', 'hanging down', 'hanging low', 'snapped'],
      ['storm', 'wind', 'tree', 'branch', 'pole', 'overhead', 'sparking', 'spark', 'buzzing', 'live', 'street', 'yard', 'garden', 'backyard', 'driveway', 'road'],
    ],
    window: 12,
    negatable: true,
    unless: ['clothes line', 'clothesline', 'washing line', 'fishing line', 'trimmer line', 'property line', 'fence line', 'line trimmer', 'string line', 'chalk line', 'speaker wire', 'fairy lights', 'christmas lights', 'string lights', 'zip line', 'zipline', 'cable tie', 'tie down', 'wind down'],
    examples: ['theres a wire down in the backyard after the storm', 'a cable snapped in the wind and is lying across the driveway', 'lines down in the street and one is sparking'],
    nearMisses: ['the washing line fell down in the wind', 'the christmas lights cable is lying in the garden'],
  },
  {
    // a ladder, pole saw or roof job near overhead lines
    id: 'work-near-line',
    category: 'power-line',
    all: [['ladder', 'pole saw', 'pole pruner', 'scaffold', 'scaffolding', 'antenna', 'aerial', 'roof', 'gutter', 'gutters', 'trim', 'prune', 'lop', 'chainsaw', 'cut'], POWER_LINE, ['near', 'next to', 'close to', 'under', 'beside', 'around', 'reach', 'touch', 'in the way', 'right by', 'just by']],
    window: 12,
    unless: ['nowhere near', 'far from', 'other side of the street', 'across the street', 'away from the', 'not near', 'fishing line', 'clothes line'],
    examples: ['I need to put the ladder up right next to the power line to clean the gutter', 'can I trim the hedge with a pole saw near the power lines'],
    nearMisses: ['want to cut back some low branches on the hedge trees by the patio, power lines are on the other side of the street'],
  },
  {
    id: 'water-live-parts',
    category: 'flood-electricity',
    all: [WATER, LIVE_PARTS],
    window: 14,
    negatable: true,
    unless: [
      'water filter', 'filter light', 'water heater light', 'under the sink light', 'water pressure light', 'water light', 'light rain', 'water the plants', 'water plants', 'water the lawn', 'water softener',
      // an outdoor GFCI that trips in the rain is the covered "GFCI trips" repair
      'trip when it rain', 'trips when it rains', 'tripping when it rains', 'trip in the rain', 'trip after rain', 'trips after it rains',
    ],
    examples: ['water is dripping out of the ceiling light', 'the outlet behind the washer got wet', 'water leaking into the light fixture in the bathroom', 'rain is coming in around the panel', 'the bathroom fan drips water when it rains', 'water running down the wall behind the light switch'],
    nearMisses: ['the fridge water filter light is on', 'the dishwasher leaves water at the bottom', 'replace the bathroom light fixture', 'how do I plug the leak in the pipe under the sink', 'water left in the bath after I pulled the plug'],
  },
  {
    id: 'flooded-with-power',
    category: 'flood-electricity',
    all: [['flood', 'flooded', 'flooding', 'standing water', 'inches of water', 'feet of water', 'underwater', 'under water', 'water everywhere', 'water rising', 'water over the floor', 'water all over the floor', 'water is over', 'up past', 'wade', 'wading', 'burst'], ['outlet', 'outlets', 'socket', 'panel', 'breaker', 'electric', 'electrical', 'electricity', 'power', 'wire', 'wiring', 'appliance', 'furnace', 'water heater', 'power strip', 'extension cord', 'cord', 'dryer', 'washer', 'freezer', 'sump pump', 'plugged in']],
    scope: 'message',
    unless: ['years ago', 'year ago', 'last year', 'before we moved', 'in the past', 'is dry', 'dry right now', 'dry now', 'has been dry'],
    examples: ['basement flooded and the freezer is still plugged in', 'two inches of water around the furnace and water heater', 'standing water in the garage near the power strip'],
    nearMisses: ['flooded the bathroom floor with the bath, all mopped up', 'the lawn floods when it rains'],
  },
  {
    id: 'flooded-room',
    category: 'flood-electricity',
    all: [
      ['basement', 'cellar', 'utility room', 'laundry room', 'crawlspace', 'crawl space', 'furnace room'],
      ['flooded', 'flooding', 'under water', 'underwater', 'inches of water', 'feet of water', 'standing water', 'water everywhere', 'filling with water', 'full of water', 'foot of water', 'inch of water',
        'ankle deep', 'knee deep', 'water up to', 'cm of water', 'centimeters of water'],
    ],
    scope: 'message',
    unless: ['years ago', 'year ago', 'last year', 'before we moved', 'in the past', 'is dry', 'dry right now', 'dry now', 'has been dry', 'check it is going to work', 'test the sump'],
    examples: ['my basement is flooded', 'the laundry room is flooding'],
    nearMisses: ['the basement floor drain smells'],
  },
  {
    // water deep enough to stand in, anywhere in the home: sockets and appliances sit in it
    id: 'deep-water',
    category: 'flood-electricity',
    all: [
      ['ankle deep', 'knee deep', 'shin deep', 'inches of water', 'inch of water', 'feet of water', 'foot of water', 'water up to', 'cm of water', 'centimeters of water', 'under water', 'underwater', 'water everywhere', 'flooded', 'flooding'],
      ['downstairs', 'ground floor', 'kitchen', 'living room', 'lounge', 'family room', 'rec room', 'den', 'hallway', 'house', 'home', 'flat', 'apartment', 'garage', 'bedroom', 'office', 'whole floor'],
    ],
    scope: 'message',
    unless: [
      'dishwasher', 'washing machine drum', 'fish tank', 'pool', 'pond', 'bucket', 'in the bath', 'bathtub', 'shower tray', 'in the sink', 'in the kitchen sink', 'sink is full', 'yard is', 'lawn is', 'garden is',
      'yard flooded', 'lawn flooded', 'garden flooded', 'street flooded', 'all mopped up', 'mopped it up', 'cleaned it up', 'dried out', 'bottom of the fridge', 'crisper',
    ],
    examples: ['ankle deep water downstairs after the pipe burst', 'the kitchen is under water, the pipe under the sink let go'],
    nearMisses: ['an inch of water in the bottom of the dishwasher', 'the kitchen flooded last week but its all mopped up and dry now'],
  },
  {
    id: 'relief-valve',
    category: 'water-heater-relief',
    all: [RELIEF, RELEASING],
    window: 16,
    unless: NOT_RELIEF,
    examples: [
      'the relief valve on the water heater is hissing and leaking', 'water dripping from the T&P valve pipe', 'the pop off valve on my water heater keeps spitting hot water', 'steam coming out of the pressure relief valve',
      'water keeps coming out of the pipe on the side of the water heater, the one with the little flip lever on top of the tank. its hot', 'hot water pouring into the tundish from the cylinder',
    ],
    nearMisses: ['how do I test the relief valve once a year', 'the overflow pipe outside is dripping, I think its the toilet cistern', 'the condensate pipe from the boiler drips outside'],
  },
  {
    id: 'water-heater-side-pipe',
    category: 'water-heater-relief',
    all: [
      ['water heater', 'hot water heater', 'hot water tank', 'hot water cylinder', 'boiler tank', 'hot water system', 'hot water unit', 'unvented cylinder', 'cylinder', 'immersion tank'],
      ['pipe', 'tube', 'valve', 'pipe that goes down', 'lever', 'overflow', ...RELIEF_BY_PLACE],
      ['puddle', 'drip', 'dripping', 'leak', 'leaking', 'warm water', 'water coming out', 'spitting', 'hiss', 'hissing', 'steam', 'trickle', 'coming out', 'come out', 'comes out', 'pouring',
        'gushing', 'spraying', 'flowing out', 'dribbling', 'dribble', 'discharging', 'overflowing'],
    ],
    scope: 'message',
    unless: ['drain valve', 'flush', 'flushing', 'sediment', 'supply line', 'shut off valve', 'shutoff valve', 'cold water valve', 'gas cylinder', 'propane cylinder', 'lock cylinder', 'door cylinder', 'run out of hot water', 'dip tube', 'sweat', 'sweating', 'condensation', ...NOT_RELIEF],
    examples: ['puddle under the little copper pipe that comes off the top of our water heater and goes down to the floor, it is warm', 'the copper pipe going down to the floor from the hot water system is dribbling all day'],
    nearMisses: ['how do I flush the sediment from the water heater drain valve', 'water heater runs out of hot water fast, is it the dip tube', 'the cold pipe on top of the water heater drips with condensation in summer'],
  },
  {
    // water or steam forcing its way out of the tank
    id: 'water-heater-spraying',
    category: 'water-heater-relief',
    all: [
      ['water heater', 'hot water heater', 'hot water tank', 'hot water cylinder', 'hot water system', 'hot water unit', 'unvented cylinder', 'cylinder', 'boiler'],
      ['spraying', 'spraying out', 'gushing', 'pouring out', 'shooting out', 'jet of', 'squirting', 'steam coming out', 'steam pouring', 'hissing loudly', 'loud hissing', 'loud hiss', 'screaming', 'whistling loudly'],
    ],
    window: 14,
    unless: ['drain valve', 'flush', 'flushing', 'sediment', 'gas cylinder', 'propane cylinder', 'lock cylinder', ...NOT_RELIEF],
    examples: ['the hot water tank is making a loud hissing and water is spraying out'],
    nearMisses: ['opened the drain valve to flush the water heater and water is gushing out of the hose'],
  },
  {
    id: 'water-heater-overheat',
    category: 'water-heater-relief',
    all: [['water heater', 'hot water heater', 'hot water tank', 'boiler', 'tank', 'immersion', 'immersion heater', 'hot water cylinder', 'cylinder', 'hot press', 'airing cupboard', 'geyser', 'hot water system', 'pipes in the hot press'], ['domed', 'domed up', 'dome', 'puffed up', 'bowed out', 'bowing out', 'way hotter', 'much hotter', 'hotter than it used to', 'bulge', 'bulging', 'too hot to touch', 'boiling noise', 'loud boiling', 'swollen', 'swelling', 'boiling', 'steam', 'steaming', 'scalding', 'way too hot', 'extremely hot', 'too hot', 'banging loudly', 'exploding', 'explode',
      // high pressure only: low pressure on a combi boiler is an everyday top-up
      'pressure too high', 'too much pressure', 'high pressure', 'pressure keeps rising', 'pressure keeps going up', 'pressure building', 'pressure in the red', 'over pressure', 'overpressure', 'pressure is way up']],
    window: 12,
    unless: ['toilet tank', 'toilet', 'fish tank', 'propane tank', 'gas tank', 'septic tank', 'test the', 'lower the temperature'],
    examples: [
      "Water heater's been banging like crazy and the top looks kind of domed up. The hot water from the kitchen tap comes out steaming, way hotter than it used to.",'immersion was left on all day and now the pipes in the hot press are too hot to touch and the cylinder is making a loud boiling noise', 'the water heater is bulging at the top', 'water from the taps comes out boiling and the tank makes steam', 'boiler pressure keeps rising into the red'],
    nearMisses: ['the toilet tank takes long to fill', 'water heater rumbles, want to flush it', 'the boiler lost pressure, how do I top it up'],
  },
  {
    id: 'sagging-structure',
    category: 'structural',
    all: [SAG, STRUCTURE],
    window: 8,
    unless: [
      'going to give way', 'gonna give way', 'will it give way', 'could give way', 'might give way', 'would give way', 'could it give way',
      // nail and screw pops: little bumps in a line under the paint
      'bubble wrap', 'little bumps', 'little round bumps', 'small bumps', 'round bumps', 'nail pop', 'nail pops', 'screw pop', 'screw pops', 'in a line',
      // things that sag that hold nothing up ("the ceiling above the bed is sagging" still stops)
      'gate', 'fence', 'closet rod', 'shelf', 'cabinet shelf', 'cabinet door', 'couch cushion', 'sofa cushion', 'couch sag', 'sofa sag', 'bed frame', 'bed slat', 'bed base', 'mattress', 'curtain rod', 'curtain pole',
      'curtain track', 'gutter', 'door hinge', 'wallpaper', 'paint bubble', 'paint bubbling', 'carpet is bubbling', 'carpet bubbling', 'carpet ripple', 'clothes rail', 'clothes rod', 'tarp', 'hammock', 'vinyl',
      'laminate', 'caulk', 'ceiling fan', 'power line', 'cable', 'deck board', 'one board', 'a board', 'stair tread', 'floorboard',
      // one rotten deck plank or stair tread is a board to replace, not the structure
      'plank', 'planks', 'deck boards', 'decking board', 'decking boards', 'one of the boards', 'tread', 'treads', 'window sill is rotten', 'rotten window sill', 'sill is rotten', 'rotten sill',
      'door frame is rotten', 'rotten door frame', 'skirting is rotten', 'rotten skirting', 'baseboard is rotten', 'rotten baseboard', 'rotten trim', 'trim is rotten', 'fence post', 'mailbox post', 'gate post',
      'garden bed', 'raised bed', 'planter', 'tree stump', 'stump grinder', 'floor of the cabinet', 'cabinet floor', 'bottom of the cabinet', 'sink base',
      // fixtures pulled off a wall, and rain that pooled: the fixing or the drainage, not the structure
      'towel rail', 'towel bar', 'towel ring', 'toilet roll holder', 'paper holder', 'mirror', 'picture', 'hook', 'coat hook', 'bracket', 'shelf bracket', 'tv mount', 'curtain', 'blind', 'puddle',
      // finishes coming away from a wall: trim, coving, splashbacks
      'trim around', 'trim is coming', 'trim coming', 'architrave', 'coving', 'cornice', 'skirting board', 'skirting boards', 'skirting is', 'baseboard is', 'baseboards are', 'molding', 'splashback',
      'backsplash', 'countertop', 'worktop',
    ],
    examples: [
      'the towel rail came away from the wall yesterday, and the ceiling above the bath is bulging',
      'the ceiling is bulging with water', 'our living room ceiling is sagging', 'the floor by the tub is spongy and sagging', 'a beam in the basement is bowing', 'the basement wall is bowing inward', 'the porch roof is sagging',
      'the floor in the hall is sinking towards the middle', 'the deck is pulling away from the house', 'the bearers under the house are rotten', 'the balcony sways when we walk on it',
      'the floor joists under the bathroom are rotted through',
    ],
    nearMisses: [
      "there's a spot in the upstairs hallway that creaks really loud every time someone steps on it. house is 20 years old. is the floor going to give way?",
      'the towel rail came away from the bathroom wall and took some plasterboard with it',
      'the wooden trim around the door frame is coming away from the wall', 'the closet rod sags in the middle', 'the gate sags and drags on the ground', 'the ceiling fan wobbles', 'one of the planks on our deck is soft and spongy', 'the railing round our deck wobbles when you lean on it',
      'washing machine wont drain at the end, and when it does spin it bounces all over the floor', 'upstairs radiator is cold at the top, and separately the thermostat on the wall has gone blank',
      'the window sill is rotten, can I fill it', 'water under the kitchen sink and the floor of the cabinet is soft',
    ],
  },
  {
    // a ceiling or roof coming down in pieces
    id: 'ceiling-coming-down',
    category: 'structural',
    all: [
      ['ceiling', 'plaster ceiling', 'roof', 'lath and plaster', 'plaster', 'chunk of plaster', 'chunks of plaster'],
      ['coming down', 'come down', 'falling down', 'fell down', 'fall down', 'fell off', 'fell from', 'caved in', 'cave in', 'fallen in', 'collapsed', 'collapse', 'has dropped', 'dropped down', 'hanging down', 'about to fall', 'going to fall', 'gonna fall', 'big chunk', 'chunks', 'came away', 'come away', 'pulling away from the joists'],
    ],
    window: 8,
    unless: ['drainpipe', 'downpipe', 'downspout', 'gutter', 'rainwater pipe', 'water coming down', 'water come down', 'ceiling fan', 'ceiling light', 'light fitting', 'flake of paint', 'paint flakes', 'paint flaking', 'paint is peeling', 'paint peeling', 'popcorn', 'stairs', 'ladder', 'snow', 'leaves', 'cobweb', 'spider', 'ceiling tile', 'ceiling tiles', 'fell down the'],
    examples: ['a big chunk of plaster fell from the bedroom ceiling and more is hanging down', 'the kitchen ceiling looks like its about to fall'],
    nearMisses: ['water coming down from the ceiling when it rains', 'a flake of paint fell from the ceiling'],
  },
  {
    // the house itself moving: subsidence, sinking corners, stumps and piers, underpinning
    id: 'subsidence',
    category: 'structural',
    all: [[
      'subsidence', 'subsiding', 'house is sinking', 'house has sunk', 'foundation is sinking', 'foundation has sunk', 'foundations are sinking', 'corner of the house is sinking', 'corner is sinking',
      'stumps are rotten', 'rotten stumps', 'stumps have sunk', 'stumps are sinking', 'restump', 'restumping', 're stump', 're stumping', 'reblock', 'reblocking', 'underpin', 'underpinning',
      'slab heave', 'slab heaving', 'floor heaving', 'foundation movement', 'house is moving', 'house has moved', 'house has shifted', 'house is leaning', 'house leans', 'piers have sunk', 'piers are sinking',
    ]],
    negatable: true,
    examples: ['I think we have subsidence, cracks are appearing everywhere', 'one corner of the house is sinking', 'the stumps are rotten, can I restump it myself'],
    nearMisses: ['the pavers on the patio are sinking'],
  },
  {
    // a beam, joist or lintel that has cracked or split
    id: 'cracked-member',
    category: 'structural',
    all: [CRACK, ['beam', 'joist', 'joists', 'rafter', 'rafters', 'girder', 'truss', 'trusses', 'lintel', 'header', 'ledger', 'bearer', 'bearers', 'support post', 'column', 'steel beam', 'rsj', 'stump', 'stumps', 'pier', 'piers']],
    window: 6,
    negatable: true,
    unless: ['fence post', 'tree stump', 'stump grinder', 'newel post', 'bed post', 'mailbox post', 'gate post', 'email header', 'header tank', 'gap filler', 'caulk', 'between the beam and', 'gap between'],
    examples: ['theres a big crack along the beam in the basement', 'one of the joists has split near the wall', 'the lintel over the back door is cracked'],
    nearMisses: ['the tree stump in the garden cracked, how do I remove it', 'fill the gap between the beam and the drywall with caulk'],
  },
  {
    id: 'foundation-crack',
    category: 'structural',
    all: [CRACK, FOUNDATION],
    window: 10,
    negatable: true,
    unless: ['hairline crack in the basement floor', 'garage floor', 'driveway', 'walkway', 'sidewalk', 'patio', 'paver', 'drywall', 'garage floor slab', 'shower slab', 'shower base'],
    examples: ['stair-step cracks in the brick wall that keep widening', 'horizontal crack along the basement wall', 'the foundation crack got wider this year', 'there is a crack in my foundation'],
    nearMisses: ['a hairline crack in the drywall above the door', 'cracks in the concrete driveway'],
  },
  {
    id: 'wide-crack-signs',
    category: 'structural',
    all: [CRACK_ONLY, CRACK_WHERE, CRACK_SERIOUS],
    window: 14,
    negatable: true,
    unless: ['driveway', 'sidewalk', 'footpath', 'patio', 'paver', 'pavers', 'cracked tile', 'tile is cracked', 'tiles are cracked', 'crack in the tile', 'crack in a tile', 'grout', 'mirror', 'windscreen', 'windshield', 'phone screen', 'glass pane', 'window pane', 'pane'],
    examples: [
      'the crack in the living room wall keeps getting bigger and the doors are sticking', 'a zigzag crack through the bricks outside',
      'theres a zigzag crack going up the brickwork at the corner of the house, like steps, and the window above it wont close properly now',
      'cracks above the doors and now the back door will not shut', 'crack in the render I can fit a pound coin in', 'crack in the stucco keeps widening', 'the mortar is cracking in steps down the outside wall',
    ],
    nearMisses: [
      'hairline crack in the drywall by the window', 'old house with plaster walls, some thin spiderweb cracks in the bedroom wall, not growing', 'a cracked window pane in the bedroom, the window will not close properly either',
      'small crack in the render by the back door, been there years', 'theres a gap between the skirting boards and the wall, you can fit a coin in it',
      'gap between the window frame and the siding, I can see daylight through it',
    ],
  },
  {
    id: 'structural-removal',
    category: 'structural',
    all: [
      ['remove', 'removing', 'knock down', 'knocking down', 'take out', 'taking out', 'tear down', 'open up', 'cut', 'cutting', 'notch', 'notching', 'drill through', 'knock out', 'take down', 'widen', 'enlarge', 'knock through'],
      [
        'load bearing wall', 'bearing wall', 'load bearing', 'wall between the kitchen', 'wall between', 'joist', 'joists', 'beam', 'support post', 'lally column', 'rafter', 'rafters', 'header', 'truss', 'trusses',
        // UK chimney breasts and RSJs; structural, supporting and dividing walls; roof bracing
        'chimney breast', 'rsj', 'steel beam', 'supporting wall', 'structural wall', 'dividing wall', 'collar tie', 'collar ties', 'brace', 'braces', 'bracing', 'strut', 'struts', 'purlin', 'bearer', 'bearers',
        'stump', 'stumps', 'pier', 'column', 'post in the basement', 'lintel', 'doorway', 'opening in the wall',
      ],
    ],
    window: 10,
    unless: ['tree stump', 'stump grinder', 'stump grinding', 'garden wall', 'fence', 'cabinet door', 'shelf bracket', 'shelf brackets', 'closet rod', 'closet shelf', 'wardrobe door', 'bed frame'],
    examples: [
      'I want to knock down the wall between the kitchen and living room', 'can I cut a notch in the floor joist for a pipe', 'remove the support post in the basement', 'want to take out the chimney breast in the lounge',
      'can I cut the truss in the loft to fit a storage box', 'widen the doorway between the kitchen and dining room', 'remove the collar ties in the attic to make more headroom',
    ],
    nearMisses: ['remove the baseboard to replace the flooring', 'remove the tree stump in the back garden', 'remove the shelf brackets from the closet wall'],
  },
  {
    // "knock through", "make it open plan": the wall is likely load-bearing until a pro says otherwise
    id: 'knock-through',
    category: 'structural',
    all: [['knock through', 'knocking through', 'knock the wall through', 'open plan', 'knock down a wall', 'knock a wall down', 'remove a wall', 'take out a wall', 'take down a wall', 'make an opening in the wall', 'cut an opening in the wall', 'new doorway', 'make a doorway', 'cut a doorway', 'knock a doorway']],
    unless: [
      'garden wall', 'retaining wall', 'fence', 'shed', 'dog house', 'stud wall in the garage', 'already open plan', 'is open plan',
      // things on a wall, not the wall
      'wall shelf', 'wall shelves', 'wall cabinet', 'wall cabinets', 'wall clock', 'wall mirror', 'wall art', 'wall hanging', 'wall mount', 'wall unit', 'wall light', 'wall heater', 'wall tile', 'wall tiles',
      'wall panel', 'wall sticker', 'wall decal', 'wall hook', 'wall fan', 'wall oven', 'wall of the shower', 'wall of tiles',
    ],
    examples: ['we want to knock through the kitchen and dining room', 'can I make the downstairs open plan myself'],
    nearMisses: ['our house is open plan, how do I stop the kitchen smells spreading', 'take down a wall shelf in the kitchen'],
  },
  {
    id: 'sewage-backup',
    category: 'sewage',
    all: [SEWAGE, BACKUP],
    window: 14,
    negatable: true,
    unless: TAP_WATER,
    examples: [
      'sewage backing up into the basement floor drain', 'toilet water is coming up in the tub', 'poop came up in the shower', 'raw sewage on the basement floor', 'dirty brown water bubbling up out of the floor drain',
      'it smells like sewage and brown water is coming up the basement drain', 'toilet paper and poo coming out of the manhole in the back garden', 'black sludge welling up in the shower tray',
    ],
    nearMisses: [
      'sewer smell from a floor drain we never use', 'my water bill went up', 'brown water coming out of the hot tap after they worked on the water main', 'no sewage coming up, just a smell from the drain',
    ],
  },
  {
    // sewage said as being somewhere it should not be
    id: 'sewage-named',
    category: 'sewage',
    all: [['raw sewage', 'sewage in the', 'sewage on the', 'sewage all over', 'sewage everywhere', 'sewage leak', 'sewage leaking', 'sewage spill', 'sewer backup', 'sewer back up', 'sewage back up', 'sewage water', 'sewage is']],
    negatable: true,
    unless: ['sewage smell', 'sewage pump', 'sewage ejector', 'sewage treatment', 'sewage bill', 'sewage plant'],
    examples: ['raw sewage in the crawlspace', 'there is sewage all over the laundry floor'],
    nearMisses: ['what size is the sewage pipe under the house'],
  },
  {
    // outside: a septic tank, drain field or manhole overflowing
    id: 'septic-overflow',
    category: 'sewage',
    all: [
      ['septic', 'septic tank', 'leach field', 'drain field', 'soakaway', 'cesspit', 'cesspool', 'manhole', 'inspection chamber', 'sewer cleanout', 'cleanout', 'gully', 'sewer pipe', 'sewer line'],
      ['squishy', 'spongy', 'mushy', 'wet patch', 'wet spot', 'outhouse', 'overflow', 'overflowing', 'backing up', 'backed up', 'coming out', 'coming up', 'pooling', 'soggy', 'flooding', 'bubbling', 'toilet paper', 'sewage', 'poo', 'poop', 'waste', 'burst', 'broken', 'collapsed', 'full'],
    ],
    scope: 'message',
    negatable: true,
    unless: ['due to be pumped', 'getting it pumped', 'pumped out last', 'cleanout cap', 'manhole cover is loose', 'where is the', 'how often'],
    examples: [
      "There's a squishy wet patch over the septic bed out back that smells like an outhouse, and the toilets have been gurgling and flushing slow.",'the septic tank is overflowing into the yard', 'toilet paper coming out of the manhole in the driveway', 'the sewer pipe under the garden has collapsed'],
    nearMisses: ['how often should the septic tank be pumped', 'where is the sewer cleanout on my property'],
  },
  {
    id: 'every-drain-backing',
    category: 'sewage',
    all: [EVERY_DRAIN, SLOW_BACK],
    scope: 'message',
    examples: ['every drain in the house is backing up', 'all the toilets gurgle and the drains are slow', 'the main sewer line is clogged'],
    nearMisses: ['the kitchen sink drains slowly'],
  },
  {
    id: 'toilet-water-elsewhere',
    category: 'sewage',
    all: [
      ['flush', 'flushing', 'flushes', 'toilet', 'loo', 'washing machine drains', 'washer drains', 'washing machine empties', 'dishwasher drains'],
      ['tub', 'bathtub', 'bath', 'shower', 'shower tray', 'floor drain', 'basement drain', 'sink', 'basin', 'downstairs toilet', 'other toilet', 'plughole', 'drain in the yard', 'gully'],
      ['come up', 'comes up', 'coming up', 'bubble up', 'bubbles up', 'back up', 'backs up', 'overflow', 'overflows', 'fills up', 'rises', 'fill with', 'fills with', 'filling with', 'fill up with', 'come out',
        'comes out', 'pours out', 'pour out', 'water appears', 'brown water', 'dirty water', 'smelly water', 'stinky water', 'sewage'],
    ],
    scope: 'message',
    unless: ['clogged toilet', 'toilet is clogged', 'slow to drain', 'drains slowly', 'hair in the drain', 'its hair', 'think its hair'],
    examples: [
      'when I flush the toilet, water comes up in the shower', 'the washer drains and the floor drain overflows with dirty water', 'when anyone flushes upstairs the downstairs bath fills with brown smelly water',
      'every time the loo is flushed the shower tray fills with dirty water',
    ],
    nearMisses: ['the toilet is clogged', 'the bath drains slowly, I think its hair', 'the toilet runs after I flush and the sink tap drips'],
  },
  {
    id: 'large-mold',
    category: 'mould',
    all: [MOLD, BIG],
    scope: 'message',
    unless: ['tiny', 'small spot', 'small patch', 'little spot', 'few spots', 'lawn', 'grass', 'mulch', 'garden bed', 'flower bed', 'tree stump', 'on the tree', 'compost', 'bread', 'cheese', 'fruit', 'leftovers'],
    measured: true,
    examples: [
      '4 by 8 feet of black mould behind the sofa', 'mold covering the whole basement wall', 'black mold all over the bathroom ceiling and it keeps coming back', 'mould behind the drywall in the closet',
      'there is mildew spreading on the bedroom wall and my son has asthma', 'took off the bathroom skirting and the whole wall behind is black and spongy, both walls pretty much',
      'black specks all over the back of the wardrobe and on our clothes', 'pulled the wallpaper off and its gone black behind the wallpaper',
    ],
    nearMisses: ['a small spot of mildew in the shower corner', 'black mold in the grout line of the tub', 'mould on the silicone round the bath keeps coming back', 'the fridge door seal has black mould on it'],
  },
  {
    // across a wall or ceiling, whatever room: "all over the bedroom wall", "spreading across the kitchen ceiling"
    id: 'mold-across-surface',
    category: 'mould',
    all: [MOLD, ['all over', 'across', 'covering', 'covered', 'spreading', 'spread', 'up the', 'most of'], ['wall', 'walls', 'ceiling', 'ceilings', 'floor', 'floors', 'rafters', 'joists']],
    window: 8,
    unless: ['tiny', 'small spot', 'small patch', 'little spot', 'few spots', 'grout line', 'silicone', 'sealant', 'caulk', 'shower curtain', 'tile grout'],
    examples: ['black mould all over the bedroom wall and on the window seals too', 'mildew spreading across the kitchen ceiling'],
    nearMisses: ['mould all along the silicone where the bath meets the wall'],
  },
  {
    // size said loosely ("all over", "keeps coming back"), except on sealant, grout and seals
    id: 'large-mold-loosely',
    category: 'mould',
    all: [MOLD, BIG_SOFT],
    scope: 'message',
    unless: [...SURFACE_MOLD, 'lawn', 'grass', 'mulch', 'garden bed', 'flower bed', 'tree stump', 'on the tree', 'compost', 'bread', 'cheese', 'fruit', 'leftovers'],
    measured: true,
    examples: ['black mold all over the bathroom ceiling', 'mould keeps coming back on the bedroom wall and the kids are coughing', 'black mould all over the bedroom wall and on the window seals too'],
    nearMisses: ['black mould all over the silicone round the shower', 'mouldy bread all over the kitchen counter'],
  },
  {
    // mushrooms or dry rot growing indoors: the timber behind is wet and rotting
    id: 'fungus-indoors',
    category: 'mould',
    all: [
      ['mushroom', 'mushrooms', 'toadstool', 'toadstools', 'dry rot', 'bracket fungus', 'fungus', 'fungi'],
      ['skirting', 'baseboard', 'wall', 'floor', 'floorboards', 'carpet', 'ceiling', 'joist', 'window frame', 'door frame', 'bathroom', 'lounge', 'living room', 'bedroom', 'cupboard', 'closet', 'cellar', 'basement', 'kitchen', 'loft', 'attic'],
    ],
    window: 10,
    unless: ['lawn', 'garden', 'yard', 'mulch', 'grass', 'tree', 'log', 'stump', 'flower bed', 'pot plant', 'plant pot', 'compost', 'deck', 'fence', 'athlete', 'cooking', 'recipe', 'fridge'],
    examples: ['mushrooms growing out of the skirting in the lounge', 'found dry rot under the floorboards in the hall'],
    nearMisses: ['mushrooms popping up all over the lawn', 'fungus on the tree stump by the fence'],
  },
  {
    id: 'asbestos-named',
    category: 'asbestos',
    all: [['asbestos', 'vermiculite', 'zonolite', 'transite']],
    negatable: true,
    unless: ['tested negative', 'test came back negative', 'no asbestos', 'asbestos free', 'asbestos-free', 'not asbestos'],
    examples: ['I think the old tiles might be asbestos', 'our attic has vermiculite insulation', 'can I drill into transite siding'],
    nearMisses: ['the tiles tested negative for asbestos, now how do I lay new ones'],
  },
  {
    id: 'pipe-lagging',
    category: 'asbestos',
    all: [PIPES, LAGGING, OLD_SIGN],
    scope: 'message',
    unless: ['foam', 'new foam', 'foam insulation', 'pipe sleeve', 'fiberglass pipe', 'new insulation', 'insulate my pipes', 'insulate the pipes'],
    examples: ['white lagging on the basement pipes, house from 1940', 'the old boiler has crumbly white insulation on it', 'frayed paper wrap on the heating pipes', 'white crumbly stuff on the old boiler pipes is falling off'],
    nearMisses: ['I want to put foam insulation on the pipes in the crawlspace'],
  },
  {
    // stripping chalky or crumbly old lagging stops even when new foam is the plan ("strip it and put foam on")
    id: 'pipe-lagging-stripped',
    category: 'asbestos',
    all: [PIPES, LAGGING, OLD_LAGGING_SIGN, DISTURB],
    scope: 'message',
    unless: ['foam pipe insulation is', 'new foam insulation is', 'the foam is'],
    examples: ['house built in the 50s, theres white chalky wrapping on the old heating pipes in the cellar and its flaking off. want to strip it and put foam on', 'rip the crumbly old wrap off the boiler pipes and use foam instead'],
    nearMisses: ['the foam pipe insulation is split, can I replace it with new foam'],
  },
  {
    // Australian "fibro": asbestos cement sheet in most older homes
    id: 'fibro',
    category: 'asbestos',
    all: [['fibro', 'fibro sheet', 'fibro sheeting', 'fibro house', 'fibro eaves', 'fibro wall', 'fibro walls', 'asbestos cement', 'cement sheet', 'cement sheets', 'cement sheeting', 'corrugated cement', 'asbestos insulating board', 'aib'], [...DISTURB, 'screw', 'screwing', 'nail', 'hole', 'broken', 'cracked', 'damaged', 'hit', 'smashed', 'paint', 'painting', 'water blast', 'pressure wash', 'clean', 'cleaning']],
    scope: 'message',
    homeBefore: 1980,
    examples: ['can I cut a hole in the fibro wall in the laundry for a vent, house built 1962', 'old cement sheeting on the garage is cracked, house from the 60s'],
    nearMisses: ['can I cut a hole in the fibro wall in our 2010 house'],
  },
  {
    // "fibro" said by itself is asbestos cement until a test says otherwise
    id: 'fibro-unknown-age',
    category: 'asbestos',
    all: [['fibro', 'fibro sheet', 'fibro sheeting', 'fibro house', 'fibro eaves', 'fibro wall', 'fibro walls'], [...DISTURB, 'screw', 'nail', 'broken', 'cracked', 'damaged', 'smashed', 'pressure wash', 'water blast']],
    scope: 'message',
    examples: ['the fibro eaves are cracked and falling apart, can I patch them', 'drilling into fibro walls to hang a tv'],
    nearMisses: ['paint the weatherboards on the new extension'],
  },
  {
    id: 'vermiculite-described',
    category: 'asbestos',
    all: [['insulation', 'attic', 'loft', 'between the joists', 'attic floor'], ['pebble', 'pebbles', 'shiny', 'gravel', 'granule', 'granules', 'granular', 'mica', 'glitter', 'glittery', 'sparkly', 'gold flecks', 'silvery', 'kitty litter', 'popcorn like', 'puffed', 'accordion']],
    scope: 'message',
    examples: ['attic insulation looks like little grey-brown shiny pebbles, want to scoop it out'],
    nearMisses: ['pink fiberglass insulation in the attic is thin, can I add more'],
  },
  {
    id: 'popcorn-ceiling',
    category: 'asbestos',
    all: [POPCORN, DISTURB],
    scope: 'message',
    homeBefore: 1980,
    examples: ['scrape the popcorn ceiling in our 1970 house', 'patch a hole in the cottage cheese ceiling, house built 1965'],
    nearMisses: ['scrape the popcorn ceiling in our 2005 house'],
  },
  {
    id: 'popcorn-ceiling-unknown-age',
    category: 'asbestos',
    all: [POPCORN, ['scrape', 'scraping', 'remove', 'removing', 'removal', 'sand', 'sanding', 'take off', 'get rid', 'pull down', 'drill', 'drilling', 'cut', 'cutting', 'crumbling', 'falling', 'flaking']],
    scope: 'message',
    examples: ['how do I scrape off a popcorn ceiling', 'the popcorn ceiling is crumbling onto the bed'],
    nearMisses: ['paint the smooth ceiling in the hall'],
  },
  {
    id: 'old-floor-tiles',
    category: 'asbestos',
    all: [OLD_TILE, DISTURB],
    scope: 'message',
    homeBefore: 1980,
    unless: ['ceramic', 'porcelain', 'stone', 'marble', 'wall tile', 'backsplash', 'grout'],
    examples: ['pull up the 9x9 tiles in the basement of our 1962 house', 'remove old linoleum and black mastic, house built in 1955'],
    nearMisses: ['replace a cracked ceramic floor tile'],
  },
  {
    id: 'nine-inch-tiles',
    category: 'asbestos',
    all: [['9 by 9', '9 inch', 'nine inch', '9 in', 'black mastic', 'asphalt tile', 'vinyl asbestos']],
    unless: ['ceramic', 'porcelain'],
    examples: ['there are 9x9 tiles in the basement, can I remove them', 'black mastic under the old floor'],
    nearMisses: ['9 inch ceramic tiles on the backsplash'],
  },
  {
    // a child's raised blood lead level with old paint about: test before any work
    id: 'lead-blood-test',
    category: 'lead-paint',
    all: [['blood lead', 'lead level', 'lead levels', 'paediatrician', 'pediatrician', 'elevated lead', 'lead came back', 'came back high', 'came back a bit high', 'asked about old paint', 'asked about paint'], ['paint', 'painted', 'flaky', 'peeling', 'chipping', 'spindles', 'window sill', 'windowsill', 'banister', 'railing']],
    scope: 'message',
    examples: ["my son's blood test came back a bit high and the paediatrician asked about old paint, we have flaky paint on the stair spindles"],
    nearMisses: ['had a blood test at the doctor today, now want to paint the bedroom'],
  },
  {
    id: 'lead-named',
    category: 'lead-paint',
    all: [['lead paint', 'lead based paint', 'lead based', 'lead dust', 'lead poisoning', 'lead in the paint', 'paint with lead', 'paint has lead', 'lead levels', 'lead test']],
    negatable: true,
    unless: ['tested negative', 'test was negative', 'came back negative', 'no lead', 'lead free', 'lead-free'],
    examples: ['how do I remove lead paint from the windows', 'my toddler chews the window sill, could it be lead paint'],
    nearMisses: ['the lead test came back negative, how do I sand the trim'],
  },
  {
    id: 'old-paint-disturbed',
    category: 'lead-paint',
    all: [PAINT, PAINT_DISTURB],
    scope: 'message',
    homeBefore: 1978,
    unless: ['lead free', 'tested negative', 'new construction'],
    negatable: true,
    examples: [
      'sanding the painted window sills in our 1940s house', 'scrape the peeling paint off the porch, house is from 1920', 'strip the paint on the old doors with a heat gun, built in 1950',
      'sanding the old banister spindles back to bare wood, house built 1935', 'heat gun on the old skirting boards, 1920s house', 'want to dry scrape the flaking paint on the sash windows, house is victorian',
    ],
    nearMisses: ['sand the trim in our 2010 house', 'sand the kitchen cabinets before painting, house built 2012'],
  },
  {
    // a child (or a pet) eating or chewing paint chips: lead whatever the house's age is said to be
    id: 'lead-child',
    category: 'lead-paint',
    all: [
      ['toddler', 'baby', 'kid', 'kids', 'child', 'children', 'son', 'daughter', 'little one', 'dog', 'puppy'],
      ['eating', 'eat', 'ate', 'chewing', 'chewed', 'chew', 'mouthing', 'licking', 'in his mouth', 'in her mouth', 'in their mouth', 'swallowed'],
      ['paint chips', 'paint chip', 'paint flakes', 'paint flake', 'flakes of paint', 'chips of paint', 'peeling paint', 'old paint', 'window sill', 'windowsill', 'sill', 'crib rail', 'railing', 'banister', 'paint'],
    ],
    scope: 'message',
    unless: ['lead free', 'tested negative', 'new construction', 'face paint', 'finger paint', 'paint set', 'watercolor', 'crayon'],
    examples: ['my toddler has been eating paint chips off the porch', 'the baby keeps chewing the window sill and bits of paint come off'],
    nearMisses: ['my kid got finger paint on the carpet and tried to eat it'],
  },
  {
    id: 'roof-work',
    category: 'heights',
    all: [ROOF, ROOF_DO],
    window: 10,
    unless: ['fair price', 'is that fair', 'reasonable price', 'quote of', 'quoted', 'how much should', 'price for a', 
      'from the ground', 'stay off the roof', 'without getting on', 'without climbing', 'do not want to get on', 'roof of my mouth', 'roof rack', 'car roof', 'dog house roof', 'doghouse', 'birdhouse', 'shed roof',
      'playhouse', 'under the roof', 'attic',
      // roofs on small things
      'doll house', 'dollhouse', 'cubby', 'cubby house', 'kennel', 'rabbit hutch', 'hutch', 'chicken coop', 'coop', 'bird feeder', 'sunroof', 'van roof', 'roof of the car',
    ],
    examples: [
      'need to replace some shingles that blew off', 'the roof is leaking over the bedroom', 'how do I get on the roof to clean the moss', 'patch the flashing around the skylight', 'fix the roof vent',
      'need to replace a few slipped slates on the roof', 'the ridge capping is loose, can I re-bed it myself', 'how do I get up to clean the solar panels on the roof', 'the whirlybird on the roof is squeaking, can I fix it',
    ],
    nearMisses: ['the roof of my mouth hurts', 'roof rack on the car rattles', 'the roof of the doll house is loose', 'the cubby house roof leaks'],
  },
  {
    id: 'high-work',
    category: 'heights',
    all: [HIGH, HIGH_WORK],
    window: 10,
    examples: ['clean the second story gutters', 'paint the trim around the third floor windows from outside', 'the 2nd floor siding is loose'],
    nearMisses: ['the second floor bathroom faucet drips', 'each time the washer valve closes there is a bang in the pipes, audible two floors up, same at the outside tap'],
  },
  {
    // standing on a ledge, sill or roof edge to reach windows or gutters upstairs
    id: 'ledge-standing',
    category: 'heights',
    all: [['ledge', 'window ledge', 'sill', 'windowsill', 'window sill', 'parapet', 'roof edge', 'porch roof', 'bay roof'], ['stand', 'standing', 'climb', 'climbing', 'lean out', 'leaning out', 'sit on', 'sitting on', 'hold the frame', 'holding on'], ['upstairs', 'second floor', 'second story', 'first floor', 'outside', 'top floor', 'upper']],
    scope: 'message',
    examples: ["how do I clean the outside of the upstairs windows? I was thinking stand on the ledge and hold the frame"],
    nearMisses: ['the paint on the inside window sill is peeling'],
  },
  {
    id: 'tall-ladder',
    category: 'heights',
    all: [TALL_LADDER],
    examples: ['I need an extension ladder to reach the gutters', 'set up scaffolding to paint the gable'],
    nearMisses: ['a step ladder to change a bulb'],
  },
  {
    // a light or alarm high over a stairwell or in a vaulted ceiling: a ladder over a drop
    id: 'stairwell-height',
    category: 'heights',
    all: [
      ['stairwell', 'stair well', 'over the stairs', 'above the stairs', 'over the staircase', 'above the staircase', 'vaulted ceiling', 'cathedral ceiling', 'double height', 'atrium', 'foyer ceiling', 'high ceiling', 'really high ceiling'],
      ['stepladder', 'step ladder', 'books under', 'on the stairs', 'ladder', 'ladders', 'reach', 'can not reach', 'plank', 'tall', 'climb', 'stand on'],
    ],
    scope: 'message',
    unless: ['step stool', 'from the landing', 'pole tool', 'bulb changer', 'extension pole'],
    examples: [
      "Light over our stairwell is out, it's probably 15 feet up above the stairs. Thinking of setting the stepladder on the stairs with a couple of books under the short side to level it.",'change the bulb in the light over the stairwell, ceiling is really high, need a tall ladder', 'smoke alarm in the vaulted ceiling is beeping, how do I reach it'],
    nearMisses: ['the light over the stairs can be reached from the landing with a step stool', 'use a bulb changer on an extension pole for the high ceiling light'],
  },
  {
    // fire, smoke into the room, tar, a leaning stack: stops whatever else is said ("and the glass is black")
    id: 'chimney-danger',
    category: 'chimney',
    all: [[...CHIMNEY, 'lit a fire', 'lit the fire', 'light the fire', 'lighting the fire', 'fire is lit', 'fire going', 'open fire', 'wood fire', 'log fire', 'coal fire'], CHIMNEY_DANGER],
    scope: 'message',
    negatable: true,
    unless: ['range hood', 'hood chimney', 'cooker hood'],
    examples: ['smoke comes back into the room from the log burner and the glass is black', 'lit a fire and smoke poured back into the room'],
    nearMisses: ['the cooker hood chimney is leaning a bit, how do I straighten it'],
  },
  {
    // a chimney fire by its signs: roaring like a jet or a train, a stove pipe or flue glowing red
    id: 'chimney-fire-signs',
    category: 'chimney',
    all: [
      ['wood stove', 'woodstove', 'wood burner', 'log burner', 'stove pipe', 'stovepipe', 'flue', 'flue pipe', 'chimney', 'fireplace', 'pipe going up', 'pipe above the stove', 'insert'],
      ['roaring', 'roar', 'like a jet', 'jet engine', 'freight train', 'like a train', 'glowing', 'glowed', 'glow', 'red hot', 'cherry red', 'dull red', 'turned red', 'sparks out the top', 'flames out the top'],
    ],
    window: 12,
    unless: ['ember', 'embers', 'coals', 'glowing embers', 'embers glowing', 'coals glowing', 'logs glowing'],
    examples: ['wood stove started roaring like a jet and the pipe going up from it was glowing a dull red for a few minutes', 'the flue pipe on the log burner went red hot and was roaring'],
    nearMisses: ['the embers in the wood stove are glowing nicely this evening'],
  },
  {
    // creosote: black crunchy flakes falling into the grate from a flue that has not been swept
    id: 'creosote-flakes',
    category: 'chimney',
    all: [
      ['flakes', 'flaking', 'crunchy', 'crusty', 'tar', 'tarry', 'creosote', 'black bits', 'black chunks', 'shiny black', 'glazed'],
      ['grate', 'firebox', 'fireplace', 'chimney', 'flue', 'stove', 'hearth', 'from up inside', 'up the chimney'],
      ['falling', 'fall', 'drop', 'dropping', 'coming down', 'come down', 'not swept', 'never swept', 'swept in', 'been swept', 'build up', 'buildup', 'dripping'],
    ],
    scope: 'message',
    examples: ['black crunchy flakes keep falling down into the grate from up inside, have not had it swept in about 6 years'],
    nearMisses: ['ash falls through the grate, how often should I empty the ash pan'],
  },
  {
    id: 'chimney',
    category: 'chimney',
    all: [CHIMNEY, CHIMNEY_TROUBLE],
    scope: 'message',
    unless: [
      'range hood', 'hood chimney', 'chimney sweep came', 'chimney sweep cleaned', 'glass doors', 'remote', 'gas fireplace remote', 'fireplace screen', 'mantel', 'paint the fireplace', 'fireplace tile', 'fireplace surround',
      // the stove's glass and the ash pan are everyday
      'clean the glass', 'cleaning the glass', 'glass is dirty', 'glass gets dirty', 'replace the glass', 'cracked glass', 'glass cracked', 'glass is cracked', 'glass has cracked', 'fireplace glass', 'glass on the gas fireplace', 'glass on the fireplace', 'glass on the stove', 'glass on the log burner', 'glass on the wood burner',
      'glass is black', 'glass goes black', 'glass gets black', 'glass turns black', 'black glass', 'soot on the glass', 'glass is sooty', 'ash pan', 'empty the ash', 'clean out the ash', 'hearth tile',
    ],
    examples: [
      'loud roaring in the chimney and sparks out the top', 'smoke coming back into the room from the fireplace', 'bricks falling off the chimney', 'creosote build up in the flue, can I clean it myself', 'the chimney is leaning',
      'smoke keeps puffing back into the room from the wood burner', 'black tar dripping down inside the fireplace', 'brown stains coming through on the chimney breast wallpaper', 'the chimney pot is loose',
      'loud roaring in the flue of the log burner and the pipe is red hot',
    ],
    nearMisses: [
      'the range hood chimney cover is loose', 'repaint the fireplace mantel', 'light a fire in the fireplace for the first time, any tips', 'the logs crackle and pop in the fireplace, is that normal',
      'glowing embers left in the fireplace overnight', 'replace the glass on the gas fireplace door, it cracked', 'when should we book a chimney sweep',
    ],
  },
  {
    id: 'garage-spring',
    category: 'garage-spring',
    all: [GARAGE, SPRING, SPRING_TROUBLE],
    scope: 'message',
    // other cables and springs that live in a garage
    unless: ['garage light', 'tv cable', 'extension cable', 'power cable', 'internet cable', 'ethernet', 'charging cable', 'charger cable', 'side gate', 'gate spring', 'door closer', 'screen door', 'bike spring', 'trampoline spring', 'mattress spring'],
    examples: [
      'garage door spring snapped with a loud bang', 'how do I replace the torsion spring on my garage door', 'the garage door cable came off the drum', 'adjust the tension on the garage door springs',
      'the spring above the garage door is in two pieces', 'the cable on one side of the roller door came off', 'can I wind up the torsion spring myself with screwdrivers',
    ],
    nearMisses: ['the garage door reverses before it closes', 'lubricate the noisy garage door rollers', 'fix the loose cable on the garage light', 'the spring on the garage side gate is loose'],
  },
  {
    id: 'garage-spring-symptoms',
    category: 'garage-spring',
    all: [GARAGE, ['super heavy', 'very heavy', 'really heavy', 'suddenly heavy', 'heavy to lift', 'slams down', 'slam down', 'slammed down', 'falls fast', 'crashes down', 'drops fast', 'comes crashing', 'opener strains', 'opener struggles', 'gap in the spring', 'spring has a gap']],
    scope: 'message',
    examples: ['garage door is suddenly super heavy and slams down when i lift it by hand'],
    nearMisses: ['the garage door is noisy when it opens'],
  },
  {
    id: 'torsion-named',
    category: 'garage-spring',
    all: [['torsion spring', 'torsion springs', 'garage spring', 'garage springs', 'garage door spring', 'garage door springs', 'garage door cable', 'garage door cables']],
    examples: ['torsion spring looks broken'],
    nearMisses: ['office chair spring squeaks'],
  },
];

/**
 * Other languages: a few unmistakable phrases per hazard, matched on folded text (accents removed), and
 * groups of core words for the categories people describe rather than name. A single word of four
 * letters or more matches any word it starts ("czad" finds "czadu", "kopfschmerz" finds
 * "Kopfschmerzen"): write stems, and write a phrase where a stem would start an English word
 * ("la prise", not "prise", which starts "prised"; "sale humo", not "humo", which starts "humour").
 * The offline engine understands English only; these make sure a hazard is stopped in any case.
 */
export const OTHER_LANGUAGE_HAZARDS: Array<{ category: HazardCategory; phrases: string[]; all?: string[][] }> = [
  {
    category: 'flood-electricity',
    phrases: [],
    all: [
      ['agua', 'eau', 'wasser', 'acqua', 'woda', 'wody', 'water', 'gotea', 'goteando', 'pingando', 'goutte', 'tropft', 'gocciola', 'kapie', 'fuite', 'perdita'],
      [
        'lampara', 'lustre', 'luminaria', 'plafonnier', 'lampe', 'luminaire', 'lampadario', 'lampa', 'enchufe', 'tomada', 'la prise', 'une prise', 'les prises', 'prise electrique', 'prises electriques', 'prise de courant',
        'steckdose', 'presa', 'gniazdko', 'interruptor', 'interrupteur', 'schalter', 'sicherungskasten', 'quadro de luz', 'cuadro electrico', 'tableau electrique',
      ],
    ],
  },
  {
    category: 'structural',
    phrases: [],
    all: [
      ['techo', 'teto', 'plafond', 'decke', 'soffitto', 'sufit', 'viga', 'poutre', 'balken', 'trave', 'cimientos', 'fondation', 'fundament', 'fondamenta'],
      ['hundido', 'hundiendo', 'combado', 'abombado', 'cediendo', 'cedendo', 'gonfiato', 'gonfio', 'abaulado', 'afundando', 'affaisse', 'gonfle', 'bombe', 'hangt durch', 'durchhangen', 'wolbt', 'ugina', 'wybrzuszony', 'grieta grande', 'fissure'],
    ],
  },
  {
    // a crack in a wall that widens, runs sideways or in steps, or a wall that leans or bulges
    category: 'structural',
    phrases: [],
    all: [
      [
        'grieta', 'fisura', 'rajadura', 'fissure', 'lezarde', 'crevasse', 'riss', 'rachadura', 'racha', 'trinca', 'fissura', 'crepa', 'crepe', 'fessura', 'spaccatura', 'lesione', 'pekniecie', 'peknie', 'pekniet',
        'rysa', 'rysy', 'szczelina', 'scheur', 'barst',
      ],
      [
        // es
        'se agranda', 'agrandando', 'mas grande', 'cada vez mas', 'ensancha', 'creciendo', 'horizontal', 'en escalera', 'escalonada', 'inclinad', 'se inclina', 'abombad', 'pandea',
        // fr
        'agrandi', 'elargi', 's elargit', 'de plus en plus', 'horizontale', 'en escalier', 'penche', 'bombe', 'gonfle',
        // de
        'breiter', 'wird grosser', 'grosser', 'wachst', 'waagerecht', 'waagrecht', 'treppenformig', 'neigt sich', 'schief', 'wolbt', 'beult',
        // pt
        'aumentando', 'abrindo', 'alargando', 'crescendo', 'em escada', 'inclinad', 'torto', 'torta', 'estufad', 'embarrigad',
        // it
        'allarga', 'ingrand', 'sempre piu', 'orizzontale', 'a scala', 'a gradini', 'pieg', 'inclinat', 'gonfi',
        // pl
        'powieksza', 'rosnie', 'poszerza', 'pozioma', 'poziome', 'schodkow', 'przechyl', 'wybrzusz', 'odchyla',
        // nl
        'groter', 'wordt breder', 'breder', 'horizontale', 'trapvormig', 'scheef', 'helt over', 'bolt uit', 'bolling',
      ],
    ],
  },
  {
    category: 'gas',
    phrases: [
      'oeuf pourri', 'oeufs pourris', 'huevo podrido', 'huevos podridos', 'faule eier', 'faulen eiern', 'ovo podre', 'ovos podres', 'uova marce', 'uovo marcio', 'zgnile jaja', 'zgnilych jaj', 'rotte eieren', 'rotte eier',
      'huele a gas', 'olor a gas', 'fuga de gas', 'escape de gas', 'olor de gas', 'odeur de gaz', 'sent le gaz', 'fuite de gaz', 'gasgeruch', 'riecht nach gas', 'gasleck', 'gas riechen',
      'cheiro de gas', 'cheira a gas', 'vazamento de gas', 'fuga de gas', 'odore di gas', 'puzza di gas', 'perdita di gas', 'fuga di gas', 'zapach gazu', 'czuc gaz', 'wyciek gazu', 'gaslucht', 'ruik gas',
    ],
  },
  {
    category: 'carbon-monoxide',
    phrases: [
      'monoxido de carbono', 'monoxyde de carbone', 'kohlenmonoxid', 'monossido di carbonio', 'tlenek wegla', 'czad', 'koolmonoxide', 'detector de co', 'detecteur de co', 'co melder', 'alarme co',
      'monoxido', 'monoxyde', 'monossido', 'rilevatore di co', 'czujnik co',
    ],
  },
  {
    // carbon monoxide said as symptoms with a heating appliance ("Kopfschmerzen und Übelkeit seit die Gastherme läuft")
    category: 'carbon-monoxide',
    phrases: [],
    all: [
      [
        // es, fr, de, pt, it, pl, nl: headache, dizziness, nausea, vomiting, drowsiness, fainting
        'dolor de cabeza', 'dolores de cabeza', 'mareo', 'mareado', 'nausea', 'vomit', 'somnolen', 'desmay',
        'mal de tete', 'maux de tete', 'vertige', 'nausee', 'evanoui', 'malaise',
        'kopfschmerz', 'kopfweh', 'schwindel', 'ubelkeit', 'ubel', 'erbrech', 'benommen', 'ohnmacht',
        'dor de cabeca', 'dores de cabeca', 'tontura', 'enjoo', 'enjoad', 'desmai', 'sonolen',
        'mal di testa', 'vertigin', 'capogir', 'svenut', 'svenimento', 'sonnolen',
        'bol glowy', 'bole glowy', 'zawroty glowy', 'mdlosci', 'wymiot', 'sennosc', 'omdl',
        'hoofdpijn', 'duizelig', 'misselijk', 'overgeven', 'braken', 'slaperig', 'flauwgevallen',
      ],
      [
        'caldera', 'calentador', 'calefaccion', 'estufa', 'chimenea', 'calefactor',
        'chaudiere', 'chauffe eau', 'chauffage', 'poele', 'cheminee',
        'therme', 'gastherme', 'gasheizung', 'gasofen', 'heizung', 'heizkessel', 'kessel', 'ofen', 'kamin', 'durchlauferhitzer', 'brenner', 'boiler',
        'aquecedor', 'caldeira', 'esquentador', 'lareira', 'fogao', 'aquecimento',
        'caldaia', 'stufa', 'scaldabagno', 'caminetto', 'riscaldamento',
        'piec gazowy', 'piec co', 'piec w', 'piecyk', 'pieca', 'piecem', 'kociol', 'junkers', 'termet', 'grzejnik', 'kominek', 'ogrzewanie', 'terma',
        'ketel', 'cv ketel', 'geiser', 'kachel', 'open haard', 'verwarming',
      ],
    ],
  },
  {
    // a fallen or touching power line: named as the power cable (a phone charger's "cable" is not one)
    category: 'power-line',
    phrases: ['fio de luz', 'fios de luz', 'cable de luz', 'cables de luz', 'fil electrique', 'fils electriques', 'stromleitung', 'freileitung', 'strommast', 'linia energetyczna', 'hoogspanningskabel'],
    all: [
      [
        'cable de luz', 'cables de luz', 'cable electrico', 'cables electricos', 'cable de la calle', 'linea electrica', 'tendido electrico', 'poste de luz', 'poste electrico',
        'fil electrique', 'fils electriques', 'cable electrique', 'ligne electrique', 'poteau electrique',
        'stromleitung', 'stromkabel', 'strommast', 'freileitung', 'oberleitung', 'kabel vom mast', 'kabel von der strasse',
        'fio de luz', 'fios de luz', 'fio eletrico', 'fios eletricos', 'fio da rua', 'fio do poste', 'cabo de energia', 'rede eletrica', 'poste de luz', 'poste eletrico',
        'cavo della luce', 'cavi della luce', 'cavo elettrico', 'cavi elettrici', 'filo della luce', 'fili della luce', 'palo della luce', 'linea elettrica',
        'przewod elektryczny', 'przewody elektryczne', 'kabel energetyczny', 'linia energetyczna', 'slup energetyczny', 'slupa',
        'stroomkabel', 'stroomdraad', 'elektriciteitskabel', 'hoogspanningskabel', 'elektriciteitspaal', 'bovenleiding',
      ],
      [
        'caido', 'caida', 'se cayo', 'en el suelo', 'tirado', 'colgando', 'esta roto', 'cable roto', 'se rompio', 'suelto', 'tocando', 'chispa',
        'tombe', 'par terre', 'au sol', 'pendouill', 'qui pend', 'arrache', 'touche la',
        'heruntergefallen', 'gerissen', 'am boden', 'auf dem boden', 'liegt', 'hangt', 'abgerissen', 'umgesturzt', 'umgefallen',
        'caiu', 'no chao', 'solto', 'pendurad', 'encostad', 'arrebentad', 'rompid',
        'caduto', 'caduta', 'a terra', 'per terra', 'penzol', 'staccat', 'spezzat', 'toccando', 'appoggiat',
        'zerwan', 'lezy', 'spadl', 'wisi', 'na ziemi', 'przewrocil',
        'gevallen', 'op de grond', 'afgebroken', 'losgeraakt', 'ligt',
      ],
    ],
  },
  {
    category: 'fire',
    phrases: [
      'chispas', 'chispea', 'echa chispas', 'olor a quemado', 'huele a quemado', 'sale humo', 'hay humo', 'echa humo', 'humo de', 'humo en', 'humo negro', 'humareda', 'etincelle', 'etincelles',
      'odeur de brule', 'sent le brule', 'fumee', 'funken', 'es funkt', 'funkt aus', 'steckdose funkt', 'schalter funkt', 'brandgeruch', 'riecht verbrannt', 'rauch kommt', 'rauch aus', 'qualm', 'es brennt',
      'feuer im', 'feuer in', 'in flammen', 'faisca', 'faiscas', 'cheiro de queimado', 'fumaca', 'scintille', 'odore di bruciato', 'puzza di bruciato', 'fumo', 'iskry', 'iskrzy', 'zapach spalenizny', 'dym',
      'incendio', 'incendie',
    ],
  },
  {
    category: 'electrical',
    phrases: ['descarga electrica', 'me dio corriente', 'da corriente', 'calambre', 'decharge electrique', 'prise chauffe', 'stromschlag', 'choque eletrico', 'da choque', 'scossa', 'prende la scossa', 'porazenie pradem', 'kopie pradem'],
  },
  // Hindi and Urdu written in Latin letters (Hinglish), and Afrikaans
  { category: 'fire', phrases: ['jalne ki smell', 'jalne jaisi', 'jal raha', 'jal rahi', 'jali hui', 'dhuan', 'dhuaan', 'chingari', 'chingariyan', 'brandreuk', 'vonke'] },
  { category: 'gas', phrases: ['gas ki smell', 'gas ki badbu', 'gas ki boo', 'gas leak ho', 'gasreuk', 'ruik gas', 'ruik na gas'] },
  { category: 'electrical', phrases: ['current laga', 'current lagta', 'jhatka', 'skok gekry'], all: [['garam', 'garm'], ['switch', 'socket', 'plug', 'board', 'taar', 'wire']] },
  { category: 'water-heater-relief', phrases: ['oorlooppyp'], all: [['geyser'], ['kokend', 'spuit', 'oorloop', 'stoom']] },
];
