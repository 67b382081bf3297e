import type { Booking, BookingActorRole } from '../../../src/domain/booking';
import type { Locale } from '../../../src/domain/constants';
import { addDays } from '../../../src/domain/opening-hours';
import {
  calendarOrder,
  calendarPlan,
  calendarRangeFailure,
  type ShopCalendarQuery,
  type ShopCalendarRange,
} from '../../../src/domain/shop-calendar';
import { ApiError } from '../../http/api-error';
import type { BookingRecord } from '../../models/booking.model';
import type { ShopDoc } from '../../models/shop.model';
import { loadIndexed, shopBookings } from '../bookings/booking-index';
import { toBooking } from '../bookings/booking.mapper';
import type { ShopActor } from '../shop-admin/shop-access';
import { shopBlocksBetween } from '../shop-blocks/shop-blocks.store';
import { toAvailabilityShop } from '../shops/shop.mapper';

const MINUTE_MS = 60_000;
/**
 * Owner DTOs of the stored bookings, per record copy (the booking memory keeps one object per version, so a
 * change is a new key) and per viewer, language and minute: a booking's policy and actions depend on the clock,
 * and within one minute the calendar's repeated reads (every refresh, every live hint) convert nothing again.
 */
const dtoMemo = new WeakMap<BookingRecord, Map<string, Booking>>();

function calendarBooking(
  record: BookingRecord,
  viewer: BookingActorRole,
  now: Date,
  language: Locale,
): Booking {
  const key = `${viewer}|${language}|${Math.floor(now.getTime() / MINUTE_MS)}`;
  let byKey = dtoMemo.get(record);
  const known = byKey?.get(key);
  if (known) return known;
  const dto = toBooking(record, viewer, now, language);
  // only the current minute's copy is kept
  byKey = new Map([[key, dto]]);
  dtoMemo.set(record, byKey);
  return dto;
}

/** The colours the team's people picked (the team editor's `colour`), by staff id. */
function chosenColours(shop: ShopDoc): Record<string, unknown> {
  const staff = ((shop as { staff?: unknown }).staff ?? []) as ({
    _id?: string;
    colour?: unknown;
  } | null)[];
  return Object.fromEntries(staff.flatMap((m) => (m?._id ? [[m._id, m.colour]] : [])));
}

/**
 * The calendar's range of a shop (src/domain/shop-calendar.ts). Every read is by `_id`: the shop document (the
 * access guard's), the shop's month index documents and the listed bookings, the last two from memory when
 * current (booking-index-store.ts), so a week costs no scan whatever the shop's history.
 */
export async function shopCalendarRange(
  shop: ShopDoc,
  actor: ShopActor,
  query: ShopCalendarQuery,
  language: Locale,
  now: Date = new Date(),
): Promise<ShopCalendarRange> {
  const failure = calendarRangeFailure(query.days);
  if (failure) throw new ApiError(failure);
  const availability = toAvailabilityShop(shop);
  const from = query.start;
  const to = addDays(from, query.days - 1);
  const [entries, blocks] = await Promise.all([
    shopBookings([shop._id], { from, to }),
    shopBlocksBetween(shop._id, from, to),
  ]);
  const records = await loadIndexed(entries.filter((e) => e.date >= from && e.date <= to));
  const viewer: BookingActorRole = actor.role === 'admin' ? 'admin' : 'shop';
  const bookings = records
    // the record is the truth: an entry may lag a move that is being written
    .filter((r) => r.date >= from && r.date <= to)
    .map((r) => calendarBooking(r, viewer, now, language))
    .sort(calendarOrder);
  return {
    shopId: shop._id,
    timeZone: availability.timeZone,
    start: from,
    days: query.days,
    ...calendarPlan(availability, from, query.days, chosenColours(shop)),
    bookings,
    blocks: [...blocks].sort(
      (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime),
    ),
  };
}
