import { describe, expect, it } from 'vitest';
import {
  FAVORITE_SERVICES_MAX,
  locateService,
  shopIdsOfServiceId,
} from '@/domain/favorite-services';
import {
  buildFavoritesExport,
  FAVORITES_EXPORT_VERSION,
  FAVORITES_IMPORT_MAX_BYTES,
  FAVORITES_IMPORT_MAX_SHOPS,
  favoritesExportFileName,
  INVALID_IMPORT_FORMAT,
  newFavoritesOf,
  parseFavoritesImport,
} from '@/domain/favorites-transfer';

const NOW = new Date('2026-03-10T09:00:00.000Z');

const source = {
  shops: [
    {
      shopId: 'salone-aurora',
      notes: 'Ask for Sara',
      addedAt: '2026-03-01T10:00:00.000Z',
      shop: { name: 'Salone Aurora' },
    },
    { shopId: 'gone-shop', notes: '', addedAt: '2026-02-01T10:00:00.000Z', shop: null },
  ],
  services: [
    {
      serviceId: 'salone-aurora--balayage',
      shopId: 'salone-aurora',
      notes: 'Spring',
      addedAt: '2026-03-02T10:00:00.000Z',
      service: { name: 'Balayage' },
    },
  ],
};

describe('favourites export and import', () => {
  it('round-trips: what is exported imports as the same shops, services and notes', () => {
    const exported = buildFavoritesExport(source, NOW);
    expect(exported).toMatchObject({ version: '1.0', exportedAt: NOW.toISOString() });
    expect(exported.favorites[0]).toEqual({
      shopId: 'salone-aurora',
      name: 'Salone Aurora',
      notes: 'Ask for Sara',
      addedAt: '2026-03-01T10:00:00.000Z',
    });
    const parsed = parseFavoritesImport(JSON.stringify(exported));
    expect(parsed).toEqual({
      ok: true,
      value: {
        shops: [
          { shopId: 'salone-aurora', notes: 'Ask for Sara' },
          { shopId: 'gone-shop', notes: '' },
        ],
        services: [{ serviceId: 'salone-aurora--balayage', notes: 'Spring' }],
      },
    });
    expect(favoritesExportFileName(NOW)).toBe('favorites-2026-03-10.json');
  });

  it('merges: only what the customer does not have yet is added, and importing twice adds nothing', () => {
    const parsed = parseFavoritesImport(JSON.stringify(buildFavoritesExport(source, NOW)));
    if (!parsed.ok) throw new Error('expected a valid file');
    const fresh = newFavoritesOf(parsed.value, {
      shopIds: ['salone-aurora'],
      serviceIds: [],
    });
    expect(fresh).toEqual({
      shops: [{ shopId: 'gone-shop', notes: '' }],
      services: [{ serviceId: 'salone-aurora--balayage', notes: 'Spring' }],
    });
    const again = newFavoritesOf(parsed.value, {
      shopIds: ['salone-aurora', 'gone-shop'],
      serviceIds: ['salone-aurora--balayage'],
    });
    expect(again).toEqual({ shops: [], services: [] });
  });

  it('keeps an entry named twice in one file once', () => {
    const text = JSON.stringify({
      version: '1.0',
      favorites: [
        { shopId: 'a-shop', notes: 'first' },
        { shopId: 'a-shop', notes: 'second' },
      ],
    });
    expect(parseFavoritesImport(text)).toEqual({
      ok: true,
      value: { shops: [{ shopId: 'a-shop', notes: 'first' }], services: [] },
    });
  });

  it.each([
    ['not JSON', '{favorites'],
    ['no favourites array', JSON.stringify({ version: '1.0' })],
    ['favourites not an array', JSON.stringify({ version: '1.0', favorites: {} })],
    ['another version', JSON.stringify({ version: '2.0', favorites: [] })],
    ['no version', JSON.stringify({ favorites: [] })],
    ['an array at the top', JSON.stringify([{ shopId: 'a' }])],
    ['null', 'null'],
    ['an entry without a shop id', JSON.stringify({ version: '1.0', favorites: [{ notes: 'x' }] })],
    [
      'an operator as shop id',
      JSON.stringify({ version: '1.0', favorites: [{ shopId: { $gt: '' } }] }),
    ],
    [
      'a malformed shop id',
      JSON.stringify({ version: '1.0', favorites: [{ shopId: 'Not An Id' }] }),
    ],
    [
      'notes that are not text',
      JSON.stringify({ version: '1.0', favorites: [{ shopId: 'a', notes: 3 }] }),
    ],
    [
      'notes too long',
      JSON.stringify({ version: '1.0', favorites: [{ shopId: 'a', notes: 'x'.repeat(501) }] }),
    ],
    ['services not an array', JSON.stringify({ version: '1.0', favorites: [], services: 'x' })],
    [
      'a service id without its shop',
      JSON.stringify({ version: '1.0', favorites: [], services: [{ serviceId: 'haircut' }] }),
    ],
  ])('refuses %s as "Invalid import format"', (_name, text) => {
    expect(parseFavoritesImport(text)).toEqual({ ok: false, message: INVALID_IMPORT_FORMAT });
  });

  it('refuses oversized files and lists before reading any entry', () => {
    expect(parseFavoritesImport(' '.repeat(FAVORITES_IMPORT_MAX_BYTES + 1)).ok).toBe(false);
    // 100,000 entries, each of them broken: refused for the count, the same answer
    const many = new Array(100_000).fill(null);
    const tooManyShops = {
      version: FAVORITES_EXPORT_VERSION,
      favorites: many.slice(0, FAVORITES_IMPORT_MAX_SHOPS + 1),
    };
    expect(parseFavoritesImport(JSON.stringify(tooManyShops)).ok).toBe(false);
    const tooManyServices = {
      version: FAVORITES_EXPORT_VERSION,
      favorites: [],
      services: many.slice(0, FAVORITE_SERVICES_MAX + 1),
    };
    expect(parseFavoritesImport(JSON.stringify(tooManyServices)).ok).toBe(false);
  });
});

describe('where a service is offered', () => {
  it("lists its shop's possible ids, the longest first", () => {
    expect(shopIdsOfServiceId('salone-aurora--balayage')).toEqual(['salone-aurora']);
    expect(shopIdsOfServiceId('a--b--cut')).toEqual(['a--b', 'a']);
    expect(shopIdsOfServiceId('haircut')).toEqual([]);
    expect(shopIdsOfServiceId('Bad Id--x')).toEqual([]);
  });

  it('finds the service in the shop that lists it, or nothing', () => {
    const shop = {
      id: 'a--b',
      services: [{ id: 'a--b--cut', name: 'Cut', duration: 30, price: 20, category: 'hair' }],
    };
    const shopOf = (id: string) => (id === 'a--b' ? shop : null);
    expect(locateService('a--b--cut', shopOf)).toEqual({ shop, service: shop.services[0] });
    expect(locateService('a--b--color', shopOf)).toBeNull();
    expect(locateService('c--cut', shopOf)).toBeNull();
  });
});
