import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetBookingsMockState } from '@mocks/data/bookings';
import { renderApp, signIn, stubMatchMedia } from '../../app/test-utils';

afterEach(() => {
  resetBookingsMockState();
  vi.unstubAllGlobals();
});

const bottomNav = () => screen.findByRole('navigation', { name: 'Quick navigation' });

describe('the bottom navigation’s bookings badge', () => {
  it('shows a signed-in customer’s real number of upcoming bookings', async () => {
    stubMatchMedia({ width: 600 });
    signIn('customer');
    await renderApp('/search');
    const nav = await bottomNav();
    const bookings = await within(nav).findByRole('link', { name: 'Bookings, 2 upcoming' });
    expect(bookings).toHaveAttribute('href', '/bookings');
    expect(bookings).toHaveTextContent('2');
  });

  it('shows no badge to a guest', async () => {
    stubMatchMedia({ width: 600 });
    await renderApp('/search');
    const nav = await bottomNav();
    expect(within(nav).getByRole('link', { name: 'Bookings' })).not.toHaveTextContent(/\d/);
  });
});
