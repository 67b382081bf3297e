import { openRanges } from './day-ranges';
import { DEFAULT_SHOP_TIME_ZONE, isKnownTimeZone } from './known-time-zones';
import {
  WEEKDAYS,
  type SpecialDate,
  type TimeRange,
  type Weekday,
  type WorkingHours,
} from './shop';

/**
 * "Today's hours or next available" on a shop card (spec 01 "Shop card"), in the shop's time zone.
 * Pure; the UI words the result.
 */
export type HoursSummary =
  | { kind: 'today'; ranges: TimeRange[] }
  | { kind: 'next'; weekday: Weekday; start: string; daysAhead: number }
  | { kind: 'closed' };

export { DEFAULT_SHOP_TIME_ZONE };

/*
 * Intl.DateTimeFormat is costly to construct (about 0.1 ms and some memory each), and the server computes the
 * status of every listed shop per request: formatters and zone checks are built once per zone and reused.
 */
const weekdayFormatters = new Map<string, Intl.DateTimeFormat>();
const timeFormatters = new Map<string, Intl.DateTimeFormat>();

function memo(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  make: () => Intl.DateTimeFormat,
): Intl.DateTimeFormat {
  let formatter = cache.get(timeZone);
  if (!formatter) {
    formatter = make();
    cache.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone itself when the runtime knows it, else the default shop zone. */
export function validTimeZone(timeZone: string | undefined): string {
  return timeZone && isKnownTimeZone(timeZone) ? timeZone : DEFAULT_SHOP_TIME_ZONE;
}

/** Weekday (monday…sunday) of an instant in a time zone. */
export function weekdayIn(now: Date, timeZone: string): Weekday {
  const zone = validTimeZone(timeZone);
  const formatter = memo(
    weekdayFormatters,
    zone,
    () => new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: zone }),
  );
  return formatter.format(now).toLowerCase() as Weekday;
}

/** Minutes since midnight of an instant in a time zone. */
export function minutesIn(now: Date, timeZone: string): number {
  const zone = validTimeZone(timeZone);
  const formatter = memo(
    timeFormatters,
    zone,
    () =>
      new Intl.DateTimeFormat('en-GB', {
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone: zone,
      }),
  );
  const parts = formatter.formatToParts(now);
  const hour = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const minute = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return hour * 60 + minute;
}

function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/**
 * Today's opening ranges while the shop opens today and has not closed yet; otherwise the first opening of the next
 * day it opens (within a week); otherwise closed.
 */
export function hoursSummary(
  hours: WorkingHours | undefined,
  timeZone: string,
  now: Date = new Date(),
): HoursSummary {
  if (!hours) return { kind: 'closed' };
  const today = weekdayIn(now, timeZone);
  const todayIndex = WEEKDAYS.indexOf(today);
  const todays = openRanges(hours[today]);
  const last = todays[todays.length - 1];
  if (last && minutesIn(now, timeZone) < toMinutes(last.end)) {
    return { kind: 'today', ranges: todays };
  }
  for (let ahead = 1; ahead <= 7; ahead += 1) {
    const day = WEEKDAYS[(todayIndex + ahead) % 7]!;
    const first = openRanges(hours[day])[0];
    if (first) return { kind: 'next', weekday: day, start: first.start, daysAhead: ahead };
  }
  return { kind: 'closed' };
}

// ---------------------------------------------------------------------------------------------------------
// Open/closed status (server: `Shop.status`; client and mocks may reuse). Hours are wall-clock HH:MM in the
// shop's zone, compared with "now" converted into that zone (DST included). Overnight windows (end before
// start, e.g. 20:00–02:00) run into the next day.
// ---------------------------------------------------------------------------------------------------------

/**
 * Same as DEFAULT_SHOP_TIME_ZONE (the server's models and seed use this name).
 * @alias
 */
export const DEFAULT_TIME_ZONE = DEFAULT_SHOP_TIME_ZONE;

const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTES_PER_DAY = 24 * 60;

/** Minutes after midnight for 'HH:MM' ('24:00' allowed as an end of day), or null when malformed. */
export function parseTime(value: string | null | undefined): number | null {
  if (typeof value !== 'string') return null;
  if (value === '24:00') return MINUTES_PER_DAY;
  const match = TIME_PATTERN.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

export interface OpenWindow {
  start: number;
  end: number;
  /** the window ends on the next day */
  overnight: boolean;
}

/** A range's window, or null when its times are malformed or empty. */
function windowOf(range: { start: string | null; end: string | null }): OpenWindow | null {
  const start = parseTime(range.start);
  const end = parseTime(range.end);
  if (start === null || end === null || start === end) return null;
  return { start, end, overnight: end < start };
}

/** An open day's windows in order (either stored shape: day-ranges.ts); empty when closed. */
function windowsOf(day: unknown): OpenWindow[] {
  const windows: OpenWindow[] = [];
  for (const range of openRanges(day)) {
    const w = windowOf(range);
    if (w) windows.push(w);
  }
  return windows;
}

/** Whether the hours have at least one day with a usable range. */
export function hasAnyOpenDay(hours: WorkingHours | null | undefined): boolean {
  return !!hours && WEEKDAYS.some((weekday) => windowsOf(hours[weekday]).length > 0);
}

/**
 * 'open' / 'closed' at `at` in the shop's zone; 'unknown' when the shop has no hours. ('busy' comes from bookings.)
 * A special date (the shop-local date) wins over the weekday's hours, for today and for yesterday's overnight window.
 */
export function openStatusAt(
  hours: WorkingHours | null | undefined,
  at: Date,
  timeZone: string = DEFAULT_SHOP_TIME_ZONE,
  specialDates: readonly SpecialDate[] = [],
): 'open' | 'closed' | 'unknown' {
  if (!hours) return 'unknown';
  return scheduleStatus(compileSchedule(hours, specialDates), localClock(at, timeZone));
}

/** Every day closed: the hours of a shop that has not set any yet (each day keeps a nominal 09:00–18:00). */
export function closedWeek(): WorkingHours {
  return Object.fromEntries(
    WEEKDAYS.map((d) => [d, { isOpen: false, ranges: [{ start: '09:00', end: '18:00' }] }]),
  ) as WorkingHours;
}

/** One day's opening as [start, end] (HH:MM), several such ranges in order, or null when closed. */
export type DayWindow = readonly [string, string] | readonly (readonly [string, string])[] | null;

/** A week of working hours from seven days, Monday first (closed days keep a nominal 09:00–18:00). */
export function weekHours(days: readonly DayWindow[]): WorkingHours {
  return Object.fromEntries(
    WEEKDAYS.map((day, i) => {
      const window = days[i] ?? null;
      if (!window) return [day, { isOpen: false, ranges: [{ start: '09:00', end: '18:00' }] }];
      const ranges = (typeof window[0] === 'string' ? [window] : window) as (readonly [
        string,
        string,
      ])[];
      return [day, { isOpen: true, ranges: ranges.map(([start, end]) => ({ start, end })) }];
    }),
  ) as WorkingHours;
}

// ---------------------------------------------------------------------------------------------------------
// Shop-local clock and compiled schedules. Search evaluates thousands of shops per request: Intl runs once per
// time zone per request (`localClock`), and each shop's hours are parsed once when the catalog index is built
// (`compileSchedule`), so a status check is a few integer comparisons.
// ---------------------------------------------------------------------------------------------------------

/** The wall clock in a zone: its date (YYYY-MM-DD), weekday and minutes after midnight. */
export interface LocalClock {
  date: string;
  weekday: Weekday;
  minutes: number;
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The shop-local date, weekday and minutes of an instant (DST included, via Intl). */
export function localClock(at: Date, timeZone: string): LocalClock {
  const zone = validTimeZone(timeZone);
  const formatter = memo(
    clockFormatters,
    zone,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        weekday: 'long',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const p of formatter.formatToParts(at)) part[p.type] = p.value;
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    weekday: (part.weekday ?? 'monday').toLowerCase() as Weekday,
    minutes: (Number(part.hour ?? 0) % 24) * 60 + Number(part.minute ?? 0),
  };
}

/** A calendar date (YYYY-MM-DD) moved by whole days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days)).toISOString().slice(0, 10);
}

function weekdayAfter(weekday: Weekday, days: number): Weekday {
  return WEEKDAYS[(((WEEKDAYS.indexOf(weekday) + days) % 7) + 7) % 7] as Weekday;
}

/** A shop's hours parsed once: the windows of each weekday (Monday first) and the special dates' by date. */
export interface CompiledSchedule {
  week: readonly (readonly OpenWindow[])[];
  /** date → its windows, empty when closed that day */
  special: ReadonlyMap<string, readonly OpenWindow[]>;
}

function specialWindows(special: SpecialDate): OpenWindow[] {
  if (special.isClosed) return [];
  const w = windowOf({ start: special.start, end: special.end });
  return w ? [w] : [];
}

export function compileSchedule(
  hours: WorkingHours,
  specialDates: readonly SpecialDate[] = [],
): CompiledSchedule {
  return {
    week: WEEKDAYS.map((day) => windowsOf(hours[day])),
    special: new Map(specialDates.map((s) => [s.date, specialWindows(s)])),
  };
}

/** The windows of a shop-local date: its special date's when it has one, else the weekday's. */
function windowsOn(
  schedule: CompiledSchedule,
  date: string,
  weekday: Weekday,
): readonly OpenWindow[] {
  return schedule.special.get(date) ?? schedule.week[WEEKDAYS.indexOf(weekday)] ?? [];
}

/**
 * Open now: inside one of today's windows (not in a gap between them), or inside yesterday's last window when it
 * runs past midnight.
 */
export function scheduleStatus(schedule: CompiledSchedule, clock: LocalClock): 'open' | 'closed' {
  for (const w of windowsOn(schedule, clock.date, clock.weekday))
    if (clock.minutes >= w.start && (w.overnight || clock.minutes < w.end)) return 'open';
  const yesterday = windowsOn(schedule, addDays(clock.date, -1), weekdayAfter(clock.weekday, -1));
  const last = yesterday[yesterday.length - 1];
  if (last?.overnight && clock.minutes < last.end) return 'open';
  return 'closed';
}

/** Special dates from the shop-local `today` on (what the API shows), date order. */
export function upcomingSpecialDates<T extends { date: string }>(
  specialDates: readonly T[],
  today: string,
): T[] {
  return specialDates.filter((s) => s.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}
