import InsightsRounded from '@mui/icons-material/InsightsRounded';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState } from '@design-system/components/EmptyState/EmptyState';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import {
  CUSTOMER_STATS_PERIODS,
  DEFAULT_CUSTOMER_STATS_PERIOD,
  type CustomerStats,
  type CustomerStatsPeriod,
} from '@/domain/customer-stats-types';
import { PATHS } from '@/domain/links';
import { RouterLinkAdapter } from '@/lib/router-link';
import { AnalyticsExport } from './analytics-export';
import { AnalyticsFigures } from './analytics-figures';
import { formatShortDay } from './analytics-format';
import { AnalyticsInsights } from './analytics-insights';
import { customerStatsQuery } from './analytics-query';
import { TopServices, TopShops } from './analytics-top';
import { TrendsFigure } from './trends-figure';

/** Nothing booked ever (in the period, before it, ahead, nor a past visit): nothing to analyse yet. */
const neverBooked = (stats: CustomerStats) =>
  stats.totalBookings === 0 &&
  stats.previous.totalBookings === 0 &&
  stats.upcomingCount === 0 &&
  stats.insights.daysSinceLastVisit === null;

const twoColumns = {
  display: 'grid',
  gap: 4,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

/**
 * The analytics tab (spec 02 §2.5 "Analytics", issue 17): the customer's own figures for the last 1, 3, 6 or
 * 12 months from GET /api/customer/stats, and the period on screen exported as CSV or PDF, or shared.
 */
export function AnalyticsTab({ userId }: { userId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const headingId = useId();
  const [period, setPeriod] = useState<CustomerStatsPeriod>(DEFAULT_CUSTOMER_STATS_PERIOD);
  const stats = useQuery(customerStatsQuery(userId, period));
  const data = stats.data;

  const header = (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id={headingId} variant="h6" component="h2">
          <FormattedMessage id="customerDashboard.analytics.title" />
        </Typography>
        {data && data.period === period ? (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(
              { id: 'customerDashboard.analytics.range' },
              {
                from: formatShortDay(intl, data.range.from),
                to: formatShortDay(intl, data.range.to),
              },
            )}
          </Typography>
        ) : null}
      </Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={period}
        aria-label={t('customerDashboard.analytics.period')}
        onChange={(_, next: CustomerStatsPeriod | null) => {
          if (next) setPeriod(next);
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {CUSTOMER_STATS_PERIODS.map((choice) => (
          <ToggleButton key={choice} value={choice} sx={{ px: 1.5 }}>
            {t(`customerDashboard.analytics.period.${choice}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );

  const current = data && data.period === period && !stats.isError ? data : null;

  let body;
  if (stats.isError) {
    body = (
      <ErrorState
        title={t('customerDashboard.analytics.errorTitle')}
        description={t('customerDashboard.analytics.errorDescription')}
        retryLabel={t('customerDashboard.analytics.retry')}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
        headingLevel={3}
      />
    );
  } else if (data && neverBooked(data)) {
    body = (
      <EmptyState
        icon={<InsightsRounded />}
        title={t('customerDashboard.analytics.emptyTitle')}
        description={t('customerDashboard.analytics.emptyDescription')}
        action={{ label: t('customerDashboard.analytics.book'), href: PATHS.search }}
        linkComponent={RouterLinkAdapter}
        headingLevel={3}
      />
    );
  } else {
    // a period being switched to keeps the previous one's figures on screen, marked busy
    const switching = stats.isPlaceholderData;
    body = (
      <Stack spacing={4} aria-busy={stats.isPending || switching || undefined}>
        <AnalyticsFigures stats={data} />
        {data ? (
          <Box sx={{ opacity: switching ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <Stack spacing={4}>
              <TrendsFigure stats={data} />
              <Box sx={twoColumns}>
                <TopServices services={data.topServices} />
                <TopShops shops={data.topShops} />
              </Box>
              <AnalyticsInsights insights={data.insights} />
            </Stack>
          </Box>
        ) : null}
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Stack spacing={3}>
        {header}
        {current ? <AnalyticsExport stats={current} /> : null}
        {body}
      </Stack>
    </Box>
  );
}
