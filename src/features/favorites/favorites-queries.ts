import {
  queryOptions,
  useMutation,
  useMutationState,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Favorite } from '@/domain/favorites';
import { hasErrorCode } from '@/lib/error-code';
import { addFavorite, fetchFavorites, removeFavorite, updateFavoriteNotes } from './api';

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

function patch(client: QueryClient, userId: string, change: (list: Favorite[]) => Favorite[]) {
  client.setQueryData<Favorite[]>(favoritesKeys.list(userId), (list) => list && change(list));
}

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
      if (context) patch(client, userId, (list) => list.filter((f) => f !== context.placeholder));
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
    onMutate: async ({ userId, shopId }) => {
      await client.cancelQueries({ queryKey: favoritesKeys.list(userId) });
      const list = client.getQueryData<Favorite[]>(favoritesKeys.list(userId)) ?? [];
      const index = list.findIndex((f) => f.shopId === shopId);
      patch(client, userId, (l) => l.filter((f) => f.shopId !== shopId));
      return { index, removed: index >= 0 ? list[index] : undefined };
    },
    onError: (_error, { userId, shopId }, context) => {
      const removed = context?.removed;
      if (!removed) return;
      patch(client, userId, (list) => {
        if (list.some((f) => f.shopId === shopId)) return list;
        const next = [...list];
        next.splice(Math.min(context.index, next.length), 0, removed);
        return next;
      });
    },
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
export function usePendingFavoriteIds(): ReadonlySet<string> {
  const pending = useMutationState({
    filters: { mutationKey: favoritesKeys.toggles(), status: 'pending' },
    select: (mutation) => (mutation.state.variables as Toggle | undefined)?.shopId,
  });
  const key = pending.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids, not the array's identity
  return useMemo(() => new Set(pending.filter((id): id is string => Boolean(id))), [key]);
}
