import * as yup from 'yup';
import { BOOKING_REASON_MAX } from './booking';
import { createBookingSchema } from './booking-schemas';
import type { Booking } from './booking-types';
import { LIMITS } from './limits';
import { addDays } from './opening-hours';
import { walkInBookingSchema } from './walk-ins';
import {
  SERIES_FREQUENCIES,
  SERIES_MAX_COUNT,
  SERIES_MIN_COUNT,
  type SeriesFrequency,
} from './booking-series-choices';

/**
 * Recurring appointments (issue 15): the same services, person and shop-local time every week or every month,
 * 2 to 12 times. Each occurrence is a booking of its own, claimed through the same create as a single booking
 * (so it counts against the customer's limits like one: a customer with 15 upcoming bookings can add 5 more
 * occurrences, the rest fail with UPCOMING_LIMIT), and carries `series` { id, frequency, index, count }.
 *
 * Dates are shop-local calendar dates and the time is the shop's wall clock: a weekly 10:00 stays 10:00 across a
 * DST change (the instant moves by an hour). Monthly keeps the day of the month; a month without that day (the
 * 31st in April, the 29th–31st in February) is skipped, and the series still has `count` occurrences.
 */

// the choices a series offers, in a file of their own for the screens that offer them (no validation library)
export { SERIES_FREQUENCIES, SERIES_MAX_COUNT, SERIES_MIN_COUNT, type SeriesFrequency };
/** months looked at for a monthly series before giving up (a day of month exists at least 7 times a year) */
const MONTHS_SCANNED = 24;

/** What every occurrence stores and the Booking DTO carries. */
export interface BookingSeriesRef {
  id: string;
  frequency: SeriesFrequency;
  /** 0-based position in the series */
  index: number;
  count: number;
}

const daysInMonth = (year: number, month: number): number =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number): string => String(n).padStart(2, '0');

/** The shop-local dates of a series starting on `start` (YYYY-MM-DD), `count` of them. */
export function occurrenceDates(
  start: string,
  frequency: SeriesFrequency,
  count: number,
): string[] {
  if (frequency === 'weekly') return Array.from({ length: count }, (_, i) => addDays(start, 7 * i));
  const [year = 0, month = 1, day = 1] = start.split('-').map(Number);
  const dates: string[] = [];
  for (let offset = 0; dates.length < count && offset < MONTHS_SCANNED; offset += 1) {
    const index = month - 1 + offset;
    const y = year + Math.floor(index / 12);
    const m = (index % 12) + 1;
    if (day <= daysInMonth(y, m)) dates.push(`${y}-${pad(m)}-${pad(day)}`);
  }
  return dates;
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ID = /^[A-Za-z0-9][\w-]{0,159}$/;
const date = () =>
  yup
    .string()
    .strict()
    .max(LIMITS.token, 'validation.tooLong')
    .matches(DATE, 'validation.invalidType');

export const recurrenceSchema = yup
  .object({
    frequency: yup
      .string()
      .strict()
      .oneOf([...SERIES_FREQUENCIES], 'validation.invalidType')
      .required('validation.required'),
    count: yup
      .number()
      .strict()
      .integer('validation.invalidType')
      .min(SERIES_MIN_COUNT, 'validation.invalidType')
      .max(SERIES_MAX_COUNT, 'validation.tooMany')
      .required('validation.required'),
  })
  .noUnknown();
export type Recurrence = yup.InferType<typeof recurrenceSchema>;

const seriesExtras = {
  recurrence: recurrenceSchema.required('validation.required'),
  /** occurrences the caller accepts to drop (the preview's conflicts) */
  skipDates: yup.array(date().required()).max(SERIES_MAX_COUNT, 'validation.tooMany'),
};

/** POST /api/bookings/series(/preview) by a customer: a booking's body plus the recurrence. */
export const customerSeriesSchema = createBookingSchema.shape(seriesExtras);
export type CustomerSeriesInput = yup.InferType<typeof customerSeriesSchema>;

/** The same by the shop's owner or an admin: a walk-in's body (a customer of the shop) with the shop's id. */
export const shopSeriesSchema = walkInBookingSchema.shape({
  shopId: yup
    .string()
    .strict()
    .max(LIMITS.id, 'validation.tooLong')
    .matches(ID, 'validation.invalidType')
    .required('validation.required'),
  ...seriesExtras,
});
export type ShopSeriesInput = yup.InferType<typeof shopSeriesSchema>;

/** PUT /api/bookings/series/:seriesId: every future occurrence to this time (and person). */
export const seriesMoveSchema = yup
  .object({
    time: yup
      .string()
      .strict()
      .max(LIMITS.token, 'validation.tooLong')
      .matches(TIME, 'validation.invalidType')
      .required('validation.required'),
    staffId: yup
      .string()
      .strict()
      .max(LIMITS.id, 'validation.tooLong')
      .matches(ID, 'validation.invalidType')
      .nullable(),
    reason: yup.string().strict().max(BOOKING_REASON_MAX, 'validation.tooLong'),
  })
  .noUnknown();
export type SeriesMoveInput = yup.InferType<typeof seriesMoveSchema>;

/** DELETE /api/bookings/series/:seriesId?from=&reason= */
export const seriesCancelQuerySchema = yup
  .object({
    from: date(),
    reason: yup.string().strict().max(BOOKING_REASON_MAX, 'validation.tooLong'),
  })
  .noUnknown();

/** One occurrence as the preview sees it. */
export interface SeriesOccurrence {
  index: number;
  date: string;
  time: string;
  /** free now (the availability engine and, for a customer, their limits) */
  free: boolean;
  /** why not, as an error code (SLOT_TAKEN, OUTSIDE_HOURS, TOO_FAR, UPCOMING_LIMIT, …) */
  conflict: string | null;
}

export interface SeriesPreview {
  frequency: SeriesFrequency;
  count: number;
  occurrences: SeriesOccurrence[];
  /** the occurrences that are not free */
  conflicts: SeriesOccurrence[];
}

/** An occurrence a create or a move could not place, with the error it met. */
export interface SeriesFailure {
  index: number;
  date: string;
  time: string;
  code: string;
  message: string;
}

/** POST /api/bookings/series → data; PUT and DELETE answer the same shape for the occurrences they changed. */
export interface SeriesResult {
  seriesId: string;
  bookings: Booking[];
  failed: SeriesFailure[];
  /** occurrences dropped on request (skipDates) */
  skipped: string[];
}

/** The occurrence list of a preview, with the conflicts apart. */
export function seriesPreviewOf(
  recurrence: Recurrence,
  occurrences: SeriesOccurrence[],
): SeriesPreview {
  return {
    frequency: recurrence.frequency as SeriesFrequency,
    count: recurrence.count,
    occurrences,
    conflicts: occurrences.filter((occurrence) => !occurrence.free),
  };
}

/** A Booking DTO with the series and source of its stored booking (server and mocks alike). */
export function withSeries(
  booking: Booking,
  stored: { series?: BookingSeriesRef | null; source?: string | null },
): Booking {
  const series = stored.series;
  const source = stored.source;
  return {
    ...booking,
    ...(series?.id
      ? {
          series: {
            id: series.id,
            frequency: series.frequency,
            index: series.index,
            count: series.count,
          },
        }
      : {}),
    ...(source === 'walk_in' || source === 'phone' ? { source } : {}),
  };
}

/** A series id as the API issues it: 'bs_' and a random part. */
export const isSeriesId = (value: unknown): value is string =>
  typeof value === 'string' && /^bs_[\w-]{1,40}$/.test(value);
