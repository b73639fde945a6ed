/**
 * The fuzz findings of issue 14, each a named test: the exact input that got a 5xx, over tRPC (HTTP and
 * WebSocket) and REST, now a 400 with `{detail}` that changes nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, projects, users } from '../db/schema';
import { INPUT_DEPTH_DETAIL, INPUT_TEXT_DETAIL, jsonDepth } from '../http/input-guard';
import { createTestTrpcClient, startTestApp, type TestApp } from '../test/harness';

let app: TestApp;
let owner: { id: string; token: string };
let projectId: string;

beforeAll(async () => {
  app = await startTestApp();
  owner = await app.createUser();
  projectId = (await app.trpc(owner.token).projects.create.mutate({ projectTitle: 'Kept title' }))._id;
});
afterAll(() => app.close());

async function raw(method: string, path: string, body?: string, token = owner.token) {
  const res = await fetch(`${app.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as { detail?: string } | null };
}

/** What a request must not have changed: the owner's projects and messages, and the users. */
async function snapshot() {
  const db = app.database.db;
  return JSON.stringify({
    projects: await db.select().from(projects).where(eq(projects.userId, owner.id)),
    messages: (await db.select({ id: chatMessages.id }).from(chatMessages)).length,
    users: (await db.select({ id: users.id }).from(users)).length,
  });
}

const NUL = 'Leaky\u0000tap';
const LONE = 'my tap \ud83d drips';
const nested = (levels: number) => `{"projectTitle":${'['.repeat(levels)}${']'.repeat(levels)}}`;

describe('a NUL character in a text field', () => {
  it('is a 400 with detail over REST, for a title, a rename, a sign-up name and a chat message, and changes nothing', async () => {
    const before = await snapshot();
    for (const [method, path, body] of [
      ['POST', '/api/projects', { projectTitle: NUL }],
      ['PUT', `/api/projects/${projectId}`, { projectTitle: NUL }],
      ['POST', '/api/users', { firstname: NUL, lastname: 'X', email: 'nul@example.com', password: 'Str0ng!Pass' }],
      ['POST', '/api/chatbot/chat', { user: owner.id, project: projectId, message: NUL }],
      ['POST', `/api/projects/${projectId}/feedback`, { rating: 4, comments: NUL }],
    ] as const) {
      const res = await raw(method, path, JSON.stringify(body));
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body).toEqual({ detail: INPUT_TEXT_DETAIL, code: 'INVALID_INPUT' });
    }
    expect(await snapshot()).toBe(before);
  });

  it('is BAD_REQUEST over tRPC on HTTP and on the WebSocket', async () => {
    const before = await snapshot();
    const http = app.trpc(owner.token);
    await expect(http.projects.create.mutate({ projectTitle: NUL })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
      message: INPUT_TEXT_DETAIL,
    });
    const { client, ws } = createTestTrpcClient(app.url, app.wsUrl, owner.token);
    try {
      // a subscription goes over the WebSocket: the same guard holds there
      const failure = await new Promise<unknown>((resolve) => {
        const sub = client.chat.onConversation.subscribe(
          { projectId: `x${NUL}` },
          {
            onError: (e) => {
              resolve(e);
              sub.unsubscribe();
            },
          },
        );
      });
      expect(failure).toMatchObject({ data: { code: 'BAD_REQUEST' } });
    } finally {
      ws.close();
    }
    expect(await snapshot()).toBe(before);
  });

  it('in a path is a 400, not a database error', async () => {
    for (const path of [`/api/projects/abc%00def`, `/api/generation/steps/%00`, `/api/images/%00`]) {
      const put = path.includes('projects/abc');
      const res = await raw(put ? 'PUT' : 'GET', path, put ? JSON.stringify({ projectTitle: 'x' }) : undefined);
      expect(res.status, path).toBe(400);
    }
  });
});

describe('a lone surrogate in a chat message', () => {
  it('is a 400 over REST (it was a 502) and BAD_REQUEST over tRPC, and stores nothing', async () => {
    const before = await snapshot();
    // JSON.stringify writes a lone surrogate as the escape \ud83d, as a browser would send it
    const res = await raw(
      'POST',
      '/api/chatbot/chat',
      JSON.stringify({ user: owner.id, project: projectId, message: LONE }),
    );
    expect(res).toEqual({ status: 400, body: { detail: INPUT_TEXT_DETAIL, code: 'INVALID_INPUT' } });
    await expect(app.trpc(owner.token).chat.send.mutate({ projectId, text: LONE })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
    });
    expect(await snapshot()).toBe(before);
  });

  it('keeps whole emoji (a surrogate pair) working', async () => {
    const sent = await app.trpc(owner.token).chat.send.mutate({ projectId, text: 'my tap 🚰 drips' });
    expect(sent).toBeDefined();
    await app.services.chat.drain();
  });
});

describe('deeply nested JSON', () => {
  it('counts depth outside strings only', () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[[{{{{"}]}')).toBe(3);
    expect(jsonDepth(nested(5000))).toBe(5001);
  });

  it('is a 400 on every /trpc procedure, in a POST body and in a GET ?input=, and on /api', async () => {
    const before = await snapshot();
    const body = nested(5000);
    expect(body.length).toBeLessThan(11_000);
    for (const path of ['/trpc/projects.create', '/trpc/chat.send', '/trpc/account.signup', '/trpc/projects.list']) {
      const res = await raw('POST', path, body);
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({ detail: INPUT_DEPTH_DETAIL, code: 'INVALID_INPUT' });
    }
    // a URL can't carry 5,000 levels (Node refuses headers over 16 KB with 431); 100 is enough past the limit
    const get = await raw('GET', `/trpc/projects.list?input=${encodeURIComponent(nested(100))}`);
    expect(get.status).toBe(400);
    for (const path of ['/api/projects', '/api/users', '/api/login']) {
      expect((await raw('POST', path, body)).status, path).toBe(400);
    }
    expect(await snapshot()).toBe(before);
  });

  it('still accepts ordinary nesting', async () => {
    expect((await raw('POST', '/api/projects', JSON.stringify({ projectTitle: 'Shallow enough' }))).status).toBe(201);
  });
});

describe('a very long value that becomes a limit key', () => {
  it('asks for a reset for a 9,000-character email without a 5xx (the key outgrew the index row)', async () => {
    const res = await raw(
      'POST',
      '/api/password-reset/request',
      JSON.stringify({ email: `${'a'.repeat(9000)}@example.com` }),
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toHaveProperty('detail');
  });
});
