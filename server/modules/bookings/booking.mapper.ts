import type { Booking, BookingActorRole } from '../../../src/domain/booking';
import { toBookingDto } from '../../../src/domain/booking-record';
import type { BookingRecord } from '../../models/booking.model';

/** Stored booking → the API's Booking for this viewer now (src/domain's mapper, shared with the mocks). */
export const toBooking = (record: BookingRecord, viewer: BookingActorRole, now: Date): Booking =>
  toBookingDto(record, viewer, now);
