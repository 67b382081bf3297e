import type { BookableService, Booking } from './booking-types';

/**
 * Bookings (spec 02 §2.4, §3 "Booking", §4, §7 "Bookings"; spec 03 appointments). Times are shop-local
 * wall-clock (`date` YYYY-MM-DD, `time` HH:MM in the shop's time zone); `startAt`/`endAt` are the instants.
 * Money is integer cents on the server; DTOs carry euro (`price`) next to cents (`priceCents`).
 */

export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'checked-in',
  'completed',
  'cancelled',
  'no-show',
  'rescheduled',
  'rejected',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that hold their time (claims kept); the rest released it. */
export const ACTIVE_BOOKING_STATUSES: readonly BookingStatus[] = [
  'pending',
  'confirmed',
  'rescheduled',
  'checked-in',
];

/** Slot grid and claim cell length (spec 02 §9). */
export const SLOT_MINUTES = 30;
/** How far ahead the calendar and the API accept a date (spec 02 §9 "Booking horizon 3 months"). */
export const BOOKING_HORIZON_MONTHS = 3;
export const CALENDAR_CELLS = 42;
/** Day periods (spec 02 §4): hours [from, to). Earlier slots count as morning, later as evening. */
export const DAY_PERIODS = {
  morning: [6, 12],
  afternoon: [12, 17],
  evening: [17, 22],
} as const;
export type DayPeriod = keyof typeof DAY_PERIODS;
/** Calendar dots (spec 02 §4): more than 5 free slots green, more than 2 yellow, else orange. */
export const DOT_GREEN_OVER = 5;
export const DOT_YELLOW_OVER = 2;
export type AvailabilityDot = 'green' | 'yellow' | 'orange';

export const REMINDER_LEAD_HOURS = [24, 12, 6, 2] as const;
export type ReminderLeadHours = (typeof REMINDER_LEAD_HOURS)[number];
export const DEFAULT_REMINDER_HOURS: ReminderLeadHours = 24;
/** spec 02 §9 / spec 03: the late-reschedule warning applies inside 24 hours */
export const LATE_RESCHEDULE_HOURS = 24;
export const BOOKING_CONFIRMED_TOAST_MS = 4000;
/** a shop without staff behaves as one chair with this staff id */
export const SHOP_CHAIR_ID = 'shop';
/** service booking settings when the shop has not set them (spec 03 "booking settings") */
export const DEFAULT_MIN_NOTICE_HOURS = 1;
export const DEFAULT_MAX_ADVANCE_DAYS = 90;
export const SPECIAL_REQUESTS_MAX = 500;
export const BOOKING_NOTES_MAX = 1000;
export const BOOKING_REASON_MAX = 500;
export const MAX_SERVICES_PER_BOOKING = 10;
export const BOOKINGS_PAGE_LIMIT_MAX = 100;
/** the longest text search of GET /api/bookings (`q`) */
export const BOOKING_SEARCH_MAX = 100;
/**
 * Per-customer limits against slot hoarding (issue 11): bookings of one customer that overlap a requested time
 * (two people booked together is fine, three is hoarding), upcoming bookings at one shop on one date, and
 * upcoming bookings overall.
 */
export const MAX_OVERLAPPING_BOOKINGS = 2;
export const MAX_UPCOMING_PER_SHOP_DAY = 3;
export const MAX_UPCOMING_BOOKINGS = 20;

/** Texts the API answers with (spec 02 §8 plus the conflict text). */
export const BOOKING_MESSAGES = {
  fetchFailed: 'Failed to fetch bookings',
  updateFailed: 'Failed to update booking',
  createFailed: 'Failed to create booking',
  deleteFailed: 'Failed to delete booking',
  slotsFailed: 'Failed to fetch available slots',
  fetchOneFailed: 'Failed to fetch booking',
  noBookings: 'No bookings found',
  notFound: 'Booking not found',
  noSlots: 'No available slots found',
  slotTaken: 'This time is no longer available',
  shopNotFound: 'Shop not found',
  serviceNotFound: 'Service not found',
  serviceUnavailable: 'This service cannot be booked online',
  staffNotFound: 'Staff member not found',
  staffCannotPerform: 'This staff member does not offer the chosen services',
  pastTime: 'This time is in the past',
  offGrid: 'Times must be on the half hour',
  tooSoon: 'This time is too soon to book',
  tooFar: 'This date is too far ahead',
  outsideHours: 'The shop is not open at this time',
  termsRequired: 'You must accept the terms',
  transitionNotAllowed: 'This change is not allowed for this booking',
  reasonRequired: 'Please provide a reason',
  rescheduleLimit: 'This booking cannot be rescheduled again',
  rescheduleClosed: 'It is too late to reschedule this booking',
  customersOnly: 'Only customers can book',
  idempotencyInProgress: 'This booking request is still being processed',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different request.',
  invalidRequest: 'Invalid booking request',
  changedMeanwhile: 'This booking was just changed. Please reload.',
  overlapLimit: 'You already have a booking at this time.',
  shopDayLimit: 'You have reached the booking limit for this shop on this day.',
  upcomingLimit: 'You have reached the maximum number of upcoming bookings.',
} as const;

/** Who acts on a booking. */
export type BookingActorRole = 'customer' | 'shop' | 'admin' | 'system';

/** Actions a caller may take (computed by the server per caller, see booking-status.ts). */
export const BOOKING_ACTIONS = [
  'cancel',
  'reschedule',
  'confirm',
  'reject',
  'check-in',
  'complete',
  'no-show',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

export type {
  ShopBreak,
  StaffMember,
  StaffTimeOff,
  BookableService,
  AvailabilityShop,
  BusyInterval,
  TimeSlot,
  CalendarDay,
  BookingServiceLine,
  BookingHistoryEntry,
  BookingPolicy,
  Booking,
  BookingList,
  AvailableSlots,
  AvailabilityCalendar,
  SlotsChanged,
} from './booking-types';

// the request schemas are in booking-schemas.ts; their input types are named here too
export type { CreateBookingInput, UpdateBookingInput } from './booking-schemas';

/** `a,b` → ['a','b'] (service ids in a query string) */
export function splitIds(value: string | undefined | null): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** spec 02 §4 "Upcoming": active with a date not in the past. */
export function isUpcoming(booking: Pick<Booking, 'status' | 'endAt'>, now: Date): boolean {
  return isUpcomingAt(booking.status, Date.parse(booking.endAt), now.getTime());
}

const UPCOMING_STATUSES: readonly string[] = ['pending', 'confirmed', 'rescheduled', 'checked-in'];

/** {@link isUpcoming} on epoch milliseconds (the lists hold their entries' ends as numbers). */
export function isUpcomingAt(status: string, endAtMs: number, nowMs: number): boolean {
  return UPCOMING_STATUSES.includes(status) && endAtMs >= nowMs;
}

/** Sum of the chosen services (cents, minutes). */
export function bookingTotals(
  services: readonly Pick<BookableService, 'durationMinutes' | 'priceCents'>[],
): {
  durationMinutes: number;
  priceCents: number;
} {
  let durationMinutes = 0;
  let priceCents = 0;
  for (const service of services) {
    durationMinutes += service.durationMinutes;
    priceCents += service.priceCents;
  }
  return { durationMinutes, priceCents };
}

/** What the hoarding limits need to know of a customer's booking (instants as epoch milliseconds). */
export interface LimitedBooking {
  shopId: string;
  date: string;
  startAt: number;
  endAt: number;
  status: BookingStatus | string;
}

/**
 * The hoarding limit a requested booking would break, given the customer's bookings (any, past ones are ignored),
 * as its error code (src/domain/errors.ts), or null. Checked in this order: overlapping (409), per shop and
 * date (429), upcoming overall (429).
 */
export function bookingLimitFailure(
  existing: readonly LimitedBooking[],
  requested: Omit<LimitedBooking, 'status'>,
  now: Date,
): 'OVERLAP_LIMIT' | 'SHOP_DAY_LIMIT' | 'UPCOMING_LIMIT' | null {
  const nowMs = now.getTime();
  const upcoming = existing.filter((b) => isUpcomingAt(b.status, b.endAt, nowMs));
  const overlapping = upcoming.filter(
    (b) => b.startAt < requested.endAt && requested.startAt < b.endAt,
  );
  if (overlapping.length >= MAX_OVERLAPPING_BOOKINGS) return 'OVERLAP_LIMIT';
  const sameShopDay = upcoming.filter(
    (b) => b.shopId === requested.shopId && b.date === requested.date,
  );
  if (sameShopDay.length >= MAX_UPCOMING_PER_SHOP_DAY) return 'SHOP_DAY_LIMIT';
  if (upcoming.length >= MAX_UPCOMING_BOOKINGS) return 'UPCOMING_LIMIT';
  return null;
}
