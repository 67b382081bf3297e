import { shopToday } from './availability';
import { SLOT_MINUTES, type BookingStatus } from './booking';
import { addDays, minutesIn, parseTime } from './opening-hours';
import type { CalendarDay, CalendarWindow } from './shop-calendar';

/**
 * Where things go on the calendar grid (pure: the component only multiplies by its cell height). Rows are
 * shop-local wall-clock cells of SLOT_MINUTES, so a DST day has the same rows as any other and a booking at
 * 10:00 sits on the 10:00 row whatever the UTC offset; only the now-line reads the zone.
 */

const DAY_END = 24 * 60;
/** what the grid shows when no date of the range opens and nothing is booked */
const FALLBACK_ROWS = { start: 9 * 60, end: 18 * 60 };

/** 'HH:MM' → minutes (end of day '24:00' → 1440); malformed → null */
export const clockOf = (text: string): number | null => parseTime(text);

export interface GridRows {
  /** minutes of the first row's top and of the last row's bottom */
  start: number;
  end: number;
  /** each row's start in minutes */
  rows: number[];
}

const floorToCell = (m: number) => Math.floor(m / SLOT_MINUTES) * SLOT_MINUTES;
const ceilToCell = (m: number) => Math.ceil(m / SLOT_MINUTES) * SLOT_MINUTES;

/**
 * Rows from the earliest opening (the shop's, or a person's own hours) to the latest closing over the range,
 * widened to show any booking or block outside them (a walk-in after hours must not be hidden).
 */
export function gridRows(
  dates: readonly CalendarDay[],
  items: readonly { startTime: string; endTime: string }[] = [],
): GridRows {
  let start = Infinity;
  let end = -Infinity;
  const take = (w: CalendarWindow | null) => {
    const s = w ? clockOf(w.start) : null;
    const e = w ? clockOf(w.end) : null;
    if (s === null || e === null) return;
    start = Math.min(start, s);
    end = Math.max(end, e);
  };
  for (const day of dates) {
    take(day.open);
    for (const person of day.staff) take(person.hours);
  }
  for (const item of items) take({ start: item.startTime, end: endOf(item) });
  if (!Number.isFinite(start) || end <= start) ({ start, end } = FALLBACK_ROWS);
  start = floorToCell(start);
  end = Math.min(DAY_END, ceilToCell(end));
  const rows: number[] = [];
  for (let m = start; m < end; m += SLOT_MINUTES) rows.push(m);
  return { start, end, rows };
}

/** An item's end as wall clock; one that ends past midnight (or before it starts) ends at 24:00. */
function endOf(item: { startTime: string; endTime: string }): string {
  const s = clockOf(item.startTime) ?? 0;
  const e = clockOf(item.endTime);
  return e === null || e <= s ? '24:00' : item.endTime;
}

/** Top and height in cells (fractions allowed) of a stretch on the grid; clipped to the rows. */
export function blockBox(
  grid: GridRows,
  startTime: string,
  endTime: string,
): { top: number; height: number } {
  const s = Math.max(grid.start, clockOf(startTime) ?? grid.start);
  const e = Math.min(grid.end, clockOf(endOf({ startTime, endTime })) ?? grid.end);
  return {
    top: (s - grid.start) / SLOT_MINUTES,
    height: Math.max(0, e - s) / SLOT_MINUTES,
  };
}

export interface Lane {
  /** 0-based position from the left, of `lanes` side by side */
  lane: number;
  lanes: number;
}

/**
 * Side-by-side placement of overlapping items in one column: each item takes the first lane free at its start;
 * items that overlap (directly or through others) share the width of their group's lane count.
 */
export function sideBySide(
  items: readonly { id: string; startTime: string; endTime: string }[],
): Map<string, Lane> {
  const spans = items
    .map((item) => ({
      id: item.id,
      start: clockOf(item.startTime) ?? 0,
      end: clockOf(endOf(item)) ?? DAY_END,
    }))
    .sort((a, b) => a.start - b.start || b.end - a.end || a.id.localeCompare(b.id));
  const placed = new Map<string, Lane>();
  let group: { id: string; lane: number }[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const close = () => {
    for (const g of group) placed.set(g.id, { lane: g.lane, lanes: laneEnds.length });
    group = [];
    laneEnds = [];
  };
  for (const span of spans) {
    if (span.start >= groupEnd) close();
    let lane = laneEnds.findIndex((end) => end <= span.start);
    if (lane === -1) lane = laneEnds.push(span.end) - 1;
    else laneEnds[lane] = span.end;
    group.push({ id: span.id, lane });
    groupEnd = Math.max(groupEnd, span.end);
  }
  close();
  return placed;
}

/**
 * The now-line's offset in cells from the grid's top, only on the shop's today (in its zone) and inside the
 * rows; otherwise null.
 */
export function nowLine(grid: GridRows, date: string, now: Date, timeZone: string): number | null {
  if (shopToday(now, timeZone) !== date) return null;
  const minutes = minutesIn(now, timeZone);
  if (minutes < grid.start || minutes >= grid.end) return null;
  return (minutes - grid.start) / SLOT_MINUTES;
}

export type CellState = 'open' | 'closed' | 'break' | 'off';

/**
 * What a cell of one person's column is: the shop closed, a break, the person not working (their day off, time
 * off or outside their hours), or open for bookings. A cell counts as open when its whole length is.
 */
export function cellState(day: CalendarDay, staffId: string, rowStart: number): CellState {
  const rowEnd = rowStart + SLOT_MINUTES;
  const inside = (w: CalendarWindow | null) => {
    const s = w ? clockOf(w.start) : null;
    const e = w ? clockOf(w.end) : null;
    return s !== null && e !== null && rowStart >= s && rowEnd <= e;
  };
  if (!inside(day.open)) return 'closed';
  const overlaps = (w: CalendarWindow) =>
    (clockOf(w.start) ?? 0) < rowEnd && (clockOf(w.end) ?? 0) > rowStart;
  if (day.breaks.some(overlaps)) return 'break';
  const person = day.staff.find((s) => s.staffId === staffId);
  if (!person || !inside(person.hours)) return 'off';
  return 'open';
}

/**
 * A cell of a column that shows everyone (the compact week): open when anyone can take a booking there;
 * otherwise the shop closed, a break, or nobody working.
 */
export function teamCellState(day: CalendarDay, rowStart: number): CellState {
  const states = day.staff.map((person) => cellState(day, person.staffId, rowStart));
  if (states.includes('open')) return 'open';
  return cellState(day, '', rowStart);
}

/** The 42 dates (six weeks, Monday first) of the month grid that shows `date`'s month. */
export function monthGridDates(date: string): string[] {
  const first = `${date.slice(0, 7)}-01`;
  const [y, m] = first.split('-').map(Number) as [number, number];
  const weekday = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;
  const start = addDays(first, -weekday);
  return Array.from({ length: 42 }, (_, i) => addDays(start, i));
}

/** Bookings per date and status (the month overview's counts). */
export function countsByDate(
  bookings: readonly { date: string; status: BookingStatus }[],
): Map<string, Partial<Record<BookingStatus, number>>> {
  const counts = new Map<string, Partial<Record<BookingStatus, number>>>();
  for (const b of bookings) {
    const day = counts.get(b.date) ?? {};
    day[b.status] = (day[b.status] ?? 0) + 1;
    counts.set(b.date, day);
  }
  return counts;
}

/** The Monday of `date`'s week (the week view starts there). */
export function weekStart(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return addDays(date, -((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7));
}
