import type { ReplyEvent } from '@fixwise/shared';
import type { Resync } from '../../events/bus';
import type { ReplyBusEvent } from './reply-streams';

/** What is known of a reply right now: the text so far (stored, or live on this instance) and its end, if it has ended. */
export interface ReplyState {
  text: string;
  final: ReplyEvent | null;
}

/** A reply event's id on the subscription: its character offset, so a client resumes exactly where it was. */
export function replyEventId(event: ReplyEvent): string {
  return event.type === 'delta' ? String(event.offset) : `${event.offset}-final`;
}

/**
 * One follower of a streamed reply: the text it has not seen, in order, without gaps or repeats, then
 * the end. It starts after `lastEventId` (the offset a reconnecting client already has) from the state
 * read now, so a follower who joins mid-way, on any instance, starts from the stored text. Bus deltas
 * beyond what it has are held, never dropped, until the stored text fills the gap before them: each
 * delta says how much is stored, so the state is read again only when that helps. The end is read whole
 * from the state (the bus carries no text with it), and so is everything after a resync.
 */
export async function* followReply(
  events: AsyncIterable<ReplyBusEvent | Resync>,
  readState: () => Promise<ReplyState>,
  lastEventId: string | null | undefined,
): AsyncGenerator<ReplyEvent, void> {
  let sent = Math.max(0, Number.parseInt(lastEventId ?? '0', 10) || 0);
  /** Deltas beyond `sent`, in order, waiting for the text before them. */
  const ahead: Array<{ offset: number; text: string }> = [];

  /** What the state has beyond `sent`, and the end if the reply has ended; returns whether it has. */
  async function* catchUp(): AsyncGenerator<ReplyEvent, boolean> {
    const state = await readState();
    if (state.text.length > sent) {
      yield { type: 'delta', offset: state.text.length, text: state.text.slice(sent) };
      sent = state.text.length;
    }
    if (state.final) yield state.final;
    return state.final !== null;
  }

  /** The held deltas that now follow on from `sent`. */
  function* release(): Generator<ReplyEvent> {
    while (ahead.length) {
      const next = ahead[0]!;
      const start = next.offset - next.text.length;
      if (start > sent) return;
      ahead.shift();
      if (next.offset <= sent) continue;
      yield { type: 'delta', offset: next.offset, text: next.text.slice(sent - start) };
      sent = next.offset;
    }
  }

  if (yield* catchUp()) return;
  for await (const event of events) {
    if ('resync' in event || event.type !== 'delta') {
      if (yield* catchUp()) return;
      yield* release();
      continue;
    }
    if (event.offset <= sent) continue;
    ahead.push({ offset: event.offset, text: event.text });
    yield* release();
    // a gap before the held deltas: read the stored text once the writer says it covers more
    if (ahead.length && (event.stored ?? Number.POSITIVE_INFINITY) > sent) {
      if (yield* catchUp()) return;
      yield* release();
    }
  }
}
