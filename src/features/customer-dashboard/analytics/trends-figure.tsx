import { lazy } from 'react';
import { useIntl } from 'react-intl';
import { ChartFigure } from '@design-system/components';
import type { CustomerStats } from '@/domain/customer-stats-types';
import { euroOfCents, formatShortDay } from './analytics-format';

// x-charts is only needed here: it loads with the first chart, not with the dashboard
const LazyChart = lazy(() => import('./trends-chart').then((m) => ({ default: m.TrendsChart })));

/**
 * The trends of the period (weekly for 1M and 3M, monthly beyond, as the server buckets them) in the design
 * system's figure: the drawing, hidden from screen readers, and the same figures as a table only they read. A
 * period without any booking says so instead of a flat line.
 */
export function TrendsFigure({ stats }: { stats: CustomerStats }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const labels = stats.trends.map((point) => formatShortDay(intl, point.start));
  const title = t(`customerDashboard.analytics.trends.title.${stats.trendUnit}`);
  const bookingsLabel = t('customerDashboard.analytics.trends.bookings');
  const spentLabel = t('customerDashboard.analytics.trends.spent');
  const formatBookings = (value: number) => intl.formatNumber(value);
  return (
    <ChartFigure
      title={title}
      empty={stats.trends.every((point) => point.bookings === 0 && point.spentCents === 0)}
      emptyText={t('customerDashboard.analytics.trends.empty')}
      chart={
        <LazyChart
          labels={labels}
          bookings={stats.trends.map((point) => point.bookings)}
          spent={stats.trends.map((point) => point.spentCents / 100)}
          bookingsLabel={bookingsLabel}
          spentLabel={spentLabel}
          formatBookings={formatBookings}
          formatSpent={(euro) => euroOfCents(intl, Math.round(euro * 100))}
        />
      }
      table={{
        caption: title,
        columns: [
          t(`customerDashboard.analytics.trends.from.${stats.trendUnit}`),
          { label: bookingsLabel, numeric: true },
          { label: spentLabel, numeric: true },
        ],
        rows: stats.trends.map((point, i) => ({
          key: point.start,
          cells: [labels[i]!, formatBookings(point.bookings), euroOfCents(intl, point.spentCents)],
        })),
      }}
    />
  );
}
