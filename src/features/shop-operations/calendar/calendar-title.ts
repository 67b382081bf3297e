import { addDays } from '@/domain/opening-hours';
import { formatCalendarDate } from '@/domain/clock-format';
import type { CalendarView } from './calendar-view';

/** The toolbar's heading: the day, the week's first and last day, or the month. */
export function calendarTitle(
  locale: string,
  view: CalendarView,
  date: string,
  start: string,
): string {
  if (view === 'day') return formatCalendarDate(locale, date, 'long');
  if (view === 'week')
    return `${formatCalendarDate(locale, start, 'medium')} – ${formatCalendarDate(locale, addDays(start, 6), 'medium')}`;
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date.slice(0, 7)}-15T12:00:00Z`));
}
