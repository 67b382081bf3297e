import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FavoriteService } from '@/domain/favorite-services';
import { hasErrorCode } from '@/lib/error-code';
import {
  addFavoriteService,
  fetchFavoriteServices,
  removeFavoriteService,
  updateFavoriteServiceNotes,
} from './favorite-services-api';
import { patchList, removeOptimistically, restoreRemoved, usePendingIds } from './optimistic-list';

/**
 * The signed-in customer's favourite services in the data layer: one cached list per user, shared by every
 * service heart and the dashboard's favourites tab. Add and remove are optimistic (the heart changes at once and
 * goes back if the server refuses), as for favourite shops (favorites-queries.ts).
 */
export const favoriteServicesKeys = {
  all: ['favorite-services'] as const,
  list: (userId: string) => [...favoriteServicesKeys.all, userId] as const,
  toggles: () => [...favoriteServicesKeys.all, 'toggle'] as const,
};

export const favoriteServicesQuery = (userId: string) =>
  queryOptions({
    queryKey: favoriteServicesKeys.list(userId),
    queryFn: ({ signal }) => fetchFavoriteServices(signal),
  });

type Toggle = { userId: string; serviceId: string };

const patch = (
  client: QueryClient,
  userId: string,
  change: (list: FavoriteService[]) => FavoriteService[],
) => patchList(client, favoriteServicesKeys.list(userId), change);

export function useAddFavoriteService() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: favoriteServicesKeys.toggles(),
    mutationFn: async ({ serviceId, notes = '' }: Toggle & { notes?: string }) => {
      try {
        return await addFavoriteService(serviceId, notes);
      } catch (error) {
        // 409: already a favourite (another tab, or an import naming it twice): the heart is right
        if (hasErrorCode(error, 'ALREADY_FAVORITE_SERVICE')) return null;
        throw error;
      }
    },
    onMutate: async ({ userId, serviceId, notes = '' }) => {
      await client.cancelQueries({ queryKey: favoriteServicesKeys.list(userId) });
      const placeholder: FavoriteService = {
        id: serviceId,
        serviceId,
        shopId: '',
        service: null,
        shop: null,
        addedAt: new Date().toISOString(),
        notes,
      };
      patch(client, userId, (list) =>
        list.some((f) => f.serviceId === serviceId) ? list : [placeholder, ...list],
      );
      return { placeholder };
    },
    onSuccess: (favorite, { userId, serviceId }) => {
      if (favorite)
        patch(client, userId, (list) =>
          list.map((f) => (f.serviceId === serviceId ? favorite : f)),
        );
      else void client.invalidateQueries({ queryKey: favoriteServicesKeys.list(userId) });
    },
    onError: (_error, { userId }, context) => {
      // the cache holds a copy of the placeholder (structural sharing): it is found by its id and the moment
      // it was made, not by identity (which once left a failed heart filled when the list had other entries)
      if (context)
        patch(client, userId, (list) =>
          list.filter(
            (f) =>
              f.serviceId !== context.placeholder.serviceId ||
              f.addedAt !== context.placeholder.addedAt,
          ),
        );
    },
  });
}

export function useRemoveFavoriteService() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: favoriteServicesKeys.toggles(),
    mutationFn: async ({ serviceId }: Toggle) => {
      try {
        await removeFavoriteService(serviceId);
      } catch (error) {
        // 404: already gone (another tab): the empty heart is right
        if (!hasErrorCode(error, 'SERVICE_NOT_IN_FAVORITES')) throw error;
      }
    },
    onMutate: ({ userId, serviceId }) =>
      removeOptimistically<FavoriteService>(
        client,
        favoriteServicesKeys.list(userId),
        (f) => f.serviceId === serviceId,
      ),
    onError: (_error, { userId, serviceId }, removal) =>
      restoreRemoved<FavoriteService>(
        client,
        favoriteServicesKeys.list(userId),
        removal,
        (f) => f.serviceId === serviceId,
      ),
  });
}

export function useSaveFavoriteServiceNotes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ serviceId, notes }: Toggle & { notes: string }) =>
      updateFavoriteServiceNotes(serviceId, notes),
    onSuccess: (favorite, { userId, serviceId }) =>
      patch(client, userId, (list) => list.map((f) => (f.serviceId === serviceId ? favorite : f))),
  });
}

/** Service ids whose add/remove is running (their hearts are disabled meanwhile). */
export const usePendingFavoriteServiceIds = () =>
  usePendingIds(favoriteServicesKeys.toggles(), (v) => (v as Toggle | undefined)?.serviceId);
