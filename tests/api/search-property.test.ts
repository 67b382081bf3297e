import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_SORTS } from '../../src/domain/search';
import { queryArb, scenarioArb } from './support/search-arbitraries';
import { compareSearch } from './support/search-compare';
import { startSearchHarness, type SearchHarness } from './support/search-harness';

/**
 * GET /api/shops/search against a brute-force reference written from the RULES in src/domain/search.ts:
 * random catalogs (0–40 shops, some not approved, some without coordinates or hours, special dates, time
 * zones, inactive services) and random queries over every parameter, through real HTTP and the real mapper.
 * A failure names the request, what differs and why the reference kept or dropped each shop involved.
 */
const EXERCISED = [
  'matches',
  'no matches',
  'text',
  'text by typo',
  'treatment vocabulary',
  'place in text',
  'radius',
  'place',
  'address text',
  'businessType',
  'minRating',
  'price',
  'features',
  'openNow',
  'hasAvailability',
  'services',
  ...SEARCH_SORTS.map((sort) => `sort ${sort}`),
  'page past the end',
];

describe('shop search matches the reference on random catalogs', () => {
  let harness: SearchHarness;

  beforeAll(async () => {
    harness = await startSearchHarness('search-property');
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('agrees on totals, order, pages, distances and origin', { timeout: 180_000 }, async () => {
    const coverage = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(
        scenarioArb,
        fc.array(queryArb, { minLength: 6, maxLength: 6 }),
        async ({ now, catalog }, queries) => {
          harness.setCatalog(catalog);
          harness.setNow(now);
          for (const query of queries) {
            const difference = await compareSearch(harness, catalog, now, query, coverage);
            if (difference) throw new Error(difference);
          }
        },
      ),
      // bounded: ~80 catalogs × 6 queries; shrinking stops after a minute and reports the smallest case so far
      {
        numRuns: 80,
        interruptAfterTimeLimit: 150_000,
        markInterruptAsFailure: false,
        // replay a reported failure: SEARCH_PROPERTY_SEED=<seed> SEARCH_PROPERTY_PATH=<path>
        ...(process.env.SEARCH_PROPERTY_SEED
          ? {
              seed: Number(process.env.SEARCH_PROPERTY_SEED),
              path: process.env.SEARCH_PROPERTY_PATH,
            }
          : {}),
      },
    );
    // Every rule was exercised with shops matching (each shows up dozens of times in 480 queries).
    const missing = EXERCISED.filter((tag) => !coverage.get(tag));
    expect(missing, JSON.stringify(Object.fromEntries(coverage))).toEqual([]);
  });
});
