import { Router } from 'express';
import { z } from 'zod';
import { routeDocs } from '../../http/route-docs';
import { OnboardingQuestionSchema, OnboardingSubmitSchema, UserSchema } from '@fixwise/shared';
import { currentUser, requireUser, type AuthDeps } from '../../http/auth';
import type { OnboardingService } from './service';

/** What the onboarding paths use. */
export interface OnboardingRestDeps extends AuthDeps {
  onboarding: OnboardingService;
}

export const onboardingRoutes = routeDocs('Onboarding', {
  'GET /onboarding': {
    summary: 'The onboarding questions (also at /api/onboarding/)',
    responses: { 200: z.array(OnboardingQuestionSchema) },
  },
  'POST /onboarding': {
    summary: 'Submit the answers; they become profile fields (also at /api/onboarding/)',
    body: OnboardingSubmitSchema,
    responses: { 200: UserSchema },
  },
});

/** GET /onboarding/ (spec §7) and the submission of answers. */
export function onboardingRest(services: OnboardingRestDeps): Router {
  const router = Router();
  router.get(['/onboarding', '/onboarding/'], requireUser(services), async (_req, res) => {
    res.json(await services.onboarding.questions());
  });
  router.post(['/onboarding', '/onboarding/'], requireUser(services), async (req, res) => {
    const input = OnboardingSubmitSchema.parse(req.body ?? {});
    res.json(await services.onboarding.submit(currentUser(res).id, input));
  });
  return router;
}
