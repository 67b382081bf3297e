import RecommendRounded from '@mui/icons-material/RecommendRounded';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '@design-system/components/EmptyState/EmptyState';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import { PATHS } from '@/domain/links';
import { RECOMMENDATION_FAILURE_IDS } from '@/domain/recommendations';
import { RouterLinkAdapter } from '@/lib/router-link';
import { RecommendationCard } from './recommendation-card';
import { recommendationsQuery, useDismissRecommendation } from './recommendations-query';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: '1fr',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
  },
  listStyle: 'none',
  p: 0,
  m: 0,
} as const;

/**
 * The overview's "Recommended for you" (spec 02 §7 recommendations; issue 17): places and services like the
 * ones the customer books and rates highly, near where they book, each with its reason, Book and Not interested.
 * Loading, empty and failed states of its own: the rest of the overview does not wait for it.
 */
export function RecommendationsSection({ userId }: { userId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const headingId = useId();
  const query = useQuery(recommendationsQuery(userId));
  const dismiss = useDismissRecommendation(userId);

  let body;
  if (query.isError && !query.data)
    body = (
      <ErrorState
        title={t(RECOMMENDATION_FAILURE_IDS.fetch)}
        description={t('errorState.description')}
        retryLabel={t('errorState.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        headingLevel={3}
        dense
      />
    );
  else if (!query.data)
    body = (
      <Box
        role="status"
        aria-busy="true"
        aria-label={t('customerDashboard.recommendations.loading')}
      >
        <Box sx={grid}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={176} />
          ))}
        </Box>
      </Box>
    );
  else if (query.data.recommendations.length === 0)
    body = (
      <EmptyState
        icon={<RecommendRounded sx={{ fontSize: 48 }} />}
        title={t('customerDashboard.recommendations.emptyTitle')}
        description={t('customerDashboard.recommendations.emptyDescription')}
        action={{ label: t('customerDashboard.action.book'), href: PATHS.search }}
        linkComponent={RouterLinkAdapter}
        headingLevel={3}
      />
    );
  else
    body = (
      <Box component="ul" sx={grid}>
        {query.data.recommendations.map((recommendation) => (
          <li key={recommendation.id}>
            <RecommendationCard
              recommendation={recommendation}
              onDismiss={(id) => dismiss.mutate(id)}
            />
          </li>
        ))}
      </Box>
    );

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {t('customerDashboard.recommendations.title')}
      </Typography>
      {body}
    </Box>
  );
}
