import type { Response } from 'express';
import type { LoginPayload, LoginResult, SessionUser, UserRole } from '../../../src/domain/auth';
import type { Config } from '../../config';
import { ApiError } from '../../http/api-error';
import type { Logger } from '../../logger';
import type { Mailer } from '../../mail/mailer';
import type { AuthGuards, SessionControl } from './auth.contract';
import { requireAuth } from './auth.middleware';
import { LoginIdentityModel, UserModel, emailIdentityId } from '../../models/user.model';
import { verifyPassword } from './passwords';
import type { TokenService } from './tokens';

export const INVALID_CREDENTIALS = 'Invalid email or password';

interface UserLean {
  _id: string;
  name: string;
  email: string;
  role: string;
  status: string;
}

export function toSessionUser(user: UserLean): SessionUser {
  return {
    id: user._id,
    name: user.name,
    email: user.email,
    role: user.role as UserRole,
    status: user.status as SessionUser['status'],
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/** Sign-in with email and password. Every read is an `_id` lookup (identity by normalised email, then user). */
export function createAuthService({
  tokens,
}: {
  config: Config;
  tokens: TokenService;
  mailer: Mailer;
  logger: Logger;
}) {
  // STUB guards and sessions until refresh-token sessions land.
  const guards: AuthGuards = {
    requireAuth: requireAuth(tokens),
    requireRole: () => requireAuth(tokens),
  };
  const sessions: SessionControl = {
    revokeAllForUser: async () => 0,
    revokeSession: async () => {},
    clearRefreshCookie: (res: Response) => void res,
  };
  return {
    tokens,
    guards,
    sessions,

    async login(payload: LoginPayload): Promise<LoginResult> {
      const identity = await LoginIdentityModel.findById(emailIdentityId(payload.email)).lean();
      const ok = await verifyPassword(
        payload.password,
        identity?.provider === 'password' ? identity.passwordHash : null,
      );
      if (!identity || !ok) throw new ApiError(401, INVALID_CREDENTIALS);
      const user = await UserModel.findById(identity.userId).lean<UserLean>();
      if (!user) throw new ApiError(401, INVALID_CREDENTIALS);
      const sessionUser = toSessionUser(user);
      const { token, expiresAt } = await tokens.issueAccessToken({
        id: sessionUser.id,
        role: sessionUser.role,
        sessionId: 'stub',
      });
      return {
        user: sessionUser,
        accessToken: token,
        expiresAt: expiresAt.toISOString(),
        accessTokenExpiresAt: expiresAt.toISOString(),
      };
    },

    async me(userId: string): Promise<SessionUser> {
      const user = await UserModel.findById(userId).lean<UserLean>();
      if (!user) throw ApiError.unauthorized('Invalid or expired token');
      return toSessionUser(user);
    },
  };
}
