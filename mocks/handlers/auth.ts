import { delay, http, HttpResponse } from 'msw';
import { loginSchema } from '@/domain/auth';
import { MOCK_TOKEN_TTL_S, MOCK_USERS, mockToken, readMockToken } from '../data/users';
import { validateBody } from './validation';

const INVALID_CREDENTIALS = 'Invalid email or password';

function bearer(request: Request): string | null {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** POST /api/auth/login and GET /api/auth/me against the demo accounts (password Demo1234!). */
export const authHandlers = [
  http.post('/api/auth/login', async ({ request }) => {
    await delay();
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      return HttpResponse.json({ success: false, message: 'Malformed JSON body' }, { status: 400 });
    }
    const payload = await validateBody(loginSchema, body);
    if (!payload.ok) return HttpResponse.json(payload.body, { status: payload.status });
    const email = payload.value.email.trim().toLowerCase();
    const account = MOCK_USERS.find(
      (u) => u.email === email && u.password === payload.value.password,
    );
    if (!account)
      return HttpResponse.json({ success: false, message: INVALID_CREDENTIALS }, { status: 401 });
    const { password: _password, ...user } = account;
    const expires = Date.now() + MOCK_TOKEN_TTL_S * 1000;
    return HttpResponse.json({
      success: true,
      data: {
        user,
        accessToken: mockToken(user.id, expires),
        expiresAt: new Date(expires).toISOString(),
      },
    });
  }),

  http.get('/api/auth/me', async ({ request }) => {
    await delay();
    const token = bearer(request);
    if (!token)
      return HttpResponse.json(
        { success: false, message: 'Authentication required' },
        { status: 401 },
      );
    const user = readMockToken(token);
    if (!user)
      return HttpResponse.json(
        { success: false, message: 'Invalid or expired token' },
        { status: 401 },
      );
    return HttpResponse.json({ success: true, data: { user } });
  }),
];
