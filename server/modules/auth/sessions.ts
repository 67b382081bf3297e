import { createHash, randomBytes } from 'node:crypto';
import type { CookieOptions, Response } from 'express';
import { AUTH_MESSAGES, REFRESH_COOKIE } from '../../../src/domain/auth';
import type { Config } from '../../config';
import { ApiError } from '../../http/api-error';
import type { Logger } from '../../logger';
import { ClaimModel, claimOnce, releaseClaim } from '../../models/claim.model';
import { SessionModel } from '../../models/session.model';

/** 18 random bytes = 144 bits: a session id nobody can guess, short enough for a cookie. */
const SESSION_ID_BYTES = 18;
const SECRET_BYTES = 32;
/** `<sessionId>.<secret>`, both base64url: anything else is refused before touching the database. */
const REFRESH_TOKEN_PATTERN = /^([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{43})$/;

export const sha256 = (value: string): string =>
  createHash('sha256').update(value).digest('base64url');

export interface SessionMeta {
  userAgent?: string;
  ip?: string;
}

export interface LiveSession {
  id: string;
  userId: string;
  /** when the session ends unless extended: min(idle end, absolute end) */
  endsAt: Date;
  absoluteExpiresAt: Date;
}

export interface IssuedSession extends LiveSession {
  /** the cookie value; only its hash is stored */
  refreshToken: string;
}

interface SessionLean {
  _id: string;
  userId: string;
  tokenHash: string;
  generation: number;
  expiresAt: Date;
  absoluteExpiresAt: Date;
  revokedAt: Date | null;
}

/** The session's end as the client sees it: the idle end, never past the absolute lifetime. */
function toLive(session: SessionLean): LiveSession {
  return {
    id: session._id,
    userId: session.userId,
    endsAt: new Date(Math.min(session.expiresAt.getTime(), session.absoluteExpiresAt.getTime())),
    absoluteExpiresAt: session.absoluteExpiresAt,
  };
}

const sessionEnded = () => ApiError.unauthorized(AUTH_MESSAGES.sessionExpired);

export type SessionStore = ReturnType<typeof createSessionStore>;

/**
 * Sessions with rotating refresh tokens and reuse detection. Every read is an `_id` lookup; each rotation is
 * claimed with a unique insert (`rotation:<id>:<generation>`), so of two requests with the same token only one
 * can win, and a token that no longer matches an unrevoked session is a stolen/replayed copy.
 */
export function createSessionStore({
  config,
  logger,
  now,
}: {
  config: Config;
  logger: Logger;
  now: () => Date;
}) {
  const idleMs = config.sessionIdleTtlSeconds * 1000;
  const cookieBase: CookieOptions = {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api/auth',
    secure: config.publicUrl.startsWith('https://'),
  };
  const newSecret = () => randomBytes(SECRET_BYTES).toString('base64url');

  async function revokeWhere(filter: Record<string, unknown>, reason: string): Promise<number> {
    const result = await SessionModel.updateMany(
      { ...filter, revokedAt: null },
      { $set: { revokedAt: now(), revokedReason: reason } },
    );
    return result.modifiedCount;
  }

  return {
    /** A brand-new session (new id) for a sign-in or registration. */
    async create(userId: string, meta: SessionMeta = {}): Promise<IssuedSession> {
      const at = now();
      const id = randomBytes(SESSION_ID_BYTES).toString('base64url');
      const secret = newSecret();
      const absoluteExpiresAt = new Date(at.getTime() + config.sessionMaxAgeSeconds * 1000);
      const expiresAt = new Date(at.getTime() + idleMs);
      await SessionModel.create({
        _id: id,
        userId,
        tokenHash: sha256(secret),
        generation: 0,
        createdAt: at,
        lastUsedAt: at,
        expiresAt,
        absoluteExpiresAt,
        userAgent: (meta.userAgent ?? '').slice(0, 300),
        ip: meta.ip ?? '',
      });
      return {
        ...toLive({
          _id: id,
          userId,
          tokenHash: '',
          generation: 0,
          expiresAt,
          absoluteExpiresAt,
          revokedAt: null,
        }),
        refreshToken: `${id}.${secret}`,
      };
    },

    /**
     * Swaps the refresh secret and slides the idle end. A token that is not the current one of a live session
     * is reuse: the whole session is revoked, so the thief's and the owner's copies both stop working.
     */
    async rotate(refreshToken: string | undefined): Promise<IssuedSession> {
      const match = REFRESH_TOKEN_PATTERN.exec(refreshToken ?? '');
      if (!match) throw sessionEnded();
      const [, id, secret] = match as unknown as [string, string, string];
      const at = now();
      const next = newSecret();
      const existing = await SessionModel.findById(id).lean<SessionLean>();
      if (!existing || existing.revokedAt) throw sessionEnded();
      const presentedIsCurrent = existing.tokenHash === sha256(secret);
      // The rotation of this generation is claimed by a unique insert: of two requests with the same token
      // only one wins; the other holds a token that is no longer current, which is reuse.
      const won =
        presentedIsCurrent && (await claimOnce(`rotation:${id}:${existing.generation}`, at));
      if (!won) {
        // recorded by an insert first: a revocation written while the winner rewrites the session could be lost
        // (FerretDB updates are read-modify-write), and the winner looks for this record after its write
        await claimOnce(`reuse:${id}`, at);
        await revokeWhere({ _id: id }, 'reuse');
        logger.warn(
          { sessionId: id, userId: existing.userId },
          'refresh token reuse: session revoked',
        );
        throw sessionEnded();
      }
      if (existing.expiresAt <= at || existing.absoluteExpiresAt <= at) throw sessionEnded();
      const expiresAt = new Date(at.getTime() + idleMs);
      await SessionModel.updateOne(
        { _id: id },
        {
          $set: {
            tokenHash: sha256(next),
            lastUsedAt: at,
            expiresAt,
            generation: existing.generation + 1,
          },
        },
      );
      if (existing.generation > 0) await releaseClaim(`rotation:${id}:${existing.generation - 1}`);
      // a replay of this token raced the rotation: its revocation may have been overwritten by the write above
      if (await ClaimModel.exists({ _id: `reuse:${id}` })) {
        await revokeWhere({ _id: id }, 'reuse');
        throw sessionEnded();
      }
      return {
        ...toLive({ ...existing, expiresAt }),
        refreshToken: `${id}.${next}`,
      };
    },

    /** The session of an access token if it is still live (not revoked, not past its end), else null. */
    async live(sessionId: string, userId: string): Promise<LiveSession | null> {
      const session = await SessionModel.findById(sessionId).lean<SessionLean>();
      const at = now();
      if (
        !session ||
        session.userId !== userId ||
        session.revokedAt ||
        session.expiresAt <= at ||
        session.absoluteExpiresAt <= at
      )
        return null;
      return toLive(session);
    },

    /** The session id inside a refresh cookie (for logout), without checking the secret's age. */
    sessionIdOf(refreshToken: string | undefined): { id: string; secret: string } | null {
      const match = REFRESH_TOKEN_PATTERN.exec(refreshToken ?? '');
      return match ? { id: match[1]!, secret: match[2]! } : null;
    },

    /** Logout: only with the session's current secret, so an old stolen cookie cannot log the owner out. */
    async revokeByToken(refreshToken: string | undefined): Promise<void> {
      const parsed = this.sessionIdOf(refreshToken);
      if (!parsed) return;
      await revokeWhere({ _id: parsed.id, tokenHash: sha256(parsed.secret) }, 'logout');
    },

    async revoke(sessionId: string, reason = 'revoked'): Promise<void> {
      await revokeWhere({ _id: sessionId }, reason);
    },

    revokeAllForUser(userId: string, reason: string, exceptSessionId?: string): Promise<number> {
      return revokeWhere(
        { userId, ...(exceptSessionId ? { _id: { $ne: exceptSessionId } } : {}) },
        reason,
      );
    },

    setCookie(res: Response, session: IssuedSession): void {
      res.cookie(REFRESH_COOKIE, session.refreshToken, {
        ...cookieBase,
        maxAge: Math.max(0, session.absoluteExpiresAt.getTime() - now().getTime()),
      });
    },

    clearCookie(res: Response): void {
      res.clearCookie(REFRESH_COOKIE, cookieBase);
    },
  };
}
