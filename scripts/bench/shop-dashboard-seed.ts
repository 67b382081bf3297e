import type { Connection } from 'mongoose';
import { formatMinutes, shopToday, zonedInstant } from '../../src/domain/availability';
import { addDays } from '../../src/domain/opening-hours';
import { WEEKDAYS } from '../../src/domain/shop';
import {
  indexDocumentsOf,
  markBookingIndexesBuilt,
  writeIndexDocuments,
} from '../../server/modules/bookings/booking-index-backfill';
import {
  BENCH_CUSTOMERS,
  benchCustomerId,
  benchOwnerId,
  gridTimes,
  weekdayIndex,
} from './bookings-seed';
import { benchShops, seedBenchCatalog } from './search-catalog-seed';

/**
 * One busy shop for the overview benchmark (shop-dashboard-load.ts): `bookings` bookings spread over the two
 * years up to `futureDays` days ahead of today, on six staff columns without overlaps, with the statuses a real
 * history has (mostly completed in the past, some cancelled with a fee, no-shows, rejected; pending and confirmed
 * ahead), and a review for about one completed booking in ten. Written as the bookings service stores them: the
 * booking documents and the list index documents (server/modules/bookings/booking-index.ts). Past bookings hold
 * no slot claims (their time is gone; the overview never reads claims). Deterministic (seeded PRNG).
 */

const ZONE = 'Europe/Rome';
const STAFF = ['anna', 'bruno', 'carla', 'dario', 'elena', 'fabio'];
const BATCH = 2000;

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

export interface SeededShop {
  shopId: string;
  ownerId: string;
  bookings: number;
  reviews: number;
  /** shop-local dates the bookings span */
  from: string;
  to: string;
  seconds: number;
}

function pastStatus(random: () => number): { status: string; fee: number | null } {
  const roll = random();
  if (roll < 0.8) return { status: 'completed', fee: null };
  if (roll < 0.9) return { status: 'cancelled', fee: roll < 0.85 ? 1000 : null };
  if (roll < 0.95) return { status: 'no-show', fee: 1500 };
  return { status: 'rejected', fee: null };
}

export async function seedBenchShop(
  connection: Connection,
  options: { bookings: number; futureDays?: number; now?: Date },
): Promise<SeededShop> {
  const started = performance.now();
  await seedBenchCatalog(connection, 1);
  const { shops, services } = benchShops(0, 1);
  const shop = shops[0] as {
    _id: string;
    name: string;
    location: { address: string; city: string };
    workingHours: Record<string, { isOpen: boolean; start: string; end: string }>;
  };
  const menu = services as {
    _id: string;
    name: string;
    durationMinutes: number;
    priceCents: number;
  }[];
  const ownerId = benchOwnerId(0);
  const now = options.now ?? new Date();
  const today = shopToday(now, ZONE);
  const futureDays = options.futureDays ?? 30;
  const last = addDays(today, futureDays);
  const random = prng(11);
  const days: string[] = [];
  for (let day = addDays(today, -730); day <= last; day = addDays(day, 1)) days.push(day);
  const hoursOf = (date: string) => shop.workingHours[WEEKDAYS[weekdayIndex(date)]!];
  // bookings per open day so the total lands on `bookings`
  const perDay = options.bookings / days.filter((date) => hoursOf(date)?.isOpen).length;

  let docs: Record<string, unknown>[] = [];
  const indexed: Parameters<typeof indexDocumentsOf>[0][number][] = [];
  const reviews: Record<string, unknown>[] = [];
  const stars = [0, 0, 0, 0, 0];
  let count = 0;
  const flush = async () => {
    if (docs.length > 0)
      await connection.collection('bookings').insertMany(docs, { ordered: false });
    docs = [];
  };

  for (const date of days) {
    if (count >= options.bookings) break;
    const hours = hoursOf(date);
    if (!hours?.isOpen) continue;
    const window: [number, number] = [
      Number(hours.start.slice(0, 2)) * 60 + Number(hours.start.slice(3)),
      Number(hours.end.slice(0, 2)) * 60 + Number(hours.end.slice(3)),
    ];
    // a little over the average: a full day gives back what it could not hold
    let quota = Math.round(perDay * 1.05 + (random() - 0.5) * 4);
    for (const staffId of STAFF) {
      let free = window[0];
      while (quota > 0 && count < options.bookings) {
        const service = menu[Math.floor(random() * menu.length)]!;
        const start = gridTimes([free, window[1]], service.durationMinutes)[0];
        if (start === undefined) break;
        free = start + service.durationMinutes + (random() < 0.3 ? 30 : 0);
        const startAt = zonedInstant(date, start, ZONE);
        if (!startAt) continue;
        const past = startAt.getTime() < now.getTime();
        const { status, fee } = past
          ? pastStatus(random)
          : { status: random() < 0.8 ? 'confirmed' : 'pending', fee: null };
        const customerId = benchCustomerId(Math.floor(random() * BENCH_CUSTOMERS));
        const createdAt = new Date(startAt.getTime() - Math.floor(random() * 20 + 1) * 86_400_000);
        const id = `bk_dash${String(count).padStart(9, '0')}`;
        docs.push({
          _id: id,
          reference: `ORA-S${String(count).padStart(9, '0')}`,
          shopId: shop._id,
          shopName: shop.name,
          shopAddress: `${shop.location.address}, ${shop.location.city}`,
          shopTimeZone: ZONE,
          serviceType: 'salon',
          customerId,
          customerName: `Bench Customer ${customerId.slice(11)}`,
          customerEmail: `${customerId}@bench.orabella.test`,
          customerPhone: '+393330000000',
          customerLocale: 'it',
          services: [
            {
              serviceId: service._id,
              name: service.name,
              durationMinutes: service.durationMinutes,
              priceCents: service.priceCents,
            },
          ],
          staffId,
          staffName: staffId[0]!.toUpperCase() + staffId.slice(1),
          date,
          time: formatMinutes(start),
          startAt,
          endAt: new Date(startAt.getTime() + service.durationMinutes * 60_000),
          durationMinutes: service.durationMinutes,
          priceCents: service.priceCents,
          status,
          notes: '',
          shopNotes: '',
          specialRequests: '',
          firstTimeCustomer: false,
          reminderHours: null,
          cancellationFeeCents: status === 'cancelled' ? fee : null,
          noShowFeeCents: status === 'no-show' ? fee : null,
          rescheduleCount: 0,
          policies: {
            cancellation: { allowedHours: 24, feePercentage: 0 },
            reschedule: { allowedHours: 24, maxReschedules: 2 },
          },
          autoConfirm: true,
          cells: [],
          version: 0,
          history: [],
          createdAt,
          updatedAt: createdAt,
        });
        indexed.push(docs[docs.length - 1] as never);
        if (status === 'completed' && random() < 0.1) {
          const roll = random();
          const rating = roll < 0.5 ? 5 : roll < 0.8 ? 4 : roll < 0.9 ? 3 : roll < 0.95 ? 2 : 1;
          stars[rating - 1]! += 1;
          reviews.push({
            _id: `${shop._id}:${customerId}:${id}`,
            shopId: shop._id,
            userId: customerId,
            bookingId: id,
            rating,
            text: '',
            createdAt: new Date(startAt.getTime() + 86_400_000),
          });
        }
        count += 1;
        quota -= 1;
        if (docs.length >= BATCH) await flush();
      }
    }
  }
  await flush();
  for (let from = 0; from < reviews.length; from += BATCH)
    await connection
      .collection('reviews')
      .insertMany(reviews.slice(from, from + BATCH), { ordered: false });
  await connection.collection('shops').updateOne(
    { _id: shop._id as never },
    {
      $set: {
        ownerId,
        staff: STAFF.map((staffId) => ({
          _id: staffId,
          name: staffId,
          serviceIds: [],
          timeOff: [],
        })),
        ratings: { one: stars[0], two: stars[1], three: stars[2], four: stars[3], five: stars[4] },
      },
    },
  );
  await writeIndexDocuments(indexDocumentsOf(indexed, () => ownerId));
  await markBookingIndexesBuilt();
  return {
    shopId: shop._id,
    ownerId,
    bookings: count,
    reviews: reviews.length,
    from: days[0]!,
    to: last,
    seconds: (performance.now() - started) / 1000,
  };
}
