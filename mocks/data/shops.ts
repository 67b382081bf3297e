import { distributionFor, summarizeRatings } from '@/domain/ratings';
import { distanceToShopKm, type LatLng } from '@/domain/geo';
import { addDays, closedWeek, localClock, openStatusAt } from '@/domain/opening-hours';
import { DEMO_WORKING_HOURS } from '@/domain/demo-hours';
import {
  SHOP_CATEGORY_OF_TYPE,
  SHOP_FEATURES,
  type BusinessType,
  type ServiceSummary,
  type Shop,
  type ShopFeature,
  type SpecialDate,
} from '@/domain/shop';
import { seededBookingFields } from './booking-seed-fields';
import { applyMockShopChanges } from './shop-changes';
import { mockDescription, recordMockDescription } from './shop-content';
import { mockPublicProfile } from './shop-profiles';
import { SHOP_SEEDS, type ShopSeed } from './shop-seeds';

/**
 * Fixture factories for shops: realistic Rome and Milan businesses, illustrated photos from
 * public/images/shops/ (six per business type), hours in Europe/Rome. Deterministic, so stories and
 * tests see the same data every time; `status` and `distance` are computed per request like the server.
 */

export const ROME_CENTER: LatLng = { latitude: 41.9028, longitude: 12.4964 };
export const MILAN_CENTER: LatLng = { latitude: 45.4642, longitude: 9.19 };

/** `/images/shops/{type}-{n}.svg`, n = 1…6 (file names use dashes: nail-salon-2.svg). */
export function shopPhoto(type: BusinessType, n: number): string {
  return `/images/shops/${type.replace('_', '-')}-${((n - 1) % 6) + 1}.svg`;
}

const SERVICES: Record<BusinessType, [string, number, number, string][]> = {
  salon: [
    ["Women's Haircut & Blow-dry", 60, 45, 'hair'],
    ["Men's Haircut", 30, 25, 'hair'],
    ['Full Colour', 90, 65, 'hair'],
    ['Balayage Highlights', 150, 120, 'hair'],
    ['Blow-dry & Styling', 45, 30, 'hair'],
  ],
  barbershop: [
    ['Classic Haircut', 30, 22, 'hair'],
    ['Beard Trim & Shape', 20, 15, 'hair'],
    ['Hot Towel Shave', 30, 25, 'hair'],
    ['Haircut & Beard', 45, 35, 'hair'],
  ],
  spa: [
    ['Hot Stone Massage', 75, 90, 'massage'],
    ['Aromatherapy Massage', 60, 75, 'massage'],
    ['Hydrating Facial', 60, 70, 'facial'],
    ['Spa Day Access', 120, 55, 'other'],
    ['Reflexology', 45, 50, 'massage'],
  ],
  nail_salon: [
    ['Classic Manicure', 30, 20, 'nails'],
    ['Gel Manicure', 45, 32, 'nails'],
    ['Spa Pedicure', 50, 35, 'nails'],
    ['Nail Art (per set)', 30, 15, 'nails'],
  ],
  beauty_clinic: [
    ['Deep Cleansing Facial', 60, 80, 'facial'],
    ['Eyebrow Shaping', 20, 18, 'facial'],
    ['Lash Lift & Tint', 50, 55, 'facial'],
    ['Anti-ageing Treatment', 75, 140, 'facial'],
  ],
  massage: [
    ['Swedish Massage', 60, 60, 'massage'],
    ['Deep Tissue Massage', 60, 70, 'massage'],
    ['Thai Massage', 90, 85, 'massage'],
  ],
};

export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A complete Shop from a few facts; anything can be overridden. */
export function makeShop(seed: ShopSeed, overrides: Partial<Shop> = {}): Shop {
  const id = `${slug(seed.name)}-${seed.city === 'Roma' ? 'roma' : 'milano'}`;
  const services: ServiceSummary[] = SERVICES[seed.type].map(
    ([name, duration, price, category]) => ({
      id: `${id}--${slug(name)}`,
      name,
      duration,
      price: seed.city === 'Milano' ? price + 5 : price,
      category,
    }),
  );
  const prices = services.map((s) => s.price);
  const features = Object.fromEntries(SHOP_FEATURES.map((f) => [f, false])) as Shop['features'];
  for (const f of ['onlineBooking', ...(seed.features ?? [])] as ShopFeature[]) features[f] = true;
  const first = seed.photo ?? 1;
  // rating and review count are derived from the per-star counts, as on the server
  const ratingDistribution = distributionFor(seed.rating, seed.reviews);
  const { rating, reviewCount } = summarizeRatings(ratingDistribution);
  // the Shop holds English; the handlers serve the caller's language from the recorded pair
  const description = mockDescription(seed);
  recordMockDescription(id, description);
  return {
    id,
    name: seed.name,
    description: description.en,
    businessType: seed.type,
    category: SHOP_CATEGORY_OF_TYPE[seed.type],
    phone: seed.city === 'Roma' ? '+39 06 4821 5530' : '+39 02 8907 1142',
    email: `${slug(seed.name)}@shops.orabella.demo`,
    location: {
      address: seed.address,
      city: seed.city,
      state: seed.city === 'Roma' ? 'RM' : 'MI',
      zipCode: seed.zip,
      country: 'IT',
      latitude: seed.lat,
      longitude: seed.lng,
    },
    photos: [0, 1, 2].map((i) => shopPhoto(seed.type, first + i)),
    rating,
    reviewCount,
    ratingDistribution,
    priceRange: { min: Math.min(...prices), max: Math.max(...prices) },
    services,
    workingHours: DEMO_WORKING_HOURS[seed.type][0]!,
    specialDates: [],
    features,
    timeZone: 'Europe/Rome',
    ...seededBookingFields(id, {
      cancellation: { allowedHours: 24, feePercentage: 0 },
      reschedule: { allowedHours: 24, maxReschedules: 2 },
      noShow: { feeAmount: 15, maxNoShows: 3 },
    }),
    logo: null,
    profile: mockPublicProfile(id),
    status: 'unknown',
    createdAt: '2025-01-15T09:00:00.000Z',
    updatedAt: '2025-06-01T09:00:00.000Z',
    ...overrides,
  };
}

/** Ids of the mock shops that have not set working hours (status 'unknown'). */
export const SHOPS_WITHOUT_HOURS: ReadonlySet<string> = new Set([
  'centro-benessere-lambrate-milano',
]);

/**
 * Shops with gaps, so cards and details show their fallbacks: one without coordinates (no distance, never in a
 * radius), one without services (no prices) and reviews, one without working hours.
 */
function incompleteShops(): Shop[] {
  const noPosition = makeShop(
    {
      name: 'Studio Capelli Nuovo',
      type: 'salon',
      city: 'Roma',
      area: 'Pigneto',
      address: 'Via del Pigneto 101',
      zip: '00176',
      lat: 0,
      lng: 0,
      rating: 4.1,
      reviews: 12,
      photo: 5,
    },
    { createdAt: '2025-06-20T09:00:00.000Z' },
  );
  noPosition.location = { ...noPosition.location, latitude: null, longitude: null };
  const noServices = makeShop(
    {
      name: 'Barbiere Appena Aperto',
      type: 'barbershop',
      city: 'Roma',
      area: 'Ostiense',
      address: 'Via Ostiense 60',
      zip: '00154',
      lat: 41.8696,
      lng: 12.4823,
      rating: 0,
      reviews: 0,
      photo: 6,
    },
    { services: [], priceRange: { min: 0, max: 0 }, createdAt: '2025-06-25T09:00:00.000Z' },
  );
  const noHours = makeShop(
    {
      name: 'Centro Benessere Lambrate',
      type: 'spa',
      city: 'Milano',
      area: 'Lambrate',
      address: 'Via Conte Rosso 9',
      zip: '20134',
      lat: 45.4846,
      lng: 9.2367,
      rating: 3.9,
      reviews: 8,
      photo: 2,
    },
    { workingHours: closedWeek(), createdAt: '2025-06-28T09:00:00.000Z' },
  );
  return [noPosition, noServices, noHours];
}

/** A holiday and a short day in the coming days (shop-local dates, relative to `now`). */
function upcomingSpecialDates(now: Date): SpecialDate[] {
  const today = localClock(now, 'Europe/Rome').date;
  return [
    {
      date: addDays(today, 3),
      isClosed: true,
      start: null,
      end: null,
      description: 'Closed for the staff training day',
    },
    {
      date: addDays(today, 9),
      isClosed: false,
      start: '10:00',
      end: '14:00',
      description: 'Short hours: morning only',
    },
  ];
}

/**
 * Every mock shop, best rated first (status still 'unknown'; see `withLiveFields`), with the changes made
 * through the mocks since the seed (mocks/data/shop-changes.ts: approvals, owners' edits).
 */
export function shopCatalogue(now: Date = new Date()): Shop[] {
  const seeded = [...SHOP_SEEDS.map((seed) => makeShop(seed)), ...incompleteShops()].map((shop) =>
    shop.id === 'terme-di-esquilino-roma'
      ? { ...shop, specialDates: upcomingSpecialDates(now) }
      : shop,
  );
  return applyMockShopChanges(seeded).sort(
    (a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount,
  );
}

/** Status at `now` (shop's time zone) and distance from `origin`, as the server adds them per request. */
export function withLiveFields(shop: Shop, now: Date, origin?: LatLng): Shop {
  const live: Shop = {
    ...shop,
    status: SHOPS_WITHOUT_HOURS.has(shop.id)
      ? 'unknown'
      : openStatusAt(shop.workingHours, now, shop.timeZone, shop.specialDates),
  };
  if (origin) live.distance = distanceToShopKm(origin, shop.location);
  return live;
}

/** What GET /api/shops/featured returns without a position (stories and tests). */
export function featuredShops(limit = 12, now = new Date(), origin?: LatLng): Shop[] {
  return shopCatalogue()
    .slice(0, limit)
    .map((shop) => withLiveFields(shop, now, origin));
}
