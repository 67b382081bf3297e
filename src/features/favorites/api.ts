import type { Favorite, FavoritesResult } from '@/domain/favorites';
import { api } from '@/lib/api';

/** The customer's favourite shops (spec 02 §7 "Customer area"); each returns the envelope's data or throws ApiError. */
export async function fetchFavorites(signal?: AbortSignal): Promise<Favorite[]> {
  return (await api.get<FavoritesResult>('customer/favorites', { signal })).favorites;
}

export async function addFavorite(shopId: string, notes = ''): Promise<Favorite> {
  return (await api.post<{ favorite: Favorite }>('customer/favorites', { shopId, notes })).favorite;
}

export async function removeFavorite(shopId: string): Promise<void> {
  await api.delete<{ success: true }>(`customer/favorites/${encodeURIComponent(shopId)}`);
}

export async function updateFavoriteNotes(shopId: string, notes: string): Promise<Favorite> {
  return (
    await api.patch<{ favorite: Favorite }>(`customer/favorites/${encodeURIComponent(shopId)}`, {
      notes,
    })
  ).favorite;
}
