import * as yup from 'yup';
import { formatMinutes } from './availability';
import {
  effectiveStaff,
  planBooking,
  weekdayIndex,
  windowOn,
  type DayWindow,
} from './availability-plan';
import type { AvailabilityShop, Booking } from './booking';
import { LIMITS } from './limits';
import { addDays } from './opening-hours';
import { WEEKDAYS, type Weekday } from './shop';
import type { ShopBlock } from './shop-blocks';
import { teamColours, type StaffColour } from './shop-team';

/**
 * The calendar tab's read (issue 15 "Calendar tab"): GET /api/shops/{id}/calendar?start=YYYY-MM-DD&days=1..42
 * answers, for the shop-local dates [start, start + days), the shop's hours and breaks, each person's own hours
 * and time off, the bookings (the owner's view) and the blocked time. Times are shop-local wall clock in the
 * shop's zone, so a DST day needs no special reading: a booking at 10:00 is drawn at 10:00.
 */

/** the longest range one request may ask for: a month overview is six weeks */
export const CALENDAR_MAX_DAYS = 42;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** Query strings are cast by the validator ('7' → 7); `days` is bounded here for the size limit, 42 below. */
export const shopCalendarQuerySchema = yup
  .object({
    start: yup
      .string()
      .strict()
      .required('validation.required')
      .max(LIMITS.token, 'validation.tooLong')
      .matches(DATE, 'validation.invalidType'),
    days: yup
      .number()
      .integer('validation.invalidType')
      .min(1, 'validation.invalidType')
      .max(9999, 'validation.invalidType')
      .default(7),
  })
  .noUnknown();
export type ShopCalendarQuery = yup.InferType<typeof shopCalendarQuerySchema>;

/** The refusal for a range the calendar does not serve (its error code), or null. */
export const calendarRangeFailure = (days: number): 'CALENDAR_RANGE_TOO_LONG' | null =>
  days > CALENDAR_MAX_DAYS ? 'CALENDAR_RANGE_TOO_LONG' : null;

/** A stretch of one shop-local day, 'HH:MM' (end may be '24:00'). */
export interface CalendarWindow {
  start: string;
  end: string;
}

/** A column of the calendar: a team member (or the shop's one chair when it has no team). */
export interface CalendarStaff {
  id: string;
  name: string;
  photo: string | null;
  /** their colour on the calendar (header, booking stripe): their own choice or the team's default */
  colour: StaffColour;
}

export interface CalendarStaffDay {
  staffId: string;
  /** when they work that day; null: not working (their day off, time off, or the shop closed) */
  hours: CalendarWindow | null;
  /** away on time off that day */
  timeOff: boolean;
}

export interface CalendarDay {
  date: string;
  weekday: Weekday;
  /** the shop's opening that day (a special date's hours when it has one); null: closed */
  open: CalendarWindow | null;
  /** a special date's own hours or closure */
  special: boolean;
  breaks: (CalendarWindow & { name: string })[];
  staff: CalendarStaffDay[];
}

/** GET /api/shops/{id}/calendar → data */
export interface ShopCalendarRange {
  shopId: string;
  timeZone: string;
  /** the first date and the number of dates */
  start: string;
  days: number;
  staff: CalendarStaff[];
  dates: CalendarDay[];
  /** bookings on those dates as the owner sees them, by date then time */
  bookings: Booking[];
  blocks: ShopBlock[];
}

const windowText = (w: DayWindow | null): CalendarWindow | null =>
  w ? { start: formatMinutes(w.start), end: formatMinutes(w.end) } : null;

/** The dates of a range, in order. */
export const rangeDates = (start: string, days: number): string[] =>
  Array.from({ length: days }, (_, i) => addDays(start, i));

/**
 * The plan of each date (the availability engine's reading of hours, special dates, breaks and time off, so the
 * calendar shades exactly what customers cannot book) and the columns, each in its person's colour (`chosen`:
 * the colours people have picked, by staff id; the others get the team's defaults).
 */
export function calendarPlan(
  shop: AvailabilityShop,
  start: string,
  days: number,
  chosen: Readonly<Record<string, unknown>> = {},
): Pick<ShopCalendarRange, 'staff' | 'dates'> {
  const staff = effectiveStaff(shop);
  const team = planBooking(shop, [], null, shop.timeZone);
  // the shop's own window: the one chair working the shop's hours
  const chair = planBooking({ ...shop, staff: [] }, [], null, shop.timeZone);
  const shopPlan = chair.candidates[0];
  const dates = rangeDates(start, days).map((date): CalendarDay => {
    const weekday = weekdayIndex(date);
    const open = shopPlan ? windowOn(chair, shopPlan, date, weekday) : null;
    return {
      date,
      weekday: WEEKDAYS[weekday]!,
      open: windowText(open),
      special: chair.special.has(date),
      breaks: open
        ? (team.breaks[weekday] ?? []).map((b) => ({
            ...windowText(b)!,
            name: shop.breaks.find((s) => windowMatches(s, b))?.name ?? '',
          }))
        : [],
      staff: staff.map((member) => {
        const plan = team.candidates.find((c) => c.id === member.id);
        const away = (member.timeOff ?? []).some((o) => date >= o.from && date <= o.to);
        return {
          staffId: member.id,
          hours: plan ? windowText(windowOn(team, plan, date, weekday)) : null,
          timeOff: away,
        };
      }),
    };
  });
  const colours = teamColours(staff.map((m) => ({ id: m.id, colour: chosen[m.id] })));
  return {
    staff: staff.map((m) => ({
      id: m.id,
      name: m.name,
      photo: m.photo,
      colour: colours.get(m.id)!,
    })),
    dates,
  };
}

function windowMatches(b: { start: string; end: string }, w: DayWindow): boolean {
  return b.start === formatMinutes(w.start) && (b.end === formatMinutes(w.end) || w.end === 1440);
}

/** Bookings in calendar order: by date, then start time, then reference (stable for equal starts). */
export function calendarOrder(a: Booking, b: Booking): number {
  return (
    a.date.localeCompare(b.date) ||
    a.startTime.localeCompare(b.startTime) ||
    a.reference.localeCompare(b.reference)
  );
}
