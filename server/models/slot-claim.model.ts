import { Schema, model } from 'mongoose';

/**
 * The double-booking guarantee: one document per 30-minute cell a booking holds, `_id` =
 * `slot:<shopId>:<staffId>:<date>:<HH:MM>`. Only one insert of a given `_id` can succeed (E11000 for the rest) on
 * MongoDB and FerretDB alike, so two bookings can never hold the same cell; releasing a cell is deleting its claim.
 */
const slotClaimSchema = new Schema(
  {
    _id: { type: String, required: true },
    bookingId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'slotclaims' },
);

export const SlotClaimModel = model('SlotClaim', slotClaimSchema);

export function slotClaimId(shopId: string, staffId: string, date: string, time: string): string {
  return `slot:${shopId}:${staffId}:${date}:${time}`;
}
