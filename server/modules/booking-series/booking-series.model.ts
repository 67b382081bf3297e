import { Schema, model } from 'mongoose';

export interface BookingSeriesDoc {
  _id: string;
  shopId: string;
  customerId: string;
  frequency: 'weekly' | 'monthly';
  count: number;
  /** the occurrences created, in order (at most SERIES_MAX_COUNT) */
  bookingIds: string[];
  createdAt: Date;
}

/**
 * A recurring series (`bs_…`): which bookings are its occurrences, so changing or cancelling it as one is a
 * read by `_id` and one read per occurrence. Each occurrence also carries `series` on its booking.
 */
const bookingSeriesSchema = new Schema(
  {
    _id: { type: String, required: true },
    shopId: { type: String, required: true },
    customerId: { type: String, required: true },
    frequency: { type: String, enum: ['weekly', 'monthly'], required: true },
    count: { type: Number, required: true },
    bookingIds: { type: [String], default: [] },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'booking_series' },
);

export const BookingSeriesModel = model('BookingSeries', bookingSeriesSchema);
