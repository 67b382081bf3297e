import type { Connection } from 'mongoose';
import { SHOP_FEATURES, WEEKDAYS, type BusinessType } from '../../src/domain/shop';

/**
 * Synthetic approved shops for the search benchmark: spread over Italian cities (weighted by size), 3–8
 * services each with realistic names, keys and prices, weekly hours with a closed day or two, features and
 * review counters. Deterministic (seeded PRNG), written with raw `insertMany` batches in the model's shape.
 */

/** mulberry32: small, fast, deterministic */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** city, province, zip prefix, centre, weight (≈ share of shops), spread in degrees */
export const BENCH_CITIES = [
  ['Roma', 'RM', '001', 41.8933, 12.4829, 20, 0.12],
  ['Milano', 'MI', '201', 45.4642, 9.19, 18, 0.1],
  ['Napoli', 'NA', '801', 40.8518, 14.2681, 10, 0.08],
  ['Torino', 'TO', '101', 45.0703, 7.6869, 8, 0.07],
  ['Palermo', 'PA', '901', 38.1157, 13.3615, 6, 0.06],
  ['Genova', 'GE', '161', 44.4056, 8.9463, 5, 0.05],
  ['Bologna', 'BO', '401', 44.4949, 11.3426, 6, 0.06],
  ['Firenze', 'FI', '501', 43.7696, 11.2558, 6, 0.06],
  ['Bari', 'BA', '701', 41.1171, 16.8719, 4, 0.05],
  ['Verona', 'VR', '371', 45.4384, 10.9916, 4, 0.05],
  ['Padova', 'PD', '351', 45.4064, 11.8768, 3, 0.04],
  ['Trieste', 'TS', '341', 45.6495, 13.7768, 2, 0.03],
  ['Brescia', 'BS', '251', 45.5416, 10.2118, 3, 0.04],
  ['Catania', 'CT', '951', 37.5079, 15.083, 3, 0.05],
  ['Città di Castello', 'PG', '060', 43.4573, 12.2407, 2, 0.03],
] as const;

const NAME_FIRST = [
  'Salone',
  'Studio',
  'Atelier',
  'Centro',
  'Spazio',
  'Barberia',
  'Beauty',
  'Estetica',
  'Nail Bar',
  'Spa',
];
const NAME_SECOND = [
  'Aurora',
  'Bellezza',
  'Luna',
  'Élite',
  'Rosa',
  'Oro',
  'Venere',
  'Armonia',
  'Glamour',
  'Natura',
  'Stella',
  'Sole',
  'Perla',
  'Iris',
  'Città',
  'Benessere',
];
const DESCRIPTIONS = [
  'Parrucchiere e trattamenti viso in un ambiente accogliente.',
  'Taglio, colore e piega con prodotti professionali.',
  'Massaggi rilassanti, percorsi benessere e trattamenti corpo.',
  'Manicure, pedicure e nail art su appuntamento.',
  'Barbiere tradizionale: taglio uomo, barba e rasatura.',
  'Estetica avanzata, pulizia viso e ceretta.',
];
const STREETS = ['Via Roma', 'Corso Italia', 'Via Garibaldi', 'Via Mazzini', 'Piazza Duomo'];

/** name, serviceKey, category, euro range */
const SERVICES: readonly [string, string | null, string, number, number][] = [
  ['Taglio donna', 'womensHaircut', 'hair', 25, 60],
  ['Taglio uomo', 'mensHaircut', 'hair', 15, 35],
  ['Taglio bambino', 'kidsHaircut', 'hair', 10, 20],
  ['Colore', 'coloring', 'hair', 35, 90],
  ['Balayage', 'highlights', 'hair', 60, 150],
  ['Piega', 'styling', 'hair', 15, 35],
  ['Manicure', 'manicure', 'nails', 15, 35],
  ['Semipermanente', 'gel', 'nails', 25, 45],
  ['Pedicure', 'pedicure', 'nails', 25, 50],
  ['Pulizia viso', 'deepCleansing', 'facial', 40, 90],
  ['Trattamento anti età', 'antiAging', 'facial', 60, 140],
  ['Massaggio rilassante', 'massage', 'massage', 45, 90],
  ['Hot stone', 'hotStone', 'massage', 60, 110],
  ['Riflessologia', 'reflexology', 'massage', 40, 80],
  ['Ceretta gambe', 'waxing', 'waxing', 20, 45],
  ['Sopracciglia', 'eyebrows', 'other', 10, 25],
  ['Laminazione ciglia', 'eyelashes', 'other', 40, 70],
  ['Trucco sposa', 'makeup', 'makeup', 80, 250],
  ['Rasatura barba', null, 'hair', 10, 25],
];
const TYPES: readonly [BusinessType, string][] = [
  ['salon', 'hair'],
  ['barbershop', 'barber'],
  ['spa', 'spa'],
  ['nail_salon', 'nails'],
  ['beauty_clinic', 'spa'],
  ['massage', 'spa'],
];

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

function cityFor(random: () => number) {
  const total = BENCH_CITIES.reduce((sum, c) => sum + c[5], 0);
  let r = random() * total;
  for (const city of BENCH_CITIES) {
    r -= city[5];
    if (r <= 0) return city;
  }
  return BENCH_CITIES[0];
}

function hoursFor(random: () => number) {
  const opens = pick(random, ['08:30', '09:00', '09:30', '10:00']);
  const closes = pick(random, ['18:00', '19:00', '19:30', '20:00', '22:00']);
  const closed = new Set([6, ...(random() < 0.5 ? [0] : [])]); // Sunday, often Monday
  return Object.fromEntries(
    WEEKDAYS.map((day, i) => [
      day,
      { isOpen: !closed.has(i), start: opens, end: i === 5 ? '17:00' : closes },
    ]),
  );
}

export interface SeedDocs {
  shops: Record<string, unknown>[];
  services: Record<string, unknown>[];
}

/** `count` shops numbered from `from`, with their services. */
export function benchShops(from: number, count: number, seed = 42): SeedDocs {
  const shops: Record<string, unknown>[] = [];
  const services: Record<string, unknown>[] = [];
  for (let n = from; n < from + count; n += 1) {
    const random = prng(seed * 1_000_003 + n);
    const [city, , zip, lat, lng, , spread] = cityFor(random);
    const [businessType, category] = pick(random, TYPES);
    const id = `bench-${n}`;
    const created = new Date(Date.UTC(2024, 0, 1) + Math.floor(random() * 700) * 86_400_000);
    const reviews = Math.floor(random() ** 2 * 400);
    const skew = random();
    const five = Math.floor(reviews * (0.3 + 0.5 * skew));
    const four = Math.floor((reviews - five) * 0.6);
    const three = Math.floor((reviews - five - four) * 0.6);
    const two = Math.floor((reviews - five - four - three) * 0.5);
    shops.push({
      _id: id,
      name: `${pick(random, NAME_FIRST)} ${pick(random, NAME_SECOND)} ${n}`,
      description: pick(random, DESCRIPTIONS),
      businessType,
      category,
      phone: `+39 06 ${String(1_000_000 + n).slice(-7)}`,
      email: `${id}@bench.orabella.test`,
      location: {
        address: `${pick(random, STREETS)} ${1 + Math.floor(random() * 150)}`,
        city,
        zipCode: `${zip}${Math.floor(random() * 90 + 10)}`,
        country: 'IT',
        latitude: lat + (random() - 0.5) * 2 * spread,
        longitude: lng + (random() - 0.5) * 2 * spread * 1.3,
      },
      // one photo: a shop without any is not public (src/domain/shop-setup.ts)
      photos: [`/images/bench/${businessType}.jpg`],
      ratings: { one: reviews - five - four - three - two, two, three, four, five },
      workingHours: hoursFor(random),
      specialDates: [],
      breaks: [],
      features: Object.fromEntries(SHOP_FEATURES.map((f) => [f, random() < 0.5])),
      policies: {
        cancellation: { allowedHours: 24, feePercentage: 0 },
        reschedule: { allowedHours: 24, maxReschedules: 2 },
        noShow: { feeCents: 0, maxNoShows: 3 },
      },
      timeZone: 'Europe/Rome',
      approvalStatus: 'approved',
      ownerId: null,
      rejectionReason: null,
      reviewedAt: null,
      createdAt: created,
      updatedAt: created,
    });
    const menu = [...SERVICES].sort(() => random() - 0.5).slice(0, 3 + Math.floor(random() * 6));
    // the menu's ids in order, as the services editor keeps them (the catalog reads one shop's menu by `_id`)
    shops[shops.length - 1]!.serviceIds = menu.map((_, i) => `${id}--${i}`);
    menu.forEach(([name, serviceKey, serviceCategory, low, high], i) => {
      services.push({
        _id: `${id}--${i}`,
        shopId: id,
        name,
        description: '',
        category: serviceCategory,
        serviceKey,
        durationMinutes: 30 + 15 * Math.floor(random() * 5),
        priceCents: Math.round(low + random() * (high - low)) * 100,
        includes: [],
        requirements: [],
        active: true,
        sortOrder: i,
        createdAt: created,
        updatedAt: created,
      });
    });
  }
  return { shops, services };
}

/** Fresh database with `total` shops, inserted in batches; returns the seconds it took. */
export async function seedBenchCatalog(connection: Connection, total: number): Promise<number> {
  const started = performance.now();
  await connection.dropDatabase();
  const BATCH = 1000;
  for (let from = 0; from < total; from += BATCH) {
    const { shops, services } = benchShops(from, Math.min(BATCH, total - from));
    await connection.collection('shops').insertMany(shops, { ordered: false });
    await connection.collection('services').insertMany(services, { ordered: false });
  }
  return (performance.now() - started) / 1000;
}
