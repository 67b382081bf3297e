import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * The favourite a guest asked for before signing in (spec 02 §2.3 favourite toggle): kept for the tab in
 * sessionStorage while the guest is on /login, and added when they land back on `returnTo` signed in.
 */
export interface PendingFavorite {
  shopId: string;
  shopName: string;
  /** path + search the guest was on */
  returnTo: string;
  /** ms since epoch */
  savedAt: number;
}

/** A pending favourite older than this is forgotten (the guest went elsewhere). */
export const PENDING_FAVORITE_TTL_MS = 30 * 60 * 1000;

const KEY = STORAGE_KEYS.pendingFavorite;

export function savePendingFavorite(pending: PendingFavorite): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // storage full or blocked: the guest just has to tap the heart again after signing in
  }
}

export function readPendingFavorite(now = Date.now()): PendingFavorite | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingFavorite> | null;
    if (
      !value ||
      typeof value.shopId !== 'string' ||
      typeof value.shopName !== 'string' ||
      typeof value.returnTo !== 'string' ||
      typeof value.savedAt !== 'number' ||
      now - value.savedAt > PENDING_FAVORITE_TTL_MS
    ) {
      sessionStorage.removeItem(KEY);
      return null;
    }
    return value as PendingFavorite;
  } catch {
    return null;
  }
}

export function clearPendingFavorite(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
