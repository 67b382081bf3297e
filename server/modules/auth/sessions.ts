import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { CookieOptions, Response } from 'express';
import { REFRESH_COOKIE } from '../../../src/domain/auth';
import type { Config } from '../../config';
import { ApiError } from '../../http/api-error';
import type { Logger } from '../../logger';
import { ClaimModel, claimOnce, releaseClaim } from '../../models/claim.model';
import { SessionModel } from '../../models/session.model';
import { cachedSession, sessionCreated, sessionsWritten } from './session-cache';

/** 18 random bytes = 144 bits: a session id nobody can guess, short enough for a cookie. */
const SESSION_ID_BYTES = 18;
const SECRET_BYTES = 32;
/**
 * How long the refresh token just replaced still answers, with the same successor, instead of counting as
 * reuse: two tabs (or a retried request) refreshing at the same moment with the same cookie. A thief who
 * replays a copy within these seconds gets the owner's successor rather than ending the session; after them,
 * or with any older copy, the session is revoked as before.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

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
  /** sha256 of the secret the last rotation replaced, and when: the grace window */
  previousTokenHash?: string | null;
  rotatedAt?: Date | null;
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

const sessionEnded = () => new ApiError('SESSION_EXPIRED');

/**
 * Sessions that just ended by revocation: one session (logout, refresh-token reuse), or every session of a user
 * but one (password change, password reset, account deletion). Sent after the write, so a listener that
 * re-reads the session sees it revoked. Sessions that merely time out are not announced.
 */
export type SessionsEnded =
  | { sessionId: string; reason: string }
  | { userId: string; exceptSessionId?: string; reason: string };

export type SessionsEndedListener = (ended: SessionsEnded) => void;

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
  refreshGraceMs = REFRESH_REUSE_GRACE_MS,
}: {
  config: Config;
  logger: Logger;
  now: () => Date;
  refreshGraceMs?: number;
}) {
  const idleMs = config.sessionIdleTtlSeconds * 1000;
  const cookieBase: CookieOptions = {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api/auth',
    secure: config.publicUrl.startsWith('https://'),
  };
  const newSecret = () => randomBytes(SECRET_BYTES).toString('base64url');
  /**
   * The secret that replaces `secret` at rotation `generation`: an HMAC of it under the server's key, not a
   * random value, so a request that presents the same token again (a racing tab, or within the grace window)
   * can be answered with the same successor without storing it. The database keeps only sha256 hashes, and
   * without the key a leaked hash or an old token tells nothing about the next one; the first secret of every
   * session is random, so the chain is unpredictable from its start.
   */
  const successorOf = (id: string, generation: number, secret: string) =>
    createHmac('sha256', config.jwtSecret)
      .update(`orabella-refresh-successor\0${id}\0${generation}\0${secret}`)
      .digest('base64url');

  const endedListeners = new Set<SessionsEndedListener>();
  function announce(ended: SessionsEnded): void {
    for (const listener of endedListeners) {
      try {
        listener(ended);
      } catch (error) {
        logger.error({ err: error }, 'session-ended listener failed');
      }
    }
  }

  async function revokeWhere(filter: Record<string, unknown>, reason: string): Promise<number> {
    try {
      const result = await SessionModel.updateMany(
        { ...filter, revokedAt: null },
        { $set: { revokedAt: now(), revokedReason: reason } },
      );
      return result.modifiedCount;
    } finally {
      // a failed write may still have been applied: the copies in memory go either way (session-cache.ts)
      await sessionsWritten({
        sessionId: typeof filter._id === 'string' ? filter._id : undefined,
        userId: typeof filter.userId === 'string' ? filter.userId : undefined,
      });
    }
  }

  async function revokeOne(sessionId: string, reason: string): Promise<void> {
    await revokeWhere({ _id: sessionId }, reason);
    announce({ sessionId, reason });
  }

  return {
    /** A brand-new session (new id) for a sign-in or registration. */
    async create(userId: string, meta: SessionMeta = {}): Promise<IssuedSession> {
      const at = now();
      const id = randomBytes(SESSION_ID_BYTES).toString('base64url');
      const secret = newSecret();
      const absoluteExpiresAt = new Date(at.getTime() + config.sessionMaxAgeSeconds * 1000);
      const expiresAt = new Date(at.getTime() + idleMs);
      // kept in memory as stored, so the session's first request reads nothing (session-cache.ts)
      await sessionCreated(id, userId, async () => {
        const created = await SessionModel.create({
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
        return created.toObject() as SessionLean;
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
     * Swaps the refresh secret and slides the idle end. The same current token presented by several requests
     * at once (tabs) gets one rotation and the same successor for all; the token just replaced gets that
     * successor again within the grace window. Anything else that is not the current token of a live session
     * is reuse: the whole session is revoked, so the thief's and the owner's copies both stop working.
     */
    async rotate(refreshToken: string | undefined): Promise<IssuedSession> {
      const match = REFRESH_TOKEN_PATTERN.exec(refreshToken ?? '');
      if (!match) throw sessionEnded();
      const [, id, secret] = match as unknown as [string, string, string];
      const at = now();
      const existing = await SessionModel.findById(id).lean<SessionLean>();
      if (!existing || existing.revokedAt) throw sessionEnded();
      const presented = sha256(secret);
      const over = existing.expiresAt <= at || existing.absoluteExpiresAt <= at;
      const issued = (next: string, expiresAt: Date): IssuedSession => ({
        ...toLive({ ...existing, expiresAt }),
        refreshToken: `${id}.${next}`,
      });

      if (presented === existing.tokenHash) {
        if (over) throw sessionEnded();
        const next = successorOf(id, existing.generation, secret);
        const expiresAt = new Date(at.getTime() + idleMs);
        // The rotation of this generation is claimed by a unique insert: of several requests with the same
        // token one writes; the others answer with the successor it is writing (the same, by construction).
        // Only the winner writes: two rotations never race each other's read-modify-write.
        if (!(await claimOnce(`rotation:${id}:${existing.generation}`, at)))
          return issued(next, expiresAt);
        await SessionModel.updateOne(
          { _id: id },
          {
            $set: {
              tokenHash: sha256(next),
              previousTokenHash: presented,
              rotatedAt: at,
              lastUsedAt: at,
              expiresAt,
              generation: existing.generation + 1,
            },
          },
        ).finally(() => sessionsWritten({ sessionId: id }));
        if (existing.generation > 0)
          await releaseClaim(`rotation:${id}:${existing.generation - 1}`);
        // a replay raced the rotation: its revocation may have been overwritten by the write above
        if (await ClaimModel.exists({ _id: `reuse:${id}` })) {
          await revokeOne(id, 'reuse');
          throw sessionEnded();
        }
        return issued(next, expiresAt);
      }

      // The token the last rotation replaced, shortly after: a tab that lost the race reads the session after
      // the winner's write. It leads to the current token only if it is the immediately previous one.
      if (
        !over &&
        existing.previousTokenHash === presented &&
        existing.rotatedAt &&
        at.getTime() - existing.rotatedAt.getTime() <= refreshGraceMs
      ) {
        const next = successorOf(id, existing.generation - 1, secret);
        if (sha256(next) === existing.tokenHash) return issued(next, existing.expiresAt);
      }

      // recorded by an insert first: a revocation written while a winner rewrites the session could be lost
      // (FerretDB updates are read-modify-write), and the winner looks for this record after its write
      await claimOnce(`reuse:${id}`, at);
      await revokeOne(id, 'reuse');
      logger.warn(
        { sessionId: id, userId: existing.userId },
        'refresh token reuse: session revoked',
      );
      throw sessionEnded();
    },

    /** The session of an access token if it is still live (not revoked, not past its end), else null. */
    async live(sessionId: string, userId: string): Promise<LiveSession | null> {
      const session = await cachedSession(sessionId, userId, () =>
        SessionModel.findById(sessionId).lean<SessionLean>(),
      );
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
      const revoked = await revokeWhere(
        { _id: parsed.id, tokenHash: sha256(parsed.secret) },
        'logout',
      );
      if (revoked > 0) announce({ sessionId: parsed.id, reason: 'logout' });
    },

    revoke: (sessionId: string, reason = 'revoked'): Promise<void> => revokeOne(sessionId, reason),

    /** Announced even when nothing was live: a socket can outlive its session's idle end. */
    async revokeAllForUser(
      userId: string,
      reason: string,
      exceptSessionId?: string,
    ): Promise<number> {
      const revoked = await revokeWhere(
        { userId, ...(exceptSessionId ? { _id: { $ne: exceptSessionId } } : {}) },
        reason,
      );
      announce({ userId, reason, ...(exceptSessionId ? { exceptSessionId } : {}) });
      return revoked;
    },

    /**
     * Called after every revocation (the real-time server drops the sockets of the ended sessions); returns
     * the function that unsubscribes.
     */
    onEnded(listener: SessionsEndedListener): () => void {
      endedListeners.add(listener);
      return () => endedListeners.delete(listener);
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
