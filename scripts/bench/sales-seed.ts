import type { Connection } from 'mongoose';
import { addDays } from '../../src/domain/opening-hours';
import { WEEKDAYS } from '../../src/domain/shop';
import type { SalePaymentMethod, SaleRecord } from '../../src/domain/sales';
import {
  bookingFeeRecord,
  bookingSaleRecord,
  type SaleBooking,
} from '../../src/domain/sales-bookings';
import { newManualSale, type SaleContext } from '../../src/domain/sales-records';
import { localDate, zonedInstantMs } from '../../src/domain/zoned-time';
import { listOwnedShop } from '../../server/modules/shop-admin/owned-shops';
import { insertSalesInBulk, monthOf } from '../../server/modules/sales/sales-store';
import { benchOwnerId, weekdayIndex } from './bookings-seed';
import { benchShops, seedBenchCatalog } from './search-catalog-seed';

/**
 * One busy shop for the sales benchmark (sales.ts): `transactions` transactions over the two years before today
 * (shop-local), on its open days, built by the same domain rules the server applies (src/domain/sales-bookings.ts
 * for a completed appointment's sale and a no-show or late-cancellation fee, src/domain/sales-records.ts for a
 * sale entered at the counter) and written through the sales store's bulk path (insertSalesInBulk: the documents
 * and the month buckets in step, as the demo seed writes them), so the benchmark reads exactly what the server
 * would have stored. About 88% appointment sales (a service or two, tips, the odd discount), 8% counter sales,
 * 4% fees; customers from a clientele of 3,000 so some come back. Deterministic (seeded PRNG).
 */

const ZONE = 'Europe/Rome';
const CUSTOMERS = 3_000;
/** months written side by side (each month is one document batch and one bucket write) */
const PARALLEL_MONTHS = 3;

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

const FIRST = ['Giulia', 'Marco', 'Sara', 'Luca', 'Elena', 'Paolo', 'Chiara', 'Davide', 'Anna'];
const LAST = ['Bianchi', 'Ferri', 'Conti', 'Marino', 'Greco', 'Ricci', 'Romano', 'Gallo', 'Costa'];
const PRODUCTS = [
  { name: 'Shampoo ristrutturante', category: 'hair', euro: 18 },
  { name: 'Olio per capelli', category: 'hair', euro: 24.5 },
  { name: 'Crema mani', category: 'nails', euro: 9.9 },
  { name: 'Buono regalo', category: 'other', euro: 50 },
] as const;

function customerOf(i: number) {
  const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i}`;
  return {
    id: `user-sales-customer-${i}`,
    name,
    email: `sales-customer-${i}@bench.orabella.test`,
    phone: `+39 333 ${String(1_000_000 + i).slice(-7)}`,
  };
}

function methodOf(roll: number): SalePaymentMethod {
  return roll < 0.5 ? 'card' : roll < 0.8 ? 'cash' : roll < 0.95 ? 'digital' : 'gift_card';
}

export interface SeededSales {
  shopId: string;
  ownerId: string;
  transactions: number;
  /** shop-local dates the transactions span */
  from: string;
  to: string;
  /** the 365 days before today (the longest range a report may ask for is 366 days) and how many are in it */
  year: { from: string; to: string; transactions: number };
  seconds: number;
}

/** The records, oldest first: `total` of them over the open days of the 730 days before `today`. */
function benchSaleRecords(input: {
  shopId: string;
  ownerId: string;
  today: string;
  total: number;
  openWeekdays: ReadonlySet<number>;
  hours: (date: string) => [number, number];
  services: readonly { id: string; name: string; category: string; priceCents: number }[];
}): SaleRecord[] {
  const random = prng(16);
  const ctx: SaleContext = { shopId: input.shopId, timeZone: ZONE, now: 0, actorId: null };
  const days: string[] = [];
  for (let back = 730; back >= 1; back -= 1) {
    const date = addDays(input.today, -back);
    if (input.openWeekdays.has(weekdayIndex(date))) days.push(date);
  }
  const records: SaleRecord[] = [];
  days.forEach((date, d) => {
    // the total spread evenly, the remainder on the first days
    const count = Math.floor(input.total / days.length) + (d < input.total % days.length ? 1 : 0);
    const [open, close] = input.hours(date);
    for (let n = 0; n < count; n += 1) {
      const minute = open + Math.floor(random() * Math.max(1, close - open - 30));
      const startAt = zonedInstantMs(date, minute, ZONE);
      if (startAt === null) continue;
      const roll = random();
      if (roll < 0.08) {
        const product = PRODUCTS[Math.floor(random() * PRODUCTS.length)]!;
        const made = newManualSale(
          `txn_bench-${date.replace(/-/g, '')}-${n}`,
          {
            serviceName: product.name,
            category: product.category,
            amount: product.euro,
            paymentMethod: random() < 0.5 ? 'cash' : 'card',
            transactionDate: new Date(startAt).toISOString(),
          },
          { ...ctx, now: startAt + 60_000, actorId: input.ownerId },
          [],
        );
        if (made.ok) records.push(made.value);
        continue;
      }
      const customer = customerOf(Math.floor(random() ** 1.5 * CUSTOMERS));
      const first = input.services[Math.floor(random() * input.services.length)]!;
      const second =
        random() < 0.2 ? input.services[Math.floor(random() * input.services.length)]! : null;
      const services = second && second.id !== first.id ? [first, second] : [first];
      const booking: SaleBooking = {
        id: `bk_sales-${date.replace(/-/g, '')}-${n}`,
        customerId: customer.id,
        customerName: customer.name,
        customerEmail: customer.email,
        customerPhone: customer.phone,
        startAt,
        services: services.map((s) => ({
          serviceId: s.id,
          name: s.name,
          category: s.category,
          priceCents: s.priceCents,
        })),
      };
      const when = { ...ctx, now: startAt + 3_600_000 };
      if (roll < 0.12) {
        const kind = roll < 0.1 ? 'no_show' : 'late_cancellation';
        records.push(bookingFeeRecord(booking, kind, kind === 'no_show' ? 1500 : 1000, when));
        continue;
      }
      const price = services.reduce((sum, s) => sum + s.priceCents, 0);
      records.push(
        bookingSaleRecord(
          booking,
          {
            method: methodOf(random()),
            tipCents:
              random() < 0.35 ? Math.round((price * (0.05 + random() * 0.05)) / 50) * 50 : 0,
            discountCents: random() < 0.1 ? Math.round(price / 10) : 0,
            taxCents: 0,
            notes: '',
          },
          when,
        ),
      );
    }
  });
  return records.sort((a, b) => a.at - b.at);
}

/**
 * A fresh database holding the bench catalog's first shop (owned by benchOwnerId(0), listed as theirs) and its
 * `transactions` sales. The caller is connected (mongoose's default connection: the store's models use it).
 */
export async function seedBenchSales(
  connection: Connection,
  options: { transactions: number; now?: Date },
): Promise<SeededSales> {
  const started = performance.now();
  await seedBenchCatalog(connection, 1);
  const { shops, services } = benchShops(0, 1);
  const shop = shops[0] as {
    _id: string;
    workingHours: Record<string, { isOpen: boolean; start: string; end: string }>;
  };
  const ownerId = benchOwnerId(0);
  await listOwnedShop(ownerId, shop._id);
  await connection.collection('shops').updateOne({ _id: shop._id as never }, { $set: { ownerId } });
  const today = localDate((options.now ?? new Date()).getTime(), ZONE);
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const hoursOf = (date: string) => shop.workingHours[WEEKDAYS[weekdayIndex(date)]!]!;
  const records = benchSaleRecords({
    shopId: shop._id,
    ownerId,
    today,
    total: options.transactions,
    openWeekdays: new Set(
      WEEKDAYS.map((day, i) => (shop.workingHours[day]?.isOpen ? i : -1)).filter((i) => i >= 0),
    ),
    hours: (date) => [minutes(hoursOf(date).start), minutes(hoursOf(date).end)],
    services: (
      services as { _id: string; name: string; category: string; priceCents: number }[]
    ).map((s) => ({ id: s._id, name: s.name, category: s.category, priceCents: s.priceCents })),
  });

  // the store's bulk path, a month per call, a few months side by side (one call with everything would write
  // the months one after the other, and group them by copying each month's list at every record)
  const byMonth = new Map<string, SaleRecord[]>();
  for (const record of records) {
    const month = monthOf(record.date);
    let list = byMonth.get(month);
    if (!list) byMonth.set(month, (list = []));
    list.push(record);
  }
  const queue = [...byMonth.values()];
  let stored = 0;
  await Promise.all(
    Array.from({ length: PARALLEL_MONTHS }, async () => {
      for (let group = queue.shift(); group; group = queue.shift()) {
        const inserted = await insertSalesInBulk(group);
        stored += inserted;
      }
    }),
  );
  const year = { from: addDays(today, -365), to: addDays(today, -1) };
  return {
    shopId: shop._id,
    ownerId,
    transactions: stored,
    from: records[0]?.date ?? today,
    to: records[records.length - 1]?.date ?? today,
    year: { ...year, transactions: records.filter((r) => r.date >= year.from).length },
    seconds: (performance.now() - started) / 1000,
  };
}
