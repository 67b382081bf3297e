import type { LoginResult, SessionUser, SocialConfig } from '@/domain/auth';
import { DEMO_ACCOUNTS } from '@/domain/demo';

type MockAccount = SessionUser & { password: string; phone?: string };

/** The demo accounts as the API returns them (same ids as the server seed). */
export const MOCK_USERS: readonly MockAccount[] = DEMO_ACCOUNTS.map((account) => ({
  id: `user-demo-${account.role}`,
  name: account.name,
  email: account.email,
  role: account.role,
  status: 'active' as const,
  password: account.password,
}));

/**
 * In-memory state of the auth mocks: accounts registered during a session (dev server, a story, a test
 * file) on top of the demo accounts, and the social config (null providers = not set up, like a fresh
 * server). `resetMockAuthState()` restores the start.
 */
const registered = new Map<string, MockAccount>();
let socialConfig: SocialConfig = { google: null, facebook: null };

export function resetMockAuthState() {
  registered.clear();
  socialConfig = { google: null, facebook: null };
}

export function mockSocialConfig(): SocialConfig {
  return socialConfig;
}

export function setMockSocialConfig(next: SocialConfig) {
  socialConfig = next;
}

function allAccounts(): MockAccount[] {
  return [...MOCK_USERS, ...registered.values()];
}

export function findMockAccountByEmail(email: string): MockAccount | undefined {
  const wanted = email.trim().toLowerCase();
  return allAccounts().find((u) => u.email === wanted);
}

export function findMockAccountById(id: string): MockAccount | undefined {
  return allAccounts().find((u) => u.id === id);
}

export function addMockAccount(account: Omit<MockAccount, 'id'>): SessionUser {
  const id = `user-mock-${registered.size + 1}-${Date.now().toString(36)}`;
  const stored = { ...account, id, email: account.email.trim().toLowerCase() };
  registered.set(stored.email, stored);
  return publicUser(stored);
}

export function updateMockAccountPassword(email: string, password: string): boolean {
  const account = findMockAccountByEmail(email);
  if (!account) return false;
  registered.set(account.email, { ...account, password });
  return true;
}

export function publicUser(account: MockAccount): SessionUser {
  const { password: _password, phone: _phone, ...user } = account;
  // like the server's session user: no avatar until one is uploaded, English unless chosen
  return { avatarUrl: null, language: 'en', ...user };
}

export function mockUser(role: SessionUser['role']): SessionUser {
  const found = MOCK_USERS.find((u) => u.role === role);
  if (!found) throw new Error(`no mock user for ${role}`);
  return publicUser(found);
}

/** Access-token lifetime, like the server's default ACCESS_TOKEN_TTL. */
export const MOCK_TOKEN_TTL_S = 900;
/** Session idle lifetime: how far a login, refresh or extend moves expiresAt. */
export const MOCK_SESSION_TTL_S = 1800;

/** Mock tokens: `mock.{userId}.{expiresAtMs}` (not a JWT; only the mocks read them). */
export function mockToken(userId: string, expiresAtMs: number): string {
  return `mock.${userId}.${expiresAtMs}`;
}

/** The user a mock access token names; null when unreadable, unknown or (unless `allowExpired`) expired. */
export function readMockToken(
  token: string | null,
  now = Date.now(),
  { allowExpired = false }: { allowExpired?: boolean } = {},
): SessionUser | null {
  const match = token ? /^mock\.([\w-]+)\.(\d+)$/.exec(token) : null;
  if (!match || (!allowExpired && Number(match[2]) <= now)) return null;
  const found = match[1] ? findMockAccountById(match[1]) : undefined;
  return found ? publicUser(found) : null;
}

/** A LoginResult for a user: session ends in `ttlSeconds`, the access token no later. */
export function mockLoginResult(
  user: SessionUser,
  ttlSeconds = MOCK_SESSION_TTL_S,
  now = Date.now(),
): LoginResult {
  const expires = now + ttlSeconds * 1000;
  const accessExpires = Math.min(expires, now + MOCK_TOKEN_TTL_S * 1000);
  return {
    user,
    accessToken: mockToken(user.id, accessExpires),
    expiresAt: new Date(expires).toISOString(),
    accessTokenExpiresAt: new Date(accessExpires).toISOString(),
  };
}

/** A full login result for a role (stories and tests that start signed in). */
export function mockSession(
  role: SessionUser['role'],
  ttlSeconds = MOCK_TOKEN_TTL_S,
  now = Date.now(),
  overrides: Partial<SessionUser> = {},
): LoginResult {
  return mockLoginResult({ ...mockUser(role), ...overrides }, ttlSeconds, now);
}
