import cookieParser from 'cookie-parser';
import { Router, type Request, type Response } from 'express';
import {
  AUTH_MESSAGES,
  REFRESH_COOKIE,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  resetTokenSchema,
  socialLoginSchema,
  socialRegisterSchema,
} from '../../../src/domain/auth';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/ok';
import { validateBody } from '../../http/validate';
import { authOf } from './auth.middleware';
import type { AuthService, Caller, SignedIn } from './auth.service';
import { rateLimitErrors } from './rate-limits';

/** The caller's address (Express resolves it through `trust proxy`) and browser, for limits and sessions. */
const callerOf = (req: Request): Caller => ({
  ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
  userAgent: req.get('user-agent') ?? '',
});

const refreshCookie = (req: Request): string | undefined => {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' ? value : undefined;
};

interface AuthRouteDeps {
  auth: AuthService;
}

/** /api/auth: every answer is the `{ success, data, message }` envelope; sign-ins also set the refresh cookie. */
export function authRouter({ auth }: AuthRouteDeps): Router {
  const router = Router();
  router.use(cookieParser());

  function signedIn(res: Response, { result, session }: SignedIn, message: string, status = 200) {
    auth.sessionStore.setCookie(res, session);
    ok(res, result, { message, status });
  }

  /** POST /register → 201 LoginResult ('Registration successful'); 409 when the email is taken. */
  router.post('/register', async (req, res) => {
    const payload = await validateBody(registerSchema, req.body);
    signedIn(res, await auth.register(payload, callerOf(req)), 'Registration successful', 201);
  });

  /** POST /login { email, password } → LoginResult; 401 'Invalid email or password'. */
  router.post('/login', async (req, res) => {
    const payload = await validateBody(loginSchema, req.body);
    signedIn(res, await auth.login(payload, callerOf(req)), 'Login successful');
  });

  /**
   * POST /refresh and POST /extend (cookie only): rotate the refresh token, slide the idle end, fresh user.
   * A failure clears the cookie: the session is over and the client must sign in again.
   */
  for (const [path, message] of [
    ['/refresh', 'Session refreshed'],
    ['/extend', 'Session extended'],
  ] as const) {
    router.post(path, async (req, res) => {
      try {
        signedIn(res, await auth.refresh(refreshCookie(req)), message);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) auth.sessionStore.clearCookie(res);
        throw error;
      }
    });
  }

  /** POST /logout: ends the cookie's session (works with an expired access token) → 200 'Logged out'. */
  router.post('/logout', async (req, res) => {
    await auth.logout(refreshCookie(req));
    auth.sessionStore.clearCookie(res);
    ok(res, null, { message: AUTH_MESSAGES.loggedOut });
  });

  /** GET /me (Bearer) → { user } */
  router.get('/me', auth.guards.requireAuth, async (_req, res) => {
    ok(res, { user: await auth.me(authOf(res).userId) });
  });

  /** POST /forgot-password { email } → always 200 with the same message, known email or not. */
  router.post('/forgot-password', async (req, res) => {
    const { email } = await validateBody(forgotPasswordSchema, req.body);
    await auth.forgotPassword(email, callerOf(req));
    ok(res, null, { message: AUTH_MESSAGES.forgotPasswordSent });
  });

  /** POST /reset-password/verify { token } → { valid } */
  router.post('/reset-password/verify', async (req, res) => {
    const { token } = await validateBody(resetTokenSchema, req.body);
    const valid = await auth.verifyResetToken(token, callerOf(req));
    ok(res, { valid });
  });

  /** POST /reset-password { token, password } → 200; 400 when the link is invalid, used or expired. */
  router.post('/reset-password', async (req, res) => {
    const { token, password } = await validateBody(resetPasswordSchema, req.body);
    await auth.resetPassword(token, password, callerOf(req));
    ok(res, null, { message: AUTH_MESSAGES.passwordReset });
  });

  /** GET /social/config → which providers are configured. */
  router.get('/social/config', (_req, res) => {
    ok(res, auth.socialConfig());
  });

  /** POST /social/login { provider, token } → LoginResult; 404 'User not found' → client registers. */
  router.post('/social/login', async (req, res) => {
    const { provider, token } = await validateBody(socialLoginSchema, req.body);
    signedIn(
      res,
      await auth.socialLogin(provider as 'google' | 'facebook', token, callerOf(req)),
      'Login successful',
    );
  });

  /** POST /social/register { provider, token, role?, language? } → 201 new customer, or 200 if known. */
  router.post('/social/register', async (req, res) => {
    const payload = await validateBody(socialRegisterSchema, req.body);
    const { signedIn: result, created } = await auth.socialRegister(
      payload.provider as 'google' | 'facebook',
      payload.token,
      payload.language,
      callerOf(req),
    );
    signedIn(
      res,
      result,
      created ? 'Registration successful' : 'Login successful',
      created ? 201 : 200,
    );
  });

  router.use(rateLimitErrors);
  return router;
}
