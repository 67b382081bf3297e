import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@/lib/toast';
import { shopOpsKeys } from '../query-keys';

/**
 * The overview's own refresh button: invalidates the shop's operations, so the figures shown are fetched again
 * with refresh=true (use-shop-dashboard.ts) and the calendar and bookings lists follow; it says whether it worked
 * with the shell's refresh messages (spec 03: shop-personal.refresh_success / refresh_error).
 */
export function useRefreshOverview(shopId: string) {
  const client = useQueryClient();
  const intl = useIntl();
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await client.invalidateQueries(
        { queryKey: shopOpsKeys.shop(shopId) },
        { throwOnError: true },
      );
      toast.show({
        kind: 'default',
        severity: 'success',
        message: intl.formatMessage({ id: 'shopOwner.refreshSuccess' }),
      });
    } catch {
      toast.show({ kind: 'error', message: intl.formatMessage({ id: 'shopOwner.refreshError' }) });
    } finally {
      setRefreshing(false);
    }
  }, [client, intl, toast, shopId]);
  return { refresh, refreshing };
}
