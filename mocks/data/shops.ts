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

export interface ShopSeed {
  name: string;
  type: BusinessType;
  city: 'Roma' | 'Milano';
  area: string;
  address: string;
  zip: string;
  lat: number;
  lng: number;
  rating: number;
  reviews: number;
  features?: ShopFeature[];
  photo?: number;
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
  return {
    id,
    name: seed.name,
    description: `${seed.name} in ${seed.area}, ${seed.city === 'Roma' ? 'Rome' : 'Milan'}.`,
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
    policies: {
      cancellation: { allowedHours: 24, feePercentage: 0 },
      reschedule: { allowedHours: 24, maxReschedules: 2 },
      noShow: { feeAmount: 15, maxNoShows: 3 },
    },
    timeZone: 'Europe/Rome',
    staff: [],
    breaks: [],
    autoConfirm: true,
    status: 'unknown',
    createdAt: '2025-01-15T09:00:00.000Z',
    updatedAt: '2025-06-01T09:00:00.000Z',
    ...overrides,
  };
}

/** The mock catalogue: 9 Rome shops (5 within 2 km of the centre) and 7 in Milan, one of each type at least. */
export const SHOP_SEEDS: readonly ShopSeed[] = [
  {
    name: 'Salone Aurora',
    type: 'salon',
    city: 'Roma',
    area: 'Monti',
    address: 'Via del Boschetto 41',
    zip: '00184',
    lat: 41.8955,
    lng: 12.4923,
    rating: 4.9,
    reviews: 412,
    features: ['creditCards', 'wifi', 'instantBooking'],
    photo: 1,
  },
  {
    name: 'Barberia del Corso',
    type: 'barbershop',
    city: 'Roma',
    area: 'Centro Storico',
    address: 'Via del Corso 214',
    zip: '00186',
    lat: 41.9009,
    lng: 12.4818,
    rating: 4.8,
    reviews: 268,
    features: ['creditCards', 'walkInsWelcome'],
    photo: 2,
  },
  {
    name: 'Terme di Esquilino',
    type: 'spa',
    city: 'Roma',
    area: 'Esquilino',
    address: 'Via Principe Amedeo 12',
    zip: '00185',
    lat: 41.8986,
    lng: 12.5014,
    rating: 4.7,
    reviews: 198,
    features: ['creditCards', 'wifi', 'wheelchairAccessible'],
    photo: 3,
  },
  {
    name: 'Unghie Belle San Lorenzo',
    type: 'nail_salon',
    city: 'Roma',
    area: 'San Lorenzo',
    address: 'Via dei Volsci 58',
    zip: '00185',
    lat: 41.8977,
    lng: 12.5143,
    rating: 4.6,
    reviews: 154,
    features: ['creditCards', 'walkInsWelcome'],
    photo: 1,
  },
  {
    name: 'Studio Viso Termini',
    type: 'beauty_clinic',
    city: 'Roma',
    area: 'Castro Pretorio',
    address: 'Via Marsala 30',
    zip: '00185',
    lat: 41.901,
    lng: 12.5016,
    rating: 4.5,
    reviews: 87,
    features: ['creditCards', 'wheelchairAccessible'],
    photo: 2,
  },
  {
    name: 'Capelli di Trastevere',
    type: 'salon',
    city: 'Roma',
    area: 'Trastevere',
    address: 'Via della Lungaretta 95',
    zip: '00153',
    lat: 41.8893,
    lng: 12.4694,
    rating: 4.7,
    reviews: 301,
    features: ['creditCards', 'wifi'],
    photo: 4,
  },
  {
    name: 'Il Barbiere di Prati',
    type: 'barbershop',
    city: 'Roma',
    area: 'Prati',
    address: 'Via Cola di Rienzo 180',
    zip: '00192',
    lat: 41.9073,
    lng: 12.4605,
    rating: 4.4,
    reviews: 122,
    features: ['creditCards'],
    photo: 5,
  },
  {
    name: 'Massaggi Testaccio',
    type: 'massage',
    city: 'Roma',
    area: 'Testaccio',
    address: 'Via Marmorata 77',
    zip: '00153',
    lat: 41.8776,
    lng: 12.4757,
    rating: 4.6,
    reviews: 143,
    features: ['creditCards', 'parking'],
    photo: 1,
  },
  {
    name: 'Nail Lab Parioli',
    type: 'nail_salon',
    city: 'Roma',
    area: 'Parioli',
    address: 'Viale Parioli 54',
    zip: '00197',
    lat: 41.9252,
    lng: 12.494,
    rating: 4.3,
    reviews: 66,
    features: ['creditCards', 'parking', 'instantBooking'],
    photo: 3,
  },
  {
    name: 'Atelier Brera',
    type: 'salon',
    city: 'Milano',
    area: 'Brera',
    address: 'Via Solferino 12',
    zip: '20121',
    lat: 45.4719,
    lng: 9.1874,
    rating: 4.9,
    reviews: 520,
    features: ['creditCards', 'wifi', 'instantBooking'],
    photo: 2,
  },
  {
    name: 'Navigli Barber Club',
    type: 'barbershop',
    city: 'Milano',
    area: 'Navigli',
    address: 'Ripa di Porta Ticinese 33',
    zip: '20143',
    lat: 45.452,
    lng: 9.177,
    rating: 4.7,
    reviews: 233,
    features: ['creditCards', 'wifi', 'walkInsWelcome'],
    photo: 3,
  },
  {
    name: 'Oasi Porta Venezia',
    type: 'spa',
    city: 'Milano',
    area: 'Porta Venezia',
    address: 'Corso Buenos Aires 8',
    zip: '20124',
    lat: 45.4743,
    lng: 9.205,
    rating: 4.8,
    reviews: 345,
    features: ['creditCards', 'wifi', 'wheelchairAccessible', 'parking'],
    photo: 4,
  },
  {
    name: 'Smalto Isola',
    type: 'nail_salon',
    city: 'Milano',
    area: 'Isola',
    address: 'Via Borsieri 20',
    zip: '20159',
    lat: 45.487,
    lng: 9.189,
    rating: 4.5,
    reviews: 98,
    features: ['creditCards', 'instantBooking'],
    photo: 5,
  },
  {
    name: 'Clinica Pelle Città Studi',
    type: 'beauty_clinic',
    city: 'Milano',
    area: 'Città Studi',
    address: 'Via Pascoli 45',
    zip: '20133',
    lat: 45.478,
    lng: 9.226,
    rating: 4.6,
    reviews: 176,
    features: ['creditCards', 'wheelchairAccessible'],
    photo: 3,
  },
  {
    name: 'Shiatsu Sempione',
    type: 'massage',
    city: 'Milano',
    area: 'Sempione',
    address: 'Corso Sempione 62',
    zip: '20154',
    lat: 45.4801,
    lng: 9.1697,
    rating: 4.4,
    reviews: 71,
    features: ['creditCards'],
    photo: 4,
  },
  {
    name: 'Forbici d’Oro Duomo',
    type: 'salon',
    city: 'Milano',
    area: 'Duomo',
    address: 'Via Torino 15',
    zip: '20123',
    lat: 45.4622,
    lng: 9.1859,
    rating: 4.2,
    reviews: 204,
    features: ['creditCards', 'wifi'],
    photo: 6,
  },
];

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

/** Every mock shop, best rated first (status still 'unknown'; see `withLiveFields`). */
export function shopCatalogue(now: Date = new Date()): Shop[] {
  return [...SHOP_SEEDS.map((seed) => makeShop(seed)), ...incompleteShops()]
    .map((shop) =>
      shop.id === 'terme-di-esquilino-roma'
        ? { ...shop, specialDates: upcomingSpecialDates(now) }
        : shop,
    )
    .sort((a, b) => b.rating - a.rating || b.reviewCount - a.reviewCount);
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
