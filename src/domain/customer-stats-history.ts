import { isUpcomingAt } from './booking';
import { serviceLineName, type StoredBooking } from './booking-record';
import type { Locale } from './constants';
import { customerRanges, inRange } from './customer-stats-periods';
import type {
  AppointmentHistoryQuery,
  CustomerBookingEntry,
  CustomerHistoryBooking,
} from './customer-stats-types';

/**
 * The appointment history (spec 02 §7 "GET /customer/appointment-history"; issue 17) and what the analytics read
 * of a stored booking, for the server (its records) and the mocks (their store read as records) alike.
 */

const ms = (value: Date | string): number => new Date(value).getTime();

/** A stored booking as the analytics read it: services named in `language`, the stars given it (or null). */
export function historyBookingOf(
  record: StoredBooking,
  language: Locale,
  rating: number | null,
): CustomerHistoryBooking {
  return {
    id: record._id,
    shopId: record.shopId,
    shopName: record.shopName,
    shopAddress: record.shopAddress,
    date: record.date,
    time: record.time,
    timeZone: record.shopTimeZone,
    startAt: ms(record.startAt),
    endAt: ms(record.endAt),
    status: record.status,
    priceCents: record.priceCents,
    feeCents: record.cancellationFeeCents ?? record.noShowFeeCents ?? null,
    services: record.services.map((line) => ({
      id: line.serviceId,
      name: serviceLineName(line, language),
    })),
    rating,
  };
}

/** The short form of a stored booking (what the server's list index holds of it). */
export const bookingEntryOf = (record: StoredBooking): CustomerBookingEntry => ({
  date: record.date,
  startAt: ms(record.startAt),
  endAt: ms(record.endAt),
  status: record.status,
});

export interface HistoryPageOf<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/**
 * One page of the history: the bookings that are behind the customer (not upcoming: completed, cancelled,
 * rejected, no-show, or ended), of one status and within one analytics period when asked, newest first (by
 * start, then id, so pages never overlap). Works on short entries, so the server reads only the page in full.
 */
export function historyPageOf<T extends CustomerBookingEntry & { id: string }>(
  entries: readonly T[],
  query: AppointmentHistoryQuery,
  now: Date,
  today: string,
): HistoryPageOf<T> {
  const nowMs = now.getTime();
  const range = query.period ? customerRanges(query.period, today).range : null;
  const matching = entries
    .filter((entry) => !isUpcomingAt(entry.status, entry.endAt, nowMs))
    .filter((entry) => !query.status || entry.status === query.status)
    .filter((entry) => !range || inRange(entry.date, range))
    .sort((a, b) => b.startAt - a.startAt || (a.id < b.id ? 1 : -1));
  const start = (query.page - 1) * query.limit;
  return {
    items: matching.slice(start, start + query.limit),
    total: matching.length,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(matching.length / query.limit),
  };
}
