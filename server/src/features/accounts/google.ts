/**
 * Google sign-in in a pop-up (spec §4 Google login / Google signup) with passport-google-oauth20.
 * The pop-up ends on a tiny page that posts the outcome to its opener, on our origin only.
 * CSRF: the OAuth `state` carries a nonce that must match an httpOnly cookie set on the way out, and
 * that the server issued and has not seen used (oauth_states: single use, on any instance, 10 minutes).
 */
import { randomBytes } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { Passport } from 'passport';
import { Strategy as GoogleStrategy, type Profile } from 'passport-google-oauth20';
import { SERVER_AUTH_DETAILS } from '@fixwise/shared';
import { GoogleStatusSchema } from '@fixwise/shared/rest';
import { z } from 'zod';
import { publicUrl, type Config } from '../../config';
import { and, eq, gt, lt } from 'drizzle-orm';
import { oauthStates } from '../../db/schema';
import { Conflict } from '../../errors';
import { sendError } from '../../http/rest-errors';
import { routeDocs } from '../../http/route-docs';
import { hashToken } from './tokens';
import type { Db } from '../../db/connect';
import type { Logger } from '../../logger';
import type { AccountService, GoogleIdentity } from './service';

export const googleRoutes = routeDocs('Google sign-in', {
  'GET /auth/google/status': {
    summary: 'Whether Google sign-in is set up on this server',
    public: true,
    responses: { 200: GoogleStatusSchema },
  },
  'GET /auth/google': {
    summary: 'Start Google sign-in (open in a pop-up)',
    description:
      'Redirects to Google. The pop-up ends on /api/auth/google/callback, which posts the outcome to its opener on this origin.',
    public: true,
    query: z.object({ mode: z.enum(['login', 'signup']).optional() }),
    responses: { 302: 'To Google’s consent page.' },
    errors: ['NOT_CONFIGURED'],
  },
  'GET /auth/google/callback': {
    summary: 'Google’s return to the pop-up',
    description:
      'A page that posts `{type, …}` to `window.opener`: signed-in or signed-up (`id`, `token`, names, email), not-found (a `googleToken` for the Google variant of POST /api/users) or error (`status`, `code`, `detail`).',
    public: true,
    query: z.object({ state: z.string().optional(), code: z.string().optional() }),
    responses: { 200: { mime: 'text/html', description: 'The page that relays the outcome.' } },
  },
  'GET /auth/google/relay.js': {
    summary: 'The callback page’s script',
    public: true,
    responses: {
      200: {
        mime: 'application/javascript',
        description: 'Posts the outcome to the opener (the CSP allows no inline script).',
      },
    },
  },
});

const STATE_COOKIE = 'fw_google_state';
const STATE_MAX_AGE_S = 600;
type Mode = 'login' | 'signup';

export function googleEnabled(config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'>): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

function identityOf(profile: Profile): GoogleIdentity | null {
  const email = profile.emails?.find((e) => e.value)?.value;
  if (!email) return null;
  const [first = '', ...rest] = (profile.displayName ?? '').split(' ');
  return {
    googleId: profile.id,
    email: email.toLowerCase(),
    firstname: profile.name?.givenName ?? first,
    lastname: profile.name?.familyName ?? rest.join(' '),
  };
}

function readCookie(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/** The pop-up's last page: the outcome as JSON data, relayed by a same-origin script (CSP: no inline JS). */
function sendOutcome(res: Response, outcome: Record<string, unknown>): void {
  const json = JSON.stringify(outcome).replace(/</g, '\\u003c');
  res.setHeader('Cross-Origin-Opener-Policy', 'unsafe-none'); // keep window.opener after the provider's pages
  res.setHeader('Cache-Control', 'no-store');
  res
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fixwise sign-in</title></head>` +
        `<body><p>Finishing sign-in…</p><script type="application/json" id="fixwise-google-result">${json}</script>` +
        `<script src="/api/auth/google/relay.js"></script></body></html>`,
    );
}

const RELAY_JS = `(function () {
  var data = JSON.parse(document.getElementById('fixwise-google-result').textContent);
  data.source = 'fixwise-google';
  if (window.opener) {
    window.opener.postMessage(data, window.location.origin);
    window.close();
  } else {
    document.body.textContent = 'You can close this window and return to Fixwise.';
  }
})();`;

/** What Google sign-in uses: the OAuth client's settings, the single-use states, and the accounts. */
export interface GoogleRestDeps {
  config: Pick<
    Config,
    | 'GOOGLE_CLIENT_ID'
    | 'GOOGLE_CLIENT_SECRET'
    | 'GOOGLE_AUTH_URL'
    | 'GOOGLE_TOKEN_URL'
    | 'GOOGLE_USERINFO_URL'
    | 'PUBLIC_URL'
    | 'PORT'
  >;
  db: Db;
  logger: Logger;
  accounts: AccountService;
}

export function googleRest(services: GoogleRestDeps): Router {
  const router = Router();
  const { config, accounts } = services;
  const enabled = googleEnabled(config);
  const passport = new Passport();

  if (enabled) {
    passport.use(
      new GoogleStrategy(
        {
          clientID: config.GOOGLE_CLIENT_ID!,
          clientSecret: config.GOOGLE_CLIENT_SECRET!,
          // the real value is given per request (callbackUrl below): PUBLIC_URL is read when used
          callbackURL: '/api/auth/google/callback',
          ...(config.GOOGLE_AUTH_URL ? { authorizationURL: config.GOOGLE_AUTH_URL } : {}),
          ...(config.GOOGLE_TOKEN_URL ? { tokenURL: config.GOOGLE_TOKEN_URL } : {}),
          ...(config.GOOGLE_USERINFO_URL ? { userProfileURL: config.GOOGLE_USERINFO_URL } : {}),
        },
        (_accessToken, _refreshToken, profile, done) => done(null, identityOf(profile) ?? false),
      ),
    );
  }

  const callbackUrl = () => `${publicUrl(config)}/api/auth/google/callback`;

  router.get('/status', (_req, res) => {
    res.json({ enabled });
  });

  router.get('/relay.js', (_req, res) => {
    res.type('application/javascript').send(RELAY_JS);
  });

  router.get('/', async (req, res, next) => {
    if (!enabled) {
      sendError(res, 'NOT_CONFIGURED', SERVER_AUTH_DETAILS.googleNotConfigured);
      return;
    }
    const mode: Mode = req.query.mode === 'signup' ? 'signup' : 'login';
    const nonce = randomBytes(16).toString('base64url');
    // issued here, used up at the callback; stale ones are cleared on the way
    void services.db
      .delete(oauthStates)
      .where(lt(oauthStates.expiresAt, new Date()))
      .catch(() => undefined);
    await services.db
      .insert(oauthStates)
      .values({ nonceHash: hashToken(nonce), mode, expiresAt: new Date(Date.now() + STATE_MAX_AGE_S * 1000) });
    res.cookie(STATE_COOKIE, nonce, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      maxAge: STATE_MAX_AGE_S * 1000,
      path: '/api/auth/google',
    });
    passport.authenticate('google', {
      session: false,
      scope: ['profile', 'email'],
      state: `${mode}.${nonce}`,
      prompt: 'select_account',
      callbackURL: callbackUrl(),
    } as object)(req, res, next);
  });

  router.get('/callback', async (req, res, next) => {
    const failed = { type: 'error', status: 401, code: 'UNAUTHENTICATED', detail: 'Google login failed' };
    if (!enabled) {
      sendOutcome(res, {
        type: 'error',
        status: 503,
        code: 'NOT_CONFIGURED',
        detail: SERVER_AUTH_DETAILS.googleNotConfigured,
      });
      return;
    }
    const [mode, nonce] = String(req.query.state ?? '').split('.');
    const expected = readCookie(req, STATE_COOKIE);
    res.clearCookie(STATE_COOKIE, { path: '/api/auth/google' });
    if (!nonce || nonce !== expected || (mode !== 'login' && mode !== 'signup')) {
      sendOutcome(res, failed);
      return;
    }
    // single use: a replayed callback (same state) finds nothing to take
    const [issued] = await services.db
      .delete(oauthStates)
      .where(
        and(
          eq(oauthStates.nonceHash, hashToken(nonce)),
          eq(oauthStates.mode, mode),
          gt(oauthStates.expiresAt, new Date()),
        ),
      )
      .returning({ mode: oauthStates.mode });
    if (!issued) {
      services.logger.warn({ reason: 'state unknown, expired or already used' }, 'google sign-in refused');
      sendOutcome(res, failed);
      return;
    }
    passport.authenticate(
      'google',
      { session: false, callbackURL: callbackUrl() } as object,
      async (error: unknown, identity: GoogleIdentity | false) => {
        try {
          if (error || !identity) {
            // the provider's own words go to the log; the person reads 'Google login failed'
            services.logger.warn(
              { reason: error instanceof Error ? error.message : 'no usable identity' },
              'google sign-in failed',
            );
            return sendOutcome(res, failed);
          }
          if (mode === 'login') {
            const signedIn = await accounts.googleSignIn(identity);
            if (signedIn) return sendOutcome(res, { type: 'signed-in', ...session(signedIn) });
            return sendOutcome(res, {
              type: 'not-found',
              status: 404,
              googleUser: {
                uid: identity.googleId,
                email: identity.email,
                displayName: [identity.firstname, identity.lastname].filter(Boolean).join(' '),
              },
              googleToken: await accounts.issueGoogleGrant(identity),
            });
          }
          try {
            return sendOutcome(res, { type: 'signed-up', ...session(await accounts.googleSignUp(identity)) });
          } catch (signupError) {
            if (signupError instanceof Conflict) {
              return sendOutcome(res, {
                type: 'error',
                status: 409,
                code: signupError.code,
                detail: SERVER_AUTH_DETAILS.emailExists,
              });
            }
            throw signupError;
          }
        } catch (unexpected) {
          next(unexpected);
        }
      },
    )(req, res, next);
  });

  return router;
}

function session(result: { id: string; token: string; user: { firstname: string; lastname: string; email: string } }) {
  return {
    id: result.id,
    token: result.token,
    firstname: result.user.firstname,
    lastname: result.user.lastname,
    email: result.user.email,
  };
}
