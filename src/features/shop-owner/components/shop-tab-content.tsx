import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { ShopTabId } from '../shop-tabs';

/**
 * Each tab's content is its own lazy component, loaded when the tab is first opened, so the shell (sidebar,
 * header) paints before any editor's code arrives. The editors come from the shop-setup feature's index.
 */
const loadEditors = () => import('@/features/shop-setup');

type TabProps = { shopId: string; onOpenTab: (id: ShopTabId) => void };

function lazyTab(
  pick: (editors: Awaited<ReturnType<typeof loadEditors>>) => ComponentType<TabProps>,
): LazyExoticComponent<ComponentType<TabProps>> {
  return lazy(() => loadEditors().then((editors) => ({ default: pick(editors) })));
}

const TAB_CONTENT: Record<ShopTabId, LazyExoticComponent<ComponentType<TabProps>>> = {
  setup: lazyTab((m) => m.ShopSetupChecklist),
  'settings-profile': lazyTab((m) => m.ShopProfileSettings),
  'settings-team': lazyTab((m) => m.ShopTeamSettings),
  'settings-services': lazyTab((m) => m.ShopServicesSettings),
  'settings-hours': lazyTab((m) => m.ShopHoursSettings),
  'settings-notifications': lazyTab((m) => m.ShopNotificationSettings),
  activity: lazyTab((m) => m.ShopActivityLog),
};

function TabLoading() {
  return (
    <Stack spacing={2} aria-busy="true" sx={{ p: { xs: 2, sm: 3 } }}>
      <Skeleton variant="text" width="40%" height={40} />
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={120} />
    </Stack>
  );
}

/** The open tab's content, keyed by shop so switching shops starts each editor afresh. */
export function ShopTabContent({
  tab,
  shopId,
  onOpenTab,
}: {
  tab: ShopTabId;
  shopId: string;
  onOpenTab: (id: ShopTabId) => void;
}) {
  const Content = TAB_CONTENT[tab];
  return (
    <Box id={`shop-tab-${tab}`} sx={{ minWidth: 0 }}>
      <Suspense fallback={<TabLoading />}>
        <Content key={shopId} shopId={shopId} onOpenTab={onOpenTab} />
      </Suspense>
    </Box>
  );
}
