import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Favorite } from '@/domain/favorites';
import { hasErrorCode } from '@/lib/error-code';
import { addFavorite, fetchFavorites, removeFavorite, updateFavoriteNotes } from './api';
import { patchList, removeOptimistically, restoreRemoved, usePendingIds } from './optimistic-list';

/**
 * The signed-in customer's favourites in the data layer: one cached list per user, shared by every heart and
 * by /favorites (many hearts on a page, one request), and the writes that change it. Adding and removing are
 * optimistic (the heart changes at once, and goes back if the server refuses); the server's answer patches the
 * list, so a toggle costs one request and no reload.
 */
export const favoritesKeys = {
  all: ['favorites'] as const,
  list: (userId: string) => [...favoritesKeys.all, userId] as const,
  /** the add/remove writes, to tell which hearts are waiting */
  toggles: () => [...favoritesKeys.all, 'toggle'] as const,
};

export const favoritesQuery = (userId: string) =>
  queryOptions({
    queryKey: favoritesKeys.list(userId),
    queryFn: ({ signal }) => fetchFavorites(signal),
  });

type Toggle = { userId: string; shopId: string };

const patch = (client: QueryClient, userId: string, change: (list: Favorite[]) => Favorite[]) =>
  patchList(client, favoritesKeys.list(userId), change);

/** Optimistic add: a placeholder fills the heart, the server's favourite replaces it; taken out on failure. */
export function useAddFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: favoritesKeys.toggles(),
    mutationFn: async ({ shopId }: Toggle) => {
      try {
        return await addFavorite(shopId);
      } catch (error) {
        // 409: it was already a favourite (another tab); the heart is right as it is
        if (hasErrorCode(error, 'ALREADY_FAVORITE')) return null;
        throw error;
      }
    },
    onMutate: async ({ userId, shopId }) => {
      await client.cancelQueries({ queryKey: favoritesKeys.list(userId) });
      const placeholder: Favorite = {
        id: shopId,
        shopId,
        shop: null,
        addedAt: new Date().toISOString(),
        lastVisited: null,
        notes: '',
      };
      patch(client, userId, (list) =>
        list.some((f) => f.shopId === shopId) ? list : [placeholder, ...list],
      );
      return { placeholder };
    },
    onSuccess: (favorite, { userId, shopId }) => {
      if (favorite)
        patch(client, userId, (list) => list.map((f) => (f.shopId === shopId ? favorite : f)));
    },
    onError: (_error, { userId }, context) => {
      // the cache holds a copy of the placeholder (structural sharing): it is found by its id and the moment
      // it was made, not by identity (which once left a failed heart filled when the list had other entries)
      if (context)
        patch(client, userId, (list) =>
          list.filter(
            (f) =>
              f.shopId !== context.placeholder.shopId || f.addedAt !== context.placeholder.addedAt,
          ),
        );
    },
  });
}

/** Optimistic remove, put back in its place on failure. */
export function useRemoveFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: favoritesKeys.toggles(),
    mutationFn: async ({ shopId }: Toggle) => {
      try {
        await removeFavorite(shopId);
      } catch (error) {
        // 404: already gone (another tab); the empty heart is right
        if (!hasErrorCode(error, 'NOT_IN_FAVORITES', 'FAVORITE_NOT_FOUND')) throw error;
      }
    },
    onMutate: ({ userId, shopId }) =>
      removeOptimistically<Favorite>(
        client,
        favoritesKeys.list(userId),
        (f) => f.shopId === shopId,
      ),
    onError: (_error, { userId, shopId }, removal) =>
      restoreRemoved<Favorite>(
        client,
        favoritesKeys.list(userId),
        removal,
        (f) => f.shopId === shopId,
      ),
  });
}

/** Saves a favourite's notes (not optimistic: the notes editor waits and shows the error). */
export function useSaveFavoriteNotes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ shopId, notes }: Toggle & { notes: string }) =>
      updateFavoriteNotes(shopId, notes),
    onSuccess: (favorite, { userId, shopId }) =>
      patch(client, userId, (list) =>
        list.map((f) =>
          f.shopId === shopId ? { ...f, ...favorite, shop: favorite.shop ?? f.shop } : f,
        ),
      ),
  });
}

/** Shop ids whose add/remove is running (their hearts are disabled meanwhile), across every heart. */
export const usePendingFavoriteIds = () =>
  usePendingIds(favoritesKeys.toggles(), (v) => (v as Toggle | undefined)?.shopId);
