import { describe, expect, it } from 'vitest';
import { weekHours } from '../../src/domain/opening-hours';
import { toSearchCriteria, shopSearchQuerySchema } from '../../src/domain/search';
import type { CatalogShop, SearchableShop } from '../../src/domain/shop-filters';
import { ShopSearchIndex } from '../../src/domain/shop-search-engine';
import { SHOP_SEEDS } from '../../mocks/data/shop-seeds';
import { makeShop } from '../../mocks/data/shops';

/** The pure engine on the mock shops: the text rules and shop-local time, without HTTP. */
function entry(
  overrides: Partial<CatalogShop>,
  hours = weekHours(Array(7).fill(['09:00', '18:00'])),
): SearchableShop {
  const { status: _s, ...shop } = makeShop(SHOP_SEEDS[0]!, overrides);
  return { shop, hours, specialDates: [], serviceKeys: [] };
}
const criteria = (query: Record<string, string>) =>
  toSearchCriteria(shopSearchQuerySchema.validateSync(query));
const now = new Date('2026-06-16T14:00:00Z'); // 16:00 in Rome, 10:00 in New York

describe('ShopSearchIndex text rules', () => {
  const index = ShopSearchIndex.build([
    entry({ id: 'a', name: 'Bellezza Studio', description: 'Colour and cuts', services: [] }),
    entry({ id: 'b', name: 'Barberia Moderna', description: 'Shaves', services: [] }),
    entry({ id: 'c', name: 'Spa Luna', description: 'Massaggi rilassanti', services: [] }),
  ]);
  const ids = (search: string) =>
    index
      .search(criteria({ search }), { now, origin: null })
      .shops.map((s) => s.id)
      .sort();

  it('matches a prefix of any word, every query word required', () => {
    expect(ids('bell')).toEqual(['a']);
    expect(ids('bar mod')).toEqual(['b']);
    expect(ids('bar luna')).toEqual([]);
  });

  it('allows no typo under 4 letters, 1 up to 7 letters, 2 from 8', () => {
    expect(ids('spx')).toEqual([]); // 3 letters: exact or prefix only
    expect(ids('shavez')).toEqual(['b']); // 6 letters, 1 edit
    expect(ids('shxvez')).toEqual([]); // 6 letters, 2 edits
    expect(ids('massaggo')).toEqual(['c']); // 8 letters, 1 edit
    expect(ids('mossaggo')).toEqual(['c']); // 8 letters, 2 edits
  });

  it('ignores accents and case', () => {
    expect(ids('BELLÉZZA')).toEqual(['a']);
  });
});

describe('ShopSearchIndex opening hours per time zone', () => {
  it("evaluates each shop in its own zone at the request's instant", () => {
    const nineToFive = weekHours(Array(7).fill(['09:00', '17:00']));
    const index = ShopSearchIndex.build([
      entry({ id: 'rome', timeZone: 'Europe/Rome' }, nineToFive),
      entry({ id: 'ny', timeZone: 'America/New_York' }, nineToFive),
      entry({ id: 'tokyo', timeZone: 'Asia/Tokyo' }, nineToFive), // 23:00 there
    ]);
    const open = index.search(criteria({ openNow: 'true' }), { now, origin: null });
    expect(open.shops.map((s) => s.id).sort()).toEqual(['ny', 'rome']);
    expect(index.get('tokyo', now)?.status).toBe('closed');
  });
});
