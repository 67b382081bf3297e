import type { SessionUser } from '@/domain/auth';
import { DEMO_ACCOUNTS } from '@/domain/demo';

/** The demo accounts as the API returns them (same ids as the server seed). */
export const MOCK_USERS: readonly (SessionUser & { password: string })[] = DEMO_ACCOUNTS.map(
  (account) => ({
    id: `user-demo-${account.role}`,
    name: account.name,
    email: account.email,
    role: account.role,
    status: 'active' as const,
    password: account.password,
  }),
);

export function mockUser(role: SessionUser['role']): SessionUser {
  const found = MOCK_USERS.find((u) => u.role === role);
  if (!found) throw new Error(`no mock user for ${role}`);
  const { password: _password, ...user } = found;
  return user;
}

/** Access-token lifetime, like the server's default ACCESS_TOKEN_TTL. */
export const MOCK_TOKEN_TTL_S = 900;

/** Mock tokens: `mock.{userId}.{expiresAtMs}` (not a JWT; only the mocks read them). */
export function mockToken(userId: string, expiresAtMs: number): string {
  return `mock.${userId}.${expiresAtMs}`;
}

export function readMockToken(token: string | null, now = Date.now()): SessionUser | null {
  const match = token ? /^mock\.([\w-]+)\.(\d+)$/.exec(token) : null;
  if (!match || Number(match[2]) <= now) return null;
  const found = MOCK_USERS.find((u) => u.id === match[1]);
  if (!found) return null;
  const { password: _password, ...user } = found;
  return user;
}

/** A full login result for a role (stories and tests that start signed in). */
export function mockSession(
  role: SessionUser['role'],
  ttlSeconds = MOCK_TOKEN_TTL_S,
  now = Date.now(),
) {
  const user = mockUser(role);
  const expires = now + ttlSeconds * 1000;
  return {
    user,
    accessToken: mockToken(user.id, expires),
    expiresAt: new Date(expires).toISOString(),
  };
}
