import { describe, expect, it } from 'vitest';
import { matchRepairs } from './match';
import { verdict } from './verdict';

const table: Array<[string, string]> = [
  ['water keeps running in the toilet tank after flushing', 'toilet-running'],
  ['my loo runs all night and I hear it refilling', 'toilet-running'],
  ['the toilet tank takes forever to fill up', 'toilet-fill-valve'],
  ['toilet is clogged and nearly overflowing', 'toilet-clog'],
  ['kitchen sink drains super slow', 'sink-drain-clog'],
  ['bathroom sink clogged with hair', 'sink-drain-clog'],
  ['water under the kitchen sink when it drains, the p trap drips', 'p-trap-leak'],
  ['shower spray is weak, showerhead full of white crust', 'showerhead-low-pressure'],
  ['garbage disposal just hums and won’t turn', 'garbage-disposal-jam'],
  ['pipes in the crawlspace froze last winter, want to insulate them', 'frozen-pipe-prevention'],
  ['the light switch in the hallway is broken', 'light-switch-replace'],
  ['plugs keep falling out of the outlet in the bedroom', 'outlet-replace'],
  ['bathroom gfci keeps tripping', 'gfci-trips'],
  ['want to swap the ceiling light fixture in the hallway', 'light-fixture-replace'],
  ['smoke alarm chirping every minute', 'smoke-detector'],
  ['the bedroom door squeaks when it opens', 'door-squeaky-hinge'],
  ['door rubs the frame at the top and sticks', 'door-sticking'],
  ['the door won’t latch anymore, it pops open', 'door-wont-latch'],
  ['cold air coming through the living room window, very drafty', 'window-weatherstrip'],
  ['sliding patio door is really hard to open', 'sliding-door-sticks'],
  ['there’s a fist-sized hole in my wall where the doorknob hit', 'drywall-large-hole'],
  ['a few small nail holes to fill before painting', 'drywall-small-hole'],
  ['round bumps in the ceiling drywall, nails popping', 'drywall-nail-pops'],
  ['how do I hang a heavy shelf on drywall', 'wall-anchor-heavy-item'],
  ['the floor creaks when I walk down the hallway', 'floor-squeak'],
  ['grout between the kitchen floor tiles is crumbling', 'tile-regrout'],
  ['the dog scratched our hardwood floor', 'hardwood-scratches'],
  ['one vinyl plank in the kitchen is chipped', 'vinyl-plank-replace'],
  ['dishwasher has standing water at the bottom after a cycle', 'dishwasher-not-draining'],
  ['clothes take two cycles to dry', 'dryer-vent-clean'],
  ['fridge not cold enough, freezer is fine', 'fridge-coils-filter'],
  ['front loader washer full of water, won’t drain', 'washer-drain-filter'],
  ['time to change the furnace filter', 'furnace-filter'],
  ['want to install a smart thermostat', 'thermostat-replace'],
  ['thermostat screen went blank', 'thermostat-batteries'],
  ['ac leaking water around the furnace in summer', 'ac-condensate-line'],
  ['radiator is cold at the top and gurgles', 'radiator-bleed'],
  ['gutters overflowing with leaves', 'gutter-clean-ground'],
  ['water pooling by the foundation from the downspout', 'downspout-extension'],
  ['a fence picket broke in the storm', 'fence-board-replace'],
  ['one deck board is rotten and soft', 'deck-board-replace'],
  ['black mold on the caulk around the bathtub', 'tub-recaulk'],
  ['cracked caulk around the window outside, water gets in', 'window-exterior-seal'],
  ['want to seal the grout in my shower', 'grout-seal'],
  ['drippy tap in the bathroom, single handle', 'faucet-drip-cartridge'],
  ['old two handle faucet, hot side drips', 'faucet-drip-compression'],
];

describe('matching a description to a repair', () => {
  it.each(table)('%s → %s', (text, id) => {
    expect(matchRepairs(text)[0]?.entry.id).toBe(id);
  });

  it('asks which one when two repairs of the same thing fit about equally', () => {
    expect(verdict('my faucet is dripping')).toMatchObject({ kind: 'choose', object: 'faucet' });
  });

  it('is sure when the description is specific', () => {
    expect(verdict('black mold on the caulk around the bathtub')).toMatchObject({
      kind: 'sure',
      best: { entry: { id: 'tub-recaulk' } },
    });
  });

  it('asks what is wrong when only the thing is named', () => {
    const found = verdict('something about my garbage disposal');
    expect(found.kind).toBe('choose');
  });

  it('does not take a negated thing ("it is not a door") as the thing', () => {
    expect(matchRepairs('it is not a door, the stair creaks').map((m) => m.entry.id)).not.toContain(
      'door-squeaky-hinge',
    );
  });

  it('rules an entry out by an exclude said about its thing, not about another thing in the message', () => {
    expect(matchRepairs('old faucet with two handles drips')[0]?.entry.id).toBe('faucet-drip-compression');
    expect(matchRepairs('the dining table wobbles and a chair is loose').map((m) => m.entry.id)).toContain(
      'table-wobbly',
    );
  });

  it('reads a thing named without its articles, or with others ("the door to my basement")', () => {
    for (const text of [
      'cold air comes in around the door to my basement',
      'cold air comes in around door to basement',
    ])
      expect(matchRepairs(text)[0]).toMatchObject({
        entry: { id: 'attic-weatherstrip-door' },
        object: 'door to the basement',
      });
  });

  it('recognises a repair described without naming the thing, to ask about', () => {
    const [first] = matchRepairs('clothes take two cycles to dry');
    expect(first?.entry.id).toBe('dryer-vent-clean');
  });

  it('keeps a non-home thing out unless a room or part of the house is named', () => {
    expect(matchRepairs('the zipper on my tent is stuck')).toEqual([]);
    expect(matchRepairs('black scuff marks from the scooter all over the hallway wall').length).toBeGreaterThan(0);
  });

  it('offers a second problem said in its own part of the message', () => {
    const found = verdict('the kitchen sink drains slowly, and also the bedroom door squeaks');
    if (found.kind !== 'sure') throw new Error(`expected a sure match, got ${found.kind}`);
    expect([found.best.entry.id, found.second?.entry.id].sort()).toEqual(['door-squeaky-hinge', 'sink-drain-clog']);
  });

  it.each(['fix my car transmission', 'build a treehouse for the kids', 'my laptop screen is broken', 'asdf qwerty'])(
    'has no guide for %s',
    (text) => {
      expect(matchRepairs(text)).toEqual([]);
    },
  );
});
