import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * Paths never written to the log: credentials, session tokens and image payloads.
 * pino-http logs req/res objects, so the header paths are listed under `req`/`res` too.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.authToken',
  '*.uploaded_image',
  '*.imageData',
  '*.image',
  'password',
  'token',
  'authorization',
];

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      base: undefined,
    },
    destination as DestinationStream | undefined,
  );
}

export type { Logger };
