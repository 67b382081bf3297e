import { atom } from 'jotai';
import type { Favorite } from '@/domain/favorites';

/**
 * The signed-in customer's favourites, loaded once per session user and shared by every heart and by
 * /favorites. `userId` ties the list to the user it was loaded for, so a different sign-in reloads.
 */
export type FavoritesState =
  | { status: 'idle' }
  | { status: 'loading'; userId: string }
  | { status: 'ready'; userId: string; favorites: Favorite[] }
  | { status: 'error'; userId: string; message: string };

export const favoritesStateAtom = atom<FavoritesState>({ status: 'idle' });

/** Shop ids whose add/remove request is running (their hearts are disabled meanwhile). */
export const pendingFavoriteIdsAtom = atom<ReadonlySet<string>>(new Set<string>());

/** The shop a guest tried to favourite: the sign-in offer dialog is open while this is set. */
export const signInOfferAtom = atom<{ id: string; name: string } | null>(null);
