import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { EmptyState, ErrorState } from '@design-system/components';
import type { Booking } from '@/domain/booking';
import type { ShopDashboard } from '@/domain/shop-dashboard';
import { OverviewBookingList, OverviewListSkeleton } from './overview-booking-list';
import { OverviewMetrics, OverviewMetricsSkeleton } from './overview-metrics';
import { OverviewNotifications } from './overview-notifications';
import { failureDetail } from './overview-format';

/** The shell's tabs the overview leads to (the shell passes its own tab opener, which takes any tab). */
export type OverviewTarget = 'calendar' | 'bookings' | 'settings-services';

const TWO_COLUMNS = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** The dashboard's figures and lists, as the server computed them. */
function DashboardBody({
  dashboard,
  onOpenTab,
  onOpenBooking,
}: {
  dashboard: ShopDashboard;
  onOpenTab: (id: OverviewTarget) => void;
  onOpenBooking: (booking: Booking) => void;
}) {
  const intl = useIntl();
  const recent = dashboard.recentBookings;
  const upcoming = dashboard.upcomingBookings;
  const noBookings = recent !== undefined && recent.length === 0 && (upcoming?.length ?? 0) === 0;
  return (
    <>
      <OverviewMetrics
        metrics={dashboard.metrics}
        quickStats={dashboard.quickStats}
        onOpenBookings={() => onOpenTab('bookings')}
      />
      {noBookings ? (
        <EmptyState
          dense
          headingLevel={2}
          icon={<EventBusyRounded />}
          title={intl.formatMessage({ id: 'shopOps.overview.empty.title' })}
          description={intl.formatMessage({ id: 'shopOps.overview.empty.description' })}
          action={{
            label: intl.formatMessage({ id: 'shopOps.overview.empty.openCalendar' }),
            onClick: () => onOpenTab('calendar'),
          }}
          secondaryAction={{
            label: intl.formatMessage({ id: 'shopOps.overview.empty.openServices' }),
            onClick: () => onOpenTab('settings-services'),
          }}
        />
      ) : recent || upcoming ? (
        <Box sx={TWO_COLUMNS}>
          {upcoming ? (
            <OverviewBookingList
              titleId="shopOps.overview.upcoming.title"
              bookings={upcoming}
              emptyText={intl.formatMessage({ id: 'shopOps.overview.upcoming.empty' })}
              onOpen={onOpenBooking}
            />
          ) : null}
          {recent ? (
            <OverviewBookingList
              titleId="shopOps.overview.recent.title"
              bookings={recent}
              emptyText={intl.formatMessage({ id: 'shopOps.overview.empty.title' })}
              onOpen={onOpenBooking}
            />
          ) : null}
        </Box>
      ) : null}
      {dashboard.notifications ? (
        <OverviewNotifications
          notifications={dashboard.notifications}
          timeZone={dashboard.timeZone}
        />
      ) : null}
    </>
  );
}

/** The dashboard part of the overview: loading, failed (with a retry) or shown. */
export function OverviewDashboard({
  dashboard,
  error,
  retrying,
  onRetry,
  onOpenTab,
  onOpenBooking,
}: {
  dashboard: ShopDashboard | undefined;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  onOpenTab: (id: OverviewTarget) => void;
  onOpenBooking: (booking: Booking) => void;
}) {
  const intl = useIntl();
  if (dashboard)
    return (
      <DashboardBody dashboard={dashboard} onOpenTab={onOpenTab} onOpenBooking={onOpenBooking} />
    );
  if (error)
    return (
      <ErrorState
        dense
        headingLevel={2}
        title={intl.formatMessage({ id: 'shopOps.overview.dashboardError' })}
        description={failureDetail(intl, error, 'shopOps.overview.dashboardError')}
        retryLabel={intl.formatMessage({ id: 'shopOps.overview.retry' })}
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  return (
    <Box
      role="status"
      aria-label={intl.formatMessage({ id: 'shopOps.overview.loading' })}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <OverviewMetricsSkeleton />
      <Box sx={TWO_COLUMNS}>
        <OverviewListSkeleton titleId="shopOps.overview.upcoming.title" />
        <OverviewListSkeleton titleId="shopOps.overview.recent.title" />
      </Box>
    </Box>
  );
}
