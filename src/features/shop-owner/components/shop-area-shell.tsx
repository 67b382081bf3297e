import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { ManagedShop } from '@/domain/managed-shops';
import { useLogout } from '@/features/auth';
import { useMediaQuery } from '@/lib/media';
import { shopOwnerKeys } from '../managed-shops-queries';
import { visibleTabs } from '../shop-tabs';
import { useRefreshShop } from '../use-refresh-shop';
import { useShopAreaLocation } from '../use-shop-area-location';
import { ShopAreaHeader } from './shop-area-header';
import { ShopMenu } from './shop-menu';
import { ShopSidebar, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './shop-sidebar';
import { ShopTabContent } from './shop-tab-content';

/**
 * The area's one live connection (bookings, figures and settings of the shop follow without reload) and its
 * indicator in the header; it comes with the day's operations code, after the shell has painted.
 */
const ShopLiveIndicator = lazy(() =>
  import('@/features/shop-operations').then((m) => ({ default: m.ShopLiveIndicator })),
);

/** Spec 03 §9: the sidebar folds to icons at 768 px or less; on phones it becomes a drawer. */
export const SIDEBAR_AUTO_COLLAPSE_QUERY = '(max-width: 768px)';
export const PHONE_QUERY = '(max-width: 600px)';

export interface ShopAreaShellProps {
  shop: ManagedShop;
  userName: string;
  /** the owner's switcher or the admin's picker, when there is a choice */
  switcher?: ReactNode;
  /** the app's language and theme controls */
  controls?: ReactNode;
}

/** The shop area around one shop: sidebar, header and the open tab. */
export function ShopAreaShell({ shop, userName, switcher, controls }: ShopAreaShellProps) {
  const area = useShopAreaLocation();
  const client = useQueryClient();
  const logout = useLogout();
  const setupShown = !shop.checklist.complete;
  const tab = area.tabOf(setupShown);
  const tabs = visibleTabs(setupShown);
  const narrow = useMediaQuery(SIDEBAR_AUTO_COLLAPSE_QUERY);
  const phone = useMediaQuery(PHONE_QUERY);
  // The person's own fold choice holds until the width crosses 768 px, which folds or unfolds it again.
  const [choice, setChoice] = useState<{ narrow: boolean; collapsed: boolean } | null>(null);
  const collapsed = choice && choice.narrow === narrow ? choice.collapsed : narrow;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { refresh, refreshing } = useRefreshShop(shop.id);

  // Coming back from an editor, the checklist (and whether Setup is still shown) is asked again.
  const previousTab = useRef(tab);
  useEffect(() => {
    if (previousTab.current === tab) return;
    previousTab.current = tab;
    void client.invalidateQueries({ queryKey: shopOwnerKeys.shop(shop.id) });
  }, [tab, client, shop.id]);

  const sidebar = (props: { collapsed: boolean; drawer?: boolean }) => (
    <ShopSidebar
      tabs={tabs}
      active={tab}
      hrefOf={area.tabHref}
      collapsed={props.collapsed}
      onToggleCollapsed={
        props.drawer ? undefined : () => setChoice({ narrow, collapsed: !collapsed })
      }
      onNavigate={props.drawer ? () => setDrawerOpen(false) : undefined}
    />
  );

  return (
    <Box sx={{ display: 'flex', alignItems: 'stretch', minHeight: '70vh' }}>
      {phone ? (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { sx: { width: 280, maxWidth: '85vw' } } }}
        >
          {sidebar({ collapsed: false, drawer: true })}
        </Drawer>
      ) : (
        <Box
          component="aside"
          data-collapsed={collapsed ? 'true' : 'false'}
          sx={(theme) => ({
            width: collapsed ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH,
            flexShrink: 0,
            borderRight: `1px solid ${(theme.vars ?? theme).palette.divider}`,
            transition: theme.transitions.create('width', {
              duration: theme.transitions.duration.shorter,
            }),
            overflowX: 'hidden',
          })}
        >
          {/* below the app's sticky header (its toolbar: 60 px, 68 px from the md breakpoint) */}
          <Box sx={{ position: 'sticky', top: { xs: 60, md: 68 } }}>{sidebar({ collapsed })}</Box>
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <ShopAreaHeader
          shop={shop}
          tab={tab}
          rootHref={area.tabHref(tabs[0]!)}
          onOpenNav={phone ? () => setDrawerOpen(true) : undefined}
          onRefresh={() => void refresh()}
          refreshing={refreshing}
          connection={
            <Suspense fallback={null}>
              <ShopLiveIndicator shopId={shop.id} />
            </Suspense>
          }
          switcher={switcher}
          controls={controls}
          menu={
            <ShopMenu
              userName={userName}
              shopName={shop.name}
              shopPhoto={shop.photo}
              settingsHref={area.tabHref('settings-profile')}
              onLogout={() => logout('/')}
            />
          }
        />
        <Box sx={{ p: { xs: 1.5, sm: 3 } }}>
          <ShopTabContent
            tab={tab}
            shopId={shop.id}
            timeZone={shop.timeZone}
            onOpenTab={area.openTab}
            onRefresh={() => void refresh()}
            refreshing={refreshing}
          />
        </Box>
      </Box>
    </Box>
  );
}
