import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_SEARCH_CRITERIA } from '@/domain/search-url';
import type { Shop } from '@/domain/shop';
import { SearchMapView, type SearchMapViewProps } from '@/features/search/details';
import { localeAtom } from '@/i18n';
import { renderWithProviders, stubMatchMedia } from '../../app/test-utils';
import { shopCatalogue } from '@mocks/data/shops';
import { catalogueShop, withPageCopy } from './details-fixtures';
import { mockSearchApi } from './helpers';

function props(overrides: Partial<SearchMapViewProps> = {}): SearchMapViewProps {
  return {
    criteria: { ...EMPTY_SEARCH_CRITERIA, text: 'hair' },
    origin: null,
    radiusKm: 10,
    onRadiusChange: vi.fn(),
    onViewDetails: vi.fn(),
    onBookNow: vi.fn(),
    onLocate: vi.fn(),
    locating: false,
    ...overrides,
  };
}

const origin = { latitude: 41.9028, longitude: 12.4964 };

/** `count` distinct shops spread over Rome and Milan (copies of the catalogue with their own ids). */
function manyShops(count: number): Shop[] {
  return Array.from({ length: count }, (_, i) => {
    const shop = catalogueShop(i % shopCatalogue().length);
    return {
      ...shop,
      id: `${shop.id}-copy-${i}`,
      name: `${shop.name} #${i + 1}`,
      location: {
        ...shop.location,
        latitude: 41.85 + (i % 25) * 0.004,
        longitude: 12.45 + Math.floor(i / 25) * 0.004,
      },
    };
  });
}

const pages = (requests: URLSearchParams[]) =>
  requests
    .map((r) => `${r.get('page')}/${r.get('limit')}`)
    .sort((a, b) => parseInt(a) - parseInt(b));

describe('SearchMapView', () => {
  it('puts a marker only on shops with coordinates and opens a card for the chosen one', async () => {
    stubMatchMedia({ width: 390 });
    const placed = { ...catalogueShop(0), distance: 1.234 };
    const unplaced = {
      ...catalogueShop(1),
      location: { ...catalogueShop(1).location, latitude: null, longitude: null },
    };
    mockSearchApi({ shops: [placed, unplaced] });
    const p = props({ origin });
    const { user } = await renderWithProviders(withPageCopy(<SearchMapView {...p} />));

    const marker = await screen.findByRole('button', { name: placed.name });
    expect(screen.queryByRole('button', { name: unplaced.name })).not.toBeInTheDocument();
    // phone width: the map alone, no list beside it
    expect(screen.queryByRole('navigation', { name: 'Shops on the map' })).not.toBeInTheDocument();
    await user.click(marker);
    expect(await screen.findByTestId('popup-distance')).toHaveTextContent('1.2 km away');
    const card = screen.getByRole('region', { name: placed.name });
    await user.click(within(card).getByRole('button', { name: 'View Details' }));
    expect(p.onViewDetails).toHaveBeenCalledWith(placed);
    await user.click(within(card).getByRole('button', { name: 'Book Now' }));
    expect(p.onBookNow).toHaveBeenCalledWith(placed);
    await user.click(within(card).getByRole('button', { name: 'Close shop card' }));
    expect(screen.queryByRole('region', { name: placed.name })).not.toBeInTheDocument();
  });

  it('pins every result, not only the first page: all pages of 50 are asked for', async () => {
    stubMatchMedia({ width: 1280 });
    const shops = manyShops(120);
    const api = mockSearchApi({ shops });
    await renderWithProviders(withPageCopy(<SearchMapView {...props()} />));
    const list = await screen.findByRole('navigation', { name: 'Shops on the map' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(120));
    expect(pages(api.requests)).toEqual(['1/50', '2/50', '3/50']);
    expect(api.requests.every((r) => r.get('search') === 'hair')).toBe(true);
    expect(screen.queryByTestId('map-capped')).not.toBeInTheDocument();
    // no tiles configured: the land and coastline are drawn offline instead of a message
    expect(screen.queryByText(/Map tiles are not configured/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('search-map').querySelector('.orabella-land')).not.toBeNull(),
    );
  });

  it('stops at 500 shops and says how many more matched, in both languages', async () => {
    stubMatchMedia({ width: 390 });
    const api = mockSearchApi({ shops: manyShops(523) });
    const { store } = await renderWithProviders(withPageCopy(<SearchMapView {...props()} />));
    expect(await screen.findByTestId('map-capped')).toHaveTextContent(
      'Showing the first 500 of 523 shops on the map. Narrow the search to see the rest.',
    );
    expect(pages(api.requests)).toEqual([
      '1/50',
      '2/50',
      '3/50',
      '4/50',
      '5/50',
      '6/50',
      '7/50',
      '8/50',
      '9/50',
      '10/50',
    ]);
    act(() => store.set(localeAtom, 'it'));
    expect(await screen.findByTestId('map-capped')).toHaveTextContent(
      'La mappa mostra i primi 500 negozi su 523. Restringi la ricerca per vedere gli altri.',
    );
  });

  it('groups nearby pins into a cluster with a count, named in both languages; opening it (keyboard) zooms in to the pins', async () => {
    stubMatchMedia({ width: 390 });
    // the corners of a 110 m square: one cluster at street zoom, four pins one zoom closer
    const close = manyShops(4).map((shop, i) => ({
      ...shop,
      location: {
        ...shop.location,
        latitude: 41.89 + (i % 2) * 0.001,
        longitude: 12.47 + Math.floor(i / 2) * 0.0013,
      },
    }));
    const far = {
      ...catalogueShop(5),
      location: { ...catalogueShop(5).location, latitude: 45.46, longitude: 9.19 },
    };
    mockSearchApi({ shops: [...close, far] });
    // in Italian first (the page's language comes from the saved choice), then in English
    localStorage.setItem('user-language', 'it');
    const italian = await renderWithProviders(withPageCopy(<SearchMapView {...props()} />));
    expect(
      await screen.findByRole('button', { name: '4 negozi qui: ingrandisci' }),
    ).toBeInTheDocument();
    italian.unmount();
    localStorage.removeItem('user-language');
    await renderWithProviders(withPageCopy(<SearchMapView {...props()} />));
    const cluster = await screen.findByRole('button', { name: '4 shops here: zoom in' });
    expect(screen.getByRole('button', { name: far.name })).toBeInTheDocument();
    for (const shop of close)
      expect(screen.queryByRole('button', { name: shop.name })).not.toBeInTheDocument();
    cluster.focus();
    fireEvent.keyPress(cluster, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    // (the waits leave room for a busy machine: the zoom runs on Leaflet's timers)
    for (const shop of close)
      expect(
        await screen.findByRole('button', { name: shop.name }, { timeout: 10_000 }),
      ).toBeInTheDocument();
    // the focus moves to the first of its pins instead of being lost with the cluster
    await waitFor(
      () =>
        expect(close.map((shop) => screen.getByRole('button', { name: shop.name }))).toContain(
          document.activeElement,
        ),
      { timeout: 10_000 },
    );
  });

  it('keeps the list and the map in step: pointing at one highlights the other, choosing shows the card', async () => {
    stubMatchMedia({ width: 1280 });
    const shops = manyShops(3).map((shop, i) => ({
      ...shop,
      location: { ...shop.location, latitude: 41.8 + i * 0.3, longitude: 12.2 + i * 0.3 },
    }));
    mockSearchApi({ shops });
    const { user } = await renderWithProviders(withPageCopy(<SearchMapView {...props()} />));
    const list = await screen.findByRole('navigation', { name: 'Shops on the map' });
    const item = await within(list).findByRole('button', { name: new RegExp(shops[1]!.name) });
    const pin = await screen.findByRole('button', { name: shops[1]!.name });
    expect(pin).not.toHaveClass('orabella-marker-active');
    await user.hover(item);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: shops[1]!.name })).toHaveClass(
        'orabella-marker-active',
      ),
    );
    await user.unhover(item);
    fireEvent.mouseOver(screen.getByRole('button', { name: shops[2]!.name }));
    await waitFor(() =>
      expect(
        within(list).getByRole('button', { name: new RegExp(shops[2]!.name) }),
      ).toHaveAttribute('data-active', 'true'),
    );
    // a pin reached by keyboard: focusing points at it, Enter chooses it and it keeps the focus
    const focused = screen.getByRole('button', { name: shops[1]!.name });
    act(() => focused.focus());
    await waitFor(() =>
      expect(
        within(list).getByRole('button', { name: new RegExp(shops[1]!.name) }),
      ).toHaveAttribute('data-active', 'true'),
    );
    fireEvent.keyPress(focused, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });
    expect(await screen.findByRole('region', { name: shops[1]!.name })).toBeInTheDocument();
    expect(focused).toHaveClass('orabella-marker-active');
    expect(document.activeElement).toBe(focused);
    await user.click(within(list).getByRole('button', { name: new RegExp(shops[0]!.name) }));
    expect(await screen.findByRole('region', { name: shops[0]!.name })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: new RegExp(shops[0]!.name) })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('says nothing is nearby when the search finds nothing around a known position', async () => {
    stubMatchMedia({ width: 390 });
    mockSearchApi({ shops: [] });
    await renderWithProviders(withPageCopy(<SearchMapView {...props({ origin })} />));
    expect(
      await screen.findByText(
        'No shops found nearby. Try expanding your search radius or search in a different area.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Centre on my location' })).toBeInTheDocument();
  });

  it('asks for the position instead of centring when it is unknown, and reports radius changes', async () => {
    stubMatchMedia({ width: 390 });
    mockSearchApi({ shops: [] });
    const p = props();
    const { user } = await renderWithProviders(withPageCopy(<SearchMapView {...p} />));
    expect(await screen.findByRole('button', { name: 'Use my location' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Centre on my location' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No shops found nearby/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(p.onLocate).toHaveBeenCalled();
    await user.click(screen.getByRole('combobox', { name: 'Radius' }));
    await user.click(await screen.findByRole('option', { name: '25 km' }));
    await waitFor(() => expect(p.onRadiusChange).toHaveBeenCalledWith(25));
  });
});
