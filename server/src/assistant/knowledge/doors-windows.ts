import { step, tool, type RepairEntry } from './schema';

const screwdrivers = tool('Screwdriver set', 10, 25);
const drill = tool('Cordless drill', 50, 120, { optional: true });

export const doorsWindows: RepairEntry[] = [
  {
    id: 'door-squeaky-hinge',
    title: 'Squeaky door hinge',
    category: 'doors-windows',
    phrases: ['door squeaks', 'squeaky hinge', 'creaky door', 'door creaks when it opens', 'hinge noise'],
    questions: ['Which door, and does it squeak over its whole swing?', 'Interior or exterior door?'],
    estimate: { minutes: 15, costMin: 0, costMax: 10, currency: 'USD', skill: 'Beginner' },
    tools: [tool('Hammer', 10, 25), tool('Nail set or thin screwdriver', 3, 8), tool('White lithium grease or petroleum jelly', 4, 8), tool('Rag', 1, 3)],
    steps: [
      step('Close the door and raise the pin', 5, ['With the door closed, tap the hinge pin up from below with the nail set and hammer; do one hinge at a time.'], { tools: ['Hammer', 'Nail set or thin screwdriver'] }),
      step('Clean and grease the pin', 5, ['Wipe the pin clean, coat it thinly with grease.'], { tools: ['White lithium grease or petroleum jelly', 'Rag'], tips: ['Avoid spray oil alone: it attracts dust and the squeak returns.'] }),
      step('Refit and work it in', 3, ['Tap the pin back down and swing the door a dozen times.'], { tools: ['Hammer'] }),
      step('Repeat for the other hinges', 2, ['Do each hinge the same way and wipe off excess grease.'], { tools: ['Rag'] }),
    ],
    videoQuery: 'fix squeaky door hinge',
  },
  {
    id: 'door-sticking',
    title: 'Door that sticks or rubs the frame',
    category: 'doors-windows',
    phrases: ['door sticks', 'door rubs the frame', "door won't close", 'door drags on the floor', 'door jams at the top', 'swollen door'],
    questions: ['Where does it rub — top, latch side, or the floor?', 'Did it start in humid weather?', 'Is there a gap at the top on the other side? A photo of the closed door helps.'],
    estimate: { minutes: 45, costMin: 0, costMax: 15, currency: 'USD', skill: 'Beginner–Intermediate' },
    tools: [screwdrivers, tool('3-inch wood screws', 4, 8), drill, tool('Sandpaper (80 and 120 grit)', 4, 8, { optional: true }), tool('Pencil', 1, 2)],
    steps: [
      step('Find the rub', 5, ['Close the door slowly and mark where it catches with a pencil; shiny worn paint shows it too.'], { tools: ['Pencil'] }),
      step('Tighten the hinge screws', 10, ['Tighten every hinge screw on door and frame.', 'Stripped holes: fit a wooden golf tee with glue, snap it off flush and re-drive the screw.'], { tools: ['Screwdriver set'] }),
      step('Pull the frame back with a long screw', 15, ['If it rubs at the top latch side, replace one screw in the top hinge with a 3-inch screw into the stud to draw the frame in.'], { tools: ['3-inch wood screws', 'Cordless drill'] }),
      step('Sand only if still needed', 15, ['Sand the marked edge lightly, then seal the bare wood with paint so it doesn’t swell again.'], { tools: ['Sandpaper (80 and 120 grit)'], warnings: ['In a home built before 1978, test the paint for lead before sanding.'] }),
    ],
    videoQuery: 'fix sticking door hinge screw',
    hazardNotes: { leadPaint: 'Old door paint may contain lead: test before sanding.' },
  },
  {
    id: 'door-wont-latch',
    title: 'Door that won’t latch',
    category: 'doors-windows',
    phrases: ["door won't latch", "door doesn't stay closed", 'latch misses the strike plate', 'door pops open', 'door latch not catching'],
    questions: ['Does the latch hit above, below, or miss the strike plate hole?', 'Did it start after the house settled or the weather changed?'],
    estimate: { minutes: 30, costMin: 0, costMax: 10, currency: 'USD', skill: 'Beginner' },
    tools: [screwdrivers, tool('Metal file', 6, 12), tool('Lipstick or chalk', 1, 3, { optional: true })],
    steps: [
      step('See where the latch lands', 5, ['Rub lipstick or chalk on the latch, close the door, and look at the mark on the strike plate.'], { tools: ['Lipstick or chalk'] }),
      step('Tighten the hinges', 10, ['A sagging door often just needs its hinge screws tightened.'], { tools: ['Screwdriver set'] }),
      step('Adjust the strike', 10, ['If off by 1/8 inch or less, file the strike plate opening toward the mark.', 'If further, move the strike plate and fill the old holes.'], { tools: ['Metal file', 'Screwdriver set'] }),
      step('Test', 5, ['Close the door several times: it should latch without pushing.'], {}),
    ],
    videoQuery: 'door not latching strike plate adjust',
  },
  {
    id: 'window-weatherstrip',
    title: 'Drafty window: weatherstripping',
    category: 'doors-windows',
    phrases: ['drafty window', 'cold air coming through window', 'window draft', 'weatherstrip window', 'window leaks air', 'whistling window'],
    questions: ['What kind of window: double-hung (slides up), sliding, or casement (cranks out)?', 'Where do you feel the draft — the meeting rail, the sides, the bottom?'],
    estimate: { minutes: 60, costMin: 10, costMax: 30, currency: 'USD', skill: 'Beginner' },
    tools: [tool('V-strip or foam weatherstripping', 8, 20), tool('Scissors', 4, 10), tool('Rubbing alcohol and rag', 3, 6), tool('Tape measure', 6, 15)],
    steps: [
      step('Find the leaks', 10, ['On a windy day, move a lit incense stick or your damp hand slowly around the frame and mark where the air moves.'], {}),
      step('Clean the surfaces', 10, ['Wipe the contact surfaces with rubbing alcohol so the adhesive holds.'], { tools: ['Rubbing alcohol and rag'] }),
      step('Fit the weatherstripping', 30, ['Measure and cut strips for each leaking edge.', 'V-strip goes in the side channels; foam under the bottom sash and at the meeting rail.'], { tools: ['V-strip or foam weatherstripping', 'Scissors', 'Tape measure'] }),
      step('Check operation', 10, ['Open and close the window: it should still lock and slide without force.'], { tips: ['Too thick a strip stops locks from closing.'] }),
    ],
    videoQuery: 'weatherstrip drafty window',
  },
  {
    id: 'sliding-door-sticks',
    title: 'Sliding patio door that drags',
    category: 'doors-windows',
    phrases: ['sliding door hard to open', 'patio door sticks', 'sliding glass door drags', 'slider door rollers', 'sliding door grinding'],
    questions: ['Does it drag along the whole track or catch at one spot?', 'Is the track full of dirt or damaged?'],
    estimate: { minutes: 60, costMin: 0, costMax: 40, currency: 'USD', skill: 'Beginner–Intermediate' },
    tools: [screwdrivers, tool('Vacuum with crevice tool', 0, 0), tool('Silicone spray lubricant', 6, 10), tool('Replacement rollers', 15, 40, { optional: true })],
    steps: [
      step('Clean the track', 15, ['Vacuum the track and scrub out hardened dirt; straighten small dents with pliers.'], { tools: ['Vacuum with crevice tool'] }),
      step('Adjust the rollers', 15, ['Find the adjustment screws at the bottom ends of the door; turn them to raise the door evenly until it glides.'], { tools: ['Screwdriver set'] }),
      step('Lubricate', 5, ['Spray silicone lightly on the track (not oil, which collects grit).'], { tools: ['Silicone spray lubricant'] }),
      step('Replace worn rollers if needed', 25, ['With a helper, lift the door out of the track, swap the rollers, and set it back.'], { tools: ['Replacement rollers', 'Screwdriver set'], warnings: ['Glass doors are heavy: always lift with two people.'] }),
    ],
    videoQuery: 'fix sliding patio door rollers adjust',
  },
];
