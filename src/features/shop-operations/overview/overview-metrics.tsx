import EventAvailableRounded from '@mui/icons-material/EventAvailableRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import EuroRounded from '@mui/icons-material/EuroRounded';
import HourglassTopRounded from '@mui/icons-material/HourglassTopRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MetricCard } from '@design-system/components';
import type { ShopDashboardMetrics, ShopQuickStats } from '@/domain/shop-dashboard';
import { formatCents, formatCount } from './overview-format';

interface Card {
  id: string;
  label: string;
  value: string;
  detail?: string;
  icon: ReactNode;
  action?: ReactNode;
}

function cardsOf(
  intl: ReturnType<typeof useIntl>,
  metrics: ShopDashboardMetrics | undefined,
  quickStats: ShopQuickStats | undefined,
  onOpenBookings: () => void,
): Card[] {
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `shopOps.overview.metric.${id}` }, values);
  const cards: Card[] = [];
  if (metrics) {
    const rating = metrics.customerSatisfaction;
    cards.push(
      {
        id: 'today',
        label: t('todayBookings'),
        value: formatCount(intl, metrics.todayBookings),
        icon: <EventAvailableRounded />,
      },
      {
        id: 'revenue',
        label: t('weeklyRevenue'),
        value: formatCents(intl, metrics.weeklyRevenueCents),
        icon: <EuroRounded />,
      },
      {
        id: 'month',
        label: t('monthlyBookings'),
        value: formatCount(intl, metrics.monthlyBookings),
        icon: <CalendarMonthRounded />,
      },
      {
        id: 'satisfaction',
        label: t('satisfaction'),
        value:
          rating === null
            ? t('noReviews')
            : t('satisfactionValue', {
                rating: intl.formatNumber(rating, {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                }),
              }),
        detail: rating === null ? undefined : t('reviewCount', { count: metrics.reviewCount }),
        icon: <StarRounded />,
      },
    );
  }
  if (quickStats)
    cards.push({
      id: 'pending',
      label: t('pendingBookings'),
      value: formatCount(intl, quickStats.pendingBookings),
      icon: <HourglassTopRounded />,
      action:
        quickStats.pendingBookings > 0 ? (
          <Button size="small" onClick={onOpenBookings} sx={{ px: 0 }}>
            {t('pendingAction')}
          </Button>
        ) : undefined,
    });
  // unread messages and low stock stay hidden: both are always 0 until messaging and stock exist
  return cards;
}

const GRID = {
  display: 'grid',
  gap: 1.5,
  // one column at phone width, then as many ~200 px cards as fit
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

/** The key figures of the day, week and month, plus what waits for the owner. */
export function OverviewMetrics({
  metrics,
  quickStats,
  onOpenBookings,
}: {
  metrics?: ShopDashboardMetrics;
  quickStats?: ShopQuickStats;
  onOpenBookings: () => void;
}) {
  const intl = useIntl();
  const cards = cardsOf(intl, metrics, quickStats, onOpenBookings);
  if (cards.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={intl.formatMessage({ id: 'shopOps.overview.metricsLabel' })}
      sx={GRID}
    >
      {cards.map(({ id, ...card }) => (
        <li key={id} data-metric={id}>
          <MetricCard {...card} />
        </li>
      ))}
    </Box>
  );
}

/** Five card placeholders while the dashboard loads. */
export function OverviewMetricsSkeleton() {
  return (
    <Box component="ul" sx={GRID} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <li key={i}>
          <MetricCard label={'\u00a0'} value="" loading />
        </li>
      ))}
    </Box>
  );
}
