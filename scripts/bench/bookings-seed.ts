import type { Connection } from 'mongoose';
import {
  coveredCells,
  formatMinutes,
  shopToday,
  zonedInstant,
} from '../../src/domain/availability';
import { SHOP_CHAIR_ID, SLOT_MINUTES } from '../../src/domain/booking';
import { addDays, parseTime } from '../../src/domain/opening-hours';
import { WEEKDAYS } from '../../src/domain/shop';
import { bookingMonthId, monthCellKey } from '../../server/models/booking-day.model';
import { slotClaimId } from '../../server/models/slot-claim.model';
import {
  indexDocumentsOf,
  markBookingIndexesBuilt,
  writeIndexDocuments,
} from '../../server/modules/bookings/booking-index-backfill';
import { benchShops, seedBenchCatalog } from './search-catalog-seed';

/**
 * Stored bookings for the booking benchmark, in the shapes the bookings service writes: the booking documents,
 * one slot claim per 30-minute cell they hold, the shops' day sheets (the availability read model) and the lists'
 * index documents (server/modules/bookings/booking-index.ts; shop `i` is owned by `benchOwnerId(i)`), spread
 * over the next `days` days of `shops` synthetic shops (scripts/bench/search-catalog-seed.ts, one chair each).
 * Deterministic (seeded PRNG), written with raw `insertMany` batches. Keeps which cells are taken, so the
 * creation benchmark can ask for times that are really free.
 */

const ZONE = 'Europe/Rome';
/** the owner of the i-th bench shop, and the i-th bench customer (the seeded bookings' customers) */
export const benchOwnerId = (i: number): string => `user-bench-owner-${i}`;
export const benchCustomerId = (i: number): string => `user-bench-${i}`;
export const BENCH_CUSTOMERS = 10_000;
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

interface BenchService {
  id: string;
  name: string;
  durationMinutes: number;
  priceCents: number;
}

export interface BenchShop {
  id: string;
  name: string;
  address: string;
  /** [open, close] minutes per weekday (Monday first), null when closed */
  hours: ([number, number] | null)[];
  services: BenchService[];
}

export interface SeededBookings {
  shops: BenchShop[];
  /** shop-local dates the bookings spread over (tomorrow onwards) */
  dates: string[];
  /** taken `shopId|date|HH:MM` cells */
  taken: Set<string>;
  bookings: number;
  claims: number;
  sheets: number;
  seconds: number;
}

/** Monday-first weekday index of a YYYY-MM-DD date. */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
}

function shopsOf(count: number): BenchShop[] {
  const { shops, services } = benchShops(0, count);
  const byShop = new Map<string, BenchService[]>();
  for (const s of services as {
    _id: string;
    shopId: string;
    name: string;
    durationMinutes: number;
    priceCents: number;
  }[]) {
    const list = byShop.get(s.shopId) ?? [];
    list.push({
      id: s._id,
      name: s.name,
      durationMinutes: s.durationMinutes,
      priceCents: s.priceCents,
    });
    byShop.set(s.shopId, list);
  }
  return (
    shops as {
      _id: string;
      name: string;
      location: { address: string; city: string };
      workingHours: Record<string, { isOpen: boolean; start: string; end: string }>;
    }[]
  ).map((shop) => ({
    id: shop._id,
    name: shop.name,
    address: `${shop.location.address}, ${shop.location.city}`,
    hours: WEEKDAYS.map((day) => {
      const hours = shop.workingHours[day];
      const open = parseTime(hours?.start);
      const close = parseTime(hours?.end);
      return hours?.isOpen && open !== null && close !== null ? [open, close] : null;
    }),
    services: byShop.get(shop._id) ?? [],
  }));
}

/** Grid start times of a day where a `duration`-minute booking fits before closing. */
export function gridTimes(window: [number, number], duration: number): number[] {
  const first = Math.ceil(window[0] / SLOT_MINUTES) * SLOT_MINUTES;
  const times: number[] = [];
  for (let t = first; t + duration <= window[1]; t += SLOT_MINUTES) times.push(t);
  return times;
}

/** A fresh database with `shopCount` shops and `total` bookings (+ claims and day sheets). */
export async function seedBenchBookings(
  connection: Connection,
  options: { shops: number; bookings: number; days: number; now?: Date },
): Promise<SeededBookings> {
  const started = performance.now();
  await seedBenchCatalog(connection, options.shops);
  const shops = shopsOf(options.shops);
  const today = shopToday(options.now ?? new Date(), ZONE);
  const dates = Array.from({ length: options.days }, (_, i) => addDays(today, i + 1));
  const random = prng(7);
  const taken = new Set<string>();
  const sheets = new Map<string, Record<string, string>>();
  const createdAt = options.now ?? new Date();
  let bookingDocs: Record<string, unknown>[] = [];
  const indexed: Parameters<typeof indexDocumentsOf>[0][number][] = [];
  let claimDocs: Record<string, unknown>[] = [];
  let bookings = 0;
  let claims = 0;

  const flush = async () => {
    if (bookingDocs.length > 0)
      await connection.collection('bookings').insertMany(bookingDocs, { ordered: false });
    if (claimDocs.length > 0)
      await connection.collection('slotclaims').insertMany(claimDocs, { ordered: false });
    bookingDocs = [];
    claimDocs = [];
  };

  for (let attempt = 0; bookings < options.bookings && attempt < options.bookings * 4; attempt++) {
    const shop = shops[Math.floor(random() * shops.length)]!;
    const date = dates[Math.floor(random() * dates.length)]!;
    const window = shop.hours[weekdayIndex(date)];
    const service = shop.services[Math.floor(random() * shop.services.length)];
    if (!window || !service) continue;
    const times = gridTimes(window, service.durationMinutes);
    const start = times[Math.floor(random() * times.length)];
    if (start === undefined) continue;
    const cells = coveredCells(start, service.durationMinutes).map(formatMinutes);
    if (cells.some((time) => taken.has(`${shop.id}|${date}|${time}`))) continue;
    const startAt = zonedInstant(date, start, ZONE);
    if (!startAt) continue;

    const id = `bk_bench${String(bookings).padStart(10, '0')}`;
    const time = formatMinutes(start);
    const claimIds = cells.map((cell) => slotClaimId(shop.id, SHOP_CHAIR_ID, date, cell));
    const sheetId = bookingMonthId(shop.id, date);
    const sheet = sheets.get(sheetId) ?? {};
    for (const cell of cells) {
      taken.add(`${shop.id}|${date}|${cell}`);
      sheet[monthCellKey(date, SHOP_CHAIR_ID, cell)] = id;
    }
    sheets.set(sheetId, sheet);
    const customerId = benchCustomerId(Math.floor(random() * BENCH_CUSTOMERS));
    bookingDocs.push({
      _id: id,
      reference: `ORA-B${String(bookings).padStart(9, '0')}`,
      shopId: shop.id,
      shopName: shop.name,
      shopAddress: shop.address,
      shopTimeZone: ZONE,
      serviceType: 'salon',
      customerId,
      customerName: `Bench Customer ${customerId.slice(11)}`,
      customerEmail: `${customerId}@bench.orabella.test`,
      customerPhone: '+393330000000',
      customerLocale: random() < 0.5 ? 'it' : 'en',
      services: [
        {
          serviceId: service.id,
          name: service.name,
          durationMinutes: service.durationMinutes,
          priceCents: service.priceCents,
        },
      ],
      staffId: SHOP_CHAIR_ID,
      staffName: null,
      date,
      time,
      startAt,
      endAt: new Date(startAt.getTime() + service.durationMinutes * 60_000),
      durationMinutes: service.durationMinutes,
      priceCents: service.priceCents,
      status: random() < 0.8 ? 'confirmed' : 'pending',
      notes: '',
      specialRequests: '',
      firstTimeCustomer: false,
      reminderHours: 24,
      cancellationFeeCents: null,
      rescheduleCount: 0,
      policies: {
        cancellation: { allowedHours: 24, feePercentage: 0 },
        reschedule: { allowedHours: 24, maxReschedules: 2 },
      },
      autoConfirm: true,
      cells: claimIds,
      version: 0,
      history: [
        {
          at: createdAt,
          by: { role: 'customer', id: customerId, name: null },
          action: 'created',
          from: null,
          to: { status: 'confirmed', date, time, staffId: SHOP_CHAIR_ID },
          reason: null,
        },
      ],
      createdAt,
      updatedAt: createdAt,
    });
    indexed.push(bookingDocs[bookingDocs.length - 1] as never);
    for (const claimId of claimIds) claimDocs.push({ _id: claimId, bookingId: id, createdAt });
    bookings += 1;
    claims += claimIds.length;
    if (bookingDocs.length >= BATCH) await flush();
  }
  await flush();

  const sheetDocs: Record<string, unknown>[] = [...sheets].map(([_id, cells]) => ({ _id, cells }));
  for (let from = 0; from < sheetDocs.length; from += BATCH)
    await connection
      .collection('bookingdays')
      .insertMany(sheetDocs.slice(from, from + BATCH), { ordered: false });

  const owners = new Map(shops.map((shop, i) => [shop.id, benchOwnerId(i)]));
  // one update per shop: FerretDB 1.24 never answers an unordered bulkWrite of updates (the seed hung here)
  for (const shop of shops)
    await connection
      .collection('shops')
      .updateOne({ _id: shop.id as never }, { $set: { ownerId: owners.get(shop.id) } });
  await writeIndexDocuments(indexDocumentsOf(indexed, (id) => owners.get(id)));
  await markBookingIndexesBuilt();

  return {
    shops,
    dates,
    taken,
    bookings,
    claims,
    sheets: sheetDocs.length,
    seconds: (performance.now() - started) / 1000,
  };
}
