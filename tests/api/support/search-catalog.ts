import { ServiceModel } from '../../../server/models/service.model';
import { ShopModel } from '../../../server/models/shop.model';
import { toCatalogEntry, type CatalogEntry } from '../../../server/modules/shops/shop.mapper';
import type { BusinessType, ShopFeature, Weekday } from '../../../src/domain/shop';
import { SHOP_FEATURES, WEEKDAYS } from '../../../src/domain/shop';

/**
 * Raw shop and service documents as the database holds them (model-shaped), written by the search tests and
 * read two ways: through the server's real mapper into the catalog, and by the brute-force reference.
 */

export interface RawDayHours {
  isOpen: boolean;
  start: string;
  end: string;
}

export interface RawSpecialDate {
  date: string;
  isClosed: boolean;
  start: string | null;
  end: string | null;
  description: string;
}

/** how many reviews gave each number of stars (the model's counters) */
export interface RawRatings {
  one: number;
  two: number;
  three: number;
  four: number;
  five: number;
}

export interface RawShop {
  _id: string;
  name: string;
  description: string;
  businessType: BusinessType;
  category: 'hair' | 'spa' | 'barber' | 'nails';
  location: {
    address: string;
    city: string;
    zipCode: string;
    country: string;
    latitude: number | null;
    longitude: number | null;
  };
  ratings: RawRatings;
  /** undefined: the owner has not set hours (status 'unknown') */
  workingHours?: Record<Weekday, RawDayHours>;
  specialDates: RawSpecialDate[];
  features: Record<ShopFeature, boolean>;
  timeZone: string;
  approvalStatus: 'pending' | 'approved' | 'rejected';
  createdAt: Date;
  updatedAt: Date;
}

export interface RawService {
  _id: string;
  shopId: string;
  name: string;
  category: 'hair' | 'nails' | 'facial' | 'massage' | 'waxing' | 'makeup' | 'other';
  serviceKey: string | null;
  durationMinutes: number;
  priceCents: number;
  sortOrder: number;
  active: boolean;
}

export interface RawCatalog {
  shops: RawShop[];
  services: RawService[];
}

export const NO_RATINGS: RawRatings = { one: 0, two: 0, three: 0, four: 0, five: 0 };

/** Average to one decimal and count, computed here (not with the server's helper) from the counters. */
export function ratingOf(r: RawRatings): { rating: number; reviewCount: number } {
  const count = r.one + r.two + r.three + r.four + r.five;
  const sum = r.one + 2 * r.two + 3 * r.three + 4 * r.four + 5 * r.five;
  return { rating: count === 0 ? 0 : Math.round((sum / count) * 10) / 10, reviewCount: count };
}

/** The same window every day; null days are closed. */
export function everyDay(start: string, end: string): Record<Weekday, RawDayHours> {
  return week(WEEKDAYS.map(() => [start, end] as const));
}

/** Monday first; null = closed that day. */
export function week(
  days: readonly (readonly [string, string] | null)[],
): Record<Weekday, RawDayHours> {
  return Object.fromEntries(
    WEEKDAYS.map((day, i) => {
      const window = days[i] ?? null;
      return [
        day,
        window
          ? { isOpen: true, start: window[0], end: window[1] }
          : { isOpen: false, start: '09:00', end: '18:00' },
      ];
    }),
  ) as Record<Weekday, RawDayHours>;
}

export function noFeatures(): Record<ShopFeature, boolean> {
  return Object.fromEntries(SHOP_FEATURES.map((f) => [f, false])) as Record<ShopFeature, boolean>;
}

/** A plain approved shop in Rome, open 09:00–18:00 every day; tests override what they are about. */
export function rawShop(id: string, overrides: Partial<RawShop> = {}): RawShop {
  return {
    _id: id,
    name: `Shop ${id}`,
    description: '',
    businessType: 'salon',
    category: 'hair',
    location: {
      address: 'Via del Corso 1',
      city: 'Roma',
      zipCode: '00186',
      country: 'IT',
      latitude: 41.9,
      longitude: 12.48,
    },
    ratings: NO_RATINGS,
    workingHours: everyDay('09:00', '18:00'),
    specialDates: [],
    features: noFeatures(),
    timeZone: 'Europe/Rome',
    approvalStatus: 'approved',
    createdAt: new Date('2025-01-01T00:00:00Z'),
    updatedAt: new Date('2025-01-01T00:00:00Z'),
    ...overrides,
  };
}

export function rawService(
  shopId: string,
  slug: string,
  euro: number,
  overrides: Partial<RawService> = {},
): RawService {
  return {
    _id: `${shopId}--${slug}`,
    shopId,
    name: slug,
    category: 'other',
    serviceKey: null,
    durationMinutes: 30,
    priceCents: Math.round(euro * 100),
    sortOrder: 0,
    active: true,
    ...overrides,
  };
}

/**
 * Throws when a generated document would not pass the model's validation (a generator bug, not an engine
 * bug). Fields the model does not (yet) know are ignored by mongoose, so this stays valid across model changes.
 */
async function assertModelShaped(catalog: RawCatalog): Promise<void> {
  const check = async (doc: { validate(): Promise<void> }, what: string) => {
    try {
      await doc.validate();
    } catch (error) {
      throw new Error(`generated ${what} is not model-shaped: ${(error as Error).message}`);
    }
  };
  for (const shop of catalog.shops) await check(new ShopModel(shop), `shop ${shop._id}`);
  for (const service of catalog.services)
    await check(new ServiceModel(service), `service ${service._id}`);
}

/**
 * The catalog entries the server would load, through its real mapper. Like the database loader
 * (`loadCatalogFromDatabase`, which queries `approvalStatus: 'approved'`) it keeps approved shops and active
 * services only: in the server, approval is enforced there, not by the search index.
 * The derived `rating`/`reviewCount` are written too, for a model that still stores them.
 */
export async function toCatalogEntries(catalog: RawCatalog): Promise<CatalogEntry[]> {
  await assertModelShaped(catalog);
  const byShop = new Map<string, RawService[]>();
  for (const service of catalog.services) {
    if (!service.active) continue;
    byShop.set(service.shopId, [...(byShop.get(service.shopId) ?? []), service]);
  }
  return catalog.shops
    .filter((shop) => shop.approvalStatus === 'approved')
    .map((shop) => {
      const doc = { ...shop, ...ratingOf(shop.ratings) };
      return toCatalogEntry(
        doc as unknown as Parameters<typeof toCatalogEntry>[0],
        (byShop.get(shop._id) ?? []) as unknown as Parameters<typeof toCatalogEntry>[1],
      );
    });
}
