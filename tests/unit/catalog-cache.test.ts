import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { CATALOG_QUERY_ROOTS, invalidateCatalogQueries } from '@/lib/catalog-cache';
import { homeKeys } from '@/features/home/home-queries';
import { searchKeys, shopKeys } from '@/features/search/search-queries';
import { adminKeys } from '@/features/admin/admin-queries';
import { mapShopsKey } from '@/features/search/details/use-map-shops';
import { EMPTY_SEARCH_CRITERIA } from '@/domain/search-url';

describe('catalog answers on the client', () => {
  it("every catalog feature's query keys start with a catalog root", () => {
    const roots: readonly string[] = CATALOG_QUERY_ROOTS;
    for (const key of [
      searchKeys.results(EMPTY_SEARCH_CRITERIA),
      searchKeys.businessTypeCounts(),
      searchKeys.suggestions('ha', 10),
      mapShopsKey(EMPTY_SEARCH_CRITERIA),
      shopKeys.detail('a'),
      shopKeys.services('a'),
      homeKeys.featured({ limit: 12 }),
    ])
      expect(roots, JSON.stringify(key)).toContain(key[0]);
  });

  it('a catalog change marks every catalog answer stale, and nothing else', async () => {
    const client = createQueryClient({ retry: false });
    const catalogKeys = [
      searchKeys.businessTypeCounts(),
      mapShopsKey(EMPTY_SEARCH_CRITERIA),
      shopKeys.detail('a'),
      homeKeys.featured({ limit: 12 }),
    ];
    const other = adminKeys.shops('approved');
    for (const key of [...catalogKeys, other]) client.setQueryData(key, { kept: true });
    await invalidateCatalogQueries(client);
    for (const key of catalogKeys)
      expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    expect(client.getQueryState(other)?.isInvalidated).toBe(false);
  });
});
