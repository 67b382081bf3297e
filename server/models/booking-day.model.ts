import { Schema, model } from 'mongoose';

/**
 * A shop's day sheet, the read model of availability: `_id` = `<shopId>:<date>`, `cells` maps
 * `<staffId>|<HH:MM>` → the booking holding that 30-minute cell. The slot claims are the truth; the sheet is
 * kept in step after them (and healed when found stale) so a slots request is one `_id` lookup per date.
 */
const bookingDaySchema = new Schema(
  {
    _id: { type: String, required: true },
    cells: { type: Schema.Types.Mixed, default: () => ({}) },
  },
  { versionKey: false, collection: 'bookingdays', minimize: false },
);

export const BookingDayModel = model('BookingDay', bookingDaySchema);

export const bookingDayId = (shopId: string, date: string): string => `${shopId}:${date}`;
export const dayCellKey = (staffId: string, time: string): string => `${staffId}|${time}`;
