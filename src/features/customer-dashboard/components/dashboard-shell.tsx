import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@/domain/auth';
import { useLiveBookings } from '@/features/booking';
import { favoriteServicesQuery } from '@/features/favorites';
import { useDashboardData, useRefreshDashboard } from '../dashboard-queries';
import type { DashboardCounts } from '../dashboard-tabs';
import { AnalyticsTab } from '../analytics/analytics-tab';
import { FavoritesTab } from '../favorites/favorites-tab';
import { useDashboardTab } from '../use-dashboard-tab';
import { DashboardBookings } from './dashboard-bookings';
import { DashboardHeader } from './dashboard-header';
import { DashboardOverview, type Figure } from './dashboard-overview';
import { DashboardTabBar, panelElementId, tabElementId } from './dashboard-tab-bar';

function figureOf(query: { isError: boolean }, count: number | undefined): Figure {
  if (count !== undefined) return { status: 'ready', value: count };
  return query.isError ? { status: 'error' } : { status: 'loading' };
}

export interface DashboardShellProps {
  user: SessionUser;
  /** the greeting's moment (stories fix it; the page uses the time it renders) */
  now?: Date;
}

/**
 * /customer/dashboard (spec 02 §2.5): the header (greeting, avatar, refresh, settings), the tabs mirrored in
 * the hash with their badges, and the open tab. Starts loading the profile, the upcoming bookings and the
 * favourites together; each part that fails shows its own state and the rest renders.
 */
export function DashboardShell({ user, now = new Date() }: DashboardShellProps) {
  const { tab, tabHref } = useDashboardTab();
  const { profile, upcoming, favorites } = useDashboardData(user.id);
  const { refresh, refreshing } = useRefreshDashboard(user.id);
  // the overview follows live changes (a shop confirming or moving a booking); the bookings tab's list listens
  // for itself
  useLiveBookings(tab === 'overview');

  const upcomingCount = upcoming.data?.total;
  const favoritesCount = favorites.data?.length;
  // the favourites badge counts shops and services (the overview's figure is favourite shops)
  const favoriteServices = useQuery(favoriteServicesQuery(user.id));
  const servicesCount = favoriteServices.data?.length;
  const counts: DashboardCounts = {
    upcoming: upcomingCount ?? null,
    favorites:
      favoritesCount === undefined || servicesCount === undefined
        ? null
        : favoritesCount + servicesCount,
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={3}>
        <DashboardHeader
          name={profile.data?.name ?? user.name}
          avatarUrl={profile.data?.avatarUrl ?? user.avatarUrl ?? null}
          now={now}
          onRefresh={() => void refresh()}
          refreshing={refreshing}
        />
        <DashboardTabBar active={tab} hrefOf={tabHref} counts={counts} />
        <Box role="tabpanel" id={panelElementId(tab)} aria-labelledby={tabElementId(tab)}>
          {tab === 'overview' ? (
            <DashboardOverview
              upcomingCount={figureOf(upcoming, upcomingCount)}
              favoritesCount={figureOf(favorites, favoritesCount)}
              nextBooking={upcoming.data ? (upcoming.data.items[0] ?? null) : undefined}
              upcomingFailed={upcoming.isError}
              onRetryUpcoming={() => void upcoming.refetch()}
              retryingUpcoming={upcoming.isFetching}
              bookingsHref={tabHref('bookings')}
              analyticsHref={tabHref('analytics')}
            />
          ) : tab === 'analytics' ? (
            <AnalyticsTab userId={user.id} />
          ) : tab === 'favorites' ? (
            <FavoritesTab userId={user.id} />
          ) : (
            <DashboardBookings />
          )}
        </Box>
      </Stack>
    </Container>
  );
}
