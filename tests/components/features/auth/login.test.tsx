import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { currentLocation, renderApp, stubMatchMedia } from '../../app/test-utils';

beforeEach(() => {
  stubMatchMedia({ width: 1280 });
});
afterEach(() => vi.unstubAllGlobals());

async function openLogin(path = '/login') {
  const utils = await renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
  const form = screen.getByRole('button', { name: 'Log in' }).closest('form')!;
  return { ...utils, form };
}

describe('login page', () => {
  it('validates with the shared loginSchema messages', async () => {
    const { user, form } = await openLogin();
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    const email = within(form).getByLabelText(/Email/);
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'not-an-email');
    await user.tab();
    expect(
      await screen.findByText('Enter a valid email address, like name@example.com'),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/login');
  });

  it('shows and hides the password', async () => {
    const { user, form } = await openLogin();
    const password = within(form).getByLabelText(/^Password/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(form).getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(form).getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows the server failure and stays on the page', async () => {
    const { user, form } = await openLogin();
    await user.type(within(form).getByLabelText(/Email/), 'customer@orabella.demo');
    await user.type(within(form).getByLabelText(/^Password/), 'wrong-password');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(currentLocation()).toBe('/login');
    expect(sessionStorage.getItem('orabella-session')).toBeNull();
  });

  it("says 'Login failed' when the server can't be reached", async () => {
    server.use(http.post('/api/auth/login', () => HttpResponse.error()));
    const { user, form } = await openLogin();
    await user.type(within(form).getByLabelText(/Email/), 'customer@orabella.demo');
    await user.type(within(form).getByLabelText(/^Password/), 'Demo1234!');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it.each([
    ['customer@orabella.demo', '/customer/dashboard', /Good (morning|afternoon|evening), Giulia/],
    // the shop area's heading is the owner's shop
    ['shop@orabella.demo', '/shop/personal', /Salone Aurora/],
    ['admin@orabella.demo', '/shop/personal', /Your shop area/],
  ])('signs in %s and lands on %s', async (email, target, heading) => {
    const { user, form } = await openLogin();
    await user.type(within(form).getByLabelText(/Email/), `  ${email} `);
    await user.type(within(form).getByLabelText(/^Password/), 'Demo1234!');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentLocation()).toBe(target));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const stored = JSON.parse(sessionStorage.getItem('orabella-session') ?? '{}') as {
      user?: { email: string };
    };
    expect(stored.user?.email).toBe(email);
  });

  it('returns to returnTo after login', async () => {
    const { user, form } = await openLogin(
      '/login?returnTo=%2Fbooking%2Fsalone-aurora-roma%3Fservice%3Dx',
    );
    expect(screen.getByText('Log in to continue where you left off.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Email/), 'customer@orabella.demo');
    await user.type(within(form).getByLabelText(/^Password/), 'Demo1234!');
    await user.click(within(form).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentLocation()).toBe('/booking/salone-aurora-roma?service=x'));
  });

  it('a guest sent from a protected page comes back to it', async () => {
    const { user } = await renderApp('/profile');
    await waitFor(() => expect(currentLocation()).toBe('/login?returnTo=%2Fprofile'));
    await user.click(
      await screen.findByRole('button', { name: 'Fill in the Shop owner test account' }),
    );
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(currentLocation()).toBe('/profile'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your profile' }),
    ).toBeInTheDocument();
  });

  it('offers the test accounts in development, social sign-in explained, and links onward', async () => {
    const { user, form } = await openLogin();
    const box = screen.getByRole('list', { name: 'Test accounts' });
    expect(within(box).getByText('customer@orabella.demo')).toBeInTheDocument();
    expect(within(box).getByText('shop@orabella.demo')).toBeInTheDocument();
    expect(within(box).getByText('admin@orabella.demo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fill in the Customer test account' }));
    expect(within(form).getByLabelText(/Email/)).toHaveValue('customer@orabella.demo');
    expect(within(form).getByLabelText(/^Password/)).toHaveValue('Demo1234!');

    expect(await screen.findByText(/Social sign-in is not set up/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});
