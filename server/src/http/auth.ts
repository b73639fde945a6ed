import type { IncomingHttpHeaders } from 'node:http';
import type { RequestHandler } from 'express';
import { Unauthenticated } from '../errors';
import type { AuthUser, SessionService } from '../features/accounts/sessions';

/** What the REST guard needs: the sessions, to read a bearer token. */
export interface AuthDeps {
  sessions: Pick<SessionService, 'userFromToken'>;
}

export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const header = headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

declare module 'express-serve-static-core' {
  interface Locals {
    user?: AuthUser;
    token?: string;
  }
}

/** REST guard: a valid, unexpired, unrevoked bearer session or 401 `{detail}`. */
export function requireUser({ sessions }: AuthDeps): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req.headers);
    const user = token ? await sessions.userFromToken(token) : null;
    if (!user || !token) throw new Unauthenticated('Please sign in to continue.');
    res.locals.user = user;
    res.locals.token = token;
    next();
  };
}

/** The signed-in user of a request that passed `requireUser`. */
export function currentUser(res: { locals: { user?: AuthUser } }): AuthUser {
  if (!res.locals.user) throw new Unauthenticated('Please sign in to continue.');
  return res.locals.user;
}
