/**
 * Replies that outlive their writer's troubles: the text so far is stored as it streams, a reply
 * whose writer died is failed by the sweeper, a hanging model fails within the deadline, a long
 * reply travels the bus in small pieces (on PostgreSQL: real LISTEN/NOTIFY), and shutdown ends
 * the replies still running as failed.
 */
import { CHAT_TEXT } from '@fixwise/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatMessages } from '../../db/schema';
import type { Assistant, ConverseResult } from '../../assistant/port';
import { createOfflineAssistant } from '../../assistant/offline/engine';
import { startTestApp, type TestApp } from '../../test/harness';
import type { ReplyEvent } from '@fixwise/shared';
import { MAX_DELTA_BYTES, splitForBus } from './reply-streams';

type Client = ReturnType<TestApp['trpc']>;

/** An engine whose reply the test writes: `say` streams words, `end` finishes, nothing else happens. */
function scriptedAssistant() {
  const offline = createOfflineAssistant();
  let onToken: ((chunk: string) => void) | null = null;
  let finish: ((result: ConverseResult) => void) | null = null;
  let started: () => void = () => undefined;
  let startedOnce = new Promise<void>((resolve) => (started = resolve));
  const assistant: Assistant = {
    ...offline,
    converse(_input, token) {
      onToken = token;
      const result = new Promise<ConverseResult>((resolve) => (finish = resolve));
      started();
      return result;
    },
  };
  return {
    assistant,
    started: () => startedOnce,
    say: (text: string) => onToken!(text),
    end(response: string) {
      finish!({ response, suggested_messages: ['Thanks'], current_state: 'in_progress', memory: {} });
      startedOnce = new Promise<void>((resolve) => (started = resolve));
    },
  };
}

/** Collects a reply's events until its end. */
function follow(client: Client, replyId: string, lastEventId?: string) {
  return new Promise<Array<{ id: string; data: ReplyEvent }>>((resolve, reject) => {
    const events: Array<{ id: string; data: ReplyEvent }> = [];
    const sub = client.chat.onReply.subscribe(
      { replyId, ...(lastEventId ? { lastEventId } : {}) },
      {
        onData: (event) => {
          events.push(event as { id: string; data: ReplyEvent });
          if (event.data.type !== 'delta') {
            sub.unsubscribe();
            resolve(events);
          }
        },
        onError: reject,
      },
    );
  });
}

const textOf = (events: Array<{ data: ReplyEvent }>) =>
  events.map((e) => (e.data.type === 'delta' ? e.data.text : '')).join('');

async function eventually<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('not within the time allowed');
    await new Promise((r) => setTimeout(r, 25));
  }
}

let app: TestApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

describe('splitForBus', () => {
  it('keeps every piece of a long, escaped, multi-byte text under the byte limit and loses nothing', () => {
    const text = `${'a'.repeat(9_000)}"\\\n${'é'.repeat(3_000)}${'😀'.repeat(2_500)}\u0001`.repeat(2);
    const pieces = splitForBus(text);
    expect(pieces.join('')).toBe(text);
    for (const piece of pieces)
      expect(Buffer.byteLength(JSON.stringify({ type: 'delta', offset: 100_000, text: piece }))).toBeLessThan(
        MAX_DELTA_BYTES + 100,
      );
    // a surrogate pair is never cut in two
    for (const piece of pieces) expect(piece).toBe(Buffer.from(piece, 'utf8').toString('utf8'));
  });
});

describe('replies that outlive trouble', () => {
  it('streams and completes a 50 KB reply; on PostgreSQL it travels LISTEN/NOTIFY in small pieces', async () => {
    const script = scriptedAssistant();
    app = await startTestApp({}, { assistant: script.assistant, postgresBus: true });
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const project = await client.projects.create.mutate({ projectTitle: 'Long answer' });
    const sent = await client.chat.send.mutate({
      projectId: project._id,
      text: 'Tell me everything about caulking a tub',
    });
    const following = follow(client, sent.replyId);
    await script.started();
    const paragraph = 'Cut the old bead out with a utility knife, clean the joint with alcohol, then tape both sides. ';
    const long = paragraph.repeat(Math.ceil(50_000 / paragraph.length)).slice(0, 50_000);
    for (let i = 0; i < long.length; i += 20_000) script.say(long.slice(i, i + 20_000));
    script.end(long);
    const events = await following;
    expect(textOf(events)).toBe(long);
    expect(events.at(-1)!.data).toMatchObject({ type: 'done', offset: 50_000, response: long });
    const history = await client.chat.history.query({ projectId: project._id });
    expect(history.messages.at(-1)).toMatchObject({ id: sent.replyId, status: 'done', text: long });
  });

  it('stores the text so far as it streams: a follower arriving late, or after a reload, sees what was said', async () => {
    const script = scriptedAssistant();
    app = await startTestApp(
      {},
      {
        assistant: script.assistant,
        chat: { timings: { persistMs: 50, heartbeatMs: 5_000, staleMs: 15_000, sweepMs: 5_000 } },
      },
    );
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const project = await client.projects.create.mutate({ projectTitle: 'Faucet' });
    const sent = await client.chat.send.mutate({ projectId: project._id, text: 'My kitchen faucet drips' });
    await script.started();
    script.say('First, turn off ');
    await new Promise((r) => setTimeout(r, 100));
    script.say('the water under the sink.');
    const stored = await eventually(async () => {
      const [row] = await app!.database.db.select().from(chatMessages).where(eq(chatMessages.id, sent.replyId));
      return row?.text === 'First, turn off the water under the sink.' && row;
    });
    expect(stored.status).toBe('streaming');
    // a reload: history has the reply as streaming with its text so far, and following it from there
    // gives the rest, then the end
    const history = await client.chat.history.query({ projectId: project._id });
    expect(history.messages.at(-1)).toMatchObject({
      id: sent.replyId,
      status: 'streaming',
      text: 'First, turn off the water under the sink.',
    });
    const late = follow(client, sent.replyId);
    await new Promise((r) => setTimeout(r, 50));
    script.say(' Then open the handle.');
    script.end('First, turn off the water under the sink. Then open the handle.');
    const events = await late;
    expect(textOf(events)).toBe('First, turn off the water under the sink. Then open the handle.');
    expect(events.at(-1)!.data.type).toBe('done');
  });

  it('fails a reply whose writer died: the follower hears the failure, the message is kept and can be sent again', async () => {
    // the orphan's heartbeat is a minute old; the live reply's is fresh, and stays fresh for the 10 s a loaded machine may take
    app = await startTestApp(
      {},
      { chat: { timings: { persistMs: 500, heartbeatMs: 5_000, staleMs: 10_000, sweepMs: 5_000 } } },
    );
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const project = await client.projects.create.mutate({ projectTitle: 'Door' });
    const session = await app.services.chatSessions.session(user.id, project._id);
    // what a process killed mid-reply leaves behind: the person's message, and a reply streaming
    // with some text that nobody is writing any more
    const [asked] = await app.database.db
      .insert(chatMessages)
      .values({ sessionId: session.id, role: 'user', text: 'The door sticks at the top' })
      .returning();
    const [orphan] = await app.database.db
      .insert(chatMessages)
      .values({
        sessionId: session.id,
        role: 'assistant',
        status: 'streaming',
        text: 'Let me look at',
        writer: 'a-process-that-died',
        heartbeatAt: new Date(Date.now() - 60_000),
        createdAt: new Date(asked!.createdAt.getTime() + 1),
      })
      .returning();
    const following = follow(client, orphan!.id);
    await new Promise((r) => setTimeout(r, 100));
    // a reply being written right now is left alone
    const live = await client.chat.send.mutate({ projectId: project._id, text: 'It is the bedroom door' });
    expect(await app.services.chat.sweep()).toEqual([orphan!.id]);
    const events = await following;
    expect(events.at(-1)!.data).toEqual({ type: 'failed', offset: 0, detail: CHAT_TEXT.projectFailure });
    const history = await client.chat.history.query({ projectId: project._id });
    expect(history.messages.find((m) => m.id === asked!.id)?.text).toBe('The door sticks at the top');
    expect(history.messages.find((m) => m.id === orphan!.id)?.status).toBe('failed');
    await eventually(
      async () =>
        (await client.chat.history.query({ projectId: project._id })).messages.find((m) => m.id === live.replyId)
          ?.status === 'done',
    );
    const again = await client.chat.send.mutate({ projectId: project._id, text: 'The door sticks at the top' });
    expect((await follow(client, again.replyId)).at(-1)!.data.type).toBe('done');
  });

  it('keeps a reply alive while a slow model thinks (heartbeat), and fails a hanging one at its deadline', async () => {
    const script = scriptedAssistant();
    app = await startTestApp(
      {},
      {
        assistant: script.assistant,
        chat: {
          timings: { persistMs: 50, heartbeatMs: 50, staleMs: 300, sweepMs: 5_000 },
          deadlines: { firstTokenMs: 1_500, stallMs: 1_000, totalMs: 10_000 },
        },
      },
    );
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const project = await client.projects.create.mutate({ projectTitle: 'Slow' });
    const sent = await client.chat.send.mutate({ projectId: project._id, text: 'My toilet runs' });
    const following = follow(client, sent.replyId);
    await script.started();
    // longer than staleMs with no words: the heartbeat keeps it from being swept
    await new Promise((r) => setTimeout(r, 700));
    expect(await app.services.chat.sweep()).toEqual([]);
    script.say('Lift the lid');
    // then nothing: the stall deadline ends it, whatever the engine does
    const began = Date.now();
    const events = await following;
    expect(Date.now() - began).toBeLessThan(5_000);
    expect(textOf(events)).toBe('Lift the lid');
    expect(events.at(-1)!.data).toEqual({ type: 'failed', offset: 0, detail: CHAT_TEXT.projectFailure });
    const [row] = await app.database.db.select().from(chatMessages).where(eq(chatMessages.id, sent.replyId));
    expect(row!.status).toBe('failed');
    // the engine answering after the deadline changes nothing
    script.end('Lift the lid and look at the flapper.');
    await new Promise((r) => setTimeout(r, 100));
    const [after] = await app.database.db.select().from(chatMessages).where(eq(chatMessages.id, sent.replyId));
    expect(after!.status).toBe('failed');

    const second = await client.chat.send.mutate({ projectId: project._id, text: 'Still there?' });
    const silent = follow(client, second.replyId);
    await script.started();
    expect((await silent).at(-1)!.data.type).toBe('failed');
  });

  it('ends replies still running at shutdown as failed, within the drain deadline', async () => {
    const script = scriptedAssistant();
    app = await startTestApp({}, { assistant: script.assistant });
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const project = await client.projects.create.mutate({ projectTitle: 'Shutdown' });
    const sent = await client.chat.send.mutate({ projectId: project._id, text: 'My sink is slow' });
    const following = follow(client, sent.replyId);
    await script.started();
    script.say('Try a plunger');
    const began = Date.now();
    await app.services.chat.drain(Date.now() + 300);
    expect(Date.now() - began).toBeLessThan(3_000);
    expect((await following).at(-1)!.data.type).toBe('failed');
    const [row] = await app.database.db.select().from(chatMessages).where(eq(chatMessages.id, sent.replyId));
    expect(row).toMatchObject({ status: 'failed' });
  });

  it("tells the conversation's other tabs when it changes, and refuses another user", async () => {
    app = await startTestApp();
    const owner = await app.createUser();
    const stranger = await app.createUser();
    const client = app.trpc(owner.token);
    const project = await client.projects.create.mutate({ projectTitle: 'Two tabs' });
    const changes: string[] = [];
    const sub = client.chat.onConversation.subscribe(
      { projectId: project._id },
      { onData: ({ data }) => changes.push(data.type) },
    );
    await new Promise((r) => setTimeout(r, 200));
    const sent = await client.chat.send.mutate({ projectId: project._id, text: 'my sink drains slowly' });
    await eventually(() => changes.length >= 2); // the message, then the reply's end
    expect(changes.every((c) => c === 'changed')).toBe(true);
    sub.unsubscribe();
    expect(sent.replyId).toBeTruthy();

    const refused = await new Promise<string>((resolve) => {
      const s2 = app!
        .trpc(stranger.token)
        .chat.onConversation.subscribe(
          { projectId: project._id },
          { onData: () => resolve('data'), onError: (error) => resolve(error.data?.code ?? error.message) },
        );
      setTimeout(() => {
        s2.unsubscribe();
        resolve('nothing');
      }, 3_000);
    });
    expect(refused).toBe('NOT_FOUND');
  });
});

describe('streaming latency and followers joining late', () => {
  it('forwards the first words at once and batches the words that follow them', async () => {
    const { ReplyStreams } = await import('./reply-streams');
    const { createInProcessBus } = await import('../../events/in-process');
    const { createLogger } = await import('../../logger');
    const bus = createInProcessBus();
    const seen: unknown[] = [];
    await bus.subscribe('chat:reply:r1', (event) => seen.push(event));
    // no store is due within these milliseconds, so the database is never touched
    const streams = new ReplyStreams(null as never, bus, createLogger('silent'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'Date'] });
    try {
      streams.begin('r1');
      streams.push('r1', 'Turn ');
      await vi.advanceTimersByTimeAsync(0);
      expect(seen).toEqual([{ type: 'delta', offset: 5, text: 'Turn ', stored: 0 }]);
      streams.push('r1', 'off ');
      streams.push('r1', 'the ');
      streams.push('r1', 'water');
      await vi.advanceTimersByTimeAsync(0);
      expect(seen).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(40);
      expect(seen.at(-1)).toEqual({ type: 'delta', offset: 18, text: 'off the water', stored: 0 });
      expect(seen).toHaveLength(2);
    } finally {
      streams.stop();
      vi.useRealTimers();
    }
  });

  it('a follower who joins mid-way gets the text so far, then every word live, with no gap before the end', async () => {
    const script = scriptedAssistant();
    app = await startTestApp({}, { assistant: script.assistant });
    const user = await app.createUser();
    const client = app.trpc(user.token);
    const project = await client.projects.create.mutate({ projectTitle: 'Late follower' });
    const sent = await client.chat.send.mutate({ projectId: project._id, text: 'How do I bleed a radiator?' });
    await script.started();
    const words = Array.from({ length: 60 }, (_, i) => `word${i} `);
    for (const word of words.slice(0, 20)) {
      script.say(word);
      await new Promise((r) => setTimeout(r, 15));
    }
    const received: Array<{ data: ReplyEvent; during: boolean }> = [];
    let streaming = true;
    const done = new Promise<void>((resolve, reject) => {
      const sub = client.chat.onReply.subscribe(
        { replyId: sent.replyId },
        {
          onData: (event) => {
            received.push({ data: event.data as ReplyEvent, during: streaming });
            if (event.data.type !== 'delta') {
              sub.unsubscribe();
              resolve();
            }
          },
          onError: reject,
        },
      );
    });
    await new Promise((r) => setTimeout(r, 50));
    for (const word of words.slice(20)) {
      script.say(word);
      await new Promise((r) => setTimeout(r, 25));
    }
    const whole = words.join('');
    // every word said after the follower joined reached it while the reply was still streaming
    await eventually(() => textOf(received) === whole, 5_000);
    streaming = false;
    script.end(whole);
    await done;
    expect(textOf(received)).toBe(whole);
    expect(received.filter((e) => e.during && e.data.type === 'delta').length).toBeGreaterThan(5);
    expect(received.at(-1)!.data).toMatchObject({ type: 'done', response: whole });
  });
});
