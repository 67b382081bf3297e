import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { APPROVAL_STATUSES, type AdminShopSummary, type ApprovalStatus } from '@/domain/admin';
import { errorText, hasErrorCode } from '@/lib/error-text';
import { useToast } from '@/lib/toast';
import { PageShell } from '@/lib/ui/page-shell';
import { EmptyState } from '@design-system/components/EmptyState/EmptyState';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import { adminShopsQuery, useReviewShop } from '../admin-queries';
import { RejectShopDialog } from '../components/reject-shop-dialog';
import { ShopReviewList } from '../components/shop-review-list';

/** 404 (gone) and 409 (someone else reviewed it): show the server's message and reload the list. */
/** The shop is gone or someone else reviewed it first: the list is out of date. */
const isStale = (error: unknown) => hasErrorCode(error, 'SHOP_NOT_FOUND', 'SHOP_ALREADY_REVIEWED');

/** /admin/shops (admin only): review new businesses — approve, or reject with a reason. */
export function AdminShopsPage() {
  const intl = useIntl();
  const toast = useToast();
  const [status, setStatus] = useState<ApprovalStatus>('pending');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<AdminShopSummary | null>(null);
  const query = useQuery(adminShopsQuery(status));
  const review = useReviewShop(status);
  const list =
    query.data && !query.isError
      ? { status: 'ready' as const, items: query.data.items }
      : query.isError && !query.isFetching
        ? { status: 'error' as const }
        : { status: 'loading' as const };
  const reload = () => void query.refetch();

  const failed = (error: unknown) => {
    toast.show({
      kind: 'error',
      message: errorText(error, intl, 'admin.shops.actionError'),
    });
    if (isStale(error)) reload();
  };

  const approve = async (shop: AdminShopSummary) => {
    setBusyId(shop.id);
    try {
      await review.approve(shop);
      toast.show({
        kind: 'default',
        severity: 'success',
        message: intl.formatMessage({ id: 'admin.shops.approvedToast' }, { name: shop.name }),
      });
    } catch (error) {
      failed(error);
    } finally {
      setBusyId(null);
    }
  };

  const reject = async (reason: string) => {
    const shop = rejecting;
    if (!shop) return;
    try {
      await review.reject({ shop, reason });
    } catch (error) {
      if (!isStale(error)) throw error;
      setRejecting(null);
      failed(error);
      return;
    }
    setRejecting(null);
    toast.show({
      kind: 'default',
      severity: 'success',
      message: intl.formatMessage({ id: 'admin.shops.rejectedToast' }, { name: shop.name }),
    });
  };

  return (
    <PageShell titleId="admin.shops.title" introId="admin.shops.intro">
      <Box>
        <Tabs
          value={status}
          onChange={(_e, next: ApprovalStatus) => setStatus(next)}
          aria-label={intl.formatMessage({ id: 'admin.shops.tabsLabel' })}
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
        >
          {APPROVAL_STATUSES.map((key) => (
            <Tab
              key={key}
              value={key}
              id={`admin-tab-${key}`}
              aria-controls="admin-shops-panel"
              label={intl.formatMessage({ id: `admin.shops.tab.${key}` })}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id="admin-shops-panel" aria-labelledby={`admin-tab-${status}`}>
          {list.status === 'loading' && (
            <Stack
              spacing={2}
              role="status"
              aria-busy="true"
              aria-label={intl.formatMessage({ id: 'admin.shops.loading' })}
            >
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} variant="rounded" height={140} />
              ))}
            </Stack>
          )}
          {list.status === 'error' && (
            <ErrorState
              title={intl.formatMessage({ id: 'admin.shops.loadError' })}
              retryLabel={intl.formatMessage({ id: 'admin.shops.retry' })}
              onRetry={reload}
              headingLevel={2}
            />
          )}
          {list.status === 'ready' && list.items.length === 0 && (
            <EmptyState
              icon={<StorefrontRounded />}
              title={intl.formatMessage({ id: `admin.shops.empty.${status}` })}
              description={intl.formatMessage({ id: 'admin.shops.emptyHint' })}
              headingLevel={2}
            />
          )}
          {list.status === 'ready' && list.items.length > 0 && (
            <ShopReviewList
              shops={list.items}
              busyId={busyId}
              onApprove={(shop) => void approve(shop)}
              onReject={setRejecting}
            />
          )}
        </Box>
      </Box>
      <RejectShopDialog
        key={rejecting?.id ?? 'closed'}
        shopName={rejecting?.name ?? null}
        onClose={() => setRejecting(null)}
        onSubmit={reject}
      />
    </PageShell>
  );
}

export default AdminShopsPage;
