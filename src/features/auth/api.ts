import type {
  ForgotPasswordPayload,
  LoginPayload,
  LoginResult,
  RegisterPayload,
  SessionUser,
  SocialConfig,
  SocialLoginPayload,
  SocialRegisterPayload,
} from '@/domain/auth';
import { api } from '@/lib/api';
import { sessionFromLogin, type Session } from './session-atoms';

/** POST /api/auth/login → LoginResult, or ApiError(401 'Invalid email or password' | 429 with Retry-After). */
export function login(payload: LoginPayload): Promise<LoginResult> {
  return api.post<LoginResult>('auth/login', payload);
}

/** POST /api/auth/register → 201 LoginResult (a shop starts 'pending'), or ApiError(409 email taken). */
export function register(
  payload: Omit<RegisterPayload, 'confirmPassword' | 'acceptTerms'> &
    Partial<Pick<RegisterPayload, 'confirmPassword' | 'acceptTerms'>>,
): Promise<LoginResult> {
  return api.post<LoginResult>('auth/register', payload);
}

/** GET /api/auth/me (Bearer) → the signed-in user. */
export async function fetchCurrentUser(): Promise<SessionUser> {
  const data = await api.get<{ user: SessionUser }>('auth/me');
  return data.user;
}

/**
 * POST /api/auth/extend (the refresh cookie is sent, no body) → a new access token and a later expiresAt;
 * ApiError(401 'Session expired') when the session cannot be extended.
 */
export async function extendSession(): Promise<Session> {
  return sessionFromLogin(await api.post<LoginResult>('auth/extend'));
}

/** POST /api/auth/logout with the token being dropped (the session is cleared at once). */
export async function logoutCall(accessToken: string | null): Promise<void> {
  await api.post<unknown>('auth/logout', undefined, {
    timeout: 5000,
    ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}),
  });
}

/** POST /api/auth/forgot-password → always 200 (the server never says whether the email exists). */
export async function requestPasswordReset(payload: ForgotPasswordPayload): Promise<void> {
  await api.post<unknown>('auth/forgot-password', payload);
}

/** POST /api/auth/reset-password/verify → whether the emailed token can still be used. */
export async function verifyResetToken(token: string, signal?: AbortSignal): Promise<boolean> {
  const data = await api.post<{ valid: boolean }>(
    'auth/reset-password/verify',
    { token },
    { signal },
  );
  return data.valid === true;
}

/** POST /api/auth/reset-password → 200, or ApiError(400 'This password reset link is invalid…'). */
export async function resetPassword(token: string, password: string): Promise<void> {
  await api.post<unknown>('auth/reset-password', { token, password });
}

/** GET /api/auth/social/config → which providers are set up (null = not set up). */
export function fetchSocialConfig(signal?: AbortSignal): Promise<SocialConfig> {
  return api.get<SocialConfig>('auth/social/config', { signal });
}

/** POST /api/auth/social/login → LoginResult, or ApiError(404 'User not found' | 401 | 503). */
export function socialLogin(payload: SocialLoginPayload): Promise<LoginResult> {
  return api.post<LoginResult>('auth/social/login', payload);
}

/** POST /api/auth/social/register → 201 LoginResult (always a customer). */
export function socialRegister(payload: SocialRegisterPayload): Promise<LoginResult> {
  return api.post<LoginResult>('auth/social/register', payload);
}

export interface ServerHealth {
  status: string;
  /** the server seeds and advertises the demo accounts */
  demo?: boolean;
}

/** GET /api/health; used to learn whether the server runs in demo mode. */
export function fetchHealth(signal?: AbortSignal): Promise<ServerHealth> {
  return api.get<ServerHealth>('health', { signal });
}
