import RefreshRounded from '@mui/icons-material/RefreshRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Booking } from '@/domain/booking';
import { formatInstant } from '@/domain/clock-format';
import { AppointmentDetailsDialog } from '../appointments';
import { OverviewDashboard, type OverviewTarget } from './overview-dashboard';
import { OverviewPerformance } from './overview-performance';
import { useShopDashboard } from './use-shop-dashboard';
import { WalkInButton } from '../walk-ins';

/**
 * The overview tab (spec 03 §2 "Overview", issue 15): the day's figures, recent and upcoming bookings, what the
 * shop was told, and how the chosen period compares with the one before. The dashboard and the performance load
 * independently, so one failing still shows the other. A booking opens in the appointments' details dialog. Its
 * refresh button is the shell's refresh (everything shown of the shop, figures recomputed, said in a toast).
 */
export function ShopOverview({
  shopId,
  onOpenTab,
  onRefresh,
  refreshing,
}: {
  shopId: string;
  onOpenTab: (id: OverviewTarget) => void;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const intl = useIntl();
  const dashboard = useShopDashboard(shopId);
  const [opened, setOpened] = useState<Booking | null>(null);
  const lastUpdated = dashboard.data?.metrics?.lastUpdated;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'flex-end',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        {lastUpdated && dashboard.data ? (
          <Typography variant="body2" color="text.secondary">
            {intl.formatMessage(
              { id: 'shopOps.overview.lastUpdated' },
              {
                time: (
                  <time key="t" dateTime={lastUpdated}>
                    {formatInstant(intl.locale, lastUpdated, dashboard.data.timeZone)}
                  </time>
                ),
              },
            )}
          </Typography>
        ) : null}
        <Button
          variant="outlined"
          size="small"
          onClick={onRefresh}
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
          {intl.formatMessage({ id: 'shopOps.overview.refresh' })}
        </Button>
        <WalkInButton shopId={shopId} />
      </Box>
      <OverviewDashboard
        dashboard={dashboard.data}
        error={dashboard.error}
        retrying={dashboard.isFetching}
        onRetry={() => void dashboard.refetch()}
        onOpenTab={onOpenTab}
        onOpenBooking={setOpened}
      />
      <OverviewPerformance shopId={shopId} />
      <AppointmentDetailsDialog
        shopId={shopId}
        booking={opened}
        open={opened !== null}
        onClose={() => setOpened(null)}
      />
    </Box>
  );
}
