import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderApp, signIn, stubMatchMedia } from './test-utils';

afterEach(() => vi.unstubAllGlobals());

describe('header (desktop)', () => {
  it('shows logo, service menus and login/register links for a guest', async () => {
    stubMatchMedia({ width: 1280 });
    const { user } = await renderApp('/about');
    const header = await screen.findByRole('banner');
    expect(
      within(header).getByRole('link', { name: 'Orabella, go to the home page' }),
    ).toHaveAttribute('href', '/');
    expect(within(header).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/register',
    );

    const services = within(header).getByRole('navigation', { name: 'Services' });
    await user.hover(within(services).getByRole('button', { name: /Hair/ }));
    const item = await within(services).findByRole('link', { name: /Men's haircut/ });
    expect(item).toHaveAttribute('href', '/search?category=hairServices&service=mensHaircut');
    await user.click(item);
    await waitFor(() =>
      expect(currentLocation()).toBe('/search?category=hairServices&service=mensHaircut'),
    );

    // keyboard: focus the trigger and open with ArrowDown
    within(services).getByRole('button', { name: /Face/ }).focus();
    await user.keyboard('{ArrowDown}');
    expect(await within(services).findByRole('link', { name: /Eyelashes/ })).toHaveAttribute(
      'href',
      '/search?category=faceServices&service=eyelashes',
    );
  });

  it('shows the user menu when signed in; logout clears the session and goes home', async () => {
    stubMatchMedia({ width: 1280 });
    signIn('customer');
    const { user } = await renderApp('/profile');
    const trigger = await screen.findByRole('button', { name: 'Account menu: Giulia Romano' });
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    await user.click(trigger);
    expect(await screen.findByRole('menuitem', { name: /Profile/ })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getByRole('menuitem', { name: /My bookings/ })).toHaveAttribute(
      'href',
      '/bookings',
    );
    await user.click(screen.getByRole('menuitem', { name: /Log out/ }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(sessionStorage.getItem('orabella-session')).toBeNull();
  });
});

describe('header (mobile menu)', () => {
  it('repeats services, language, theme and account links in a drawer that closes on navigation', async () => {
    stubMatchMedia({ width: 600 });
    const { user } = await renderApp('/about');
    const header = await screen.findByRole('banner');
    expect(within(header).queryByRole('navigation', { name: 'Services' })).not.toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('navigation', { name: 'Services' })).toBeInTheDocument();
    expect(within(drawer).getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(
      within(drawer).getByRole('button', { name: 'Theme and accessibility settings' }),
    ).toBeInTheDocument();
    await user.click(within(drawer).getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(currentLocation()).toBe('/login'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument(),
    );
  });

  it('shows profile, bookings and logout for a signed-in user', async () => {
    stubMatchMedia({ width: 600 });
    signIn('shop');
    const { user } = await renderApp('/shop/personal');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(drawer).getByRole('link', { name: 'My bookings' })).toHaveAttribute(
      'href',
      '/bookings',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });
});

describe('footer', () => {
  it('links categories, legal and support pages', async () => {
    stubMatchMedia({ width: 1280 });
    await renderApp('/about');
    const footer = await screen.findByRole('contentinfo');
    const categories = within(footer).getByRole('navigation', { name: 'Categories' });
    const hrefs = within(categories)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/search?category=haircut',
      '/search?category=nails',
      '/search?category=spa',
      '/search?category=barbershop',
      '/search?category=skincare',
    ]);
    const legal = within(footer).getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(legal).getByRole('link', { name: 'Terms of use' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(legal).getByRole('link', { name: 'Cookies and storage' })).toHaveAttribute(
      'href',
      '/cookies',
    );
    expect(within(legal).getByRole('link', { name: 'Accessibility' })).toHaveAttribute(
      'href',
      '/accessibility',
    );
    const company = within(footer).getByRole('navigation', { name: 'Orabella' });
    expect(within(company).getByRole('link', { name: 'About us' })).toHaveAttribute(
      'href',
      '/about',
    );
    const help = within(footer).getByRole('navigation', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(within(help).getByRole('link', { name: 'Report a problem' })).toHaveAttribute(
      'href',
      '/support/report',
    );
  });
});
