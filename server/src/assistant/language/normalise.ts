import { stemmer } from 'stemmer';

/**
 * Text as the assistant reads it: lower case, accents and curly quotes folded, contractions expanded,
 * British spellings and common misspellings mapped, every word reduced to its stem (Porter, from the
 * `stemmer` package), split into sentences. Plurals, verb forms and word order stop mattering, so
 * "headaches" and "headache", "sparking" and "sparks" read the same.
 */
export interface Normalised {
  /** Folded text, words separated by single spaces, sentence ends kept as ' . '. */
  folded: string;
  /** Stems of each sentence, in order. */
  sentences: string[][];
  /** All stems, in order. */
  stems: string[];
}

const CONTRACTIONS: Array<[RegExp, string]> = [
  [/\bwon'?t\b/g, 'will not'],
  [/\bcan'?t\b/g, 'can not'],
  [/\bcannot\b/g, 'can not'],
  [/\bain'?t\b/g, 'is not'],
  [/\b(\w+)n't\b/g, '$1 not'],
  [/\b(don|doesn|didn|isn|wasn|aren|weren|hasn|haven|hadn|shouldn|wouldn|couldn)t\b/g, '$1 not'],
  [/\b(i|you|we|they)'m\b/g, '$1 am'],
  [/\bim\b/g, 'i am'],
  [/'(re|ve|ll|d|s)\b/g, ''],
];
const NOT_STEMS: Record<string, string> = {
  don: 'do',
  doesn: 'does',
  didn: 'did',
  isn: 'is',
  wasn: 'was',
  aren: 'are',
  weren: 'were',
  hasn: 'has',
  haven: 'have',
  hadn: 'had',
  shouldn: 'should',
  wouldn: 'would',
  couldn: 'could',
};

/** British spellings and frequent misspellings, mapped before stemming. Reviewed data: add freely. */
const SPELLINGS: Record<string, string> = {
  mould: 'mold',
  mouldy: 'moldy',
  odour: 'odor',
  odours: 'odors',
  colour: 'color',
  grey: 'gray',
  storey: 'story',
  storeys: 'stories',
  metre: 'meter',
  metres: 'meters',
  centre: 'center',
  aluminium: 'aluminum',
  tyre: 'tire',
  tyres: 'tires',
  sulphur: 'sulfur',
  plasterboard: 'drywall',
  smel: 'smell',
  smelt: 'smell',
  smellz: 'smell',
  smels: 'smells',
  oder: 'odor',
  odur: 'odor',
  oudor: 'odor',
  stinks: 'stink',
  elecrical: 'electrical',
  electical: 'electrical',
  eletrical: 'electrical',
  electricial: 'electrical',
  elctrical: 'electrical',
  eletric: 'electric',
  electic: 'electric',
  elecric: 'electric',
  outlit: 'outlet',
  oulet: 'outlet',
  outet: 'outlet',
  outlett: 'outlet',
  otlet: 'outlet',
  socet: 'socket',
  sparkin: 'sparking',
  sparkinng: 'sparking',
  sparkign: 'sparking',
  braker: 'breaker',
  brakers: 'breakers',
  breakr: 'breaker',
  monoxcide: 'monoxide',
  monixide: 'monoxide',
  monoxid: 'monoxide',
  monoxyde: 'monoxide',
  minoxide: 'monoxide',
  furnance: 'furnace',
  furnice: 'furnace',
  fernace: 'furnace',
  heather: 'heater',
  heatr: 'heater',
  boilor: 'boiler',
  ceilling: 'ceiling',
  cieling: 'ceiling',
  celing: 'ceiling',
  ceileing: 'ceiling',
  faucit: 'faucet',
  fawcet: 'faucet',
  facuet: 'faucet',
  faucett: 'faucet',
  toliet: 'toilet',
  toilett: 'toilet',
  toillet: 'toilet',
  tiolet: 'toilet',
  leeking: 'leaking',
  leking: 'leaking',
  leakin: 'leaking',
  dripin: 'dripping',
  driping: 'dripping',
  abestos: 'asbestos',
  asbestoes: 'asbestos',
  asbesto: 'asbestos',
  vermiculate: 'vermiculite',
  headake: 'headache',
  headakes: 'headaches',
  hedache: 'headache',
  dizy: 'dizzy',
  flikering: 'flickering',
  flickring: 'flickering',
  flicering: 'flickering',
  buzzin: 'buzzing',
  buzing: 'buzzing',
  burnin: 'burning',
  burining: 'burning',
  sewerage: 'sewage',
  sewge: 'sewage',
  shockd: 'shocked',
  tingly: 'tingling',
  propain: 'propane',
  chimeny: 'chimney',
  chimny: 'chimney',
  garbge: 'garbage',
  dishwaser: 'dishwasher',
  dishwahser: 'dishwasher',
  disposel: 'disposal',
  refridgerator: 'refrigerator',
  refrigirator: 'refrigerator',
  fridg: 'fridge',
  thermastat: 'thermostat',
  thermostate: 'thermostat',
  wather: 'water',
  watter: 'water',
  sqeaky: 'squeaky',
  squeeky: 'squeaky',
  creeky: 'creaky',
  creeking: 'creaking',
  wabbly: 'wobbly',
  wobbley: 'wobbly',
  windo: 'window',
  windoe: 'window',
  dore: 'door',
  drywal: 'drywall',
  sheetrock: 'drywall',
  strs: 'stairs',
  stairz: 'stairs',
  staris: 'stairs',
  guttter: 'gutter',
  guter: 'gutter',
  lightbulb: 'light bulb',
  lightbulbs: 'light bulbs',
  tp: 't&p',
  pilotlight: 'pilot light',
  showerhead: 'shower head',
  doorknob: 'door knob',
  doorknobs: 'door knobs',
  // Australian and British slang for an electrician (not a spark)
  sparky: 'electrician',
  sparkie: 'electrician',
  sparkies: 'electricians',
  leccy: 'electricity',
  lecky: 'electricity',
  discoloured: 'discolored',
  discolouration: 'discoloration',
  colouring: 'coloring',
  powerpoint: 'power point',
  powerpoints: 'power points',
};

/**
 * Irregular past forms people use for what happened ("the branch fell", "he threw up", "felt a zap"):
 * read as the verb, so the lexicon's present forms cover them. Not "lit" or "sank" ("the pilot is lit",
 * "the chair sank" would read as a light or a sink).
 */
const IRREGULAR: Record<string, string> = {
  threw: 'throw',
  thrown: 'throw',
  felt: 'feel',
  fell: 'fall',
  fallen: 'fall',
  came: 'come',
  blew: 'blow',
  blown: 'blow',
  caught: 'catch',
  ran: 'run',
  went: 'go',
  gone: 'go',
  shook: 'shake',
  shaken: 'shake',
  took: 'take',
  froze: 'freeze',
  frozen: 'freeze',
  hung: 'hang',
  bent: 'bend',
  burnt: 'burn',
  spat: 'spit',
  swept: 'sweep',
  dug: 'dig',
  woke: 'wake',
  drank: 'drink',
  ate: 'eat',
  tore: 'tear',
  torn: 'tear',
  wore: 'wear',
  sprang: 'spring',
  sprung: 'spring',
  split: 'split',
  snuck: 'sneak',
  spilt: 'spill',
  leapt: 'leap',
  dealt: 'deal',
  heard: 'hear',
  smelled: 'smell',
  stank: 'stink',
  stunk: 'stink',
  vomited: 'vomit',
  puked: 'vomit',
  puke: 'vomit',
  puking: 'vomit',
  barfed: 'vomit',
};
Object.assign(SPELLINGS, IRREGULAR);

/**
 * Words whose stem would collide with another word's: "siding" is not "side", "transite" (asbestos
 * cement board) is not "transition", "heavy" rain is not a floor that heaves.
 */
const KEEP_WHOLE: Record<string, string> = {
  siding: 'siding',
  sidings: 'siding',
  transite: 'transite',
  heavy: 'heavy',
  heavier: 'heavy',
  heavily: 'heavy',
};

/** Stem one lower-case word; -y adjectives read as their noun ("leaky" = "leak", "creaky" = "creak"). */
export function stemWord(word: string): string {
  if (KEEP_WHOLE[word]) return KEEP_WHOLE[word]!;
  const spelled = SPELLINGS[word] ?? word;
  if (spelled.includes(' ')) return spelled.split(' ').map(stemWord).join(' ');
  if (NOT_STEMS[spelled]) return NOT_STEMS[spelled]!;
  if (/^\d/.test(spelled) || spelled.length <= 3) return spelled;
  let stem = stemmer(spelled);
  if (stem.endsWith('i') && stem.length > 4) stem = stem.slice(0, -1);
  return stem;
}

/**
 * Phrasal verbs with the object in the middle read as the verb ("hook it up" = "hook up it"), and
 * figurative uses that aren't events ("the grout is shocking", "spidey senses tingling") read as what
 * they mean. Comparisons to static ("like static but stronger") are a real shock.
 */
const IDIOMS: Array<[RegExp, string | ((match: string, ...rest: [string, number, string]) => string)]> = [
  [
    /\b(hook|set|put|wire|hang|take|pull|rip|tear|move|cap|swap|switch|turn|shut|hook|plug|fit|run|open|close|knock|break|tie|seal|patch|screw|fill|clean|clear|dig|tip|blow|burn)\s+(it|them|this|that|these|those|everything|one|him|her)\s+(up|in|out|off|on|over|back|down|away|through)\b/g,
    '$1 $3 $2',
  ],
  [
    /\b(is|was|are|were|so|absolutely|pretty|really|bloody|frankly|truly|just|quite|honestly|utterly|totally|state of \w+ is) shocking\b(?!\s+(me|us|him|her|them|you|people|anyone|everyone|my|the kids|whoever))/g,
    '$1 appalling',
  ],
  [/\b(spidey|spider|spidey-|my) ?(sense|senses) (are |is |were |was |started |keep )?tingl\w*/g, 'gut feeling'],
  [/\b(like|than|just like|worse than|stronger than|more than|not) (a )?static( shock)?\b/g, 'like an electric shock'],
  // sounds and sights compared with something: "lazy and orange like a candle", "sounds like a gas leak"
  [/\b(like|as if|just like) (a |an )?candles?\b/g, 'like a dim glow'],
  [
    /\blike (a )?gas leak\b/g,
    (match: string, _a: string, at: number, all: string) =>
      /smell|stink|stench|odou?r|whiff|reek/.test(all.slice(Math.max(0, at - 40), at)) ? match : 'like a hiss',
  ],
  // "building a shed from scratch" has no scratch in it
  [/\bfrom scratch\b/g, 'from nothing'],
  // operating a switch is not a fault in it: "the disposal hums when I flip the switch"
  [
    /\b(flip|flick|flicked|flipped|hit|press|pressed|toggle|toggled|turn on|turned on|turn off|turned off) the (wall |light )?switch\b/g,
    'turn it on',
  ],
  // "switch to shower", "switch over": the verb, not a light switch
  [/\bswitch(es|ed|ing)? (to|over|between|from|back|it|them|on to)\b/g, 'change $2'],
  // the weather, not a burn: "the room is literally scorching", "scorching afternoon"
  [
    /\b(is|was|gets|getting|literally|absolutely|so|just|it is|its|been) scorching\b(?! (mark|smell|sound))/g,
    '$1 very hot',
  ],
  [/\bscorching (hot|day|days|afternoon|afternoons|weather|summer|heat|in here|upstairs|outside)\b/g, 'very hot $1'],
];

/** Lower case, accents and quotes folded, contractions expanded, phrasal verbs and idioms read. */
export function fold(text: string): string {
  let t = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”]/g, '"');
  for (const [pattern, replacement] of CONTRACTIONS) t = t.replace(pattern, replacement);
  for (const [pattern, replacement] of IDIOMS)
    t = typeof replacement === 'string' ? t.replace(pattern, replacement) : t.replace(pattern, replacement);
  return t;
}

const SENTENCE_END = /[.!?;:\n]+|\s[-–—]\s|\bbut\b/g;

function words(chunk: string): string[] {
  return chunk
    .replace(/(\d)\s*(?:x|×|\*)\s*(\d)/g, '$1 by $2')
    .replace(/(\d)'(\s|$)/g, '$1 ft$2')
    .replace(/(\d)(ft|feet|foot|in|m|sq)\b/g, '$1 $2')
    .replace(/[^a-z0-9&/]+/g, ' ')
    .split(' ')
    .filter(Boolean);
}

/** Reads a message: folded, split into sentences, each word stemmed. */
export function normalise(text: string): Normalised {
  const folded = fold(text);
  const sentences = folded
    .split(SENTENCE_END)
    .map((chunk) => words(chunk).flatMap((w) => stemWord(w).split(' ')))
    .filter((s) => s.length > 0);
  return { folded: sentences.map((s) => s.join(' ')).join(' . '), sentences, stems: sentences.flat() };
}

/** A lexicon term ("rotten eggs", "T&P valve") as the stems a message must contain in a row. */
export function termStems(term: string): string[] {
  return words(fold(term)).flatMap((w) => stemWord(w).split(' '));
}

/** Positions in `stems` where `term` (already stemmed) starts. */
export function findAll(stems: readonly string[], term: readonly string[]): number[] {
  const found: number[] = [];
  outer: for (let i = 0; i + term.length <= stems.length; i++) {
    for (let j = 0; j < term.length; j++) if (stems[i + j] !== term[j]) continue outer;
    found.push(i);
  }
  return found;
}

/**
 * Positions where `term` starts, its words in order with up to `gap` other words between each
 * ("plugs keep falling out" has "plug … fall out").
 */
export function findLoose(stems: readonly string[], term: readonly string[], gap = 2): number[] {
  if (term.length === 1) return findAll(stems, term);
  const found: number[] = [];
  for (let i = 0; i < stems.length; i++) {
    if (stems[i] !== term[0]) continue;
    let at = i;
    let ok = true;
    for (let j = 1; j < term.length && ok; j++) {
      const next = stems.slice(at + 1, at + 2 + gap).indexOf(term[j]!);
      if (next < 0) ok = false;
      else at += next + 1;
    }
    if (ok) found.push(i);
  }
  return found;
}
