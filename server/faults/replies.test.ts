/**
 * Replies across instances and a kill -9, on a real PostgreSQL with two real server processes and the
 * real `openai` client against a fake OpenAI-compatible model.
 */
import { CHAT_TEXT } from '@fixwise/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReplyEvent } from '@fixwise/shared';
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

type Client = ReturnType<typeof trpcClient>['client'];

/** Follows a reply until its end; `first` resolves at the first event. */
function follow(client: Client, replyId: string) {
  const events: ReplyEvent[] = [];
  let firstSeen!: () => void;
  const first = new Promise<void>((resolve) => (firstSeen = resolve));
  const end = new Promise<ReplyEvent>((resolve, reject) => {
    const sub = client.chat.onReply.subscribe(
      { replyId },
      {
        onData: ({ data }) => {
          events.push(data as ReplyEvent);
          firstSeen();
          if (data.type !== 'delta') {
            sub.unsubscribe();
            resolve(data as ReplyEvent);
          }
        },
        onError: reject,
      },
    );
  });
  const text = () => events.map((e) => (e.type === 'delta' ? e.text : '')).join('');
  return { first, end, text };
}

describe.skipIf(!HAVE_POSTGRES)('replies on two instances (PostgreSQL)', () => {
  let cluster: Cluster;
  let fake: FakeOpenAI;
  let a: ServerProcess;
  let b: ServerProcess;
  const clients: Array<{ close(): void }> = [];
  const connect = (server: ServerProcess, token: string) => {
    const made = trpcClient(server.url, token);
    clients.push(made);
    return made.client;
  };

  beforeAll(async () => {
    [cluster, fake] = await Promise.all([startCluster(), startFakeOpenAI()]);
    const env = {
      DATABASE_URL: cluster.url,
      OPENAI_API_KEY: 'fault-key',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_MODEL: 'fake-model',
    };
    a = await startServer(env);
    b = await startServer(env);
  });
  afterAll(async () => {
    // a promise nobody handled is logged by the server as 'unhandled rejection': none may appear
    for (const server of [a, b]) expect(server?.output() ?? '').not.toMatch(/unhandled rejection/i);
    for (const c of clients) c.close();
    await Promise.all([a?.kill9(), b?.kill9()]);
    await fake?.close();
    cluster?.destroy();
  });

  it('streams a 50 KB reply written on one instance to a follower on the other, whole, over NOTIFY', async () => {
    const user = await signUp(a.url);
    const onA = connect(a, user.token);
    const onB = connect(b, user.token);
    const project = await onA.projects.create.mutate({ projectTitle: 'Long answer' });
    const sentence =
      'Score the old caulk with a utility knife, pull it out, clean the joint with alcohol and let it dry. ';
    const long = sentence.repeat(Math.ceil(50_000 / sentence.length)).slice(0, 50_000);
    fake.script({ kind: 'reply', text: long });
    const sent = await onA.chat.send.mutate({ projectId: project._id, text: 'How do I recaulk the tub, in detail?' });
    const following = follow(onB, sent.replyId);
    const end = await following.end;
    expect(end).toMatchObject({ type: 'done', offset: 50_000, response: long });
    expect(following.text()).toBe(long);
    expect(a.output()).not.toMatch(/too large for NOTIFY|unhandled rejection/i);
  });

  it('after a kill -9 mid-reply, the other instance shows what was said, then the failure within 30 s; the message is kept and can be sent again', async () => {
    const user = await signUp(a.url);
    const onA = connect(a, user.token);
    const onB = connect(b, user.token);
    const project = await onA.projects.create.mutate({ projectTitle: 'Rattling fan' });
    const answer = 'A bathroom fan that rattles usually has a loose grille or a dusty blade. '.repeat(8);
    fake.script({ kind: 'reply', text: answer, pieceDelayMs: 100 });
    const asked = 'the bathroom extractor fan rattles when it runs';
    const sent = await onA.chat.send.mutate({ projectId: project._id, text: asked });
    // some of the reply is stored: a follower on B (a reload landing on another instance) sees it
    await eventually('the text so far is stored', async () => {
      const history = await onB.chat.history.query({ projectId: project._id });
      const reply = history.messages.find((m) => m.id === sent.replyId);
      return reply?.status === 'streaming' && reply.text.length >= 40;
    });
    const following = follow(onB, sent.replyId);
    await following.first;
    expect(answer.startsWith(following.text())).toBe(true);
    expect(following.text().length).toBeGreaterThanOrEqual(40);

    const killedAt = Date.now();
    await a.kill9();
    const end = await following.end;
    const recoveryMs = Date.now() - killedAt;
    console.log(
      `kill -9 mid-reply: the follower on the other instance heard the failure ${recoveryMs} ms after the kill`,
    );
    expect(end).toEqual({ type: 'failed', offset: 0, detail: CHAT_TEXT.projectFailure });
    expect(recoveryMs).toBeLessThan(30_000);

    const history = await onB.chat.history.query({ projectId: project._id });
    expect(history.messages.find((m) => m.role === 'user')?.text).toBe(asked);
    expect(history.messages.find((m) => m.id === sent.replyId)?.status).toBe('failed');

    // sent again, on the instance that is alive
    fake.script({ kind: 'reply', text: 'Is the rattle from the grille or from inside the housing?' });
    const again = await onB.chat.send.mutate({ projectId: project._id, text: asked });
    expect(await follow(onB, again.replyId).end).toMatchObject({
      type: 'done',
      response: 'Is the rattle from the grille or from inside the housing?',
    });
  });

  it('answers a hanging model with the failure text at the 30 s deadline, not after every retry', async () => {
    const user = await signUp(b.url);
    const onB = connect(b, user.token);
    const project = await onB.projects.create.mutate({ projectTitle: 'Hanging model' });
    fake.script({ kind: 'hang', ms: 100_000 }, { kind: 'hang', ms: 100_000 }, { kind: 'hang', ms: 100_000 });
    const began = Date.now();
    const sent = await onB.chat.send.mutate({ projectId: project._id, text: 'my closet door came off its track' });
    const end = await follow(onB, sent.replyId).end;
    const tookMs = Date.now() - began;
    console.log(`hanging model: the person saw the failure text after ${tookMs} ms`);
    expect(end).toEqual({ type: 'failed', offset: 0, detail: CHAT_TEXT.projectFailure });
    expect(tookMs).toBeLessThan(40_000);
    const history = await onB.chat.history.query({ projectId: project._id });
    expect(history.messages.find((m) => m.role === 'user')?.text).toBe('my closet door came off its track');
  });
});
