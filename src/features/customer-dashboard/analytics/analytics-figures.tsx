import EuroRounded from '@mui/icons-material/EuroRounded';
import EventRepeatRounded from '@mui/icons-material/EventRepeatRounded';
import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { MetricCard } from '@design-system/components/MetricCard/MetricCard';
import type { CustomerStats } from '@/domain/customer-stats-types';
import { euroOfCents, formatPercent } from './analytics-format';

const DASH = '—';

/** The direction of the spending as words, so it is never told by the arrow or the colour alone. */
function spendingTrendText(intl: ReturnType<typeof useIntl>, trend: number | null): string {
  if (trend === null) return DASH;
  const percent = formatPercent(intl, trend);
  const id =
    trend > 0
      ? 'customerDashboard.analytics.spendingTrend.up'
      : trend < 0
        ? 'customerDashboard.analytics.spendingTrend.down'
        : 'customerDashboard.analytics.spendingTrend.flat';
  return intl.formatMessage({ id }, { percent });
}

/**
 * The period's key figures (spec 02 §2.5 "Analytics"): bookings, spent, the spending against the previous
 * period, how often the customer comes and the stars they give. `stats` undefined: still loading.
 */
export function AnalyticsFigures({ stats }: { stats: CustomerStats | undefined }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const loading = stats === undefined;
  const trend = stats?.spendingTrend ?? null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      <MetricCard
        label={t('customerDashboard.analytics.totalBookings')}
        icon={<EventAvailableRounded />}
        loading={loading}
        value={stats ? intl.formatNumber(stats.totalBookings) : DASH}
        detail={
          stats
            ? t('customerDashboard.analytics.previousBookings', {
                count: stats.previous.totalBookings,
              })
            : undefined
        }
      />
      <MetricCard
        label={t('customerDashboard.analytics.totalSpent')}
        icon={<EuroRounded />}
        loading={loading}
        value={stats ? euroOfCents(intl, stats.totalSpentCents) : DASH}
        detail={
          stats
            ? t('customerDashboard.analytics.previousSpent', {
                amount: euroOfCents(intl, stats.previous.totalSpentCents),
              })
            : undefined
        }
      />
      <MetricCard
        label={t('customerDashboard.analytics.spendingTrend')}
        icon={<TrendingUpRounded />}
        loading={loading}
        value={spendingTrendText(intl, trend)}
        detail={
          stats && trend === null ? t('customerDashboard.analytics.spendingTrend.none') : undefined
        }
      />
      <MetricCard
        label={t('customerDashboard.analytics.frequency')}
        icon={<EventRepeatRounded />}
        loading={loading}
        value={
          stats?.averageVisitFrequencyWeeks != null
            ? t('customerDashboard.analytics.frequency.value', {
                weeks: stats.averageVisitFrequencyWeeks,
              })
            : DASH
        }
        detail={
          stats && stats.averageVisitFrequencyWeeks === null
            ? t('customerDashboard.analytics.frequency.none')
            : undefined
        }
      />
      <MetricCard
        label={t('customerDashboard.analytics.rating')}
        icon={<StarRounded />}
        loading={loading}
        value={
          stats?.averageRating != null
            ? t('customerDashboard.analytics.rating.value', { rating: stats.averageRating })
            : DASH
        }
        detail={
          stats
            ? stats.averageRating === null
              ? t('customerDashboard.analytics.rating.none')
              : t('customerDashboard.analytics.rating.count', { count: stats.ratingsCount })
            : undefined
        }
      />
    </Box>
  );
}
