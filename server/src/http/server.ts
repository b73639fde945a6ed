import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_SOCKET_MESSAGE_BYTES, SOCKET_CLOSE_CODES } from '@fixwise/shared';
import { TRPCError } from '@trpc/server';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import { eq } from 'drizzle-orm';
import { type ServerOptions, WebSocketServer, type WebSocket } from 'ws';
import { sessions } from '../db/schema';
import { SESSIONS_TOPIC, type SessionEnded } from '../features/accounts/sessions';
import { hashToken } from '../features/accounts/tokens';
import { appRouter } from '../router';
import type { Services } from '../services';
import { createContext } from '../trpc';
import proxyaddr from 'proxy-addr';
import { createApp } from './app';
import { socketEncoder } from './socket-encoder';
import { type SocketLimit, SocketLimits } from './socket-limits';
import type { HeldPort } from './port';

export interface RunningServer {
  server: Server;
  port: number;
  url: string;
  /**
   * Tells WebSocket clients to reconnect, drains HTTP (connections still open after `drainMs` are
   * closed), then closes. Does not close the database.
   */
  close(drainMs?: number): Promise<void>;
  /** How often each WebSocket limit was reached on this instance since it started (http/socket-limits.ts). */
  socketStats(): Record<SocketLimit, number>;
}

/**
 * The close code of a socket whose session ended; the others are beside it in SOCKET_CLOSE_CODES.
 * @internal
 */
export const SESSION_ENDED_CLOSE_CODE = SOCKET_CLOSE_CODES.SESSION_ENDED;
const WS_PING_MS = 30_000;
/**
 * A socket whose client does not answer our close within this is cut (ws waits 30 s by default): a
 * client closed for not reading would otherwise keep its buffer, and its subscriptions, that long.
 */
const WS_CLOSE_TIMEOUT_MS = 5_000;
/** How often open sockets are checked for an expired session (and closed ones forgotten). */
const EXPIRY_SWEEP_MS = 1_000;

/** What a WebSocket connection keeps of its upgrade request. */
interface SocketRequest {
  url: string | undefined;
  headers: { host: string | undefined };
  clientAddress: string | null;
}
const WS_PONG_WAIT_MS = 5_000;
const DRAIN_TIMEOUT_MS = 10_000;

function tokenFromConnectionParams(params: Record<string, string | undefined> | null | undefined): string | null {
  const token = params?.token;
  return typeof token === 'string' && token.length > 0 ? token : null;
}

export async function startHttpServer(opts: {
  services: Services;
  clientDir: string;
  /** A port to listen on, or one main.ts bound before the database was opened. */
  port: number | HeldPort;
  host?: string;
}): Promise<RunningServer> {
  const { services, port: listenOn } = opts;
  const app = createApp({ services, clientDir: opts.clientDir });
  const server = typeof listenOn === 'number' ? createServer(app) : listenOn.server;
  // the client's address on a WebSocket upgrade, by the same TRUST_PROXY rule as Express's req.ip
  const trust = app.get('trust proxy fn') as Parameters<typeof proxyaddr>[1];
  const clientAddress = (req: IncomingMessage): string | null => {
    try {
      return proxyaddr(req, trust);
    } catch {
      return req.socket.remoteAddress ?? null;
    }
  };

  const limits = new SocketLimits(services.config, services.logger);
  // a message carries what an HTTP body may (photos go over HTTP); ws closes with 1009 past it
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_SOCKET_MESSAGE_BYTES,
    WebSocket: limits.Socket,
    closeTimeout: WS_CLOSE_TIMEOUT_MS,
  } as ServerOptions);
  const wsHandler = applyWSSHandler({
    wss,
    router: appRouter,
    keepAlive: { enabled: true, pingMs: WS_PING_MS, pongWaitMs: WS_PONG_WAIT_MS },
    experimental_encoder: socketEncoder,
    createContext: async ({ info, req, res }) => {
      const token = tokenFromConnectionParams(info.connectionParams);
      const address = (req as unknown as SocketRequest).clientAddress;
      const context = await createContext(services, token, address, 'ws', limits.session(res));
      // over the person's or the anonymous sockets' cap: closed (4429), and none of its calls run
      const refused = limits.admit(res, context.user?.id ?? null);
      if (refused) throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: refused });
      if (context.user && token) watchSession(res, hashToken(token), context.user.id, context.user.sessionExpiresAt);
      return context;
    },
    onError: ({ error, path }) => {
      // a malformed or oversized frame is the client's doing, counted by the limits, not a failure of ours
      const cause = (error.cause as { code?: unknown } | undefined)?.code;
      if (typeof cause === 'string' && cause.startsWith('WS_ERR_')) return;
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        services.logger.error({ err: error.cause ?? error, procedure: path }, 'trpc ws procedure failed');
      }
    },
  });

  /*
   * Open sockets end with their session: sign-out, a password reset (every session of the person) and
   * expiry close them with 4401, on every instance — the session service publishes each end on the bus.
   * The client takes 4401 as "signed out" and does not reconnect with that token.
   */
  const watched = new Map<WebSocket, { tokenHash: string; userId: string; expiresAt: number }>();
  const endSocket = (ws: WebSocket) => {
    watched.delete(ws);
    ws.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
  };
  function watchSession(ws: WebSocket, tokenHash: string, userId: string, expiresAt: Date | undefined) {
    if (watched.has(ws)) return;
    watched.set(ws, { tokenHash, userId, expiresAt: expiresAt?.getTime() ?? Number.POSITIVE_INFINITY });
  }
  /*
   * One sweep a second for every socket, rather than a timer and a close listener each: a socket whose
   * session has expired is checked (and closed), a socket that closed is forgotten. Thousands of idle
   * sockets then hold one small entry each.
   */
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [ws, entry] of watched) {
      if (ws.readyState === ws.CLOSED || ws.readyState === ws.CLOSING) watched.delete(ws);
      else if (entry.expiresAt <= now) recheckSoon(ws);
    }
  }, EXPIRY_SWEEP_MS);
  sweep.unref();
  // a database that can't answer leaves the socket open: its next operation checks the session again
  const recheckSoon = (ws: WebSocket) => void recheck(ws).catch(() => undefined);
  async function recheck(ws: WebSocket) {
    const entry = watched.get(ws);
    if (!entry) return;
    const [row] = await services.db
      .select({ expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, entry.tokenHash));
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) endSocket(ws);
    else entry.expiresAt = row.expiresAt.getTime();
  }
  const unsubscribeSessions = await services.bus.subscribe(
    SESSIONS_TOPIC,
    (payload) => {
      const event = payload as SessionEnded;
      services.sessions.forget(event);
      for (const [ws, entry] of watched) {
        if (
          ('tokenHash' in event && entry.tokenHash === event.tokenHash) ||
          ('userId' in event && entry.userId === event.userId)
        )
          endSocket(ws);
      }
    },
    // events may have been missed while the bus was down: check every watched session
    () => {
      services.sessions.forgetAll();
      for (const ws of watched.keys()) recheckSoon(ws);
    },
  );

  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/trpc') {
      socket.write('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    // tRPC keeps the request it is given for the socket's whole life: it gets the little it reads (the
    // URL, for connectionParams) and the client's address for the limits, not every header of the upgrade
    const slim: SocketRequest = {
      url: req.url,
      headers: { host: req.headers.host },
      clientAddress: clientAddress(req),
    };
    // an address over its caps is closed at once (4429), before tRPC sees the socket; without connection
    // params (tRPC's rule) the socket has no session from the start
    const withParams = url.searchParams.get('connectionParams') === '1';
    wss.handleUpgrade(req, socket, head, (ws) => {
      if (limits.opened(ws, slim.clientAddress, withParams)) wss.emit('connection', ws, slim);
    });
  });

  if (typeof listenOn === 'number') {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(listenOn, opts.host ?? '0.0.0.0', () => resolve());
    });
  } else listenOn.serve(app);
  const port = (server.address() as AddressInfo).port;

  let closing: Promise<void> | null = null;
  const close = (drainMs = DRAIN_TIMEOUT_MS) => {
    closing ??= (async () => {
      clearInterval(sweep);
      await unsubscribeSessions().catch(() => undefined);
      wsHandler.broadcastReconnectNotification();
      for (const client of wss.clients) client.close(1012, 'Server restarting');
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const forced = new Promise<void>((resolve) =>
        setTimeout(() => {
          server.closeAllConnections();
          resolve();
        }, drainMs).unref(),
      );
      await Promise.race([drained, forced]);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    })();
    return closing;
  };

  return { server, port, url: `http://127.0.0.1:${port}`, close, socketStats: () => limits.stats() };
}
