import { describe, expect, it } from 'vitest';
import { recentSince, sortFavorites, viewFavorites } from '@/domain/favorites-view';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const shop = (name: string, rating: number, latitude: number | null, city = 'Roma') => ({
  name,
  rating,
  location: { city, address: 'Via Roma 1', latitude, longitude: latitude === null ? null : 12.5 },
});
const shops = [
  { addedAt: '2026-03-10T10:00:00.000Z', notes: '', shop: shop('Bella', 4.2, 41.9) },
  {
    addedAt: '2026-01-10T10:00:00.000Z',
    notes: 'ask for Sara',
    shop: shop('Àurora', 4.8, 45.4, 'Milano'),
  },
  { addedAt: '2026-02-20T10:00:00.000Z', notes: '', shop: null },
];
const services = [
  {
    addedAt: '2026-03-01T10:00:00.000Z',
    notes: '',
    shop: shop('Bella', 4.2, 41.9),
    service: { name: 'Manicure', category: 'nails' },
  },
  {
    addedAt: '2026-02-01T10:00:00.000Z',
    notes: '',
    shop: shop('Àurora', 4.8, 45.4),
    service: { name: 'Balayage', category: 'hair' },
  },
];
const base = { query: '', filter: 'all', sort: 'dateAdded', now: NOW } as const;

describe('favourites tab view', () => {
  it('"recent" means added since the same moment one month before', () => {
    expect(recentSince(NOW).toISOString()).toBe('2026-02-15T12:00:00.000Z');
    const view = viewFavorites(shops, services, { ...base, filter: 'recent' });
    expect(view.shops.map((f) => f.shop?.name ?? null)).toEqual(['Bella', null]);
    expect(view.services.map((f) => f.service.name)).toEqual(['Manicure']);
  });

  it('filters to shops or services only', () => {
    expect(viewFavorites(shops, services, { ...base, filter: 'shops' }).services).toEqual([]);
    expect(viewFavorites(shops, services, { ...base, filter: 'services' }).shops).toEqual([]);
  });

  it('searches names, city and notes, ignoring case and accents', () => {
    const byCity = viewFavorites(shops, services, { ...base, query: 'milano' });
    expect(byCity.shops.map((f) => f.shop?.name)).toEqual(['Àurora']);
    expect(viewFavorites(shops, services, { ...base, query: 'AURORA sara' }).shops).toHaveLength(1);
    expect(viewFavorites(shops, services, { ...base, query: 'balay' }).services).toHaveLength(1);
    expect(viewFavorites(shops, services, { ...base, query: 'nothing like it' })).toEqual({
      shops: [],
      services: [],
    });
  });

  it('sorts by date added, name, rating and distance', () => {
    const names = (list: typeof shops) => list.map((f) => f.shop?.name ?? '-');
    expect(names(sortFavorites(shops, 'dateAdded'))).toEqual(['Bella', '-', 'Àurora']);
    expect(names(sortFavorites(shops, 'name'))).toEqual(['-', 'Àurora', 'Bella']);
    expect(names(sortFavorites(shops, 'rating'))).toEqual(['Àurora', 'Bella', '-']);
    const milan = { latitude: 45.46, longitude: 9.19 };
    expect(names(sortFavorites(shops, 'distance', milan))).toEqual(['Àurora', 'Bella', '-']);
    // without the customer's position, distance orders by name
    expect(names(sortFavorites(shops, 'distance', null))).toEqual(['-', 'Àurora', 'Bella']);
    expect(sortFavorites(services, 'name').map((f) => f.service.name)).toEqual([
      'Balayage',
      'Manicure',
    ]);
  });
});
