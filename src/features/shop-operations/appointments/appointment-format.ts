import type { Booking } from '@/domain/booking';

/**
 * The recurring series a booking belongs to, when the API says so (weekly or monthly, its place and count).
 * Read loosely: a booking without the field, or from before series existed, is a one-time booking.
 */
export interface AppointmentSeries {
  frequency: 'weekly' | 'monthly';
  /** 1-based */
  position: number;
  count: number;
}

export function seriesOf(booking: Booking): AppointmentSeries | null {
  const series = (booking as { series?: { frequency?: unknown; index?: unknown; count?: unknown } })
    .series;
  if (!series || (series.frequency !== 'weekly' && series.frequency !== 'monthly')) return null;
  const index = typeof series.index === 'number' ? series.index : 0;
  const count = typeof series.count === 'number' ? series.count : 0;
  return { frequency: series.frequency, position: index + 1, count };
}
