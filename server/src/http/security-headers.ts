import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, worked out once: helmet runs a dozen small middlewares on every request to set the
 * same headers each time (none depends on the request with the options used here), so it is run once
 * against a recording response and every request then gets the recorded headers in one pass.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const headers: Array<[string, string | number | readonly string[]]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, value]),
    removeHeader: (name: string) => removed.push(name),
  };
  let done = false;
  helmet(options)(
    { method: 'GET', url: '/', headers: {} } as IncomingMessage,
    recorder as unknown as ServerResponse,
    () => {
      done = true;
    },
  );
  if (!done) throw new Error('helmet did not finish synchronously: its headers cannot be worked out once');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
