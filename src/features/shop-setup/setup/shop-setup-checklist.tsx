import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import type { ManagedShop } from '@/domain/managed-shops';
import type { ShopSetupItemId } from '@/domain/shop-setup';
import { errorText } from '@/lib/error-text';
import { shopSetupQuery } from './setup-api';

/** The shop area's tabs that complete an item (the shell's hash ids). */
export type ShopSetupTabId = 'settings-services' | 'settings-hours' | 'settings-profile';

const ITEM_TAB: Record<ShopSetupItemId, ShopSetupTabId> = {
  services: 'settings-services',
  hours: 'settings-hours',
  address: 'settings-profile',
  photo: 'settings-profile',
};

export interface ShopSetupChecklistProps {
  shopId: string;
  /** opens the tab where an item is done */
  onOpenTab: (tabId: ShopSetupTabId) => void;
}

/**
 * What a shop still needs before customers can find and book it (src/domain/shop-setup.ts): progress, the four
 * items each with a button to the tab that completes it, and where approval stands.
 */
export function ShopSetupChecklist({ shopId, onOpenTab }: ShopSetupChecklistProps) {
  const intl = useIntl();
  const query = useQuery(shopSetupQuery(shopId));
  if (!query.data) {
    if (query.isError)
      return (
        <ErrorState
          title={intl.formatMessage({ id: 'shopSetup.checklist.loadError' })}
          description={errorText(query.error, intl, 'shopSetup.checklist.loadErrorHint')}
          retryLabel={intl.formatMessage({ id: 'shopSetup.checklist.retry' })}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      );
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="text" width="40%" height={40} />
        <Skeleton variant="rounded" height={12} />
        <Skeleton variant="rounded" height={220} />
      </Stack>
    );
  }
  return <ChecklistView shop={query.data} onOpenTab={onOpenTab} />;
}

function ApprovalNotice({ shop }: { shop: ManagedShop }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  if (shop.approvalStatus === 'rejected')
    return (
      <Alert severity="error">
        {shop.rejectionReason
          ? t('shopSetup.checklist.rejected', { reason: shop.rejectionReason })
          : t('shopSetup.checklist.rejectedNoReason')}
      </Alert>
    );
  if (shop.approvalStatus === 'pending')
    return <Alert severity="info">{t('shopSetup.checklist.pending')}</Alert>;
  if (shop.checklist.complete)
    return <Alert severity="success">{t('shopSetup.checklist.live')}</Alert>;
  return <Alert severity="info">{t('shopSetup.checklist.approved')}</Alert>;
}

function ChecklistView({
  shop,
  onOpenTab,
}: {
  shop: ManagedShop;
  onOpenTab: (tabId: ShopSetupTabId) => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const progressId = useId();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { doneCount, total, items } = shop.checklist;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2}>
        <Box>
          <Typography id={titleId} component="h2" variant="h5" gutterBottom>
            {t('shopSetup.checklist.title')}
          </Typography>
          <Typography color="text.secondary">{t('shopSetup.checklist.intro')}</Typography>
        </Box>
        <ApprovalNotice shop={shop} />
        <Box>
          <Typography id={progressId} variant="body2" sx={{ mb: 0.5 }}>
            {t('shopSetup.checklist.progress', { done: doneCount, total })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={total === 0 ? 0 : (doneCount / total) * 100}
            aria-labelledby={progressId}
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Box>
        <List disablePadding>
          {items.map((item) => (
            <ListItem key={item.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                {item.done ? (
                  <CheckCircleRounded color="success" />
                ) : (
                  <RadioButtonUncheckedRounded color="disabled" />
                )}
              </ListItemIcon>
              <ListItemText
                sx={{ flex: '1 1 180px' }}
                primary={t(`shopSetup.checklist.item.${item.id}`)}
                secondary={t(item.done ? 'shopSetup.checklist.done' : 'shopSetup.checklist.todo')}
              />
              <Button
                variant={item.done ? 'text' : 'contained'}
                size="small"
                onClick={() => onOpenTab(ITEM_TAB[item.id])}
              >
                {t(`shopSetup.checklist.action.${item.id}`)}
              </Button>
            </ListItem>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
