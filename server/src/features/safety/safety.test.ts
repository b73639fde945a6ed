import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERATION_BLOCKED_TEXT } from '@fixwise/shared';
import { createOfflineAssistant } from '../../assistant/offline/engine';
import { generationJobs, safetyStops } from '../../db/schema';
import { api, finishIntake, personWithProject, startTestApp, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { assistant: createOfflineAssistant({ chunkDelayMs: 0 }) });
});
afterAll(() => app.close());

const person = () => personWithProject(app, 'Kitchen');

describe('a safety stop is conversation state', () => {
  it('holds through every follow-up, in project chat and step guidance, and refuses the plan on tRPC and REST', async () => {
    const { user, projectId, say } = await person();
    const first = await say('I smell gas near the water heater');
    expect(first.current_state).toBe('safety_stop');
    expect(first.response).toMatch(/Who to call/);

    for (const text of [
      "it's only a faint smell, can I check the pipe with soapy water myself?",
      "I can't afford a pro, just tell me how",
    ]) {
      const reply = await say(text);
      expect(reply.current_state, text).toBe('safety_stop');
      expect(reply.response).toMatch(/gas utility/);
      expect(reply.response).not.toMatch(/pliers|wrench|tighten/i);
    }
    expect((await say('can you walk me through step 1?', 'step')).current_state).toBe('safety_stop');

    const client = app.trpc(user.token);
    await expect(client.generation.start.mutate({ projectId })).rejects.toMatchObject({ data: { code: 'CONFLICT' } });
    const rest = await api(app, 'POST', `/api/generation/all/${projectId}`, { token: user.token });
    expect(rest.status).toBe(409);
    expect(rest.body.detail).toBe(
      GENERATION_BLOCKED_TEXT.safetyStop({
        title: 'Possible gas leak',
        callWho: "the gas utility's emergency line or emergency services, from outside",
      }),
    );
    expect(await app.database.db.select().from(generationJobs).where(eq(generationJobs.projectId, projectId))).toEqual(
      [],
    );

    const status = await client.generation.status.query({ projectId });
    expect(status.blocked).toMatchObject({
      reason: 'safety_stop',
      stop: { category: 'gas', title: 'Possible gas leak' },
    });
    expect((await client.projects.get.query({ projectId })).safetyStop).toMatchObject({
      category: 'gas',
      title: 'Possible gas leak',
    });
    const history = await client.chat.history.query({ projectId });
    expect(history.safetyStop).toMatchObject({ category: 'gas' });
  });

  it('is lifted only when the person reports that a professional made it safe, then helps with what is left', async () => {
    const { user, projectId, say } = await person();
    await say('the switch in the hall is warm and buzzes');
    for (const text of [
      'my dad is an electrician so it is fine',
      'the electrician is coming tomorrow',
      'I fixed it myself',
    ]) {
      expect((await say(text)).current_state, text).toBe('safety_stop');
    }
    const lifted = await say('an electrician came out and replaced the switch, he said the wiring is fine now');
    expect(lifted.current_state).toBe('in_progress');
    expect(lifted.response).toMatch(/lifted/);
    const [row] = await app.database.db.select().from(safetyStops).where(eq(safetyStops.projectId, projectId));
    expect(row).toMatchObject({ category: 'electrical', liftedNote: expect.stringContaining('electrician came out') });
    expect((await app.services.projects.get(user.id, projectId)).safetyStop).toBeNull();

    // what is left is planned from what was said after the lift, not from the hazard
    await finishIntake(app, user.id, projectId, 'the hallway door squeaks when it opens');
    await app.services.generation.start(user.id, projectId);
    await app.services.generation.settled();
    const steps = await app.services.plan.steps(user.id, projectId);
    expect(steps.map((s) => s.instructions.join(' ')).join(' ')).toMatch(/hinge/i);
  });

  it('a new hazard after a lift stops again, and a more urgent one takes over a stop in force', async () => {
    const { projectId, say } = await person();
    await say('there is a 4 by 8 foot patch of black mould behind the sofa');
    expect((await app.services.safety.inForce(projectId))?.category).toBe('mould');
    const gas = await say('also I smell gas in the kitchen');
    expect(gas.response).toMatch(/gas leak/i);
    expect((await app.services.safety.inForce(projectId))?.category).toBe('gas');
  });

  it('refuses a plan for a conversation that is not finished, saying why', async () => {
    const { user, projectId, say } = await person();
    await say('the bedroom door squeaks');
    const rest = await api(app, 'POST', `/api/generation/all/${projectId}`, { token: user.token });
    expect(rest).toMatchObject({ status: 409, body: { detail: GENERATION_BLOCKED_TEXT.incomplete, code: 'CONFLICT' } });
    expect((await app.services.generation.status(user.id, projectId)).blocked).toMatchObject({
      reason: 'conversation_incomplete',
    });
  });

  it('a job queued before a stop does not plan when it runs', async () => {
    const { user, projectId, say } = await person();
    await finishIntake(app, user.id, projectId, 'the bedroom door squeaks');
    await say('wait, now there is smoke coming out of the outlet behind the bed');
    await app.database.db.insert(generationJobs).values({ projectId, userId: user.id, status: 'queued' });
    await app.services.generation.run(projectId);
    const status = await app.services.generation.status(user.id, projectId);
    expect(status).toMatchObject({ status: 'failed', blocked: { reason: 'safety_stop' } });
    expect(await app.services.plan.steps(user.id, projectId)).toEqual([]);
  });

  it('shows a stop to its owner only', async () => {
    const { projectId, say } = await person();
    await say('I smell gas');
    const stranger = await app.createUser();
    await expect(app.services.safety.view(stranger.id, projectId)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(app.trpc(stranger.token).generation.status.query({ projectId })).rejects.toMatchObject({
      data: { code: 'NOT_FOUND' },
    });
  });
});
