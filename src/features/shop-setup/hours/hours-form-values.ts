import { setIn } from 'formik';
import { formatMinutes } from '@/domain/availability';
import { parseTime } from '@/domain/opening-hours';
import { WEEKDAYS, type DayHours, type TimeRange, type Weekday } from '@/domain/shop';
import type { WorkingHoursSettings } from '@/domain/shop-hours';

/** The hours form's values: the settings without the zone (it is the profile's). */
export type HoursFormValues = Omit<WorkingHoursSettings, 'timeZone'>;

export const formValuesOf = ({
  timeZone: _zone,
  ...values
}: WorkingHoursSettings): HoursFormValues => structuredClone(values);

/** Monday's hours (open or not, and every range) on Tuesday to Friday (the usual working week). */
export function copyMondayToWeekdays(week: Record<Weekday, DayHours>): Record<Weekday, DayHours> {
  const monday = week.monday;
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      ['tuesday', 'wednesday', 'thursday', 'friday'].includes(day)
        ? { isOpen: monday.isOpen, ranges: monday.ranges.map((range) => ({ ...range })) }
        : week[day],
    ]),
  ) as Record<Weekday, DayHours>;
}

/**
 * The range "add hours" puts after a day's last one: an hour after it closes, for an hour (the owner then sets
 * the times); 09:00–18:00 on a day with none; null when the day has no room left before midnight.
 */
export function nextRange(ranges: readonly TimeRange[]): TimeRange | null {
  const last = ranges[ranges.length - 1];
  if (!last) return { start: '09:00', end: '18:00' };
  const end = parseTime(last.end);
  if (end === null || end + 120 > 24 * 60) return null;
  return { start: formatMinutes(end + 60), end: formatMinutes(end + 120) };
}

/** A server's `errors` map (`specialDates[0].date` → id) as formik's nested errors. */
export function formErrorsOf(errors: Record<string, string>): object {
  return Object.entries(errors).reduce<object>((all, [path, id]) => setIn(all, path, id), {});
}

/** Every field path named in `errors`, as touched, so the messages show. */
export function touchedOf(errors: Record<string, string>): object {
  return Object.keys(errors).reduce<object>((all, path) => setIn(all, path, true), {});
}
