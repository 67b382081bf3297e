import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockSession } from '@mocks/data/users';
import { server } from '@mocks/node';
import { currentLocation, renderApp, signIn, stubMatchMedia } from './test-utils';
import { failure } from '../../../mocks/handlers/failure';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    fireEvent.scroll(window);
  });
}

describe('mobile bottom navigation', () => {
  it('is shown under 768 px with home, search, bookings, favourites and profile', async () => {
    stubMatchMedia({ width: 600 });
    await renderApp('/search');
    const nav = await screen.findByRole('navigation', { name: 'Quick navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/search',
      '/bookings',
      '/favorites',
      '/profile',
    ]);
    expect(within(nav).getByRole('link', { name: 'Search' })).toHaveClass('Mui-selected');
  });

  it('is not rendered at 768 px and wider', async () => {
    stubMatchMedia({ width: 1024 });
    await renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Orabella' });
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).not.toBeInTheDocument();
  });

  it('hides after scrolling down past 100 px and comes back on scroll up', async () => {
    stubMatchMedia({ width: 600 });
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    await renderApp('/about');
    const nav = await screen.findByRole('navigation', { name: 'Quick navigation' });
    expect(nav).toHaveAttribute('data-hidden', 'false');

    scrollTo(80); // down, but not past 100 px
    expect(nav).toHaveAttribute('data-hidden', 'false');
    scrollTo(160); // down past 100 px
    expect(nav).toHaveAttribute('data-hidden', 'true');
    expect(nav).toHaveAttribute('inert');
    scrollTo(400);
    expect(nav).toHaveAttribute('data-hidden', 'true');
    scrollTo(350); // up
    expect(nav).toHaveAttribute('data-hidden', 'false');
    expect(nav).not.toHaveAttribute('inert');
    scrollTo(500); // down again
    expect(nav).toHaveAttribute('data-hidden', 'true');
    scrollTo(40); // back near the top
    expect(nav).toHaveAttribute('data-hidden', 'false');
  });
});

describe('session expiry overlay', () => {
  it('warns within the last 300 s with a countdown; dismiss closes it', async () => {
    stubMatchMedia({ width: 1280 });
    signIn('customer', 240);
    const { user } = await renderApp('/profile');
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Your session is about to expire',
    });
    expect(within(dialog).getByText(/Your session will expire in 4 minutes/)).toBeInTheDocument();
    expect(within(dialog).getByText(/^0[34]:\d\d$/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(currentLocation()).toBe('/profile');
  });

  it('does not warn while more than 300 s remain', async () => {
    stubMatchMedia({ width: 1280 });
    signIn('customer', 900);
    await renderApp('/profile');
    await screen.findByRole('heading', { level: 1, name: 'Your profile' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('extend calls POST /api/auth/extend; the later expiry closes the overlay and the user stays', async () => {
    stubMatchMedia({ width: 1280 });
    const before = signIn('customer', 240);
    let calls = 0;
    server.use(
      http.post('/api/auth/extend', () => {
        calls += 1;
        const result = mockSession('customer', 1800);
        return HttpResponse.json({ success: true, data: { ...result, accessToken: 'mock.fresh' } });
      }),
    );
    const { user } = await renderApp('/profile');
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toBe(1);
    expect(currentLocation()).toBe('/profile');
    const stored = JSON.parse(sessionStorage.getItem('orabella-session') ?? 'null') as {
      accessToken: string;
      expiresAt: string;
    };
    expect(stored.accessToken).toBe('mock.fresh');
    expect(Date.parse(stored.expiresAt)).toBeGreaterThan(Date.parse(before.expiresAt));
  });

  it('a failed extend logs out and goes to /login', async () => {
    stubMatchMedia({ width: 1280 });
    signIn('customer', 240);
    server.use(http.post('/api/auth/extend', () => failure('SESSION_EXPIRED')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(sessionStorage.getItem('orabella-session')).toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Your session has ended. Please log in again.'),
    ).toBeInTheDocument();
  });

  it('the overlay logout button ends the session and goes to /login', async () => {
    stubMatchMedia({ width: 1280 });
    signIn('shop', 240);
    const { user } = await renderApp('/shop/personal');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Log out' }),
    );
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(sessionStorage.getItem('orabella-session')).toBeNull();
  });

  it('at zero the user is logged out and sent to /login', async () => {
    stubMatchMedia({ width: 1280 });
    signIn('customer', 2);
    // A page that asks the API nothing: the dashboard's first requests can leave after a 2 s session has ended
    // (2.6 s into a cold test file), and their 401 then renews the session through the refresh, which is another
    // path (tested below and in the API tests); on a busy machine that won the race against the countdown.
    await renderApp('/about');
    await screen.findByRole('alertdialog');
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(sessionStorage.getItem('orabella-session')).toBeNull();
    expect(
      await screen.findByText('Your session has ended. Please log in again.'),
    ).toBeInTheDocument();
  });

  it('a 401 that a refresh cannot cure ends the session and goes to /login', async () => {
    stubMatchMedia({ width: 1280 });
    signIn('customer', 900);
    server.use(http.get('/api/shops/featured', () => failure('TOKEN_INVALID')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await renderApp('/');
    await waitFor(() => expect(sessionStorage.getItem('orabella-session')).toBeNull());
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }),
    ).toBeInTheDocument();
  });
});
