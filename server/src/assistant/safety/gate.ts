import type { HazardCategory } from './categories';
import { liftClaim, liftedReply, stopModeReply, withoutClaims } from './stop-mode';
import { triageAll, type Hazard } from './triage';

export type SafetyDecision =
  /** No stop in force and no hazard: the engine answers. */
  | { kind: 'none' }
  /** A hazard: record the stop (or take the more urgent category) and say stop. */
  | { kind: 'stop'; hazard: Hazard; reply: string }
  /** A stop in force holds: the stop restated for what was said. */
  | { kind: 'hold'; category: HazardCategory; reply: string }
  /** The person reports a professional made it safe: lift the stop. */
  | { kind: 'lift'; category: HazardCategory; note: string; reply: string };

export interface SafetyTurn {
  text: string;
  /** The stop in force on the project, if any. */
  stopped: HazardCategory | null;
  homeAge: string | null;
  /** The person's earlier messages in this project since the last lift, oldest first. */
  earlier: readonly string[];
}

/**
 * Safety before either engine, as conversation state: triage reads the message with what was said
 * before it; a stop in force answers every message in stop mode until the person reports that a
 * professional has made it safe. A new hazard always gets its own stop message.
 */
export function decideSafety(turn: SafetyTurn): SafetyDecision {
  const claims = turn.stopped ? liftClaim(turn.stopped, turn.text) : [];
  // the claim names the hazard it cleared ("fixed the gas leak"): only the rest is triaged, on its own
  const rest = claims.length ? withoutClaims(turn.text, claims) : turn.text;
  const hazards = rest.trim()
    ? triageAll(rest, { homeAge: turn.homeAge, earlier: claims.length ? [] : turn.earlier })
    : [];
  const fresh = hazards.find((h) => h.category !== turn.stopped) ?? (claims.length ? hazards[0] : undefined);
  if (fresh) return { kind: 'stop', hazard: fresh, reply: fresh.reply };
  if (!turn.stopped)
    return hazards[0] ? { kind: 'stop', hazard: hazards[0], reply: hazards[0].reply } : { kind: 'none' };
  if (claims.length)
    return { kind: 'lift', category: turn.stopped, note: claims.join('. '), reply: liftedReply(turn.stopped) };
  return { kind: 'hold', category: turn.stopped, reply: stopModeReply(turn.stopped, turn.text) };
}
