import { Router } from 'express';
import { currentUser, requireUser } from '../../http/auth';
import type { Services } from '../../services';

export function accountRest(services: Services): Router {
  const router = Router();

  router.post('/logout', requireUser(services), async (_req, res) => {
    await services.sessions.revoke(res.locals.token!);
    res.json({ ok: true });
  });

  router.get('/me', requireUser(services), (_req, res) => {
    res.json(currentUser(res));
  });

  return router;
}
