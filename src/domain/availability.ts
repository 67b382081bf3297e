import {
  CALENDAR_CELLS,
  DAY_PERIODS,
  DOT_GREEN_OVER,
  DOT_YELLOW_OVER,
  SLOT_MINUTES,
  type AvailabilityDot,
  type AvailabilityShop,
  type BookableService,
  type BusyInterval,
  type CalendarDay,
  type DayPeriod,
  type TimeSlot,
} from './booking';
import {
  lastBookableDate,
  planBooking,
  weekdayIndex,
  windowsOn,
  type BookingPlan,
  type DayWindow,
  type DayWindows,
} from './availability-plan';
import { addDays, parseTime, validTimeZone } from './opening-hours';
import { dayClock, localDate, zonedInstantMs } from './zoned-time';

/**
 * The availability engine (spec 02 §4 "Calendar", "Time slots"; issue 5). Pure: the server, the MSW mocks
 * and the client call the same functions. Dates and times are the shop's wall clock; "past" and "notice"
 * compare real instants, so DST days are right (a skipped local time has no slot; a repeated one is
 * offered once, at its first occurrence).
 */

export { effectiveStaff, lastBookableDate, qualifiedStaff, addMonths } from './availability-plan';

export interface SlotRequest {
  shop: AvailabilityShop;
  /** the chosen services (their total duration is the booking's length) */
  services: readonly BookableService[];
  /** shop-local YYYY-MM-DD */
  date: string;
  /** a staff member, or null/undefined for "any available" */
  staffId?: string | null;
  /** taken stretches on that date, per staff (claims and bookings) */
  busy: readonly BusyInterval[];
  now: Date;
}

const DAY_MINUTES = 24 * 60;
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** wall-clock → instant in a zone; null when that local time does not exist (DST spring gap) */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date | null {
  const ms = zonedInstantMs(date, minutes, validTimeZone(timeZone));
  return ms === null ? null : new Date(ms);
}

/**
 * When a booking starting at `startAt` (minute `startMinutes` of `date`) ends: at its wall-clock end in the shop's
 * zone, so a booking across a DST change still ends at its local end time; its length when that local time does
 * not exist.
 */
export function bookingEndAt(
  date: string,
  startMinutes: number,
  durationMinutes: number,
  timeZone: string,
  startAt: Date,
): Date {
  return (
    zonedInstant(date, startMinutes + durationMinutes, timeZone) ??
    new Date(startAt.getTime() + durationMinutes * 60_000)
  );
}

/** the 30-minute cells [start, end) covers, as minutes after midnight: start 540, duration 45 → [540, 570] */
export function coveredCells(startMinutes: number, durationMinutes: number): number[] {
  const cells: number[] = [];
  const end = startMinutes + durationMinutes;
  for (
    let cell = Math.floor(startMinutes / SLOT_MINUTES) * SLOT_MINUTES;
    cell < end;
    cell += SLOT_MINUTES
  ) {
    cells.push(cell);
  }
  return cells;
}

/** shop-local today */
export function shopToday(now: Date, timeZone: string): string {
  return localDate(now.getTime(), validTimeZone(timeZone));
}

/** minutes after midnight → "HH:MM" */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** period of a slot time: Morning 6-12, Afternoon 12-17, Evening 17-22; earlier → morning, later → evening */
export function periodOf(minutes: number): DayPeriod {
  if (minutes < DAY_PERIODS.afternoon[0] * 60) return 'morning';
  if (minutes < DAY_PERIODS.evening[0] * 60) return 'afternoon';
  return 'evening';
}

/** dot colour from a count: > DOT_GREEN_OVER green, > DOT_YELLOW_OVER yellow, > 0 orange, 0 → null */
export function availabilityDot(count: number): AvailabilityDot | null {
  if (count > DOT_GREEN_OVER) return 'green';
  if (count > DOT_YELLOW_OVER) return 'yellow';
  if (count > 0) return 'orange';
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// One day

function overlaps(list: readonly DayWindow[] | undefined, start: number, end: number): boolean {
  if (!list) return false;
  for (const w of list) if (w.start < end && w.end > start) return true;
  return false;
}

function busyByStaff(busy: readonly BusyInterval[]): Map<string, DayWindow[]> {
  const map = new Map<string, DayWindow[]>();
  for (const b of busy) {
    let list = map.get(b.staffId);
    if (!list) map.set(b.staffId, (list = []));
    list.push(b);
  }
  return map;
}

/** A day's windows per candidate (index-aligned with plan.candidates), and the grid they give. */
interface DaySheet {
  date: string;
  weekday: number;
  /** each candidate's ranges that day (empty: not working) */
  windows: DayWindows[];
  /** grid times, ascending: lattice points where one of some candidate's ranges holds the whole booking */
  grid: number[];
}

/** Whether [start, end) lies inside one of the ranges (a booking never spans the gap between two). */
function fits(windows: DayWindows, start: number, end: number): boolean {
  for (const w of windows) if (start >= w.start && end <= w.end) return true;
  return false;
}

function daySheet(plan: BookingPlan, date: string, withGrid = true): DaySheet {
  const weekday = weekdayIndex(date);
  const windows: DayWindows[] = [];
  for (const staff of plan.candidates) windows.push(windowsOn(plan, staff, date, weekday));
  const grid: number[] = [];
  if (plan.bookable && withGrid) {
    const onGrid = new Uint8Array(DAY_MINUTES / SLOT_MINUTES);
    for (const list of windows) {
      for (const w of list) {
        // spec 02 §4: no slots when the duration is at least the whole open range
        if (w.end - w.start <= plan.duration) continue;
        // the first slot is the first :00/:30 at or after opening; the last one ends at closing at the latest
        for (
          let t = Math.ceil(w.start / SLOT_MINUTES) * SLOT_MINUTES;
          t + plan.duration <= w.end;
          t += SLOT_MINUTES
        ) {
          onGrid[t / SLOT_MINUTES] = 1;
        }
      }
    }
    for (let i = 0; i < onGrid.length; i += 1) if (onGrid[i]) grid.push(i * SLOT_MINUTES);
  }
  return { date, weekday, windows, grid };
}

interface SlotVerdict {
  time: number;
  /** free candidates (only the first when not collecting) */
  free: string[];
  reason?: 'booked' | 'past' | 'notice' | 'break';
}

/**
 * Judge each grid time of a day (or only `only`). `collect` false stops at the first free person, for
 * counting. Returns the offset the day used, as a hint for the next day.
 */
function judgeDay(
  plan: BookingPlan,
  sheet: DaySheet,
  busy: readonly BusyInterval[],
  nowMs: number,
  collect: boolean,
  visit: (verdict: SlotVerdict) => void,
  only?: number,
  offsetHint?: number,
): number | undefined {
  const times = only === undefined ? sheet.grid : sheet.grid.filter((t) => t === only);
  if (times.length === 0) return offsetHint;
  const clock = dayClock(sheet.date, plan.timeZone, offsetHint);
  const taken = busyByStaff(busy);
  const breaks = plan.breaks[sheet.weekday];
  const earliest = nowMs + plan.noticeMs;
  for (const t of times) {
    const instant = clock.instantOf(t);
    if (instant === null) continue; // a wall-clock time skipped by DST
    const end = t + plan.duration;
    if (instant < nowMs) {
      visit({ time: t, free: [], reason: 'past' });
      continue;
    }
    if (instant < earliest) {
      visit({ time: t, free: [], reason: 'notice' });
      continue;
    }
    if (overlaps(breaks, t, end)) {
      visit({ time: t, free: [], reason: 'break' });
      continue;
    }
    const free: string[] = [];
    for (let i = 0; i < plan.candidates.length; i += 1) {
      if (!fits(sheet.windows[i]!, t, end)) continue;
      const staff = plan.candidates[i]!;
      if (overlaps(taken.get(staff.id), t, end)) continue;
      free.push(staff.id);
      if (!collect) break;
    }
    visit(free.length > 0 ? { time: t, free } : { time: t, free, reason: 'booked' });
  }
  return clock.offset ?? offsetHint;
}

interface Prepared {
  plan: BookingPlan;
  today: string;
  lastDate: string;
}

function prepare(request: Omit<SlotRequest, 'date' | 'busy'>): Prepared {
  const timeZone = validTimeZone(request.shop.timeZone);
  const plan = planBooking(request.shop, request.services, request.staffId, timeZone);
  const today = shopToday(request.now, timeZone);
  return { plan, today, lastDate: lastBookableDate(today, request.services) };
}

function toSlot(verdict: SlotVerdict): TimeSlot {
  const slot: TimeSlot = {
    time: formatMinutes(verdict.time),
    available: verdict.reason === undefined,
    period: periodOf(verdict.time),
    staffIds: verdict.free,
  };
  if (verdict.reason) slot.reason = verdict.reason;
  return slot;
}

/**
 * The day's grid: every 30 minutes from opening to closing minus the duration, with availability. Every
 * grid time is listed (taken ones too, so the UI can show them). [] when the date is malformed, beyond the
 * last bookable date, closed for every candidate, or the request cannot be booked (unknown or unqualified
 * staff, no services, a service not bookable online, hours not set).
 */
export function computeSlots(request: SlotRequest): TimeSlot[] {
  if (!DATE.test(request.date)) return [];
  const { plan, lastDate } = prepare(request);
  if (request.date > lastDate) return [];
  const slots: TimeSlot[] = [];
  judgeDay(plan, daySheet(plan, request.date), request.busy, request.now.getTime(), true, (v) =>
    slots.push(toSlot(v)),
  );
  return slots;
}

/** free qualified staff for a booking at date/time (the server checks and assigns "any" with it); [] when not bookable. */
export function freeStaffAt(request: SlotRequest & { time: string }): string[] {
  const time = parseTime(request.time);
  if (!DATE.test(request.date) || time === null || time % SLOT_MINUTES !== 0) return [];
  const { plan, lastDate } = prepare(request);
  if (request.date > lastDate) return [];
  let free: string[] = [];
  const sheet = daySheet(plan, request.date);
  judgeDay(
    plan,
    sheet,
    request.busy,
    request.now.getTime(),
    true,
    (v) => {
      if (v.reason === undefined) free = v.free;
    },
    time,
  );
  return free;
}

export interface CalendarRequest extends Omit<SlotRequest, 'date' | 'busy'> {
  /** YYYY-MM */
  month: string;
  /** busy intervals by date */
  busyByDate: ReadonlyMap<string, readonly BusyInterval[]>;
}

/** The 42-cell month grid (Monday first) with selectability and dots; [] for a malformed month. */
export function computeCalendar(request: CalendarRequest): CalendarDay[] {
  const first = `${request.month}-01`;
  if (!DATE.test(first)) return [];
  const { plan, today, lastDate } = prepare(request);
  const nowMs = request.now.getTime();
  const start = addDays(first, -weekdayIndex(first));
  const days: CalendarDay[] = [];
  let offsetHint: number | undefined;
  for (let i = 0; i < CALENDAR_CELLS; i += 1) {
    const date = addDays(start, i);
    const inMonth = date.startsWith(request.month);
    const isPast = date < today;
    const beyondHorizon = date > lastDate;
    const counted = inMonth && !isPast && !beyondHorizon;
    const sheet = daySheet(plan, date, counted);
    const isClosed = sheet.windows.every((w) => w.length === 0);
    let availableSlots = 0;
    if (counted && !isClosed) {
      offsetHint = judgeDay(
        plan,
        sheet,
        request.busyByDate.get(date) ?? [],
        nowMs,
        false,
        (v) => {
          if (v.reason === undefined) availableSlots += 1;
        },
        undefined,
        offsetHint,
      );
    }
    const selectable = inMonth && !isPast && !isClosed && !beyondHorizon && availableSlots > 0;
    days.push({
      date,
      inMonth,
      isToday: date === today,
      isPast,
      isClosed,
      beyondHorizon,
      availableSlots,
      selectable,
      dot: selectable ? availabilityDot(availableSlots) : null,
    });
  }
  return days;
}
