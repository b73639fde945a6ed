import { Router } from 'express';
import { currentUser, requireUser } from '../../http/auth';
import type { Services } from '../../services';
import { limitAction } from '../limits/guards';

/** Spec §7 Generation paths, owner-only, over the same service as tRPC. */
export function generationRest(services: Services): Router {
  const router = Router();
  const { generation } = services;
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
    res.json(await generation.estimation(currentUser(res).id, String(req.params.projectId)));
  });
  router.get('/generation/steps/:projectId', async (req, res) => {
    res.json(await generation.steps(currentUser(res).id, String(req.params.projectId)));
  });
  router.get('/generation/tools/:projectId', async (req, res) => {
    res.json({ tools_data: { tools: await generation.tools(currentUser(res).id, String(req.params.projectId)) } });
  });
  return router;
}
