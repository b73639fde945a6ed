import { join, slice, type Reading } from '../reading/read';
import type { HazardCategory } from './categories';
import { liftClaims, liftedText, stopModeReply } from './conversation';
import { triage, type Check, type Hazard, type RuleTrace } from './triage';

export type SafetyDecision =
  /** No stop in force and no hazard: the engine answers. */
  | { kind: 'none'; trace: RuleTrace[] }
  /** A hazard: record the stop (or take the more urgent category) and say stop. */
  | { kind: 'stop'; hazard: Hazard; reply: string; trace: RuleTrace[] }
  /** A hazard stays possible: ask one direct question before anything else. */
  | { kind: 'check'; check: Check; trace: RuleTrace[] }
  /** A stop in force holds: the stop restated for what was said. */
  | { kind: 'hold'; category: HazardCategory; reply: string; trace: RuleTrace[] }
  /** The person reports a professional made it safe: lift the stop. */
  | { kind: 'lift'; category: HazardCategory; note: string; reply: string; trace: RuleTrace[] };

export interface SafetyTurn {
  reading: Reading;
  /** The stop in force on the project, if any. */
  stopped: HazardCategory | null;
  homeAge: string | null;
  /** The person's earlier messages in this project since the last lift, oldest first. */
  earlier: readonly Reading[];
}

/**
 * Safety before either engine, as conversation state: triage reads the message with what was said
 * before it; a stop in force answers every message in stop mode until the person reports that a
 * professional has made it safe. A new hazard always gets its own stop message; a hazard that stays
 * possible is asked about.
 */
export function decideSafety(turn: SafetyTurn): SafetyDecision {
  const { reading, stopped } = turn;
  const claims = stopped ? liftClaims(stopped, reading) : [];
  // the claim names the hazard it cleared ("fixed the gas leak"): only the rest is triaged, on its own
  const rest = claims.length ? without(reading, claims) : reading;
  const { hazards, checks, trace } = rest.tokens.length
    ? triage(rest, { homeAge: turn.homeAge, earlier: claims.length ? [] : turn.earlier })
    : { hazards: [], checks: [], trace: [] };
  const fresh = hazards.find((h) => h.category !== stopped) ?? (claims.length ? hazards[0] : undefined);
  if (fresh) return { kind: 'stop', hazard: fresh, reply: fresh.reply, trace };
  if (!stopped) {
    if (hazards[0]) return { kind: 'stop', hazard: hazards[0], reply: hazards[0].reply, trace };
    if (checks[0]) return { kind: 'check', check: checks[0], trace };
    return { kind: 'none', trace };
  }
  // the note keeps the person's own words
  if (claims.length) return { kind: 'lift', category: stopped, note: reading.text, reply: liftedText(stopped), trace };
  return { kind: 'hold', category: stopped, reply: stopModeReply(stopped, reading), trace };
}

/** The reading without the given token ranges. */
function without(reading: Reading, ranges: ReadonlyArray<{ start: number; end: number }>): Reading {
  const kept: Reading[] = [];
  let at = 0;
  for (const r of [...ranges].sort((a, b) => a.start - b.start)) {
    if (r.start > at) kept.push(slice(reading, at, r.start));
    at = r.end;
  }
  if (at < reading.tokens.length) kept.push(slice(reading, at, reading.tokens.length));
  return kept.length ? join(kept) : slice(reading, 0, 0);
}
