import type { PopularSearch } from '../../../src/domain/search';

/** Recorded searches (text the public searched for, with results), counted per normalised query. */
export interface PopularSearches {
  /** called by the search endpoint for every text search; must not throw or slow the request */
  record(query: string, resultsCount: number): void;
  top(limit: number): Promise<PopularSearch[]>;
}

export function createPopularSearches(): PopularSearches {
  return {
    record: () => undefined,
    top: () => Promise.resolve([]),
  };
}
