import type { IntlShape } from 'react-intl';
import { errorText } from '@/lib/error-text';
import { changeDirection, type ChangeDirection } from '@design-system/components';
import type { ComparedFigure, PerformancePeriod } from '@/domain/shop-dashboard';

/** Euro in the reader's format ("€ 1.234,50" / "€1,234.50"); the API sends euro beside cents. */
export const formatEuro = (intl: IntlShape, euro: number) =>
  intl.formatNumber(euro, { style: 'currency', currency: 'EUR' });

/** Money from integer cents, so the figure is exact to the cent. */
export const formatCents = (intl: IntlShape, cents: number) => formatEuro(intl, cents / 100);

/** Whole counts, or an average rating with one decimal. */
export const formatCount = (intl: IntlShape, value: number) =>
  intl.formatNumber(value, { maximumFractionDigits: 1 });

/**
 * A figure against the previous period, in words with its sign ("+12% vs previous period"), so the direction
 * never rests on colour. `change` is null when the previous period was 0: then only whether it grew is said.
 */
export function changeOf(
  intl: IntlShape,
  figure: ComparedFigure,
): { direction: ChangeDirection; label: string } {
  if (figure.change === null) {
    if (figure.current === 0)
      return {
        direction: 'flat',
        label: intl.formatMessage({ id: 'shopOps.overview.change.flat' }),
      };
    return { direction: 'up', label: intl.formatMessage({ id: 'shopOps.overview.change.new' }) };
  }
  const percent = intl.formatNumber(Math.abs(figure.change), { maximumFractionDigits: 1 });
  if (percent === intl.formatNumber(0))
    return { direction: 'flat', label: intl.formatMessage({ id: 'shopOps.overview.change.flat' }) };
  const direction = changeDirection(figure.change);
  return {
    direction,
    label: intl.formatMessage({ id: `shopOps.overview.change.${direction}` }, { percent }),
  };
}

/** A chart bucket's first day (YYYY-MM-DD, shop-local): a month name for a year, else day and month. */
export function bucketLabel(intl: IntlShape, date: string, period: PerformancePeriod): string {
  const at = new Date(`${date}T12:00:00Z`);
  return period === 'year'
    ? intl.formatDate(at, { month: 'short', timeZone: 'UTC' })
    : intl.formatDate(at, { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

/** A range's shop-local date (YYYY-MM-DD) as "12 Jun 2026", written as the shop's calendar says. */
export const formatDay = (intl: IntlShape, date: string) =>
  intl.formatDate(new Date(`${date}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });

/** What a failed load says beyond its title: the server's reason when it gave one, else nothing. */
export function failureDetail(
  intl: IntlShape,
  error: unknown,
  titleId: string,
): string | undefined {
  const text = errorText(error, intl, titleId);
  return text === intl.formatMessage({ id: titleId }) ? undefined : text;
}
