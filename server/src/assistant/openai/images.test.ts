import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAI, type FakeOpenAI } from '../../test/fake-openai';
import { api, finishIntake, startTestApp, type TestApp } from '../../test/harness';
import { steps } from '../../db/schema';
import { createOpenAIStepImager } from './images';

const PNG_B64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
let fake: FakeOpenAI;
let app: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAI();
  app = await startTestApp(
    {},
    { stepImager: createOpenAIStepImager({ apiKey: 'k', baseURL: fake.baseURL, model: 'gpt-image-1' }) },
  );
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

describe('step pictures from an image model (OPENAI_IMAGE_MODEL)', () => {
  it('draws each step after the plan is ready; only complete pictures are served, to their owner only', async () => {
    const user = await app.createUser();
    const t = user.token;
    const project = (await api(app, 'POST', '/api/projects', { token: t, body: { projectTitle: 'Toilet' } })).body
      .id as string;
    await finishIntake(app, user.id, project, 'the toilet keeps running after I flush');
    // four steps: pictures for 1, 2 and 4; the model refuses step 3
    fake.script(
      { kind: 'image', b64: PNG_B64 },
      { kind: 'image', b64: PNG_B64 },
      { kind: 'image', status: 400 },
      { kind: 'image', b64: PNG_B64 },
    );
    await api(app, 'POST', `/api/generation/all/${project}`, { token: t });

    const settled = async () => {
      const rows = await app.database.db.select().from(steps);
      const mine = rows.filter((r) => r.projectId === project);
      return mine.length > 0 && mine.every((r) => r.image?.status !== 'pending');
    };
    for (let i = 0; i < 200 && !(await settled()); i++) await new Promise((r) => setTimeout(r, 25));

    const served = (await api(app, 'GET', `/api/generation/steps/${project}`, { token: t })).body as Array<{
      title: string;
      image: { status: string; url: string } | null;
    }>;
    expect(served.map((s) => s.image?.status ?? null)).toEqual(['complete', 'complete', null, 'complete']);
    const imageRequests = fake.requests.filter((r) => r.path.endsWith('/images/generations'));
    expect(imageRequests).toHaveLength(4);
    expect(imageRequests[0]!.body).toMatchObject({ model: 'gpt-image-1', n: 1, output_format: 'jpeg' });
    expect(imageRequests[0]!.body.prompt).toContain(served[0]!.title);

    const url = served[0]!.image!.url;
    expect(url).toMatch(/^\/api\/images\//);
    const mine = await fetch(`${app.url}${url}`, { headers: { authorization: `Bearer ${t}` } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    const intruder = await app.createUser();
    expect((await fetch(`${app.url}${url}`, { headers: { authorization: `Bearer ${intruder.token}` } })).status).toBe(
      404,
    );
  });
});
