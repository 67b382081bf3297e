import { atom } from 'jotai';
import type { LoginResult, SessionUser, UserRole } from '@/domain/auth';
import { persistedAtom } from '@/lib/persisted-atom';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** What the client keeps about a signed-in user (LoginResult of login, register, refresh, extend). */
export interface Session {
  user: SessionUser;
  accessToken: string;
  /** ISO: when the session ends unless extended (the expiry overlay counts down to it) */
  expiresAt: string;
  /** ISO: when the access token ends (≤ expiresAt); a 401 after it refreshes the token once */
  accessTokenExpiresAt: string;
}

/**
 * sessionStorage key. The session (access token, expiries, user) lives for the tab; the refresh token
 * stays in the httpOnly cookie `orabella_rt`, which script never sees.
 */
export const SESSION_STORAGE_KEY = STORAGE_KEYS.session;

/** The roles a stored session may carry (kept here, not imported from domain/auth, so yup stays out of the entry chunk). */
const SESSION_ROLES: readonly UserRole[] = ['customer', 'shop', 'admin'];

function isSessionUser(value: unknown): value is SessionUser {
  if (!value || typeof value !== 'object') return false;
  const u = value as Record<string, unknown>;
  return (
    typeof u.id === 'string' &&
    typeof u.email === 'string' &&
    typeof u.name === 'string' &&
    typeof u.role === 'string' &&
    (SESSION_ROLES as readonly string[]).includes(u.role)
  );
}

/** A stored session, or null when absent, unreadable or already expired. */
export function parseSession(raw: string | null, now = Date.now()): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session> | null;
    if (
      !value ||
      !isSessionUser(value.user) ||
      typeof value.accessToken !== 'string' ||
      typeof value.expiresAt !== 'string'
    ) {
      return null;
    }
    const expires = Date.parse(value.expiresAt);
    if (!Number.isFinite(expires) || expires <= now) return null;
    // Sessions stored before the access token had its own expiry: it ended with the session.
    const accessTokenExpiresAt =
      typeof value.accessTokenExpiresAt === 'string' &&
      Number.isFinite(Date.parse(value.accessTokenExpiresAt))
        ? value.accessTokenExpiresAt
        : value.expiresAt;
    return {
      user: value.user,
      accessToken: value.accessToken,
      expiresAt: value.expiresAt,
      accessTokenExpiresAt,
    };
  } catch {
    console.warn('Ignoring an unreadable stored session');
    return null;
  }
}

export function sessionFromLogin(result: LoginResult): Session {
  return {
    user: result.user,
    accessToken: result.accessToken,
    expiresAt: result.expiresAt,
    accessTokenExpiresAt: result.accessTokenExpiresAt ?? result.expiresAt,
  };
}

export const sessionAtom = persistedAtom<Session | null>({
  key: SESSION_STORAGE_KEY,
  storage: () => globalThis.sessionStorage,
  parse: (raw) => parseSession(raw),
  serialize: (session) => (session ? JSON.stringify(session) : null),
});

export const currentUserAtom = atom((get) => get(sessionAtom)?.user ?? null);

/**
 * Where the app goes after an intentional end of the session (logout → '/', expiry → '/login').
 * Set together with clearing the session so the guard does not bounce a protected page through
 * /login?returnTo; the layout's navigator goes there and clears it.
 */
export const sessionEndTargetAtom = atom<string | null>(null);

export const endSessionAtom = atom(null, (_get, set, to: string) => {
  set(sessionEndTargetAtom, to);
  set(sessionAtom, null);
});
