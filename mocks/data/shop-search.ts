import { serviceCategoryOf } from '@/domain/shop-search-services';
import { ShopSearchIndex } from '@/domain/shop-search-engine';
import type { FoundPlace } from '@/domain/shop-search-origin';
import { normalizeSearchText, type ShopService } from '@/domain/search';
import type { Shop } from '@/domain/shop';
import { localClock } from '@/domain/opening-hours';
import { nextFreeSlot } from '@/domain/next-free-slot';
import { availabilityShopOf, bookableServicesOf } from './booking-shops';
import { busyIntervals } from './bookings';
import { mockServiceImage } from './service-images';
import { mockCatalogVersion } from './shop-changes';
import { mockShopContent } from './shop-content';
import { SHOP_SEEDS } from './shop-seeds';
import { MILAN_CENTER, ROME_CENTER, SHOPS_WITHOUT_HOURS, shopCatalogue } from './shops';

/**
 * The mock catalogue behind the same search engine the server runs (src/domain/shop-search-engine.ts), so the
 * dev server, Storybook and component tests see the server's filters, sorts and paging.
 */

let cached: { day: string; version: number; index: ShopSearchIndex } | null = null;

/** Built once per (Rome) day, as the mock special dates are relative to today, and again after a change. */
export function mockSearchIndex(now: Date = new Date()): ShopSearchIndex {
  const day = localClock(now, 'Europe/Rome').date;
  const version = mockCatalogVersion();
  if (cached?.day !== day || cached.version !== version) {
    const entries = shopCatalogue(now).map((shop) => {
      const { status: _status, distance: _distance, isFavorite: _fav, ...rest } = shop;
      return {
        shop: rest,
        hours: SHOPS_WITHOUT_HOURS.has(shop.id) ? null : shop.workingHours,
        specialDates: shop.specialDates,
        serviceKeys: [],
        // every language's texts, as the server's catalog entries carry them (for the text index)
        content: mockShopContent(shop),
      };
    });
    // the next free time over the mock bookings as they are now (few shops: no memo needed)
    const shops = shopCatalogue(now);
    const nextFree = (i: number, at: Date): number | null => {
      const shop = shops[i]!;
      if (SHOPS_WITHOUT_HOURS.has(shop.id)) return null;
      return nextFreeSlot({
        shop: availabilityShopOf(shop),
        services: bookableServicesOf(shop),
        now: at,
        busyOn: (date) => busyIntervals(shop.id, date),
      }).at;
    };
    cached = { day, version, index: ShopSearchIndex.build(entries, nextFree) };
  }
  return cached.index;
}

/** A mock shop's full services (`GET /api/shops/{id}/services`). */
export function shopServiceDetails(shop: Shop): ShopService[] {
  const bookable = new Map(bookableServicesOf(shop).map((service) => [service.id, service]));
  return shop.services.map((service) => ({
    // the booking settings the server sends with each service (the booking page reads them)
    bookable: bookable.get(service.id)?.bookable ?? false,
    minNoticeHours: bookable.get(service.id)?.minNoticeHours ?? 0,
    maxAdvanceDays: bookable.get(service.id)?.maxAdvanceDays ?? 0,
    id: service.id,
    name: service.name,
    description: `${service.name} at ${shop.name}.`,
    duration: service.duration,
    price: service.price,
    category: serviceCategoryOf(service.category),
    includes: ['Consultation'],
    requirements: [],
    image: mockServiceImage(shop.id, service.id),
  }));
}

/** A tiny gazetteer for `location` text: the two cities and the mock shops' neighbourhoods. */
export function findMockPlace(text: string): FoundPlace | null {
  // a place label ("Trastevere, Roma (RM)", as the home widget sends it) names its place first, like the server
  const name = text.replace(/\([A-Za-z]{2}\)\s*$/, '').split(',')[0] ?? '';
  const wanted = normalizeSearchText(name.trim());
  if (['roma', 'rome'].includes(wanted))
    return { ...ROME_CENTER, label: 'Roma (RM)', kind: 'city' };
  if (['milano', 'milan'].includes(wanted))
    return { ...MILAN_CENTER, label: 'Milano (MI)', kind: 'city' };
  const seed = SHOP_SEEDS.find((s) => normalizeSearchText(s.area) === wanted);
  return seed
    ? {
        latitude: seed.lat,
        longitude: seed.lng,
        label: `${seed.area}, ${seed.city} (${seed.city === 'Roma' ? 'RM' : 'MI'})`,
        kind: 'district',
      }
    : null;
}
