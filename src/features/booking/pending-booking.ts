import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * The choice a guest made before signing in (spec 02 §2.4 and §3 "Pending booking in session storage:
 * shopId, services, dateTime{date, time}"), plus the staff member: kept for the tab while the guest is on
 * /login and restored when they land back on /booking/{shopId} signed in.
 */
export interface PendingBooking {
  shopId: string;
  /** service ids */
  services: string[];
  dateTime: { date: string; time: string };
  /** null = any available */
  staffId: string | null;
  /** ms since epoch */
  savedAt: number;
}

/** A pending booking older than this is forgotten (the guest went elsewhere). */
export const PENDING_BOOKING_TTL_MS = 60 * 60 * 1000;

const KEY = STORAGE_KEYS.pendingBooking;

export function savePendingBooking(pending: PendingBooking): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // storage full or blocked: the guest picks the time again after signing in
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/** The stored choice for this shop, or null (absent, unreadable, stale or for another shop). */
export function readPendingBooking(shopId: string, now = Date.now()): PendingBooking | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingBooking> | null;
    const valid =
      !!value &&
      isText(value.shopId) &&
      Array.isArray(value.services) &&
      value.services.length > 0 &&
      value.services.every(isText) &&
      !!value.dateTime &&
      isText(value.dateTime.date) &&
      isText(value.dateTime.time) &&
      (value.staffId === null || value.staffId === undefined || isText(value.staffId)) &&
      typeof value.savedAt === 'number' &&
      now - value.savedAt <= PENDING_BOOKING_TTL_MS;
    if (!valid) {
      console.warn('Ignoring an unreadable or stale pending booking');
      sessionStorage.removeItem(KEY);
      return null;
    }
    if (value.shopId !== shopId) return null;
    return { ...(value as PendingBooking), staffId: value.staffId ?? null };
  } catch {
    return null;
  }
}

export function clearPendingBooking(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
