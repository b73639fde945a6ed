/**
 * The paged project list for a person with 1,000 projects (issue "No one person can stall everyone",
 * part 4): projects.list over tRPC (HTTP) as the home screen calls it — the first page, a larger page,
 * a search and a status that look through every project — and GET /api/projects, against the real
 * server on PGlite in this process. Per call: time, the answer's size, and this process's CPU (the
 * server's and the client's together).
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../server/src/config';
import { connectDatabase } from '../../server/src/db/connect';
import { projects, steps, users } from '../../server/src/db/schema';
import { createInProcessBus } from '../../server/src/events/in-process';
import { startHttpServer } from '../../server/src/http/server';
import { createLogger } from '../../server/src/logger';
import { createServices } from '../../server/src/services';

const PROJECTS = 1000;
const ROUNDS = Number(process.env.BENCH_PAGE_ROUNDS ?? 300);
const WARMUP = 30;

export async function benchProjectPages(): Promise<void> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), 'fixwise-bench-pages'),
    RATE_LIMIT_SCALE: '100000',
  });
  const database = await connectDatabase({ kind: 'pglite', dataDir: null });
  const services = createServices({ config, logger: createLogger('silent'), database, bus: createInProcessBus() });
  const server = await startHttpServer({ services, clientDir: '/nonexistent', port: 0, host: '127.0.0.1' });
  const [user] = await database.db
    .insert(users)
    .values({ email: `pages-${Date.now()}@example.com`, firstname: 'Bench' })
    .returning();
  const token = await services.sessions.issue(user!.id);
  // titles of a realistic length; every 4th project has a finished plan of 6 steps, every 3rd a half-done one
  const made = await database.db
    .insert(projects)
    .values(
      Array.from({ length: PROJECTS }, (_, i) => ({
        userId: user!.id,
        title: `${i % 10 === 0 ? 'Leaky kitchen faucet' : 'Squeaky bedroom door hinge'} number ${i}`,
        // made over time, a few hours apart
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 3 * 3_600_000),
      })),
    )
    .returning({ id: projects.id });
  await database.db.insert(steps).values(
    made.flatMap(({ id }, i) =>
      i % 4 === 0 || i % 3 === 0
        ? Array.from({ length: 6 }, (_, n) => ({
            projectId: id,
            stepNumber: n + 1,
            title: `Step ${n + 1}`,
            completed: i % 4 === 0 || n < 3,
          }))
        : [],
    ),
  );

  const headers = { authorization: `Bearer ${token}` };
  const trpc = (input: object) => `${server.url}/trpc/projects.list?input=${encodeURIComponent(JSON.stringify(input))}`;
  const cases: Array<[string, string]> = [
    ['projects.list, first page (30)', trpc({ limit: 30, status: 'ongoing', search: '' })],
    ['projects.list, a page of 100', trpc({ limit: 100 })],
    ['projects.list, search across all 1,000', trpc({ limit: 30, status: 'ongoing', search: 'faucet number 9' })],
    ['projects.list, Completed (250 of 1,000)', trpc({ limit: 30, status: 'completed', search: '' })],
    ['GET /api/projects (100)', `${server.url}/api/projects`],
  ];
  const rows = [];
  for (const [name, url] of cases) {
    const call = async () => {
      const res = await fetch(url, { headers });
      if (!res.ok) throw new Error(`${name}: ${res.status}`);
      return (await res.arrayBuffer()).byteLength;
    };
    for (let i = 0; i < WARMUP; i += 1) await call();
    const samples: number[] = [];
    let bytes = 0;
    const cpu = process.cpuUsage();
    for (let i = 0; i < ROUNDS; i += 1) {
      const start = performance.now();
      bytes = await call();
      samples.push(performance.now() - start);
    }
    const used = process.cpuUsage(cpu);
    samples.sort((a, b) => a - b);
    const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
    rows.push({
      call: name,
      'answer KB': (bytes / 1024).toFixed(1),
      'p50 ms': at(0.5).toFixed(2),
      'p95 ms': at(0.95).toFixed(2),
      'p99 ms': at(0.99).toFixed(2),
      'CPU ms per call': ((used.user + used.system) / 1000 / ROUNDS).toFixed(2),
    });
  }

  // every page, as a person scrolling to the very end would load them
  const walk = performance.now();
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await fetch(trpc({ limit: 30, status: 'ongoing', search: '', ...(cursor ? { cursor } : {}) }), {
      headers,
    });
    const body = (await res.json()) as { result: { data: { nextCursor: string | null } } };
    cursor = body.result.data.nextCursor;
    pages += 1;
  } while (cursor);
  const walked = performance.now() - walk;

  console.log(
    `\nThe paged project list, one person with ${PROJECTS} projects (PGlite), ${ROUNDS} sequential calls each`,
  );
  console.table(rows);
  console.log(`all of Ongoing a page of 30 at a time: ${pages} pages in ${walked.toFixed(0)} ms`);

  await server.close(100);
  await database.close();
}
