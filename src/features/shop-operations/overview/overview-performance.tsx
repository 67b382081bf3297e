import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ErrorState } from '@design-system/components';
import {
  DEFAULT_PERFORMANCE_PERIOD,
  PERFORMANCE_PERIODS,
  type PerformancePeriod,
  type ShopPerformance,
} from '@/domain/shop-dashboard';
import { failureDetail, formatCount, formatDay, formatEuro } from './overview-format';
import { OverviewPanel } from './overview-panel';
import { OverviewTrends } from './overview-trends';
import { PerformanceFigure } from './performance-figure';
import { useShopPerformance } from './use-shop-dashboard';

function PerformanceBody({ data }: { data: ShopPerformance }) {
  const intl = useIntl();
  const euro = (v: number) => formatEuro(intl, v);
  const count = (v: number) => formatCount(intl, v);
  // the y axis is narrow at phone width: whole or compact euro there, cents in the totals and the table
  const euroAxis = (v: number) =>
    intl.formatNumber(v, {
      style: 'currency',
      currency: 'EUR',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(
          { id: 'shopOps.overview.performance.range' },
          {
            from: formatDay(intl, data.range.from),
            to: formatDay(intl, data.range.to),
            previousFrom: formatDay(intl, data.previousRange.from),
            previousTo: formatDay(intl, data.previousRange.to),
          },
        )}
      </Typography>
      {data.trends ? <OverviewTrends trends={data.trends} /> : null}
      {data.charts ? (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <PerformanceFigure
            titleId="shopOps.overview.chart.revenue"
            chart={data.charts.revenue}
            period={data.period}
            format={euro}
            axisFormat={euroAxis}
          />
          <PerformanceFigure
            titleId="shopOps.overview.chart.bookings"
            chart={data.charts.bookings}
            period={data.period}
            format={count}
          />
          <PerformanceFigure
            titleId="shopOps.overview.chart.customers"
            chart={data.charts.customers}
            period={data.period}
            format={count}
          />
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * Revenue, bookings and customers over a chosen period against the one before. Loaded on its own: a failure here
 * leaves the rest of the overview standing, and the reverse.
 */
export function OverviewPerformance({ shopId }: { shopId: string }) {
  const intl = useIntl();
  const [period, setPeriod] = useState<PerformancePeriod>(DEFAULT_PERFORMANCE_PERIOD);
  const performance = useShopPerformance(shopId, period);
  const periodLabel = intl.formatMessage({ id: 'shopOps.overview.performance.periodLabel' });
  return (
    <OverviewPanel
      headingId="overview-performance"
      title={intl.formatMessage({ id: 'shopOps.overview.performance.title' })}
      actions={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={period}
          aria-label={periodLabel}
          onChange={(_, next: PerformancePeriod | null) => {
            if (next) setPeriod(next);
          }}
        >
          {PERFORMANCE_PERIODS.map((p) => (
            <ToggleButton key={p} value={p} sx={{ px: 1.5 }}>
              {intl.formatMessage({ id: `shopOps.overview.performance.period.${p}` })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      {performance.data ? (
        <PerformanceBody data={performance.data} />
      ) : performance.isError ? (
        <ErrorState
          dense
          headingLevel={3}
          title={intl.formatMessage({ id: 'shopOps.overview.performanceError' })}
          description={failureDetail(intl, performance.error, 'shopOps.overview.performanceError')}
          retryLabel={intl.formatMessage({ id: 'shopOps.overview.retry' })}
          onRetry={() => void performance.refetch()}
          retrying={performance.isFetching}
        />
      ) : (
        <Box
          role="status"
          aria-label={intl.formatMessage({ id: 'shopOps.overview.performance.loading' })}
        >
          <Skeleton variant="rounded" height={72} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={220} />
        </Box>
      )}
    </OverviewPanel>
  );
}
