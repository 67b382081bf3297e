import { Router } from 'express';
import type { ApiSuccess } from '../../../src/domain/api';
import { loginSchema, type LoginResult, type SessionUser } from '../../../src/domain/auth';
import { validateBody } from '../../http/validate';
import { authOf, requireAuth } from './auth.middleware';
import type { Config } from '../../config';
import type { AuthService } from './auth.service';

export function authRouter(auth: AuthService, config: Config): Router {
  void config;
  const router = Router();

  /** POST /api/auth/login { email, password } → LoginResult */
  router.post('/login', async (req, res) => {
    const payload = await validateBody(loginSchema, req.body);
    const body: ApiSuccess<LoginResult> = { success: true, data: await auth.login(payload) };
    res.json(body);
  });

  /** GET /api/auth/me (Bearer) → { user } */
  router.get('/me', requireAuth(auth.tokens), async (_req, res) => {
    const body: ApiSuccess<{ user: SessionUser }> = {
      success: true,
      data: { user: await auth.me(authOf(res).userId) },
    };
    res.json(body);
  });

  return router;
}
