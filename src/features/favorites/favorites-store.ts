import type { createStore } from 'jotai';
import type { Favorite } from '@/domain/favorites';
import { addFavorite, fetchFavorites, removeFavorite, updateFavoriteNotes } from './api';
import { favoritesStateAtom, pendingFavoriteIdsAtom } from './atoms';
import { hasErrorCode } from '@/lib/error-text';

/**
 * The favourites' state changes, shared by the hearts (useFavoriteShops) and /favorites. They work on the
 * jotai store directly so many hearts on one page share one load and one request per toggle.
 */
type Store = ReturnType<typeof createStore>;

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Loads the user's favourites unless already loaded (or loading) for them; `force` reloads. */
export async function loadFavorites(store: Store, userId: string, force = false): Promise<void> {
  const current = store.get(favoritesStateAtom);
  if (!force && current.status !== 'idle' && current.userId === userId) return;
  store.set(favoritesStateAtom, { status: 'loading', userId });
  try {
    const favorites = await fetchFavorites();
    if (stillFor(store, userId))
      store.set(favoritesStateAtom, { status: 'ready', userId, favorites });
  } catch (error) {
    if (stillFor(store, userId))
      store.set(favoritesStateAtom, { status: 'error', userId, message: errorMessage(error) });
  }
}

/** A sign-out or another sign-in while a request ran must not be overwritten by its answer. */
function stillFor(store: Store, userId: string): boolean {
  const s = store.get(favoritesStateAtom);
  return s.status !== 'idle' && s.userId === userId;
}

function readyList(store: Store, userId: string): Favorite[] | null {
  const s = store.get(favoritesStateAtom);
  return s.status === 'ready' && s.userId === userId ? s.favorites : null;
}

function setList(store: Store, userId: string, change: (list: Favorite[]) => Favorite[]) {
  const list = readyList(store, userId);
  if (list) store.set(favoritesStateAtom, { status: 'ready', userId, favorites: change(list) });
}

function setPending(store: Store, shopId: string, on: boolean) {
  const next = new Set(store.get(pendingFavoriteIdsAtom));
  if (on) next.add(shopId);
  else next.delete(shopId);
  store.set(pendingFavoriteIdsAtom, next);
}

/** Optimistic add: the heart fills at once, the server's favourite replaces the placeholder; on failure it is taken out again. */
export async function addFavoriteFor(store: Store, userId: string, shopId: string): Promise<void> {
  const placeholder: Favorite = {
    id: shopId,
    shopId,
    shop: null,
    addedAt: new Date().toISOString(),
    lastVisited: null,
    notes: '',
  };
  setList(store, userId, (list) =>
    list.some((f) => f.shopId === shopId) ? list : [placeholder, ...list],
  );
  setPending(store, shopId, true);
  try {
    const favorite = await addFavorite(shopId);
    setList(store, userId, (list) => list.map((f) => (f.shopId === shopId ? favorite : f)));
  } catch (error) {
    // 409: it was already a favourite (another tab); the heart is right as it is
    if (hasErrorCode(error, 'ALREADY_FAVORITE')) return;
    setList(store, userId, (list) => list.filter((f) => f !== placeholder));
    throw error;
  } finally {
    setPending(store, shopId, false);
  }
}

/** Optimistic remove, put back in its place on failure. */
export async function removeFavoriteFor(
  store: Store,
  userId: string,
  shopId: string,
): Promise<void> {
  const list = readyList(store, userId) ?? [];
  const index = list.findIndex((f) => f.shopId === shopId);
  const removed = index >= 0 ? list[index] : undefined;
  setList(store, userId, (l) => l.filter((f) => f.shopId !== shopId));
  setPending(store, shopId, true);
  try {
    await removeFavorite(shopId);
  } catch (error) {
    // 404: already gone (another tab); the empty heart is right
    if (hasErrorCode(error, 'NOT_IN_FAVORITES', 'FAVORITE_NOT_FOUND')) return;
    if (removed)
      setList(store, userId, (l) => {
        if (l.some((f) => f.shopId === shopId)) return l;
        const next = [...l];
        next.splice(Math.min(index, next.length), 0, removed);
        return next;
      });
    throw error;
  } finally {
    setPending(store, shopId, false);
  }
}

/** Saves a favourite's notes (not optimistic: the notes editor waits and shows the error). */
export async function saveFavoriteNotes(
  store: Store,
  userId: string,
  shopId: string,
  notes: string,
): Promise<void> {
  const favorite = await updateFavoriteNotes(shopId, notes);
  setList(store, userId, (list) =>
    list.map((f) =>
      f.shopId === shopId ? { ...f, ...favorite, shop: favorite.shop ?? f.shop } : f,
    ),
  );
}
