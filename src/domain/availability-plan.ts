import {
  BOOKING_HORIZON_MONTHS,
  DEFAULT_MAX_ADVANCE_DAYS,
  DEFAULT_MIN_NOTICE_HOURS,
  SHOP_CHAIR_ID,
  type AvailabilityShop,
  type BookableService,
  type StaffMember,
  type StaffTimeOff,
} from './booking';
import { openRanges } from './day-ranges';
import { addDays } from './opening-hours';
import { WEEKDAYS, type WorkingHours } from './shop';
import { wallMidnightMs } from './zoned-time';

/**
 * The shop's schedule parsed once per engine call (hours strings → minutes, breaks by weekday, each staff
 * member's week), so that a day is only integer comparisons. Internal to the availability engine.
 */

const DAY_MINUTES = 24 * 60;

/** An open stretch of one day, [start, end) in minutes; never past midnight. */
export interface DayWindow {
  start: number;
  end: number;
}

/** The open stretches of a day, in order and apart from each other; empty: closed. */
export type DayWindows = readonly DayWindow[];

export interface StaffPlan {
  id: string;
  /** the week the staff member works, Monday first (their own hours, else the shop's): each day's ranges */
  week: readonly DayWindows[];
  /** their own hours: a special date's custom hours are intersected with them */
  ownHours: boolean;
  /** whole days away (time off), inclusive date ranges: no window on them */
  off: readonly StaffTimeOff[];
}

export interface BookingPlan {
  timeZone: string;
  /** date → the shop's window that day (null: closed) */
  special: ReadonlyMap<string, DayWindow | null>;
  /** breaks per weekday, Monday first */
  breaks: readonly (readonly DayWindow[])[];
  /** the staff who may take this booking, in the shop's staff order */
  candidates: readonly StaffPlan[];
  /** minutes of the chosen services together */
  duration: number;
  /** the earliest bookable instant is now + this */
  noticeMs: number;
  /** false: nothing can be booked (no services, a service not bookable, hours not set) */
  bookable: boolean;
}

/** 'HH:MM' (or '24:00') → minutes, as parseTime but without a regex: it runs for every day of every staff. */
function clockMinutes(text: string | null): number | null {
  if (typeof text !== 'string' || text.length !== 5 || text.charCodeAt(2) !== 58) return null;
  const h1 = text.charCodeAt(0) - 48;
  const h2 = text.charCodeAt(1) - 48;
  const m1 = text.charCodeAt(3) - 48;
  const m2 = text.charCodeAt(4) - 48;
  if (h1 < 0 || h1 > 2 || h2 < 0 || h2 > 9 || m1 < 0 || m1 > 5 || m2 < 0 || m2 > 9) return null;
  const minutes = (h1 * 10 + h2) * 60 + m1 * 10 + m2;
  return minutes < DAY_MINUTES || text === '24:00' ? minutes : null;
}

/**
 * A range's window, or null when malformed or empty (same reading as opening-hours.ts). Bookings never cross
 * midnight: an overnight range (20:00–02:00) ends at 24:00.
 */
function windowOf(startText: string | null, endText: string | null): DayWindow | null {
  const start = clockMinutes(startText);
  const end = clockMinutes(endText);
  if (start === null || end === null || start === end || start === DAY_MINUTES) return null;
  return { start, end: end < start ? DAY_MINUTES : end };
}

const CLOSED: DayWindows = [];

/** An open day's ranges as windows (either stored shape: day-ranges.ts), overlapping ones merged. */
function windowsOfDay(day: unknown): DayWindows {
  const windows: DayWindow[] = [];
  for (const range of openRanges(day)) {
    const w = windowOf(range.start, range.end);
    if (!w) continue;
    const last = windows[windows.length - 1];
    // the ranges come in start order; a stored overlap (never written by the editor) reads as one stretch
    if (last && w.start <= last.end) last.end = Math.max(last.end, w.end);
    else windows.push(w);
  }
  return windows.length > 0 ? windows : CLOSED;
}

function weekOf(hours: WorkingHours): DayWindows[] {
  return WEEKDAYS.map((weekday) => windowsOfDay(hours[weekday]));
}

export function effectiveStaff(shop: AvailabilityShop): StaffMember[] {
  if (shop.staff.length > 0) return [...shop.staff];
  return [{ id: SHOP_CHAIR_ID, name: '', photo: null, serviceIds: [], workingHours: null }];
}

export function performsAll(member: StaffMember, serviceIds: readonly string[]): boolean {
  return member.serviceIds.length === 0 || serviceIds.every((id) => member.serviceIds.includes(id));
}

export function qualifiedStaff(
  shop: AvailabilityShop,
  serviceIds: readonly string[],
): StaffMember[] {
  return effectiveStaff(shop).filter((member) => performsAll(member, serviceIds));
}

/** Monday = 0 … Sunday = 6 of a YYYY-MM-DD (NaN when malformed). */
export function weekdayIndex(date: string): number {
  return (new Date(wallMidnightMs(date)).getUTCDay() + 6) % 7;
}

/** A calendar date moved by whole months, the day clamped to the month's length (30 Nov + 3 → 28 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

export function lastBookableDate(today: string, services: readonly BookableService[]): string {
  const horizon = addMonths(today, BOOKING_HORIZON_MONTHS);
  if (services.length === 0) return horizon;
  const days = Math.min(
    ...services.map((s) =>
      Number.isFinite(s.maxAdvanceDays) && s.maxAdvanceDays >= 0
        ? Math.floor(s.maxAdvanceDays)
        : DEFAULT_MAX_ADVANCE_DAYS,
    ),
  );
  const advance = addDays(today, days);
  return advance < horizon ? advance : horizon;
}

function noticeHours(services: readonly BookableService[]): number {
  let hours = 0;
  for (const s of services) {
    const h =
      Number.isFinite(s.minNoticeHours) && s.minNoticeHours >= 0
        ? s.minNoticeHours
        : DEFAULT_MIN_NOTICE_HOURS;
    if (h > hours) hours = h;
  }
  return hours;
}

function breaksByWeekday(shop: AvailabilityShop): DayWindow[][] {
  const byDay: DayWindow[][] = WEEKDAYS.map(() => []);
  for (const b of shop.breaks) {
    const window = windowOf(b.start, b.end);
    if (!window) continue;
    for (const day of new Set(b.days)) byDay[WEEKDAYS.indexOf(day)]?.push(window);
  }
  return byDay;
}

/**
 * Everything about a booking request that does not depend on the date. `staffId` narrows the candidates
 * to that person, who must exist and perform every chosen service (else there are no candidates).
 */
export function planBooking(
  shop: AvailabilityShop,
  services: readonly BookableService[],
  staffId: string | null | undefined,
  timeZone: string,
): BookingPlan {
  const serviceIds = services.map((s) => s.id);
  const qualified = qualifiedStaff(shop, serviceIds);
  const chosen = staffId ? qualified.filter((m) => m.id === staffId) : qualified;
  const shopWeek = shop.workingHours ? weekOf(shop.workingHours) : null;
  const candidates: StaffPlan[] = shopWeek
    ? chosen.map((member) => ({
        id: member.id,
        week: member.workingHours ? weekOf(member.workingHours) : shopWeek,
        ownHours: member.workingHours !== null,
        off: member.timeOff ?? [],
      }))
    : [];
  const special = new Map<string, DayWindow | null>();
  for (const s of shop.specialDates)
    special.set(s.date, s.isClosed ? null : windowOf(s.start, s.end));
  let duration = 0;
  for (const s of services) duration += s.durationMinutes;
  return {
    timeZone,
    special,
    breaks: breaksByWeekday(shop),
    candidates,
    duration,
    noticeMs: noticeHours(services) * 3_600_000,
    bookable:
      shopWeek !== null && services.length > 0 && duration > 0 && services.every((s) => s.bookable),
  };
}

/**
 * A candidate's windows on a date, in order: a special date's one window (for everyone; intersected with the
 * ranges of someone with their own hours) or their week's ranges. Empty: not working that day.
 */
export function windowsOn(
  plan: BookingPlan,
  staff: StaffPlan,
  date: string,
  weekday: number,
): DayWindows {
  // YYYY-MM-DD strings order as dates
  for (const away of staff.off) if (date >= away.from && date <= away.to) return CLOSED;
  const own = staff.week[weekday] ?? CLOSED;
  const special = plan.special.get(date);
  if (special === undefined) return own;
  if (special === null) return CLOSED;
  if (!staff.ownHours) return [special];
  const windows: DayWindow[] = [];
  for (const w of own) {
    const start = Math.max(special.start, w.start);
    const end = Math.min(special.end, w.end);
    if (start < end) windows.push({ start, end });
  }
  return windows;
}

/**
 * A candidate's day as one stretch, from the first opening to the last closing (the calendar's shading); null
 * when not working. The gaps between ranges are inside it: what can be booked is `windowsOn`'s.
 */
export function windowOn(
  plan: BookingPlan,
  staff: StaffPlan,
  date: string,
  weekday: number,
): DayWindow | null {
  const windows = windowsOn(plan, staff, date, weekday);
  const first = windows[0];
  const last = windows[windows.length - 1];
  return first && last ? { start: first.start, end: last.end } : null;
}
