import type { BookingEventMap, BookingEvents } from '../modules/bookings/booking-events';
import type { ShopNotifiedEvents } from '../modules/shop-notifications/shop-notifications.link';
import { manageableShop } from '../modules/shop-admin/shop-access';
import type { UserRole } from '../../src/domain/auth';
import type { ShopNotification } from '../../src/domain/shop-dashboard';
import type { ShopChange } from '../modules/shop-admin/shop-changes';
import type { ShopChangesFeed } from './shop-changes-feed';
import { listenedRooms, liveMessage, shopStaffRoom, userRoom, type RealtimeServer } from './index';

/**
 * The shop area's live feed (spec 03 §7 "Real-time", on Socket.IO): to the shop's staff room (its owner's sockets
 * and admins who entered its area) and the owner's own room, `notification_received` for each stored
 * notification, `metrics_updated` and `performance_updated` hints after any booking change (open dashboards ask
 * for their figures again), `blocks_updated` with the dates whose blocked time was added, moved or removed (the
 * other open owner browsers' calendar and blocks list), and `settings_updated` after any shop-management write.
 * Returns the unsubscriber.
 */
export function linkShopLive(
  io: RealtimeServer,
  sources: { bookings: BookingEvents; notified: ShopNotifiedEvents; shopChanges: ShopChangesFeed },
): () => void {
  // only the rooms with sockets (listenedRooms): none, and the event is not even built
  const rooms = (shopId: string, ownerId: string | null) =>
    listenedRooms(
      io,
      ownerId ? [shopStaffRoom(shopId), userRoom(ownerId)] : [shopStaffRoom(shopId)],
    );

  const hint = (shopId: string, ownerId: string | null) => {
    const listened = rooms(shopId, ownerId);
    if (listened.length === 0) return;
    const target = io.to(listened);
    target.emit('metrics_updated', liveMessage('metrics_updated', { shopId }));
    target.emit('performance_updated', liveMessage('performance_updated', { shopId }));
  };
  const created = (...[booking, context]: BookingEventMap['created']) =>
    hint(booking.shopId, context.shopOwnerId);
  const updated = (...[booking, change]: BookingEventMap['updated']) => {
    if (change.action !== 'notes') hint(booking.shopId, change.shopOwnerId);
  };
  const notified = (shopId: string, ownerId: string | null, notification: ShopNotification) => {
    const listened = rooms(shopId, ownerId);
    if (listened.length === 0) return;
    io.to(listened).emit(
      'notification_received',
      liveMessage('notification_received', { shopId, notification }),
    );
  };
  const blocks = (...[change]: BookingEventMap['blocks']) =>
    io
      .to(shopStaffRoom(change.shopId))
      .emit(
        'blocks_updated',
        liveMessage('blocks_updated', { shopId: change.shopId, dates: [...change.dates] }),
      );
  const applied = (change: ShopChange) =>
    io
      .to(shopStaffRoom(change.shopId))
      .emit(
        'settings_updated',
        liveMessage('settings_updated', { shopId: change.shopId, section: change.section }),
      );

  sources.bookings.on('created', created);
  sources.bookings.on('updated', updated);
  sources.bookings.on('blocks', blocks);
  sources.notified.on('notified', notified);
  sources.shopChanges.on('applied', applied);
  return () => {
    sources.bookings.off('created', created);
    sources.bookings.off('updated', updated);
    sources.bookings.off('blocks', blocks);
    sources.notified.off('notified', notified);
    sources.shopChanges.off('applied', applied);
  };
}

/** The managed-shops rule (shop-access.ts): the shop's owner, or any admin. */
export async function canManageShop(
  userId: string,
  role: string,
  shopId: string,
): Promise<boolean> {
  if (role !== 'shop' && role !== 'admin') return false;
  try {
    await manageableShop({ userId, role: role as UserRole }, shopId);
    return true;
  } catch {
    return false;
  }
}
