import type { BookingStatus } from '../../../src/domain/booking';
import type { BookingRecord } from '../../models/booking.model';
import { loadIndexed, shopBookings } from '../bookings/booking-index';

/** Statuses of a booking that still holds its time (the customer is expected). */
const HOLDING: readonly BookingStatus[] = ['pending', 'confirmed', 'rescheduled'];

/**
 * The shop's bookings that start after `now` and still hold their time, soonest first: what a change of hours,
 * team or services could break. Read from the shop's month index documents (by `_id`), never by a scan.
 */
export async function upcomingBookingsOf(shopId: string, now: Date): Promise<BookingRecord[]> {
  // a day earlier: the shop's local date can be behind UTC's
  const from = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const entries = (await shopBookings([shopId], { from })).filter(
    (entry) =>
      entry.startAt > now.getTime() &&
      HOLDING.includes(entry.status as BookingStatus) &&
      entry.date >= from,
  );
  const records = await loadIndexed(entries);
  return records
    .filter(
      (record) =>
        record.startAt.getTime() > now.getTime() &&
        HOLDING.includes(record.status as BookingStatus),
    )
    .sort((a, b) => a.startAt.getTime() - b.startAt.getTime());
}
