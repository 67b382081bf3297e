import { ServiceModel } from '../../../server/models/service.model';
import { ShopModel } from '../../../server/models/shop.model';
import type { Place } from '../../../src/domain/geocoding';
import { weekHours } from '../../../src/domain/opening-hours';

/**
 * The hand-made catalogue of tests/api/shops-search.test.ts: every answer of a search over it can be worked out
 * by hand. The clock is fixed: Tuesday 16 June 2026, 10:00 in Rome.
 */

export const TUESDAY_10_ROME = new Date('2026-06-16T08:00:00Z');
export const CENTRE = { latitude: 41.9028, longitude: 12.4964 };
const north = (km: number) => ({
  latitude: CENTRE.latitude + km / 111.2,
  longitude: CENTRE.longitude,
});

const stars = (counts: Partial<Record<'one' | 'two' | 'three' | 'four' | 'five', number>>) => ({
  one: 0,
  two: 0,
  three: 0,
  four: 0,
  five: 0,
  ...counts,
});
const tueSat = weekHours([null, ...Array(5).fill(['09:00', '19:00']), null]);

export interface Fixture {
  id: string;
  name: string;
  type: string;
  at: { latitude: number | null; longitude: number | null };
  city?: string;
  address?: string;
  zip?: string;
  description?: string;
  ratings: ReturnType<typeof stars>;
  services: [name: string, euro: number, key: string | null][];
  features?: string[];
  hours?: ReturnType<typeof weekHours>;
  specialDates?: { date: string; isClosed: boolean; start: string | null; end: string | null }[];
  createdAt: string;
  approval?: string;
}

export const FIXTURES: Fixture[] = [
  {
    id: 'alpha-salon',
    name: 'Alpha Hair Studio',
    type: 'salon',
    at: CENTRE,
    ratings: stars({ five: 10 }), // 5.0 from 10
    services: [
      ["Women's Haircut", 40, 'womensHaircut'],
      ['Colour', 70, 'coloring'],
    ],
    features: ['wifi', 'parking'],
    hours: tueSat,
    createdAt: '2025-01-01',
  },
  {
    id: 'bravo-barber',
    name: 'Bravo Barbers',
    type: 'barbershop',
    at: north(1),
    ratings: stars({ four: 20 }), // 4.0 from 20
    services: [
      ['Beard Trim', 15, null],
      ['Classic Cut', 20, 'mensHaircut'],
    ],
    features: ['creditCards', 'walkInsWelcome'],
    hours: weekHours([...Array(6).fill(['09:00', '20:00']), null]),
    createdAt: '2025-03-01',
  },
  {
    id: 'charlie-spa',
    name: 'Charlie Spa Retreat',
    type: 'spa',
    at: north(3),
    ratings: stars({ five: 5, four: 5 }), // 4.5 from 10
    services: [
      ['Hot Stone Massage', 90, 'hotStone'],
      ['Facial Glow', 60, 'facial'],
    ],
    features: ['wifi', 'wheelchairAccessible', 'parking'],
    hours: weekHours(Array(7).fill(['10:00', '21:00'])),
    specialDates: [{ date: '2026-06-16', isClosed: true, start: null, end: null }],
    createdAt: '2025-05-01',
  },
  {
    id: 'delta-nails',
    name: 'Delta Nails',
    type: 'nail_salon',
    at: north(8),
    ratings: stars({ three: 4 }), // 3.0 from 4
    services: [['Gel Manicure', 30, 'gel']],
    hours: weekHours([null, ['12:00', '20:00'], null, null, null, null, null]),
    createdAt: '2024-12-01',
  },
  {
    id: 'echo-clinic',
    name: 'Echo Skin Clinic',
    type: 'beauty_clinic',
    at: { latitude: 45.4642, longitude: 9.19 },
    city: 'Milano',
    address: 'Via Pascoli 45',
    zip: '20133',
    description: 'Dermatology-grade facials in Città Studi.',
    ratings: stars({ four: 8, five: 2 }), // 4.2 from 10
    services: [
      ['Deep Cleansing Facial', 80, 'deepCleansing'],
      ['Eyebrow Shaping', 18, 'eyebrows'],
    ],
    hours: weekHours([...Array(5).fill(['09:00', '18:00']), null, null]),
    createdAt: '2025-02-01',
  },
  {
    id: 'foxtrot-massage',
    name: 'Foxtrot Massage',
    type: 'massage',
    at: { latitude: null, longitude: null },
    ratings: stars({}),
    services: [],
    createdAt: '2025-06-01',
  },
  {
    id: 'golf-pending',
    name: 'Golf Pending Salon',
    type: 'salon',
    at: CENTRE,
    ratings: stars({ five: 50 }),
    services: [["Women's Haircut", 10, 'womensHaircut']],
    hours: tueSat,
    createdAt: '2025-06-01',
    approval: 'pending',
  },
  {
    id: 'hotel-barber',
    name: 'Hotel Barber Late',
    type: 'barbershop',
    at: { latitude: CENTRE.latitude - 0.005, longitude: CENTRE.longitude },
    ratings: stars({ four: 20 }), // 4.0 from 20, like Bravo: ties go by id
    services: [['Classic Cut', 25, null]],
    hours: weekHours(Array(7).fill(['20:00', '02:00'])),
    createdAt: '2025-03-01',
  },
];

export async function insertFixtures(): Promise<void> {
  await ShopModel.insertMany(
    FIXTURES.map((f) => ({
      _id: f.id,
      name: f.name,
      description: f.description ?? `${f.name} in Rome.`,
      businessType: f.type,
      category: 'hair',
      location: {
        address: f.address ?? 'Via Nazionale 1',
        city: f.city ?? 'Roma',
        zipCode: f.zip ?? '00184',
        latitude: f.at.latitude,
        longitude: f.at.longitude,
      },
      ratings: f.ratings,
      ...(f.hours ? { workingHours: f.hours } : {}),
      specialDates: f.specialDates ?? [],
      features: Object.fromEntries((f.features ?? []).map((k) => [k, true])),
      approvalStatus: f.approval ?? 'approved',
      createdAt: new Date(f.createdAt),
    })),
  );
  await ServiceModel.insertMany(
    FIXTURES.flatMap((f) =>
      f.services.map(([name, euro, key], i) => ({
        _id: `${f.id}--${i}`,
        shopId: f.id,
        name,
        category: 'hair',
        serviceKey: key,
        durationMinutes: 30,
        priceCents: euro * 100,
        sortOrder: i,
      })),
    ),
  );
}

export const ROMA_PLACE: Place = {
  id: 'roma',
  name: 'Roma',
  label: 'Roma (RM)',
  kind: 'city',
  ...CENTRE,
  country: 'IT',
  province: 'RM',
};
