import { Router } from 'express';
import { currentUser, requireUser, type AuthDeps } from '../../http/auth';
import { limitAction, type LimitDeps } from '../limits/guards';
import type { PlanView } from './plan-view';
import type { GenerationService } from './service';

/** What the generation paths use. */
export interface GenerationRestDeps extends AuthDeps, LimitDeps {
  generation: GenerationService;
  plan: PlanView;
}

/** Spec §7 Generation paths, owner-only, over the same services as tRPC. */
export function generationRest(services: GenerationRestDeps): Router {
  const router = Router();
  const { generation, plan } = services;
  router.use('/generation', requireUser(services));

  router.post('/generation/all/:projectId', async (req, res) => {
    await limitAction(services, 'plan', { userId: currentUser(res).id, ip: req.ip ?? null });
    await generation.start(currentUser(res).id, String(req.params.projectId));
    res.status(202).json(await generation.statusMessage(currentUser(res).id, String(req.params.projectId)));
  });
  router.get('/generation/status/:projectId', async (req, res) => {
    res.json(await generation.statusMessage(currentUser(res).id, String(req.params.projectId)));
  });
  router.get('/generation/estimation/:projectId', async (req, res) => {
    res.json(await plan.estimation(currentUser(res).id, String(req.params.projectId)));
  });
  router.get('/generation/steps/:projectId', async (req, res) => {
    res.json(await plan.steps(currentUser(res).id, String(req.params.projectId)));
  });
  router.get('/generation/tools/:projectId', async (req, res) => {
    res.json({ tools_data: { tools: await plan.tools(currentUser(res).id, String(req.params.projectId)) } });
  });
  return router;
}
