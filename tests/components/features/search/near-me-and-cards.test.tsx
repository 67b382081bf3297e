import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopCatalogue } from '@mocks/data/shops';
import { closedWeek } from '@/domain/opening-hours';
import { currentLocation, renderApp, stubMatchMedia } from '../../app/test-utils';
import { mockSearchApi, stubGeolocation } from './helpers';

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

describe('Near Me', () => {
  it('Your Location in the address searches around the device, sorted by distance', async () => {
    stubGeolocation({ latitude: 41.9, longitude: 12.5 });
    const api = mockSearchApi();
    await renderApp('/search?location=Your%20Location');
    await waitFor(() => expect(cards()).toHaveLength(5), { timeout: 15_000 });
    expect(api.last().get('coordinates')).toBe('41.9,12.5');
    expect(api.last().get('sortBy')).toBe('distance');
    expect(api.last().get('location')).toBeNull();
    expect(screen.getByRole('button', { name: 'Location: Your Location' })).toBeInTheDocument();
    expect(new URLSearchParams(currentLocation().split('?')[1]).get('location')).toBe(
      'Your Location',
    );
  });

  it.each([
    [1, 'Location access denied by user'],
    [2, 'Location information is unavailable'],
    [3, 'Location request timed out'],
    [9, 'Unknown geolocation error'],
  ])('error code %i says "%s" and clears the location', async (code, message) => {
    stubGeolocation({ error: code });
    mockSearchApi();
    const { user } = await renderApp('/search?q=spa');
    await waitFor(() => expect(cards()).toHaveLength(5), { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Location: Anywhere' }));
    await user.click(await screen.findByRole('button', { name: 'Near Me' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Location: Anywhere' })).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/search?q=spa'));
  });

  it('without geolocation says it is not supported', async () => {
    mockSearchApi();
    await renderApp('/search?location=Your%20Location');
    expect(
      await screen.findByText('Geolocation is not supported by this browser', undefined, {
        timeout: 15_000,
      }),
    ).toBeInTheDocument();
  });

  it('a custom location is sent as location', async () => {
    const api = mockSearchApi();
    const { user } = await renderApp('/search');
    await user.click(
      await screen.findByRole('button', { name: 'Location: Anywhere' }, { timeout: 15_000 }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Enter a location' }), 'Trastevere{Enter}');
    await waitFor(() => expect(api.last().get('location')).toBe('Trastevere'));
    expect(screen.getByRole('button', { name: 'Location: Trastevere' })).toBeInTheDocument();
  });
});

describe('result card', () => {
  it('shows the fallbacks for a shop with gaps, and at most 3 services then +N more', async () => {
    const [full, base] = shopCatalogue();
    const bare = {
      ...base!,
      id: 'bare-shop',
      name: 'Bare Shop',
      phone: '',
      location: { ...base!.location, address: '', city: '' },
      rating: 0,
      reviewCount: 0,
      workingHours: closedWeek(),
      specialDates: [],
      photos: [],
      services: [],
    };
    const many = {
      ...full!,
      services: Array.from({ length: 6 }, (_, i) => ({
        id: `s${i}`,
        name: `Service ${i}`,
        duration: 30,
        price: 20,
        category: 'hair',
      })),
    };
    mockSearchApi({ shops: [many, bare] });
    await renderApp('/search?q=shop');
    await waitFor(() => expect(cards()).toHaveLength(2), { timeout: 15_000 });
    const card = within(cards()[1]!);
    expect(card.getByText('Address not available')).toBeInTheDocument();
    expect(card.getByText('Phone not available')).toBeInTheDocument();
    expect(card.getByText('Hours not available')).toBeInTheDocument();
    expect(card.getByText('N/A')).toBeInTheDocument();
    expect(card.queryByRole('img', { name: '' })).not.toBeInTheDocument();
    const services = within(within(cards()[0]!).getByTestId('shop-services'));
    expect(services.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Service 0',
      'Service 1',
      'Service 2',
      '+3 more',
    ]);
  });
});
