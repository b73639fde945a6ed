/**
 * Seeded fuzzing (fast-check) of every tRPC procedure and every REST path: inputs shaped like each
 * procedure's zod input (its keys, hostile values) and shapeless ones, signed in and not. Asserted for
 * every request: never a 5xx (tRPC: never INTERNAL_SERVER_ERROR), and a refused request changes nothing
 * that is stored. Reproduce or widen with FUZZ_SEED and FUZZ_RUNS (runs per procedure and per path).
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../router';
import { startTestApp, type TestApp } from '../test/harness';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 14);

let app: TestApp;
let owner: { id: string; token: string };
let projectId: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.createUser();
  projectId = (await app.trpc(owner.token).projects.create.mutate({ projectTitle: 'Fuzzed tap' }))._id;
  await app.trpc(owner.token).chat.send.mutate({ projectId, text: 'the kitchen tap drips' });
  await app.services.chat.drain();
});
afterAll(() => app.close());

/** Everything stored, as one hash: a refused request must leave it as it was. */
async function stored(): Promise<string> {
  const tables = [
    'users',
    'projects',
    'steps',
    'chat_sessions',
    'chat_messages',
    'project_feedback',
    'safety_stops',
    'project_tools',
    'images',
  ];
  const rows = [];
  for (const table of tables) {
    const result = await app.database.db.execute(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${table} t`),
    );
    rows.push((result as unknown as { rows: { h: string }[] }).rows?.[0]?.h ?? JSON.stringify(result));
  }
  // sessions change on sign-in (a new row is not a refusal's doing), so only revocations count
  const revoked = await app.database.db.execute(
    sql.raw(`select count(*) as n from sessions where revoked_at is not null`),
  );
  rows.push(JSON.stringify(revoked));
  return createHash('sha256').update(rows.join(';')).digest('hex');
}

/** Hostile strings: control characters, lone surrogates, very long, scripts and markup, and valid-looking ids. */
const hostileString = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\ud83d',
    '🚰💧',
    'مرحبا',
    '\u202egnp.exe',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '%00',
    '../../etc/passwd',
    '',
  ),
  fc.string({ minLength: 3000, maxLength: 9000 }),
  fc.uuid(),
  fc.constantFrom('00000000-0000-4000-8000-000000000000', 'not-a-uuid', '   '),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.integer(), fc.double(), fc.constantFrom(-1, 0, 1, 2, 1e21, Number.MAX_SAFE_INTEGER)),
  },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

function shapeKeys(name: string): string[] {
  const procedure = (appRouter._def.procedures as unknown as Record<string, { _def: { inputs?: unknown[] } }>)[name]!;
  const input = procedure._def.inputs?.[0] as { shape?: Record<string, unknown> } | undefined;
  return input?.shape ? Object.keys(input.shape) : [];
}

/** An input for a procedure: its own keys with hostile values (the owner's project id at times), or anything. */
function inputFor(name: string): fc.Arbitrary<unknown> {
  const keys = shapeKeys(name);
  const value = fc.oneof({ weight: 5, arbitrary: hostileValue }, { weight: 1, arbitrary: fc.constant(projectId) });
  const shaped = keys.length
    ? fc.record(Object.fromEntries(keys.map((k) => [k, value])), { requiredKeys: [] })
    : fc.constant(undefined);
  const deep = fc.integer({ min: 60, max: 400 }).map((n) => JSON.parse('['.repeat(n) + ']'.repeat(n)) as unknown);
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    { weight: 1, arbitrary: hostileValue },
    { weight: 1, arbitrary: deep },
  );
}

interface Outcome {
  status: number;
  internal: boolean;
}

async function callProcedure(name: string, type: string, input: unknown, token: string | null): Promise<Outcome> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const json = input === undefined ? undefined : JSON.stringify(input);
  const res =
    type === 'query'
      ? await fetch(
          `${app.url}/trpc/${name}${json === undefined ? '' : `?input=${encodeURIComponent(json.slice(0, 6000))}`}`,
          { headers },
        )
      : await fetch(`${app.url}/trpc/${name}`, { method: 'POST', headers, body: json });
  const text = await res.text();
  return { status: res.status, internal: text.includes('INTERNAL_SERVER_ERROR') };
}

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)
  .map(([name, p]) => ({ name, type: p._def.type }))
  .filter((p) => p.type !== 'subscription');

describe('every tRPC query and mutation, over HTTP', () => {
  it.each(procedures)('$name: no 5xx, and a refused call changes nothing', async ({ name, type }) => {
    await fc.assert(
      fc.asyncProperty(inputFor(name), fc.boolean(), async (input, signedIn) => {
        // signing out with the owner's token would end the rest of the run's session
        const token = signedIn && name !== 'account.logout' ? owner.token : null;
        const before = await stored();
        const outcome = await callProcedure(name, type, input, token);
        expect(outcome.status, `${name} ${JSON.stringify(input)?.slice(0, 200)}`).toBeLessThan(500);
        expect(outcome.internal).toBe(false);
        if (outcome.status >= 400) expect(await stored(), `${name} changed data while refusing`).toBe(before);
        await app.services.chat.drain();
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});

describe('every tRPC subscription, over the WebSocket', () => {
  const subscriptions = Object.entries(
    appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
  )
    .filter(([, p]) => p._def.type === 'subscription')
    .map(([name]) => name);

  it.each(subscriptions)('%s: refuses bad input with a client error, never an internal one', async (name) => {
    const client = app.trpc(owner.token) as unknown as Record<
      string,
      Record<string, { subscribe: (input: unknown, opts: object) => { unsubscribe(): void } }>
    >;
    const [router, procedure] = name.split('.') as [string, string];
    await fc.assert(
      fc.asyncProperty(inputFor(name), async (input) => {
        const code = await new Promise<string>((resolve) => {
          const sub = client[router]![procedure]!.subscribe(input, {
            onError: (error: { data?: { code?: string } }) => resolve(error.data?.code ?? 'UNKNOWN'),
            onStarted: () => setTimeout(() => resolve('STARTED'), 50),
            onData: () => undefined,
          });
          setTimeout(() => resolve('TIMEOUT'), 2000);
          setTimeout(() => sub.unsubscribe(), 2100);
        });
        expect(code).not.toBe('INTERNAL_SERVER_ERROR');
        expect(code).not.toBe('TIMEOUT');
      }),
      { seed: SEED, numRuns: Math.max(4, Math.round(RUNS / 2)), endOnFailure: true },
    );
  });
});

/** Every REST path of server/src/http/api.ts and the features' rest.ts files. */
const REST: [string, string][] = [
  ['POST', '/api/users'],
  ['POST', '/api/login'],
  ['GET', '/api/users/:id'],
  ['PUT', '/api/users/:id'],
  ['GET', '/api/me'],
  ['POST', '/api/password-reset/request'],
  ['POST', '/api/password-reset/confirm'],
  ['GET', '/api/onboarding'],
  ['POST', '/api/onboarding'],
  ['GET', '/api/projects'],
  ['POST', '/api/projects'],
  ['PUT', '/api/projects/:project'],
  ['DELETE', '/api/projects/:project'],
  ['PUT', '/api/project/:project/complete'],
  ['GET', '/api/project/:project/progress'],
  ['PUT', '/api/complete-step/:project/:n'],
  ['PUT', '/api/reset-step/:project/:n'],
  ['PUT', '/api/step-feedback/:project/:n/:n'],
  ['GET', '/api/projects/:project/completion-message'],
  ['POST', '/api/projects/:project/feedback'],
  ['GET', '/api/chatbot/session/:project'],
  ['GET', '/api/chatbot/session/:id/history'],
  ['POST', '/api/chatbot/start'],
  ['POST', '/api/chatbot/chat'],
  ['GET', '/api/step-guidance/started/:project'],
  ['GET', '/api/step-guidance/session/:project'],
  ['GET', '/api/step-guidance/session/:id/history'],
  ['POST', '/api/step-guidance/start'],
  ['POST', '/api/step-guidance/chat'],
  ['POST', '/api/generation/all/:project'],
  ['GET', '/api/generation/status/:project'],
  ['GET', '/api/generation/estimation/:project'],
  ['GET', '/api/generation/steps/:project'],
  ['GET', '/api/generation/tools/:project'],
  ['POST', '/api/images'],
  ['GET', '/api/images/:id'],
];

describe('every REST path', () => {
  const segment = fc.oneof(
    hostileString.map((s) => s.slice(0, 300)),
    fc.constant('PROJECT'),
    fc.integer({ min: -5, max: 200 }).map(String),
  );
  const body = fc.oneof(
    fc.record(
      {
        user: fc.oneof(hostileValue, fc.constant('OWNER')),
        project: fc.oneof(hostileValue, fc.constant('PROJECT')),
        message: hostileValue,
        projectTitle: hostileValue,
        email: hostileValue,
        password: hostileValue,
        firstname: hostileValue,
        lastname: hostileValue,
        rating: hostileValue,
        comments: hostileValue,
        token: hostileValue,
        answers: hostileValue,
        step: hostileValue,
        uploaded_image: hostileValue,
      },
      { requiredKeys: [] },
    ),
    hostileValue,
  );

  it.each(REST)('%s %s: no 5xx, and a refused request changes nothing', async (method, template) => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 4, maxLength: 4 }),
        body,
        fc.boolean(),
        async (segments, payload, signedIn) => {
          let i = 0;
          const path = template.replace(/:\w+/g, () => {
            const s = segments[i++]!;
            try {
              return encodeURIComponent(s === 'PROJECT' ? projectId : s);
            } catch {
              return '%ED%A0%80'; // a lone surrogate has no UTF-8: the bytes a client would send instead
            }
          });
          const json = JSON.stringify(payload, (_k, v) => (v === 'OWNER' ? owner.id : v === 'PROJECT' ? projectId : v));
          const headers: Record<string, string> = {
            'content-type': template === '/api/images' ? 'image/png' : 'application/json',
          };
          if (signedIn) headers.authorization = `Bearer ${owner.token}`;
          const before = await stored();
          const res = await fetch(`${app.url}${path}`, {
            method,
            headers,
            body: method === 'GET' ? undefined : (json ?? 'null'),
          });
          const text = await res.text();
          expect(res.status, `${method} ${path} ${json?.slice(0, 200)}: ${text.slice(0, 200)}`).toBeLessThan(500);
          if (res.status >= 400) {
            expect(JSON.parse(text)).toHaveProperty('detail');
            expect(await stored(), `${method} ${path} changed data while refusing`).toBe(before);
          }
          await app.services.chat.drain();
        },
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});
