import fc from 'fast-check';
import { haversineKm, roundKm, type LatLng } from '../../../src/domain/geo';
import { FEATURE_FILTERS, SEARCH_SORTS, SERVICE_FILTER_IDS } from '../../../src/domain/search';
import { BUSINESS_TYPES, SHOP_FEATURES, WEEKDAYS, type Weekday } from '../../../src/domain/shop';
import type {
  RawCatalog,
  RawDayHours,
  RawService,
  RawShop,
  RawSpecialDate,
} from './search-catalog';
import { ROMA } from './search-harness';

/**
 * fast-check generators for the search property test: small catalogs drawn from a small vocabulary (so text
 * queries hit, with accents and near-miss typos) and queries over every search parameter.
 *
 * Chosen so the rules leave no room for interpretation: positions come from a palette whose rounded
 * distances from every origin differ (ties in `distance` are exact); hours sit on a :00/:30 grid and `now` at
 * :07 or :37 in whole-hour zones, so no check falls on an opening or closing minute (the boundary test does).
 */

const NAME_WORDS = [
  'Salone',
  'Aurora',
  'Bellezza',
  'Città',
  'Estetica',
  'Barbiere',
  'Luna',
  'Élite',
  'Studio',
  'Nail',
  'Benessere',
  'Parrucchiere',
  'Rosa',
  'Oro',
] as const;
const DESCRIPTION_WORDS =
  'taglio colore relax trattamenti viso unghie professionale moderno accogliente caffè'.split(' ');

/** name, serviceKey, category: some keyed, some matched by words only, some by neither */
const SERVICE_KINDS: readonly [string, string | null, RawService['category']][] = [
  ['Taglio donna', 'womensHaircut', 'hair'],
  ['Taglio uomo', 'mensHaircut', 'hair'],
  ['Haircut express', null, 'hair'],
  ['Colore', 'coloring', 'hair'],
  ['Piega', 'styling', 'hair'],
  ['Blow dry', null, 'hair'],
  ['Balayage', 'highlights', 'hair'],
  ['Manicure classica', 'manicure', 'nails'],
  ['Pedicure', 'pedicure', 'nails'],
  ['Semipermanente', 'gel', 'nails'],
  ['Pulizia viso', 'deepCleansing', 'facial'],
  ['Facial glow', null, 'facial'],
  ['Skin check', null, 'facial'],
  ['Massaggio rilassante', 'massage', 'massage'],
  ['Hot stone', 'hotStone', 'massage'],
  ['Ceretta gambe', 'waxing', 'waxing'],
  ['Trucco sposa', 'makeup', 'makeup'],
  ['Laminazione ciglia', 'eyelashes', 'other'],
];
const PRICES_CENTS = [1000, 1500, 2000, 2500, 3000, 4500, 5000, 8000, 12000] as const;
const PRICE_PARAMS = [0, 10, 15, 20, 25, 30, 45, 50, 80, 100, 120, 200] as const;
const RADII = [1, 2.5, 5, 10, 25] as const;
const TIME_ZONES = [
  'Europe/Rome',
  'Europe/Rome',
  'Europe/Rome',
  'Europe/London',
  'America/New_York',
  'Asia/Tokyo',
] as const;
const PLACES = [
  { city: 'Roma', address: 'Via del Corso 12', zipCode: '00186' },
  { city: 'Roma', address: 'Piazza Navona 3', zipCode: '00186' },
  { city: 'Milano', address: 'Corso Buenos Aires 5', zipCode: '20124' },
  { city: 'Città di Castello', address: 'Via Roma 1', zipCode: '06012' },
  { city: 'Torino', address: 'Via Po 8', zipCode: '10121' },
] as const;
const LOCATION_TEXTS = [
  'Roma',
  'roma',
  'ROMA',
  'Róma',
  'Milano',
  'corso',
  '001',
  'citta',
  'Castello',
  'via',
  'Nowhere',
];

/** shop positions around Rome (a shop may also have none) */
export const POINTS: readonly LatLng[] = [
  [41.8933, 12.4829],
  [41.9028, 12.4964],
  [41.8902, 12.4922],
  [41.9109, 12.4818],
  [41.8719, 12.4801],
  [41.9341, 12.4534],
  [41.8486, 12.5553],
  [41.9566, 12.5387],
  [41.8, 12.6],
  [41.99, 12.38],
  [42.05, 12.6],
  [41.75, 12.3],
  [42.2, 12.9],
].map(([latitude, longitude]) => ({ latitude: latitude!, longitude: longitude! }));

/** caller positions: the place's own point, a shop's exact point, and points between */
export const ORIGINS: readonly LatLng[] = [
  { latitude: ROMA.latitude, longitude: ROMA.longitude },
  POINTS[2]!,
  { latitude: 41.92, longitude: 12.51 },
  { latitude: 41.86, longitude: 12.44 },
];

/** Fails loudly if the palettes would let the rules' wording matter (a rounded tie or a radius edge). */
function checkPalettes(): void {
  for (const origin of ORIGINS) {
    const km = POINTS.map((p) => haversineKm(origin, p));
    const rounded = km.map(roundKm);
    for (let i = 0; i < km.length; i += 1) {
      for (let j = i + 1; j < km.length; j += 1) {
        if (Math.abs(rounded[i]! - rounded[j]!) < 0.02)
          throw new Error(`palette: points ${i} and ${j} are as far from an origin`);
      }
      if (RADII.some((r) => Math.abs(km[i]! - r) < 0.01) || Math.abs(km[i]! - 10) < 0.01)
        throw new Error(`palette: point ${i} sits on a radius`);
    }
  }
}
checkPalettes();

const HOUR_STARTS = ['00:00', '06:00', '08:30', '09:00', '10:00', '14:00'] as const;
const HOUR_ENDS = ['12:30', '18:00', '20:00', '22:30', '24:00'] as const;
const windowArb = fc
  .tuple(fc.constantFrom(...HOUR_STARTS), fc.constantFrom(...HOUR_ENDS))
  .filter(([start, end]) => start < end);

const dayArb: fc.Arbitrary<RawDayHours> = fc.oneof(
  { weight: 3, arbitrary: windowArb.map(([start, end]) => ({ isOpen: true, start, end })) },
  { weight: 1, arbitrary: fc.constant({ isOpen: false, start: '09:00', end: '18:00' }) },
);
const weekArb = fc
  .tuple(...WEEKDAYS.map(() => dayArb))
  .map(
    (days) =>
      Object.fromEntries(WEEKDAYS.map((d, i) => [d, days[i]!])) as Record<Weekday, RawDayHours>,
  );

/** A day of 2026 at :07 or :37 UTC (DST change days included by chance). */
export const nowArb = fc
  .tuple(fc.integer({ min: 0, max: 364 }), fc.integer({ min: 0, max: 23 }), fc.constantFrom(7, 37))
  .map(([day, hour, minute]) => new Date(Date.UTC(2026, 0, 1 + day, hour, minute)));

function dateAfter(now: Date, days: number): string {
  const d = new Date(now.getTime());
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const specialDatesArb = (now: Date): fc.Arbitrary<RawSpecialDate[]> =>
  fc
    .uniqueArray(
      fc.record({
        offset: fc.integer({ min: -1, max: 8 }),
        open: fc.option(windowArb, { nil: null }),
      }),
      { maxLength: 2, selector: (d) => d.offset },
    )
    .map((days) =>
      days.map(({ offset, open }) => ({
        date: dateAfter(now, offset),
        isClosed: open === null,
        start: open?.[0] ?? null,
        end: open?.[1] ?? null,
        description: open ? 'Orario speciale' : 'Chiuso per ferie',
      })),
    );

const counter = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 6 }));
const CREATED = ['2025-03-01', '2025-06-15', '2025-06-15', '2025-11-30', '2026-01-10'];

function shopArb(
  index: number,
  now: Date,
): fc.Arbitrary<{ shop: RawShop; services: RawService[] }> {
  const id = `shop-${String(index).padStart(2, '0')}`;
  return fc
    .record({
      name: fc.array(fc.constantFrom(...NAME_WORDS), { minLength: 1, maxLength: 3 }),
      description: fc.array(fc.constantFrom(...DESCRIPTION_WORDS), { maxLength: 4 }),
      businessType: fc.constantFrom(...BUSINESS_TYPES),
      point: fc.option(fc.constantFrom(...POINTS), { nil: null, freq: 8 }),
      place: fc.constantFrom(...PLACES),
      ratings: fc.record({
        one: counter,
        two: counter,
        three: counter,
        four: counter,
        five: counter,
      }),
      hours: fc.option(weekArb, { nil: undefined, freq: 8 }),
      special: specialDatesArb(now),
      features: fc.tuple(...SHOP_FEATURES.map(() => fc.boolean())),
      timeZone: fc.constantFrom(...TIME_ZONES),
      approval: fc.constantFrom(
        'approved',
        'approved',
        'approved',
        'approved',
        'pending',
        'rejected',
      ),
      created: fc.constantFrom(...CREATED),
      services: fc.array(
        fc.record({
          kind: fc.constantFrom(...SERVICE_KINDS),
          priceCents: fc.constantFrom(...PRICES_CENTS),
          active: fc.oneof(
            { weight: 9, arbitrary: fc.constant(true) },
            { weight: 1, arbitrary: fc.constant(false) },
          ),
        }),
        { maxLength: 5 },
      ),
    })
    .map((g) => {
      const shop: RawShop = {
        _id: id,
        name: g.name.join(' '),
        description: g.description.join(' '),
        businessType: g.businessType,
        category: 'hair',
        location: {
          ...g.place,
          country: 'IT',
          latitude: g.point?.latitude ?? null,
          longitude: g.point?.longitude ?? null,
        },
        ratings: g.ratings,
        ...(g.hours ? { workingHours: g.hours } : {}),
        // special dates only with working hours: a shop without hours is 'unknown', whatever its dates say
        specialDates: g.hours ? g.special : [],
        features: Object.fromEntries(
          SHOP_FEATURES.map((f, i) => [f, g.features[i]!]),
        ) as RawShop['features'],
        timeZone: g.timeZone,
        approvalStatus: g.approval as RawShop['approvalStatus'],
        createdAt: new Date(`${g.created}T10:00:00Z`),
        updatedAt: new Date(`${g.created}T10:00:00Z`),
      };
      const services = g.services.map((s, i): RawService => ({
        _id: `${id}--s${i}`,
        shopId: id,
        name: s.kind[0],
        serviceKey: s.kind[1],
        category: s.kind[2],
        durationMinutes: 30,
        priceCents: s.priceCents,
        sortOrder: i,
        active: s.active,
      }));
      return { shop, services };
    });
}

export const scenarioArb = nowArb.chain((now) =>
  fc.integer({ min: 0, max: 40 }).chain((count) =>
    fc
      .tuple(...Array.from({ length: count }, (_, i) => shopArb(i, now)))
      .map((generated): { now: Date; catalog: RawCatalog } => ({
        now,
        catalog: {
          shops: generated.map((g) => g.shop),
          services: generated.flatMap((g) => g.services),
        },
      })),
  ),
);

const VOCABULARY = [
  ...NAME_WORDS,
  ...DESCRIPTION_WORDS,
  ...SERVICE_KINDS.flatMap(([name]) => name.split(' ')),
  // treatment words (the vocabulary) and the stand-in gazetteer's one place
  ...['barber', 'massaggi', 'estetista', 'nails', 'ceretta', 'Roma'],
  'pizza',
  'zzz',
];
const LETTERS = 'abcdefghilmnoprstuvz';

/** A word as a user might type it: exact, shouted, without accents, a prefix, or one or two slips away. */
const typedWordArb = fc
  .tuple(
    fc.constantFrom(...VOCABULARY),
    fc.constantFrom(
      'exact',
      'exact',
      'upper',
      'plain',
      'prefix',
      'prefix',
      'substitute',
      'drop',
      'insert',
      'swap',
    ),
    fc.nat(),
    fc.constantFrom(...LETTERS),
  )
  .map(([word, how, n, letter]) => {
    const at = n % word.length;
    switch (how) {
      case 'upper':
        return word.toUpperCase();
      case 'plain':
        return word.normalize('NFD').replace(/\p{M}+/gu, '');
      case 'prefix':
        return word.slice(0, 1 + (n % word.length));
      case 'substitute':
        return word.slice(0, at) + letter + word.slice(at + 1);
      case 'drop':
        return word.length > 1 ? word.slice(0, at) + word.slice(at + 1) : word;
      case 'insert':
        return word.slice(0, at) + letter + word.slice(at);
      case 'swap':
        return at + 1 < word.length
          ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
          : word;
      default:
        return word;
    }
  })
  .filter((word) => /[\p{L}\p{N}]/u.test(word));

/** present in `percent` % of queries: few filters at a time, so most queries still find shops */
const sometimes = <T>(arb: fc.Arbitrary<T>, percent: number) =>
  fc.oneof(
    { weight: 100 - percent, arbitrary: fc.constant(undefined) },
    { weight: percent, arbitrary: arb },
  );
const list = <T extends string>(values: readonly T[]) =>
  fc
    .uniqueArray(fc.constantFrom(...values), { minLength: 1, maxLength: 3 })
    .map((v) => v.join(','));
const flag = fc.constantFrom('true', 'false', '1', '0');

/** Query parameters exactly as a client would send them (only the ones present). */
export const queryArb: fc.Arbitrary<Record<string, string>> = fc
  .record({
    search: sometimes(
      fc
        .oneof(
          { weight: 3, arbitrary: typedWordArb.map((w) => [w]) },
          { weight: 1, arbitrary: fc.array(typedWordArb, { minLength: 2, maxLength: 2 }) },
          // a place in the text, after a stop word or not
          { weight: 1, arbitrary: fc.tuple(typedWordArb, fc.constantFrom('roma', 'a roma')) },
        )
        .map((w) => w.join(' ')),
      30,
    ),
    location: sometimes(fc.constantFrom(...LOCATION_TEXTS), 20),
    coordinates: sometimes(
      fc.constantFrom(...ORIGINS).map((o) => `${o.latitude},${o.longitude}`),
      25,
    ),
    radiusKm: sometimes(fc.constantFrom(...RADII), 15),
    distance: sometimes(fc.constantFrom(...RADII), 10),
    businessType: sometimes(list(BUSINESS_TYPES), 15),
    minRating: sometimes(fc.constantFrom(0, 1, 3, 3.5, 4, 4.5, 5), 15),
    minPrice: sometimes(fc.constantFrom(...PRICE_PARAMS), 15),
    maxPrice: sometimes(fc.constantFrom(...PRICE_PARAMS), 15),
    features: sometimes(
      list([...Object.values(FEATURE_FILTERS), ...Object.keys(FEATURE_FILTERS)]),
      12,
    ),
    openNow: sometimes(flag, 15),
    hasAvailability: sometimes(flag, 15),
    services: sometimes(list(SERVICE_FILTER_IDS), 15),
    sortBy: sometimes(fc.constantFrom(...SEARCH_SORTS), 75),
    page: sometimes(fc.integer({ min: 1, max: 4 }), 25),
    limit: sometimes(fc.constantFrom(1, 2, 3, 5, 10, 20, 50), 60),
  })
  .map((query) =>
    Object.fromEntries(
      Object.entries(query)
        .filter(([, value]) => value !== undefined)
        .map(([key, value]) => [key, String(value)]),
    ),
  );
