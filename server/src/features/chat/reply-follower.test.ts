import type { ReplyEvent } from '@fixwise/shared';
import { describe, expect, it } from 'vitest';
import { RESYNC, type Resync } from '../../events/bus';
import { followReply, replyEventId, type ReplyState } from './reply-follower';
import type { ReplyBusEvent } from './reply-streams';

const TEXT = 'Turn off the water valve first, then open the tap.';
const at = (end: number) => TEXT.slice(0, end);
const delta = (from: number, to: number, stored?: number): ReplyBusEvent => ({
  type: 'delta',
  offset: to,
  text: TEXT.slice(from, to),
  ...(stored === undefined ? {} : { stored }),
});
const done: ReplyEvent = {
  type: 'done',
  offset: TEXT.length,
  response: TEXT,
  suggested_messages: [],
  current_state: 'in_progress',
};

/**
 * A reply as the database and the bus show it to one follower: `stored` is what a state read finds,
 * and the script is what the bus delivers, with the writer's stores (functions) between deliveries.
 */
function reply(storedAtJoin: number) {
  let stored = storedAtJoin;
  let final: ReplyEvent | null = null;
  let reads = 0;
  return {
    reads: () => reads,
    store(end: number, ended: ReplyEvent | null = null) {
      return () => {
        stored = end;
        final = ended;
      };
    },
    readState: async (): Promise<ReplyState> => {
      reads += 1;
      return { text: at(stored), final };
    },
  };
}

async function* bus(script: Array<ReplyBusEvent | Resync | (() => void)>): AsyncGenerator<ReplyBusEvent | Resync> {
  for (const step of script) {
    if (typeof step === 'function') step();
    else yield step;
  }
}

async function follow(
  events: AsyncIterable<ReplyBusEvent | Resync>,
  readState: () => Promise<ReplyState>,
  lastEventId?: string,
) {
  const seen: Array<{ id: string; event: ReplyEvent }> = [];
  for await (const event of followReply(events, readState, lastEventId)) seen.push({ id: replyEventId(event), event });
  return seen;
}

/** The text a follower ends up with, and whether each event started exactly where the last one ended. */
function textOf(seen: Array<{ event: ReplyEvent }>, from = 0) {
  let text = '';
  let gapless = true;
  for (const { event } of seen) {
    if (event.type !== 'delta') continue;
    if (event.offset - event.text.length !== from + text.length) gapless = false;
    text += event.text;
  }
  return { text, gapless };
}

describe('a reply follower', () => {
  it('joining mid-way starts from the stored text, then takes the live words that follow on from it', async () => {
    const r = reply(9);
    const seen = await follow(
      bus([
        delta(4, 9), // said before the follower's read: already covered, skipped
        delta(9, 13),
        delta(11, 19), // overlaps what was sent: only its new part goes out
        delta(19, TEXT.length),
        r.store(TEXT.length, done),
        { type: 'done', offset: TEXT.length },
      ]),
      r.readState,
    );
    expect(seen.map((s) => s.id)).toEqual(['9', '13', '19', String(TEXT.length), `${TEXT.length}-final`]);
    expect(textOf(seen)).toEqual({ text: TEXT, gapless: true });
    expect(seen.at(-1)!.event).toEqual(done);
    expect(r.reads()).toBe(2); // on joining and at the end
  });

  it('holds deltas beyond a gap, never drops them, and fills the gap from the stored text once a delta says it is stored', async () => {
    const r = reply(9);
    const seen = await follow(
      bus([
        // the words from 9 to 19 went out before the follower subscribed: a gap
        delta(19, 25, 9), // the store is no further than the follower: held, nothing read
        delta(25, 31, 9),
        r.store(19),
        delta(31, 36, 19), // the store now covers the gap: read it, then release what was held
        delta(36, TEXT.length, 36),
        r.store(TEXT.length, done),
        { type: 'done', offset: TEXT.length },
      ]),
      r.readState,
    );
    expect(seen.map((s) => s.id)).toEqual(['9', '19', '25', '31', '36', String(TEXT.length), `${TEXT.length}-final`]);
    expect(textOf(seen)).toEqual({ text: TEXT, gapless: true });
    expect(r.reads()).toBe(3); // on joining, once for the gap, at the end
  });

  it('reads the stored text again after a resync: what was missed, then the held deltas, then the end', async () => {
    const r = reply(0);
    const seen = await follow(
      bus([
        delta(0, 9),
        // the bus lost its connection: the deltas from 9 to 25 are lost, one beyond them arrives
        delta(25, 31, 9),
        r.store(25),
        RESYNC,
        r.store(TEXT.length, done),
        RESYNC, // the end itself was lost too: the state says the reply is done
        delta(31, 36, 36), // nothing is read after the end
      ]),
      r.readState,
    );
    expect(seen.map((s) => s.id)).toEqual(['9', '25', '31', String(TEXT.length), `${TEXT.length}-final`]);
    expect(textOf(seen)).toEqual({ text: TEXT, gapless: true });
    expect(r.reads()).toBe(3);
  });

  it('resumes after the offset a reconnecting client has, and ends without waiting when the reply is over', async () => {
    const r = reply(TEXT.length);
    r.store(TEXT.length, done)();
    let listened = false;
    const events = (async function* () {
      listened = true;
      yield* [] as ReplyBusEvent[];
    })();
    const seen = await follow(events, r.readState, '19');
    expect(seen.map((s) => s.id)).toEqual([String(TEXT.length), `${TEXT.length}-final`]);
    expect(textOf(seen, 19)).toEqual({ text: TEXT.slice(19), gapless: true });
    expect(listened).toBe(false);
  });

  it('ends with the failure the state reads when the writer says it failed', async () => {
    const failed: ReplyEvent = { type: 'failed', offset: 0, detail: 'Oops! Something went wrong. Please try again.' };
    const r = reply(0);
    const seen = await follow(bus([delta(0, 9), r.store(9, failed), { type: 'failed', offset: 9 }]), r.readState);
    expect(seen.map((s) => s.event)).toEqual([{ type: 'delta', offset: 9, text: at(9) }, failed]);
  });
});
