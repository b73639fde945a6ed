import { Router } from 'express';
import { ProjectFeedbackSchema, ProjectSchema } from '@fixwise/shared';
import { MessageSchema, OkSchema } from '@fixwise/shared/rest';
import { z } from 'zod';
import { routeDocs } from '../../http/route-docs';
import { currentUser, requireUser, type AuthDeps } from '../../http/auth';
import type { StepService } from './service';

/** What the step paths use. */
export interface StepsRestDeps extends AuthDeps {
  steps: StepService;
}

const stepNumber = (raw: unknown) => Number(raw);

const StepParams = z.object({ projectId: z.string(), stepNumber: z.number().int().min(1) });

export const stepsRoutes = routeDocs('Steps and completion', {
  'PUT /complete-step/:projectId/:stepNumber': {
    summary: 'Mark a step complete',
    description: 'An unknown step is 400 INVALID_INPUT (`Step {n} not found`).',
    params: StepParams,
    responses: { 200: ProjectSchema },
  },
  'PUT /reset-step/:projectId/:stepNumber': {
    summary: 'Undo a step’s completion',
    params: StepParams,
    responses: { 200: ProjectSchema },
  },
  'PUT /step-feedback/:projectId/:stepNumber/:value': {
    summary: 'Thumbs up (1) or down (0) on a step',
    params: StepParams.extend({ value: z.union([z.literal(0), z.literal(1)]) }),
    responses: { 200: OkSchema },
  },
  'GET /projects/:projectId/completion-message': {
    summary: 'A few words on the finished project',
    responses: { 200: MessageSchema },
  },
  'POST /projects/:projectId/feedback': {
    summary: 'Rate the finished project',
    body: ProjectFeedbackSchema,
    responses: { 201: OkSchema },
  },
});

/** Spec §7 step and completion paths, owner-only. */
export function stepsRest(services: StepsRestDeps): Router {
  const router = Router();
  const { steps } = services;
  const auth = requireUser(services);

  router.put('/complete-step/:projectId/:stepNumber', auth, async (req, res) => {
    res.json(
      await steps.complete(currentUser(res).id, String(req.params.projectId), stepNumber(req.params.stepNumber)),
    );
  });
  router.put('/reset-step/:projectId/:stepNumber', auth, async (req, res) => {
    res.json(await steps.reset(currentUser(res).id, String(req.params.projectId), stepNumber(req.params.stepNumber)));
  });
  router.put('/step-feedback/:projectId/:stepNumber/:value', auth, async (req, res) => {
    res.json(
      await steps.feedback(
        currentUser(res).id,
        String(req.params.projectId),
        stepNumber(req.params.stepNumber),
        Number(req.params.value),
      ),
    );
  });
  router.get('/projects/:projectId/completion-message', auth, async (req, res) => {
    res.json(await steps.completionMessage(currentUser(res).id, String(req.params.projectId)));
  });
  router.post('/projects/:projectId/feedback', auth, async (req, res) => {
    res.status(201).json(await steps.saveFeedback(currentUser(res).id, String(req.params.projectId), req.body ?? {}));
  });
  return router;
}
