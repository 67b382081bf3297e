import type { Locale } from '../../../src/domain/constants';
import { customerToday } from '../../../src/domain/customer-stats-periods';
import { historyBookingOf } from '../../../src/domain/customer-stats-history';
import {
  CUSTOMER_STATS_LIMITS,
  type CustomerHistoryBooking,
} from '../../../src/domain/customer-stats-types';
import type { DateRange } from '../../../src/domain/shop-dashboard-figures';
import type { BookingRecord } from '../../models/booking.model';
import { ReviewModel, reviewId } from '../../models/review.model';
import { customerBookings, loadIndexed, type IndexedBooking } from '../bookings/booking-index';

/**
 * What the customer's analytics and history read, by `_id` only: the customer's own list document
 * (`cust:<id>`, the one GET /api/bookings reads for a customer) for every booking in short, then only the
 * bookings an answer needs in full (from memory when current), and the customer's review of a booking under its
 * deterministic id (`<shopId>:<userId>:<bookingId>`, server/models/review.model.ts). Nothing filters a
 * collection.
 */

/** Every booking of the customer, in short (their list index document). */
export const customerEntries = (userId: string): Promise<IndexedBooking[]> =>
  customerBookings(userId);

/** The zone of the shop the customer booked last (their "today" is read in it), or null without bookings. */
export async function customerZoneOf(entries: readonly IndexedBooking[]): Promise<string | null> {
  let latest: IndexedBooking | undefined;
  for (const entry of entries) if (!latest || entry.startAt > latest.startAt) latest = entry;
  const [record] = latest ? await loadIndexed([latest]) : [];
  return record?.shopTimeZone ?? null;
}

/** The customer's shop-local today: in the zone of the shop booked last (src/domain customerToday). */
export const customerTodayIn = (zone: string | null, now: Date): string =>
  customerToday(zone ? [{ startAt: now.getTime(), timeZone: zone }] : [], now);

/** The bookings dated in `range` in full, newest first, at most CUSTOMER_STATS_LIMITS.readMax of them. */
export function recordsIn(
  entries: readonly IndexedBooking[],
  range: DateRange,
): Promise<BookingRecord[]> {
  const chosen = entries
    .filter((entry) => entry.date >= range.from && entry.date <= range.to)
    .sort((a, b) => b.startAt - a.startAt)
    .slice(0, CUSTOMER_STATS_LIMITS.readMax);
  return loadIndexed(chosen);
}

/** The stars the customer gave each of these bookings (completed ones only can have a review), by booking id. */
export async function ratingsOf(
  userId: string,
  records: readonly BookingRecord[],
): Promise<Map<string, number>> {
  const reviewed = records.filter((record) => record.status === 'completed');
  const reviews = await Promise.all(
    reviewed.map((record) =>
      ReviewModel.findById(reviewId(record.shopId, userId, record._id), {
        rating: 1,
      }).lean<{ rating: number }>(),
    ),
  );
  const ratings = new Map<string, number>();
  reviewed.forEach((record, i) => {
    const review = reviews[i];
    if (review) ratings.set(record._id, review.rating);
  });
  return ratings;
}

/** The records as the analytics read them, with the customer's stars. */
export const historyBookingsOf = (
  records: readonly BookingRecord[],
  ratings: ReadonlyMap<string, number>,
  language: Locale,
): CustomerHistoryBooking[] =>
  records.map((record) => historyBookingOf(record, language, ratings.get(record._id) ?? null));
