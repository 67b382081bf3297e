import type { IntlShape } from 'react-intl';
import { formatEuro } from '@design-system/components';
import type { Weekday } from '@/domain/shop';
import { WEEKDAYS } from '@/domain/shop';

/** The server counts money in cents; the screen shows euro. */
export const euroOfCents = (intl: IntlShape, cents: number) => formatEuro(intl, cents / 100);

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** A shop-local date (YYYY-MM-DD) as "Jun 12", on the shop's calendar (UTC noon never crosses a day). */
export const formatShortDay = (intl: IntlShape, date: string) =>
  intl.formatDate(noon(date), { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A month (YYYY-MM) as "June 2026". */
export const formatMonth = (intl: IntlShape, month: string) =>
  intl.formatDate(noon(`${month}-15`), { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A weekday in the reader's language, from a known week (2024-01-01 was a Monday). */
export const formatWeekday = (intl: IntlShape, day: Weekday) =>
  intl.formatDate(noon(`2024-01-0${WEEKDAYS.indexOf(day) + 1}`), {
    weekday: 'long',
    timeZone: 'UTC',
  });

/** A percentage the server gives with one decimal (12.5 → "12.5%"), without its sign. */
export const formatPercent = (intl: IntlShape, percent: number) =>
  intl.formatNumber(Math.abs(percent) / 100, { style: 'percent', maximumFractionDigits: 1 });
