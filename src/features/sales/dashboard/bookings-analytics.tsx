import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { ErrorState, FigureTable, MetricCard } from '@design-system/components';
import type { BookingAnalytics } from '@/domain/booking-analytics';
import { OverviewPanel } from '@/features/shop-operations';
import { errorText } from '@/lib/error-text';
import { useBookingCardLabels } from '@/lib/ui/booking-dialog-labels';
import { formatCount, formatPercent, formatRange } from '../sales-format';
import type { SalesRangeParams } from '../sales-range';
import { useBookingAnalytics } from '../use-sales-queries';
import { ChartFigure } from './chart-figure';

/** 1 January 2024 was a Monday: the weekday names from it, Monday first as the API counts. */
const weekdayName = (locale: string, weekday: number) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + weekday)),
  );

const hours = (minutes: number) => Math.round(minutes / 6) / 10;

function AnalyticsBody({ data }: { data: BookingAnalytics }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const statusLabels = useBookingCardLabels().status;
  const count = (v: number) => formatCount(intl, v);
  const empty = t('sales.analytics.empty');
  const bookings = t('sales.analytics.bookings');
  const bars = (
    titleId: string,
    rows: { key: string; label: string; count: number }[],
    horizontal = false,
  ) => {
    const title = t(titleId);
    return (
      <ChartFigure
        title={title}
        emptyText={empty}
        chart={{
          kind: 'bar',
          horizontal,
          labels: rows.map((row) => row.label),
          series: [{ id: 'bookings', label: bookings, data: rows.map((row) => row.count) }],
          format: count,
          height: horizontal ? Math.max(160, 40 * rows.length + 40) : 220,
        }}
        table={{
          caption: t('sales.chart.table', { title }),
          columns: [title, bookings],
          rows: rows.map((row) => ({ key: row.key, cells: [row.label, count(row.count)] })),
        }}
      />
    );
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {t('sales.analytics.range', { range: formatRange(intl, data.range) })}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <MetricCard
          label={t('sales.analytics.total')}
          value={count(data.total)}
          detail={t('sales.analytics.booked', { count: count(data.booked) })}
        />
        <MetricCard
          label={t('sales.analytics.utilisation')}
          value={formatPercent(intl, data.utilisation.rate)}
          detail={t('sales.analytics.hours', {
            booked: formatCount(intl, hours(data.utilisation.bookedMinutes)),
            open: formatCount(intl, hours(data.utilisation.openMinutes)),
          })}
        />
        <MetricCard
          label={t('sales.analytics.noShowRate')}
          value={formatPercent(intl, data.noShowRate)}
        />
        <MetricCard
          label={t('sales.analytics.cancellationRate')}
          value={formatPercent(intl, data.cancellationRate)}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {bars(
          'sales.analytics.byHour',
          data.byHour.map((h) => ({
            key: String(h.hour),
            label: `${String(h.hour).padStart(2, '0')}:00`,
            count: h.count,
          })),
        )}
        {bars(
          'sales.analytics.byWeekday',
          data.byWeekday.map((d) => ({
            key: String(d.weekday),
            label: weekdayName(intl.locale, d.weekday),
            count: d.count,
          })),
        )}
        {bars(
          'sales.analytics.byStatus',
          data.byStatus.map((s) => ({
            key: s.status,
            label: statusLabels[s.status],
            count: s.count,
          })),
          true,
        )}
        {bars(
          'sales.analytics.byService',
          data.byService.map((s) => ({ key: s.serviceId, label: s.name, count: s.count })),
          true,
        )}
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <FigureTable
          caption={t('sales.analytics.byStaff')}
          columns={[
            t('sales.analytics.staff'),
            { label: bookings, numeric: true },
            { label: t('sales.analytics.bookedHours'), numeric: true },
            { label: t('sales.analytics.openHours'), numeric: true },
            { label: t('sales.analytics.utilisation'), numeric: true },
          ]}
          rows={data.byStaff.map((staff) => ({
            key: staff.staffId,
            cells: [
              staff.name || t('sales.analytics.shopChair'),
              count(staff.bookings),
              formatCount(intl, hours(staff.bookedMinutes)),
              formatCount(intl, hours(staff.openMinutes)),
              formatPercent(intl, staff.utilisation),
            ],
          }))}
        />
      </Box>
    </Box>
  );
}

/**
 * The bookings of the same period (GET /api/analytics/bookings): how many and in which status, by service,
 * person, hour and weekday, each person's utilisation, and the no-show and cancellation rates.
 */
export function BookingsAnalytics({ shopId, range }: { shopId: string; range: SalesRangeParams }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const analytics = useBookingAnalytics(shopId, range);
  return (
    <OverviewPanel headingId="sales-bookings-analytics" title={t('sales.analytics.title')}>
      {analytics.data ? (
        <AnalyticsBody data={analytics.data} />
      ) : analytics.isError ? (
        <ErrorState
          dense
          headingLevel={3}
          title={t('sales.analyticsFailed')}
          description={errorText(analytics.error, intl, 'sales.analyticsFailed')}
          retryLabel={t('sales.retry')}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      ) : (
        <Box role="status" aria-label={t('sales.analytics.loading')}>
          <Skeleton variant="rounded" height={96} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={220} />
        </Box>
      )}
    </OverviewPanel>
  );
}
