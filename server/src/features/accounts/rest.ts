import { Router } from 'express';
import { currentUser, requireUser, type AuthDeps } from '../../http/auth';
import { limitAction, type LimitDeps } from '../limits/guards';
import { googleRest, type GoogleRestDeps } from './google';
import type { PasswordResetService } from './password-reset';
import type { AccountService } from './service';
import type { SessionService } from './sessions';

/** What the account paths use (Google sign-in's among them). */
export type AccountRestDeps = AuthDeps &
  LimitDeps &
  GoogleRestDeps & {
    accounts: AccountService;
    sessions: SessionService;
    passwordResets: PasswordResetService;
  };

/** Spec §7 Account and profile paths, over the same services as tRPC. */
export function accountRest(services: AccountRestDeps): Router {
  const router = Router();
  const { accounts } = services;

  router.post('/users', async (req, res) => {
    await limitAction(services, 'signup', { ip: req.ip ?? null });
    res.status(201).json(await accounts.signup(req.body ?? {}));
  });

  router.post('/login', async (req, res) => {
    res.json(await accounts.login(req.body ?? {}, req.ip ?? null));
  });

  router.get('/users/:id', requireUser(services), async (req, res) => {
    res.json(await accounts.getUser(currentUser(res).id, String(req.params.id)));
  });

  router.put('/users/:id', requireUser(services), async (req, res) => {
    res.json(await accounts.updateUser(currentUser(res).id, String(req.params.id), req.body ?? {}));
  });

  router.get('/me', requireUser(services), async (_req, res) => {
    const { id } = currentUser(res);
    res.json(await accounts.getUser(id, id));
  });

  router.post('/logout', requireUser(services), async (_req, res) => {
    await services.sessions.revoke(res.locals.token!);
    res.json({ ok: true });
  });

  router.post('/password-reset/request', async (req, res) => {
    const email: unknown = req.body?.email;
    await limitAction(services, 'passwordReset', { ip: req.ip ?? null, ...(typeof email === 'string' ? { email } : {}) });
    await services.passwordResets.request(req.body ?? {});
    res.json({ ok: true });
  });

  router.post('/password-reset/confirm', async (req, res) => {
    await services.passwordResets.reset(req.body ?? {});
    res.json({ ok: true });
  });

  router.use('/auth/google', googleRest(services));
  return router;
}
