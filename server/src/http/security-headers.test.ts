import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

function responseHeaders(middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void) {
  const headers = new Map<string, unknown>([['x-powered-by', 'Express']]);
  const res = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  } as unknown as ServerResponse;
  let called = 0;
  middleware({ method: 'GET', url: '/trpc/projects.list', headers: {} } as IncomingMessage, res, () => (called += 1));
  return { headers: Object.fromEntries(headers), called };
}

describe('security headers worked out once', () => {
  it('sets exactly what helmet sets on a request, removes what it removes, and goes on', () => {
    const options: HelmetOptions = {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: { 'script-src': ["'self'"], 'upgrade-insecure-requests': null },
      },
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    };
    const once = responseHeaders(securityHeaders(options) as never);
    const direct = responseHeaders(helmet(options) as never);
    expect(once).toEqual(direct);
    expect(once.called).toBe(1);
    expect(once.headers['content-security-policy']).toContain("script-src 'self'");
    expect(once.headers).not.toHaveProperty('x-powered-by');
  });
});
