import { shopToday } from '../../../src/domain/availability';
import type { Booking, UpdateBookingInput } from '../../../src/domain/booking';
import type {
  SeriesFailure,
  SeriesMoveInput,
  SeriesResult,
} from '../../../src/domain/booking-series';
import { ApiError } from '../../http/api-error';
import type { Caller } from '../bookings/booking-context';
import type { BookingsService } from '../bookings/bookings.service';
import { BookingSeriesModel, type BookingSeriesDoc } from './booking-series.model';

/**
 * A series changed as one: each occurrence goes through the single booking's change (PUT /api/bookings/:id),
 * with its permissions, policies, claims, history and emails; an occurrence that cannot change is listed with
 * its error and the others still change.
 */

/** The occurrences the caller may see; none (someone else's series, or no such id) is 404 SERIES_NOT_FOUND. */
async function visibleOccurrences(
  bookings: BookingsService,
  caller: Caller,
  seriesId: string,
): Promise<Booking[]> {
  const doc = await BookingSeriesModel.findById(seriesId).lean<BookingSeriesDoc>();
  // a customer's series is theirs alone: no read of its bookings for anyone else's id
  if (!doc || (caller.role === 'customer' && doc.customerId !== caller.userId))
    throw new ApiError('SERIES_NOT_FOUND');
  const seen = await Promise.all(
    doc.bookingIds.map((id) =>
      bookings.get(caller, id).catch((error: unknown) => {
        if (error instanceof ApiError && error.code === 'BOOKING_NOT_FOUND') return null;
        throw error;
      }),
    ),
  );
  const visible = seen.filter((booking): booking is Booking => booking !== null);
  if (visible.length === 0) throw new ApiError('SERIES_NOT_FOUND');
  return visible;
}

async function changeEach(
  bookings: BookingsService,
  caller: Caller,
  seriesId: string,
  targets: readonly Booking[],
  change: (booking: Booking) => UpdateBookingInput,
): Promise<SeriesResult> {
  const changed: Booking[] = [];
  const failed: SeriesFailure[] = [];
  // one after the other: each takes its own claims and version
  for (const booking of targets) {
    try {
      changed.push(await bookings.update(caller, booking.id, change(booking)));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      failed.push({
        index: booking.series?.index ?? 0,
        date: booking.date,
        time: booking.startTime,
        code: error.code,
        message: error.message,
      });
    }
  }
  return { seriesId, bookings: changed, failed, skipped: [] };
}

/**
 * DELETE /api/bookings/series/:seriesId?from=: cancels every occurrence on or after `from` (default: today in
 * the shop's zone) that the caller may still cancel; the past and the already ended stay as they are.
 */
export async function cancelSeries(
  bookings: BookingsService,
  caller: Caller,
  seriesId: string,
  options: { from?: string; reason?: string },
  now: Date,
): Promise<SeriesResult> {
  const occurrences = await visibleOccurrences(bookings, caller, seriesId);
  const from = options.from ?? shopToday(now, occurrences[0]?.shopTimeZone ?? 'Europe/Rome');
  const targets = occurrences.filter(
    (booking) => booking.date >= from && booking.allowedActions.includes('cancel'),
  );
  return changeEach(bookings, caller, seriesId, targets, () => ({
    status: 'cancelled',
    ...(options.reason ? { reason: options.reason } : {}),
  }));
}

/**
 * PUT /api/bookings/series/:seriesId: every future occurrence the caller may reschedule moves to `time` (and
 * `staffId` when given) on its own date, each through the claim path of a reschedule.
 */
export async function moveSeries(
  bookings: BookingsService,
  caller: Caller,
  seriesId: string,
  input: SeriesMoveInput,
  now: Date,
): Promise<SeriesResult> {
  const occurrences = await visibleOccurrences(bookings, caller, seriesId);
  const targets = occurrences.filter(
    (booking) =>
      Date.parse(booking.startAt) > now.getTime() && booking.allowedActions.includes('reschedule'),
  );
  return changeEach(bookings, caller, seriesId, targets, (booking) => ({
    date: booking.date,
    time: input.time,
    ...(input.staffId !== undefined ? { staffId: input.staffId } : {}),
    ...(input.reason ? { reason: input.reason } : {}),
  }));
}
