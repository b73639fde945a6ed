import { SOCKET_CLOSE_CODES } from '@fixwise/shared';

/** tRPC's own: at once, then 2 s, 4 s … 30 s. */
const backoffMs = (attempt: number) => (attempt === 0 ? 0 : Math.min(1000 * 2 ** attempt, 30_000));

/** The server's limits on sockets and messages: coming straight back meets the same limit. */
const LIMIT_CLOSES: ReadonlySet<number> = new Set([
  SOCKET_CLOSE_CODES.TOO_MANY_SOCKETS,
  SOCKET_CLOSE_CODES.TOO_MANY_CALLS,
  SOCKET_CLOSE_CODES.MESSAGE_TOO_BIG,
]);
const LIMIT_WAIT_MS = 30_000;
const LIMIT_WAIT_MAX_MS = 10 * 60_000;
/** A socket closed for reading too slowly comes back soon: it resumes from its last event. */
const SLOW_WAIT_MS = 5_000;

/**
 * When the live connection reconnects. tRPC's client reconnects at once after any close of a socket that
 * had opened, so a server limit answered with a close would bring every tab straight back, again and
 * again. After a limit's close it waits 30 s, doubling with each such close in a row up to 10 minutes;
 * after a slow reader's close, 5 s; each with ±50 % jitter, so many tabs do not return together.
 * Anything else keeps tRPC's backoff.
 */
export function reconnectPolicy(random: () => number = Math.random) {
  let lastClose: number | undefined;
  let limitCloses = 0;
  return {
    /** The socket closed with `code` (tRPC's `onClose`). */
    closed(code: number | undefined): void {
      lastClose = code;
      limitCloses = code !== undefined && LIMIT_CLOSES.has(code) ? limitCloses + 1 : 0;
    },
    /** tRPC's `retryDelayMs`: the wait before reconnect attempt `attempt` (0 right after a close). */
    delayMs(attempt: number): number {
      const jitter = 0.5 + random();
      if (limitCloses > 0) {
        const wait = Math.min(LIMIT_WAIT_MS * 2 ** (limitCloses - 1), LIMIT_WAIT_MAX_MS);
        return Math.max(backoffMs(attempt), Math.round(wait * jitter));
      }
      if (lastClose === SOCKET_CLOSE_CODES.TOO_SLOW)
        return Math.max(backoffMs(attempt), Math.round(SLOW_WAIT_MS * jitter));
      return backoffMs(attempt);
    },
  };
}
