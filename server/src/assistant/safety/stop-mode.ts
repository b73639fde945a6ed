import { fold } from '../language/normalise';
import { HAZARD_TEXT, type HazardCategory } from './categories';

/**
 * Stop mode: while a safety stop is in force, every message in the project is answered with the stop
 * restated for what the person just said (cost, "it's only faint", "just tell me how"), the safe action
 * and whom to call — never repair steps. Only the person saying that a professional has made it safe
 * lifts it (`liftClaim`); after that only what stays safe to do yourself is helped with.
 */

const COST =
  /\b(afford|money|expensive|cheap|cheaper|cost|costs|pay|paying|budget|price|broke|savings|charge|charges|quote|fee|bill)\b/;
const PUSH =
  /\b(how|steps?|myself|diy|instructions?|tell me|show me|walk me|ignore|pretend|experienced|done this|know what i am doing|guide|tutorial|do it|fix it|anyway|just|can i|could i|should i|let me|what do i need|which tools|roleplay|role play|in character|override|disabled)\b/;
const MINIMISE =
  /\b(faint|slight|slightly|little|tiny|barely|only|probably|nothing|gone|stopped|went away|goes away|fine now|better now|not that bad|not bad|overreacting|false alarm|maybe|could it be|might be|just a|skunk|weird|normal|used to it|for years|always been|old house)\b/;

function restated(category: HazardCategory): string[] {
  const t = HAZARD_TEXT[category];
  return [
    '**Do this now:**',
    ...t.now.map((step, i) => `${i + 1}. ${step}`),
    '',
    `**Who to call:** ${t.callWho}.`,
    '',
    `Once ${t.liftedWhen}, tell me and I'll help with anything that's left.`,
  ];
}

/** The reply to any message while a stop is in force: the stop restated for what was said. */
export function stopModeReply(category: HazardCategory, text: string): string {
  const t = HAZARD_TEXT[category];
  const said = fold(text);
  const opening = COST.test(said)
    ? `I understand cost matters. ${t.cost} But I can't give repair steps for this: ${lowerFirst(t.why)}`
    : MINIMISE.test(said)
      ? `Even if it seems minor, this is still **${t.title.toLowerCase()}**, and it isn't safe to treat it as small: ${lowerFirst(t.why)}`
      : PUSH.test(said)
        ? `I can't give repair steps for this, not even part of them, while it is stopped for safety (**${t.title.toLowerCase()}**). ${t.why}`
        : `This project is still stopped for safety: **${t.title.toLowerCase()}**. ${t.why}`;
  return [opening, '', ...restated(category)].join('\n');
}

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

const ANY_PRO = [
  'professional',
  'pro',
  'licensed',
  'contractor',
  'inspector',
  'technician',
  'tech',
  'specialist',
  'company',
  'expert',
  'repairman',
  'repair man',
  'serviceman',
  'service man',
  'fire department',
  'fire brigade',
  'firefighters',
  'utility',
];
/** A finished act, in the past: what the person reports a professional did. */
const DONE =
  /\b(came|been out|been here|been and|was here|were here|fixed|repaired|replaced|checked|inspected|tested|cleared|sealed|capped|made (it|everything|things|the \w+) safe|made safe|signed off|sorted|resolved|removed|took care|gave (it|us|me|the house)? ?(the )?all clear|all clear|found|said|swept|cleaned|rewired|certified|assessed|shored|reinforced|pumped|restored|dealt with|handled|finished|done)\b/;
/** Not a report of something finished: future, conditional, negated, or the person's own credentials. */
const NOT_YET =
  /\b(not|never|nobody|no one|will|going to|gonna|tomorrow|next|later|tonight|soon|schedul\w*|booked|appointment|waiting|wait|coming|come tomorrow|can|could|should|would|if|afford|may|might|hope|hopefully|until|unless|before|supposed|weeks?|days|months?|myself|ourselves|diy)\b|\b(i|we) (am|are|was|were) (a|an)\b|\b(is|am|are) (a|an) (licensed |certified |qualified |real )?\w+|\b(i|we) (just |already |myself |have |had )?(fixed|checked|tested|capped|sealed|repaired|replaced|cleared|rewired|removed|cleaned|swept|did)\b|\b(charge|charges|cost|costs|price|fee|fees|bill|pay|quote)\b|\bto (come|fix|check|look|repair|replace|inspect|test|sort|clear|cap|seal|remove)\b|^(how|what|when|who|which|why|does|do|did|is|are|was|were|will|would|can|could|should|has|have)\b/;
const NEGATIVE_TEST =
  /\b(tested negative|test(s)? (came back|was|were|is|are) negative|negative for (lead|asbestos)|no (lead|asbestos) (in|found)|(lead|asbestos) free|does not contain (lead|asbestos)|not (lead|asbestos))\b/;

const clauses = (text: string) =>
  fold(text)
    .split(/[.,;!?\n]+|\band then\b|\bso\b|\bbut\b/)
    .map((c) => c.trim())
    .filter(Boolean);
/** The clauses the person asks rather than reports (each ends with '?'): a question never lifts a stop. */
const questions = (text: string) =>
  new Set(
    (fold(text).match(/[^.,;!?\n]+\?/g) ?? [])
      .flatMap((q) => q.replace('?', '').split(/\band then\b|\bso\b|\bbut\b/))
      .map((c) => c.trim()),
  );
const mentions = (clause: string, terms: readonly string[]) =>
  terms.some((term) => new RegExp(`\\b${term}s?\\b`).test(clause));

/**
 * The clauses in which the person reports that a professional who can make this hazard safe has done so
 * ("the gas company came out and fixed the leak"), or a negative lab test for lead or asbestos. Empty
 * when there is none: a promise, a booking, a negation or the person's own credentials never count.
 */
export function liftClaim(category: HazardCategory, text: string): string[] {
  const pros = [...HAZARD_TEXT[category].pros, ...ANY_PRO];
  const testable = category === 'asbestos' || category === 'lead-paint';
  const asked = questions(text);
  return clauses(text).filter(
    (clause) =>
      !asked.has(clause) &&
      ((testable && NEGATIVE_TEST.test(clause)) ||
        (mentions(clause, pros) && DONE.test(clause) && !NOT_YET.test(clause))),
  );
}

/** The text of a message without the clauses that lift the stop (they name the hazard they cleared). */
export function withoutClaims(text: string, claims: readonly string[]): string {
  return clauses(text)
    .filter((clause) => !claims.includes(clause))
    .join('. ');
}

/** The reply when a stop is lifted: what may now be helped with, and what stays with the professional. */
export function liftedReply(category: HazardCategory): string {
  const t = HAZARD_TEXT[category];
  return [
    `Good — thanks for letting me know it has been made safe. The safety stop on this project (**${t.title.toLowerCase()}**) is lifted.`,
    '',
    `I can help with what's left that is safe to do yourself. Anything involving ${t.stillPro} stays with the professional.`,
    '',
    'What still needs fixing?',
  ].join('\n');
}
