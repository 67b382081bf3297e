import { SHOP_CHAIR_ID } from './booking';
import type { StoredText } from './localized-text';
import { addDays } from './opening-hours';
import { weekdayIndex } from './availability-plan';
import type { SalePaymentMethod, SaleRecord } from './sales';
import { bookingSaleRecord, type BookingPayment, type SaleBooking } from './sales-bookings';
import { newManualSale, type SaleContext } from './sales-records';
import { zonedInstantMs } from './zoned-time';

/**
 * The demo shop's past year of business (issue 16), the same for the server's seed and the mocks: its completed
 * appointments, each with the sale completing it records, and some sales entered by hand. Both store the sales
 * only (the appointments are not written as bookings: the booking screens keep their own demo data).
 * Deterministic: the same dates give the same appointments and sales (ids from the dates), so a sale seeded
 * twice is stored once.
 */

export interface DemoService {
  id: string;
  name: StoredText;
  category: string;
  priceCents: number;
  durationMinutes: number;
}

export interface DemoAppointment {
  bookingId: string;
  customer: { id: string; name: string; email: string; phone: string };
  /** shop-local date and time */
  date: string;
  time: string;
  startAt: number;
  staffId: string;
  services: DemoService[];
  payment: BookingPayment;
}

const CUSTOMERS = [
  'Giulia Bianchi',
  'Marco Ferri',
  'Sara Conti',
  'Luca Marino',
  'Elena Greco',
  'Paolo Ricci',
  'Chiara Romano',
  'Davide Gallo',
  'Francesca Costa',
  'Matteo Fontana',
  'Alessia Moretti',
  'Simone Barbieri',
  'Valentina Lombardi',
  'Andrea Rinaldi',
  'Martina Caruso',
  'Federico Villa',
  'Ilaria De Luca',
  'Roberto Mancini',
  'Beatrice Leone',
  'Stefano Longo',
];

const PRODUCTS = [
  { name: 'Shampoo ristrutturante', category: 'hair', euro: 18 },
  { name: 'Olio per capelli', category: 'hair', euro: 24.5 },
  { name: 'Crema mani', category: 'nails', euro: 9.9 },
  { name: 'Buono regalo', category: 'other', euro: 50 },
  { name: 'Maschera viso', category: 'facial', euro: 15 },
] as const;

/** A small deterministic generator (mulberry32) seeded from a text. */
function randomFrom(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state ^ char.charCodeAt(0), 2654435761) >>> 0) + 1;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates with the given generator. */
function shuffled<T>(random: () => number, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

function methodOf(random: () => number): SalePaymentMethod {
  const roll = random();
  return roll < 0.5 ? 'card' : roll < 0.8 ? 'cash' : roll < 0.95 ? 'digital' : 'gift_card';
}

const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '.');

/**
 * The appointments of the `days` days before `today` (Sundays closed): two to five a day, between 09:00 and
 * 17:00, a service or two each, from a regular clientele (so customers come back), paid by card mostly, with
 * tips and the odd discount.
 */
export function demoAppointments(input: {
  shopId: string;
  timeZone: string;
  today: string;
  days: number;
  services: readonly DemoService[];
  staffIds: readonly string[];
}): DemoAppointment[] {
  const appointments: DemoAppointment[] = [];
  if (input.services.length === 0 || input.staffIds.length === 0) return appointments;
  for (let back = input.days; back >= 1; back -= 1) {
    const date = addDays(input.today, -back);
    if (weekdayIndex(date) === 6) continue;
    const random = randomFrom(`${input.shopId}|${date}`);
    const count = 2 + Math.floor(random() * 4);
    const hours = shuffled(random, [9, 10, 11, 12, 14, 15, 16, 17]).slice(0, count);
    hours.sort((a, b) => a - b);
    hours.forEach((hour, n) => {
      const first = pick(random, input.services);
      const second = random() < 0.2 ? pick(random, input.services) : null;
      const services = second && second.id !== first.id ? [first, second] : [first];
      const price = services.reduce((sum, s) => sum + s.priceCents, 0);
      const name = pick(random, CUSTOMERS);
      const time = `${String(hour).padStart(2, '0')}:00`;
      const tip = random() < 0.35 ? Math.round((price * (0.05 + random() * 0.05)) / 50) * 50 : 0;
      const discount = random() < 0.1 ? Math.round(price / 10) : 0;
      appointments.push({
        bookingId: `bk_demo-${date.replace(/-/g, '')}-${n + 1}`,
        customer: {
          id: `demo-customer-${slug(name)}`,
          name,
          email: `${slug(name)}@example.com`,
          phone: `+39 333 ${String(1_000_000 + CUSTOMERS.indexOf(name) * 37_111).slice(0, 7)}`,
        },
        date,
        time,
        startAt:
          zonedInstantMs(date, hour * 60, input.timeZone) ?? Date.parse(`${date}T${time}:00Z`),
        staffId: pick(random, input.staffIds),
        services,
        payment: {
          method: methodOf(random),
          tipCents: tip,
          discountCents: discount,
          taxCents: 0,
          notes: '',
        },
      });
    });
  }
  return appointments;
}

/** The sale of a demo appointment (as completing it records one). */
export function demoAppointmentSale(appointment: DemoAppointment, ctx: SaleContext): SaleRecord {
  const booking: SaleBooking = {
    id: appointment.bookingId,
    customerId: appointment.customer.id,
    customerName: appointment.customer.name,
    customerEmail: appointment.customer.email,
    customerPhone: appointment.customer.phone,
    startAt: appointment.startAt,
    services: appointment.services.map((s) => ({
      serviceId: s.id,
      name: s.name,
      category: s.category,
      priceCents: s.priceCents,
    })),
  };
  return bookingSaleRecord(booking, appointment.payment, {
    ...ctx,
    now: appointment.startAt + 3_600_000,
  });
}

/** Products sold at the counter on about one day in three: entered by hand (source offline). */
export function demoCounterSales(ctx: SaleContext & { today: string; days: number }): SaleRecord[] {
  const records: SaleRecord[] = [];
  for (let back = ctx.days; back >= 1; back -= 1) {
    const date = addDays(ctx.today, -back);
    const random = randomFrom(`${ctx.shopId}|counter|${date}`);
    if (weekdayIndex(date) === 6 || random() > 0.33) continue;
    const product = pick(random, PRODUCTS);
    const at = zonedInstantMs(date, (12 + Math.floor(random() * 6)) * 60 + 30, ctx.timeZone);
    if (at === null) continue;
    const made = newManualSale(
      `txn_demo-${date.replace(/-/g, '')}`,
      {
        serviceName: product.name,
        category: product.category,
        amount: product.euro,
        paymentMethod: random() < 0.5 ? 'cash' : 'card',
        transactionDate: new Date(at).toISOString(),
      },
      { ...ctx, now: at + 60_000 },
      [],
    );
    if (made.ok) records.push(made.value);
  }
  return records;
}

/** How far back the demo shop's history goes: a year, so every period of the dashboard has figures. */
export const DEMO_SALES_DAYS = 365;

/**
 * The demo shop's year of transactions up to yesterday (shop-local), oldest first: each appointment's sale and
 * the counter sales. The server's seed and the mocks' store both start from this, so the dashboard looks alike.
 * A shop without a team books on its one chair.
 */
export function demoShopSales(input: {
  shopId: string;
  timeZone: string;
  /** shop-local YYYY-MM-DD */
  today: string;
  services: readonly DemoService[];
  staffIds: readonly string[];
  /** who entered the counter sales (the shop's owner) */
  ownerId: string | null;
  days?: number;
}): SaleRecord[] {
  const days = input.days ?? DEMO_SALES_DAYS;
  const staffIds = input.staffIds.length > 0 ? input.staffIds : [SHOP_CHAIR_ID];
  const ctx: SaleContext = {
    shopId: input.shopId,
    timeZone: input.timeZone,
    now: 0,
    actorId: input.ownerId,
  };
  const appointments = demoAppointments({ ...input, staffIds, days });
  return [
    ...appointments.map((appointment) => demoAppointmentSale(appointment, ctx)),
    ...demoCounterSales({ ...ctx, today: input.today, days }),
  ].sort((a, b) => a.at - b.at);
}
