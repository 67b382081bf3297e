import { delay, http, HttpResponse } from 'msw';
import {
  AUTH_MESSAGES,
  forgotPasswordSchema,
  loginSchema,
  normalizePhone,
  REFRESH_COOKIE,
  registerSchema,
  resetPasswordSchema,
  resetTokenSchema,
  socialLoginSchema,
  socialRegisterSchema,
  type LoginResult,
  type SessionUser,
  type SocialProvider,
} from '@/domain/auth';
import {
  addMockAccount,
  findMockAccountByEmail,
  findMockAccountById,
  mockLoginResult,
  mockSocialConfig,
  publicUser,
  readMockToken,
  updateMockAccountPassword,
} from '../data/users';
import { validateBody } from './validation';
import { failure } from './failure';

/**
 * /api/auth mocks, mirroring server/modules/auth/auth.routes.ts: same schemas, same envelopes, same
 * messages. State is in memory (mocks/data/users.ts). Sign-ins set the refresh cookie `orabella_rt`
 * (`rt.{userId}`); refresh/extend read it, and fall back to the Bearer token (even an expired one) so a
 * session seeded straight into storage by a story or test can be extended too.
 * Reset tokens: 'valid-reset-token' is valid, anything else is not. Social: providers are not set up
 * (setMockSocialConfig in tests/stories); a token is an email or an unsigned JWT whose payload has one.
 */
export const VALID_RESET_TOKEN = 'valid-reset-token';

const cookie = (userId: string) =>
  `${REFRESH_COOKIE}=rt.${userId}; Path=/api/auth; HttpOnly; SameSite=Strict`;
const CLEAR_COOKIE = `${REFRESH_COOKIE}=; Path=/api/auth; HttpOnly; SameSite=Strict; Max-Age=0`;

function signedIn(result: LoginResult, message: string, status = 200) {
  return HttpResponse.json(
    { success: true, data: result, message },
    { status, headers: { 'Set-Cookie': cookie(result.user.id) } },
  );
}

function bearer(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

const MALFORMED = () => failure('MALFORMED_JSON');

/** The refresh cookie's user, else the Bearer token's user (expired allowed). */
function sessionUser(request: Request, cookies: Record<string, string>): SessionUser | null {
  const rt = cookies[REFRESH_COOKIE];
  const fromCookie = rt?.startsWith('rt.') ? findMockAccountById(rt.slice(3)) : undefined;
  if (fromCookie) return publicUser(fromCookie);
  return readMockToken(bearer(request), Date.now(), { allowExpired: true });
}

/** The email a mock social token stands for: the token itself, or an (unsigned) JWT payload's email. */
function socialProfile(token: string): { email: string; name: string } | null {
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(token)) return { email: token, name: token.split('@')[0]! };
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  try {
    const payload = JSON.parse(atob(parts[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      email?: string;
      name?: string;
    };
    return payload.email ? { email: payload.email, name: payload.name ?? payload.email } : null;
  } catch {
    return null;
  }
}

function socialCheck(provider: SocialProvider, token: string) {
  const config = mockSocialConfig();
  if (!config[provider]) return { error: failure('SOCIAL_NOT_CONFIGURED') };
  const profile = socialProfile(token);
  if (!profile) return { error: failure('SOCIAL_TOKEN_INVALID') };
  return { profile };
}

export const authHandlers = [
  http.post('/api/auth/register', async ({ request }) => {
    await delay();
    const body = await jsonBody(request);
    if (body === undefined) return MALFORMED();
    const payload = await validateBody(registerSchema, body);
    if (!payload.ok) return payload.response;
    const { role, name, email, phone, password, language } = payload.value;
    if (findMockAccountByEmail(email)) return failure('EMAIL_TAKEN');
    const user = addMockAccount({
      name,
      email,
      phone: normalizePhone(phone),
      password,
      role: role as 'customer' | 'shop',
      status: role === 'shop' ? 'pending' : 'active',
      ...(language ? { language: language as 'en' | 'it' } : {}),
    });
    return signedIn(mockLoginResult(user), 'Registration successful', 201);
  }),

  http.post('/api/auth/login', async ({ request }) => {
    await delay();
    const body = await jsonBody(request);
    if (body === undefined) return MALFORMED();
    const payload = await validateBody(loginSchema, body);
    if (!payload.ok) return payload.response;
    const account = findMockAccountByEmail(payload.value.email);
    if (!account || account.password !== payload.value.password)
      return failure('INVALID_CREDENTIALS');
    return signedIn(mockLoginResult(publicUser(account)), 'Login successful');
  }),

  ...(
    [
      ['/api/auth/refresh', 'Session refreshed'],
      ['/api/auth/extend', 'Session extended'],
    ] as const
  ).map(([path, message]) =>
    http.post(path, async ({ request, cookies }) => {
      await delay();
      const user = sessionUser(request, cookies);
      if (!user) return failure('SESSION_EXPIRED', { headers: { 'Set-Cookie': CLEAR_COOKIE } });
      return signedIn(mockLoginResult(user), message);
    }),
  ),

  http.post('/api/auth/logout', async () => {
    await delay();
    return HttpResponse.json(
      { success: true, data: null, message: AUTH_MESSAGES.loggedOut },
      { headers: { 'Set-Cookie': CLEAR_COOKIE } },
    );
  }),

  http.get('/api/auth/me', async ({ request }) => {
    await delay();
    const token = bearer(request);
    if (!token) return failure('AUTH_REQUIRED');
    const user = readMockToken(token);
    if (!user) return failure('TOKEN_INVALID');
    return HttpResponse.json({ success: true, data: { user } });
  }),

  http.post('/api/auth/forgot-password', async ({ request }) => {
    await delay();
    const body = await jsonBody(request);
    if (body === undefined) return MALFORMED();
    const payload = await validateBody(forgotPasswordSchema, body);
    if (!payload.ok) return payload.response;
    return HttpResponse.json({
      success: true,
      data: null,
      message: AUTH_MESSAGES.forgotPasswordSent,
    });
  }),

  http.post('/api/auth/reset-password/verify', async ({ request }) => {
    await delay();
    const body = await jsonBody(request);
    if (body === undefined) return MALFORMED();
    const payload = await validateBody(resetTokenSchema, body);
    if (!payload.ok) return payload.response;
    return HttpResponse.json({
      success: true,
      data: { valid: payload.value.token === VALID_RESET_TOKEN },
    });
  }),

  http.post('/api/auth/reset-password', async ({ request }) => {
    await delay();
    const body = await jsonBody(request);
    if (body === undefined) return MALFORMED();
    const payload = await validateBody(resetPasswordSchema, body);
    if (!payload.ok) return payload.response;
    if (payload.value.token !== VALID_RESET_TOKEN) return failure('RESET_LINK_INVALID');
    // The demo customer's password changes for the rest of this mock session.
    updateMockAccountPassword('customer@orabella.demo', payload.value.password);
    return HttpResponse.json({ success: true, data: null, message: AUTH_MESSAGES.passwordReset });
  }),

  http.get('/api/auth/social/config', async () => {
    await delay();
    return HttpResponse.json({ success: true, data: mockSocialConfig() });
  }),

  http.post('/api/auth/social/login', async ({ request }) => {
    await delay();
    const body = await jsonBody(request);
    if (body === undefined) return MALFORMED();
    const payload = await validateBody(socialLoginSchema, body);
    if (!payload.ok) return payload.response;
    const checked = socialCheck(payload.value.provider as SocialProvider, payload.value.token);
    if (checked.error) return checked.error;
    const account = findMockAccountByEmail(checked.profile.email);
    if (!account) return failure('SOCIAL_USER_NOT_FOUND');
    return signedIn(mockLoginResult(publicUser(account)), 'Login successful');
  }),

  http.post('/api/auth/social/register', async ({ request }) => {
    await delay();
    const body = await jsonBody(request);
    if (body === undefined) return MALFORMED();
    const payload = await validateBody(socialRegisterSchema, body);
    if (!payload.ok) return payload.response;
    const checked = socialCheck(payload.value.provider as SocialProvider, payload.value.token);
    if (checked.error) return checked.error;
    const known = findMockAccountByEmail(checked.profile.email);
    if (known) return signedIn(mockLoginResult(publicUser(known)), 'Login successful');
    const user = addMockAccount({
      name: checked.profile.name,
      email: checked.profile.email,
      password: '',
      role: 'customer',
      status: 'active',
      ...(payload.value.language ? { language: payload.value.language as 'en' | 'it' } : {}),
    });
    return signedIn(mockLoginResult(user), 'Registration successful', 201);
  }),
];
