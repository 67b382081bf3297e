import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useCurrentUser } from '@/features/auth';
import { useToast } from '@/lib/toast';
import {
  favoriteServicesQuery,
  useAddFavoriteService,
  usePendingFavoriteServiceIds,
  useRemoveFavoriteService,
} from './favorite-services-queries';

/**
 * The service hearts' state and toggle (details modal, booking page). Only a signed-in customer has favourite
 * services, so `enabled` is false for guests and other roles and the hearts are not shown to them.
 */
export function useFavoriteServices() {
  const user = useCurrentUser();
  const intl = useIntl();
  const toast = useToast();
  const customerId = user?.role === 'customer' ? user.id : null;
  const list = useQuery({
    ...favoriteServicesQuery(customerId ?? ''),
    enabled: customerId !== null,
  });
  const pending = usePendingFavoriteServiceIds();
  const { mutateAsync: add } = useAddFavoriteService();
  const { mutateAsync: remove } = useRemoveFavoriteService();
  const favorites = list.data;
  const ids = useMemo(() => new Set((favorites ?? []).map((f) => f.serviceId)), [favorites]);
  const ready = customerId !== null && favorites !== undefined;

  const toggle = useCallback(
    (service: { id: string; name: string }) => {
      if (!customerId || !ready || pending.has(service.id)) return;
      const values = { name: service.name };
      if (ids.has(service.id)) {
        remove({ userId: customerId, serviceId: service.id }).catch(() =>
          toast.show({
            kind: 'error',
            message: intl.formatMessage({ id: 'favorites.toast.removeFailed' }, values),
          }),
        );
        return;
      }
      add({ userId: customerId, serviceId: service.id }).then(
        () =>
          toast.show({
            kind: 'favoriteAdded',
            message: intl.formatMessage({ id: 'favorites.toast.added' }, values),
          }),
        () =>
          toast.show({
            kind: 'error',
            message: intl.formatMessage({ id: 'favorites.toast.addFailed' }, values),
          }),
      );
    },
    [customerId, ready, pending, ids, add, remove, toast, intl],
  );

  return useMemo(
    () => ({
      enabled: customerId !== null,
      isFavorite: (serviceId: string) => ids.has(serviceId),
      isPending: (serviceId: string) => !ready || pending.has(serviceId),
      toggle,
    }),
    [customerId, ids, ready, pending, toggle],
  );
}
