import type { IntlShape } from 'react-intl';
import { formatEuro } from '@design-system/components';
import type { DateRange } from '@/domain/sales-periods';

export { formatEuro };

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** A shop-local date (YYYY-MM-DD) as "Jun 12", written as the shop's calendar says. */
export const formatShortDay = (intl: IntlShape, date: string) =>
  intl.formatDate(noon(date), { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A shop-local date as "Jun 12, 2026". */
export const formatDay = (intl: IntlShape, date: string) =>
  intl.formatDate(noon(date), { dateStyle: 'medium', timeZone: 'UTC' });

/** A range as "Nov 1 – 28, 2026" (one day: that day). */
export const formatRange = (intl: IntlShape, range: DateRange) =>
  range.from === range.to
    ? formatDay(intl, range.from)
    : intl.formatDateTimeRange(noon(range.from), noon(range.to), {
        dateStyle: 'medium',
        timeZone: 'UTC',
      });

/** A revenue-by-period key: an hour ('09' → "09:00"), a date, or a month ('2026-06' → "Jun 2026"). */
export function comparisonKeyLabel(intl: IntlShape, key: string): string {
  if (key === '') return '';
  if (/^\d{2}$/.test(key)) return `${key}:00`;
  if (/^\d{4}-\d{2}$/.test(key))
    return intl.formatDate(noon(`${key}-15`), { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return formatShortDay(intl, key);
}

/** A percentage with one decimal ("73.5%"), or a dash when there is nothing to divide by. */
export const formatPercent = (intl: IntlShape, percent: number | null) =>
  percent === null
    ? intl.formatMessage({ id: 'sales.none' })
    : intl.formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 1 });

/** Whole counts. */
export const formatCount = (intl: IntlShape, value: number) => intl.formatNumber(value);

/** Compact euro for a narrow axis ("€1.2K"). */
export const formatEuroAxis = (intl: IntlShape, value: number) =>
  intl.formatNumber(value, {
    style: 'currency',
    currency: 'EUR',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
