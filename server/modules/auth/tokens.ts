import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { USER_ROLES, type UserRole } from '../../../src/domain/auth';

export const JWT_AUDIENCE = 'orabella';
export const JWT_ISSUER = 'orabella-api';
const ALGORITHM = 'HS256';

export interface AccessClaims {
  userId: string;
  role: UserRole;
  /** the session (refresh-token family) this token belongs to */
  sessionId: string;
  /** seconds since epoch */
  expiresAt: number;
}

/** Thrown for a missing, malformed, forged or expired token (the caller answers 401). */
export class InvalidTokenError extends Error {
  constructor(message = 'Invalid or expired token') {
    super(message);
    this.name = 'InvalidTokenError';
  }
}

export interface TokenService {
  issueAccessToken(user: {
    id: string;
    role: UserRole;
    sessionId: string;
    /** cap: the token never outlives its session */
    notAfter?: Date;
  }): Promise<{ token: string; expiresAt: Date }>;
  verifyAccessToken(token: string): Promise<AccessClaims>;
}

/**
 * Short-lived access JWTs: HS256 only (the verifier allows no other algorithm, so `alg: none` or an RS/HS
 * confusion is refused), audience `orabella`, issuer `orabella-api`, a `use: access` claim so later refresh
 * or reset tokens signed with the same key can never pass as access tokens.
 */
export function createTokenService(options: {
  secret: string;
  ttlSeconds: number;
  now?: () => Date;
}): TokenService {
  const key = new TextEncoder().encode(options.secret);
  const now = options.now ?? (() => new Date());

  return {
    async issueAccessToken(user) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      const cap = user.notAfter ? Math.floor(user.notAfter.getTime() / 1000) : Infinity;
      const exp = Math.min(issuedAt + options.ttlSeconds, cap);
      const token = await new SignJWT({ role: user.role, use: 'access', sid: user.sessionId })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(exp)
        .setJti(randomUUID())
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000) };
    },

    async verifyAccessToken(token) {
      if (typeof token !== 'string' || token.length === 0 || token.length > 4096)
        throw new InvalidTokenError();
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          audience: JWT_AUDIENCE,
          issuer: JWT_ISSUER,
          clockTolerance: 5,
          currentDate: now(),
        });
        const role = payload.role as UserRole;
        if (
          payload.use !== 'access' ||
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string' ||
          !USER_ROLES.includes(role) ||
          typeof payload.exp !== 'number'
        ) {
          throw new InvalidTokenError();
        }
        return { userId: payload.sub, role, sessionId: payload.sid, expiresAt: payload.exp };
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        throw new InvalidTokenError();
      }
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
