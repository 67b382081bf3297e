import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import type { FavoritesExport } from '@/domain/favorites-transfer';
import { FavoritesTab } from '@/features/customer-dashboard/favorites/favorites-tab';
import { toastsAtom } from '@/lib/toast';
import { server } from '@mocks/node';
import { favoriteServicesMockState } from '@mocks/data/favorite-services';
import { favoritesMockState } from '@mocks/data/favorites';
import { shopCatalogue } from '@mocks/data/shops';
import { renderWithProviders, signIn } from '../../app/test-utils';
import { withPageCopy } from '../search/details-fixtures';

/** The tab against the mocks (the demo customer starts with two favourite shops and one service). */
async function renderTab() {
  const session = signIn('customer');
  const rendered = await renderWithProviders(
    withPageCopy(<FavoritesTab userId={session.user.id} />),
    {
      path: '/customer/dashboard#favorites',
    },
  );
  await screen.findAllByTestId('favorite-service-card');
  const toasts = () => rendered.store.get(toastsAtom).map((t) => t.message);
  return { ...rendered, userId: session.user.id, toasts };
}

const fileOf = (content: unknown) =>
  new File([typeof content === 'string' ? content : JSON.stringify(content)], 'favorites.json', {
    type: 'application/json',
  });

describe('the dashboard favourites tab', () => {
  it('lists shops and services, filters to services only and searches', async () => {
    const { user } = await renderTab();
    const shops = screen.getByTestId('favorite-shops');
    expect(within(shops).getAllByTestId('favorite-shop-card')).toHaveLength(2);
    const [service] = screen.getAllByTestId('favorite-service-card');
    const bookLink = within(service!).getByRole('link', { name: 'Book' });
    expect(bookLink.getAttribute('href')).toMatch(/^\/booking\/service\//);

    await user.click(screen.getByRole('button', { name: 'Services only' }));
    expect(screen.queryByTestId('favorite-shops')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('favorite-service-card')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search favourites' }), 'zzz nothing');
    expect(screen.getByText('No favourites match your search.')).toBeInTheDocument();
  });

  it('imports a file: only what is new is added, a second import adds nothing, a bad file is refused', async () => {
    const { user, userId, toasts } = await renderTab();
    const shops = shopCatalogue();
    const have = favoritesMockState.byUser.get(userId)!.map((f) => f.shopId);
    const newShop = shops.find((s) => !have.includes(s.id))!;
    const haveServices = favoriteServicesMockState.byUser.get(userId)!.map((f) => f.serviceId);
    const newService = shops.flatMap((s) => s.services).find((s) => !haveServices.includes(s.id))!;
    const file = {
      version: '1.0',
      favorites: [
        { shopId: have[0], notes: 'already there' },
        { shopId: newShop.id, notes: 'from the file' },
        { shopId: newShop.id, notes: 'twice in the file' },
      ],
      services: [{ serviceId: newService.id, notes: '' }],
    };
    const posts: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts.push(new URL(request.url).pathname);
    });
    const input = screen.getByTestId('favorites-import-input');

    await user.upload(input, fileOf(file));
    await waitFor(() =>
      expect(toasts()).toContain('2 favourites added, 1 already there or no longer available'),
    );
    expect(posts).toEqual(['/api/customer/favorites', '/api/customer/favorite-services']);
    expect(await screen.findByRole('heading', { name: newShop.name })).toBeInTheDocument();
    expect(favoritesMockState.byUser.get(userId)!.filter((f) => f.shopId === newShop.id)).toEqual([
      expect.objectContaining({ notes: 'from the file' }),
    ]);

    await user.upload(input, fileOf(file));
    await waitFor(() =>
      expect(toasts()).toContain('0 favourites added, 3 already there or no longer available'),
    );
    expect(posts).toHaveLength(2);

    await user.upload(input, fileOf({ version: '1.0', shops: [] }));
    await waitFor(() => expect(toasts()).toContain('Invalid import format'));
    await user.upload(input, fileOf('not json'));
    expect(posts).toHaveLength(2);
    server.events.removeAllListeners();
  });

  it('exports both lists as a version 1.0 file', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:favorites';
    });
    // jsdom has no object URLs: the export's blob is caught here
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { user, toasts } = await renderTab();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(click).toHaveBeenCalled();
    const exported = JSON.parse(await blobs[0]!.text()) as FavoritesExport;
    expect(exported.version).toBe('1.0');
    expect(exported.favorites.length).toBeGreaterThanOrEqual(2);
    expect(exported.services.length).toBeGreaterThanOrEqual(1);
    expect(toasts()).toContain('Favourites exported');
    click.mockRestore();
    URL.createObjectURL = saved.create;
    URL.revokeObjectURL = saved.revoke;
  });

  it('shares a favourite: the device share sheet when there is one, else the link is copied', async () => {
    const { user, toasts } = await renderTab();
    const [service] = screen.getAllByTestId('favorite-service-card');
    await user.click(within(service!).getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(toasts()).toContain('Link copied'));
    // user-event's clipboard stands in for the browser's
    expect(await navigator.clipboard.readText()).toMatch(/^http.*\/booking\/service\//);

    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const [shop] = screen.getAllByTestId('favorite-shop-card');
    await user.click(within(shop!).getByRole('button', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({ url: expect.stringMatching(/\/shop\//) }),
      ),
    );
    Reflect.deleteProperty(navigator, 'share');
  });

  it('a distance sort without the device position says so and orders by name', async () => {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1, message: 'denied' } as GeolocationPositionError),
    );
    Object.defineProperty(navigator, 'geolocation', {
      value: { getCurrentPosition },
      configurable: true,
    });
    const { user } = await renderTab();
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(screen.getByRole('option', { name: 'Distance' }));
    expect(
      await screen.findByText("Your location isn't available, so favourites are sorted by name."),
    ).toBeInTheDocument();
    const names = screen
      .getAllByTestId('favorite-shop-card')
      .map((card) => within(card).getByRole('heading').textContent ?? '');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('shows the shops when the services fail, with a retry for the services', async () => {
    server.use(
      http.get('/api/customer/favorite-services', () =>
        HttpResponse.json(
          { success: false, message: 'Failed to fetch favorites' },
          { status: 500 },
        ),
      ),
    );
    const session = signIn('customer');
    await renderWithProviders(withPageCopy(<FavoritesTab userId={session.user.id} />));
    expect(await screen.findAllByTestId('favorite-shop-card')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
