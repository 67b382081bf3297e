import * as yup from 'yup';
import { formatMinutes } from './availability';
import { isUpcomingAt, type CreateBookingInput, type TimeSlot } from './booking';
import { serviceLineName, type StoredBooking } from './booking-record';
import type { Locale } from './constants';
import type { Refusal } from './decision';
import { API_ERRORS, type ApiErrorCode } from './errors';
import { ID_PATTERNS } from './ids';
import { LIMITS } from './limits';
import { addDays, parseTime } from './opening-hours';

/**
 * Quick rebook (spec 02 §2.5 "quick-rebook panel", §7 "POST /customer/quick-rebook", §9 "Rebooking windows";
 * issue 17): the same services at the same shop, with the same person unless the customer's `sameProvider`
 * preference is off, at the first free time 1 to 4 weeks after the preferred date (today by default) whose
 * start lies in the window of the original booking's start. It is only a proposal until the customer confirms
 * it; the confirmation books it through the customers' own create (claims, limits), so it never double-books.
 *
 * Decisions (the spec names the windows and the weeks only):
 * - the window is the one holding the original start; a start before 09:00 takes the morning, from 21:00 the
 *   evening (the nearest windows), so every booking has one;
 * - a time is in a window when its start is (09:00 ≤ start < 12:00 for the morning);
 * - "1 to 4 weeks ahead" is the 7th to the 28th day after the preferred date, both included; a preferred date in
 *   the past means today;
 * - a booking may be booked again once it is behind the customer: completed, cancelled, rejected, a no-show, or
 *   ended; an upcoming one (it is still to come) may not;
 * - with `sameProvider` on, a person who no longer works there or no longer does these services gives way to
 *   anyone; with it off, anyone, the same person first when free.
 */

export const REBOOK_WINDOWS = {
  morning: [9, 12],
  afternoon: [12, 18],
  evening: [18, 21],
} as const;
export type RebookWindow = keyof typeof REBOOK_WINDOWS;

/** Days after the preferred date searched: 1 to 4 weeks. */
export const REBOOK_DAYS = { first: 7, last: 28 } as const;

/** The window of a booking's start time (see the header for starts outside every window). */
export function rebookWindowOf(time: string): RebookWindow {
  const minutes = parseTime(time) ?? 0;
  if (minutes < REBOOK_WINDOWS.afternoon[0] * 60) return 'morning';
  if (minutes < REBOOK_WINDOWS.evening[0] * 60) return 'afternoon';
  return 'evening';
}

/** Whether a start time lies in the window. */
export function inRebookWindow(window: RebookWindow, time: string): boolean {
  const minutes = parseTime(time);
  const [start, end] = REBOOK_WINDOWS[window];
  return minutes !== null && minutes >= start * 60 && minutes < end * 60;
}

/** The dates searched, in order: 1 to 4 weeks after the preferred date (today when absent or past). */
export function rebookDates(preferredDate: string | undefined | null, today: string): string[] {
  const from = preferredDate && preferredDate > today ? preferredDate : today;
  const dates: string[] = [];
  for (let day = REBOOK_DAYS.first; day <= REBOOK_DAYS.last; day += 1)
    dates.push(addDays(from, day));
  return dates;
}

/** Whether a booking may be booked again: it is behind the customer (see the header). */
export const canQuickRebook = (
  booking: { status: string; endAt: number },
  nowMs: number,
): boolean => !isUpcomingAt(booking.status, booking.endAt, nowMs);

/** The customer's `bookingPrefs.sameProvider` (spec 02 §3), true unless they turned it off. */
export function sameProviderOf(bookingPrefs: unknown): boolean {
  if (typeof bookingPrefs !== 'object' || bookingPrefs === null) return true;
  return (bookingPrefs as { sameProvider?: unknown }).sameProvider !== false;
}

/**
 * Who the new booking asks for: the same person when the preference is on and they still do these services;
 * else the person the customer picked (a confirmed proposal's) when they do; else anyone (null).
 */
export function rebookStaffChoice(input: {
  sameProvider: boolean;
  originalStaffId: string;
  /** the people of the shop who do every one of the services now */
  qualifiedIds: readonly string[];
  requested?: string | null;
}): string | null {
  const { qualifiedIds } = input;
  if (input.sameProvider && qualifiedIds.includes(input.originalStaffId))
    return input.originalStaffId;
  if (input.requested && qualifiedIds.includes(input.requested)) return input.requested;
  return null;
}

export interface RebookTime {
  date: string;
  time: string;
  staffId: string;
}

/**
 * The first free time in the window over days in order (the slot engine's grids of those days), and who takes
 * it: `prefer` when free then, else the first free person.
 */
export function firstRebookTime(
  days: readonly { date: string; slots: readonly TimeSlot[] }[],
  window: RebookWindow,
  prefer: string,
): RebookTime | null {
  for (const day of days)
    for (const slot of day.slots) {
      if (!slot.available || slot.staffIds.length === 0 || !inRebookWindow(window, slot.time))
        continue;
      const staffId = slot.staffIds.includes(prefer) ? prefer : slot.staffIds[0]!;
      return { date: day.date, time: slot.time, staffId };
    }
  return null;
}

/** A confirmed time must be one the search could propose: a searched date, a start in the window. */
export function rebookTimeRefusal(
  window: RebookWindow,
  dates: readonly string[],
  chosen: { date: string; startTime: string },
): Refusal | null {
  if (!dates.includes(chosen.date))
    return { code: 'VALIDATION_FAILED', errors: { date: 'validation.invalidType' } };
  if (!inRebookWindow(window, chosen.startTime))
    return { code: 'VALIDATION_FAILED', errors: { startTime: 'validation.invalidType' } };
  return null;
}

/**
 * What a failed confirmation answers: the customer's booking limits keep their own texts (booking again will not
 * help), as do the session's and the request's failures; a time that is no longer free or bookable (the
 * proposal went stale) is 'Failed to create quick rebooking'.
 */
const OWN_ANSWER: readonly ApiErrorCode[] = [
  'OVERLAP_LIMIT',
  'SHOP_DAY_LIMIT',
  'UPCOMING_LIMIT',
  'AUTH_REQUIRED',
  'CUSTOMERS_ONLY',
  'IDEMPOTENCY_IN_PROGRESS',
  'IDEMPOTENCY_MISMATCH',
  'INVALID_BOOKING_REQUEST',
  'SHOP_NOT_FOUND',
];
export function quickRebookFailure(code: ApiErrorCode): ApiErrorCode {
  if (API_ERRORS[code].status >= 500 || OWN_ANSWER.includes(code)) return code;
  return 'QUICK_REBOOK_FAILED';
}

/** POST /api/customer/quick-rebook → data { proposal } (and with `confirm`, 201 data { booking }) */
export interface QuickRebookProposal {
  /** the booking it repeats */
  bookingId: string;
  shopId: string;
  shopName: string;
  timeZone: string;
  date: string;
  startTime: string;
  endTime: string;
  staffId: string;
  /** null for a shop without named people */
  staffName: string | null;
  /** whether it is the person of the booking it repeats */
  sameProvider: boolean;
  serviceIds: string[];
  /** in the caller's language */
  serviceNames: string[];
  durationMinutes: number;
  window: RebookWindow;
}

export function quickRebookProposalOf(input: {
  record: StoredBooking;
  language: Locale;
  found: RebookTime;
  staffName: string | null;
  durationMinutes: number;
}): QuickRebookProposal {
  const { record, found } = input;
  const end = (parseTime(found.time) ?? 0) + input.durationMinutes;
  return {
    bookingId: record._id,
    shopId: record.shopId,
    shopName: record.shopName,
    timeZone: record.shopTimeZone,
    date: found.date,
    startTime: found.time,
    endTime: formatMinutes(Math.min(end, 24 * 60)),
    staffId: found.staffId,
    staffName: input.staffName,
    sameProvider: found.staffId === record.staffId,
    serviceIds: rebookServiceIds(record),
    serviceNames: record.services.map((line) => serviceLineName(line, input.language)),
    durationMinutes: input.durationMinutes,
    window: rebookWindowOf(record.time),
  };
}

/** The services of the booking it repeats, each once, in their order. */
export const rebookServiceIds = (record: Pick<StoredBooking, 'services'>): string[] => [
  ...new Set(record.services.map((line) => line.serviceId)),
];

/**
 * The create request of a confirmed proposal: the same services, the chosen time and person, the contact the
 * customer gave the booking it repeats; reminders as the customer's saved preference says.
 */
export function quickRebookRequestOf(
  record: StoredBooking,
  chosen: { date: string; startTime: string; staffId: string | null },
): CreateBookingInput {
  return {
    shopId: record.shopId,
    serviceIds: rebookServiceIds(record),
    staffId: chosen.staffId,
    date: chosen.date,
    time: chosen.startTime,
    customerDetails: {
      name: record.customerName,
      email: record.customerEmail,
      phone: record.customerPhone,
      specialRequests: '',
      firstTimeCustomer: false,
      sendReminders: true,
      acceptTerms: true,
    },
  };
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const STAFF_ID = /^[A-Za-z0-9][\w-]{0,159}$/;

const dateField = () =>
  yup
    .string()
    .strict()
    .max(LIMITS.token, 'validation.tooLong')
    .matches(DATE, 'validation.invalidType')
    // the pattern lets 2026-02-31 through
    .test('real', 'validation.invalidType', (value) => !value || addDays(value, 0) === value);

const whenConfirmed = <S extends yup.StringSchema<string | undefined>>(schema: S) =>
  schema.when('confirm', {
    is: true,
    then: (required) => required.required('validation.required'),
  });

/** POST /api/customer/quick-rebook: a proposal; with `confirm` and the proposal's date and time, the booking. */
export const quickRebookSchema = yup
  .object({
    bookingId: yup
      .string()
      .strict()
      .required('validation.required')
      .max(LIMITS.id, 'validation.tooLong')
      .matches(ID_PATTERNS.booking, 'validation.invalidType'),
    preferredDate: dateField(),
    confirm: yup.boolean().strict().default(false),
    date: whenConfirmed(dateField()),
    startTime: whenConfirmed(
      yup
        .string()
        .strict()
        .max(LIMITS.token, 'validation.tooLong')
        .matches(TIME, 'validation.invalidType'),
    ),
    /** the proposal's person, when it was not the customer's usual one */
    staffId: yup
      .string()
      .strict()
      .max(LIMITS.id, 'validation.tooLong')
      .matches(STAFF_ID, 'validation.invalidType')
      .nullable(),
  })
  .noUnknown();
export type QuickRebookInput = yup.InferType<typeof quickRebookSchema>;
