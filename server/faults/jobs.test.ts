/**
 * Plan jobs and start-up across real server processes on one PostgreSQL: a kill -9 mid-job, a SIGTERM
 * mid-job, and several instances migrating an empty database at once. The planner is the real
 * `openai` client against a fake OpenAI-compatible model that the test makes hang.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/connect';
import { startFakeOpenAI, type FakeOpenAI } from '../src/test/fake-openai';
import {
  HAVE_POSTGRES,
  eventually,
  signUp,
  startCluster,
  startServer,
  trpcClient,
  type Cluster,
  type ServerProcess,
} from './support';

const PLAN = {
  estimate: { minutes: 40, skill: 'Beginner' },
  tools: [
    {
      name: 'Screwdriver',
      description: '',
      price_min: 5,
      price_max: 12,
      required: true,
      risk_factors: [],
      safety_measures: [],
    },
  ],
  steps: [
    {
      title: 'Switch off the fan',
      summary: 'At the breaker',
      instructions: ['Switch the fan off at the breaker.'],
      minutes: 5,
      tools_needed: [],
      safety_warnings: [],
      tips: [],
    },
    {
      title: 'Clean and tighten',
      summary: 'Grille, blade, screws',
      instructions: ['Take the grille down and tighten the screws.'],
      minutes: 35,
      tools_needed: ['Screwdriver'],
      safety_warnings: [],
      tips: [],
    },
  ],
};

describe.skipIf(!HAVE_POSTGRES)('plan jobs when an instance dies or is stopped (PostgreSQL)', () => {
  let cluster: Cluster;
  let fake: FakeOpenAI;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];
  const closers: Array<{ close(): void }> = [];
  const start = async () => {
    const server = await startServer(env);
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    [cluster, fake] = await Promise.all([startCluster(), startFakeOpenAI()]);
    env = {
      DATABASE_URL: cluster.url,
      OPENAI_API_KEY: 'fault-key',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODEL: 'fake-model',
    };
  });
  afterAll(async () => {
    // a promise nobody handled is logged by the server as 'unhandled rejection': none may appear
    for (const server of servers) expect(server.output()).not.toMatch(/unhandled rejection/i);
    for (const c of closers) c.close();
    await Promise.all(servers.map((s) => s.kill9()));
    await fake?.close();
    cluster?.destroy();
  });

  /** A signed-up person with a project whose conversation is complete, on `server`. */
  async function readyProject(server: ServerProcess) {
    const user = await signUp(server.url);
    const made = trpcClient(server.url, user.token);
    closers.push(made);
    const project = await made.client.projects.create.mutate({ projectTitle: 'Rattling fan' });
    await made.client.chat.history.query({ projectId: project._id });
    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    await db.query("UPDATE chat_sessions SET current_state = 'complete' WHERE project_id = $1", [project._id]);
    await db.end();
    return { user, client: made.client, projectId: project._id };
  }

  const planRequests = () => fake.requests.filter((r) => !r.body.stream && r.path.endsWith('/chat/completions')).length;

  it('finishes a job whose instance was killed -9 mid-plan on another instance within 30 s, with nobody pressing anything', async () => {
    const a = await start();
    const b = await start();
    const { user, client, projectId } = await readyProject(a);
    const onB = trpcClient(b.url, user.token);
    closers.push(onB);
    // the wait screen, open on B, follows the job
    const statuses: string[] = [];
    onB.client.generation.onStatus.subscribe({ projectId }, { onData: ({ data }) => statuses.push(data.status) });

    const before = planRequests();
    fake.script({ kind: 'hang', ms: 90_000 }, { kind: 'json', content: JSON.stringify(PLAN) });
    await client.generation.start.mutate({ projectId });
    await eventually('A is asking the model for the plan', () => planRequests() > before);

    const killedAt = Date.now();
    await a.kill9();
    await eventually('the plan is done', () => statuses.includes('done'), 45_000, 100);
    const tookMs = Date.now() - killedAt;
    console.log(
      `kill -9 mid-plan: another instance finished the job ${tookMs} ms after the kill (the open wait screen saw 'done')`,
    );
    expect(tookMs).toBeLessThan(30_000);
    const steps = await onB.client.generation.steps.query({ projectId });
    expect(steps.map((s) => s.title)).toEqual(['Switch off the fan', 'Clean and tighten']);
    expect(await onB.client.generation.status.query({ projectId })).toMatchObject({ status: 'done', error: null });
    await b.kill9();
  });

  it('exits within its deadline on SIGTERM mid-plan, and another instance takes the job over at once', async () => {
    const a = await start();
    const b = await start();
    const { user, client, projectId } = await readyProject(a);
    const onB = trpcClient(b.url, user.token);
    closers.push(onB);
    const before = planRequests();
    fake.script({ kind: 'hang', ms: 90_000 }, { kind: 'json', content: JSON.stringify(PLAN) });
    await client.generation.start.mutate({ projectId });
    await eventually('A is asking the model for the plan', () => planRequests() > before);

    const stoppedAt = Date.now();
    const code = await a.terminate();
    const exitMs = Date.now() - stoppedAt;
    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(10_000);
    expect(a.output()).toMatch(/released plan jobs still running to another instance/);
    await eventually(
      'the plan is done on B',
      async () => (await onB.client.generation.status.query({ projectId })).status === 'done',
      30_000,
      100,
    );
    const doneMs = Date.now() - stoppedAt;
    console.log(
      `SIGTERM mid-plan: the instance exited in ${exitMs} ms; the job was done on another instance ${doneMs - exitMs} ms after the exit`,
    );
    expect(doneMs - exitMs).toBeLessThan(10_000);
    await b.kill9();
  });

  it('runs a plan that takes longer than 2 minutes exactly once while two instances sweep, and never replaces it', async () => {
    // a slow local model, given a longer plan budget than the default 120 s
    const slowEnv = { ...env, PLAN_DEADLINE_MS: '180000' };
    const [a, b] = await Promise.all([startServer(slowEnv), startServer(slowEnv)]);
    servers.push(a, b);
    const { user, client, projectId } = await readyProject(a);
    const onB = trpcClient(b.url, user.token);
    closers.push(onB);
    const before = planRequests();
    fake.script({ kind: 'json', content: JSON.stringify(PLAN), delayMs: 125_000 });
    const began = Date.now();
    await client.generation.start.mutate({ projectId });
    await eventually(
      'the slow plan is done',
      async () => (await onB.client.generation.status.query({ projectId })).status === 'done',
      180_000,
      1_000,
    );
    const tookMs = Date.now() - began;
    // another sweep round on both instances: nothing runs again
    await new Promise((r) => setTimeout(r, 6_000));
    console.log(
      `a ${Math.round(tookMs / 1000)} s plan with two instances sweeping: asked of the model ${planRequests() - before} time(s)`,
    );
    expect(tookMs).toBeGreaterThan(120_000);
    expect(planRequests() - before).toBe(1);
    const db = new pg.Client({ connectionString: cluster.url });
    await db.connect();
    const job = await db.query('SELECT status, attempts, fence FROM generation_jobs WHERE project_id = $1', [
      projectId,
    ]);
    await db.end();
    expect(job.rows[0]).toEqual({ status: 'done', attempts: 1, fence: 1 });
    await Promise.all([a.kill9(), b.kill9()]);
  }, 200_000);

  it('brings up every instance when several start together on an empty database (migrations under a lock)', async () => {
    const url = await cluster.createDatabase('race_processes');
    const began = Date.now();
    const racing = await Promise.all([1, 2, 3, 4].map(() => startServer({ ...env, DATABASE_URL: url })));
    servers.push(...racing);
    for (const server of racing) expect((await fetch(`${server.url}/api/health`)).ok).toBe(true);
    console.log(`4 instances started together on an empty database: all healthy after ${Date.now() - began} ms`);
    await Promise.all(racing.map((s) => s.kill9()));

    // in one process too: five connections migrating at once
    const inProcess = await cluster.createDatabase('race_in_process');
    const databases = await Promise.all(
      [1, 2, 3, 4, 5].map(() => connectDatabase({ kind: 'postgres', url: inProcess })),
    );
    const check = new pg.Client({ connectionString: inProcess });
    await check.connect();
    const applied = await check.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    await check.end();
    expect(applied.rows[0].n).toBeGreaterThanOrEqual(8);
    await Promise.all(databases.map((d) => d.close()));
  });
});
