import type { QueryClient } from '@tanstack/react-query';
import { shopToday } from '@/domain/availability';
import { isUpcoming, type Booking } from '@/domain/booking';
import {
  DASHBOARD_LIST_SIZE,
  type ShopDashboard,
  type ShopNotification,
} from '@/domain/shop-dashboard';
import { shopOpsKeys } from '../query-keys';

/**
 * The shop area's live events → its cached queries (ARCHITECTURE "Socket.IO events invalidate or patch the
 * cache in one place"). The dashboard is patched in place at once (spec 03 §4 "Live updates"); lists whose
 * order and paging only the server knows (calendar, appointments) and the figures are asked for again; a change
 * of blocked time refetches what shows it or the free times it leaves.
 * The pure `with…` functions build the next dashboard; `applyShopLiveEvent` puts them in the cache.
 */

/** spec 03 §9: notifications trimmed to 15 when over 20 */
export const NOTIFICATIONS_TRIM_OVER = 20;
export const NOTIFICATIONS_TRIM_TO = 15;

/** A booking that counts in today's figure: starting today in the shop's zone, and not cancelled or rejected. */
export function countsToday(booking: Booking, now: Date): boolean {
  return (
    booking.date === shopToday(now, booking.shopTimeZone) &&
    booking.status !== 'cancelled' &&
    booking.status !== 'rejected'
  );
}

function upcomingWith(list: Booking[], booking: Booking, now: Date): Booking[] {
  const rest = list.filter((b) => b.id !== booking.id);
  if (!isUpcoming(booking, now)) return rest;
  return [...rest, booking]
    .sort((a, b) => a.startAt.localeCompare(b.startAt))
    .slice(0, DASHBOARD_LIST_SIZE);
}

/**
 * `booking_created`: first in the recent bookings (kept to 10), in the upcoming ones where it falls, today's
 * count +1 when it is today in the shop's zone, the pending count +1 when it waits for the shop. A booking the
 * dashboard already shows (the refetch won the race) changes nothing.
 */
export function withCreatedBooking(
  dashboard: ShopDashboard,
  booking: Booking,
  now: Date = new Date(),
): ShopDashboard {
  if (dashboard.recentBookings?.some((b) => b.id === booking.id)) return dashboard;
  const next: ShopDashboard = { ...dashboard };
  if (dashboard.recentBookings)
    next.recentBookings = [booking, ...dashboard.recentBookings].slice(0, DASHBOARD_LIST_SIZE);
  if (dashboard.upcomingBookings)
    next.upcomingBookings = upcomingWith(dashboard.upcomingBookings, booking, now);
  if (dashboard.metrics && countsToday(booking, now))
    next.metrics = { ...dashboard.metrics, todayBookings: dashboard.metrics.todayBookings + 1 };
  if (dashboard.quickStats && booking.status === 'pending')
    next.quickStats = {
      ...dashboard.quickStats,
      pendingBookings: dashboard.quickStats.pendingBookings + 1,
    };
  return next;
}

/** `booking_updated`: the booking replaces its old self in the lists (the counts follow with the refetch). */
export function withUpdatedBooking(
  dashboard: ShopDashboard,
  booking: Booking,
  now: Date = new Date(),
): ShopDashboard {
  const next: ShopDashboard = { ...dashboard };
  if (dashboard.recentBookings)
    next.recentBookings = dashboard.recentBookings.map((b) => (b.id === booking.id ? booking : b));
  if (dashboard.upcomingBookings)
    next.upcomingBookings = upcomingWith(dashboard.upcomingBookings, booking, now);
  return next;
}

/** `notification_received`: first in the list; over 20 the list is trimmed to 15 (spec 03 §9). */
export function withNotification(
  dashboard: ShopDashboard,
  notification: ShopNotification,
): ShopDashboard {
  if (!dashboard.notifications) return dashboard;
  const list = [notification, ...dashboard.notifications.filter((n) => n.id !== notification.id)];
  return {
    ...dashboard,
    notifications:
      list.length > NOTIFICATIONS_TRIM_OVER ? list.slice(0, NOTIFICATIONS_TRIM_TO) : list,
  };
}

/** A live message's `data` (the spec's envelope `{ type, data, timestamp, id }`). */
function dataOf(message: unknown): Record<string, unknown> | null {
  if (!message || typeof message !== 'object' || !('data' in message)) return null;
  const data = (message as { data: unknown }).data;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
}

function bookingIn(data: Record<string, unknown> | null, shopId: string): Booking | null {
  const booking = data?.booking as Booking | undefined;
  return booking && typeof booking.id === 'string' && booking.shopId === shopId ? booking : null;
}

/** The events the shop area listens to. */
export const SHOP_LIVE_EVENTS = [
  'booking_created',
  'booking_updated',
  'notification_received',
  'metrics_updated',
  'performance_updated',
  'settings_updated',
  'blocks_updated',
] as const;
export type ShopLiveEvent = (typeof SHOP_LIVE_EVENTS)[number];

/** the overview's figures (below the shop's key): recomputed on booking changes, never on blocked time */
const FIGURES = new Set(['dashboard', 'performance']);

const patchDashboard = (
  client: QueryClient,
  shopId: string,
  patch: (dashboard: ShopDashboard) => ShopDashboard,
) =>
  client.setQueryData<ShopDashboard>(shopOpsKeys.dashboard(shopId), (current) =>
    current ? patch(current) : current,
  );

/**
 * One live event of the shop being shown → the cache. Events of the owner's other shops (their sockets are in
 * every one of their shops' rooms) are left alone.
 */
export async function applyShopLiveEvent(
  client: QueryClient,
  shopId: string,
  event: ShopLiveEvent,
  message: unknown,
  now: Date = new Date(),
): Promise<void> {
  const data = dataOf(message);
  if (data?.shopId !== undefined && data.shopId !== shopId) return;
  const lists = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: shopOpsKeys.calendar(shopId) }),
      client.invalidateQueries({ queryKey: shopOpsKeys.appointments(shopId) }),
    ]).then(() => undefined);
  switch (event) {
    case 'booking_created': {
      const booking = bookingIn(data, shopId);
      if (!booking) return;
      patchDashboard(client, shopId, (d) => withCreatedBooking(d, booking, now));
      return lists();
    }
    case 'booking_updated': {
      const booking = bookingIn(data, shopId);
      if (!booking) return;
      patchDashboard(client, shopId, (d) => withUpdatedBooking(d, booking, now));
      // a completion, a no-show or a cancellation may record money or undo it: the finance tab's figures follow
      // (the sales keys come with the sales code, loaded on demand as the settings' are below)
      const { salesKeys } = await import('@/features/sales');
      await client.invalidateQueries({ queryKey: salesKeys.shop(shopId) });
      return lists();
    }
    case 'notification_received': {
      const notification = data?.notification as ShopNotification | undefined;
      if (data?.shopId !== shopId || typeof notification?.id !== 'string') return;
      patchDashboard(client, shopId, (d) => withNotification(d, notification));
      return;
    }
    case 'metrics_updated':
      if (data?.shopId !== shopId) return;
      return client.invalidateQueries({ queryKey: shopOpsKeys.dashboard(shopId) });
    case 'performance_updated':
      if (data?.shopId !== shopId) return;
      return client.invalidateQueries({ queryKey: [...shopOpsKeys.shop(shopId), 'performance'] });
    case 'blocks_updated':
      if (data?.shopId !== shopId) return;
      // what the acting browser refetches after its own block (use-shop-blocks.ts): the blocks list, the calendar
      // and every free-time list (walk-in, move, reschedule); the figures are not moved by blocked time
      return client.invalidateQueries({
        queryKey: shopOpsKeys.shop(shopId),
        predicate: (query) => !FIGURES.has(String(query.queryKey[2])),
      });
    case 'settings_updated': {
      if (data?.shopId !== shopId) return;
      // the editors' keys come with their lazily loaded code (as the header's refresh does)
      const { shopAdminKeys } = await import('@/features/shop-setup');
      return client.invalidateQueries({ queryKey: shopAdminKeys.shop(shopId) });
    }
  }
}
