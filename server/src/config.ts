import path from 'node:path';
import { MAX_TRPC_BATCH } from '@fixwise/shared';
import { z } from 'zod';

/** Empty strings count as unset, as in create-t3-app's env handling. */
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());
/** A whole number between `min` and `max`; unset → `fallback`. */
const wholeNumber = (fallback: number, min: number, max: number) =>
  z.preprocess((v) => (v === '' || v === undefined ? fallback : Number(v)), z.number().int().min(min).max(max));
const optionalUrl = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
);

const ConfigSchema = z.object({
  PORT: z.preprocess((v) => (v === '' || v === undefined ? 3000 : Number(v)), z.number().int().min(0).max(65535)),
  /** The whole budget for writing a plan with the model, retries included (slow local models may need more). */
  PLAN_DEADLINE_MS: z.preprocess(
    (v) => (v === '' || v === undefined ? 120_000 : Number(v)),
    z.number().int().min(1_000).max(900_000),
  ),
  /**
   * Worker threads for the assistant's text work (reading a message for hazards, matching it to a repair);
   * 0 runs it on the main thread (tests, the evaluation).
   */
  TEXT_WORK_THREADS: z.preprocess(
    (v) => (v === '' || v === undefined ? 1 : Number(v)),
    z.number().int().min(0).max(16),
  ),
  /** How long one message's text work may take before its worker is stopped and the sender asked to say less. */
  TEXT_WORK_BUDGET_MS: z.preprocess(
    (v) => (v === '' || v === undefined ? 5000 : Number(v)),
    z.number().int().min(100).max(60_000),
  ),
  /** Graceful shutdown budget, below the platform's grace period (docker-compose stop_grace_period: 10 s). */
  SHUTDOWN_DEADLINE_MS: z.preprocess(
    (v) => (v === '' || v === undefined ? 8000 : Number(v)),
    z.number().int().min(500).max(120_000),
  ),
  DATA_DIR: z.preprocess((v) => (v === '' || v === undefined ? './data' : v), z.string()),
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_MODEL: z.preprocess((v) => (v === '' || v === undefined ? 'gpt-4o-mini' : v), z.string()),
  /** Set (e.g. gpt-image-1) to draw a picture per step; unset → steps show an illustration of their kind. */
  OPENAI_IMAGE_MODEL: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  /** Test hooks: point the Google strategy at another OAuth2 server (defaults are Google's). */
  GOOGLE_AUTH_URL: optionalUrl,
  GOOGLE_TOKEN_URL: optionalUrl,
  GOOGLE_USERINFO_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  /** e.g. smtps://user:pass@smtp.example.com; unset → mail is written to the log. */
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess((v) => (v === '' || v === undefined ? 'Fixwise <no-reply@fixwise.local>' : v), z.string()),
  /**
   * Express's `trust proxy`: which proxies in front may name the client's address in X-Forwarded-For.
   * Unset/false: the socket's address (no proxy). `true` trusts every hop — only behind a proxy that
   * overwrites the header; otherwise a hop count (1) or addresses/subnets ("loopback, 10.0.0.0/8").
   */
  TRUST_PROXY: z.preprocess(
    (v) => {
      if (v === '' || v === undefined || v === 'false') return false;
      if (v === 'true') return true;
      if (typeof v === 'string' && /^\d+$/.test(v)) return Number(v);
      return v;
    },
    z.union([
      z.boolean(),
      z.number().int().min(0).max(10),
      z.string().regex(/^[\w.:/, -]+$/, 'must be true, false, a hop count or addresses'),
    ]),
  ),
  /** With OPENAI_API_KEY: model calls (replies, plans, photo reads) one person may make per day. */
  MODEL_DAILY_LIMIT: z.preprocess(
    (v) => (v === '' || v === undefined ? 300 : Number(v)),
    z.number().int().min(1).max(1_000_000),
  ),
  /** Multiplies every rate limit (load tests and the test suite raise it; 1 in production). */
  RATE_LIMIT_SCALE: z.preprocess((v) => (v === '' || v === undefined ? 1 : Number(v)), z.number().min(1).max(100_000)),
  /**
   * Where photo bytes live: file (under DATA_DIR), postgres (the image_blobs table) or s3. Unset: s3 when
   * S3_BUCKET is set, else postgres with DATABASE_URL, else file. Several instances need postgres or s3.
   */
  IMAGE_STORE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['file', 'postgres', 's3']).optional()),
  S3_BUCKET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .min(3)
      .max(63)
      .regex(/^[a-z0-9][a-z0-9.-]+$/, 'must be a bucket name')
      .optional(),
  ),
  /** An S3-compatible endpoint (MinIO, R2…); unset → AWS for S3_REGION. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.preprocess((v) => (v === '' || v === undefined ? 'us-east-1' : v), z.string()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Bucket in the path, not the host name (MinIO and most self-hosted stores need it). */
  S3_FORCE_PATH_STYLE: z.preprocess((v) => v === 'true' || v === '1', z.boolean()),
  /*
   * WebSocket limits, counted per server instance (http/socket-limits.ts). Subscriptions per socket stay
   * within MAX_TRPC_BATCH: a client that reconnects sends all of its subscriptions again in one message.
   */
  WS_MAX_SOCKETS_PER_PERSON: wholeNumber(50, 1, 1_000_000),
  WS_MAX_SOCKETS_PER_ADDRESS: wholeNumber(200, 1, 1_000_000),
  WS_MAX_ANONYMOUS_SOCKETS_PER_ADDRESS: wholeNumber(10, 1, 1_000_000),
  WS_MAX_SUBSCRIPTIONS_PER_SOCKET: wholeNumber(MAX_TRPC_BATCH, 1, MAX_TRPC_BATCH),
  /** A socket whose unsent data passes this is closed (4408): its client stopped reading. */
  WS_MAX_BUFFERED_BYTES: wholeNumber(1024 * 1024, 16 * 1024, 256 * 1024 * 1024),
  LOG_LEVEL: z.preprocess(
    (v) => (v === '' || v === undefined ? 'info' : v),
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  ),
});

export type Config = Omit<z.infer<typeof ConfigSchema>, 'DATA_DIR'> & { DATA_DIR: string };

/** The photo store in use: IMAGE_STORE, else s3 with a bucket, postgres with a database URL, files otherwise. */
export function imageStoreKind(
  config: Pick<Config, 'IMAGE_STORE' | 'S3_BUCKET' | 'DATABASE_URL'>,
): 'file' | 'postgres' | 's3' {
  return config.IMAGE_STORE ?? (config.S3_BUCKET ? 's3' : config.DATABASE_URL ? 'postgres' : 'file');
}

export class ConfigError extends Error {}

/** The address users reach: PUBLIC_URL, else localhost on PORT. No trailing slash. */
export function publicUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  let url = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  while (url.endsWith('/')) url = url.slice(0, -1);
  return url;
}

/** Parses the environment once. A bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}`);
  }
  if (imageStoreKind(parsed.data) === 's3' && !parsed.data.S3_BUCKET)
    throw new ConfigError('Invalid configuration: S3_BUCKET is required with IMAGE_STORE=s3');
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}
