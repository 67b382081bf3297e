import RefreshRounded from '@mui/icons-material/RefreshRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ManagedShop } from '@/domain/managed-shops';
import { shopAreaHref } from '@/domain/links';
import { errorText } from '@/lib/error-text';
import { RouterLinkAdapter } from '@/lib/router-link';
import { useToast } from '@/lib/toast';
import { EmptyState } from '@design-system/components/EmptyState/EmptyState';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import { salesKeys } from '../query-keys';
import { useSalesShop } from '../use-sales-shop';
import { SalesNav, type SalesPage } from './sales-nav';

/** The sales figures and lists of the shop asked again, said in a toast (the shop area's refresh does the same). */
function useRefreshSales(shopId: string) {
  const client = useQueryClient();
  const intl = useIntl();
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await client.invalidateQueries({ queryKey: salesKeys.shop(shopId) }, { throwOnError: true });
      toast.show({
        kind: 'default',
        severity: 'success',
        message: intl.formatMessage({ id: 'sales.refreshSuccess' }),
      });
    } catch {
      toast.show({ kind: 'error', message: intl.formatMessage({ id: 'sales.refreshError' }) });
    } finally {
      setRefreshing(false);
    }
  };
  return { refresh, refreshing };
}

function RefreshButton({ shopId }: { shopId: string }) {
  const intl = useIntl();
  const { refresh, refreshing } = useRefreshSales(shopId);
  return (
    <Button
      variant="outlined"
      size="small"
      onClick={() => void refresh()}
      disabled={refreshing}
      aria-busy={refreshing || undefined}
      startIcon={
        refreshing ? (
          <CircularProgress size={16} color="inherit" aria-hidden="true" />
        ) : (
          <RefreshRounded />
        )
      }
    >
      {intl.formatMessage({ id: 'sales.refresh' })}
    </Button>
  );
}

export interface SalesPageFrameProps {
  page: SalesPage;
  /** `?shop=` of the address */
  shopParam: string | null;
  /** buttons beside the title (the period, the export) */
  actions?: (shop: ManagedShop) => ReactNode;
  /** a refresh button (the pages that show figures or lists) */
  refreshable?: boolean;
  children: (shop: ManagedShop) => ReactNode;
}

/**
 * The frame of a sales page (issue 16): breadcrumbs back to the shop area, one h1, the shop's name, the links
 * between the sales pages, then the page for the shop chosen as the shop area chooses it (use-sales-shop.ts).
 */
export function SalesPageFrame({
  page,
  shopParam,
  actions,
  refreshable = false,
  children,
}: SalesPageFrameProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const state = useSalesShop(shopParam);
  const shop = state.status === 'ready' ? state.shop : null;
  const title = t(`sales.page.${page}.title`);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack spacing={2}>
        <Breadcrumbs aria-label={t('sales.breadcrumb.label')} sx={{ typography: 'body2' }}>
          <Link
            component={RouterLink}
            to={shopAreaHref(shop?.id, 'finance')}
            underline="hover"
            color="inherit"
          >
            {t('shopOwner.breadcrumb.root')}
          </Link>
          <Typography variant="body2" color="text.primary" aria-current="page">
            {title}
          </Typography>
        </Breadcrumbs>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'flex-end',
            justifyContent: 'space-between',
            gap: 1.5,
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
              {title}
            </Typography>
            {shop && (
              <Typography color="text.secondary" noWrap>
                {shop.name}
              </Typography>
            )}
          </Box>
          {shop && (
            <Stack
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'flex-end' }}
            >
              {actions?.(shop)}
              {refreshable && <RefreshButton shopId={shop.id} />}
            </Stack>
          )}
        </Box>
        <SalesNav page={page} shopId={shop?.id} />
        {state.status === 'ready' ? (
          children(state.shop)
        ) : state.status === 'loading' ? (
          <Stack spacing={2} aria-busy="true">
            <Skeleton variant="rounded" height={96} />
            <Skeleton variant="rounded" height={240} />
          </Stack>
        ) : state.status === 'error' ? (
          <ErrorState
            title={t('sales.shopError')}
            description={errorText(state.error, intl, 'sales.shopError')}
            retryLabel={t('sales.retry')}
            onRetry={state.retry}
            retrying={state.retrying}
          />
        ) : (
          <EmptyState
            icon={<StorefrontRounded />}
            title={t(state.status === 'none' ? 'shopOwner.noShops.title' : 'sales.pickShop.title')}
            description={t(
              state.status === 'none' ? 'shopOwner.noShops.description' : 'sales.pickShop.hint',
            )}
            action={
              state.status === 'pick'
                ? { label: t('sales.pickShop.action'), href: shopAreaHref() }
                : undefined
            }
            linkComponent={RouterLinkAdapter}
          />
        )}
      </Stack>
    </Container>
  );
}
