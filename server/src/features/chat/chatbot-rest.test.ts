import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOfflineAssistant } from '../../assistant/offline/engine';
import { api, startTestApp, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { assistant: createOfflineAssistant({ chunkDelayMs: 0 }) });
});
afterAll(() => app.close());

const PNG_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function projectFor(token: string) {
  return (await api(app, 'POST', '/api/projects', { token, body: { projectTitle: 'Toilet' } })).body.id as string;
}

describe('REST chatbot (spec §7)', () => {
  it('starts a session, chats without streaming, and returns the history', async () => {
    const user = await app.createUser();
    const project = await projectFor(user.token);
    const start = await api(app, 'POST', '/api/chatbot/start', { token: user.token, body: { user: user.id, project } });
    expect(start.status).toBe(200);
    expect(start.body).toMatchObject({ session_id: expect.any(String), intro_message: expect.stringMatching(/^Hi!/) });
    expect(start.body.suggested_messages).toHaveLength(4);
    expect((await api(app, 'GET', `/api/chatbot/session/${project}`, { token: user.token })).body).toEqual({
      session: start.body.session_id,
    });

    const chat = await api(app, 'POST', '/api/chatbot/chat', {
      token: user.token,
      body: {
        message: 'the toilet keeps running after I flush, the flapper leaks',
        user: user.id,
        project,
        session_id: start.body.session_id,
        uploaded_image: PNG_URL,
        owned_tools: ['Rubber gloves'],
      },
    });
    expect(chat.status).toBe(200);
    expect(chat.body).toMatchObject({
      response: expect.stringMatching(/toilet keeps running/),
      current_state: 'in_progress',
    });
    expect(chat.body.suggested_messages.length).toBeGreaterThan(0);

    const history = await api(app, 'GET', `/api/chatbot/session/${start.body.session_id}/history`, {
      token: user.token,
    });
    expect(history.body.map((m: { role: string }) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(history.body[1]).toEqual({
      role: 'user',
      message: 'the toilet keeps running after I flush, the flapper leaks',
    });
  });

  it('refuses another user’s project, session and identity', async () => {
    const owner = await app.createUser();
    const intruder = await app.createUser();
    const project = await projectFor(owner.token);
    const session = (await api(app, 'GET', `/api/chatbot/session/${project}`, { token: owner.token })).body.session;
    const t = intruder.token;
    expect((await api(app, 'GET', `/api/chatbot/session/${project}`, { token: t })).status).toBe(404);
    expect((await api(app, 'GET', `/api/chatbot/session/${session}/history`, { token: t })).status).toBe(404);
    expect((await api(app, 'POST', '/api/chatbot/start', { token: t, body: { user: owner.id, project } })).status).toBe(
      403,
    );
    expect(
      (await api(app, 'POST', '/api/chatbot/chat', { token: t, body: { user: intruder.id, project, message: 'hi' } }))
        .status,
    ).toBe(404);
  });

  it('refuses a non-image upload with a 4xx {detail}', async () => {
    const user = await app.createUser();
    const project = await projectFor(user.token);
    const res = await api(app, 'POST', '/api/chatbot/chat', {
      token: user.token,
      body: { user: user.id, project, message: 'look', uploaded_image: 'data:image/png;base64,PHNjcmlwdD4=' },
    });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('Only JPG, PNG, GIF or WebP images can be uploaded.');
  });
});
