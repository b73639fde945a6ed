import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { Logger } from '../../logger';
import type { ConverseInput, ConverseResult } from '../port';
import type { SafetyDecision } from '../safety/gate';
import runTask, { type SafetyTask, type TextTask } from './text-work';

/**
 * The assistant's text work (reading a message for hazards, matching it to a repair, answering a step
 * question) off the event loop, so that one long or costly message costs its sender, not everyone on
 * the instance. A kept pool (piscina) runs it in worker threads; each task has a time budget, after which
 * its worker is stopped (and replaced) and the sender is asked to say it in fewer words.
 */
export interface TextWork {
  safety(task: Omit<SafetyTask, 'kind'>): Promise<SafetyDecision>;
  offline(input: ConverseInput): Promise<ConverseResult>;
  /** The tools a message says the person owns, given the tools the assistant just offered. */
  ownedTools(text: string, offered: string[]): Promise<string[]>;
  /** Settles once every worker has loaded the knowledge base and the rules (its first task is no slower). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** A message whose reading took longer than its budget: nothing was decided from it. */
export class TextBudgetExceeded extends Error {
  constructor(budgetMs: number) {
    super(`The message took longer than ${budgetMs} ms to read.`);
  }
}

/** The tasks of the text work, each run by `run` (in place, or in the pool). */
function textWork(run: <T>(task: TextTask) => Promise<T>, lifecycle: Pick<TextWork, 'ready' | 'close'>): TextWork {
  return {
    safety: (task) => run<SafetyDecision>({ kind: 'safety', ...task }),
    offline: (input) => run<ConverseResult>({ kind: 'offline', input }),
    ownedTools: (text, offered) => run<string[]>({ kind: 'owned', text, offered }),
    ...lifecycle,
  };
}

/** In place, on the calling thread (tests and the evaluation; TEXT_WORK_THREADS=0): the worker's own entry. */
export function inPlaceTextWork(): TextWork {
  return textWork(async <T>(task: TextTask) => runTask(task) as T, {
    ready: async () => undefined,
    close: async () => undefined,
  });
}

/**
 * The worker file: the bundle's own when the server runs from server/dist (main.mjs beside text-work.mjs),
 * the TypeScript source under tsx. (Read through a variable, not as one `import.meta` + `.url` expression: the
 * server build rewrites that expression to each source file's address, and here the bundle's own is wanted.)
 */
function workerFile(): { filename: string; execArgv: string[] } {
  const meta: { url: string } = import.meta;
  const here = meta.url;
  if (here.endsWith('.mjs')) return { filename: fileURLToPath(new URL('./text-work.mjs', here)), execArgv: [] };
  const loader = process.execArgv.some((a) => a.includes('tsx')) ? [] : ['--import', 'tsx'];
  return { filename: fileURLToPath(new URL('./text-work.ts', here)), execArgv: [...process.execArgv, ...loader] };
}

export function pooledTextWork(opts: { threads: number; budgetMs: number; logger: Logger }): TextWork {
  const { filename, execArgv } = workerFile();
  const pool = new Piscina({
    filename,
    execArgv,
    minThreads: opts.threads,
    maxThreads: opts.threads,
    // a worker holds the knowledge base and the rules (tens of MB): kept while there is work
    idleTimeout: 60_000,
    // the queue waits for a free worker; past this many waiting tasks a message is refused (the sender retries)
    maxQueue: Math.max(16, opts.threads * 32),
  });
  const run = async <T>(task: TextTask): Promise<T> => {
    const started = performance.now();
    try {
      return (await pool.run(task, { signal: AbortSignal.timeout(opts.budgetMs) })) as T;
    } catch (error) {
      if ((error as Error).name === 'AbortError' || (error as Error).name === 'TimeoutError') {
        opts.logger.warn(
          { task: task.kind, ms: Math.round(performance.now() - started), budgetMs: opts.budgetMs },
          'text work over its budget: the worker was stopped',
        );
        throw new TextBudgetExceeded(opts.budgetMs);
      }
      throw error;
    }
  };
  // each worker reads the knowledge base and the rules before its first message, outside any budget
  const warm = Promise.all(
    Array.from({ length: opts.threads }, () =>
      pool.run({ kind: 'safety', text: 'warming up', stopped: null, homeAge: null, earlier: [] } satisfies TextTask),
    ),
  ).then(() => undefined);
  // (a pool closed before it was warm leaves no unhandled rejection behind)
  warm.catch(() => undefined);
  return textWork(run, { ready: () => warm, close: () => pool.destroy() });
}
