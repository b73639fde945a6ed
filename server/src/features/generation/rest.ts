import { Router } from 'express';
import { EstimationSchema, PlanStepSchema } from '@fixwise/shared';
import { GenerationStatusMessageSchema, PlanToolsSchema } from '@fixwise/shared/rest';
import { z } from 'zod';
import { routeDocs } from '../../http/route-docs';
import { currentUser, requireUser, type AuthDeps } from '../../http/auth';
import { limitAction, type LimitDeps } from '../limits/guards';
import type { PlanView } from './plan-view';
import type { GenerationService } from './service';

/** What the generation paths use. */
export interface GenerationRestDeps extends AuthDeps, LimitDeps {
  generation: GenerationService;
  plan: PlanView;
}

const NO_PLAN = 'Before a plan is made: 404 NOT_FOUND.';

export const generationRoutes = routeDocs('Plan generation', {
  'POST /generation/all/:projectId': {
    summary: 'Start writing the plan',
    description:
      'Poll GET /api/generation/status/{projectId} until its message is `generation completed`. Refused with 409 CONFLICT while the conversation is incomplete or the project is stopped for safety.',
    responses: { 202: GenerationStatusMessageSchema },
    errors: ['CONFLICT', 'RATE_LIMITED'],
  },
  'GET /generation/status/:projectId': {
    summary: 'Where the plan is',
    responses: { 200: GenerationStatusMessageSchema },
  },
  'GET /generation/estimation/:projectId': {
    summary: 'The plan’s estimate',
    description: NO_PLAN,
    responses: { 200: EstimationSchema },
  },
  'GET /generation/steps/:projectId': {
    summary: 'The plan’s steps',
    description: NO_PLAN,
    responses: { 200: z.array(PlanStepSchema) },
  },
  'GET /generation/tools/:projectId': {
    summary: 'The plan’s tools and materials',
    description: NO_PLAN,
    responses: { 200: PlanToolsSchema },
  },
});

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
