import { randomBytes } from 'node:crypto';
import {
  occurrenceDates,
  type BookingSeriesRef,
  type Recurrence,
  type SeriesFailure,
  type SeriesFrequency,
} from '../../../src/domain/booking-series';
import { ApiError } from '../../http/api-error';
import type { BookingRecord } from '../../models/booking.model';
import { BookingSeriesModel } from './booking-series.model';

export const newSeriesId = (): string => `bs_${randomBytes(12).toString('base64url')}`;

export interface SeriesCreateRequest {
  shopId: string;
  customerId: string;
  date: string;
  time: string;
  recurrence: Recurrence;
  skipDates: readonly string[];
  /** creates one occurrence through the bookings engine (createBooking or createShopBooking) */
  place: (date: string, series: BookingSeriesRef) => Promise<BookingRecord>;
}

export interface SeriesCreated {
  seriesId: string;
  records: BookingRecord[];
  failed: SeriesFailure[];
  skipped: string[];
}

/**
 * POST /api/bookings/series: every occurrence not skipped is created one after the other through the same
 * create as a single booking, each claiming its own cells. An occurrence that fails (taken meanwhile, a limit)
 * is listed with its error and leaves nothing claimed (the create releases its claims); the others stay. When
 * none could be made, the first failure is the answer (its status and code), with the list as `data`.
 */
export async function createSeries(request: SeriesCreateRequest): Promise<SeriesCreated> {
  const seriesId = newSeriesId();
  const frequency = request.recurrence.frequency as SeriesFrequency;
  const count = request.recurrence.count;
  const dates = occurrenceDates(request.date, frequency, count);
  await BookingSeriesModel.create({
    _id: seriesId,
    shopId: request.shopId,
    customerId: request.customerId,
    frequency,
    count,
    bookingIds: [],
    createdAt: new Date(),
  });
  const records: BookingRecord[] = [];
  const failed: SeriesFailure[] = [];
  const skipped: string[] = [];
  try {
    for (const [index, date] of dates.entries()) {
      if (request.skipDates.includes(date)) {
        skipped.push(date);
        continue;
      }
      try {
        records.push(await request.place(date, { id: seriesId, frequency, index, count }));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        failed.push({ index, date, time: request.time, code: error.code, message: error.message });
      }
    }
  } finally {
    await BookingSeriesModel.updateOne(
      { _id: seriesId },
      { $set: { bookingIds: records.map((record) => record._id) } },
    );
  }
  const first = failed[0];
  if (records.length === 0 && first)
    throw new ApiError(first.code as ApiError['code'], { data: { failed, skipped } });
  return { seriesId, records, failed, skipped };
}
