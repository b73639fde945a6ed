import type { HazardCategory } from './categories';

/**
 * The hazard lexicon: reviewed data, not code. Each rule names groups of terms; the rule fires when one
 * term of every group appears in the same sentence (any order; `window` bounds how far apart), or in
 * the same message / the recent conversation for `scope: 'message' | 'conversation'`. Terms are words
 * or short phrases, matched after normalisation (stems, so plurals and verb forms are covered).
 * Each rule carries examples that must stop and near-misses that must not (safety.test.ts runs them).
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
  'spark plug', 'spark plug wire', 'gas cap', 'gas can', 'gas tank', 'gas station', 'gas mileage', 'gas bill', 'gas lift', 'gas cylinder', 'gas strut', 'gas spring',
  'gas pedal', 'gas mower', 'gas trimmer', 'gas grill', 'gas price', 'pilot light', 'pilot flame', 'ceiling fan', 'ceiling fans', 'ceiling paint', 'smoke alarm', 'smoke detector',
  'smoke and carbon monoxide alarm', 'smoke detector chirp', 'fire alarm', 'fire pit', 'fire up', 'fire extinguisher', 'fire door', 'fire brick', 'firewood', 'roof of my mouth',
  'roof of the mouth', 'roof rack', 'car roof', 'dryer sheet', 'dryer sheets', 'burnt toast', 'burnt food', 'burnt popcorn', 'burned toast', 'burned food', 'burnt coffee',
  'shocking bill', 'static shock', 'static electricity', 'shock absorber', 'shock absorbers', 'indicator light', 'status light', 'warning light', 'filter light', 'check light',
  'power light', 'light is blinking', 'water filter', 'water filter light', 'water softener', 'water bill', 'sewer bill', 'mold release', 'spark of inspiration', 'sparkling water',
  'power washer', 'power washing', 'power wash', 'power drill', 'power tool', 'power tools', 'power steering', 'power bank', 'power button', 'power cord', 'line trimmer', 'fishing line',
  'clothes line', 'clothesline', 'phone line', 'cable line', 'chimney sweep came', 'range hood chimney', 'hood chimney', 'lead pipe wrench', 'lead pencil', 'pencil lead',
  'carbon monoxide alarm install', 'smoke alarm battery', 'gas fireplace remote', 'fire starter', 'electrical tape', 'electric tape',
  'electricians tape', 'insulating tape', 'gut feeling',
];

const GAS = ['gas', 'natural gas', 'propane', 'lpg', 'butane', 'rotten egg', 'rotten eggs', 'sulfur', 'mercaptan'];
const SMELL = ['smell', 'odor', 'whiff', 'stink', 'stench', 'reek', 'fume', 'sniff', 'scent', 'nose'];
const WORK = [
  'install', 'hook up', 'hookup', 'connect', 'reconnect', 'disconnect', 'move', 'relocate', 'extend', 'run', 'cap', 'replace', 'swap', 'convert', 'fit', 'plumb',
  'add', 'new', 'set up', 'tap into', 'splice', 'reroute', 'repair', 'fix', 'tighten', 'redo', 'rewire', 'upgrade', 'put in', 'wire up', 'wire in', 'do it myself', 'diy',
];
const GAS_PARTS = [
  'gas line', 'gas pipe', 'gas hose', 'gas valve', 'gas meter', 'gas fitting', 'gas connector', 'gas flex', 'gas regulator', 'gas range', 'gas stove', 'gas oven', 'gas cooktop',
  'gas hob', 'gas dryer', 'gas water heater', 'gas furnace', 'gas boiler', 'gas fireplace', 'gas log', 'gas logs', 'gas insert', 'gas heater', 'gas appliance', 'gas supply',
  'gas stub', 'gas control', 'gas control valve', 'gas shutoff', 'gas shut off', 'gas tankless', 'propane line', 'propane tank line', 'propane heater', 'gas generator',
];
const CO_ALARM = ['carbon monoxide alarm', 'carbon monoxide detector', 'carbon monoxide sensor', 'carbon monoxide monitor', 'co alarm', 'co detector', 'co sensor', 'co monitor', 'co2 alarm', 'co2 detector', 'combination alarm', 'combo alarm', 'combo detector'];
const ALARMING = ['go off', 'going off', 'went off', 'goes off', 'sounding', 'sound', 'beep', 'beeping', 'alarm', 'alarming', 'ring', 'ringing', 'trigger', 'triggered', 'reading', 'ppm', 'number', 'warning', 'blaring', 'screaming', 'scream', 'shrieking', 'loud'];
const SYMPTOMS = [
  'headache', 'dizzy', 'dizziness', 'lightheaded', 'light headed', 'nausea', 'nauseous', 'nauseated', 'vomit', 'vomiting', 'throw up', 'throwing up', 'drowsy', 'sleepy', 'groggy',
  'faint', 'fainted', 'passed out', 'confused', 'confusion', 'flu', 'flu like', 'sick', 'ill', 'short of breath', 'unwell', 'tired all the time', 'feel awful', 'feel terrible',
];
const FUEL_BURNING = [
  'furnace', 'boiler', 'water heater', 'heater', 'space heater', 'fireplace', 'wood stove', 'woodstove', 'gas stove', 'stove', 'oven', 'range', 'generator', 'chimney', 'flue',
  'heating', 'heat', 'car in the garage', 'running car', 'gas', 'propane', 'kerosene', 'pellet stove', 'grill indoors', 'charcoal', 'boiler room', 'hvac', 'heat exchanger',
];
const BURNING = ['burning', 'burn', 'burnt', 'burned', 'melting', 'melted', 'melt', 'scorched', 'scorch', 'charred', 'smoldering', 'smouldering', 'electrical', 'electric', 'hot plastic', 'plastic', 'fishy', 'singed', 'toasty'];
const ELECTRIC_THINGS = [
  'outlet', 'socket', 'receptacle', 'plug', 'switch', 'light switch', 'dimmer', 'cord', 'extension cord', 'power strip', 'surge protector', 'wire', 'wiring', 'cable', 'panel',
  'breaker', 'breaker box', 'fuse box', 'fuse', 'light', 'light fixture', 'fixture', 'lamp', 'bulb', 'ceiling light', 'appliance', 'dryer', 'washer', 'washing machine',
  'dishwasher', 'fridge', 'refrigerator', 'freezer', 'oven', 'stove', 'range', 'microwave', 'toaster', 'kettle', 'fan', 'exhaust fan', 'heater', 'space heater', 'furnace',
  'air conditioner', 'ac unit', 'motor', 'tv', 'television', 'computer', 'charger', 'vent', 'hair dryer', 'electric blanket', 'baseboard heater', 'garbage disposal',
  'disposal', 'doorbell', 'thermostat', 'transformer', 'meter', 'junction box', 'box', 'wall', 'ceiling', 'attic', 'water heater', 'pump', 'sump pump', 'dehumidifier',
];
const SWITCHGEAR = ['outlet', 'socket', 'receptacle', 'plug', 'switch', 'light switch', 'dimmer', 'dimmer switch', 'cord', 'extension cord', 'power strip', 'breaker', 'panel', 'breaker box', 'fuse box', 'wire', 'wiring', 'cover plate', 'faceplate', 'gfci', 'gfi', 'junction box', 'electric meter'];
const OVERHEAT = ['hot', 'warm', 'heat', 'heating up', 'buzz', 'buzzing', 'hum', 'humming', 'crackle', 'crackling', 'sizzle', 'sizzling', 'popping sound', 'pop sound', 'loud pop', 'popped loudly', 'discolored', 'discolor', 'brown', 'black', 'blackened', 'melt', 'melted', 'melting', 'scorch', 'scorched', 'char', 'charred', 'smoke', 'smoking', 'burn mark', 'burn marks', 'scorch mark', 'too hot to touch', 'arc', 'arcing'];
const SHOCK = ['shock', 'shocked', 'zap', 'zapped', 'zapping', 'tingle', 'tingling', 'jolt', 'jolted', 'electrocute', 'electrocuted', 'electric current', 'feel electricity', 'felt electricity', 'buzz when i touch', 'got a buzz', 'current', 'voltage'];
const TOUCHABLE = [
  'tap', 'faucet', 'tub', 'bathtub', 'bath', 'shower', 'shower tap', 'shower head', 'sink', 'pipe', 'water', 'metal', 'appliance', 'washer', 'washing machine', 'dryer', 'fridge',
  'refrigerator', 'oven', 'stove', 'range', 'dishwasher', 'microwave', 'toaster', 'kettle', 'lamp', 'switch', 'outlet', 'socket', 'plug', 'cord', 'light', 'fixture', 'handle',
  'door', 'railing', 'rail', 'fence', 'towel bar', 'mixer', 'faucet handle', 'spigot', 'hose', 'pool', 'hot tub', 'doorknob', 'door knob', 'light switch', 'cover plate', 'screw', 'box', 'wall', 'floor',
];
const FLICKER = ['flicker', 'flickering', 'dim', 'dimming', 'dims', 'brownout', 'surge', 'surging', 'blink', 'blinking', 'pulse', 'pulsing', 'brighten', 'get brighter', 'go bright', 'brighter and dimmer', 'fluctuate', 'go out', 'going out'];
const WHOLE_HOUSE = ['all', 'whole', 'every', 'entire', 'house', 'home', 'throughout', 'multiple', 'several', 'half', 'every room', 'all over', 'different rooms', 'other rooms', 'upstairs and downstairs', 'each room'];
const PANEL = ['panel', 'electrical panel', 'breaker panel', 'breaker box', 'fuse box', 'fuse panel', 'main panel', 'service panel', 'subpanel', 'sub panel', 'load center', 'main breaker', 'bus bar', 'busbar', 'meter', 'meter base', 'service drop', 'service entrance', 'service mast', 'service wire', 'service cable', 'breaker', 'new breaker', 'double pole breaker'];
const BIG_CIRCUIT = ['new circuit', 'dedicated circuit', 'add a circuit', 'another circuit', 'extra circuit', '240', '240v', '240 volt', '220', '220v', '220 volt', 'ev charger', 'car charger', 'level 2 charger', 'level 2', 'tesla charger', 'wall connector', 'hot tub wiring', 'subpanel', 'sub panel', '200 amp', '100 amp', '50 amp', '30 amp', 'service upgrade', 'heavy up', 'generator interlock', 'transfer switch', 'whole house generator', 'knob and tube', 'aluminum wiring'];
const POWER_LINE = ['power line', 'power lines', 'powerline', 'electric line', 'electrical line', 'line to the house', 'lines to the house', 'utility line', 'utility pole', 'pole', 'service drop', 'overhead line', 'overhead wire', 'wire from the pole', 'wires from the pole', 'wire to the house', 'wires to the house', 'hydro line', 'electric wire', 'electricity line', 'live wire', 'power cable'];
const LINE_TROUBLE = ['down', 'downed', 'fallen', 'fell', 'fall', 'on the ground', 'sag', 'sagging', 'hanging', 'low', 'snapped', 'broken', 'touching', 'touch', 'lying', 'lay', 'resting', 'branch', 'limb', 'tree', 'spark', 'sparking', 'arcing', 'smoking', 'tangled', 'caught', 'on it', 'on the line'];
const WATER = ['water', 'leak', 'leaking', 'drip', 'dripping', 'wet', 'flood', 'flooded', 'flooding', 'trickle', 'trickling', 'damp', 'moisture', 'condensation', 'soaked', 'puddle', 'rain', 'rainwater', 'seep', 'seeping', 'full of water', 'standing water', 'submerged', 'underwater'];
const LIVE_PARTS = [
  'light fixture', 'ceiling light', 'light', 'lights', 'lamp', 'chandelier', 'pendant', 'recessed light', 'can light', 'pot light', 'downlight', 'sconce', 'light box', 'bulb',
  'outlet', 'socket', 'receptacle', 'switch', 'light switch', 'panel', 'breaker', 'breaker box', 'fuse box', 'wiring', 'wire', 'wires', 'junction box', 'electrical box',
  'meter', 'electric meter', 'power strip', 'extension cord', 'extension lead', 'power board', 'multi plug', 'plugged in', 'adapter', 'smoke detector wiring', 'exhaust fan', 'bathroom fan', 'ceiling fan', 'light fitting', 'fitting', 'electrics', 'electrical',
];
const RELIEF = ['relief valve', 'pressure relief valve', 't&p', 't&p valve', 't and p valve', 'tp valve', 'temperature and pressure', 'temperature pressure relief', 'pop off valve', 'popoff valve', 'safety valve', 'overflow pipe', 'discharge pipe', 'valve on the side', 'side valve', 'relief pipe', 'pressure valve'];
const RELEASING = ['leak', 'leaking', 'drip', 'dripping', 'hiss', 'hissing', 'spray', 'spraying', 'spit', 'spitting', 'discharge', 'discharging', 'release', 'releasing', 'run', 'running', 'steam', 'steaming', 'coming out', 'blow', 'blowing', 'gush', 'gushing', 'trickle', 'trickling', 'open', 'opening', 'pop', 'popping', 'pour', 'pouring', 'water', 'hot water', 'squirt'];
const SAG = ['sag', 'sagging', 'sags', 'droop', 'drooping', 'bulge', 'bulging', 'bulges', 'bow', 'bowing', 'bowed', 'buckle', 'buckling', 'buckled', 'belly', 'balloon', 'ballooning', 'bubble', 'bubbling', 'dip', 'dipping', 'give way', 'giving way', 'collapse', 'collapsing', 'cave', 'caving', 'sunken', 'bouncy', 'spongy', 'soft', 'lean', 'leaning', 'pull away', 'pulling away', 'separating', 'heave', 'heaving'];
const STRUCTURE = ['ceiling', 'floor', 'floors', 'roof', 'roofline', 'beam', 'joist', 'joists', 'rafter', 'girder', 'header', 'foundation', 'load bearing', 'support post', 'post', 'column', 'porch', 'balcony', 'deck', 'wall', 'basement wall', 'chimney', 'stairs', 'staircase', 'subfloor', 'ceiling drywall', 'plaster ceiling'];
const CRACK = ['crack', 'cracks', 'cracking', 'cracked', 'fissure', 'split', 'gap'];
const FOUNDATION = ['foundation', 'basement wall', 'block wall', 'cinder block wall', 'concrete wall', 'foundation wall', 'footing', 'slab', 'brick wall', 'exterior wall', 'bearing wall', 'retaining wall'];
const CRACK_SIGN = ['widen', 'widening', 'wider', 'grow', 'growing', 'bigger', 'getting bigger', 'spreading', 'stair step', 'stairstep', 'stepped', 'step', 'zigzag', 'zig zag', 'horizontal', 'sideways', 'diagonal', 'bulge', 'bulging', 'bow', 'bowing', 'lean', 'leaning', 'shift', 'shifting', 'moving', 'move', 'inch', 'inches', 'wide', 'big', 'large', 'huge', 'deep', 'separating', 'gap', 'doors sticking', 'door sticking', 'water coming through', 'pushing in', 'sloping'];
const SEWAGE = ['sewage', 'sewer', 'raw sewage', 'sewer water', 'waste water', 'wastewater', 'black water', 'blackwater', 'poop', 'feces', 'faeces', 'excrement', 'toilet water', 'toilet paper', 'human waste', 'waste', 'brown water', 'dirty water'];
const BACKUP = ['back up', 'backing up', 'backed up', 'backup', 'coming up', 'come up', 'came up', 'bubbling up', 'bubble up', 'gurgle up', 'overflow', 'overflowing', 'rising', 'rise', 'flood', 'flooding', 'flooded', 'on the floor', 'into the tub', 'in the tub', 'in the shower', 'in the basement', 'basement floor', 'on the floor', 'all over the floor', 'out of the floor drain', 'out of the drain', 'up through', 'pushing up', 'spilling', 'spill', 'geyser'];
const EVERY_DRAIN = ['every drain', 'all drains', 'all the drains', 'all my drains', 'every sink', 'every toilet', 'all toilets', 'all the toilets', 'multiple drains', 'several drains', 'whole house drain', 'main line', 'main sewer', 'main drain', 'sewer line', 'sewer main', 'cleanout'];
const SLOW_BACK = ['back up', 'backing up', 'backed up', 'backup', 'slow', 'clog', 'clogged', 'blocked', 'gurgle', 'gurgling', 'overflow', 'overflowing', 'coming up', 'bubbling'];
const MOLD = ['mold', 'moldy', 'mildew', 'fungus', 'fuzzy', 'fuzz', 'furry', 'green stuff', 'white fuzzy', 'black fuzzy', 'black mold', 'black stuff', 'black spots', 'black patches', 'fuzzy growth', 'spores'];
const BIG = [
  'whole wall', 'entire wall', 'whole ceiling', 'entire ceiling', 'whole room', 'entire room', 'whole basement', 'entire basement', 'whole closet', 'whole attic', 'all over', 'everywhere',
  'covering', 'covers', 'covered', 'huge', 'large', 'massive', 'big', 'spreading', 'spread', 'keeps coming back', 'comes back', 'came back', 'behind the drywall', 'inside the wall', 'inside the walls',
  'in the walls', 'behind the wall', 'under the floor', 'under the carpet', 'multiple rooms', 'several rooms', 'sick', 'asthma', 'cough', 'coughing', 'wheezing', 'allergies', 'headache', 'headaches',
  '#big-area', 'square meters', 'square metres', 'floor to ceiling', 'half the wall', 'half the ceiling', 'whole bathroom ceiling', 'whole side', 'bigger than', 'full of', 'every joist', 'whole crawlspace', 'entire crawlspace', 'whole crawl space', 'into the bedroom', 'several walls', 'both walls',
];
const LAGGING = ['lagging', 'pipe lagging', 'pipe wrap', 'pipe insulation', 'pipe covering', 'pipe cladding', 'boiler insulation', 'boiler lagging', 'duct wrap', 'duct insulation', 'furnace insulation', 'furnace wrap', 'wrap', 'wrapping', 'insulation', 'covering', 'cladding', 'jacket'];
const PIPES = ['pipe', 'pipes', 'boiler', 'duct', 'ducts', 'ductwork', 'furnace', 'heating pipe', 'steam pipe', 'radiator pipe', 'basement pipe', 'old boiler', 'flue'];
const OLD_SIGN = ['white', 'old', 'crumbly', 'crumbling', 'crumble', 'fraying', 'frayed', 'chalky', 'powdery', 'flaking', 'paper', 'papery', 'cloth', 'cardboard', 'falling apart', 'cement', 'plaster', 'gray', 'fibrous', 'fibers', 'fibres', 'damaged', 'torn', 'ripped', 'original', 'mag', 'magnesia'];
const POPCORN = ['popcorn ceiling', 'popcorn', 'cottage cheese ceiling', 'acoustic ceiling', 'textured ceiling', 'stipple ceiling', 'stippled ceiling', 'artex', 'sprayed ceiling', 'spray on ceiling', 'ceiling texture', 'cottage cheese', 'acoustic tile', 'ceiling tiles'];
const DISTURB = ['scrape', 'scraping', 'remove', 'removing', 'removal', 'sand', 'sanding', 'drill', 'drilling', 'cut', 'cutting', 'patch', 'take off', 'get rid', 'pull up', 'pulling up', 'rip', 'rip out', 'ripping', 'tear out', 'tearing', 'demo', 'demolish', 'knock out', 'break up', 'grind', 'grinding', 'strip', 'stripping', 'chip', 'chipping', 'pry', 'peel', 'peeling', 'flaking', 'flake', 'crumbling', 'repaint', 'paint over', 'replace', 'redo', 'renovate', 'refinish'];
const OLD_TILE = ['9 by 9', '9 inch', 'nine inch', '9 inch tile', 'asphalt tile', 'vinyl asbestos', 'old floor tile', 'old floor tiles', 'old tile', 'old tiles', 'old linoleum', 'linoleum', 'black mastic', 'black glue', 'mastic', 'old vinyl', 'vinyl tile', 'floor tile', 'floor tiles', 'tile'];
const PAINT = ['paint', 'painted', 'paintwork', 'varnish', 'window frame', 'window sill', 'windowsill', 'trim', 'siding', 'porch', 'railing', 'door frame', 'baseboard', 'old paint', 'layers of paint', 'shutters', 'crib'];
const PAINT_DISTURB = ['sand', 'sanding', 'scrape', 'scraping', 'strip', 'stripping', 'heat gun', 'burn off', 'burning off', 'torch', 'chip', 'chipping', 'peel', 'peeling', 'flake', 'flaking', 'remove', 'removing', 'wire brush', 'power wash', 'pressure wash', 'grind', 'crumbling', 'dust', 'chewing', 'chew', 'eating'];
const ROOF = ['roof', 'rooftop', 'roof top', 'shingle', 'shingles', 'roof flashing', 'step flashing', 'vent flashing', 'skylight flashing', 'flashing around the chimney', 'flashing around the skylight', 'ridge', 'ridge cap', 'roof vent', 'skylight', 'chimney flashing', 'tiles on the roof', 'roof tile', 'roof tiles', 'slates', 'slate roof', 'eaves', 'fascia', 'soffit', 'satellite dish', 'antenna'];
const ROOF_DO = ['on', 'onto', 'up', 'climb', 'climbing', 'walk', 'walking', 'get up', 'go up', 'repair', 'replace', 'fix', 'patch', 'leak', 'leaking', 'missing', 'blown off', 'blew off', 'loose', 'damaged', 'broken', 'clean', 'clear', 'install', 'reseal', 'seal', 'nail', 'hole', 'tarp', 'moss', 'snow', 'ice dam', 'ice', 'leaves', 'debris', 'paint'];
const HIGH = ['second story', 'second floor', '2nd story', '2nd floor', 'third story', 'third floor', '3rd floor', '3rd story', 'two story', 'two storey', 'three story', '2 story', '3 story', '4 story', 'upper floor', 'high up', 'very high', '20 feet', '25 feet', '30 feet', 'two floors up'];
const HIGH_WORK = ['gutter', 'gutters', 'siding', 'eaves', 'soffit', 'fascia', 'ladder', 'outside', 'exterior', 'from outside', 'shutter', 'shutters', 'camera', 'downspout', 'outside wall', 'outside window'];
const TALL_LADDER = ['extension ladder', 'tall ladder', 'long ladder', '24 foot ladder', '28 foot ladder', '32 foot ladder', '24 ft ladder', '28 ft ladder', '32 ft ladder', 'scaffold', 'scaffolding'];
const CHIMNEY = ['chimney', 'flue', 'chimney liner', 'chimney crown', 'chimney cap', 'wood stove pipe', 'stovepipe', 'stove pipe', 'creosote', 'fireplace'];
const CHIMNEY_TROUBLE = [
  'fire', 'on fire', 'roar', 'roaring', 'rumble', 'rumbling', 'freight train', 'flame', 'flames', 'spark', 'sparks', 'glow', 'glowing', 'red hot', 'smoke', 'smoking', 'smoke in the room',
  'smoke coming back', 'backdraft', 'back draft', 'creosote', 'crack', 'cracked', 'crumbling', 'lean', 'leaning', 'bricks falling', 'loose bricks', 'missing bricks', 'repoint', 'repair',
  'rebuild', 'cap', 'liner', 'clean', 'sweep', 'leak', 'leaking', 'blocked', 'bird', 'nest', 'animal', 'draft', 'smell', 'soot', 'popping', 'crackling',
];
const GARAGE = ['garage door', 'garage', 'overhead door', 'roll up door', 'roller door'];
const SPRING = ['spring', 'springs', 'torsion spring', 'torsion', 'extension spring', 'cable', 'cables', 'lift cable', 'drum', 'cable drum', 'bottom bracket'];
const SPRING_TROUBLE = ['broke', 'broken', 'snap', 'snapped', 'bang', 'loud bang', 'gap', 'loose', 'slack', 'replace', 'replacing', 'adjust', 'adjusting', 'tension', 'wind', 'winding', 'unwind', 'frayed', 'fray', 'off', 'came off', 'jumped', 'split', 'fix', 'repair', 'too heavy', 'heavy', 'crooked', 'uneven', 'one side'];

export const HAZARD_RULES: HazardRule[] = [
  {
    id: 'gas-smell',
    category: 'gas',
    all: [SMELL, GAS],
    scope: 'message',
    window: 8,
    unless: ['mower', 'lawnmower', 'lawn mower', 'car', 'truck', 'trimmer', 'chainsaw', 'leaf blower', 'jerry can', 'refuel', 'refueled', 'refuelled', 'gas station', 'gas bill'],
    examples: ['I smell gas near the water heater', 'there is a rotten egg smell in the kitchen', 'smells like propane in the garage', 'faint gas odour by the stove', 'the kitchen stinks of gas since this morning', 'kinda sulfur smell when the furnace runs'],
    nearMisses: ['my mower smells of gas after I filled the gas can', 'the gas cap on the lawnmower is cracked', 'burnt toast smell in the kitchen'],
    negatable: true,
  },
  {
    id: 'gas-hiss-leak',
    category: 'gas',
    all: [['hiss', 'hissing', 'leak', 'leaking', 'whistle', 'whistling', 'bubble', 'bubbling', 'escaping', 'blowing'], [...GAS, 'gas line', 'gas pipe', 'gas meter', 'gas valve']],
    window: 8,
    examples: ['hissing sound from the gas meter', 'I think the gas line is leaking', 'there is a propane leak at the tank', 'the gas pipe behind the dryer hisses'],
    nearMisses: ['the toilet tank hisses all night', 'air hissing from the radiator valve', 'gas lift on my office chair leaks down'],
    negatable: true,
  },
  {
    id: 'gas-work',
    category: 'gas',
    all: [WORK, GAS_PARTS],
    examples: ['hooking up my new gas range', 'how do I move the gas line for the dryer', 'want to install a gas fireplace insert myself', 'replace the flex connector on my gas stove', 'I need to cap off the old gas pipe in the basement', 'converting my stove from natural gas to propane'],
    nearMisses: ['replace the spark plug on the mower', 'fix the gas cap on my car', 'new gas lift for the office chair'],
  },
  {
    id: 'gas-described',
    category: 'gas',
    all: [SMELL, ['skunk', 'skunky', 'rotten egg', 'rotten eggs', 'sulfur', 'sulfury', 'egg', 'eggs', 'mercaptan'], ['water heater', 'furnace', 'boiler', 'stove', 'range', 'oven', 'dryer', 'fireplace', 'meter', 'basement', 'kitchen', 'pipe', 'heater', 'house', 'utility room', 'garage', 'laundry']],
    scope: 'message',
    examples: ['basement smells kinda like skunk near the water heater', 'a rotten egg smell in the kitchen near the stove'],
    nearMisses: ['a skunk sprayed under the deck last night', 'the fridge smells of old eggs'],
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
    id: 'co-alarm',
    category: 'carbon-monoxide',
    all: [CO_ALARM, ALARMING],
    negatable: false,
    unless: ['low battery', 'battery', 'chirp once', 'end of life', 'expired', 'expire', 'install', 'installing', 'mount', 'new one', 'replace it', 'replacing', 'wire in', 'test button'],
    examples: ['the CO alarm keeps going off', 'carbon monoxide detector beeping 4 times', 'our co detector went off last night', 'CO monitor shows a reading of 50'],
    nearMisses: ['want to install a carbon monoxide detector in the hallway', 'the co alarm chirps once a minute, low battery', 'my carbon monoxide detector expired, how to replace it'],
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
    examples: ['the furnace keeps cycling and the kids have headaches', 'we all feel dizzy when the boiler is on', 'I get a headache every time the heating runs', 'the gas fireplace is on a lot. Everyone has been nauseous'],
    nearMisses: ['my furnace filter is dirty', 'the water heater takes long to heat up'],
  },
  {
    id: 'co-soot-backdraft',
    category: 'carbon-monoxide',
    all: [['soot', 'sooty', 'black marks', 'backdraft', 'back draft', 'exhaust coming back', 'fumes coming back', 'yellow flame', 'orange flame', 'lazy flame', 'condensation on the windows'], ['furnace', 'boiler', 'water heater', 'flue', 'vent', 'fireplace', 'heater', 'burner', 'gas stove', 'gas']],
    examples: ['black soot around the water heater vent', 'the boiler flame is yellow and there is soot on the wall'],
    nearMisses: ['yellow stain on the ceiling under the bathroom'],
  },
  {
    id: 'burning-smell',
    category: 'fire',
    all: [SMELL, BURNING],
    unless: ['toast', 'food', 'popcorn', 'cooking', 'coffee', 'candle', 'incense', 'bbq', 'barbecue', 'campfire', 'wood fire', 'neighbor', 'neighbour', 'new oven', 'first use', 'self clean', 'self cleaning', 'dryer sheet', 'bleach'],
    negatable: true,
    examples: ['the dryer smells like burning wires', 'burning plastic smell from the outlet', 'electrical burning smell in the hallway', 'smells like something electrical is melting', 'a fishy burning smell near the bedroom socket', 'the microwave smells burnt and hot'],
    nearMisses: ['burnt toast smell in the kitchen', 'the house smells of burnt popcorn', 'dryer sheets smell too strong'],
  },
  {
    id: 'sparks',
    category: 'fire',
    all: [['spark', 'sparks', 'sparking', 'sparked', 'arc', 'arcing', 'arced', 'blue flash', 'bright flash', 'flash and a bang', 'flash from the outlet', 'fireball']],
    unless: ['plug wire', 'mower', 'lawnmower', 'spark plug', 'idea', 'conversation', 'joy', 'sparkle', 'flashlight', 'camera flash', 'flashing light', 'flashing lights', 'lighter', 'grill igniter', 'flint', 'flash drive', 'display'],
    negatable: true,
    examples: ['the outlet sparks when I plug in the vacuum', 'saw sparks behind the switch', 'a blue flash came out of the socket', 'the light switch is arcing', 'sparking from the dryer cord'],
    nearMisses: ['replacing the spark plug on my lawn mower', 'the archway needs paint', 'the grill igniter sparks but won’t light'],
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
    id: 'on-fire',
    category: 'fire',
    all: [['on fire', 'caught fire', 'catch fire', 'caught on fire', 'in flames', 'burst into flames', 'flames', 'flame', 'fire']],
    unless: ['pilot', 'grill', 'bbq', 'barbecue', 'candle', 'gas stove burner', 'burner flame', 'fire pit', 'firepit', 'campfire', 'fireplace log', 'fire up', 'extinguisher', 'fire alarm', 'fire department came', 'fireplace', 'wood stove', 'lighter', 'match', 'flame retardant', 'fire rated', 'fire door', 'fire brick', 'fire resistant', 'fire code', 'fire hydrant', 'firewood'],
    examples: ['the outlet caught fire', 'flames came out of the toaster', 'there was a small fire in the dryer', 'the power strip burst into flames'],
    nearMisses: ['the pilot flame on the water heater is blue', 'grill flames are uneven', 'fire up the grill for the weekend'],
  },
  {
    id: 'hot-buzzing-device',
    category: 'electrical',
    all: [SWITCHGEAR, OVERHEAT],
    window: 6,
    unless: ['hot water', 'hot tub', 'hot and cold', 'heat lamp', 'heater switch', 'heat pump', 'too hot in', 'hot in the room', 'hot room', 'disposal', 'disposer', 'garbage disposal', 'pop up', 'popup', 'sink plug', 'bath plug', 'drain plug', 'basin', 'plug thing'],
    examples: ['the switch is warm and buzzes', 'outlet is hot to the touch', 'the dimmer buzzes and the plate is warm', 'brown marks on the outlet', 'the breaker is humming loudly', 'plug got so hot the cord melted', 'crackling sound in the light switch'],
    nearMisses: ['the outlet cover plate is cracked', 'the light switch is loose', 'the hot water tap drips'],
  },
  {
    id: 'shock-tingle',
    category: 'electrical',
    all: [SHOCK, TOUCHABLE],
    unless: ['static', 'shocking bill', 'shock absorber', 'in shock', 'shocked at the price', 'shocked by the price', 'shocked how', 'shocked that', 'shocking price', 'bill', 'price', 'cost', 'quote', 'expensive', 'current price', 'current house', 'current one', 'current setup', 'current faucet', 'current toilet', 'voltage tester'],
    examples: ['I get a tingle when I touch the shower tap', 'got shocked by the washing machine', 'the kitchen faucet zaps me', 'I feel a slight current when I touch the tub', 'the fridge door handle gives a little shock'],
    nearMisses: ['static shock from the doorknob in winter', 'I was shocked at the price of a new faucet', 'the current faucet is a Moen'],
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
    examples: ['all the lights in the house flicker', 'lights dim all over the house when the dryer starts', 'every light in the house flickers at night', 'the power keeps dimming in several rooms', 'half the house lights go bright then dim'],
    nearMisses: ['one bulb in the bathroom flickers', 'the kitchen light flickers when I touch it'],
  },
  {
    id: 'lights-dim-when-appliance',
    category: 'electrical',
    all: [['lights', 'all lights'], FLICKER, ['when', 'whenever', 'every time', 'each time'], ['start', 'starts', 'kick on', 'kicks on', 'turn on', 'turns on', 'come on', 'comes on', 'run', 'runs', 'cycle', 'cycles']],
    scope: 'message',
    examples: ['the lights dim whenever the AC kicks on', 'lights flicker every time the fridge starts'],
    nearMisses: ['the lamp flickers when I touch it'],
  },
  {
    id: 'half-power',
    category: 'electrical',
    all: [['half', 'some', 'part'], ['house', 'home', 'outlets', 'lights', 'rooms'], ['lost power', 'no power', 'dead', 'not working', 'went out', 'go out', 'stopped working', 'brighter', 'dimmer']],
    scope: 'message',
    examples: ['half the house lost power but no breaker tripped', 'some lights are brighter and others dimmer since the storm'],
    nearMisses: ['one outlet in the bedroom is dead'],
  },
  {
    id: 'panel-work',
    category: 'panel-service',
    all: [WORK.concat(['open', 'opening', 'inside', 'take off', 'remove', 'removing', 'unscrew', 'look inside', 'see the wires', 'open up', 'take off the cover', 'remove the cover', 'behind the cover', 'work on', 'working on', 'touch', 'swap out', 'change']), PANEL],
    window: 10,
    unless: ['reset', 'resetting', 'flip', 'flipped', 'flip back', 'switch back', 'label', 'labeling', 'labelling', 'find which', 'which breaker', 'turn off the breaker', 'switch off the breaker', 'breaker off', 'turn the breaker off'],
    examples: ['how do I replace a breaker in my panel', 'I want to add a subpanel in the garage', 'open the fuse box and swap the fuses for breakers', 'take off the panel cover to see the wires', 'install a new breaker for the hot tub', 'the electric meter is loose, can I fix it'],
    nearMisses: ['the breaker tripped once when the kettle and microwave ran, I flipped it back', 'which breaker is the kitchen? I want to label the panel'],
  },
  {
    id: 'big-circuit',
    category: 'panel-service',
    all: [BIG_CIRCUIT],
    unless: ['240 volt dryer outlet replace', 'charger for my phone', 'phone charger', 'usb', 'battery'],
    examples: ['I want to install an EV charger in the garage', 'run a new circuit for the garage', 'put in a 240v outlet for the welder', 'add a dedicated circuit for the microwave', 'my house has knob and tube wiring, can I extend it'],
    nearMisses: ['my phone charger outlet is loose'],
  },
  {
    id: 'downed-line',
    category: 'power-line',
    all: [POWER_LINE, LINE_TROUBLE],
    window: 6,
    unless: ['other side of the street', 'across the street', 'nowhere near', 'far from', 'away from the', 'phone line', 'cable tv', 'internet cable', 'clothes line', 'clothesline', 'fishing line', 'trimmer line', 'fence line', 'property line', 'line trimmer', 'chalk line'],
    examples: ['a branch is lying on the power line to the house', 'the wire from the pole is sagging into the yard', 'power line down in the backyard after the storm', 'a tree fell on the electric lines', 'the line to the house is touching the gutter and sparking'],
    nearMisses: ['my string trimmer line keeps breaking', 'the clothes line is sagging'],
  },
  {
    id: 'tree-on-wires',
    category: 'power-line',
    all: [['tree', 'branch', 'limb', 'branches', 'limbs'], ['wire', 'wires', 'lines', 'line', 'cable', 'cables'], ['on', 'touch', 'touching', 'resting', 'lying', 'fell', 'fallen', 'hanging', 'tangled', 'near', 'into', 'through', 'rubbing', 'against']],
    unless: ['clothes line', 'clothesline', 'fishing line', 'trimmer line', 'property line', 'fence line', 'line trimmer', 'string line', 'other side of the street', 'across the street', 'nowhere near', 'far from', 'away from the'],
    window: 10,
    examples: ['big branch resting on the wires to my house', 'the tree limb is rubbing against the lines', 'tree fell on wires in the yard'],
    nearMisses: ['branch fell on the fence', 'the tree by the property line needs pruning'],
  },
  {
    id: 'water-live-parts',
    category: 'flood-electricity',
    all: [WATER, LIVE_PARTS],
    window: 10,
    unless: ['water filter', 'filter light', 'water heater light', 'under the sink light', 'water pressure light', 'water light', 'light rain', 'water the plants', 'water plants', 'water the lawn', 'water softener'],
    examples: ['water is dripping out of the ceiling light', 'the outlet behind the washer got wet', 'water leaking into the light fixture in the bathroom', 'rain is coming in around the panel', 'the bathroom fan drips water when it rains', 'water running down the wall behind the light switch'],
    nearMisses: ['the fridge water filter light is on', 'the dishwasher leaves water at the bottom', 'replace the bathroom light fixture'],
  },
  {
    id: 'flooded-with-power',
    category: 'flood-electricity',
    all: [['flood', 'flooded', 'flooding', 'standing water', 'inches of water', 'feet of water', 'underwater', 'under water', 'water everywhere', 'water rising'], ['outlet', 'outlets', 'socket', 'panel', 'breaker', 'electric', 'electrical', 'electricity', 'power', 'wire', 'wiring', 'appliance', 'furnace', 'water heater', 'power strip', 'extension cord', 'cord', 'dryer', 'washer', 'freezer', 'sump pump', 'plugged in']],
    scope: 'message',
    examples: ['basement flooded and the freezer is still plugged in', 'two inches of water around the furnace and water heater', 'standing water in the garage near the power strip'],
    nearMisses: ['flooded the bathroom floor with the bath, all mopped up', 'the lawn floods when it rains'],
  },
  {
    id: 'flooded-room',
    category: 'flood-electricity',
    all: [['basement', 'cellar', 'utility room', 'laundry room', 'crawlspace', 'crawl space', 'furnace room'], ['flooded', 'flooding', 'under water', 'underwater', 'inches of water', 'feet of water', 'standing water', 'water everywhere', 'filling with water', 'full of water']],
    scope: 'message',
    examples: ['my basement is flooded', 'the laundry room is flooding'],
    nearMisses: ['the basement floor drain smells'],
  },
  {
    id: 'relief-valve',
    category: 'water-heater-relief',
    all: [RELIEF, RELEASING],
    window: 16,
    examples: ['the relief valve on the water heater is hissing and leaking', 'water dripping from the T&P valve pipe', 'the pop off valve on my water heater keeps spitting hot water', 'steam coming out of the pressure relief valve'],
    nearMisses: ['how do I test the relief valve once a year'],
  },
  {
    id: 'water-heater-side-pipe',
    category: 'water-heater-relief',
    all: [['water heater', 'hot water heater', 'hot water tank', 'hot water cylinder', 'boiler tank'], ['pipe', 'tube', 'valve', 'pipe on the side', 'pipe that goes down'], ['puddle', 'drip', 'dripping', 'leak', 'leaking', 'warm water', 'hot water', 'water coming out', 'spitting', 'hiss', 'hissing', 'steam', 'trickle']],
    scope: 'message',
    unless: ['drain valve', 'flush', 'flushing', 'sediment', 'supply line', 'shut off valve', 'shutoff valve', 'cold water valve'],
    examples: ['puddle under the little copper pipe that comes off the top of our water heater and goes down to the floor, it is warm'],
    nearMisses: ['how do I flush the sediment from the water heater drain valve'],
  },
  {
    id: 'water-heater-overheat',
    category: 'water-heater-relief',
    all: [['water heater', 'hot water heater', 'hot water tank', 'boiler', 'tank'], ['bulge', 'bulging', 'swollen', 'swelling', 'boiling', 'steam', 'steaming', 'scalding', 'way too hot', 'extremely hot', 'too hot', 'banging loudly', 'exploding', 'explode', 'pressure']],
    window: 12,
    unless: ['toilet tank', 'toilet', 'fish tank', 'propane tank', 'gas tank', 'septic tank', 'test the', 'lower the temperature'],
    examples: ['the water heater is bulging at the top', 'water from the taps comes out boiling and the tank makes steam'],
    nearMisses: ['the toilet tank takes long to fill', 'water heater rumbles, want to flush it'],
  },
  {
    id: 'sagging-structure',
    category: 'structural',
    all: [SAG, STRUCTURE],
    window: 6,
    unless: ['gate', 'fence', 'closet rod', 'shelf', 'cabinet', 'couch', 'sofa', 'bed', 'mattress', 'curtain', 'gutter', 'door hinge', 'cabinet door', 'wallpaper', 'paint bubble', 'paint bubbling', 'carpet', 'clothes', 'tarp', 'hammock', 'vinyl', 'laminate', 'caulk', 'ceiling fan', 'power line', 'cable', 'deck board', 'one board', 'a board', 'stair tread', 'floorboard'],
    examples: ['the ceiling is bulging with water', 'our living room ceiling is sagging', 'the floor by the tub is spongy and sagging', 'a beam in the basement is bowing', 'the basement wall is bowing inward', 'the porch roof is sagging'],
    nearMisses: ['the closet rod sags in the middle', 'the gate sags and drags on the ground', 'the ceiling fan wobbles'],
  },
  {
    id: 'foundation-crack',
    category: 'structural',
    all: [CRACK, FOUNDATION],
    window: 10,
    negatable: true,
    unless: ['hairline crack in the basement floor', 'garage floor', 'driveway', 'walkway', 'sidewalk', 'patio', 'paver', 'drywall'],
    examples: ['stair-step cracks in the brick wall that keep widening', 'horizontal crack along the basement wall', 'the foundation crack got wider this year', 'there is a crack in my foundation'],
    nearMisses: ['a hairline crack in the drywall above the door', 'cracks in the concrete driveway'],
  },
  {
    id: 'wide-crack-signs',
    category: 'structural',
    all: [CRACK, ['wall', 'ceiling', 'brick', 'bricks', 'masonry', 'plaster'], CRACK_SIGN, ['widen', 'widening', 'wider', 'grow', 'growing', 'getting bigger', 'stair step', 'stairstep', 'stepped', 'zigzag', 'horizontal', 'bulge', 'bulging', 'lean', 'leaning', 'shift', 'shifting', 'separating', 'doors sticking', 'door sticking', 'pull away', 'pulling away']],
    window: 14,
    examples: ['the crack in the living room wall keeps getting bigger and the doors are sticking', 'a zigzag crack through the bricks outside'],
    nearMisses: ['hairline crack in the drywall by the window'],
  },
  {
    id: 'structural-removal',
    category: 'structural',
    all: [['remove', 'removing', 'knock down', 'knocking down', 'take out', 'taking out', 'tear down', 'open up', 'cut', 'cutting', 'notch', 'notching', 'drill through'], ['load bearing wall', 'bearing wall', 'load bearing', 'wall between the kitchen', 'wall between', 'joist', 'joists', 'beam', 'support post', 'lally column', 'rafter', 'rafters', 'header', 'truss', 'trusses']],
    window: 10,
    examples: ['I want to knock down the wall between the kitchen and living room', 'can I cut a notch in the floor joist for a pipe', 'remove the support post in the basement'],
    nearMisses: ['remove the baseboard to replace the flooring'],
  },
  {
    id: 'sewage-backup',
    category: 'sewage',
    all: [SEWAGE, BACKUP],
    window: 14,
    unless: ['sewer smell', 'sewer gas smell', 'sewage smell', 'smells like sewer', 'smell like sewer', 'smells like sewage', 'smell of sewer', 'smell of sewage'],
    examples: ['sewage backing up into the basement floor drain', 'toilet water is coming up in the tub', 'poop came up in the shower', 'raw sewage on the basement floor', 'dirty brown water bubbling up out of the floor drain'],
    nearMisses: ['sewer smell from a floor drain we never use', 'my water bill went up'],
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
    all: [['flush', 'flushing', 'toilet', 'washing machine drains', 'washer drains'], ['tub', 'bathtub', 'bath', 'shower', 'floor drain', 'basement drain', 'sink'], ['come up', 'comes up', 'coming up', 'bubble up', 'bubbles up', 'back up', 'backs up', 'overflow', 'overflows', 'fills up', 'rises']],
    scope: 'message',
    examples: ['when I flush the toilet, water comes up in the shower', 'the washer drains and the floor drain overflows with dirty water'],
    nearMisses: ['the toilet is clogged'],
  },
  {
    id: 'large-mold',
    category: 'mould',
    all: [MOLD, BIG],
    scope: 'message',
    unless: ['tiny', 'small spot', 'small patch', 'little spot', 'few spots', 'grout line'],
    measured: true,
    examples: ['4 by 8 feet of black mould behind the sofa', 'mold covering the whole basement wall', 'black mold all over the bathroom ceiling and it keeps coming back', 'mould behind the drywall in the closet', 'there is mildew spreading on the bedroom wall and my son has asthma'],
    nearMisses: ['a small spot of mildew in the shower corner', 'black mold in the grout line of the tub'],
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
    examples: ['white lagging on the basement pipes, house from 1940', 'the old boiler has crumbly white insulation on it', 'frayed paper wrap on the heating pipes'],
    nearMisses: ['I want to put foam insulation on the pipes in the crawlspace'],
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
    examples: ['sanding the painted window sills in our 1940s house', 'scrape the peeling paint off the porch, house is from 1920', 'strip the paint on the old doors with a heat gun, built in 1950'],
    nearMisses: ['sand the trim in our 2010 house'],
  },
  {
    id: 'roof-work',
    category: 'heights',
    all: [ROOF, ROOF_DO],
    window: 10,
    unless: ['from the ground', 'stay off the roof', 'without getting on', 'without climbing', 'do not want to get on', 'roof of my mouth', 'roof rack', 'car roof', 'dog house roof', 'doghouse', 'birdhouse', 'shed roof', 'playhouse', 'under the roof', 'attic'],
    examples: ['need to replace some shingles that blew off', 'the roof is leaking over the bedroom', 'how do I get on the roof to clean the moss', 'patch the flashing around the skylight', 'fix the roof vent'],
    nearMisses: ['the roof of my mouth hurts', 'roof rack on the car rattles'],
  },
  {
    id: 'high-work',
    category: 'heights',
    all: [HIGH, HIGH_WORK],
    scope: 'message',
    examples: ['clean the second story gutters', 'paint the trim around the third floor windows from outside', 'the 2nd floor siding is loose'],
    nearMisses: ['the second floor bathroom faucet drips'],
  },
  {
    id: 'tall-ladder',
    category: 'heights',
    all: [TALL_LADDER],
    examples: ['I need an extension ladder to reach the gutters', 'set up scaffolding to paint the gable'],
    nearMisses: ['a step ladder to change a bulb'],
  },
  {
    id: 'chimney',
    category: 'chimney',
    all: [CHIMNEY, CHIMNEY_TROUBLE],
    scope: 'message',
    unless: ['range hood', 'hood chimney', 'chimney sweep came', 'chimney sweep cleaned', 'glass doors', 'remote', 'gas fireplace remote', 'fireplace screen', 'mantel', 'paint the fireplace', 'fireplace tile', 'fireplace surround'],
    examples: ['loud roaring in the chimney and sparks out the top', 'smoke coming back into the room from the fireplace', 'bricks falling off the chimney', 'creosote build up in the flue, can I clean it myself', 'the chimney is leaning'],
    nearMisses: ['the range hood chimney cover is loose', 'repaint the fireplace mantel'],
  },
  {
    id: 'garage-spring',
    category: 'garage-spring',
    all: [GARAGE, SPRING, SPRING_TROUBLE],
    scope: 'message',
    examples: ['garage door spring snapped with a loud bang', 'how do I replace the torsion spring on my garage door', 'the garage door cable came off the drum', 'adjust the tension on the garage door springs'],
    nearMisses: ['the garage door reverses before it closes', 'lubricate the noisy garage door rollers'],
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
 * Other languages: a few unmistakable phrases per hazard, matched on folded text (accents removed).
 * The offline engine understands English only; these make sure a hazard is stopped in any case.
 */
export const OTHER_LANGUAGE_HAZARDS: Array<{ category: HazardCategory; phrases: string[]; all?: string[][] }> = [
  {
    category: 'flood-electricity',
    phrases: [],
    all: [
      ['agua', 'eau', 'wasser', 'acqua', 'woda', 'wody', 'water', 'gotea', 'goteando', 'pingando', 'goutte', 'tropft', 'gocciola', 'kapie', 'fuite', 'perdita'],
      ['lampara', 'lustre', 'luminaria', 'plafonnier', 'lampe', 'luminaire', 'lampadario', 'lampa', 'enchufe', 'tomada', 'prise', 'steckdose', 'presa', 'gniazdko', 'interruptor', 'interrupteur', 'schalter', 'sicherungskasten', 'quadro de luz', 'cuadro electrico', 'tableau electrique'],
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
    category: 'gas',
    phrases: [
      'huele a gas', 'olor a gas', 'fuga de gas', 'escape de gas', 'olor de gas', 'odeur de gaz', 'sent le gaz', 'fuite de gaz', 'gasgeruch', 'riecht nach gas', 'gasleck', 'gas riechen',
      'cheiro de gas', 'cheira a gas', 'vazamento de gas', 'fuga de gas', 'odore di gas', 'puzza di gas', 'perdita di gas', 'fuga di gas', 'zapach gazu', 'czuc gaz', 'wyciek gazu', 'gaslucht', 'ruik gas',
    ],
  },
  {
    category: 'carbon-monoxide',
    phrases: ['monoxido de carbono', 'monoxyde de carbone', 'kohlenmonoxid', 'monossido di carbonio', 'tlenek wegla', 'czad', 'koolmonoxide', 'detector de co', 'detecteur de co', 'co-melder', 'alarme co'],
  },
  {
    category: 'fire',
    phrases: [
      'chispas', 'chispea', 'echa chispas', 'olor a quemado', 'huele a quemado', 'humo', 'etincelle', 'etincelles', 'odeur de brule', 'sent le brule', 'fumee', 'funken', 'funkt', 'brandgeruch',
      'riecht verbrannt', 'rauch', 'faisca', 'faiscas', 'cheiro de queimado', 'fumaca', 'scintille', 'odore di bruciato', 'puzza di bruciato', 'fumo', 'iskry', 'iskrzy', 'zapach spalenizny', 'dym', 'incendio', 'incendie', 'feuer',
    ],
  },
  {
    category: 'electrical',
    phrases: ['descarga electrica', 'me dio corriente', 'da corriente', 'calambre', 'decharge electrique', 'prise chauffe', 'stromschlag', 'choque eletrico', 'da choque', 'scossa', 'prende la scossa', 'porazenie pradem', 'kopie pradem'],
  },
];
