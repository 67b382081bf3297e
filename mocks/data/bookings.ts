import { bookingEndAt } from '@/domain/availability';
import {
  type Booking,
  type BookingActorRole,
  type BookingHistoryEntry,
  type BookingServiceLine,
  type BookingStatus,
  type BusyInterval,
  type ReminderLeadHours,
} from '@/domain/booking';
import { withSeries, type BookingSeriesRef } from '@/domain/booking-series';
import type { BookingRuleContext } from '@/domain/booking-status';
import type { WalkInSource } from '@/domain/walk-ins';
import {
  bookingRuleContext,
  toBookingDto as bookingDto,
  type StoredBooking,
} from '@/domain/booking-record';
import { parseTime } from '@/domain/opening-hours';
import type { Locale } from '@/domain/constants';
import { findMockShop, startOf, type withBookingFields } from './booking-shops';
import { blockedIntervals } from './shop-blocks';
import { mockShopContent } from './shop-content';
import { MOCK_CUSTOMER, seedMockBookings } from './booking-seeds';

export {
  MOCK_BOOKING_SHOPS,
  availabilityShopOf,
  bookableServicesOf,
  findMockShop,
  serviceLine,
} from './booking-shops';
export { MOCK_CUSTOMER, SEEDED_BOOKING_IDS } from './booking-seeds';

/**
 * The bookings of the MSW mocks: an in-memory store seeded for the demo customer relative to today (so
 * "upcoming" stays upcoming). `resetBookingsMockState()` restores the seed. Every rule (the DTO, the policy,
 * the allowed actions) is src/domain's; this file only keeps the store and reads it as the server's record.
 */

/**
 * A booking as the mock keeps it: shop-local date and time are the truth (a story or test may move a booking by
 * setting them), and the instants, totals and the shop's copied fields are read from them and the shop.
 */
export interface StoredMockBooking {
  id: string;
  reference: string;
  shopId: string;
  customerId: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  services: BookingServiceLine[];
  staffId: string;
  date: string;
  time: string;
  status: BookingStatus;
  /** the customer's notes */
  notes: string;
  /** the shop's own notes (never in the customer's view) */
  shopNotes: string;
  specialRequests: string;
  firstTimeCustomer: boolean;
  reminderHours: ReminderLeadHours | null;
  cancellationFeeCents: number | null;
  /** the shop's no-show fee recorded when it marked a no-show (cents) */
  noShowFeeCents?: number | null;
  rescheduleCount: number;
  /** `feeCents`: what the change charged (a no-show fee), as the server stores it */
  history: (BookingHistoryEntry & { feeCents?: number | null })[];
  createdAt: string;
  updatedAt: string;
  /** the recurring series it is an occurrence of */
  series?: BookingSeriesRef;
  /** how the shop took it (a walk-in or a phone call); absent: the customer booked online */
  source?: WalkInSource;
}

type MockShop = ReturnType<typeof withBookingFields>;

export const durationOf = (b: Pick<StoredMockBooking, 'services'>) =>
  b.services.reduce((sum, line) => sum + line.duration, 0);

/** Statuses whose time is released (the server deletes their claims). */
const RELEASED: readonly BookingStatus[] = ['cancelled', 'rejected'];

/** The stored booking as the server would hold it (src/domain's StoredBooking), read from the store and its shop. */
export function asStoredBooking(b: StoredMockBooking, shop: MockShop): StoredBooking {
  const startAt = startOf(b, shop.timeZone);
  const duration = durationOf(b);
  return {
    ...b,
    _id: b.id,
    shopName: shop.name,
    shopAddress: [shop.location.address, shop.location.city].filter(Boolean).join(', '),
    shopTimeZone: shop.timeZone,
    serviceType: shop.services.find((s) => s.id === b.services[0]?.id)?.category ?? '',
    services: b.services.map((line) => ({
      serviceId: line.id,
      name: line.name,
      // both languages, as the server's bookings keep them (the mock menu's names)
      names: mockShopContent(shop).services[line.id]?.name ?? null,
      durationMinutes: line.duration,
      priceCents: line.priceCents,
    })),
    staffName: shop.staff.find((s) => s.id === b.staffId)?.name ?? null,
    startAt,
    endAt: bookingEndAt(b.date, parseTime(b.time) ?? 0, duration, shop.timeZone, startAt),
    durationMinutes: duration,
    priceCents: b.services.reduce((sum, line) => sum + line.priceCents, 0),
    policies: shop.policies,
    autoConfirm: shop.autoConfirm,
  };
}

function shopOf(b: StoredMockBooking, now: Date): MockShop {
  const shop = findMockShop(b.shopId, now);
  if (!shop) throw new Error(`mock booking ${b.id} names an unknown shop`);
  return shop;
}

/** The booking as the server would store it (what the list's detail filters read). */
export const storedMockBooking = (b: StoredMockBooking, now: Date): StoredBooking =>
  asStoredBooking(b, shopOf(b, now));

/** The state-machine context of a stored booking for one actor at one instant. */
export const ruleContext = (
  b: StoredMockBooking,
  actor: BookingActorRole,
  now: Date,
): BookingRuleContext => bookingRuleContext(asStoredBooking(b, shopOf(b, now)), actor, now);

/**
 * The DTO the API answers with, with `allowedActions`/`policy` for this caller at `now`, and its series and
 * source when it has them (as the server's mapper).
 */
export const toBookingDto = (
  b: StoredMockBooking,
  actor: BookingActorRole = 'customer',
  now: Date = new Date(),
  language: Locale = 'en',
): Booking => withSeries(bookingDto(asStoredBooking(b, shopOf(b, now)), actor, now, language), b);

/**
 * Taken stretches of a shop's date (every booking that still holds its time, and the shop's blocked time),
 * optionally without one booking.
 */
export function busyIntervals(shopId: string, date: string, exceptId?: string): BusyInterval[] {
  return [...bookedIntervals(shopId, date, exceptId), ...blockedIntervals(shopId, date)];
}

/** Taken stretches of a shop's date by bookings only. */
function bookedIntervals(shopId: string, date: string, exceptId?: string): BusyInterval[] {
  return bookingsMockState.bookings
    .filter(
      (b) =>
        b.shopId === shopId && b.date === date && b.id !== exceptId && !RELEASED.includes(b.status),
    )
    .map((b) => {
      const start = parseTime(b.time) ?? 0;
      return { staffId: b.staffId, start, end: start + durationOf(b) };
    });
}

/** In-memory bookings and idempotency keys (`<userId>:<key>` → booking id and the request, canonical JSON). */
export const bookingsMockState = {
  bookings: seedMockBookings(),
  idempotency: new Map<string, { bookingId: string; request: string }>(),
};

export function resetBookingsMockState(now: Date = new Date()) {
  bookingsMockState.bookings = seedMockBookings(now);
  bookingsMockState.idempotency = new Map();
}

/** The demo customer's seeded bookings as the API shows them to her (stories, tests). */
export function mockCustomerBookings(now: Date = new Date()): Booking[] {
  return seedMockBookings(now)
    .filter((b) => b.customerId === MOCK_CUSTOMER.id)
    .map((b) => toBookingDto(b, 'customer', now));
}
