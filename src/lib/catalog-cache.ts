import type { QueryClient } from '@tanstack/react-query';

/**
 * The query-key roots whose answers come from the public shop catalog: the search (results, map, counts,
 * suggestions), a shop's details and services, and the home page's featured shops. When this tab changes the
 * catalog (an admin approves or rejects a shop) they are all asked again, so no screen keeps an answer from
 * before the change. (Search results are never fresh anyway; this also covers the counts and featured shops,
 * which are kept for a while.) A test checks each feature's keys start with one of these.
 */
export const CATALOG_QUERY_ROOTS = ['search', 'shops', 'home'] as const;

export async function invalidateCatalogQueries(client: QueryClient): Promise<void> {
  await Promise.all(
    CATALOG_QUERY_ROOTS.map((root) => client.invalidateQueries({ queryKey: [root] })),
  );
}
