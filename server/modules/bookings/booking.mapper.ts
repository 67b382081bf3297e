import type { Booking, BookingActorRole } from '../../../src/domain/booking';
import type { Locale } from '../../../src/domain/constants';
import { toBookingDto } from '../../../src/domain/booking-record';
import { withSeries } from '../../../src/domain/booking-series';
import type { BookingRecord } from '../../models/booking.model';

/**
 * Stored booking → the API's Booking for this viewer now, service names in `language` (src/domain's mapper,
 * shared with the mocks), with its series and source when it has them.
 */
export const toBooking = (
  record: BookingRecord,
  viewer: BookingActorRole,
  now: Date,
  language: Locale = 'en',
): Booking => withSeries(toBookingDto(record, viewer, now, language), record);
