/**
 * The chat's lists. A long conversation a page at a time, on both transports through one service: the
 * latest page first, each page in the order the messages were said, earlier pages by a keyset cursor
 * that neither repeats nor skips a message while new ones arrive; the REST paths keep the spec's list and
 * link the page before; a page is never over 200; a cursor that is not ours is a 400; the intro stays the
 * intro. And the tools a project keeps, bounded at 100.
 */
import { OWNED_TOOLS_MAX } from '@fixwise/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../../db/schema';
import { api, startTestApp, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

/**
 * A project whose conversation has the intro and then `count` stored messages, alternating the person
 * and the assistant, many sharing a creation time (as a message and its reply may).
 */
async function longConversation(count: number) {
  const user = await app.createUser();
  const project = await app.trpc(user.token).projects.create.mutate({ projectTitle: 'Long story' });
  const session = await app.services.chatSessions.session(user.id, project._id);
  const start = Date.parse('2030-01-01T00:00:00.000Z');
  await app.database.db.insert(chatMessages).values(
    Array.from({ length: count }, (_, i) => ({
      sessionId: session.id,
      role: i % 2 === 0 ? ('user' as const) : ('assistant' as const),
      text: `Message ${i + 1}`,
      // four messages share each instant
      createdAt: new Date(start + Math.floor(i / 4) * 1000),
    })),
  );
  return { user, projectId: project._id, sessionId: session.id };
}

type Message = { id: string; role: string; text: string };

describe('pages of a conversation', () => {
  it('reads 450 messages over tRPC from the latest page back, each once, while new messages arrive', async () => {
    const { user, projectId, sessionId } = await longConversation(450);
    const client = app.trpc(user.token);
    const pages: Message[][] = [];
    let cursor: string | null = null;
    do {
      const page: { messages: Message[]; olderCursor: string | null } = await client.chat.history.query({
        projectId,
        cursor,
        limit: 100,
      });
      expect(page.messages.length).toBeLessThanOrEqual(100);
      pages.push(page.messages);
      cursor = page.olderCursor;
      // a new message in the middle of the reading belongs after the first page: never in this reading
      await app.database.db.insert(chatMessages).values({
        sessionId,
        role: 'user',
        text: 'Arrived meanwhile',
        createdAt: new Date(`2031-01-0${pages.length}`),
      });
    } while (cursor);
    expect(pages.map((p) => p.length)).toEqual([100, 100, 100, 100, 51]);
    const read = pages.reverse().flat();
    expect(new Set(read.map((m) => m.id)).size).toBe(451);
    expect(read[0]!.role).toBe('assistant'); // the intro
    expect(read.some((m) => m.text === 'Arrived meanwhile')).toBe(false);
    // the conversation's own order: the stored one, the intro first
    const latest = await client.chat.history.query({ projectId, limit: 200 });
    expect(latest.messages.slice(0, -5).map((m) => m.id)).toEqual(read.slice(-195).map((m) => m.id));
    expect(latest.messages.slice(-5).map((m) => m.text)).toEqual(Array(5).fill('Arrived meanwhile'));
    // the four messages of one instant: the assistant's before the person's, then by id
    expect(read.slice(1, 5).map((m) => m.role)).toEqual(['assistant', 'assistant', 'user', 'user']);
    expect(new Set(read.slice(1, 5).map((m) => m.text))).toEqual(
      new Set(['Message 1', 'Message 2', 'Message 3', 'Message 4']),
    );
  });

  it('opens a short conversation whole, with no earlier page', async () => {
    const { user, projectId } = await longConversation(3);
    const latest = await app.trpc(user.token).chat.history.query({ projectId });
    expect(latest.messages).toHaveLength(4);
    expect(latest.olderCursor).toBeNull();
  });

  it('keeps the spec list over REST for up to 200 messages and links the page before', async () => {
    const { user, sessionId } = await longConversation(260);
    const path = `/api/chatbot/session/${sessionId}/history`;
    const latest = await api(app, 'GET', path, { token: user.token });
    expect(latest.status).toBe(200);
    expect(latest.body).toHaveLength(200);
    expect(Object.keys(latest.body[0])).toEqual(['role', 'message']);
    const link = latest.headers.get('link');
    expect(link).toMatch(new RegExp(`^<${path}\\?limit=200&cursor=[\\w-]+>; rel="next"$`));
    const before = await api(app, 'GET', link!.slice(1, link!.indexOf('>')), { token: user.token });
    expect(before.body).toHaveLength(61);
    expect(before.headers.get('link')).toBeNull();
    const texts = [...before.body, ...latest.body].map((m: { message: string }) => m.message);
    expect(texts.slice(1).sort()).toEqual(Array.from({ length: 260 }, (_, i) => `Message ${i + 1}`).sort());
    // the same conversation over tRPC, page for page
    const small = await api(app, 'GET', `${path}?limit=50`, { token: user.token });
    expect(small.body).toHaveLength(50);
    expect(small.headers.get('link')).toContain('limit=50&cursor=');
  });

  it('answers start with the intro, however long the conversation has grown', async () => {
    const { user, projectId } = await longConversation(230);
    const start = await api(app, 'POST', '/api/chatbot/start', {
      token: user.token,
      body: { user: user.id, project: projectId },
    });
    expect(start.body.intro_message).toMatch(/^Hi!/);
    expect(start.body.suggested_messages).toHaveLength(4);
  });

  it('refuses a page over 200, and a cursor that is not ours with 400 {detail, code}', async () => {
    const { user, projectId, sessionId } = await longConversation(5);
    const client = app.trpc(user.token);
    await expect(client.chat.history.query({ projectId, limit: 201 })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
    });
    await expect(client.chat.history.query({ projectId, cursor: 'nope' })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST', appCode: 'INVALID_INPUT' },
    });
    const path = `/api/chatbot/session/${sessionId}/history`;
    expect((await api(app, 'GET', `${path}?limit=201`, { token: user.token })).status).toBe(422);
    const forged = Buffer.from('2030-01-01T00:00:00.000000Z|system|00000000-0000-4000-8000-000000000000').toString(
      'base64url',
    );
    expect(await api(app, 'GET', `${path}?cursor=${forged}`, { token: user.token })).toMatchObject({
      status: 400,
      body: { detail: 'This page cursor is not valid. Load the list again.', code: 'INVALID_INPUT' },
    });
  });

  it("gives nobody else a page of the conversation, with or without the owner's cursor", async () => {
    const { user, projectId, sessionId } = await longConversation(120);
    const intruder = await app.createUser();
    const { olderCursor } = await app.trpc(user.token).chat.history.query({ projectId });
    await expect(app.trpc(intruder.token).chat.history.query({ projectId, cursor: olderCursor })).rejects.toMatchObject(
      { data: { code: 'NOT_FOUND' } },
    );
    const path = `/api/chatbot/session/${sessionId}/history?cursor=${olderCursor}`;
    expect((await api(app, 'GET', path, { token: intruder.token })).status).toBe(404);
  });
});

describe('the tools a project keeps', () => {
  it('keeps at most 100, however many are named over REST, and lists them all', async () => {
    const user = await app.createUser();
    const project = (await api(app, 'POST', '/api/projects', { token: user.token, body: { projectTitle: 'Shed' } }))
      .body.id as string;
    const names = (from: number) => Array.from({ length: 60 }, (_, i) => `Tool ${from + i}`);
    await app.services.ownedTools.add(user.id, project, names(0));
    await app.services.ownedTools.add(user.id, project, names(60));
    await app.services.ownedTools.add(user.id, project, ['One more']);
    const kept = await app.trpc(user.token).chat.ownedTools.query({ projectId: project });
    expect(kept).toHaveLength(OWNED_TOOLS_MAX);
    expect(kept.map((t) => t.name)).not.toContain('One more');
    // one removed makes room for one more
    await app.trpc(user.token).chat.removeTool.mutate({ projectId: project, name: 'Tool 0' });
    await app.services.ownedTools.add(user.id, project, ['One more']);
    expect((await app.trpc(user.token).chat.ownedTools.query({ projectId: project })).map((t) => t.name)).toContain(
      'One more',
    );
  });
});
