import MenuRounded from '@mui/icons-material/MenuRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, type To } from 'react-router-dom';
import type { ManagedShop } from '@/domain/managed-shops';
import { TAB_LABEL_IDS, isSettingsTab, type ShopTabId } from '../shop-tabs';

const STATUS: Record<
  'live' | 'pending' | 'rejected' | 'setup',
  { id: string; color: 'success' | 'warning' | 'error' | 'info' }
> = {
  live: { id: 'shopOwner.status.live', color: 'success' },
  pending: { id: 'shopOwner.status.pending', color: 'warning' },
  rejected: { id: 'shopOwner.status.rejected', color: 'error' },
  setup: { id: 'shopOwner.status.setup', color: 'info' },
};

const statusOf = (shop: ManagedShop) =>
  shop.live
    ? STATUS.live
    : shop.approvalStatus === 'approved'
      ? STATUS.setup
      : STATUS[shop.approvalStatus];

export interface ShopAreaHeaderProps {
  shop: ManagedShop;
  tab: ShopTabId;
  /** the link of the area's first tab (the breadcrumbs' root) */
  rootHref: To;
  /** phones: opens the navigation drawer */
  onOpenNav?: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** the live connection's state (src/features/shop-operations/live), beside the shop's status */
  connection?: ReactNode;
  /** the shop switcher (several shops) or the admin's picker */
  switcher?: ReactNode;
  /** language and theme controls from the app */
  controls?: ReactNode;
  menu: ReactNode;
}

/** Breadcrumbs (Shop area › Settings › Profile), the shop and its status, refresh, theme and the shop menu. */
export function ShopAreaHeader({
  shop,
  tab,
  rootHref,
  onOpenNav,
  onRefresh,
  refreshing,
  connection,
  switcher,
  controls,
  menu,
}: ShopAreaHeaderProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const status = statusOf(shop);
  const refreshLabel = t('shopOwner.refresh');
  return (
    <Box
      component="header"
      sx={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: { xs: 1.5, sm: 3 },
        py: 1.5,
        borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
      })}
    >
      {onOpenNav && (
        <IconButton onClick={onOpenNav} aria-label={t('shopOwner.sidebar.open')} edge="start">
          <MenuRounded />
        </IconButton>
      )}
      <Stack sx={{ minWidth: 0, flex: '1 1 220px' }} spacing={0.25}>
        <Breadcrumbs aria-label={t('shopOwner.breadcrumb.label')} sx={{ typography: 'body2' }}>
          <Link component={RouterLink} to={rootHref} underline="hover" color="inherit">
            {t('shopOwner.breadcrumb.root')}
          </Link>
          {isSettingsTab(tab) && (
            <Typography variant="body2">{t('shopOwner.tab.settings')}</Typography>
          )}
          <Typography variant="body2" color="text.primary" aria-current="page">
            {t(TAB_LABEL_IDS[tab])}
          </Typography>
        </Breadcrumbs>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Typography component="h1" variant="h6" noWrap sx={{ minWidth: 0 }}>
            {shop.name}
          </Typography>
          <Chip size="small" variant="outlined" color={status.color} label={t(status.id)} />
          {connection}
        </Stack>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 1 }}
      >
        {switcher}
        <Tooltip title={refreshLabel}>
          <span>
            <IconButton onClick={onRefresh} disabled={refreshing} aria-label={refreshLabel}>
              {refreshing ? <CircularProgress size={20} aria-hidden="true" /> : <RefreshRounded />}
            </IconButton>
          </span>
        </Tooltip>
        {controls}
        {menu}
      </Stack>
    </Box>
  );
}
