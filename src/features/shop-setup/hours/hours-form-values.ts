import { setIn } from 'formik';
import { WEEKDAYS, type DayHours, type Weekday } from '@/domain/shop';
import type { WorkingHoursSettings } from '@/domain/shop-hours';

/** The hours form's values: the settings without the zone (it is the profile's). */
export type HoursFormValues = Omit<WorkingHoursSettings, 'timeZone'>;

export const formValuesOf = ({
  timeZone: _zone,
  ...values
}: WorkingHoursSettings): HoursFormValues => structuredClone(values);

/** Monday's hours on Tuesday to Friday (the usual working week). */
export function copyMondayToWeekdays(week: Record<Weekday, DayHours>): Record<Weekday, DayHours> {
  const monday = week.monday;
  return Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      ['tuesday', 'wednesday', 'thursday', 'friday'].includes(day) ? { ...monday } : week[day],
    ]),
  ) as Record<Weekday, DayHours>;
}

/** A server's `errors` map (`specialDates[0].date` → id) as formik's nested errors. */
export function formErrorsOf(errors: Record<string, string>): object {
  return Object.entries(errors).reduce<object>((all, [path, id]) => setIn(all, path, id), {});
}

/** Every field path named in `errors`, as touched, so the messages show. */
export function touchedOf(errors: Record<string, string>): object {
  return Object.keys(errors).reduce<object>((all, path) => setIn(all, path, true), {});
}
