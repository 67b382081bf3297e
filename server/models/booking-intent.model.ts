import { Schema, model } from 'mongoose';

/**
 * Written before a booking claims cells (create, reschedule) or releases them (cancel, reject, reschedule) and
 * deleted when the booking document agrees with the claims. One left behind means the process died in between:
 * the claim sweeper then deletes those claims unless the booking holds them. The collection stays small (only
 * writes in flight), so the sweeper may read all of it.
 */
const bookingIntentSchema = new Schema(
  {
    /** the booking id for a create; `<bookingId>@<suffix>` for later changes */
    _id: { type: String, required: true },
    bookingId: { type: String, required: true },
    /** slot-claim ids (`slot:…`) this step inserts or deletes */
    keys: { type: [String], default: [] },
    createdAt: { type: Date, required: true },
    /** the process writing it (`<hostname>/<pid>/<instance>`): one left by a process that is gone is swept at once */
    owner: { type: String },
  },
  { versionKey: false, collection: 'bookingintents' },
);

export const BookingIntentModel = model('BookingIntent', bookingIntentSchema);
