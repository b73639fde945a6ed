import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applyWSSHandler } from '@trpc/server/adapters/ws';
import { WebSocketServer } from 'ws';
import { appRouter } from '../router';
import type { Services } from '../services';
import { createContext } from '../trpc';
import proxyaddr from 'proxy-addr';
import { createApp } from './app';

export interface RunningServer {
  server: Server;
  port: number;
  url: string;
  /**
   * Tells WebSocket clients to reconnect, drains HTTP (connections still open after `drainMs` are
   * closed), then closes. Does not close the database.
   */
  close(drainMs?: number): Promise<void>;
}

const WS_PING_MS = 30_000;
const WS_PONG_WAIT_MS = 5_000;
const DRAIN_TIMEOUT_MS = 10_000;

function tokenFromConnectionParams(params: Record<string, string | undefined> | null | undefined): string | null {
  const token = params?.token;
  return typeof token === 'string' && token.length > 0 ? token : null;
}

export async function startHttpServer(opts: {
  services: Services;
  clientDir: string;
  port: number;
  host?: string;
}): Promise<RunningServer> {
  const { services } = opts;
  const app = createApp({ services, clientDir: opts.clientDir });
  const server = createServer(app);
  // the client's address on a WebSocket upgrade, by the same TRUST_PROXY rule as Express's req.ip
  const trust = app.get('trust proxy fn') as Parameters<typeof proxyaddr>[1];
  const clientAddress = (req: IncomingMessage): string | null => {
    try {
      return proxyaddr(req, trust);
    } catch {
      return req.socket.remoteAddress ?? null;
    }
  };

  const wss = new WebSocketServer({ noServer: true, maxPayload: 8 * 1024 * 1024 });
  const wsHandler = applyWSSHandler({
    wss,
    router: appRouter,
    keepAlive: { enabled: true, pingMs: WS_PING_MS, pongWaitMs: WS_PONG_WAIT_MS },
    createContext: ({ info, req }) =>
      createContext(services, tokenFromConnectionParams(info.connectionParams), clientAddress(req)),
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') {
        services.logger.error({ err: error.cause ?? error, procedure: path }, 'trpc ws procedure failed');
      }
    },
  });

  server.on('upgrade', (req, socket, head) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname !== '/trpc') {
      socket.write('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host ?? '0.0.0.0', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  let closing: Promise<void> | null = null;
  const close = (drainMs = DRAIN_TIMEOUT_MS) => {
    closing ??= (async () => {
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

  return { server, port, url: `http://127.0.0.1:${port}`, close };
}
