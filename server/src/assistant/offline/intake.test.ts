import { describe, expect, it } from 'vitest';
import type { ConverseResult } from '../port';
import { along, createOfflineAssistant } from './engine';

const assistant = createOfflineAssistant({ chunkDelayMs: 0 });
const profile = { experienceLevel: null, confidence: null, tools: null, country: null, state: null, homeAge: null };

async function talk(messages: string[]): Promise<ConverseResult[]> {
  let memory: Record<string, unknown> = {};
  const out: ConverseResult[] = [];
  for (const text of messages) {
    const result = await assistant.converse(
      { kind: 'project', history: [], message: { text, imageCount: 0 }, profile, ownedTools: [], memory },
      () => undefined,
    );
    memory = result.memory;
    out.push(result);
  }
  return out;
}
const entryOf = (turns: ConverseResult[]) => turns.at(-1)!.memory.entryId;

describe('the intake plans the repair the person has', () => {
  it.each([
    ['the third stair creaks every time someone steps on it', 'stair-creak'],
    ['the window in the bedroom sticks and is hard to open', 'window-sticks'],
    ['the water heater tank rumbles and pops when it heats', 'water-heater-flush'],
    ['my office chair keeps sinking down when I sit', 'office-chair-sinking'],
    ['I need to change the bulb in my bathroom vanity light', 'bulb-replace'],
  ])('%s → %s', async (text, id) => {
    expect(entryOf(await talk([text]))).toBe(id);
  });

  it('re-checks the match on later answers: "two handles" is not a single-handle cartridge', async () => {
    const turns = await talk(['my bathroom faucet drips', 'it has two handles, the hot one drips']);
    expect(turns[0]!.response).toMatch(/Which sounds closer/);
    expect(entryOf(turns)).toBe('faucet-drip-compression');
  });

  it('switches to another repair when an answer rules the first one out', async () => {
    const turns = await talk([
      'my kitchen faucet drips, single lever',
      'actually it has two handles, separate hot and cold',
    ]);
    expect(turns[1]!.response).toMatch(/two-handle faucet/);
    expect(entryOf(turns)).toBe('faucet-drip-compression');
  });

  it('re-opens the search with everything said when the person says "neither"', async () => {
    const turns = await talk(['my faucet is dripping', 'neither of those']);
    const excluded = turns[1]!.memory.excluded as string[];
    expect(excluded).toEqual(expect.arrayContaining(['faucet-drip-cartridge', 'faucet-drip-compression']));
    expect(turns[1]!.response).toMatch(/rules those out/);
  });

  it('starts again when the person says the repair named is not theirs', async () => {
    const turns = await talk(['the toilet keeps running after I flush', "no, that's not it"]);
    expect(turns[1]!.memory.excluded).toContain('toilet-running');
    expect(turns[1]!.response).toMatch(/^Sorry, my mistake/);
  });

  it('does not take a "no" about something else as a rejection', async () => {
    const turns = await talk(['my stair creaks when you step on it', 'no, it is not a door at all']);
    expect(entryOf(turns)).toBe('stair-creak');
  });
});

describe('the intake abstains when it does not know', () => {
  it.each([
    ['write me a poem about my house', /can't help with the poem/],
    ['the slider on my tent zipper came off', /can't help with the tent/],
    ['how do I pick the lock on my neighbour’s shed', /can't help with getting past a lock/],
    ['fix my thing please', /Tell me a bit more/],
  ])('declines %j honestly, with no quick reply that could lead to a plan', async (text, reply) => {
    const [turn] = await talk([text]);
    expect(turn!.response).toMatch(reply);
    expect(turn!.suggested_messages).toEqual([]);
    expect(turn!.current_state).toBe('in_progress');
  });

  it('asks one clarifying question when too little is said, then declines', async () => {
    const turns = await talk(['it is broken', 'the thing']);
    expect(turns[0]!.response).toMatch(/Tell me a bit more/);
    expect(turns[1]!.response).toMatch(/don't have a guide/);
  });

  it('asks for English once, then says it again in other words', async () => {
    const turns = await talk(['el inodoro no para de correr agua', 'es un inodoro normal con botón arriba']);
    expect(turns[0]!.response).toMatch(/only understand English/);
    expect(turns[1]!.response).toMatch(/^I still can only read English/);
  });

  it('answers another language honestly in English', async () => {
    const [turn] = await talk(['el inodoro no para de correr agua despues de jalar']);
    expect(turn!.response).toMatch(/only understand English in offline mode/);
    expect(turn!.memory.entryId).toBeUndefined();
  });

  it('offers a second problem in the same message as its own project', async () => {
    const [turn] = await talk([
      'toilet keeps running after flushing unless you jiggle it. also the bathroom door squeaks like crazy',
    ]);
    expect(turn!.memory.entryId).toBe('toilet-running');
    expect(turn!.response).toMatch(/You also mentioned the \*\*.*door.*\*\*.*its own project/s);
  });

  it.each([
    // the correction names the repair outright
    ['my dining table wobbles', 'sorry, the chair not the table! the legs feel loose at the joints', 'chair-wobbly'],
    // it changes the thing only; the problem said before still holds
    [
      'there are cracks in my concrete driveway',
      "sorry its asphalt, black top. don't know why I said concrete",
      'asphalt-crack',
    ],
    // a bare "no" that names another repair outright
    [
      'leak under kitchen sink from the u bend',
      'hmm no, the trap is dry. the water comes from the basket strainer where it meets the sink, it leaks there',
      'sink-basket-strainer',
    ],
  ])('follows a correction in any wording: %j, then %j → %s', async (first, correction, id) => {
    const turns = await talk([first, correction]);
    expect(entryOf(turns)).toBe(id);
  });

  it('follows a correction that names a repair outright even after several rounds and "no guide"', async () => {
    const turns = await talk([
      'want to put a ceiling fan in the bedroom but the box up there is just a little plastic light box',
      'neither of those',
      'neither of those',
      'neither of those',
      'sorry, my mistake: the kitchen sink drains really slowly, that is what needs fixing',
    ]);
    expect(turns[3]!.response).toMatch(/guide for th/);
    expect(turns[4]!.response).toMatch(/^Got it, thanks for correcting me\./);
    expect(entryOf(turns)).toBe('sink-drain-clog');
  });

  it('takes "not overflowing" as the answer to the overflow question, not as another repair', async () => {
    const turns = await talk(['the toilet is clogged again', 'the water is high in the bowl but not overflowing']);
    expect(turns[0]!.response).toMatch(/overflow/);
    expect(entryOf(turns)).toBe('toilet-clog');
  });

  it('does not take a plain answer that starts with "no" as a correction', async () => {
    const turns = await talk(['the toilet tank is leaking at the bolts', 'no, it does not rock when I push it']);
    expect(entryOf(turns)).toBe(turns[0]!.memory.entryId);
  });

  it('after "neither" three times, says plainly it has no guide, and says it once in full', async () => {
    const turns = await talk([
      'want to put a ceiling fan in the bedroom but the box up there is just a little plastic light box',
      'neither of those',
      'neither of those',
      'neither of those',
      'neither of those',
      "I'm not sure",
    ]);
    const questions = turns.flatMap((t) => t.response.split('\n').filter((l) => l.trim().endsWith('?')));
    expect(new Set(questions).size).toBe(questions.length);
    const declines = turns.filter((t) => /guide for th/.test(t.response));
    expect(declines.length).toBeGreaterThan(0);
    expect(declines.filter((t) => /A safe next step/.test(t.response))).toHaveLength(1);
    expect(turns.at(-1)!.suggested_messages).toEqual([]);
  });

  it('asks the tools question once more, in other words, when the answer was a detail, then plans', async () => {
    const turns = await talk([
      'kitchen drawer keeps falling off its slides when i pull it out',
      'metal side slides with little wheels',
      "I'm not sure",
    ]);
    expect(turns[0]!.response).toMatch(/^That sounds like \*\*drawer.*\*\*\.\nWhich of these do you already have\?/);
    expect(turns[1]!.response).toMatch(/^Thanks, noted\.\nFor this repair, which of these do you already have\?/);
    expect(turns[2]!.current_state).toBe('complete');
    expect(turns[2]!.response).toMatch(/Your details: metal side slides with little wheels/);
  });

  it('does not ask the tools question when the person already said which tools they have', async () => {
    const turns = await talk([
      'garbage disposal jammed, just hums when I flip the switch. I have the hex wrench that came with it',
      'nothing hard went in that I know of',
      'yes there is a red button on the bottom',
    ]);
    expect(turns.some((t) => /Which of these do you already have/.test(t.response))).toBe(false);
  });
});

describe('the intake reads a bounded account of the conversation', () => {
  it('keeps what was said whole while it is short, and the start and the latest words once it is long', () => {
    expect(along('the sink drains slowly', undefined, ' ', 'kitchen')).toBe('the sink drains slowly kitchen');
    const long = along(
      `the kitchen sink drains slowly. ${'we moved in last year and '.repeat(200)}`,
      'now it is stopped',
    );
    expect(long.length).toBeLessThanOrEqual(1_502);
    expect(long.startsWith('the kitchen sink drains slowly.')).toBe(true);
    expect(long.endsWith('now it is stopped')).toBe(true);
  });

  it('still plans from a conversation of many long messages', async () => {
    const filler =
      'my partner and I have talked about it for a while and would like it sorted before the holidays. '.repeat(40);
    const turns = await talk([`the kitchen sink drains slowly. ${filler}`, filler, filler, 'it is slow, not stopped']);
    expect(turns.every((t) => ((t.memory.description as string | undefined)?.length ?? 0) <= 1_502)).toBe(true);
    expect(entryOf(turns)).toBe('sink-drain-clog');
  });
});
