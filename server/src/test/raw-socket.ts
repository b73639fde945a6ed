/**
 * A WebSocket to the test server that speaks tRPC's wire format by hand, for tests that need what the
 * tRPC client never sends (a message of many calls, calls after a refusal) or must see every message
 * and the close code. Waits are for messages or the close, never for time.
 */
import WebSocket from 'ws';

/** A tRPC message from the server: a result or an error for call `id`. */
export interface WireMessage {
  id: number | string | null;
  result?: { type: 'started' | 'stopped' | 'data'; id?: string; data?: unknown };
  error?: { message: string; data?: { code?: string; appCode?: string } };
}

export interface RawSocket {
  ws: WebSocket;
  messages: WireMessage[];
  /** Resolves with the close code and reason once the socket closes. */
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
  /** Resolves once some message received so far (or later) satisfies `test`; rejects if the socket closes first. */
  next(test: (message: WireMessage) => boolean): Promise<WireMessage>;
  /** Resolves once `count` messages satisfy `test`. */
  count(test: (message: WireMessage) => boolean, count: number): Promise<void>;
}

/** Opens a socket (signed in with `token`, or without a session) and sends its connection params. */
export async function rawSocket(wsUrl: string, token?: string): Promise<RawSocket> {
  const ws = new WebSocket(`${wsUrl}?connectionParams=1`);
  const messages: WireMessage[] = [];
  const waiters = new Set<() => void>();
  let closedYet = false;
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.once('close', (code, reason) => {
      closedYet = true;
      resolve({ code, reason: reason.toString() });
      for (const wake of waiters) wake();
    }),
  );
  ws.on('message', (data) => {
    const text = data.toString();
    if (text === 'PING') return ws.send('PONG');
    messages.push(JSON.parse(text) as WireMessage);
    for (const wake of waiters) wake();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ method: 'connectionParams', data: token ? { token } : {} }));

  const waitFor = <T>(check: () => T | undefined, what: string) =>
    new Promise<T>((resolve, reject) => {
      const wake = () => {
        const found = check();
        if (found !== undefined) {
          waiters.delete(wake);
          resolve(found);
        } else if (closedYet) {
          waiters.delete(wake);
          reject(new Error(`the socket closed before ${what}`));
        }
      };
      waiters.add(wake);
      wake();
    });

  return {
    ws,
    messages,
    closed,
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    next: (test) => waitFor(() => messages.find(test), 'the message came'),
    count: (test, count) =>
      waitFor(() => (messages.filter(test).length >= count ? true : undefined), `${count} messages came`).then(
        () => undefined,
      ),
  };
}

/** A subscription call as tRPC's client writes it. */
export const subscription = (id: number, path: string, input?: unknown) => ({
  id,
  method: 'subscription',
  params: { path, input },
});

/** A query or mutation call as tRPC's client writes it. */
export const call = (id: number, method: 'query' | 'mutation', path: string, input?: unknown) => ({
  id,
  method,
  params: { path, input },
});
