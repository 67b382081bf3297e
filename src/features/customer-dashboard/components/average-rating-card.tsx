import StarRounded from '@mui/icons-material/StarRounded';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { MetricCard } from '@design-system/components/MetricCard/MetricCard';
import { customerStatsQuery } from '../analytics/analytics-query';

/**
 * The overview's "Average rating given" (spec 02 §2.5 stat cards): the stars the customer gave their visits of
 * the last year in reviews (GET /api/customer/stats?period=1Y reads each completed booking's review of the
 * customer), with how many reviews it is made of. The same cached figures the analytics tab's 1 year shows.
 */
export function AverageRatingCard({ userId }: { userId: string }) {
  const intl = useIntl();
  const stats = useQuery(customerStatsQuery(userId, '1Y'));
  const data = stats.data?.period === '1Y' ? stats.data : undefined;
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  let detail: string | undefined;
  if (!data && stats.isError) detail = t('customerDashboard.stats.unavailable');
  else if (data)
    detail =
      data.averageRating === null
        ? t('customerDashboard.analytics.rating.none')
        : t('customerDashboard.stats.ratingDetail', { count: data.ratingsCount });
  return (
    <MetricCard
      label={t('customerDashboard.stats.rating')}
      icon={<StarRounded />}
      loading={!data && !stats.isError}
      value={
        data?.averageRating != null
          ? t('customerDashboard.stats.ratingValue', {
              rating: intl.formatNumber(data.averageRating, { maximumFractionDigits: 1 }),
            })
          : '—'
      }
      detail={detail}
    />
  );
}
