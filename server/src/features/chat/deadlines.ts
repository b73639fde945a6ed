/**
 * How long a reply may take: the person sees the failure text within these, whatever the model does
 * (the SDK's own retries included, since the budget is the whole call's).
 */
export interface ReplyDeadlines {
  /** From the message to the reply's first words. */
  firstTokenMs: number;
  /** Between words once the reply has begun. */
  stallMs: number;
  /** The whole reply. */
  totalMs: number;
}
export const REPLY_DEADLINES: ReplyDeadlines = { firstTokenMs: 30_000, stallMs: 30_000, totalMs: 180_000 };

class DeadlineExceeded extends Error {}

/**
 * Runs the engine under the reply's deadlines (first words, a stall, the whole reply) and the
 * instance's abort (shutdown). The engine is told to stop through the signal; the reply fails at
 * the deadline even if the engine does not listen.
 */
export async function withinDeadlines<T>(
  deadlines: ReplyDeadlines,
  outer: AbortSignal,
  run: (onWords: () => void, signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const { firstTokenMs, stallMs, totalMs } = deadlines;
  let expire!: (error: Error) => void;
  const expired = new Promise<never>((_, reject) => (expire = reject));
  const fail = (why: string) => {
    const error = new DeadlineExceeded(why);
    controller.abort(error);
    expire(error);
  };
  let words = setTimeout(() => fail(`no reply within ${firstTokenMs} ms`), firstTokenMs);
  const total = setTimeout(() => fail(`the reply took longer than ${totalMs} ms`), totalMs);
  const onAbort = () => fail(String(outer.reason ?? 'aborted'));
  if (outer.aborted) onAbort();
  outer.addEventListener('abort', onAbort);
  const onWords = () => {
    clearTimeout(words);
    words = setTimeout(() => fail(`the reply stalled for ${stallMs} ms`), stallMs);
  };
  try {
    const work = run(onWords, controller.signal);
    work.catch(() => undefined); // settled later than the deadline: already answered as failed
    return await Promise.race([work, expired]);
  } finally {
    clearTimeout(words);
    clearTimeout(total);
    outer.removeEventListener('abort', onAbort);
  }
}
