import type { CreateBookingInput } from '@/domain/booking';
import type { Recurrence, SeriesPreview, SeriesResult } from '@/domain/booking-series';
import { api } from '@/lib/api';

/** A customer's recurring series (server/modules/booking-series): a booking's body plus the recurrence. */
export type CustomerSeriesBody = CreateBookingInput & {
  recurrence: Recurrence;
  skipDates?: string[];
};

export function previewCustomerSeries(body: CustomerSeriesBody): Promise<SeriesPreview> {
  return api.post<SeriesPreview>('bookings/series/preview', body);
}

export function createCustomerSeries(body: CustomerSeriesBody, key: string): Promise<SeriesResult> {
  return api.post<SeriesResult>('bookings/series', body, { headers: { 'Idempotency-Key': key } });
}

/** DELETE /api/bookings/series/:seriesId?from=: cancels the occurrences from that date on. */
export function cancelSeriesFrom(seriesId: string, from: string): Promise<SeriesResult> {
  return api.delete<SeriesResult>(`bookings/series/${encodeURIComponent(seriesId)}`, {
    searchParams: { from },
  });
}
