import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_BLOCKED_TEXT } from '@fixwise/shared';
import { createOfflineAssistant } from '../../assistant/offline/engine';
import { api, personWithProject, startTestApp, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { assistant: createOfflineAssistant({ chunkDelayMs: 0 }) });
});
afterAll(() => app.close());

const person = () => personWithProject(app, 'Water heater');

/** Talks until the repair's red flags are asked (answering the intake's questions as a person would). */
async function untilRedFlags(say: Awaited<ReturnType<typeof person>>['say'], description: string) {
  let reply = await say(description);
  for (let turn = 0; turn < 6 && reply.current_state === 'in_progress'; turn++)
    reply = await say(
      /already have/i.test(reply.response) ? 'I have none of them' : (reply.suggested_messages[0] ?? "I'm not sure"),
    );
  return reply;
}

const HEATER = 'my water heater makes popping and rumbling noises when it heats up, want to flush the sediment';

describe('the red-flag check before every plan', () => {
  it("asks the repair's red flags in one message with Yes / No / Not sure, and no plan until they are answered", async () => {
    const { user, projectId, say } = await person();
    const asked = await untilRedFlags(say, HEATER);
    expect(asked.current_state).toBe('safety_check');
    expect(asked.suggested_messages).toEqual(['Yes', 'No', 'Not sure']);
    expect(asked.response).toMatch(/quick safety check/);
    expect(asked.response).toContain('Do you smell gas or rotten eggs near the water heater?');

    const client = app.trpc(user.token);
    await expect(client.generation.start.mutate({ projectId })).rejects.toMatchObject({ data: { code: 'CONFLICT' } });
    expect((await client.generation.status.query({ projectId })).blocked).toEqual({
      reason: 'safety_check',
      detail: GENERATION_BLOCKED_TEXT.safetyCheck,
    });
    const rest = await api(app, 'POST', `/api/generation/all/${projectId}`, { token: user.token });
    expect(rest.status).toBe(409);

    const no = await say('No');
    expect(no.current_state).toBe('complete');
    expect(no.response).toMatch(/putting your step-by-step plan together/);
    // said once: a message after that hears that the plan is on its way, not the announcement again
    const after = await say('thanks!');
    expect(after.current_state).toBe('complete');
    expect(after.response).not.toMatch(/putting your step-by-step plan together/);
    const check = await client.generation.safetyCheck.query({ projectId });
    expect(check?.summary).toBe('Safety check: no gas smell; relief valve pipe dry; no scorch marks or soot');
    expect(check?.ifNoticed.join(' ')).toMatch(/leave the house first/);
    await client.generation.start.mutate({ projectId });
    await app.services.generation.settled();
    expect((await client.generation.status.query({ projectId })).status).toBe('done');
  });

  it("stops for Yes, with that flag's hazard, and refuses the plan", async () => {
    const { user, projectId, say } = await person();
    await untilRedFlags(say, HEATER);
    const yes = await say('no gas smell, but the relief pipe drips a bit');
    expect(yes.current_state).toBe('safety_stop');
    expect(yes.response).toMatch(/relief valve/i);
    expect((await app.trpc(user.token).projects.get.query({ projectId })).safetyStop?.category).toBe(
      'water-heater-relief',
    );
  });

  it('stops for Not sure when the flag is life-threatening (gas)', async () => {
    const { say } = await person();
    await untilRedFlags(say, HEATER);
    const unsure = await say('Not sure');
    expect(unsure.current_state).toBe('safety_stop');
    expect(unsure.response).toMatch(/You answered not sure to/);
    expect(unsure.response).toMatch(/Leave the house now/);
  });

  it('asks again, once, only what a free answer left open', async () => {
    const { say } = await person();
    await untilRedFlags(say, HEATER);
    const partly = await say('no smell of gas at all');
    expect(partly.current_state).toBe('safety_check');
    expect(partly.response).toMatch(/one more/);
    expect(partly.response).not.toContain('Do you smell gas');
    expect((await say('no')).current_state).toBe('complete');
  });

  it('asks the same over REST: current_state "safety_check"', async () => {
    const { user, projectId } = await person();
    const chat = (message: string) =>
      api(app, 'POST', '/api/chatbot/chat', {
        token: user.token,
        body: { message, project: projectId, user: user.id },
      });
    let reply = await chat(HEATER);
    for (let turn = 0; turn < 6 && reply.body.current_state === 'in_progress'; turn++)
      reply = await chat(
        /already have/i.test(reply.body.response)
          ? 'I have none of them'
          : (reply.body.suggested_messages[0] ?? "I'm not sure"),
      );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ current_state: 'safety_check', suggested_messages: ['Yes', 'No', 'Not sure'] });
  });

  it('asks nothing extra for a repair without red flags', async () => {
    const { say } = await person();
    let reply = await say('the toilet keeps running after I flush unless I jiggle the handle');
    for (let turn = 0; turn < 6 && reply.current_state === 'in_progress'; turn++)
      reply = await say(/already have/i.test(reply.response) ? 'I have none of them' : "I'm not sure");
    expect(reply.current_state).toBe('complete');
  });

  it('triages a new symptom said later, after the check', async () => {
    const { say } = await person();
    await untilRedFlags(say, HEATER);
    await say('No');
    const later = await say('actually now I can smell gas by the heater');
    expect(later.current_state).toBe('safety_stop');
  });
});

describe('a hazard that stays possible', () => {
  it('asks one direct question first; No answers the message as if asked', async () => {
    const { say } = await person();
    const asked = await say('our well water smells of sulfur, or could it be gas?');
    expect(asked.current_state).toBe('safety_check');
    expect(asked.suggested_messages).toEqual(['Yes', 'No', 'Not sure']);
    expect(asked.response).toMatch(/gas/);
    const no = await say('No');
    expect(no.current_state).not.toBe('safety_stop');
  });

  it('stops on Yes, and on Not sure where life is at risk', async () => {
    for (const answer of ['Yes', 'not sure']) {
      const { say } = await person();
      await say('our well water smells of sulfur, or could it be gas?');
      const reply = await say(answer);
      expect(reply.current_state, answer).toBe('safety_stop');
      expect(reply.response).toMatch(/gas utility/);
    }
  });
});
