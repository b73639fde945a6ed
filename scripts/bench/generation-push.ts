/**
 * How long from a plan job finishing (its 'done' event published on the bus) to an open page's
 * WebSocket subscription receiving it. Acceptance for issue 6: under 100 ms.
 */
import { performance } from 'node:perf_hooks';
import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import WebSocket from 'ws';
import { loadConfig } from '../../server/src/config';
import { connectDatabase } from '../../server/src/db/connect';
import { chatSessions, users } from '../../server/src/db/schema';
import { createInProcessBus } from '../../server/src/events/in-process';
import { generationTopic } from '../../server/src/features/generation/service';
import { startHttpServer } from '../../server/src/http/server';
import { createLogger } from '../../server/src/logger';
import type { AppRouter } from '../../server/src/router';
import { createServices } from '../../server/src/services';

export async function benchGenerationPush(rounds: number) {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '/tmp/fixwise-bench' });
  const database = await connectDatabase({ kind: 'pglite', dataDir: null });
  const bus = createInProcessBus();
  const services = createServices({ config, logger: createLogger('silent'), database, bus });
  const server = await startHttpServer({ services, clientDir: '/nonexistent', port: 0, host: '127.0.0.1' });
  const [user] = await database.db.insert(users).values({ email: 'bench@example.com' }).returning();
  const token = await services.sessions.issue(user!.id);
  const wsClient = createWSClient({
    url: `ws://127.0.0.1:${server.port}/trpc`,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    connectionParams: { token },
  });
  const client = createTRPCClient<AppRouter>({ links: [wsLink({ client: wsClient })] });

  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const project = await services.projects.create(user!.id, `Bench ${i}`);
    await database.db
      .insert(chatSessions)
      .values({ projectId: project._id, userId: user!.id, memory: { entryId: 'toilet-running' } });
    let publishedAt = 0;
    const unsubscribe = await bus.subscribe(generationTopic(project._id), (event) => {
      if ((event as { status: string }).status === 'done') publishedAt = performance.now();
    });
    const received = new Promise<number>((resolve, reject) => {
      const sub = client.generation.onStatus.subscribe(
        { projectId: project._id },
        {
          onData: ({ data }) => {
            if (data.status === 'done') {
              resolve(performance.now());
              sub.unsubscribe();
            }
          },
          onError: reject,
        },
      );
    });
    await new Promise((r) => setTimeout(r, 20)); // the page is open and subscribed
    await services.generation.start(user!.id, project._id);
    samples.push((await received) - publishedAt);
    await unsubscribe();
  }
  wsClient.close();
  await server.close();
  await database.close();
  return samples;
}
