import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineAssistant } from '../../assistant/offline/engine';
import { chatMessages } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/harness';
import type { ReplyEvent } from '@fixwise/shared';

let app: TestApp;
beforeAll(async () => {
  // a slow stream, so a reply is still arriving when a test reconnects
  app = await startTestApp({}, { assistant: createOfflineAssistant({ chunkDelayMs: 15 }) });
});
afterAll(() => app.close());

type Client = ReturnType<TestApp['trpc']>;

/** Collects a reply's events until it is done (or `stopAfter` deltas have arrived). */
function follow(client: Client, replyId: string, opts: { lastEventId?: string; stopAfter?: number } = {}) {
  return new Promise<Array<{ id: string; data: ReplyEvent }>>((resolve, reject) => {
    const events: Array<{ id: string; data: ReplyEvent }> = [];
    const sub = client.chat.onReply.subscribe(
      { replyId, ...(opts.lastEventId ? { lastEventId: opts.lastEventId } : {}) },
      {
        onData: (event) => {
          events.push(event as { id: string; data: ReplyEvent });
          const deltas = events.filter((e) => e.data.type === 'delta').length;
          if (event.data.type !== 'delta' || (opts.stopAfter && deltas >= opts.stopAfter)) {
            sub.unsubscribe();
            resolve(events);
          }
        },
        onError: reject,
      },
    );
  });
}

async function newProject(client: Client, title = 'Kitchen faucet') {
  return client.projects.create.mutate({ projectTitle: title });
}

async function say(client: Client, projectId: string, text: string) {
  const sent = await client.chat.send.mutate({ projectId, text });
  const events = await follow(client, sent.replyId);
  return { sent, events, final: events.at(-1)!.data };
}

describe('project chat', () => {
  it('starts with the assistant’s intro and the default quick replies', async () => {
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const project = await newProject(client);
    const history = await client.chat.history.query({ projectId: project._id });
    expect(history.messages).toHaveLength(1);
    expect(history.messages[0]).toMatchObject({ role: 'assistant', status: 'done' });
    expect(history.messages[0]!.suggestedMessages).toEqual([
      'Skip this question?',
      'How do I answer this question',
      'Is this a required question',
      "I don't know how to answer this.",
    ]);
  });

  it('stores the message before acknowledging it, streams the reply in order, and stores the reply once', async () => {
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const project = await newProject(client);
    const sent = await client.chat.send.mutate({
      projectId: project._id,
      text: 'the toilet keeps running after I flush',
    });
    const [stored] = await app.database.db.select().from(chatMessages).where(eq(chatMessages.id, sent.userMessage.id));
    expect(stored).toMatchObject({ role: 'user', text: 'the toilet keeps running after I flush' });

    const events = await follow(client, sent.replyId);
    const deltas = events
      .filter((e) => e.data.type === 'delta')
      .map((e) => e.data as Extract<ReplyEvent, { type: 'delta' }>);
    const final = events.at(-1)!.data as Extract<ReplyEvent, { type: 'done' }>;
    expect(final.type).toBe('done');
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((d) => d.text).join('')).toBe(final.response);
    expect(deltas.map((d) => d.offset)).toEqual([...deltas.map((d) => d.offset)].sort((a, b) => a - b));

    const history = await client.chat.history.query({ projectId: project._id });
    expect(history.messages.map((m) => [m.role, m.status])).toEqual([
      ['assistant', 'done'],
      ['user', 'done'],
      ['assistant', 'done'],
    ]);
    expect(history.messages[2]!.text).toBe(final.response);
  });

  it('resumes a reply after a reconnect without repeating or losing text', async () => {
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const project = await newProject(client);
    const sent = await client.chat.send.mutate({
      projectId: project._id,
      text: 'there is a fist-sized hole in my drywall',
    });
    const firstPart = await follow(client, sent.replyId, { stopAfter: 1 });
    const seen = firstPart.at(-1)!;
    const rest = await follow(app.trpc(user.token), sent.replyId, { lastEventId: seen.id });
    const final = rest.at(-1)!.data as Extract<ReplyEvent, { type: 'done' }>;
    const text = [...firstPart, ...rest]
      .filter((e) => e.data.type === 'delta')
      .map((e) => (e.data as Extract<ReplyEvent, { type: 'delta' }>).text)
      .join('');
    expect(text).toBe(final.response);
  });

  it('reaches complete in a few turns for a clear description', async () => {
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const project = await newProject(client, 'Running toilet');
    const states: string[] = [];
    for (const text of [
      'the toilet keeps running after I flush, the flapper leaks',
      'main bathroom, water trickles into the bowl',
      'I have none of them',
    ]) {
      const { final } = await say(client, project._id, text);
      states.push((final as Extract<ReplyEvent, { type: 'done' }>).current_state);
    }
    expect(states).toEqual(['in_progress', 'in_progress', 'complete']);
  });

  it('tells someone who smells gas to leave and call the utility, and makes no plan', async () => {
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const project = await newProject(client, 'Stove');
    const { final } = await say(client, project._id, 'I smell gas near the stove');
    expect(final).toMatchObject({ type: 'done', current_state: 'safety_stop' });
    expect((final as Extract<ReplyEvent, { type: 'done' }>).response).toMatch(/Leave the house now/);
    expect((await client.chat.history.query({ projectId: project._id })).currentState).toBe('safety_stop');
  });

  it('refuses an empty message', async () => {
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const project = await newProject(client);
    await expect(client.chat.send.mutate({ projectId: project._id, text: '   ' })).rejects.toMatchObject({
      data: { code: 'BAD_REQUEST' },
    });
  });
});

describe('another user', () => {
  it('cannot read, write or follow someone else’s conversation', async () => {
    const owner = await app.createUser();
    const intruder = await app.createUser();
    const ownerClient = app.trpc(owner.token);
    const project = await newProject(ownerClient);
    const sent = await ownerClient.chat.send.mutate({ projectId: project._id, text: 'the door squeaks' });
    const other = app.trpc(intruder.token);
    await expect(other.chat.history.query({ projectId: project._id })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    });
    await expect(other.chat.send.mutate({ projectId: project._id, text: 'hello' })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    });
    const error = await new Promise((resolve) => {
      other.chat.onReply.subscribe(
        { replyId: sent.replyId },
        { onData: () => resolve('received data'), onError: resolve },
      );
    });
    expect(error).toMatchObject({ data: { code: 'NOT_FOUND' } });
    const rows = await app.database.db.select().from(chatMessages).where(eq(chatMessages.text, 'hello'));
    expect(rows).toEqual([]);
  });
});
