import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { CustomerInsights } from '@/domain/customer-stats-types';
import { euroOfCents, formatMonth, formatWeekday } from './analytics-format';

/**
 * What the period says about the customer's habits, in words (spec 02 §2.5 "insights"): each a term and its
 * answer, or a line saying there is not enough to tell yet.
 */
export function AnalyticsInsights({ insights }: { insights: CustomerInsights }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const headingId = useId();
  const unknown = t('customerDashboard.analytics.insights.unknown');
  const rows: { id: string; term: string; value: string }[] = [
    {
      id: 'weekday',
      term: t('customerDashboard.analytics.insights.weekday'),
      value: insights.mostActiveWeekday ? formatWeekday(intl, insights.mostActiveWeekday) : unknown,
    },
    {
      id: 'time',
      term: t('customerDashboard.analytics.insights.time'),
      value: insights.preferredTimeOfDay
        ? t(`customerDashboard.analytics.insights.time.${insights.preferredTimeOfDay}`)
        : unknown,
    },
    {
      id: 'lastVisit',
      term: t('customerDashboard.analytics.insights.lastVisit'),
      value:
        insights.daysSinceLastVisit === null
          ? t('customerDashboard.analytics.insights.lastVisit.none')
          : t('customerDashboard.analytics.insights.lastVisit.days', {
              days: insights.daysSinceLastVisit,
            }),
    },
    {
      id: 'perVisit',
      term: t('customerDashboard.analytics.insights.perVisit'),
      value:
        insights.averagePerVisitCents === null
          ? unknown
          : euroOfCents(intl, insights.averagePerVisitCents),
    },
    {
      id: 'highestMonth',
      term: t('customerDashboard.analytics.insights.highestMonth'),
      value: insights.highestMonth
        ? t('customerDashboard.analytics.insights.highestMonth.value', {
            month: formatMonth(intl, insights.highestMonth.month),
            amount: euroOfCents(intl, insights.highestMonth.spentCents),
          })
        : unknown,
    },
  ];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {t('customerDashboard.analytics.insights')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, auto) minmax(0, 1fr)' },
          columnGap: 2,
        }}
      >
        {rows.map((row) => (
          <Box key={row.id} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
