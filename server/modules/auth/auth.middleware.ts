import type { RequestHandler, Response } from 'express';
import { type UserRole } from '../../../src/domain/auth';
import { ApiError } from '../../http/api-error';
import type { SessionStore } from './sessions';
import { bearerToken, InvalidTokenError, type AccessClaims, type TokenService } from './tokens';

/**
 * Requires `Authorization: Bearer <access token>` whose session is still live, and puts the claims in
 * res.locals.auth. The session read (by `_id`) is what makes logout and password reset take effect at once
 * instead of when the access token expires.
 */
export function requireAuth(
  tokens: TokenService,
  sessions: Pick<SessionStore, 'live'>,
): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req.get('authorization'));
    if (!token) throw new ApiError('AUTH_REQUIRED');
    let claims: AccessClaims;
    try {
      claims = await tokens.verifyAccessToken(token);
    } catch (error) {
      if (error instanceof InvalidTokenError) throw new ApiError('TOKEN_INVALID');
      throw error;
    }
    if (!(await sessions.live(claims.sessionId, claims.userId)))
      throw new ApiError('SESSION_EXPIRED');
    res.locals.auth = claims;
    next();
  };
}

/** requireAuth, then 403 'Forbidden' unless the user has one of the roles (admin is not implied). */
export function requireRole(
  tokens: TokenService,
  sessions: Pick<SessionStore, 'live'>,
  roles: UserRole[],
): RequestHandler {
  const authenticate = requireAuth(tokens, sessions);
  return async (req, res, next) => {
    await authenticate(req, res, () => undefined);
    if (!roles.includes(authOf(res).role)) throw new ApiError('FORBIDDEN');
    next();
  };
}

/** The verified claims of a request that passed requireAuth. */
export function authOf(res: Response): AccessClaims {
  const auth = res.locals.auth as AccessClaims | undefined;
  if (!auth) throw new ApiError('AUTH_REQUIRED');
  return auth;
}
