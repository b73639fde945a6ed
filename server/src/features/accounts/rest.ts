import { Router } from 'express';
import {
  AuthResultSchema,
  LoginInputSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  SignupInputSchema,
  UserSchema,
  UserUpdateSchema,
} from '@fixwise/shared';
import { OkSchema } from '@fixwise/shared/rest';
import { routeDocs } from '../../http/route-docs';
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

export const accountRoutes = routeDocs('Account and profile', {
  'POST /users': {
    summary: 'Sign up',
    description:
      'Spec §7. The Google variant sends `google_flag: true`, an empty password and the `google_token` our Google callback issued.',
    public: true,
    body: SignupInputSchema,
    responses: { 201: AuthResultSchema },
    errors: ['EMAIL_EXISTS', 'UNAUTHENTICATED', 'RATE_LIMITED'],
  },
  'POST /login': {
    summary: 'Sign in',
    description:
      'Spec §7. Answers the session token to send as `Authorization: Bearer …`. The Google variant answers 404 for a Google identity without an account. Failed attempts are limited per account and address, per address, and per account from networks the account has never signed in from (429 RATE_LIMITED with Retry-After).',
    public: true,
    body: LoginInputSchema,
    responses: { 200: AuthResultSchema },
    errors: ['INVALID_CREDENTIALS', 'UNAUTHENTICATED', 'NOT_FOUND', 'RATE_LIMITED'],
  },
  'GET /users/:id': { summary: 'Read your user', responses: { 200: UserSchema }, errors: ['FORBIDDEN'] },
  'PUT /users/:id': {
    summary: 'Update your profile',
    body: UserUpdateSchema,
    responses: { 200: UserSchema },
    errors: ['FORBIDDEN'],
  },
  'GET /me': { summary: 'Read the signed-in user', responses: { 200: UserSchema } },
  'POST /logout': { summary: 'Sign out (revokes this token)', responses: { 200: OkSchema } },
  'POST /password-reset/request': {
    summary: 'Mail a password-reset link',
    description: 'Answers the same whether or not the email has an account.',
    public: true,
    body: PasswordResetRequestSchema,
    responses: { 200: OkSchema },
    errors: ['RATE_LIMITED'],
  },
  'POST /password-reset/confirm': {
    summary: 'Set a new password with the link’s token',
    description:
      'Signs out every session of the account and revokes every other reset link of it. A used, expired or revoked link is 400 INVALID_INPUT.',
    public: true,
    body: PasswordResetSchema,
    responses: { 200: OkSchema },
  },
});

/** Spec §7 Account and profile paths, over the same services as tRPC. */
export function accountRest(services: AccountRestDeps): Router {
  const router = Router();
  const { accounts } = services;

  router.post('/users', async (req, res) => {
    await limitAction(services, 'signup', { ip: req.ip ?? null });
    res.status(201).json(await accounts.signup(req.body ?? {}, req.ip ?? null));
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
    await limitAction(services, 'passwordReset', {
      ip: req.ip ?? null,
      ...(typeof email === 'string' ? { email } : {}),
    });
    await services.passwordResets.request(req.body ?? {});
    res.json({ ok: true });
  });

  router.post('/password-reset/confirm', async (req, res) => {
    await services.passwordResets.reset(req.body ?? {}, req.ip ?? null);
    res.json({ ok: true });
  });

  router.use('/auth/google', googleRest(services));
  return router;
}
