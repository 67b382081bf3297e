import { addMonths } from '@/domain/availability';
import { addDays } from '@/domain/opening-hours';
import { monthGridDates, weekStart } from '@/domain/shop-calendar-layout';

/** The calendar's three views and what each asks the server for. */
export const CALENDAR_VIEWS = ['day', 'week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The range a view of `date` shows: one day, its Monday-first week, or the month's six-week grid. */
export function viewRange(view: CalendarView, date: string): { start: string; days: number } {
  if (view === 'day') return { start: date, days: 1 };
  if (view === 'week') return { start: weekStart(date), days: 7 };
  return { start: monthGridDates(date)[0]!, days: 42 };
}

/** The date previous/next moves to. */
export function stepDate(view: CalendarView, date: string, direction: 1 | -1): string {
  if (view === 'day') return addDays(date, direction);
  if (view === 'week') return addDays(date, 7 * direction);
  return addMonths(`${date.slice(0, 7)}-01`, direction);
}
