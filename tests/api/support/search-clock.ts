import type { Weekday } from '../../../src/domain/shop';
import type { RawShop } from './search-catalog';

/**
 * The search test's own reading of "is this shop open at this instant" (written from the rules, not shared
 * with the server): wall-clock HH:MM in the shop's zone via Intl; a special date for the local day wins over
 * the weekday; a window is [start, end) with '24:00' as end of day; an overnight window (end before start)
 * runs into the next day; a shop without working hours is never open.
 */

export interface LocalClock {
  /** YYYY-MM-DD in the zone */
  date: string;
  weekday: Weekday;
  /** minutes since local midnight */
  minutes: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

export function localClock(at: Date, timeZone: string): LocalClock {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: String(parts.weekday).toLowerCase() as Weekday,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const WEEK: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

function minutesOf(hhmm: string | null): number | null {
  if (!hhmm) return null;
  const match = /^(\d\d):(\d\d)$/.exec(hhmm);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

interface Window {
  start: number;
  end: number;
}

/** The day's window as declared: weekday hours, or the special date's when there is one. */
function windowOn(shop: RawShop, date: string, weekday: Weekday): Window | null | 'closed' {
  const special = shop.specialDates.find((d) => d.date === date);
  if (special) {
    if (special.isClosed) return 'closed';
    const start = minutesOf(special.start);
    const end = minutesOf(special.end);
    return start !== null && end !== null && start !== end ? { start, end } : 'closed';
  }
  const day = shop.workingHours?.[weekday];
  if (!day?.isOpen) return null;
  const start = minutesOf(day.start);
  const end = minutesOf(day.end);
  return start !== null && end !== null && start !== end ? { start, end } : null;
}

function previousDate(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export function isOpenAt(shop: RawShop, at: Date): boolean {
  if (!shop.workingHours) return false;
  const { date, weekday, minutes } = localClock(at, shop.timeZone);
  const today = windowOn(shop, date, weekday);
  if (today && today !== 'closed') {
    const overnight = today.end < today.start;
    if (minutes >= today.start && (overnight || minutes < today.end)) return true;
  }
  // yesterday's overnight window spills into today (only the test of overnight hours uses this)
  const yesterdayWeekday = WEEK[(WEEK.indexOf(weekday) + 6) % 7]!;
  const yesterday = windowOn(shop, previousDate(date), yesterdayWeekday);
  return (
    !!yesterday &&
    yesterday !== 'closed' &&
    yesterday.end < yesterday.start &&
    minutes < yesterday.end
  );
}
