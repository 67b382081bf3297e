import HistoryRounded from '@mui/icons-material/HistoryRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useIntl, type IntlShape } from 'react-intl';
import { EmptyState } from '@design-system/components/EmptyState/EmptyState';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import { formatInstant } from '@/domain/clock-format';
import {
  activityValueLabel,
  type ActivityFieldChange,
  type ShopActivityItem,
} from '@/domain/shop-activity';
import { errorText } from '@/lib/error-text';
import { shopActivityQuery } from './activity-api';

const SECTIONS = new Set([
  'profile',
  'photos',
  'services',
  'hours',
  'policies',
  'settings',
  'team',
  'status',
  'sales',
]);

const sectionLabel = (intl: IntlShape, section: string): string =>
  SECTIONS.has(section)
    ? intl.formatMessage({ id: `shopSetup.activity.section.${section}` })
    : section;

function actorLabel(intl: IntlShape, actor: ShopActivityItem['actor']): string {
  const role = intl.formatMessage({
    id: actor.role === 'admin' ? 'shopSetup.activity.role.admin' : 'shopSetup.activity.role.owner',
  });
  return actor.name ? `${actor.name} (${role})` : role;
}

function ChangeLine({ change }: { change: ActivityFieldChange }) {
  const intl = useIntl();
  const before = activityValueLabel(change.before);
  const after = activityValueLabel(change.after);
  const none = intl.formatMessage({ id: 'shopSetup.activity.empty.value' });
  return (
    <Typography
      component="li"
      variant="body2"
      sx={{ overflowWrap: 'anywhere', color: 'text.secondary' }}
    >
      <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {change.field}
      </Box>
      {': '}
      {intl.formatMessage(
        { id: 'shopSetup.activity.change' },
        { before: before || none, after: after || none },
      )}
    </Typography>
  );
}

function ActivityEntry({ item, timeZone }: { item: ShopActivityItem; timeZone: string }) {
  const intl = useIntl();
  return (
    <ListItem divider sx={{ display: 'block', px: 0, py: 1.5 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
      >
        <Chip size="small" label={sectionLabel(intl, item.section)} />
        <Typography variant="subtitle2" component="span">
          {actorLabel(intl, item.actor)}
        </Typography>
        <Typography variant="caption" component="time" dateTime={item.at} color="text.secondary">
          {formatInstant(intl.locale, item.at, timeZone)}
        </Typography>
      </Stack>
      {item.changes.length > 0 ? (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {item.changes.map((change, i) => (
            <ChangeLine key={`${change.field}-${i}`} change={change} />
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {intl.formatMessage({ id: 'shopSetup.activity.noDetails' })}
        </Typography>
      )}
    </ListItem>
  );
}

/**
 * The shop's audit trail for its owner (GET /api/shops/:id/activity): who changed what and when (in the shop's
 * time zone), each field's value before and after, newest first, a page at a time.
 */
export function ShopActivityLog({ shopId }: { shopId: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const query = useInfiniteQuery(shopActivityQuery(shopId));
  const pages = query.data?.pages ?? [];

  let body;
  if (pages.length === 0) {
    body = query.isError ? (
      <ErrorState
        title={t('shopSetup.activity.loadError')}
        description={errorText(query.error, intl, 'shopSetup.activity.loadErrorHint')}
        retryLabel={t('shopSetup.activity.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    ) : (
      <Stack
        spacing={1.5}
        aria-busy="true"
        role="status"
        aria-label={t('shopSetup.activity.loading')}
      >
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  } else if (pages[0]!.total === 0) {
    body = (
      <EmptyState
        icon={<HistoryRounded />}
        title={t('shopSetup.activity.emptyTitle')}
        description={t('shopSetup.activity.emptyHint')}
        dense
      />
    );
  } else {
    const timeZone = pages[0]!.timeZone;
    const items = pages.flatMap((page) => page.items);
    body = (
      <>
        <List disablePadding aria-label={t('shopSetup.activity.listLabel')}>
          {items.map((item) => (
            <ActivityEntry key={item.id} item={item} timeZone={timeZone} />
          ))}
        </List>
        {query.isFetchNextPageError ? (
          <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
            {errorText(query.error, intl, 'shopSetup.activity.loadMoreError')}
          </Typography>
        ) : null}
        {query.hasNextPage ? (
          <Box sx={{ mt: 2, textAlign: 'center' }}>
            <Button
              variant="outlined"
              onClick={() => void query.fetchNextPage()}
              loading={query.isFetchingNextPage}
            >
              {t('shopSetup.activity.loadMore')}
            </Button>
          </Box>
        ) : null}
      </>
    );
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('shopSetup.activity.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('shopSetup.activity.intro')}
      </Typography>
      {body}
    </Paper>
  );
}
