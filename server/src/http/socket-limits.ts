import { MAX_ANONYMOUS_SOCKET_MESSAGE_BYTES, MAX_TRPC_BATCH, SOCKET_CLOSE_CODES } from '@fixwise/shared';
import { WebSocket } from 'ws';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { LimitedSocket } from './limited-socket';

/**
 * What a socket without a session may call: the sign-in flow's calls, and the liveness checks. The app
 * itself makes none of them over its socket (it subscribes only once signed in, and signs in over HTTP);
 * every subscription, and everything else, needs a session.
 */
export const ANONYMOUS_SOCKET_PROCEDURES: ReadonlySet<string> = new Set([
  'system.ping',
  'system.health',
  'account.signup',
  'account.login',
  'account.googleStatus',
  'account.requestPasswordReset',
  'account.resetPassword',
]);

/** Each limit, with what it answers: a close code, or (for one call) a tRPC error. */
const LIMITS = {
  messageBytes: SOCKET_CLOSE_CODES.MESSAGE_TOO_BIG,
  callsPerMessage: SOCKET_CLOSE_CODES.TOO_MANY_CALLS,
  socketsPerAddress: SOCKET_CLOSE_CODES.TOO_MANY_SOCKETS,
  anonymousSocketsPerAddress: SOCKET_CLOSE_CODES.TOO_MANY_SOCKETS,
  socketsPerPerson: SOCKET_CLOSE_CODES.TOO_MANY_SOCKETS,
  slowReaders: SOCKET_CLOSE_CODES.TOO_SLOW,
  subscriptionsPerSocket: 'TOO_MANY_REQUESTS',
  anonymousCalls: 'UNAUTHORIZED',
} as const;
export type SocketLimit = keyof typeof LIMITS;
const LIMIT_NAMES = Object.keys(LIMITS) as SocketLimit[];

/** The close reasons (at most 123 bytes each), for the limits that close the socket. */
const REASONS = {
  messageBytes: 'Message too big',
  callsPerMessage: `Too many calls in one message (at most ${MAX_TRPC_BATCH})`,
  socketsPerAddress: 'Too many connections from this network',
  anonymousSocketsPerAddress: 'Too many connections from this network without signing in',
  socketsPerPerson: 'Too many connections for this account',
  slowReaders: 'Reading too slowly: the connection fell too far behind',
} as const satisfies Partial<Record<SocketLimit, string>>;

/** What the procedures' middleware (trpc.ts) asks of the socket a call came on. */
export interface SocketSession {
  readonly subscriptionLimit: number;
  /** Takes one of the socket's subscription places; false, and counted, when all are taken. */
  takeSubscription(): boolean;
  /** Gives back a place taken for a subscription that did not start. */
  giveBackSubscription(): void;
  /** The subscription's events; its place is given back when they end, and they end when the socket closes. */
  holdSubscription<T>(events: AsyncIterable<T>): AsyncIterable<T>;
  /** Counts a call refused because the socket has no session. */
  refusedAnonymousCall(): void;
}

type Options = Pick<
  Config,
  | 'WS_MAX_SOCKETS_PER_PERSON'
  | 'WS_MAX_SOCKETS_PER_ADDRESS'
  | 'WS_MAX_ANONYMOUS_SOCKETS_PER_ADDRESS'
  | 'WS_MAX_SUBSCRIPTIONS_PER_SOCKET'
  | 'WS_MAX_BUFFERED_BYTES'
>;

const increment = (counts: Map<string, number>, key: string) => {
  const n = (counts.get(key) ?? 0) + 1;
  counts.set(key, n);
  return n;
};
const decrement = (counts: Map<string, number>, key: string) => {
  const n = (counts.get(key) ?? 1) - 1;
  if (n > 0) counts.set(key, n);
  else counts.delete(key);
};

/** The first byte of `data` that is not JSON whitespace. */
function firstByte(data: Buffer): number | undefined {
  for (const byte of data) if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09) return byte;
  return undefined;
}

/**
 * Who holds how many sockets on this instance — per person, per address, and sockets without a session
 * per address — and each socket's subscriptions; every limit reached is counted (`stats()`) and logged
 * once per socket. Counts are per instance: N instances allow N times as many sockets.
 */
export class SocketLimits {
  /** The class ws makes the server's sockets with (WebSocketServer's `WebSocket` option). */
  readonly Socket: typeof WebSocket;
  private readonly perAddress = new Map<string, number>();
  private readonly anonymousPerAddress = new Map<string, number>();
  private readonly perPerson = new Map<string, number>();
  private readonly counts = Object.fromEntries(LIMIT_NAMES.map((name) => [name, 0])) as Record<SocketLimit, number>;

  constructor(
    readonly options: Options,
    private readonly logger: Logger,
  ) {
    const limits = this;
    this.Socket = class extends LimitedSocket {
      protected readonly limits = limits;
    };
  }

  /** How often each limit was reached since the server started. */
  stats(): Record<SocketLimit, number> {
    return { ...this.counts };
  }

  /**
   * A socket just upgraded from `address`: false (and closing) when the address holds as many as allowed.
   * One that sends no connection params (`withParams` false) has no session from the start, and is
   * counted as such at once, before tRPC takes it on.
   */
  opened(ws: WebSocket, address: string | null, withParams: boolean): boolean {
    const socket = ws as LimitedSocket;
    socket.address = address ?? '';
    if (increment(this.perAddress, socket.address) > this.options.WS_MAX_SOCKETS_PER_ADDRESS) {
      this.close(socket, 'socketsPerAddress');
      return false;
    }
    return withParams || this.admit(socket, null) === null;
  }

  /**
   * The socket's session is known (`userId`, or null without one). When that person, or this address's
   * sockets without a session, already hold as many as allowed, the socket closes and the reason is
   * returned (for the error its waiting calls get); null when it is admitted.
   */
  admit(ws: WebSocket, userId: string | null): string | null {
    const socket = ws as LimitedSocket;
    if (socket.person || socket.anonymous) return null;
    let limit: 'socketsPerPerson' | 'anonymousSocketsPerAddress';
    if (userId) {
      socket.person = userId;
      if (increment(this.perPerson, userId) <= this.options.WS_MAX_SOCKETS_PER_PERSON) return null;
      limit = 'socketsPerPerson';
    } else {
      socket.anonymous = true;
      const held = increment(this.anonymousPerAddress, socket.address);
      if (held <= this.options.WS_MAX_ANONYMOUS_SOCKETS_PER_ADDRESS) return null;
      limit = 'anonymousSocketsPerAddress';
    }
    this.close(socket, limit);
    return REASONS[limit];
  }

  /** The socket as its calls' context sees it (trpc.ts). */
  session(ws: WebSocket): SocketSession {
    return ws as LimitedSocket;
  }

  /** Whether a message goes on to tRPC: not on a closing socket, not over the size or the call cap. */
  accepts(socket: LimitedSocket, data: unknown, isBinary: boolean): boolean {
    if (socket.readyState !== WebSocket.OPEN) return false;
    if (isBinary || !Buffer.isBuffer(data)) return true;
    if (socket.anonymous && data.length > MAX_ANONYMOUS_SOCKET_MESSAGE_BYTES) {
      this.close(socket, 'messageBytes');
      return false;
    }
    if (firstByte(data) !== 0x5b) return true; // '[': a batch of calls
    let calls: unknown;
    try {
      calls = JSON.parse(data.toString('utf8'));
    } catch {
      return true; // tRPC answers it with PARSE_ERROR
    }
    if (!Array.isArray(calls) || calls.length <= MAX_TRPC_BATCH) return true;
    this.close(socket, 'callsPerMessage');
    return false;
  }

  /** Counts a limit reached on `socket` (the first time on this socket, a log line too). */
  count(socket: LimitedSocket, limit: SocketLimit): void {
    this.counts[limit] += 1;
    const bit = 1 << LIMIT_NAMES.indexOf(limit);
    if (socket.logged & bit) return;
    socket.logged |= bit;
    this.logger.warn({ limit, answer: LIMITS[limit], total: this.counts[limit] }, 'websocket limit reached');
  }

  close(socket: LimitedSocket, limit: keyof typeof REASONS): void {
    this.count(socket, limit);
    socket.close(LIMITS[limit], REASONS[limit]);
  }

  /** The socket closed: it no longer counts anywhere, and its subscriptions end. */
  closed(socket: LimitedSocket): void {
    decrement(this.perAddress, socket.address);
    if (socket.person) decrement(this.perPerson, socket.person);
    if (socket.anonymous) decrement(this.anonymousPerAddress, socket.address);
    const held = socket.held;
    socket.held = null;
    socket.places = 0;
    if (held) for (const events of held) void events.return();
  }
}
