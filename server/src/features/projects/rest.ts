import { Router } from 'express';
import { PROJECT_PAGE_MAX, ProjectSchema, ProjectTitleSchema } from '@fixwise/shared';
import { CreatedIdSchema, OkSchema, ProgressSchema, ProjectListSchema } from '@fixwise/shared/rest';
import { z } from 'zod';
import { Forbidden } from '../../errors';
import { routeDocs } from '../../http/route-docs';
import { currentUser, requireUser, type AuthDeps } from '../../http/auth';
import type { ProjectService } from './service';

/** What the project paths use. */
export interface ProjectsRestDeps extends AuthDeps {
  projects: ProjectService;
}

// the title rule itself (trimmed, 1–120) so a missing or blank title reads as the spec's message
const CreateBody = z.object({ projectTitle: ProjectTitleSchema, userId: z.string().optional() });
const RenameBody = z.object({ projectTitle: ProjectTitleSchema });
const ListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PROJECT_PAGE_MAX).default(PROJECT_PAGE_MAX),
  cursor: z.string().max(200).optional(),
});

export const projectsRoutes = routeDocs('Projects', {
  'GET /projects': {
    summary: 'List your projects, newest first',
    description: 'Up to `limit` (default and most: 100); `nextCursor` comes only when more follow.',
    query: ListQuery.extend({
      user_id: z.string().optional().meta({ description: 'Your own id (spec §7); any other is 403.' }),
    }),
    responses: { 200: ProjectListSchema },
    errors: ['FORBIDDEN', 'VALIDATION_FAILED'],
  },
  'POST /projects': {
    summary: 'Create a project',
    body: CreateBody,
    responses: { 201: CreatedIdSchema },
    errors: ['FORBIDDEN'],
  },
  'PUT /projects/:id': { summary: 'Rename a project', body: RenameBody, responses: { 200: ProjectSchema } },
  'DELETE /projects/:id': { summary: 'Delete a project', responses: { 200: OkSchema } },
  'PUT /project/:id/complete': {
    summary: 'Mark every step and the project complete',
    description: 'A project without steps is 400 INVALID_INPUT.',
    responses: { 200: ProjectSchema },
  },
  'GET /project/:id/progress': { summary: 'The fraction of steps completed', responses: { 200: ProgressSchema } },
});

/** Spec §7 Projects paths, over the same service as tRPC. */
export function projectsRest(services: ProjectsRestDeps): Router {
  const router = Router();
  const { projects } = services;
  router.use(['/projects', '/project'], requireUser(services));

  router.get('/projects', async (req, res) => {
    const user = currentUser(res);
    const requested = typeof req.query.user_id === 'string' ? req.query.user_id : user.id;
    if (requested !== user.id) throw new Forbidden('You can only list your own projects.');
    // the spec's {projects} for lists of up to 100; a longer list comes in pages, with nextCursor to ask for the next
    const query = ListQuery.parse({ limit: req.query.limit, cursor: req.query.cursor });
    const page = await projects.page(user.id, query);
    res.json(page.nextCursor ? page : { projects: page.projects });
  });

  router.post('/projects', async (req, res) => {
    const user = currentUser(res);
    const body = CreateBody.parse(req.body ?? {});
    if (body.userId !== undefined && body.userId !== user.id)
      throw new Forbidden('You can only create your own projects.');
    const project = await projects.create(user.id, body.projectTitle);
    res.status(201).json({ id: project._id });
  });

  router.put('/projects/:id', async (req, res) => {
    const body = RenameBody.parse(req.body ?? {});
    res.json(await projects.rename(currentUser(res).id, String(req.params.id), body.projectTitle));
  });

  router.delete('/projects/:id', async (req, res) => {
    await projects.remove(currentUser(res).id, String(req.params.id));
    res.json({ ok: true });
  });

  router.put('/project/:id/complete', async (req, res) => {
    res.json(await projects.complete(currentUser(res).id, String(req.params.id)));
  });

  router.get('/project/:id/progress', async (req, res) => {
    res.json(await projects.progress(currentUser(res).id, String(req.params.id)));
  });

  return router;
}
