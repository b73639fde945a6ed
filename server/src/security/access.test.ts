/**
 * The access-control matrix: every tRPC procedure (queries, mutations and subscriptions; the list comes
 * from the router, so a new procedure without an entry here fails) over HTTP and over the WebSocket,
 * and every REST path with a resource, called by everyone who is not the owner — no token, a malformed
 * token, a revoked token, an expired token, and a second person — against the owner's project, step,
 * conversation, reply and picture. Asserted: no 5xx, never the owner's data, and nothing of the owner's
 * changed.
 */
import { createTRPCClient, createWSClient, httpLink, wsLink } from '@trpc/client';
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sessions, steps } from '../db/schema';
import { hashToken } from '../features/accounts/tokens';
import { appRouter, type AppRouter } from '../router';
import { startTestApp, type TestApp } from '../test/harness';

let app: TestApp;
let owner: { id: string; email: string; token: string };
let projectId: string;
let replyId: string;
let imageId: string;
const callers: Record<string, string | null> = {};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.createUser();
  const trpc = app.trpc(owner.token);
  projectId = (await trpc.projects.create.mutate({ projectTitle: 'Owner’s secret tap' }))._id;
  replyId = (await trpc.chat.send.mutate({ projectId, text: 'the tap behind the secret door drips' })).replyId;
  await app.services.chat.drain();
  await app.database.db
    .insert(steps)
    .values([1, 2].map((n) => ({ projectId, stepNumber: n, title: `Owner step ${n}` })));
  imageId = (await app.services.images.upload(owner.id, PNG)).id;

  const revoked = await app.services.sessions.issue(owner.id);
  await app.services.sessions.revoke(revoked);
  const expired = await app.services.sessions.issue(owner.id);
  await app.database.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(sessions.tokenHash, hashToken(expired)));
  const other = await app.createUser();
  Object.assign(callers, {
    'no token': null,
    'a malformed token': 'not-a-real-token-but-long-enough-1234567890',
    'a revoked token': revoked,
    'an expired token': expired,
    'another person': other.token,
  });
});
afterAll(() => app.close());

/** What is stored of the owner's, as one hash. */
async function ownersData(): Promise<string> {
  const rows = await app.database.db.execute(
    sql`select (select md5(coalesce(string_agg(p::text, '|' order by p.id), '')) from projects p where p.user_id = ${owner.id})
         || (select md5(coalesce(string_agg(s::text, '|' order by s.id), '')) from steps s where s.project_id = ${projectId})
         || (select md5(coalesce(string_agg(m::text, '|' order by m.id), '')) from chat_messages m join chat_sessions c on c.id = m.session_id where c.project_id = ${projectId})
         || (select md5(coalesce(string_agg(u::text, '|'), '')) from users u where u.id = ${owner.id})
         || (select count(*)::text from sessions where user_id = ${owner.id} and revoked_at is null) as h`,
  );
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}

/** A valid input for every procedure, aimed at the owner's things. */
const INPUTS: Record<string, () => unknown> = {
  'system.health': () => undefined,
  'system.ping': () => undefined,
  'system.onTick': () => undefined,
  'account.signup': () => ({ firstname: 'M', lastname: 'M', email: owner.email, password: 'Str0ng!Pass' }),
  'account.login': () => ({ email: owner.email, password: 'Wr0ng!Pass1' }),
  'account.me': () => undefined,
  'account.updateProfile': () => ({ firstname: 'Mallory' }),
  'account.logout': () => undefined,
  'account.requestPasswordReset': () => ({ email: owner.email }),
  'account.resetPassword': () => ({ token: 'x'.repeat(43), password: 'Str0ng!Pass' }),
  'account.googleStatus': () => undefined,
  'onboarding.questions': () => undefined,
  'onboarding.submit': () => ({ answers: {} }),
  'projects.list': () => ({ limit: 5 }),
  'projects.get': () => ({ projectId }),
  'projects.create': () => ({ projectTitle: 'Not the owner’s' }),
  'projects.rename': () => ({ projectId, projectTitle: 'Taken over' }),
  'projects.remove': () => ({ projectId }),
  'projects.complete': () => ({ projectId }),
  'projects.progress': () => ({ projectId }),
  'projects.onChange': () => undefined,
  'chat.history': () => ({ projectId }),
  'chat.send': () => ({ projectId, text: 'let me in' }),
  'chat.ownedTools': () => ({ projectId }),
  'chat.detectTools': () => ({ projectId, imageId }),
  'chat.confirmTool': () => ({ projectId, name: 'Hammer' }),
  'chat.removeTool': () => ({ projectId, name: 'Hammer' }),
  'chat.onConversation': () => ({ projectId }),
  'chat.onReply': () => ({ replyId }),
  'generation.start': () => ({ projectId }),
  'generation.status': () => ({ projectId }),
  'generation.onStatus': () => ({ projectId }),
  'generation.estimation': () => ({ projectId }),
  'generation.safetyCheck': () => ({ projectId }),
  'generation.tools': () => ({ projectId }),
  'generation.steps': () => ({ projectId }),
  'steps.complete': () => ({ projectId, stepNumber: 1 }),
  'steps.reset': () => ({ projectId, stepNumber: 1 }),
  'steps.feedback': () => ({ projectId, stepNumber: 1, value: 1 }),
  'steps.completionMessage': () => ({ projectId }),
  'steps.saveFeedback': () => ({ projectId, rating: 5, comments: 'mine now' }),
};
/** Open to everyone, or about the caller only: a second person may use them, on their own account. */
const PUBLIC = new Set([
  'system.health',
  'system.ping',
  'system.onTick',
  'account.signup',
  'account.login',
  'account.requestPasswordReset',
  'account.resetPassword',
  'account.googleStatus',
  'onboarding.questions',
]);
const SELF = new Set([
  'account.me',
  'account.updateProfile',
  'account.logout',
  'onboarding.submit',
  'projects.list',
  'projects.create',
  'projects.onChange',
]);
const REFUSED = ['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'BAD_REQUEST', 'CONFLICT', 'TOO_MANY_REQUESTS'];

const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { type: 'query' | 'mutation' | 'subscription' } }>,
).map(([name, p]) => ({
  name,
  type: p._def.type,
}));

it('has an input for every procedure (a new one must be added to the matrix)', () => {
  expect(procedures.map((p) => p.name).filter((name) => !INPUTS[name])).toEqual([]);
});

function clients(token: string | null) {
  const headers = () => (token ? { authorization: `Bearer ${token}` } : {});
  const ws = createWSClient({
    url: app.wsUrl,
    WebSocket: WebSocket as unknown as typeof globalThis.WebSocket,
    connectionParams: () => (token ? { token } : {}),
  });
  return {
    http: createTRPCClient<AppRouter>({ links: [httpLink({ url: `${app.url}/trpc`, headers })] }),
    ws: createTRPCClient<AppRouter>({ links: [wsLink({ client: ws })] }),
    close: () => ws.close(),
  };
}

type Untyped = Record<string, Record<string, Record<string, (input: unknown, opts?: object) => any>>>;

/** The outcome of one call: the error code, or 'OK' with what came back. */
async function call(
  client: unknown,
  name: string,
  type: string,
  input: unknown,
): Promise<{ code: string; data?: unknown }> {
  const [router, procedure] = name.split('.') as [string, string];
  const target = (client as Untyped)[router]![procedure]!;
  if (type === 'subscription') {
    return new Promise((resolve) => {
      const received: unknown[] = [];
      const sub = target.subscribe!(input, {
        onData: (data: unknown) => received.push(data),
        onError: (error: { data?: { code?: string } }) => resolve({ code: error.data?.code ?? 'ERROR' }),
      });
      setTimeout(() => {
        sub.unsubscribe();
        resolve({ code: 'OK', data: received });
      }, 400);
    });
  }
  try {
    return { code: 'OK', data: await target[type === 'query' ? 'query' : 'mutate']!(input) };
  } catch (error) {
    return { code: (error as { data?: { code?: string } }).data?.code ?? 'ERROR' };
  }
}

it('gives no one but the owner the owner’s things, over HTTP and the WebSocket, and changes nothing of theirs', async () => {
  const before = await ownersData();
  const violations: string[] = [];
  let calls = 0;
  for (const [who, token] of Object.entries(callers)) {
    const { http, ws, close } = clients(token);
    try {
      for (const { name, type } of procedures) {
        // signing the second person out would end their token for the calls after it
        if (name === 'account.logout' && who === 'another person') continue;
        for (const [transport, client] of type === 'subscription'
          ? [['ws', ws] as const]
          : [['http', http] as const, ['ws', ws] as const]) {
          const outcome = await call(client, name, type, INPUTS[name]!());
          calls++;
          const where = `${who} → ${name} over ${transport}: ${outcome.code}`;
          if (outcome.code === 'INTERNAL_SERVER_ERROR' || outcome.code === 'ERROR')
            violations.push(`${where} (a server error)`);
          const text = JSON.stringify(outcome.data ?? '');
          if (
            text.includes(projectId) ||
            text.includes('Owner step') ||
            text.includes('secret') ||
            text.includes(owner.email)
          )
            violations.push(`${where} returned the owner’s data`);
          const openToCaller = PUBLIC.has(name) || (SELF.has(name) && who === 'another person');
          if (!openToCaller && outcome.code === 'OK' && type !== 'subscription')
            violations.push(`${where} was allowed`);
          if (!openToCaller && type === 'subscription' && outcome.code === 'OK')
            violations.push(`${where}: the subscription started`);
          if (!openToCaller && outcome.code !== 'OK' && !REFUSED.includes(outcome.code))
            violations.push(`${where} (unexpected)`);
        }
      }
    } finally {
      close();
    }
  }
  await app.services.chat.drain();
  expect(violations).toEqual([]);
  expect(await ownersData()).toBe(before);
  console.log(
    `access matrix (tRPC): ${procedures.length} procedures × ${Object.keys(callers).length} callers, ${calls} calls over HTTP and WebSocket, 0 violations`,
  );
  // every procedure × every caller × both transports, one call after another: its time grows with the router
}, 120_000);

it('answers every REST path on the owner’s things with 401, 403 or 404 to everyone else, and changes nothing', async () => {
  const before = await ownersData();
  const paths: [string, string, unknown?][] = [
    ['GET', `/api/users/${owner.id}`],
    ['PUT', `/api/users/${owner.id}`, { firstname: 'Mallory' }],
    ['PUT', `/api/projects/${projectId}`, { projectTitle: 'Taken over' }],
    ['DELETE', `/api/projects/${projectId}`],
    ['PUT', `/api/project/${projectId}/complete`],
    ['GET', `/api/project/${projectId}/progress`],
    ['PUT', `/api/complete-step/${projectId}/1`],
    ['PUT', `/api/reset-step/${projectId}/1`],
    ['PUT', `/api/step-feedback/${projectId}/1/1`],
    ['GET', `/api/projects/${projectId}/completion-message`],
    ['POST', `/api/projects/${projectId}/feedback`, { rating: 5, comments: 'mine now' }],
    ['GET', `/api/chatbot/session/${projectId}`],
    ['POST', '/api/chatbot/start', { user: owner.id, project: projectId }],
    ['POST', '/api/chatbot/chat', { user: owner.id, project: projectId, message: 'let me in' }],
    ['GET', `/api/step-guidance/started/${projectId}`],
    ['GET', `/api/step-guidance/session/${projectId}`],
    ['POST', '/api/step-guidance/start', { project: projectId }],
    ['POST', '/api/step-guidance/chat', { project: projectId, message: 'let me in' }],
    ['POST', `/api/generation/all/${projectId}`],
    ['GET', `/api/generation/status/${projectId}`],
    ['GET', `/api/generation/estimation/${projectId}`],
    ['GET', `/api/generation/steps/${projectId}`],
    ['GET', `/api/generation/tools/${projectId}`],
    ['GET', `/api/images/${imageId}`],
  ];
  const session = await app.services.chatSessions.session(owner.id, projectId);
  paths.push(
    ['GET', `/api/chatbot/session/${session.id}/history`],
    ['GET', `/api/step-guidance/session/${session.id}/history`],
  );
  const violations: string[] = [];
  for (const [who, token] of Object.entries(callers)) {
    for (const [method, path, body] of paths) {
      const res = await fetch(`${app.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (![401, 403, 404].includes(res.status))
        violations.push(`${who} → ${method} ${path}: ${res.status} ${text.slice(0, 120)}`);
      if (text.includes('Owner step') || text.includes('secret') || text.includes(owner.email))
        violations.push(`${who} → ${method} ${path} returned the owner’s data`);
    }
  }
  await app.services.chat.drain();
  expect(violations).toEqual([]);
  expect(await ownersData()).toBe(before);
  console.log(`access matrix (REST): ${paths.length} paths × ${Object.keys(callers).length} callers, 0 violations`);
});
