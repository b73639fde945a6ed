/**
 * Reviewed data: which everyday tool can stand in for one a plan step lists, and why (or why not).
 * Step guidance answers "can I use X instead?" from this table and the person's own plan; it never
 * suggests a stand-in that isn't here. Names are matched loosely (case, plurals, word endings, the
 * aliases of server/knowledge/tools.yaml), and a more specific entry wins over a generic one ("basin wrench" over
 * "wrench").
 * Add freely: one line per pair, a short reason a handyman would give, `careful` when it works only
 * with the caution stated.
 */
type Verdict = 'yes' | 'careful' | 'no';

export interface Substitute {
  /** The tool the step lists (any of these names). */
  for: string[];
  /** What the person has instead (any of these names). */
  use: string[];
  verdict: Verdict;
  /** Why, in one short sentence, starting lower case. */
  why: string;
}

const sub = (forNames: string[], use: string[], verdict: Verdict, why: string): Substitute => ({
  for: forNames,
  use,
  verdict,
  why,
});
const WRENCHES = ['wrench', 'open end wrench', 'combination wrench', 'socket', 'socket wrench', 'nut driver'];
const KITCHEN_KNIVES = ['kitchen knife', 'steak knife', 'bread knife', 'paring knife', 'butter knife']; // sharp ones first

export const SUBSTITUTES: Substitute[] = [
  sub(
    ['basin wrench'],
    ['adjustable wrench'],
    'careful',
    "only where you can reach the nut and swing the handle; behind most sinks there's no room, which is what the basin wrench is for. Set the jaws snug so they don't round the nut.",
  ),
  sub(
    WRENCHES,
    ['adjustable wrench'],
    'careful',
    'close the jaws snug on the flats and pull toward the fixed jaw; a loose adjustable slips and rounds the nut.',
  ),
  sub(
    ['pipe wrench'],
    ['adjustable wrench'],
    'no',
    'it grips flat sides, not round pipe; on a pipe it just slides round.',
  ),
  sub(
    ['pipe wrench', 'adjustable wrench', 'wrench'],
    ['channel lock pliers'],
    'careful',
    'fine on plastic nuts and rough metal; on chrome or brass wrap the jaws in tape or a cloth, because the teeth bite into the finish.',
  ),
  sub(
    [...WRENCHES, 'adjustable wrench', 'basin wrench'],
    ['pliers', 'slip joint pliers', 'needle nose pliers'],
    'no',
    'pliers grip the corners, slip and round the nut, and their teeth scar soft chrome and brass fittings.',
  ),
  sub(
    [...WRENCHES, 'adjustable wrench'],
    ['pipe wrench'],
    'no',
    'its teeth chew the flats of a nut and scar the finish; it is made for round pipe.',
  ),
  sub(
    [...WRENCHES, 'adjustable wrench'],
    ['vise grips'],
    'no',
    "they crush and scar the nut; keep them for a nut that's already rounded off.",
  ),
  sub(
    ['adjustable wrench', 'wrench', 'nut driver'],
    ['socket set', 'socket wrench'],
    'yes',
    'with the right size socket and room for the ratchet it grips the nut even better.',
  ),
  sub(
    ['screwdriver'],
    ['drill', 'impact driver'],
    'careful',
    'use the right bit on a low clutch setting and finish by hand, or it strips the screw head or cracks the part.',
  ),
  sub(
    ['insulated screwdriver'],
    ['screwdriver'],
    'no',
    'the insulated handle is what protects you if a wire turns out to be live.',
  ),
  sub(
    ['screwdriver'],
    ['knife', ...KITCHEN_KNIVES, 'coin'],
    'no',
    'a blade or coin slips out of the slot into your hand and chews up the screw head.',
  ),
  sub(
    ['putty knife', 'scraper'],
    ['flat screwdriver'],
    'careful',
    'maybe, on soft putty or caulk only: keep the blade low and go gently, because its narrow tip gouges and scratches the surface.',
  ),
  sub(
    ['putty knife', 'scraper'],
    ['plastic scraper', 'credit card'],
    'careful',
    "fine on soft putty and caulk and it won't scratch, but it's too soft for hard scale or dried filler.",
  ),
  sub(
    ['putty knife', 'scraper'],
    KITCHEN_KNIVES.slice(0, 4),
    'no',
    'a sharp blade digs into the surface and can skid into your hand; scrape with a flat, blunt edge.',
  ),
  sub(
    ['putty knife'],
    ['butter knife'],
    'careful',
    'it spreads filler into a small nail hole; for anything wider it leaves ridges, and never scrape with it.',
  ),
  sub(
    ['utility knife'],
    KITCHEN_KNIVES,
    'no',
    "a kitchen knife isn't built to score drywall, caulk or carpet: it slips, snaps or dulls at once, and it has no locking blade.",
  ),
  sub(
    ['utility knife'],
    ['razor scraper', 'razor blade'],
    'careful',
    'it slices caulk and scores paint; use it in a holder, never a bare blade in your fingers.',
  ),
  sub(
    ['drywall saw'],
    ['utility knife'],
    'careful',
    'for a small patch: score the line several times and snap the board, keeping the cuts shallow where pipes or wires could be behind.',
  ),
  sub(
    ['grout saw'],
    ['utility knife'],
    'careful',
    'it works slowly and slips onto the tile edges; take many light passes and keep your other hand clear.',
  ),
  sub(
    ['hacksaw'],
    ['saw', 'wood saw', 'handsaw'],
    'no',
    'wood-saw teeth are too coarse for metal: they catch, jam and break.',
  ),
  sub(
    ['rubber mallet'],
    ['hammer'],
    'careful',
    'only through a block of wood or a folded towel; a bare hammer dents, marks or cracks what you tap.',
  ),
  sub(
    ['hammer'],
    ['wrench', 'shoe', 'rock', 'screwdriver'],
    'no',
    'improvised hammers glance off into fingers and damage the tool; a basic hammer is cheap.',
  ),
  sub(
    ['drill'],
    ['screwdriver'],
    'careful',
    "it drives screws into holes that are already there, but it can't drill the holes.",
  ),
  sub(
    ['drill'],
    ['impact driver'],
    'careful',
    'fine for driving screws with hex-shank bits, but poor at drilling holes and too rough for small screws or tile.',
  ),
  sub(
    ['pry bar'],
    ['screwdriver'],
    'no',
    'a screwdriver bends or snaps under prying force and the tip can fly; a flat pry bar is cheap.',
  ),
  sub(
    ['pry bar'],
    ['stiff putty knife'],
    'careful',
    'to start a gap in thin trim only; it bends if you lever hard, so slide the pry bar in behind it.',
  ),
  sub(
    ['flange plunger'],
    ['cup plunger'],
    'careful',
    'it works poorly: a flat cup barely seals in a toilet outlet. Press slowly to seal before you push, and expect splashes.',
  ),
  sub(
    ['drain snake'],
    ['coat hanger', 'wire hanger'],
    'careful',
    'a straightened hanger reaches only a few inches: fine for hair near the top of a sink drain, useless deeper down.',
  ),
  sub(
    ['toilet auger'],
    ['coat hanger', 'wire hanger', 'drain snake'],
    'no',
    'bare wire scratches the porcelain for good, and a sink snake kinks in the toilet trap.',
  ),
  sub(
    ['voltage tester'],
    ['multimeter'],
    'careful',
    'if you know how: set it to AC volts, prove it on a live outlet first, then test every wire.',
  ),
  sub(
    ['voltage tester'],
    ['outlet tester', 'lamp'],
    'no',
    'it only checks the outlet you plug into, not the wires in the box; prove those dead with a voltage tester.',
  ),
  sub(
    ['level'],
    ['phone', 'level app'],
    'yes',
    'a phone level app is fine on short runs; rest the phone on a straight edge, not its rounded sides.',
  ),
  sub(
    ['step ladder', 'step stool'],
    ['chair', 'stool', 'bucket', 'box'],
    'no',
    'chairs, stools and buckets tip, swivel or give way; falls are the most common DIY injury.',
  ),
  sub(
    ['wire stripper'],
    ['utility knife', 'knife', 'scissors'],
    'no',
    'a blade nicks the copper, and a nicked wire can overheat or snap later.',
  ),
  sub(
    ['stud finder'],
    ['magnet'],
    'yes',
    'slide a strong magnet slowly across the wall; it sticks at the screws and nails in each stud.',
  ),
  sub(
    ['safety glasses', 'safety goggles'],
    ['glasses', 'sunglasses', 'reading glasses'],
    'no',
    "everyday glasses aren't impact-rated and leave the sides open.",
  ),
  sub(
    ['dust mask', 'respirator'],
    ['cloth mask', 'paper mask', 'surgical mask', 'face mask', 'bandana'],
    'no',
    'fine dust goes straight through them; use an N95 or better.',
  ),
  sub(
    ['penetrating oil'],
    ['WD-40'],
    'yes',
    'it works as a light penetrant; give it longer to soak, and a second spray.',
  ),
  sub(['tape measure'], ['ruler'], 'careful', 'fine for short measurements; over longer runs the small errors add up.'),
  sub(['hex key'], ['screwdriver'], 'no', 'a screwdriver tip rounds out the hex socket; hex keys come in cheap sets.'),
  sub(
    ['needle nose pliers'],
    ['pliers', 'slip joint pliers'],
    'careful',
    "fine where there's room, but their thick jaws won't reach into tight spots or hold small parts.",
  ),
  sub(
    ['hair dryer'],
    ['heat gun'],
    'careful',
    'keep it on low, at a distance and moving: a heat gun scorches paint, melts plastic and can crack glass.',
  ),
  sub(
    ['sanding sponge', 'sanding block'],
    ['sandpaper'],
    'yes',
    "wrap it around a small block of wood so your fingers don't dig grooves.",
  ),
  sub(
    ['wet dry vacuum'],
    ['vacuum'],
    'no',
    "a household vacuum isn't built for water: it can short out and shock you.",
  ),
  sub(['flashlight'], ['phone'], 'yes', 'a phone light works; prop it up so both hands are free.'),
];
