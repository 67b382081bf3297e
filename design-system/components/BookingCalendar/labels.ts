import type { AvailabilityDot } from '@/domain/booking';

/** Every text of the booking calendar (spec 02 §4 "Calendar"), handed in by the app. */
export interface BookingCalendarLabels {
  /** accessible name of the legend list, e.g. "Availability" */
  legend: string;
  /** legend texts: green "Many times free", yellow "Some times free", orange "Few times free" */
  dots: Record<AvailabilityDot, string>;
  /** accessible name of a bookable day: "{date}, {count} free times" (date already formatted, long) */
  dayAvailable: (date: string, count: number) => string;
  /** accessible name of a day that cannot be chosen: "{date}, {reason}" */
  dayUnavailable: (date: string, reason: string) => string;
  /** reasons a day cannot be chosen */
  closed: string;
  full: string;
  past: string;
  /** other month or beyond the booking horizon */
  notBookable: string;
  previousMonth: string;
  nextMonth: string;
  /** announced while the month's availability loads */
  loading: string;
  retry: string;
}
