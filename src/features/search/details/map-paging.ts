import { SEARCH_LIMIT_MAX } from '@/domain/search';

/**
 * The map shows every matching shop, not only the list's loaded pages: it asks for the results in the largest
 * pages the API allows, up to MAP_RESULTS_CAP shops (more pins than that say little on a map and cost the phone
 * its memory); beyond it the view says how many are not shown.
 */
export const MAP_PAGE_SIZE = SEARCH_LIMIT_MAX;
export const MAP_RESULTS_CAP = 500;

/** The page numbers to ask for after page 1, given page 1's `totalPages`: up to the cap. */
export function remainingMapPages(totalPages: number): number[] {
  const last = Math.min(totalPages, Math.ceil(MAP_RESULTS_CAP / MAP_PAGE_SIZE));
  const pages: number[] = [];
  for (let page = 2; page <= last; page += 1) pages.push(page);
  return pages;
}

/** Every shop once, in the order the pages gave them, at most MAP_RESULTS_CAP. */
export function mergeMapPages<T extends { id: string }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>();
  const shops: T[] = [];
  for (const page of pages)
    for (const shop of page) {
      if (seen.has(shop.id) || shops.length >= MAP_RESULTS_CAP) continue;
      seen.add(shop.id);
      shops.push(shop);
    }
  return shops;
}
