import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopCatalogue } from '@mocks/data/shops';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { currentLocation, renderApp, stubMatchMedia } from '../../app/test-utils';
import { mockSearchApi } from './helpers';

beforeEach(() => {
  stubMatchMedia({ width: 1280 });
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
});

const cards = () => screen.queryAllByTestId('shop-result-card');
/** The first render of the lazy page chunk can be slow in a cold run: allow for it. */
const waitForCards = (count: number) =>
  waitFor(() => expect(cards()).toHaveLength(count), { timeout: 15_000 });
const params = () => new URLSearchParams(currentLocation().split('?')[1] ?? '');

describe('/search address and states', () => {
  it('shows the welcome state with real category counts and asks for no search', async () => {
    const api = mockSearchApi();
    await renderApp('/search');
    const welcome = await screen.findByRole('region', { name: 'Popular categories' });
    // haircut = salon 10 + barbershop 5, spa 7, nails 3, barbershop 5
    await waitFor(() => expect(within(welcome).getByText('15 venues')).toBeInTheDocument());
    expect(within(welcome).getByText('7 venues')).toBeInTheDocument();
    expect(within(welcome).getByText('3 venues')).toBeInTheDocument();
    expect(within(welcome).getByText('5 venues')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('reads category, service, location and filters, then keeps them in the address', async () => {
    const api = mockSearchApi();
    await renderApp(
      '/search?category=hairServices&service=mensHaircut&location=Milano&filters=openNow,wifi,highRated',
    );
    await waitForCards(5);
    const sent = api.last();
    expect(sent.get('search')).toBe('mens Haircut');
    expect(sent.get('businessType')).toBe('salon,barbershop');
    expect(sent.get('location')).toBe('Milano');
    expect(sent.get('openNow')).toBe('true');
    expect(sent.get('features')).toBe('wifi');
    expect(sent.get('minRating')).toBe('4');
    expect(sent.get('limit')).toBe('12');
    expect(sent.get('sortBy')).toBeNull();
    expect(sent.get('minPrice')).toBeNull();
    expect(Object.fromEntries(params())).toEqual({
      category: 'hairServices',
      service: 'mensHaircut',
      location: 'Milano',
      filters: 'openNow,highRated,wifi',
    });
    expect(screen.getByRole('combobox', { name: 'Search shops and services' })).toHaveValue(
      'mens Haircut',
    );
  });

  it('writes a new text search as q and the map view as view=map', async () => {
    const api = mockSearchApi();
    const { user } = await renderApp('/search?service=facial');
    await waitForCards(5);
    const box = screen.getByRole('combobox', { name: 'Search shops and services' });
    await user.clear(box);
    await user.type(box, '  balayage {Enter}');
    await waitFor(() => expect(api.last().get('search')).toBe('balayage'));
    expect(params().get('q')).toBe('balayage');
    expect(params().get('service')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Map' }));
    await waitFor(() => expect(params().get('view')).toBe('map'));
    expect(params().get('q')).toBe('balayage');
  });

  it('View Details opens the details with ?shop= kept beside the search', async () => {
    const shops = shopCatalogue().slice(0, 2);
    mockSearchApi({ shops });
    const { user } = await renderApp('/search?q=salon');
    await waitForCards(2);
    await user.click(within(cards()[0]!).getByRole('button', { name: 'View Details' }));
    await waitFor(() => expect(params().get('shop')).toBe(shops[0]!.id));
    expect(params().get('q')).toBe('salon');
  });

  it('Book Now goes to the booking page', async () => {
    const shops = shopCatalogue().slice(0, 2);
    mockSearchApi({ shops });
    const { user } = await renderApp('/search?q=salon');
    await waitForCards(2);
    await user.click(within(cards()[1]!).getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(currentLocation()).toBe(`/booking/${shops[1]!.id}`));
  });

  it('shows the error with the server message, and Try Again searches again', async () => {
    let failing = true;
    const api = mockSearchApi({ fail: () => (failing ? 'Failed to search shops' : null) });
    const { user } = await renderApp('/search?q=spa');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Oops! Something went wrong')).toBeInTheDocument();
    expect(within(alert).getByText('Failed to search shops')).toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitForCards(5);
    expect(api.requests).toHaveLength(2);
  });

  it('shows the empty state; Expand Search Area drops the distance, Clear All Filters every filter', async () => {
    const api = mockSearchApi({ shops: [] });
    const { user } = await renderApp('/search?q=zzz&filters=openNow');
    await screen.findByText('No results found');
    await user.click(screen.getByRole('button', { name: 'Filters, 1 active' }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    await user.click(within(panel).getByRole('button', { name: '25 km' }));
    await waitFor(() => expect(api.last().get('distance')).toBe('25'));
    await user.click(await screen.findByRole('button', { name: 'Expand Search Area' }));
    await waitFor(() => expect(api.last().get('distance')).toBeNull());
    expect(api.last().get('openNow')).toBe('true');
    await user.click(await screen.findByRole('button', { name: 'Clear All Filters' }));
    await waitFor(() => expect(api.last().get('openNow')).toBeNull());
    expect(api.last().get('search')).toBe('zzz');
    expect(params().get('filters')).toBeNull();
  });

  it('loads more pages and appends them; a failed page keeps what was shown', async () => {
    const shops = shopCatalogue().slice(0, 14);
    let failPage2 = true;
    const api = mockSearchApi({
      shops,
      fail: (p) => (p.get('page') === '2' && failPage2 ? 'Failed to search shops' : null),
    });
    const { user } = await renderApp('/search?q=a');
    await waitForCards(12);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await screen.findByText('Couldn’t load more shops: Failed to search shops');
    expect(cards()).toHaveLength(12);
    failPage2 = false;
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitForCards(14);
    expect(api.last().get('page')).toBe('2');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });
});

describe('search header', () => {
  it('asks for suggestions from 2 characters and searches a chosen one', async () => {
    const api = mockSearchApi({
      suggestions: [
        { kind: 'service', id: 'manicure', label: 'Manicure', detail: '12 shops' },
        { kind: 'place', id: 'milano', label: 'Milano', detail: 'MI, IT' },
      ],
    });
    const { user } = await renderApp('/search');
    const box = await screen.findByRole('combobox', { name: 'Search shops and services' });
    await user.type(box, 'm');
    expect(screen.queryByRole('option', { name: /Manicure/ })).not.toBeInTheDocument();
    await user.type(box, 'a');
    await user.click(await screen.findByRole('option', { name: /Manicure/ }));
    await waitFor(() => expect(api.last().get('search')).toBe('Manicure'));
    await user.clear(box);
    await user.type(box, 'mi');
    await user.click(await screen.findByRole('option', { name: /Milano/ }));
    await waitFor(() => expect(api.last().get('location')).toBe('Milano'));
  });

  it('remembers searches once each (case-insensitive) and offers the 5 newest', async () => {
    localStorage.setItem(
      STORAGE_KEYS.searchHistory,
      JSON.stringify(
        ['Spa', 'nails', 'barber', 'facial', 'wax', 'brows'].map((query) => ({
          query,
          timestamp: '2025-01-01T00:00:00.000Z',
          resultsCount: 1,
        })),
      ),
    );
    mockSearchApi();
    const { user } = await renderApp('/search');
    const box = await screen.findByRole('combobox', { name: 'Search shops and services' });
    await user.type(box, 'SPA{Enter}');
    await waitForCards(5);
    await user.clear(box);
    const recent = await screen.findByRole('listbox', { name: 'Recent searches' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['SPA', 'nails', 'barber', 'facial', 'wax']);
    const stored = JSON.parse(localStorage.getItem('search_history') ?? '[]') as unknown[];
    expect(stored).toHaveLength(6);
  });

  it('applies and clears panel filters, with a count on the Filters button', async () => {
    const api = mockSearchApi();
    const { user } = await renderApp('/search?q=hair');
    await waitForCards(5);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    expect(within(panel).getByRole('checkbox', { name: 'Spa (7)' })).not.toBeChecked();
    await user.click(within(panel).getByRole('checkbox', { name: 'Spa (7)' }));
    await waitFor(() => expect(api.last().get('businessType')).toBe('spa'));
    await user.click(within(panel).getByRole('button', { name: '4+ stars' }));
    await waitFor(() => expect(api.last().get('minRating')).toBe('4'));
    // the active rating clicked again clears it
    await user.click(within(panel).getByRole('button', { name: '4+ stars' }));
    await waitFor(() => expect(api.last().get('minRating')).toBeNull());
    await user.click(within(panel).getByRole('checkbox', { name: 'Parking' }));
    await user.click(within(panel).getByRole('button', { name: 'Pedicure' }));
    await user.click(within(panel).getByRole('switch', { name: 'Open now' }));
    await waitFor(() => expect(api.last().get('openNow')).toBe('true'));
    expect(api.last().get('features')).toBe('parking');
    expect(api.last().get('services')).toBe('pedicure');
    expect(screen.getByRole('button', { name: 'Filters, 4 active' })).toBeInTheDocument();
    expect(params().get('filters')).toBe('openNow,parking');
    await user.click(within(panel).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(api.last().get('businessType')).toBeNull());
    expect(api.last().get('features')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Apply Filters' }));
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
  });

  it('quick chips toggle a service filter and the sort is sent unless relevance', async () => {
    const api = mockSearchApi();
    const { user } = await renderApp('/search?q=x');
    await waitForCards(5);
    const chips = screen.getByRole('group', { name: 'Popular services' });
    await user.click(within(chips).getByRole('button', { name: 'Massage' }));
    await waitFor(() => expect(api.last().get('services')).toBe('massage'));
    await user.click(within(chips).getByRole('button', { name: 'Massage' }));
    await waitFor(() => expect(api.last().get('services')).toBeNull());
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Rating' }));
    await waitFor(() => expect(api.last().get('sortBy')).toBe('rating'));
  });
});
