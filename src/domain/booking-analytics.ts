import { BOOKING_STATUSES, SHOP_CHAIR_ID, type BookingStatus } from './booking';
import type { AvailabilityShop } from './booking-types';
import type { Locale } from './constants';
import { planBooking, weekdayIndex, windowOn, type DayWindow } from './availability-plan';
import { localized, type StoredText } from './localized-text';
import { addDays } from './opening-hours';
import { countsAsBooked } from './shop-dashboard-figures';
import { percentOf, type DateRange, type SalesPeriod } from './sales-periods';
import { dayClock, zoneOffsetMinutes } from './zoned-time';

/**
 * GET /api/analytics/bookings (spec 03 §7; issue 16): the shop's bookings dated in a period (sales-periods.ts)
 * by status, service, staff, hour of day and weekday, each person's utilisation, and the no-show and
 * cancellation rates. Pure, for the server (from its month index entries) and the mocks alike.
 *
 * Decisions (the spec names the figures only):
 * - "booked" bookings are those that held their time: every status but cancelled and rejected (a no-show held
 *   its chair). By service, staff, hour and weekday count booked ones; by status counts all.
 * - utilisation = booked minutes / open minutes, per person and overall; open minutes are each person's
 *   working window on each date of the period (their own hours or the shop's, special dates, time off), less
 *   the shop's breaks. A shop without a team is one chair.
 * - no-show rate = no-shows / (completed + no-shows): of the appointments that came due, how many were missed;
 *   cancellation rate = cancelled / all bookings dated in the period but rejected ones.
 */

/** A booking as the analytics need it (a shop month index entry carries exactly this). */
export interface AnalyticsBooking {
  id: string;
  /** shop-local YYYY-MM-DD */
  date: string;
  /** epoch ms */
  startAt: number;
  endAt: number;
  status: string;
  staffId: string | null;
  serviceIds: readonly string[];
}

export interface AnalyticsStaff {
  staffId: string;
  /** '' for the shop's one chair (no team) */
  name: string;
  bookings: number;
  bookedMinutes: number;
  openMinutes: number;
  /** percent, one decimal; null when the person had no open time */
  utilisation: number | null;
}

/** GET /api/analytics/bookings → data */
export interface BookingAnalytics {
  shopId: string;
  timeZone: string;
  period: SalesPeriod | 'custom';
  range: DateRange;
  /** bookings dated in the period, any status */
  total: number;
  /** of them, those that held their time */
  booked: number;
  byStatus: { status: BookingStatus; count: number }[];
  byService: { serviceId: string; name: string; count: number }[];
  byStaff: AnalyticsStaff[];
  /** 24 entries, shop-local hour of the start */
  byHour: { hour: number; count: number }[];
  /** 7 entries, Monday (0) to Sunday (6) */
  byWeekday: { weekday: number; count: number }[];
  utilisation: { bookedMinutes: number; openMinutes: number; rate: number | null };
  /** percent, one decimal; null without a denominator */
  noShowRate: number | null;
  cancellationRate: number | null;
  lastUpdated: string;
}

const DAY_MINUTES = 24 * 60;

/** Minutes of `window` not covered by any of `breaks`. */
function openMinutesOf(window: DayWindow, breaks: readonly DayWindow[]): number {
  const cuts = breaks
    .map((b) => ({ start: Math.max(b.start, window.start), end: Math.min(b.end, window.end) }))
    .filter((b) => b.start < b.end)
    .sort((a, b) => a.start - b.start);
  let covered = 0;
  let reach = window.start;
  for (const cut of cuts) {
    const start = Math.max(cut.start, reach);
    if (cut.end > start) {
      covered += cut.end - start;
      reach = cut.end;
    }
  }
  return window.end - window.start - covered;
}

/** Each person's open minutes over the range (by staff id, in the shop's team order). */
export function openMinutesByStaff(shop: AvailabilityShop, range: DateRange): Map<string, number> {
  const plan = planBooking(shop, [], null, shop.timeZone);
  const open = new Map<string, number>(plan.candidates.map((staff) => [staff.id, 0]));
  for (let date = range.from; date <= range.to; date = addDays(date, 1)) {
    const weekday = weekdayIndex(date);
    const breaks = plan.breaks[weekday] ?? [];
    for (const staff of plan.candidates) {
      const window = windowOn(plan, staff, date, weekday);
      if (window) open.set(staff.id, open.get(staff.id)! + openMinutesOf(window, breaks));
    }
  }
  return open;
}

/** Shop-local hour of each booking's start: one zone lookup per date, per booking only on DST days. */
function hourOfStart(timeZone: string) {
  const offsets = new Map<string, number | null>();
  return (booking: AnalyticsBooking): number => {
    let offset = offsets.get(booking.date);
    if (offset === undefined) {
      offset = dayClock(booking.date, timeZone).offset;
      offsets.set(booking.date, offset);
    }
    const minutes = offset ?? zoneOffsetMinutes(booking.startAt, timeZone);
    const wall = booking.startAt + minutes * 60_000;
    return Math.floor(((((wall / 60_000) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES) / 60);
  };
}

const bump = (map: Map<string, number>, key: string, by = 1) =>
  map.set(key, (map.get(key) ?? 0) + by);

export function bookingAnalyticsOf(input: {
  shopId: string;
  shop: AvailabilityShop;
  period: SalesPeriod | 'custom';
  range: DateRange;
  bookings: readonly AnalyticsBooking[];
  /** the shop's services' names (a booking's service no longer offered keeps its id as name) */
  serviceNames: ReadonlyMap<string, StoredText>;
  language: Locale;
  now: number;
}): BookingAnalytics {
  const { shop, range } = input;
  const inRange = input.bookings.filter((b) => b.date >= range.from && b.date <= range.to);
  const statuses = new Map<string, number>();
  const services = new Map<string, number>();
  const staffBookings = new Map<string, number>();
  const staffMinutes = new Map<string, number>();
  const hours = Array.from({ length: 24 }, () => 0);
  const weekdays = Array.from({ length: 7 }, () => 0);
  const hourOf = hourOfStart(shop.timeZone);
  let booked = 0;
  for (const booking of inRange) {
    bump(statuses, booking.status);
    if (!countsAsBooked(booking.status)) continue;
    booked += 1;
    for (const id of new Set(booking.serviceIds)) bump(services, id);
    const staffId = booking.staffId ?? SHOP_CHAIR_ID;
    bump(staffBookings, staffId);
    bump(
      staffMinutes,
      staffId,
      Math.max(0, Math.round((booking.endAt - booking.startAt) / 60_000)),
    );
    hours[hourOf(booking)]! += 1;
    weekdays[weekdayIndex(booking.date)]! += 1;
  }
  const open = openMinutesByStaff(shop, range);
  const team = shop.staff.length > 0 ? shop.staff : [{ id: SHOP_CHAIR_ID, name: '' }];
  const known = new Set(team.map((m) => m.id));
  const staffIds = [
    ...team.map((m) => m.id),
    ...[...staffBookings.keys()].filter((id) => !known.has(id)),
  ];
  const byStaff = staffIds.map((staffId): AnalyticsStaff => {
    const bookedMinutes = staffMinutes.get(staffId) ?? 0;
    const openMinutes = open.get(staffId) ?? 0;
    return {
      staffId,
      name: team.find((m) => m.id === staffId)?.name ?? '',
      bookings: staffBookings.get(staffId) ?? 0,
      bookedMinutes,
      openMinutes,
      utilisation: percentOf(bookedMinutes, openMinutes),
    };
  });
  const bookedMinutes = byStaff.reduce((sum, s) => sum + s.bookedMinutes, 0);
  const openMinutes = byStaff.reduce((sum, s) => sum + s.openMinutes, 0);
  const count = (status: BookingStatus) => statuses.get(status) ?? 0;
  return {
    shopId: input.shopId,
    timeZone: shop.timeZone,
    period: input.period,
    range,
    total: inRange.length,
    booked,
    byStatus: BOOKING_STATUSES.map((status) => ({ status, count: count(status) })),
    byService: [...services]
      .map(([serviceId, n]) => ({
        serviceId,
        name: localized(input.serviceNames.get(serviceId), input.language) || serviceId,
        count: n,
      }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    byStaff,
    byHour: hours.map((n, hour) => ({ hour, count: n })),
    byWeekday: weekdays.map((n, weekday) => ({ weekday, count: n })),
    utilisation: { bookedMinutes, openMinutes, rate: percentOf(bookedMinutes, openMinutes) },
    noShowRate: percentOf(count('no-show'), count('completed') + count('no-show')),
    cancellationRate: percentOf(count('cancelled'), inRange.length - count('rejected')),
    lastUpdated: new Date(input.now).toISOString(),
  };
}
