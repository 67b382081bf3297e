import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, configureApiSession } from '@/lib/api';
import { mockSession, resetMockAuthState, setMockSocialConfig } from '@mocks/data/users';
import { server } from '@mocks/node';
import { currentLocation, renderApp, signIn, stubMatchMedia } from '../../app/test-utils';
import { failure } from '../../../../mocks/handlers/failure';

afterEach(() => {
  vi.unstubAllGlobals();
  resetMockAuthState();
});

describe('api client: refresh once on 401', () => {
  let token: string | null;
  let ended: number;
  let restore: () => void;
  beforeEach(() => {
    token = 'old';
    ended = 0;
    restore = configureApiSession({
      getAccessToken: () => token,
      onUnauthorized: () => {
        ended += 1;
        token = null;
      },
      onRefreshed: (result) => {
        token = result.accessToken;
      },
      getLocale: () => 'it',
    });
  });
  afterEach(() => restore());

  const protectedRoute = (seen: string[]) =>
    http.get('/api/thing', ({ request }) => {
      const auth = request.headers.get('authorization') ?? '';
      seen.push(auth);
      return auth === 'Bearer new'
        ? HttpResponse.json({ success: true, data: { ok: true } })
        : failure('TOKEN_INVALID');
    });
  const refresh = (counter: { n: number }, ok = true) =>
    http.post('/api/auth/refresh', async () => {
      counter.n += 1;
      await new Promise((r) => setTimeout(r, 20));
      return ok
        ? HttpResponse.json({
            success: true,
            data: { ...mockSession('customer', 1800), accessToken: 'new' },
          })
        : failure('SESSION_EXPIRED');
    });

  it('refreshes, stores the new token and retries the request once', async () => {
    const seen: string[] = [];
    const count = { n: 0 };
    server.use(protectedRoute(seen), refresh(count));
    await expect(api.get('thing')).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(count.n).toBe(1);
    expect(token).toBe('new');
    expect(ended).toBe(0);
  });

  it('concurrent 401s share exactly one refresh', async () => {
    const seen: string[] = [];
    const count = { n: 0 };
    server.use(protectedRoute(seen), refresh(count));
    const results = await Promise.all([api.get('thing'), api.get('thing'), api.get('thing')]);
    expect(results).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(count.n).toBe(1);
  });

  it('ends the session when the refresh fails, and throws the 401', async () => {
    const count = { n: 0 };
    server.use(protectedRoute([]), refresh(count, false));
    await expect(api.get('thing')).rejects.toMatchObject({ status: 401 });
    expect(count.n).toBe(1);
    expect(ended).toBe(1);
  });

  it('never refreshes for the auth endpoints themselves, nor without a token', async () => {
    const count = { n: 0 };
    server.use(refresh(count));
    await expect(
      api.post('auth/login', { email: 'customer@orabella.demo', password: 'nope' }),
    ).rejects.toBeInstanceOf(ApiError);
    token = null;
    server.use(protectedRoute([]));
    await expect(api.get('thing')).rejects.toMatchObject({ status: 401 });
    expect(count.n).toBe(0);
    expect(ended).toBe(0);
  });

  it('sends Accept-Language, and upload posts multipart form data', async () => {
    let language: string | null = null;
    let type: string | null = null;
    server.use(
      http.post('/api/upload-here', ({ request }) => {
        language = request.headers.get('accept-language');
        type = request.headers.get('content-type');
        return HttpResponse.json({ success: true, data: { stored: true } });
      }),
    );
    const form = new FormData();
    form.append('avatar', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(api.upload('upload-here', form)).resolves.toEqual({ stored: true });
    expect(language).toBe('it');
    expect(type).toMatch(/^multipart\/form-data/);
  });
});

describe('session in the app', () => {
  beforeEach(() => stubMatchMedia({ width: 1280 }));

  it('user-menu logout calls POST /api/auth/logout and goes home', async () => {
    signIn('customer', 900);
    let loggedOut = 0;
    server.use(
      http.post('/api/auth/logout', () => {
        loggedOut += 1;
        return HttpResponse.json({ success: true, data: null, message: 'Logged out' });
      }),
    );
    const { user } = await renderApp('/customer/dashboard');
    await user.click(await screen.findByRole('button', { name: /account menu|Account/i }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(sessionStorage.getItem('orabella-session')).toBeNull();
    await waitFor(() => expect(loggedOut).toBe(1));
  });
});

describe('social sign-in', () => {
  beforeEach(() => stubMatchMedia({ width: 1280 }));

  it('explains an unconfigured provider', async () => {
    setMockSocialConfig({ google: { clientId: 'cid' }, facebook: null });
    window.google = {
      accounts: { id: { initialize: vi.fn(), prompt: vi.fn() } },
    };
    await renderApp('/login');
    expect(
      await screen.findByText('Facebook sign-in is not set up on this site.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toHaveAttribute(
      'aria-describedby',
      'social-sign-in-note',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled(),
    );
    delete window.google;
  });

  it('a new Google user (404 User not found) is registered as a customer and signed in', async () => {
    setMockSocialConfig({ google: { clientId: 'cid' }, facebook: null });
    let callback: ((r: { credential?: string }) => void) | undefined;
    window.google = {
      accounts: {
        id: {
          initialize: (options) => {
            callback = options.callback;
          },
          prompt: () => callback?.({ credential: 'brand.new@example.com' }),
        },
      },
    };
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/auth/social/')) calls.push(new URL(request.url).pathname);
    });
    const { user } = await renderApp('/login');
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(google).toBeEnabled());
    await user.click(google);
    await waitFor(() => expect(currentLocation()).toBe('/customer/dashboard'));
    expect(calls).toEqual([
      '/api/auth/social/config',
      '/api/auth/social/login',
      '/api/auth/social/register',
    ]);
    server.events.removeAllListeners();
    delete window.google;
  });

  it('a cancelled prompt does nothing', async () => {
    setMockSocialConfig({ google: { clientId: 'cid' }, facebook: null });
    window.google = {
      accounts: {
        id: {
          initialize: vi.fn(),
          prompt: (listener) => listener?.({ isSkippedMoment: () => true }),
        },
      },
    };
    const { user } = await renderApp('/login');
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    await waitFor(() => expect(google).toBeEnabled());
    await user.click(google);
    await waitFor(() => expect(google).toBeEnabled());
    expect(currentLocation()).toBe('/login');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    delete window.google;
  });
});

describe('business status: check status', () => {
  beforeEach(() => stubMatchMedia({ width: 1280 }));

  function signInPendingShop() {
    const session = mockSession('shop', 900, Date.now(), { status: 'pending' });
    sessionStorage.setItem('orabella-session', JSON.stringify(session));
  }

  it('a pending shop owner is kept on /business-pending; once approved, Check status moves on', async () => {
    signInPendingShop();
    const { user } = await renderApp('/shop/personal');
    await waitFor(() => expect(currentLocation()).toBe('/business-pending'));
    await user.click(await screen.findByRole('button', { name: 'Check status' }));
    await waitFor(() => expect(currentLocation()).toBe('/shop/personal'));
  });

  it('says so when the business is still pending', async () => {
    signInPendingShop();
    server.use(
      http.get('/api/auth/me', () =>
        HttpResponse.json({
          success: true,
          data: { user: { ...mockSession('shop').user, status: 'pending' } },
        }),
      ),
    );
    const { user } = await renderApp('/business-pending');
    await user.click(await screen.findByRole('button', { name: 'Check status' }));
    expect(await screen.findByText(/still awaiting review/)).toBeInTheDocument();
    expect(currentLocation()).toBe('/business-pending');
  });
});
