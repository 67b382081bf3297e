import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { favoriteServicesQuery, favoritesQuery } from '@/features/favorites';
import { myBookingsQuery } from '@/features/my-bookings';
import { profileQuery } from '@/features/profile';
import { useToast } from '@/lib/toast';
import { customerStatsKey } from './analytics/analytics-query';

/** Logs a part that failed to load once per failure; the dashboard renders the rest (spec 02 §2.5). */
function useLogFailure(part: string, error: Error | null) {
  useEffect(() => {
    if (error) console.warn(`Customer dashboard: could not load the ${part}`, error);
  }, [part, error]);
}

/**
 * What the dashboard loads on start: the profile (greeting and avatar), the upcoming bookings (overview, badge,
 * next appointment) and the favourites (their count). Each is the cached query its own screen uses (the
 * profile page, My bookings, the hearts), so the dashboard adds no requests of its own and each part fails
 * alone. There is no notifications endpoint for customers yet, so none is asked for.
 */
export function useDashboardData(userId: string) {
  const profile = useQuery(profileQuery(userId));
  const upcoming = useQuery(myBookingsQuery(userId, 'upcoming'));
  const favorites = useQuery(favoritesQuery(userId));
  useLogFailure('profile', profile.error);
  useLogFailure('upcoming bookings', upcoming.error);
  useLogFailure('favourites', favorites.error);
  return { profile, upcoming, favorites };
}

/**
 * The header's refresh: asks the server again for everything the dashboard shows (the queries on screen are
 * refetched, the others marked stale) and says whether it worked. A failure keeps what is on screen.
 */
export function useRefreshDashboard(userId: string) {
  const client = useQueryClient();
  const intl = useIntl();
  const toast = useToast();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    try {
      await Promise.all(
        [
          profileQuery(userId).queryKey,
          myBookingsQuery(userId, 'upcoming').queryKey,
          myBookingsQuery(userId, 'past').queryKey,
          favoritesQuery(userId).queryKey,
          favoriteServicesQuery(userId).queryKey,
          customerStatsKey(userId),
        ].map((queryKey) => client.invalidateQueries({ queryKey }, { throwOnError: true })),
      );
      toast.show({
        kind: 'default',
        severity: 'success',
        message: intl.formatMessage({ id: 'customerDashboard.refreshSuccess' }),
      });
    } catch {
      toast.show({
        kind: 'error',
        message: intl.formatMessage({ id: 'customerDashboard.refreshError' }),
      });
    } finally {
      setRefreshing(false);
    }
  }, [client, intl, toast, userId]);
  return { refresh, refreshing };
}
