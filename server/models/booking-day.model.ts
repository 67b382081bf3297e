import { Schema, model } from 'mongoose';

/**
 * A shop's month sheet, the read model of availability: `_id` = `<shopId>:<YYYY-MM>`, `cells` maps
 * `<DD>|<staffId>|<HH:MM>` → the booking holding that 30-minute cell. The slot claims are the truth; the sheet is
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

/** a date's sheet in memory (the server keeps one per shop and date) */
export const bookingDayId = (shopId: string, date: string): string => `${shopId}:${date}`;

/**
 * Stored, one document holds a shop's MONTH (`<shopId>:<YYYY-MM>`, cells `<DD>|<staffId>|<HH:MM>`): on FerretDB's
 * SQLite backend even an `_id` update scans its collection, so 30× fewer documents make each write 30× cheaper.
 */
export const bookingMonthId = (shopId: string, date: string): string =>
  `${shopId}:${date.slice(0, 7)}`;
export const monthCellKey = (date: string, staffId: string, time: string): string =>
  `${date.slice(8, 10)}|${staffId}|${time}`;

/** A stored month sheet's cells → per-date sheet ids and their `<staffId>|<HH:MM>` cells. */
export function daysOfMonthSheet(
  monthId: string,
  cells: Record<string, string>,
): Map<string, Record<string, string>> {
  const days = new Map<string, Record<string, string>>();
  for (const [key, bookingId] of Object.entries(cells)) {
    const bar = key.indexOf('|');
    if (bar !== 2) continue;
    const dayId = `${monthId}-${key.slice(0, 2)}`;
    const day = days.get(dayId) ?? {};
    day[key.slice(3)] = bookingId;
    days.set(dayId, day);
  }
  return days;
}
