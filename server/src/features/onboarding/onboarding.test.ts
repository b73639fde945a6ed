import { eq } from 'drizzle-orm';
import { isProfileFilledIn } from '@fixwise/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { api, startTestApp, type TestApp } from '../../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const fullAnswers = {
  'experience-level': 'Beginner',
  'diy-confidence': 'Slightly confident',
  'owned-tools': ['Hammer', 'Pliers', 'Laser level'],
  'interested-projects': ['Plumbing', 'Flooring'],
  location: { country: 'United States', state: 'Ohio' },
  'home-age': '1950 to 1977',
};

describe('onboarding questions', () => {
  it('lists the seeded questions in order with the spec field names', async () => {
    const user = await app.createUser();
    const res = await api(app, 'GET', '/api/onboarding/', { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.map((q: { _id: string }) => q._id)).toEqual([
      'experience-level',
      'diy-confidence',
      'owned-tools',
      'interested-projects',
      'location',
      'home-age',
    ]);
    for (const q of res.body) {
      expect(Object.keys(q).sort()).toEqual(['Category', 'Comment', 'Optional', 'Options', 'Question', 'Type', '_id']);
    }
    const confidence = res.body.find((q: { Type: string }) => q.Type === 'DIY confidence');
    expect(confidence.Options.map((o: { title: string }) => o.title)).toEqual([
      'Not confident at all',
      'Slightly confident',
      'Somewhat confident',
      'Confident',
      'Very confident',
    ]);
    expect(res.body.find((q: { _id: string }) => q._id === 'location').Category).toBe('combo-box');
    expect(res.body.some((q: { Optional: boolean }) => q.Optional)).toBe(true);
  });

  it('needs a signed-in user', async () => {
    expect((await api(app, 'GET', '/api/onboarding/')).status).toBe(401);
  });
});

describe('onboarding submission', () => {
  it('converts the answers into the skill profile and keeps the raw answers', async () => {
    const user = await app.createUser();
    const profile = await app.trpc(user.token).onboarding.submit.mutate({ answers: fullAnswers });
    expect(profile).toMatchObject({
      experienceLevel: 'Beginner',
      confidence: 2,
      tools: 'Hammer, Pliers, Laser level',
      interestedProjects: 'Plumbing, Flooring',
      country: 'United States',
      state: 'Ohio',
      homeAge: '1950 to 1977',
    });
    expect(isProfileFilledIn(profile)).toBe(true);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.onboardingAnswers).toEqual(fullAnswers);
  });

  it('accepts skipped optional questions', async () => {
    const user = await app.createUser();
    const { 'interested-projects': _skipped, 'home-age': _alsoSkipped, ...required } = fullAnswers;
    const res = await api(app, 'POST', '/api/onboarding/', { token: user.token, body: { answers: required } });
    expect(res.status).toBe(200);
    expect(res.body.interestedProjects).toBeNull();
  });

  it('refuses a missing required answer or an unknown question with 400 {detail}, changing nothing', async () => {
    const user = await app.createUser();
    const { 'experience-level': _missing, ...rest } = fullAnswers;
    const missing = await api(app, 'POST', '/api/onboarding/', { token: user.token, body: { answers: rest } });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toMatch(/DIY experience/);
    const unknown = await api(app, 'POST', '/api/onboarding/', {
      token: user.token,
      body: { answers: { ...fullAnswers, 'favourite-colour': 'blue' } },
    });
    expect(unknown.status).toBe(400);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.experienceLevel).toBeNull();
  });

  it('refuses malformed answers with 422', async () => {
    const user = await app.createUser();
    const res = await api(app, 'POST', '/api/onboarding/', {
      token: user.token,
      body: { answers: { location: { country: 42 } } },
    });
    expect(res.status).toBe(422);
  });
});
