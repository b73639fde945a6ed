import { afterAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { TOO_MUCH_TEXT } from '../../features/chat/answers';
import { startTestApp } from '../../test/harness';
import { inPlaceTextWork, pooledTextWork, TextBudgetExceeded, type TextWork } from './pool';

const logger = createLogger('silent');
const profile = { experienceLevel: null, confidence: null, tools: null, country: null, state: null, homeAge: null };
const intake = (text: string) => ({
  kind: 'project' as const,
  history: [],
  message: { text, imageCount: 0 },
  profile,
  ownedTools: [],
  memory: {},
});

/** An ordinary message at the longest a message may be. */
const LONG = 'the kitchen sink drains slowly and the pipe under it is wet when the dishwasher runs. '.repeat(46);

const pools: TextWork[] = [];
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

describe('the assistant’s text work in a worker pool', () => {
  it('answers in a worker thread exactly as it does in place', async () => {
    const pooled = pooledTextWork({ threads: 1, budgetMs: 60_000, logger });
    pools.push(pooled);
    const here = inPlaceTextWork();
    for (const text of ['I smell gas near the furnace', 'the kitchen sink drains really slowly']) {
      const task = { text, stopped: null, homeAge: null, earlier: [] };
      expect(await pooled.safety(task)).toEqual(await here.safety(task));
      expect(await pooled.offline(intake(text))).toEqual(await here.offline(intake(text)));
    }
    expect(
      (await pooled.safety({ text: 'I smell gas near the furnace', stopped: null, homeAge: null, earlier: [] })).kind,
    ).toBe('stop');
  });

  it('stops a task past its budget', async () => {
    const strict = pooledTextWork({ threads: 1, budgetMs: 1, logger });
    pools.push(strict);
    await strict.ready();
    // 4,000 characters take tens of milliseconds to match against 300 repairs: far past one
    await expect(strict.offline(intake(LONG))).rejects.toBeInstanceOf(TextBudgetExceeded);
  });

  it('asks a person whose message ran past the budget to say it in fewer words, and keeps the conversation as it was', async () => {
    const strict = pooledTextWork({ threads: 1, budgetMs: 1, logger });
    pools.push(strict);
    const app = await startTestApp({}, { textWork: strict });
    try {
      const user = await app.createUser();
      const client = app.trpc(user.token);
      const project = await client.projects.create.mutate({ projectTitle: 'Long message' });
      await strict.ready();
      const sent = await client.chat.send.mutate({ projectId: project._id, text: LONG });
      const reply = await app.services.chat.waitForReply(sent.replyId);
      expect(reply).toMatchObject({ type: 'done', response: TOO_MUCH_TEXT, current_state: 'in_progress' });
    } finally {
      await app.close();
    }
  });
});
