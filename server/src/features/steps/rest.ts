import { Router } from 'express';
import { currentUser, requireUser, type AuthDeps } from '../../http/auth';
import type { StepService } from './service';

/** What the step paths use. */
export interface StepsRestDeps extends AuthDeps {
  steps: StepService;
}

const stepNumber = (raw: unknown) => Number(raw);

/** Spec §7 step and completion paths, owner-only. */
export function stepsRest(services: StepsRestDeps): Router {
  const router = Router();
  const { steps } = services;
  const auth = requireUser(services);

  router.put('/complete-step/:projectId/:stepNumber', auth, async (req, res) => {
    res.json(await steps.complete(currentUser(res).id, String(req.params.projectId), stepNumber(req.params.stepNumber)));
  });
  router.put('/reset-step/:projectId/:stepNumber', auth, async (req, res) => {
    res.json(await steps.reset(currentUser(res).id, String(req.params.projectId), stepNumber(req.params.stepNumber)));
  });
  router.put('/step-feedback/:projectId/:stepNumber/:value', auth, async (req, res) => {
    res.json(await steps.feedback(currentUser(res).id, String(req.params.projectId), stepNumber(req.params.stepNumber), Number(req.params.value)));
  });
  router.get('/projects/:projectId/completion-message', auth, async (req, res) => {
    res.json(await steps.completionMessage(currentUser(res).id, String(req.params.projectId)));
  });
  router.post('/projects/:projectId/feedback', auth, async (req, res) => {
    res.status(201).json(await steps.saveFeedback(currentUser(res).id, String(req.params.projectId), req.body ?? {}));
  });
  return router;
}
