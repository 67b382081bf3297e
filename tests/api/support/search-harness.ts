import { ShopCatalog } from '../../../server/modules/shops/shop-catalog';
import { createShopsService } from '../../../server/modules/shops/shops.service';
import type { LatLng } from '../../../src/domain/geo';
import type { Place } from '../../../src/domain/geocoding';
import { normalizeSearchText, type ShopSearchResult } from '../../../src/domain/search';
import { getJson, startTestApp, type TestApp } from '../helpers';
import { toCatalogEntries, type RawCatalog } from './search-catalog';

/**
 * The real app over real HTTP, with a shop catalog and a clock the test sets: the catalog is loaded through
 * the server's mapper from raw documents, and `location` text (and a place named in the search text) goes to
 * a stand-in gazetteer that knows one place, Roma.
 */

export const ROMA: Place = {
  id: 'test-roma',
  name: 'Roma',
  label: 'Roma (RM)',
  kind: 'city',
  latitude: 41.8933,
  longitude: 12.4829,
  country: 'IT',
  province: 'RM',
};

/** the stand-in gazetteer, shared by the app and the reference */
export function geocode(text: string): LatLng | null {
  return normalizeSearchText(text).trim() === 'roma'
    ? { latitude: ROMA.latitude, longitude: ROMA.longitude }
    : null;
}

export interface SearchEnvelope {
  success: boolean;
  data: ShopSearchResult;
  message?: string;
  errors?: Record<string, string>;
}

export interface SearchHarness {
  app: TestApp;
  /** replaces the catalog (the next request loads it) */
  setCatalog(catalog: RawCatalog): void;
  setNow(now: Date): void;
  search(params: Record<string, string>): Promise<{ status: number; body: SearchEnvelope }>;
  close(): Promise<void>;
}

export async function startSearchHarness(dbName: string): Promise<SearchHarness> {
  let current: RawCatalog = { shops: [], services: [] };
  let now = new Date();
  const catalog = new ShopCatalog({ loader: () => toCatalogEntries(current) });
  const app = await startTestApp({
    dbName,
    seed: false,
    services: (services) => ({
      ...services,
      shops: createShopsService({
        catalog,
        geocoder: {
          search: async (text) => (geocode(text) ? [ROMA] : []),
          placeNamed: async (name) => (geocode(name) ? ROMA : null),
        },
        now: () => now,
      }),
    }),
  });
  return {
    app,
    setCatalog(next) {
      current = next;
      catalog.invalidate();
    },
    setNow(next) {
      now = next;
      // as if the catalog had been loaded at that time (whatever the mapper derives from the clock)
      catalog.invalidate();
    },
    async search(params) {
      const query = new URLSearchParams(params).toString();
      return getJson<SearchEnvelope>(`${app.baseUrl}/api/shops/search?${query}`);
    },
    close: () => app.close(),
  };
}
