import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { USER_ROLES, type UserRole } from '../../../src/domain/auth';

export const JWT_AUDIENCE = 'orabella';
export const JWT_ISSUER = 'orabella-api';
const ALGORITHM = 'HS256';
const CLOCK_TOLERANCE_SECONDS = 5;
/** verified tokens kept (a client sends the same access token with every request until it refreshes) */
const VERIFIED_MAX = 20_000;

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
  /**
   * Tokens whose signature and claims were checked, by their exact text: the HMAC check through WebCrypto cost
   * about 0.45 ms of CPU per request (a fifth of a booking list's). A token's text fixes its claims, so only its
   * expiry can change its verdict, and it is checked on every use as jwtVerify checks it. Only tokens that
   * verified are kept, so a flood of forged ones adds nothing.
   */
  const verified = new Map<string, AccessClaims>();
  const fresh = (claims: AccessClaims) =>
    claims.expiresAt > Math.floor(now().getTime() / 1000) - CLOCK_TOLERANCE_SECONDS;

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
      const known = verified.get(token);
      if (known) {
        if (fresh(known)) return { ...known };
        verified.delete(token);
        throw new InvalidTokenError();
      }
      let claims: AccessClaims;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          audience: JWT_AUDIENCE,
          issuer: JWT_ISSUER,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
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
        claims = { userId: payload.sub, role, sessionId: payload.sid, expiresAt: payload.exp };
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        throw new InvalidTokenError();
      }
      // the oldest kept token makes room (a Map iterates in insertion order)
      if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value as string);
      verified.set(token, claims);
      return { ...claims };
    },
  };
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
