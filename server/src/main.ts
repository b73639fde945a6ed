/**
 * Composition root: config → logger → HTTP port → data folder lock → database (migrated) → event bus →
 * services → HTTP + WS.
 * SIGTERM/SIGINT drain HTTP, tell WebSocket clients to reconnect, then close the database.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createOfflineAssistant } from './assistant/offline/engine';
import { createOpenAIAssistant } from './assistant/openai/engine';
import { createOpenAIPlanner } from './assistant/openai/planner';
import { createOpenAIStepImager } from './assistant/openai/images';
import { ConfigError, loadConfig } from './config';
import { connectDatabase, databaseTargetFromConfig } from './db/connect';
import { createInProcessBus } from './events/in-process';
import { createPostgresBus } from './events/postgres';
import { startTicker } from './features/system/ticker';
import { holdPort } from './http/port';
import { startHttpServer } from './http/server';
import { createLogger } from './logger';
import { createServices } from './services';
import { inPlaceTextWork, pooledTextWork } from './assistant/worker/pool';

const CLIENT_DIR =
  process.env.CLIENT_DIST_DIR || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist');
const TICK_INTERVAL_MS = 1_000;

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const logger = createLogger(config.LOG_LEVEL);
  // every promise is meant to be handled where it is made; one that slips through is a bug to log,
  // never a reason to take the instance (and everyone's open replies) down
  process.on('unhandledRejection', (reason) => {
    logger.error({ reason: reason instanceof Error ? reason.message : String(reason) }, 'unhandled rejection');
  });
  // the port first, then the data folder's lock (in connectDatabase), then the database: a start that
  // cannot serve leaves the data as it found it
  const port = await holdPort(config.PORT);
  const target = databaseTargetFromConfig(config);
  const database = await connectDatabase(target);
  logger.info({ database: target.kind === 'pglite' ? `pglite:${target.dataDir}` : 'postgres' }, 'database migrated');

  // several instances share events through PostgreSQL; the embedded database has one instance
  const bus =
    database.pool && config.DATABASE_URL
      ? await createPostgresBus(config.DATABASE_URL, database.pool, {
          onEvent: ({ kind, reason, attempt, downMs }) =>
            kind === 'reconnected'
              ? logger.info({ attempt, downMs }, 'event bus reconnected; subscribers resync')
              : kind === 'lost'
                ? logger.warn({ reason }, 'event bus lost its database connection; reconnecting')
                : logger.debug({ attempt, reason }, 'event bus reconnect attempt failed'),
        })
      : createInProcessBus();
  const openai = config.OPENAI_API_KEY
    ? { apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL }
    : null;
  // the assistant's text work off the event loop, each message under a time budget (assistant/worker/pool.ts)
  const textWork =
    config.TEXT_WORK_THREADS > 0
      ? pooledTextWork({ threads: config.TEXT_WORK_THREADS, budgetMs: config.TEXT_WORK_BUDGET_MS, logger })
      : inPlaceTextWork();
  await textWork.ready();
  const assistant = openai ? createOpenAIAssistant(openai) : createOfflineAssistant({ decide: textWork.offline });
  logger.info({ assistant: assistant.name }, 'assistant engine');
  const services = createServices({
    config,
    logger,
    database,
    bus,
    assistant,
    textWork,
    ...(openai ? { planner: createOpenAIPlanner({ ...openai, budgetMs: config.PLAN_DEADLINE_MS }) } : {}),
    ...(openai && config.OPENAI_IMAGE_MODEL
      ? {
          stepImager: createOpenAIStepImager({
            apiKey: openai.apiKey,
            baseURL: openai.baseURL,
            model: config.OPENAI_IMAGE_MODEL,
          }),
        }
      : {}),
  });
  if (database.kind === 'pglite') {
    // one process owns the embedded database: whatever was in flight belongs to a process that died
    const failed = await services.chat.failOrphans();
    await services.generation.adoptOrphans();
    if (failed.length)
      logger.warn({ replies: failed.length }, 'replies left unfinished by the last run were marked failed');
  }
  const stopTicker = startTicker(bus, TICK_INTERVAL_MS);
  // replies left streaming by an instance that died are failed (its followers told) within 20 s
  const stopReplySweeper = services.chat.startSweeper();
  // plan jobs queued, or whose holder's lease expired (an instance that died), are claimed by any live
  // instance within 20 s; this one sweeps now and every 5 s
  const stopJobSweeper = services.generation.startSweeper();
  const http = await startHttpServer({ services, clientDir: CLIENT_DIR, port });
  logger.info({ port: http.port }, `Fixwise is listening on http://localhost:${http.port}`);

  let stopping = false;
  /**
   * Drains within SHUTDOWN_DEADLINE_MS (8 s, below the 10 s platforms give): WebSocket clients are told
   * to reconnect elsewhere, HTTP requests in flight get a moment to finish, replies still running end
   * as failed at the deadline, plan jobs still running give up their lease so another instance takes
   * them at once. Past the deadline (plus a second) the process exits anyway.
   */
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const began = Date.now();
    const deadline = began + config.SHUTDOWN_DEADLINE_MS;
    setTimeout(() => {
      logger.error('shutdown passed its deadline; exiting');
      process.exit(1);
    }, config.SHUTDOWN_DEADLINE_MS + 1_000).unref();
    logger.info({ signal }, 'shutting down');
    try {
      stopTicker();
      stopReplySweeper();
      stopJobSweeper();
      const work = Promise.all([services.chat.drain(deadline - 1_000), services.generation.drain(deadline - 1_000)]);
      await http.close(Math.min(3_000, config.SHUTDOWN_DEADLINE_MS / 2));
      await work;
      await bus.close();
      await textWork.close();
      await database.close();
      logger.info({ ms: Date.now() - began }, 'stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ reason: error instanceof Error ? error.message : String(error) }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  const code = (error as { code?: string } | null)?.code;
  const message =
    code === 'EADDRINUSE'
      ? `port ${process.env.PORT || 3000} is already in use. Stop the other program using it, or start on another port: PORT=3001 npm start`
      : error instanceof Error
        ? error.message
        : String(error);
  process.stderr.write(`Fixwise failed to start: ${message}\n`);
  process.exit(1);
});
