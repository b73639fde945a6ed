import { WebSocket } from 'ws';
import type { SocketLimits, SocketSession } from './socket-limits';

const DONE: IteratorReturnResult<undefined> = Object.freeze({ done: true, value: undefined });

/** Most bytes held back in one tick before they are written anyway. */
const CORKED_BYTES = 64 * 1024;
/** ws's TCP socket under a WebSocket (not part of its typed surface; absent before the handshake). */
const tcpOf = (socket: WebSocket) => (socket as unknown as { _socket?: { cork?(): void; uncork(): void } })._socket;
const uncork = (socket: LimitedSocket) => {
  socket.corked = false;
  tcpOf(socket)?.uncork();
};

/** A subscription's events, holding its place on the socket until they end. */
class HeldEvents<T> implements AsyncIterableIterator<T>, AsyncDisposable {
  private ended = false;
  constructor(
    private readonly source: AsyncIterator<T>,
    private readonly socket: LimitedSocket,
  ) {}

  next(): Promise<IteratorResult<T>> {
    return this.source.next().then(
      (result) => {
        if (result.done) this.end();
        return result;
      },
      (error: unknown) => {
        this.end();
        throw error;
      },
    );
  }

  async return(): Promise<IteratorReturnResult<undefined>> {
    this.end();
    await this.source.return?.();
    return DONE;
  }

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    this.socket.released(this);
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.return();
  }
}

/**
 * The server's sockets (WebSocketServer's `WebSocket` option): ws's own, with what the limits keep of each
 * (a few fields on the socket, no listener or timer per socket) and two checks — a message refused by
 * the limits (socket-limits.ts) never reaches tRPC, and nothing more is sent to a client whose unsent
 * data has passed the ceiling. The messages of one tick go out in one write.
 */
export abstract class LimitedSocket extends WebSocket implements SocketSession {
  protected abstract readonly limits: SocketLimits;
  address = '';
  person: string | null = null;
  anonymous = false;
  /** Subscription places taken, started or starting. */
  places = 0;
  held: Set<HeldEvents<unknown>> | null = null;
  /** The limits already logged for this socket, one bit each: a line per socket and limit at most. */
  logged = 0;
  /** Messages sent in this tick wait to go out together (see send). */
  corked = false;

  get subscriptionLimit(): number {
    return this.limits.options.WS_MAX_SUBSCRIPTIONS_PER_SOCKET;
  }

  takeSubscription(): boolean {
    if (this.places >= this.subscriptionLimit) {
      this.limits.count(this, 'subscriptionsPerSocket');
      return false;
    }
    this.places += 1;
    return true;
  }

  giveBackSubscription(): void {
    this.places -= 1;
  }

  holdSubscription<T>(events: AsyncIterable<T>): AsyncIterable<T> {
    const held = new HeldEvents(events[Symbol.asyncIterator](), this);
    this.held ??= new Set();
    this.held.add(held as HeldEvents<unknown>);
    // the socket closed while the subscription was starting: it ends at once
    if (this.readyState !== WebSocket.OPEN) void held.return();
    return held;
  }

  released(held: HeldEvents<unknown>): void {
    if (this.held?.delete(held)) this.places -= 1;
  }

  refusedAnonymousCall(): void {
    this.limits.count(this, 'anonymousCalls');
  }

  override send(data: unknown, options?: unknown, cb?: unknown): void {
    const ceiling = this.limits.options.WS_MAX_BUFFERED_BYTES;
    // what this tick has written so far goes out before it looks like a client that is not reading
    if (this.corked && this.bufferedAmount >= Math.min(CORKED_BYTES, ceiling / 2)) uncork(this);
    if (this.readyState === WebSocket.OPEN && this.bufferedAmount > ceiling) {
      this.limits.close(this, 'slowReaders');
      if (typeof cb === 'function') process.nextTick(cb, new Error('the socket was closed: its client is not reading'));
      return;
    }
    // one event to many subscriptions on this socket is many messages in one tick: written to the
    // connection in one go when the tick ends, rather than one system call each
    if (!this.corked && this.readyState === WebSocket.OPEN) {
      const tcp = tcpOf(this);
      if (tcp?.cork) {
        tcp.cork();
        this.corked = true;
        process.nextTick(uncork, this);
      }
    }
    super.send(data as string, options as object, cb as undefined);
  }

  override emit(event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'message' && !this.limits.accepts(this, args[0], args[1] === true)) return false;
    if (event === 'error' && (args[0] as { code?: unknown } | undefined)?.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH')
      this.limits.count(this, 'messageBytes');
    if (event === 'close') this.limits.closed(this);
    return super.emit(event, ...args);
  }
}
