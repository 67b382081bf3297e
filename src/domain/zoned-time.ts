import { validTimeZone } from './opening-hours';

/**
 * Shop-local wall clock ↔ instants without a date library. Intl is the only source of zone rules; it is
 * costly (≈ 6 µs a call), so the engine asks it twice per day (`dayClock`) and only resolves single times
 * on the rare days whose offset changes (DST), instead of once per slot.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MINUTES = 24 * 60;

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
/** the last whole-day offset seen per zone: only a first guess for the next day, always verified */
const lastDayOffset = new Map<string, number>();
const CLOCK = /(\d+)\/(\d+)\/(\d+),? (\d+):(\d+):(\d+)/;

function offsetFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    offsetFormatters.set(zone, formatter);
  }
  return formatter;
}

/** The zone's offset from UTC at an instant, in minutes (Europe/Rome: 60 in winter, 120 in summer). */
export function zoneOffsetMinutes(instantMs: number, timeZone: string): number {
  return offsetIn(instantMs, validTimeZone(timeZone));
}

/** zoneOffsetMinutes for a zone already checked with validTimeZone (the engine checks it once per call). */
function offsetIn(instantMs: number, zone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  const match = CLOCK.exec(offsetFormatter(zone).format(whole));
  if (!match) return 0;
  const [, month, day, year, hour, minute, second] = match.map(Number) as number[];
  const wall = Date.UTC(year!, month! - 1, day!, hour! % 24, minute!, second!);
  return Math.round((wall - whole) / MINUTE_MS);
}

/** The shop-local date (YYYY-MM-DD) of an instant. */
export function localDate(instantMs: number, timeZone: string): string {
  return new Date(instantMs + zoneOffsetMinutes(instantMs, timeZone) * MINUTE_MS)
    .toISOString()
    .slice(0, 10);
}

/** Local midnight of a YYYY-MM-DD read as if it were UTC (the wall clock as a number), or NaN. */
export function wallMidnightMs(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return NaN;
  return Date.UTC(y, m - 1, d);
}

/**
 * The instant of a shop-local date and time, or null when that wall-clock time does not exist (the hour
 * skipped when clocks go forward). A time that happens twice (clocks go back) gives the first occurrence.
 */
export function zonedInstantMs(date: string, minutes: number, timeZone: string): number | null {
  const zone = validTimeZone(timeZone);
  const wall = wallMidnightMs(date) + minutes * MINUTE_MS;
  if (!Number.isFinite(wall)) return null;
  // The true instant lies within [wall − 14 h, wall + 12 h]; the offsets in force there are the candidates
  // (zones change offset at most once a day).
  const before = offsetIn(wall - 14 * HOUR_MS, zone);
  const after = offsetIn(wall + 12 * HOUR_MS, zone);
  const candidates =
    before === after ? [before] : [Math.max(before, after), Math.min(before, after)];
  for (const offset of candidates) {
    // larger offset first: the earlier instant, i.e. the first occurrence of a repeated hour
    const instant = wall - offset * MINUTE_MS;
    if (offsetIn(instant, zone) === offset) return instant;
  }
  return null;
}

/** How a whole shop-local day maps to instants, resolved once for the day. */
export interface DayClock {
  /** the day's single offset in minutes, or null when it changes during the day */
  offset: number | null;
  /** instant of a time of this day (minutes after local midnight), or null when it does not exist */
  instantOf(minutes: number): number | null;
}

/**
 * The day's clock: when the offset at 00:00 and at 23:59 is the same (every day but the two DST days) every
 * time is wall − offset, with two Intl calls for the whole day; otherwise each time is resolved on its own.
 */
export function dayClock(date: string, timeZone: string, offsetHint?: number): DayClock {
  const midnight = wallMidnightMs(date);
  if (!Number.isFinite(midnight)) return { offset: null, instantOf: () => null };
  const zone = validTimeZone(timeZone);
  let hint = offsetHint ?? lastDayOffset.get(zone) ?? offsetIn(midnight, zone);
  let atMidnight = offsetIn(midnight - hint * MINUTE_MS, zone);
  if (atMidnight !== hint) {
    // a stale hint (yesterday changed offset): take the offset in force and check it once more
    hint = atMidnight;
    atMidnight = offsetIn(midnight - hint * MINUTE_MS, zone);
  }
  const lastMinute = midnight + (DAY_MINUTES - 1) * MINUTE_MS;
  const steady = atMidnight === hint && offsetIn(lastMinute - hint * MINUTE_MS, zone) === hint;
  if (steady) {
    if (lastDayOffset.size < 1000) lastDayOffset.set(zone, hint);
    return { offset: hint, instantOf: (minutes) => midnight + (minutes - hint) * MINUTE_MS };
  }
  return { offset: null, instantOf: (minutes) => zonedInstantMs(date, minutes, zone) };
}
