import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Shop } from '@/domain/shop';
import { featuredShops, ROME_CENTER } from '@mocks/data/shops';
import { server } from '@mocks/node';
import { currentLocation, renderApp, stubMatchMedia } from '../../app/test-utils';

beforeEach(() => {
  stubMatchMedia({ width: 1280 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
});

function stubGeolocation(result: { latitude: number; longitude: number } | { error: number }) {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail?: PositionErrorCallback | null, options?: PositionOptions) => {
      void options;
      if ('error' in result)
        fail?.({ code: result.error, message: 'denied' } as GeolocationPositionError);
      else ok({ coords: { ...result, accuracy: 10 } } as GeolocationPosition);
    },
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

async function featuredSection() {
  return screen.findByRole('region', { name: 'Featured shops' });
}

function cardNames(section: HTMLElement) {
  return within(section)
    .queryAllByTestId('shop-card')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
}

describe('home featured shops', () => {
  it('shows 6 skeleton cards while loading, then the shops from the API', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.get('/api/shops/featured', async ({ request }) => {
        await gate;
        expect(new URL(request.url).searchParams.get('limit')).toBe('24');
        return HttpResponse.json({ success: true, data: { shops: featuredShops(24) } });
      }),
    );
    await renderApp('/');
    const section = await featuredSection();
    await waitFor(() =>
      expect(within(section).getAllByTestId('shop-card-skeleton')).toHaveLength(6),
    );
    expect(within(section).getByRole('status', { name: 'Loading shops' })).toBeInTheDocument();
    release();
    await waitFor(() => expect(cardNames(section)).toHaveLength(6));
    expect(within(section).queryByTestId('shop-card-skeleton')).not.toBeInTheDocument();
    expect(cardNames(section).slice(0, 2)).toEqual(['Atelier Brera', 'Salone Aurora']);
    expect(within(section).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/search',
    );
  });

  it('filters by tab (barber) and uses the shop links', async () => {
    const { user } = await renderApp('/');
    const section = await featuredSection();
    await waitFor(() => expect(cardNames(section)).toHaveLength(6));
    await user.click(within(section).getByRole('tab', { name: 'Barber' }));
    expect(within(section).getByRole('tab', { name: 'Barber' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(cardNames(section)).toEqual([
        'Barberia del Corso',
        'Navigli Barber Club',
        'Il Barbiere di Prati',
        // just opened, no reviews yet: last of the best rated
        'Barbiere Appena Aperto',
      ]),
    );
    const first = within(section).getAllByTestId('shop-card')[0]!;
    expect(within(first).getByRole('link', { name: /Book now/ })).toHaveAttribute(
      'href',
      '/book/barberia-del-corso-roma',
    );
    expect(within(first).getByRole('link', { name: /Details/ })).toHaveAttribute(
      'href',
      '/shop/barberia-del-corso-roma',
    );

    // arrow keys move between tabs
    within(section).getByRole('tab', { name: 'Barber' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(section).getByRole('tab', { name: 'Nails' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() =>
      expect(cardNames(section)).toEqual([
        'Unghie Belle San Lorenzo',
        'Smalto Isola',
        'Nail Lab Parioli',
      ]),
    );
  });

  it('shows an empty state with clear filters when a tab has no shops', async () => {
    const hairOnly: Shop[] = featuredShops(24).filter((s) => s.category === 'hair');
    server.use(
      http.get('/api/shops/featured', () =>
        HttpResponse.json({ success: true, data: { shops: hairOnly } }),
      ),
    );
    const { user } = await renderApp('/');
    const section = await featuredSection();
    await waitFor(() => expect(cardNames(section).length).toBeGreaterThan(0));
    await user.click(within(section).getByRole('tab', { name: 'Spa' }));
    expect(
      await within(section).findByRole('heading', { name: 'No shops match these filters' }),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View all shops' })).toHaveAttribute(
      'href',
      '/search',
    );
    await user.click(within(section).getByRole('button', { name: 'Clear filters' }));
    expect(within(section).getByRole('tab', { name: 'All' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(cardNames(section)).toHaveLength(hairOnly.length));
  });

  it('shows an error with retry', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get('/api/shops/featured', () =>
        fail
          ? HttpResponse.json(
              { success: false, message: 'Something went wrong. Please try again.' },
              { status: 500 },
            )
          : HttpResponse.json({ success: true, data: { shops: featuredShops(24) } }),
      ),
    );
    const { user } = await renderApp('/');
    const section = await featuredSection();
    const alert = await within(section).findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'Featured shops couldn’t be loaded' }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardNames(section)).toHaveLength(6));
  });

  it('nearby asks for the position, sends it to the API and keeps shops within 2 km', async () => {
    const geo = stubGeolocation(ROME_CENTER);
    const requests: URL[] = [];
    server.use(
      http.get('/api/shops/featured', async ({ request }) => {
        requests.push(new URL(request.url));
        await delay(1);
        return undefined; // fall through to the standard mock
      }),
    );
    const { user } = await renderApp('/');
    const section = await featuredSection();
    await waitFor(() => expect(cardNames(section)).toHaveLength(6));
    await user.click(within(section).getByRole('tab', { name: 'Nearby' }));
    await waitFor(() =>
      expect(cardNames(section)).toEqual([
        'Salone Aurora',
        'Barberia del Corso',
        'Terme di Esquilino',
        'Unghie Belle San Lorenzo',
        'Studio Viso Termini',
      ]),
    );
    expect(geo).toHaveBeenCalledTimes(1);
    expect(geo.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: true,
      timeout: 10_000,
      maximumAge: 300_000,
    });
    const last = requests.at(-1)!;
    expect(last.searchParams.get('latitude')).toBe(String(ROME_CENTER.latitude));
    expect(last.searchParams.get('longitude')).toBe(String(ROME_CENTER.longitude));
    expect(within(section).getAllByRole('img', { name: /km away/ }).length).toBeGreaterThan(0);
  });

  it('nearby without location access explains and offers to show all', async () => {
    stubGeolocation({ error: 1 });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await renderApp('/');
    const section = await featuredSection();
    await waitFor(() => expect(cardNames(section)).toHaveLength(6));
    await user.click(within(section).getByRole('tab', { name: 'Nearby' }));
    expect(
      await within(section).findByRole('heading', { name: 'We need your location for this' }),
    ).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(cardNames(section)).toHaveLength(6));
  });

  it('the favourite toggle opens the shop’s details, whose heart offers a guest sign-in', async () => {
    const { user } = await renderApp('/');
    const section = await featuredSection();
    await waitFor(() => expect(cardNames(section)).toHaveLength(6));
    await user.click(within(section).getAllByRole('button', { name: 'Add to favourites' })[0]!);
    await waitFor(() => expect(currentLocation()).toMatch(/^\/search\?shop=/));
    const dialog = await screen.findByRole('dialog');
    // the dialog opens at once and shows its loading state until the shop (and its heart) arrives
    await user.click(await within(dialog).findByRole('button', { name: /favourites/i }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
