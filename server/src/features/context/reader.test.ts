import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineAssistant } from '../../assistant/offline/engine';
import { users } from '../../db/schema';
import { finishIntake, startTestApp, type TestApp } from '../../test/harness';
import { profileTools } from './reader';

describe("the profile's tools", () => {
  it('splits the onboarding answer and never counts "I don\'t have any yet" as a tool', () => {
    expect(profileTools('Hammer, Tape measure')).toEqual(['Hammer', 'Tape measure']);
    expect(profileTools("I don't have any yet")).toEqual([]);
    expect(profileTools(null)).toEqual([]);
  });
});

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { assistant: createOfflineAssistant({ chunkDelayMs: 0 }) });
});
afterAll(() => app.close());

describe('one reader of a project’s context', () => {
  it('gives the planner onboarding tools, tools said in the chat, and the conversation since the last lift', async () => {
    const user = await app.createUser();
    await app.database.db.update(users).set({ tools: "I don't have any yet" }).where(eq(users.id, user.id));
    const project = await app.services.projects.create(user.id, 'Door');
    const say = async (text: string) =>
      app.services.chat.waitForReply((await app.services.chat.send(user.id, { projectId: project._id, text })).replyId);

    await say('I smell gas in the hallway');
    await say('the gas company came out and fixed the leak');
    await finishIntake(app, user.id, project._id, 'the bedroom door squeaks when it opens');
    await say('I also have a putty knife');

    const input = await app.services.context.planInput(user.id, project._id);
    expect(input.ownedTools).toEqual(['Putty knife']);
    const said = input.conversation.map((t) => t.text).join(' ');
    expect(said).toMatch(/door squeaks/);
    expect(said).not.toMatch(/smell gas/);
  });
});
