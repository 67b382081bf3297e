import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import {
  Component,
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useIntl } from 'react-intl';
import { ErrorState } from '@design-system/components/ErrorState/ErrorState';
import type { ShopTabId } from '../shop-tabs';

/**
 * Each tab's content is its own lazy component, loaded when the tab is first opened, so the shell (sidebar,
 * header) paints before any editor's code arrives. The editors come from the shop-setup feature's index.
 */
const loadEditors = () => import('@/features/shop-setup');
/** The day's operations (overview, calendar, bookings: issue 15) are another feature, loaded on their own. */
const loadOperations = () => import('@/features/shop-operations');

type TabProps = {
  shopId: string;
  /** the shop's time zone: every date a tab starts from (today, this week) is the shop's, not the viewer's */
  timeZone: string;
  onOpenTab: (id: ShopTabId) => void;
  /** the header's refresh (use-refresh-shop.ts), for a tab that offers one of its own (the overview) */
  onRefresh: () => void;
  refreshing: boolean;
};

function lazyTab(
  pick: (editors: Awaited<ReturnType<typeof loadEditors>>) => ComponentType<TabProps>,
): LazyExoticComponent<ComponentType<TabProps>> {
  return lazy(() => loadEditors().then((editors) => ({ default: pick(editors) })));
}

function lazyOperationsTab(
  pick: (operations: Awaited<ReturnType<typeof loadOperations>>) => ComponentType<TabProps>,
): LazyExoticComponent<ComponentType<TabProps>> {
  return lazy(() => loadOperations().then((operations) => ({ default: pick(operations) })));
}

/** The month's money (issue 16) is the sales feature's, loaded on its own. */
const ShopFinance = lazy(() =>
  import('@/features/sales').then((sales) => ({ default: sales.ShopFinance })),
);

const TAB_CONTENT: Record<ShopTabId, LazyExoticComponent<ComponentType<TabProps>>> = {
  setup: lazyTab((m) => m.ShopSetupChecklist),
  overview: lazyOperationsTab((m) => m.ShopOverview),
  calendar: lazyOperationsTab((m) => m.ShopCalendar),
  bookings: lazyOperationsTab((m) => m.ShopAppointments),
  finance: ShopFinance,
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

/**
 * A tab that fails (its code did not load, or it broke) is replaced by a message, and the shell around it keeps
 * working; reloading fetches the code again (a lazy component keeps its first failure until then).
 */
class TabFailureBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('A shop area tab failed', error);
  }
  override render() {
    return this.state.failed ? <TabFailed /> : this.props.children;
  }
}

function TabFailed() {
  const intl = useIntl();
  return (
    <ErrorState
      title={intl.formatMessage({ id: 'shopOwner.tabError' })}
      retryLabel={intl.formatMessage({ id: 'shopOwner.reload' })}
      onRetry={() => window.location.reload()}
    />
  );
}

/** The open tab's content for the shop shown. */
export function ShopTabContent({ tab, ...props }: TabProps & { tab: ShopTabId }) {
  const Content = TAB_CONTENT[tab];
  return (
    <Box id={`shop-tab-${tab}`} sx={{ minWidth: 0 }}>
      {/* keyed by shop and tab: another choice starts afresh, past a failure too */}
      <TabFailureBoundary key={`${props.shopId}:${tab}`}>
        <Suspense fallback={<TabLoading />}>
          <Content {...props} />
        </Suspense>
      </TabFailureBoundary>
    </Box>
  );
}
