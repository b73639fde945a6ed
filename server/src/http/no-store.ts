import type { RequestHandler } from 'express';

/**
 * `Cache-Control: no-store` on every answer of the API and tRPC: what they say is someone's (their account,
 * projects, chat, photos), and no browser cache, proxy or shared computer should keep a copy of it. A path
 * whose answer is the same for everyone (the API's documentation) sets its own caching after this one.
 * The app's own files (client/dist) keep theirs: they are not under these paths.
 */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
