import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderApp, signIn, stubMatchMedia } from './test-utils';

beforeEach(() => {
  stubMatchMedia({ width: 1280 });
});
afterEach(() => vi.unstubAllGlobals());

async function landsOn(path: string) {
  await waitFor(() => expect(currentLocation()).toBe(path));
}

describe('route guard element', () => {
  it('sends a guest from a login-required page to /login with returnTo', async () => {
    await renderApp('/profile?tab=password');
    await landsOn('/login?returnTo=%2Fprofile%3Ftab%3Dpassword');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back' }),
    ).toBeInTheDocument();
  });

  it('sends a guest from a shop page to /login', async () => {
    await renderApp('/shop/sales/dashboard');
    await landsOn('/login?returnTo=%2Fshop%2Fsales%2Fdashboard');
  });

  it.each([
    ['customer', '/customer/dashboard'],
    ['shop', '/shop/personal'],
    ['admin', '/shop/personal'],
  ] as const)('sends a signed-in %s away from guest-only /register to %s', async (role, target) => {
    signIn(role);
    await renderApp('/register');
    await landsOn(target);
  });

  it('sends a customer away from shop routes to /', async () => {
    signIn('customer');
    await renderApp('/shop/personal');
    await landsOn('/');
  });

  it('sends a shop user away from the customer dashboard to /', async () => {
    signIn('shop');
    await renderApp('/customer/dashboard');
    await landsOn('/');
  });

  it('lets an admin into shop routes, and /shop/dashboard leads to /shop/personal', async () => {
    signIn('admin');
    await renderApp('/shop/dashboard');
    await landsOn('/shop/personal');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your shop area' }),
    ).toBeInTheDocument();
  });

  it('lets a customer into the customer dashboard', async () => {
    signIn('customer');
    await renderApp('/customer/dashboard');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /Good (morning|afternoon|evening), Giulia/,
      }),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/customer/dashboard');
  });

  it('treats an expired stored session as signed out', async () => {
    signIn('customer', -10);
    await renderApp('/customer/dashboard');
    await landsOn('/login?returnTo=%2Fcustomer%2Fdashboard');
  });

  it('/dashboard goes to the role home', async () => {
    signIn('shop');
    await renderApp('/dashboard');
    await landsOn('/shop/personal');
  });

  it('redirect-only paths', async () => {
    await renderApp('/book/salone-aurora-roma');
    await landsOn('/booking/salone-aurora-roma');
  });

  it('shop details links open the search page with the shop', async () => {
    await renderApp('/shops/salone-aurora-roma');
    await landsOn('/search?shop=salone-aurora-roma');
    expect(await screen.findByRole('dialog', { name: /Salone Aurora/ })).toBeInTheDocument();
  });

  it('unknown paths show the translated not-found page', async () => {
    await renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Orabella');
  });
});
