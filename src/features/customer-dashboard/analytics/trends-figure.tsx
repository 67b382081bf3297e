import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { visuallyHidden } from '@design-system/a11y/visually-hidden';
import type { CustomerStats } from '@/domain/customer-stats-types';
import { euroOfCents, formatShortDay } from './analytics-format';

// x-charts is only needed here: it loads with the first chart, not with the dashboard
const LazyChart = lazy(() => import('./trends-chart').then((m) => ({ default: m.TrendsChart })));

/**
 * The trends of the period (weekly for 1M and 3M, monthly beyond, as the server buckets them): the drawing,
 * hidden from screen readers, and the same figures as a table only screen readers read. A period without any
 * booking says so instead of a flat line.
 */
export function TrendsFigure({ stats }: { stats: CustomerStats }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const headingId = useId();
  const labels = stats.trends.map((point) => formatShortDay(intl, point.start));
  const bookingsLabel = t('customerDashboard.analytics.trends.bookings');
  const spentLabel = t('customerDashboard.analytics.trends.spent');
  const empty = stats.trends.every((point) => point.bookings === 0 && point.spentCents === 0);
  const formatBookings = (value: number) => intl.formatNumber(value);
  return (
    <Box component="figure" aria-labelledby={headingId} sx={{ m: 0, minWidth: 0 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t(`customerDashboard.analytics.trends.title.${stats.trendUnit}`)}
      </Typography>
      {empty ? (
        <Typography variant="body2" color="text.secondary" sx={{ py: 3 }}>
          {t('customerDashboard.analytics.trends.empty')}
        </Typography>
      ) : (
        <>
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <LazyChart
              labels={labels}
              bookings={stats.trends.map((point) => point.bookings)}
              spent={stats.trends.map((point) => point.spentCents / 100)}
              bookingsLabel={bookingsLabel}
              spentLabel={spentLabel}
              formatBookings={formatBookings}
              formatSpent={(euro) => euroOfCents(intl, Math.round(euro * 100))}
            />
          </Suspense>
          <Box component="table" sx={visuallyHidden}>
            <caption>{t(`customerDashboard.analytics.trends.title.${stats.trendUnit}`)}</caption>
            <thead>
              <tr>
                <th scope="col">
                  {t(`customerDashboard.analytics.trends.from.${stats.trendUnit}`)}
                </th>
                <th scope="col">{bookingsLabel}</th>
                <th scope="col">{spentLabel}</th>
              </tr>
            </thead>
            <tbody>
              {stats.trends.map((point, i) => (
                <tr key={point.start}>
                  <th scope="row">{labels[i]}</th>
                  <td>{formatBookings(point.bookings)}</td>
                  <td>{euroOfCents(intl, point.spentCents)}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </>
      )}
    </Box>
  );
}
