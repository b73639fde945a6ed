import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';

/**
 * Paths never written to the log: credentials, session tokens and image payloads.
 * Request lines (http/request-log.ts) carry req/res objects, so the header paths are listed under `req`/`res` too.
 */
const REDACTED_PATHS = [
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
  '*.passwordHash',
  '*.password_hash',
  '*.tokenHash',
  '*.params',
  'password',
  'token',
  'authorization',
];

/** A failed query's text names its parameters' values ("params: …"): the hash of a new password, a token. */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/g;

/**
 * Errors as pino writes them, without the values of a failed query: drizzle's DrizzleQueryError carries
 * the parameters in `params` and in its message (and so in its stack). The query text stays (it has
 * placeholders, no values), so the failure can still be understood.
 */
function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const out = stdSerializers.errWithCause(error) as unknown as Record<string, unknown>;
  const scrub = (value: Record<string, unknown>) => {
    if ('params' in value) value.params = '[redacted]';
    for (const key of ['message', 'stack'] as const) {
      if (typeof value[key] === 'string')
        value[key] = (value[key] as string).replace(QUERY_PARAMS, '\nparams: [redacted]');
    }
    // the database's own error quotes values in its detail ("Failing row contains (…, scrypt$…)",
    // "Key (email)=(…)"): the SQLSTATE code, constraint and table say what failed without them
    if (typeof value.detail === 'string' && typeof value.code === 'string') value.detail = '[redacted]';
    if (value.cause && typeof value.cause === 'object') scrub(value.cause as Record<string, unknown>);
  };
  scrub(out);
  return out;
}

export function createLogger(level: string, destination?: NodeJS.WritableStream): Logger {
  return pino(
    {
      level,
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError, error: serializeError, cause: serializeError },
      base: undefined,
    },
    destination as DestinationStream | undefined,
  );
}

export type { Logger };
