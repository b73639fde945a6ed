import { Router } from 'express';
import { PROJECT_PAGE_MAX, ProjectListFilterSchema, ProjectSchema, ProjectTitleSchema } from '@fixwise/shared';
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
// the filter is tRPC's; the cursor is read (and a bad one refused with 400) by the service, as for tRPC
const ListQuery = ProjectListFilterSchema.extend({
  limit: z.coerce.number().int().min(1).max(PROJECT_PAGE_MAX).default(PROJECT_PAGE_MAX),
  cursor: z.string().optional().meta({ description: 'The `nextCursor` of the page before; none for the first.' }),
});

export const projectsRoutes = routeDocs('Projects', {
  'GET /projects': {
    summary: 'List your projects, newest first',
    description:
      'A page of up to `limit` projects (default and most: 100), narrowed by `status` (ongoing: under 100 %; completed: 100 %; both when absent) and `search` (a case-insensitive part of the title). `nextCursor` comes only when more follow: ask again with it as `cursor` and the same filter. Cursors stay valid while projects are added, renamed or completed; a cursor that is not one of ours is 400 INVALID_INPUT.',
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
    const { limit, cursor, status, search } = req.query;
    const query = ListQuery.parse({ limit, cursor, status, search });
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
