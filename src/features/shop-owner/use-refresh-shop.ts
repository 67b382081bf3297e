import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@/lib/toast';
import { shopOwnerKeys } from './managed-shops-queries';

/**
 * The header's refresh (spec 03: shop-personal.refresh_success / refresh_error): refetches everything shown of
 * this shop — the editors' data below `shopAdminKeys.shop(id)`, the day's operations below `shopOpsKeys.shop(id)`,
 * the finance tab's below `salesKeys.shop(id)` and the shell's own summary and list — and says
 * whether it worked. The editors' keys come with their (lazily loaded) code, already there once a tab shows.
 */
export function useRefreshShop(shopId: string) {
  const client = useQueryClient();
  const intl = useIntl();
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      const [{ shopAdminKeys }, { shopOpsKeys }, { salesKeys }] = await Promise.all([
        import('@/features/shop-setup'),
        import('@/features/shop-operations'),
        import('@/features/sales'),
      ]);
      await Promise.all([
        client.invalidateQueries({ queryKey: shopAdminKeys.shop(shopId) }, { throwOnError: true }),
        // the day's figures and lists; an invalidated overview asks the server to recompute (refresh=true)
        client.invalidateQueries({ queryKey: shopOpsKeys.shop(shopId) }, { throwOnError: true }),
        // the finance tab's month
        client.invalidateQueries({ queryKey: salesKeys.shop(shopId) }, { throwOnError: true }),
        client.invalidateQueries({ queryKey: shopOwnerKeys.all }, { throwOnError: true }),
      ]);
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
