import type { RequestHandler, Response } from 'express';
import type { UserRole } from '../../../src/domain/auth';

/**
 * What other modules (profile, admin, later bookings) use from auth, so they depend on this and not on
 * how sessions are stored.
 */
export interface AuthGuards {
  /** Bearer access token whose session is still live → res.locals.auth (read it with authOf), else 401. */
  requireAuth: RequestHandler;
  /** requireAuth, then 403 'Forbidden' unless the user has one of the roles (admin is not implied). */
  requireRole(...roles: UserRole[]): RequestHandler;
}

export interface SessionControl {
  /** Ends every session of a user (or all but one); returns how many were live. */
  revokeAllForUser(userId: string, options?: { exceptSessionId?: string }): Promise<number>;
  /** Ends one session (logout). */
  revokeSession(sessionId: string): Promise<void>;
  /** Clears the refresh cookie on a response (logout, account deletion). */
  clearRefreshCookie(res: Response): void;
}
