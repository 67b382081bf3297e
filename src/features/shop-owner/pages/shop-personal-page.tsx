import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EmptyState } from '@design-system/components/EmptyState/EmptyState';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import { useCurrentUser } from '@/features/auth';
import { errorText } from '@/lib/error-text';
import { ShopAreaShell } from '../components/shop-area-shell';
import { AdminShopPicker, OwnerShopSwitcher } from '../components/shop-switcher';
import { useManagedShop, useManagedShops } from '../managed-shops-queries';
import { useShopAreaLocation } from '../use-shop-area-location';

function AreaLoading() {
  return (
    <Stack direction="row" spacing={3} aria-busy="true" sx={{ p: { xs: 2, sm: 3 } }}>
      <Skeleton
        variant="rounded"
        width={220}
        height={320}
        sx={{ display: { xs: 'none', sm: 'block' } }}
      />
      <Stack spacing={2} sx={{ flex: 1 }}>
        <Skeleton variant="text" width="50%" height={40} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    </Stack>
  );
}

/** A message in the page's column (no shop, a failure, the admin's "choose a shop"). */
function AreaMessage({ children }: { children: ReactNode }) {
  return <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: { xs: 3, sm: 6 } }}>{children}</Box>;
}

/**
 * /shop/personal (shop; admin allowed): the shop area. An owner manages their shop (with several, the header
 * switches; the choice is `?shop=`); an admin picks any shop first. `controls` are the app's language and theme
 * controls, handed in by the route table (a feature does not reach into the app's layout).
 */
export function ShopPersonalPage({ controls }: { controls?: ReactNode }) {
  const intl = useIntl();
  const user = useCurrentUser();
  const isAdmin = user?.role === 'admin';
  const area = useShopAreaLocation();
  const list = useManagedShops('', !isAdmin);
  const owned = list.data?.shops ?? [];
  const ownerChoice = owned.find((s) => s.id === area.shopParam) ?? owned[0];
  const shopId = isAdmin ? area.shopParam : (ownerChoice?.id ?? null);
  const shop = useManagedShop(shopId, isAdmin ? undefined : ownerChoice);
  const t = (id: string) => intl.formatMessage({ id });

  if (!isAdmin) {
    if (list.isPending) return <AreaLoading />;
    if (list.isError && !list.data)
      return (
        <AreaMessage>
          <ErrorState
            title={t('shopOwner.loadError')}
            description={errorText(list.error, intl, 'shopOwner.loadErrorHint')}
            retryLabel={t('shopOwner.retry')}
            onRetry={() => void list.refetch()}
            retrying={list.isFetching}
          />
        </AreaMessage>
      );
    if (owned.length === 0)
      return (
        <AreaMessage>
          <EmptyState
            icon={<StorefrontRounded />}
            title={t('shopOwner.noShops.title')}
            description={t('shopOwner.noShops.description')}
          />
        </AreaMessage>
      );
  }

  const picker = () => <AdminShopPicker current={shop.data ?? null} onChange={area.chooseShop} />;

  if (isAdmin && shopId === null)
    return (
      <AreaMessage>
        <Stack spacing={2}>
          <Typography component="h1" variant="h5">
            {t('pages.shopPersonal.title')}
          </Typography>
          <Typography color="text.secondary">{t('shopOwner.admin.pickHint')}</Typography>
          {picker()}
        </Stack>
      </AreaMessage>
    );

  if (!shop.data) {
    if (!shop.isError) return <AreaLoading />;
    return (
      <AreaMessage>
        <Stack spacing={2}>
          <ErrorState
            title={errorText(shop.error, intl, 'shopOwner.loadError')}
            retryLabel={t('shopOwner.retry')}
            onRetry={() => void shop.refetch()}
            retrying={shop.isFetching}
          />
          {isAdmin && picker()}
        </Stack>
      </AreaMessage>
    );
  }

  const switcher = isAdmin ? (
    picker()
  ) : owned.length > 1 ? (
    <OwnerShopSwitcher shops={owned} value={shop.data.id} onChange={area.chooseShop} />
  ) : undefined;

  return (
    <Box sx={{ maxWidth: 1440, mx: 'auto' }}>
      <ShopAreaShell
        shop={shop.data}
        userName={user?.name ?? ''}
        switcher={switcher}
        controls={controls}
      />
    </Box>
  );
}

export default ShopPersonalPage;
