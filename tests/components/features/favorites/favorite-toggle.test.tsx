import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { FavoriteSignInDialog, useFavoriteShops } from '@/features/favorites';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { toastsAtom } from '@/lib/toast';
import { currentLocation, renderWithProviders, signIn } from '../../app/test-utils';
import { catalogueShop, withPageCopy } from '../search/details-fixtures';
import { favoritesApi } from './favorites-fixtures';

const shop = catalogueShop(0);

function Heart() {
  const favorites = useFavoriteShops();
  return (
    <>
      <button
        type="button"
        aria-pressed={favorites.isFavorite(shop.id)}
        disabled={favorites.isPending(shop.id)}
        onClick={() => favorites.toggle(shop)}
      >
        Favourite
      </button>
      <FavoriteSignInDialog />
    </>
  );
}

describe('favourite toggle', () => {
  it('adds and removes a signed-in customer’s favourite', async () => {
    signIn('customer');
    const api = favoritesApi();
    server.use(...api.handlers);
    const { user } = await renderWithProviders(withPageCopy(<Heart />), { path: '/search' });
    await waitFor(() => expect(api.calls).toContain('GET'));
    const heart = screen.getByRole('button', { name: 'Favourite' });
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(api.calls).toContain(`POST ${shop.id}`));
    await waitFor(() => expect(heart).toBeEnabled());
    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(api.calls).toContain(`DELETE ${shop.id}`));
    expect(api.calls.filter((c) => c === 'GET')).toHaveLength(1);
  });

  it('puts the heart back and tells the customer when saving fails', async () => {
    signIn('customer');
    const api = favoritesApi();
    server.use(
      http.post('/api/customer/favorites', () =>
        HttpResponse.json(
          { success: false, message: 'Failed to add to favorites' },
          { status: 500 },
        ),
      ),
      ...api.handlers,
    );
    const { user, store } = await renderWithProviders(withPageCopy(<Heart />), {
      path: '/search',
    });
    await waitFor(() => expect(api.calls).toContain('GET'));
    const heart = screen.getByRole('button', { name: 'Favourite' });
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(store.get(toastsAtom).map((t) => t.message)).toContain(
      `Couldn't add ${shop.name} to your favourites. Please try again.`,
    );
  });

  it('offers a guest to sign in and keeps the favourite for when they come back', async () => {
    const { user } = await renderWithProviders(withPageCopy(<Heart />), {
      path: '/search?q=hair',
    });
    await user.click(screen.getByRole('button', { name: 'Favourite' }));
    expect(screen.getByRole('dialog', { name: 'Sign in to save favourites' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const target = new URL(currentLocation(), 'http://x');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('returnTo')).toBe('/search?q=hair');
    expect(target.searchParams.get('action')).toBe('favorite');
    expect(target.searchParams.get('shopId')).toBe(shop.id);
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingFavorite)).toContain(shop.id);
  });

  it('adds the pending favourite when the customer lands back on the page signed in', async () => {
    sessionStorage.setItem(
      STORAGE_KEYS.pendingFavorite,
      JSON.stringify({
        shopId: shop.id,
        shopName: shop.name,
        returnTo: '/search?q=hair',
        savedAt: Date.now(),
      }),
    );
    signIn('customer');
    const api = favoritesApi([], [shop]);
    server.use(...api.handlers);
    await renderWithProviders(withPageCopy(<Heart />), { path: '/search?q=hair' });
    await waitFor(() => expect(api.calls).toContain(`POST ${shop.id}`));
    expect(screen.getByRole('button', { name: 'Favourite' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingFavorite)).toBeNull();
    expect(api.calls.filter((c) => c.startsWith('POST'))).toHaveLength(1);
  });
});
