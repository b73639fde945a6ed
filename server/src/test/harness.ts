/**
 * Test harness: a real, migrated database per test file (PGlite or PostgreSQL) and the real HTTP + WS
 * server on a free port. Tests talk to it through fetch and the real tRPC client.
 */
import type { TextWork } from '../assistant/worker/pool';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createTRPCClient, createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import pg from 'pg';
import { MAX_TRPC_BATCH } from '@fixwise/shared';
import { inject } from 'vitest';
import WebSocket from 'ws';
import { loadConfig, type Config } from '../config';
import { connectDatabase, type Database } from '../db/connect';
import { users } from '../db/schema';
import { createInProcessBus } from '../events/in-process';
import { createPostgresBus } from '../events/postgres';
import type { Mail, Mailer } from '../features/accounts/mailer';
import type { Assistant } from '../assistant/port';
import type { StepImager } from '../assistant/plan';
import type { Planner } from '../features/generation/service';
import type { ChatOptions } from '../features/chat/service';
import { startHttpServer, type RunningServer } from '../http/server';
import { createLogger } from '../logger';
import type { AppRouter } from '../router';
import { createServices, type Services } from '../services';
import { TEMPLATE_DB, withDatabase } from './global-setup';
import { checkAgainstDocument } from './openapi-check';

export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const name = `fixwise_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    await admin.end();
    const database = await connectDatabase({ kind: 'postgres', url: withDatabase(url, name) });
    return {
      ...database,
      close: async () => {
        await database.close();
        const cleanup = new pg.Client({ connectionString: url });
        await cleanup.connect();
        await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await cleanup.end();
      },
    };
  }
  const dumpPath = inject('pgliteDumpPath');
  const loadDataDir = dumpPath ? new Blob([await readFile(dumpPath)]) : undefined;
  return connectDatabase({ kind: 'pglite', dataDir: null, ...(loadDataDir ? { loadDataDir } : {}) });
}

export interface TestApp {
  url: string;
  wsUrl: string;
  services: Services;
  database: Database;
  server: RunningServer;
  /** A user with a live session, created directly through the services. */
  createUser(email?: string): Promise<{ id: string; email: string; token: string }>;
  trpc(token?: string): ReturnType<typeof createTestTrpcClient>['client'];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Captures outgoing mail instead of logging it. */
  mailer?: Mailer;
  /** The assistant engine (default: the offline engine). */
  assistant?: Assistant;
  planner?: Planner;
  stepImager?: StepImager;
  chat?: ChatOptions;
  /** On PostgreSQL, carry events over LISTEN/NOTIFY as several instances do (default: in process). */
  postgresBus?: boolean;
  /** Where the server's log goes (default: stdout, at LOG_LEVEL). */
  logStream?: NodeJS.WritableStream;
  /** Where the assistant's text work runs (default: in place). */
  textWork?: TextWork;
}

export async function startTestApp(
  env: Partial<Record<keyof Config, string>> = {},
  opts: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  // limits ×1000 unless a test asks for the real numbers (RATE_LIMIT_SCALE: '1'): tests create many
  // accounts and messages from one address
  // photos in the database, as several instances keep them (the file and S3 stores have their own suite)
  const config = loadConfig({
    DATA_DIR: '/tmp/fixwise-test-unused',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SCALE: '1000',
    // every client of a file connects from this one address, many without a session; the socket limits'
    // own tests set the real numbers
    WS_MAX_SOCKETS_PER_ADDRESS: '10000',
    WS_MAX_ANONYMOUS_SOCKETS_PER_ADDRESS: '1000',
    IMAGE_STORE: 'postgres',
    ...env,
  });
  const services = createServices({
    config,
    logger: createLogger(config.LOG_LEVEL, opts.logStream),
    database,
    bus:
      opts.postgresBus && database.pool && database.url
        ? await createPostgresBus(database.url, database.pool)
        : createInProcessBus(),
    ...(opts.chat ? { chat: opts.chat } : {}),
    ...(opts.mailer ? { mailer: opts.mailer } : {}),
    ...(opts.assistant ? { assistant: opts.assistant } : {}),
    ...(opts.textWork ? { textWork: opts.textWork } : {}),
    ...(opts.planner ? { planner: opts.planner } : {}),
    ...(opts.stepImager ? { stepImager: opts.stepImager } : {}),
  });
  const server = await startHttpServer({
    services,
    clientDir: '/nonexistent-client-dist',
    port: 0,
    host: '127.0.0.1',
  });
  const wsUrl = `ws://127.0.0.1:${server.port}/trpc`;
  const clients: Array<{ close(): void }> = [];
  let userCount = 0;

  return {
    url: server.url,
    wsUrl,
    services,
    database,
    server,
    async createUser(email) {
      userCount += 1;
      const address = email ?? `user${userCount}-${randomBytes(3).toString('hex')}@example.com`;
      const [row] = await database.db
        .insert(users)
        .values({ email: address, firstname: 'Test', lastname: `User${userCount}` })
        .returning({ id: users.id });
      const token = await services.sessions.issue(row!.id);
      return { id: row!.id, email: address, token };
    },
    trpc(token) {
      const { client, ws } = createTestTrpcClient(server.url, wsUrl, token);
      clients.push(ws);
      return client;
    },
    async close() {
      for (const client of clients) client.close();
      await server.close();
      await Promise.all([services.chat.drain(), services.generation.drain()]);
      await services.bus.close();
      await database.close();
    },
  };
}

export function createTestTrpcClient(httpUrl: string, wsUrl: string, token?: string) {
  const ws = createWSClient({
    url: wsUrl,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    connectionParams: () => (token ? { token } : {}),
  });
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink({ client: ws }),
        false: httpBatchLink({
          url: `${httpUrl}/trpc`,
          // as the app's client: the server refuses bigger batches
          maxItems: MAX_TRPC_BATCH,
          headers: () => (token ? { authorization: `Bearer ${token}` } : {}),
        }),
      }),
    ],
  });
  return { client, ws };
}

/** fetch against the test server with JSON in and out. */
export async function api(
  app: { url: string },
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; rawBody?: string } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.rawBody !== undefined) {
    body = opts.rawBody;
    headers['content-type'] = 'application/json';
  } else if (opts.body !== undefined) {
    body = JSON.stringify(opts.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${app.url}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text so the assertion shows it
  }
  // every REST answer a test sees must be what the OpenAPI document says (test/openapi-check.ts)
  const undocumented = path.startsWith('/api/')
    ? checkAgainstDocument(method, path, response.status, response.headers.get('content-type'), parsed)
    : null;
  if (undocumented) throw new Error(undocumented);
  return { status: response.status, body: parsed, headers: response.headers };
}

/** A mailer that keeps what it sends, for tests. */
export function createMemoryMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
  };
}

/**
 * Runs a project's intake conversation to 'complete' through the real chat service: the person
 * describes the problem, picks the first repair offered when asked which, says they're not sure to
 * the questions and that they have none of the tools. Plans are only made for finished conversations.
 */
/**
 * A new person with a project, talking through the chat service (the path tRPC takes): `say` sends a
 * message (to the project chat, or to step guidance on step 1) and resolves with the finished reply.
 */
export async function personWithProject(app: TestApp, title: string) {
  const user = await app.createUser();
  const project = await app.services.projects.create(user.id, title);
  const say = async (text: string, kind: 'project' | 'step' = 'project') => {
    const sent = await app.services.chat.send(user.id, {
      projectId: project._id,
      text,
      kind,
      ...(kind === 'step' ? { step: 1 } : {}),
    });
    const reply = await app.services.chat.waitForReply(sent.replyId);
    if (reply.type !== 'done') throw new Error('the reply failed');
    return reply;
  };
  return { user, projectId: project._id, say };
}

export async function finishIntake(
  app: { services: Services },
  userId: string,
  projectId: string,
  description: string,
): Promise<void> {
  let text = description;
  for (let turn = 0; turn < 8; turn++) {
    const sent = await app.services.chat.send(userId, { projectId, text });
    const reply = await app.services.chat.waitForReply(sent.replyId);
    if (reply.type !== 'done')
      throw new Error(`the assistant failed: ${reply.type === 'failed' ? reply.detail : reply.type}`);
    if (reply.current_state === 'complete') return;
    if (reply.current_state === 'safety_stop')
      throw new Error(`the conversation stopped for safety: ${reply.response.slice(0, 80)}`);
    // a safety question (a possible hazard, or the repair's red flags): none of them here
    text =
      reply.current_state === 'safety_check'
        ? 'No'
        : /already have/i.test(reply.response)
          ? 'I have none of them'
          : /closer\?/.test(reply.response)
            ? reply.suggested_messages[0]!
            : "I'm not sure";
  }
  throw new Error('the conversation did not complete in eight turns');
}
