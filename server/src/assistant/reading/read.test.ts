import { describe, expect, it } from 'vitest';
import { builtIn, statedAreaSqFt } from './measures';
import { join, line, read, slice, termStems } from './read';
import { TermIndex, findLoose } from './terms';

const clauses = (text: string) => {
  const r = read(text);
  return r.clauses.map((c) =>
    r.tokens
      .slice(c.start, c.end)
      .map((t) => t.word)
      .join(' '),
  );
};
const negated = (text: string) =>
  read(text)
    .tokens.filter((t) => t.negated)
    .map((t) => t.word);

describe('one reading of a message', () => {
  it('splits sentences as people type them, in lower case too, and keeps abbreviations whole', () => {
    expect(read('I smell gas near the stove. The tap water is fine').sentences).toHaveLength(2);
    expect(read('i smell gas near the stove. the tap water is fine').sentences).toHaveLength(2);
    expect(read('the crack is approx. 3 ft long').sentences).toHaveLength(1);
    expect(read('no gas smell; the burner - it clicks\nand nothing').sentences).toHaveLength(4);
  });

  it('splits clauses where another statement starts', () => {
    expect(clauses('we have well water and I can smell gas')).toEqual(['we have well water and i can smell gas']);
    expect(clauses('the tap drips, and the toilet runs')).toEqual(['the tap drips', 'and the toilet runs']);
    expect(clauses('the sink leaks and the floor is wet')).toEqual(['the sink leaks', 'and the floor is wet']);
  });

  it('writes contractions out, reads spellings and irregular verbs as usual, and stems every word', () => {
    const r = read("I can't stop the mould, it's smelt awful and the tyres went flat");
    expect(r.tokens.map((t) => t.word)).toEqual([
      'i',
      'can',
      'not',
      'stop',
      'the',
      'mold',
      'it',
      'smell',
      'awful',
      'and',
      'the',
      'tires',
      'go',
      'flat',
    ]);
    expect(termStems('rotten eggs')).toEqual(['rotten', 'egg']);
    expect(termStems('sparking')).toEqual(termStems('sparks'));
  });

  it('rewrites in context: a phrasal verb, a figure of speech', () => {
    expect(line(read('hook it up to the gas'))).toBe('hook up it to the gas');
    expect(line(read('the grout is shocking'))).toBe('the grout is appalling');
    expect(line(read('it sounds like a gas leak'))).toBe('it sounds like a hiss');
    expect(line(read('it smells like a gas leak'))).toBe('it smells like a gas leak');
  });

  it('reads numbers and units apart', () => {
    expect(read("a 4x8' patch").tokens.map((t) => t.word)).toEqual(['a', '4', 'by', '8', 'ft', 'patch']);
    expect(statedAreaSqFt(read('mould about 4 by 8 feet'))).toBe(32);
    expect(statedAreaSqFt(read('12 sq ft of it'))).toBe(12);
    expect(statedAreaSqFt(read('2 x 2 m'))).toBeCloseTo(43.06, 1);
    expect(statedAreaSqFt(read('a small spot'))).toBe(0);
    expect(builtIn(read('our 1962 house'))).toBe(1962);
    expect(builtIn(read('built in the 60s'))).toBe(1960);
    expect(builtIn(read('house from the fifties'))).toBe(1950);
  });
});

describe('negation, once per message (NegEx and ConText)', () => {
  it('negates what follows a trigger, within its reach and its clause', () => {
    expect(negated('there is no gas smell')).toEqual(['gas', 'smell']);
    expect(negated("I don't smell gas")).toEqual(['smell', 'gas']);
    expect(negated('no smoke or burning smell or anything')).toEqual([
      'smoke',
      'or',
      'burning',
      'smell',
      'or',
      'anything',
    ]);
    expect(negated('no power lines anywhere near the tree')).toEqual([
      'power',
      'lines',
      'anywhere',
      'near',
      'the',
      'tree',
    ]);
  });

  it('stops at a terminator, a new subject or the clause end', () => {
    expect(negated('no smoke but the outlet is hot')).toEqual(['smoke']);
    expect(negated('no smoke and the outlet is hot')).toEqual(['smoke']);
    expect(negated("no gas smell, the burner just won't light")).toEqual(['gas', 'smell', 'light']);
  });

  it('takes doubt for doubt, not for a negation ("not sure", "no idea", "won\'t stop")', () => {
    expect(negated('not sure if that is gas I smell')).toEqual([]);
    expect(read('not sure if that is gas I smell').clauses[0]!.hedged).toBe(true);
    expect(negated('no idea why the alarm goes off')).toEqual([]);
    expect(negated("the alarm won't stop beeping")).toEqual([]);
  });

  it('marks what follows "if" as a condition, and a question as a question', () => {
    const r = read('if the gas company comes, is it safe?');
    expect(r.tokens.filter((t) => t.conditional).map((t) => t.word)).toContain('company');
    expect(r.clauses.at(-1)!.question).toBe(true);
  });
});

describe('readings joined and cut, without reading again', () => {
  it('joins earlier messages with this one, and cuts a clause out', () => {
    const both = join([read('the furnace short cycles'), read('and we have headaches')]);
    expect(both.sentences).toHaveLength(2);
    expect(both.tokens.map((t) => t.sentence)).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
    const cut = slice(both, 4, 8);
    expect(line(cut)).toBe('and we have headaches');
  });

  it('tells the language of a message that is clearly not English', () => {
    expect(read('huele a gas en la cocina y no se que hacer').language).toBe('es');
    expect(read('the jacuzzi jets are weak').language).toBeNull();
  });
});

describe('terms found in one pass', () => {
  it('finds every term of a set, longest and shortest, where they start', () => {
    const index = new TermIndex<string>().add('gas', 'gas').add('gas can', 'compound').add('rotten eggs', 'gas');
    const hits = index.findIn(read('the gas can smells of rotten egg').tokens);
    expect(hits.map((h) => [h.at, h.end, h.key])).toEqual([
      [1, 2, 'gas'],
      [1, 3, 'compound'],
      [5, 7, 'gas'],
    ]);
  });

  it('finds a phrase with a few words between its words', () => {
    expect(findLoose(termStems('plugs keep falling out'), termStems('plug fall out'))).toEqual([0]);
  });
});
