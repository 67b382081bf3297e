import type { LoginPayload, LoginResult, SessionUser } from '@/domain/auth';
import { api } from '@/lib/api';
import type { Session } from './session-atoms';

/** POST /api/auth/login → LoginResult, or ApiError(401, 'Invalid email or password'). */
export function login(payload: LoginPayload): Promise<LoginResult> {
  return api.post<LoginResult>('auth/login', payload);
}

/** GET /api/auth/me (Bearer) → the signed-in user. */
export async function fetchCurrentUser(): Promise<SessionUser> {
  const data = await api.get<{ user: SessionUser }>('auth/me');
  return data.user;
}

/**
 * Extends the session. There is no refresh endpoint yet, so this confirms the session is still valid
 * with GET /api/auth/me and keeps the current token and expiry; the accounts issue swaps this one call
 * for the refresh-token rotation, which answers with a new access token and expiresAt.
 */
export async function extendSession(current: Session): Promise<Session> {
  const user = await fetchCurrentUser();
  return { ...current, user };
}

export interface ServerHealth {
  status: string;
  /** the server seeds and advertises the demo accounts */
  demo?: boolean;
}

/** GET /api/health; used to learn whether the server runs in demo mode. */
export function fetchHealth(): Promise<ServerHealth> {
  return api.get<ServerHealth>('health');
}
