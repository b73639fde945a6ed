import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An HTTP port bound before the app exists; requests that come meanwhile wait for it. */
export interface HeldPort {
  server: Server;
  port: number;
  /** Hands the waiting requests, and every later one, to `app`. */
  serve(app: RequestListener): void;
}

/**
 * Binds the port first (main.ts), so that a port in use stops the start before the database is opened or
 * migrated. A request that arrives while the rest starts is answered once the app is there.
 */
export async function holdPort(port: number, host = '0.0.0.0'): Promise<HeldPort> {
  const server = createServer();
  const waiting: Array<[IncomingMessage, ServerResponse]> = [];
  let handler: RequestListener | null = null;
  server.on('request', (req, res) => (handler ? handler(req, res) : waiting.push([req, res])));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    serve(app) {
      handler = app;
      for (const [req, res] of waiting.splice(0)) app(req, res);
    },
  };
}
