import { describe, expect, it } from 'vitest';
import { hasTool, offeredTools, ownedToolsSaid, toolsSaid } from './owned';

const offered = ['Plunger', 'Toilet auger', 'Rubber gloves', 'Bucket', 'Old towels'];

describe('which plan tools a person has (the one tool matcher)', () => {
  it.each([
    ['Cup plunger', ['plunger'], true],
    ['Flange plunger (toilet)', ['Plunger'], true],
    ['Caulking gun', ['caulk gun'], true],
    ['Drill/driver', ['Drill'], true],
    ['Cordless drill', ['drill'], true],
    ['Garden rake', ['rake'], true],
    ['Screwdriver', ['flat screwdriver'], true],
    ['Socket set or adjustable wrench', ['adjustable wrench'], true],
    ['Adjustable wrench', ['crescent wrench'], true],
    // a shared word is not the same tool
    ['Drill bit set', ['drill'], false],
    ['Hacksaw', ['saw'], false],
    ['Basin wrench', ['wrench'], false],
    ['Flashlight', ['dust mask'], false],
  ] as const)('%s with %j: %s', (tool, owned, expected) => {
    expect(hasTool(tool, owned)).toBe(expected);
  });
});

describe('tools the person says they own', () => {
  it.each([
    ['I have all of them', offered],
    ['yes, got them all', offered],
    ["I've got a bucket, towels and gloves", ['Bucket', 'Old towels', 'Rubber gloves']],
    ['only a plunger', ['Plunger']],
    ['everything except the auger', ['Plunger', 'Rubber gloves', 'Bucket', 'Old towels']],
    ['I have a plunger but no auger', ['Plunger']],
    ['none', []],
    ['I have none of them', []],
    ["I don't have any yet", []],
    ['some of them', []],
  ])('%j → %j', (text, expected) => {
    expect(ownedToolsSaid(text, offered).sort()).toEqual([...expected].sort());
  });

  it('reads what is owned and what is not, in any wording, outside the tools question too', () => {
    expect(toolsSaid('I have a plunger and rubber gloves', ['Cup plunger', 'Flange plunger', 'Rubber gloves'])).toEqual(
      {
        has: ['Cup plunger', 'Flange plunger', 'Rubber gloves'],
        lacks: [],
      },
    );
    expect(toolsSaid('I already own a caulk gun and a utility knife', []).has.sort()).toEqual([
      'Caulk gun',
      'Utility knife',
    ]);
    expect(toolsSaid('I have a drill and bits', []).has.sort()).toEqual(['Drill', 'Drill bit set']);
    expect(toolsSaid("I don't have a voltage tester", [])).toEqual({ has: [], lacks: ['Voltage tester'] });
    const most = toolsSaid('I have everything except maybe a dust mask', ['Flashlight', 'Dust mask', 'Putty knife']);
    expect(most).toEqual({ has: ['Flashlight', 'Putty knife'], lacks: ['Dust mask'] });
    // a list: each tool its own name, the articles between them in none
    expect(toolsSaid('I have a plunger, rubber gloves, a bucket and a screwdriver set', []).has).toEqual([
      'Plunger',
      'Rubber gloves',
      'Bucket',
      'Screwdriver',
    ]);
    // a list answered with a yes is owned; a yes about something else names no tool
    expect(toolsSaid('putty knife and sandpaper yes', []).has).toEqual(['Putty knife', 'Sandpaper']);
    expect(toolsSaid('yes the tank is loose', [])).toEqual({ has: [], lacks: [] });
    // a kind of a tool ends in its name: a grout float is no grout, a flat screwdriver is a screwdriver
    expect(hasTool('Grout (matched colour)', ['grout float'])).toBe(false);
    expect(hasTool('Screwdriver', ['flat screwdriver'])).toBe(true);
    // the exception ends with its clause; the tools listed before "nothing else" are owned
    const grout = toolsSaid('everything except maybe a grout float — got the grout saw and bucket', [
      'Grout saw',
      'Rubber grout float',
      'Bucket',
    ]);
    expect(grout).toEqual({ has: ['Grout saw', 'Bucket'], lacks: ['Rubber grout float'] });
    expect(
      toolsSaid('allen keys from ikea and an adjustable spanner, nothing else really', [
        'Screwdriver set',
        'Hex key set',
        'Adjustable wrench',
      ]),
    ).toEqual({ has: ['Hex key set', 'Adjustable wrench'], lacks: ['Screwdriver set'] });
  });

  it('recognises a tool named in full outside the tools question, and not a problem that is "had"', () => {
    expect(ownedToolsSaid('I also have an adjustable wrench', [])).toEqual(['Adjustable wrench']);
    expect(ownedToolsSaid('I have a dripping faucet in the bathroom', [])).toEqual([]);
    expect(ownedToolsSaid('the drill is missing', [])).toEqual([]);
  });

  it('reads the tools the assistant asked about, never the repairs it offered', () => {
    expect(
      offeredTools('Which of these do you already have?\n\n- Plunger\n- **Bucket**\n\nTools you own are marked'),
    ).toEqual(['Plunger', 'Bucket']);
    expect(offeredTools('Which sounds closer?\n- Running toilet\n- Weak flush')).toEqual([]);
    expect(
      offeredTools(
        "Is it one of these?\n- **Loose knob**\n- **Sagging door**\nOr tell me in your own words if it's something else.",
      ),
    ).toEqual([]);
  });
});
