/**
 * `npm run bench`: benchmarks, printed as tables. Not tests: nothing here passes or fails.
 * 1. tRPC query round trip, HTTP vs WebSocket (system.ping), against the real server on PGlite.
 * 2. Plan generation completion pushed to an open page (issue 6 acceptance: under 100 ms).
 * 3. Delivery budgets of the built client (issue 13): /login JavaScript, Lighthouse mobile, Slow 4G.
 * 4. Scale-out figures (issue 15): heap per idle subscription, first token, projects.list throughput.
 * 5. Hostile requests against the built server while another person's calls run: their p99 against 50 ms.
 * 6. Fan-out: one rename to 1,000 subscriptions of one person (last subscriber, missed deliveries).
 * 7. The paged project list of a person with 1,000 projects: time, size and CPU per call.
 */
import { performance } from 'node:perf_hooks';
import { createTRPCClient, createWSClient, httpLink, wsLink } from '@trpc/client';
import WebSocket from 'ws';
import { loadConfig } from '../../server/src/config';
import { connectDatabase } from '../../server/src/db/connect';
import { createInProcessBus } from '../../server/src/events/in-process';
import { startHttpServer } from '../../server/src/http/server';
import { createLogger } from '../../server/src/logger';
import type { AppRouter } from '../../server/src/router';
import { createServices } from '../../server/src/services';
import { benchDelivery } from './delivery';
import { benchGenerationPush } from './generation-push';
import { benchScale } from './scale';
import { benchAttacks } from './attacks';
import { benchFanout } from './fanout';
import { benchProjectPages } from './project-pages';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1000);
const WARMUP = 50;

function summarise(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  return {
    transport: name,
    rounds: samples.length,
    'mean ms': mean.toFixed(3),
    'p50 ms': at(0.5).toFixed(3),
    'p95 ms': at(0.95).toFixed(3),
    'p99 ms': at(0.99).toFixed(3),
  };
}

async function measure(call: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const start = performance.now();
    await call();
    samples.push(performance.now() - start);
  }
  return samples;
}

async function main() {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/fixwise-bench' });
  const database = await connectDatabase({ kind: 'pglite', dataDir: null });
  const bus = createInProcessBus();
  const services = createServices({ config, logger: createLogger('silent'), database, bus });
  const server = await startHttpServer({ services, clientDir: '/nonexistent', port: 0, host: '127.0.0.1' });

  const http = createTRPCClient<AppRouter>({ links: [httpLink({ url: `${server.url}/trpc` })] });
  const wsClient = createWSClient({
    url: `ws://127.0.0.1:${server.port}/trpc`,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
  });
  const ws = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });

  const rows = [
    summarise('HTTP (httpLink)', await measure(() => http.system.ping.query())),
    summarise('WebSocket (wsLink)', await measure(() => ws.system.ping.query())),
  ];
  console.log(`\ntRPC query round trip: system.ping, ${ROUNDS} sequential calls after ${WARMUP} warm-up`);
  console.table(rows);

  wsClient.close();
  await server.close();
  await database.close();

  const pushRounds = Number(process.env.BENCH_PUSH_ROUNDS ?? 30);
  const push = await benchGenerationPush(pushRounds);
  console.log(
    `\nGeneration complete -> open page (job's 'done' published -> WebSocket subscriber), ${pushRounds} plans`,
  );
  console.table([summarise('generation.onStatus push', push)]);

  await benchDelivery();
  await benchScale();
  await benchAttacks();
  await benchFanout();
  await benchProjectPages();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
