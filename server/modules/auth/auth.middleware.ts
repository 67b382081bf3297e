import type { RequestHandler, Response } from 'express';
import { ApiError } from '../../http/api-error';
import { bearerToken, InvalidTokenError, type AccessClaims, type TokenService } from './tokens';

/** Requires `Authorization: Bearer <access token>`; puts the claims in res.locals.auth. */
export function requireAuth(tokens: TokenService): RequestHandler {
  return async (req, res, next) => {
    const token = bearerToken(req.get('authorization'));
    if (!token) throw ApiError.unauthorized('Authentication required');
    try {
      res.locals.auth = await tokens.verifyAccessToken(token);
    } catch (error) {
      if (error instanceof InvalidTokenError)
        throw ApiError.unauthorized('Invalid or expired token');
      throw error;
    }
    next();
  };
}

/** The verified claims of a request that passed requireAuth. */
export function authOf(res: Response): AccessClaims {
  const auth = res.locals.auth as AccessClaims | undefined;
  if (!auth) throw ApiError.unauthorized();
  return auth;
}
