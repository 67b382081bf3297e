import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { CATEGORY_BUSINESS_TYPES, WELCOME_CATEGORIES } from '@/domain/search';
import type { BusinessType, Shop } from '@/domain/shop';
import {
  ResultsGrid,
  SearchEmpty,
  SearchError,
  SearchResultsLoading,
  SearchWelcome,
} from '@design-system/components';
import { categoryHref } from '@/domain/links';
import { useSearchStateLabels } from '@/lib/ui/search-labels';
import type { ShopSearchState } from '../search-queries';
import { HydrateInTurn } from '@/lib/hydrate-in-turn';
import { ResultCard } from './result-card';

export interface SearchResultsProps {
  state: ShopSearchState;
  /** false: nothing searched yet, the welcome state shows */
  searched: boolean;
  counts: Record<BusinessType, number> | null;
  onRetry: () => void;
  onClearFilters: () => void;
  onExpandArea: () => void;
  onLoadMore: () => void;
  onCategory: (category: string) => void;
  onViewDetails: (shop: Shop) => void;
  onBookNow: (shop: Shop) => void;
}

/** Welcome counts are real: approved shops summed over each category's business types. */
function categoryCount(category: string, counts: Record<BusinessType, number>): number {
  return (CATEGORY_BUSINESS_TYPES[category] ?? []).reduce(
    (sum, type) => sum + (counts[type] ?? 0),
    0,
  );
}

/** The results area in the spec's order: loading, error, empty, results, else welcome (spec 02 §2.1). */
export function SearchResults(props: SearchResultsProps) {
  const intl = useIntl();
  const labels = useSearchStateLabels();
  const { state } = props;

  if (state.status === 'loading') {
    return <SearchResultsLoading label={intl.formatMessage({ id: 'search.results.loading' })} />;
  }
  if (state.status === 'error') {
    return (
      <SearchError message={state.error ?? ''} onRetry={props.onRetry} labels={labels.error} />
    );
  }
  if (state.status === 'success' && props.searched && state.shops.length === 0) {
    return (
      <SearchEmpty
        onClearFilters={props.onClearFilters}
        onExpandArea={props.onExpandArea}
        labels={labels.empty}
      />
    );
  }
  if (state.status === 'success' && props.searched) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography role="status" color="text.secondary">
          {intl.formatMessage({ id: 'search.results.count' }, { count: state.total })}
        </Typography>
        <ResultsGrid label={intl.formatMessage({ id: 'search.results.list' })}>
          {state.shops.map((shop, index) => (
            <li key={shop.id}>
              <HydrateInTurn>
                <ResultCard
                  shop={shop}
                  priorityImage={index === 0}
                  onViewDetails={props.onViewDetails}
                  onBookNow={props.onBookNow}
                />
              </HydrateInTurn>
            </li>
          ))}
        </ResultsGrid>
        {state.loadMoreError ? (
          <Alert severity="error">
            {intl.formatMessage(
              { id: 'search.results.loadMoreFailed' },
              { message: state.loadMoreError },
            )}
          </Alert>
        ) : null}
        {state.page < state.totalPages ? (
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <Button
              variant="outlined"
              onClick={props.onLoadMore}
              disabled={state.loadingMore}
              aria-busy={state.loadingMore || undefined}
              startIcon={
                state.loadingMore ? <CircularProgress size={16} aria-hidden="true" /> : undefined
              }
            >
              {intl.formatMessage({ id: 'search.results.loadMore' })}
            </Button>
          </Box>
        ) : null}
      </Box>
    );
  }
  return (
    <SearchWelcome
      title={intl.formatMessage({ id: 'search.welcome.heading' })}
      subtitle={intl.formatMessage({ id: 'search.welcome.subtitle' })}
      categories={WELCOME_CATEGORIES.map((id) => ({
        id,
        title: intl.formatMessage({ id: `search.welcome.category.${id}` }),
        caption: props.counts
          ? intl.formatMessage(
              { id: 'category.venues' },
              { count: categoryCount(id, props.counts) },
            )
          : undefined,
        href: categoryHref(id),
      }))}
      onSelect={props.onCategory}
    />
  );
}
