import { EventEmitter } from 'node:events';
import type { ShopNotification } from '../../../src/domain/shop-dashboard';
import {
  noticeDelivery,
  noticeOfCreated,
  noticeOfUpdated,
  type ShopNotice,
} from '../../../src/domain/shop-notices';
import type { Logger } from '../../logger';
import type { BookingEventMap, BookingEvents } from '../bookings/booking-events';
import type { ShopCatalog } from '../shops/shop-catalog';
import { shopNoticeSettings } from './shop-notice-settings';
import { recordShopNotification } from './shop-notifications.store';

export interface ShopNotifiedEventMap {
  /** a notification was stored for the shop (owner: the shop's owner, for the live message to their room) */
  notified: [shopId: string, ownerId: string | null, notification: ShopNotification];
}
export type ShopNotifiedEvents = EventEmitter<ShopNotifiedEventMap>;

/**
 * Stores a notification for every booking the shop is told of, per its notification settings (src/domain/
 * shop-notices.ts: with `newBookings` off a new booking is not one), and announces it, so the live connection
 * can send it to the shop area. Runs after the booking write; a failure is logged, never thrown. Returns the
 * announcer and the function that unsubscribes.
 */
export function linkShopNotifications(options: {
  events: BookingEvents;
  logger: Logger;
  /** the shop's document comes from memory while this catalog has not changed */
  catalog?: Pick<ShopCatalog, 'changeCount'>;
}): {
  notified: ShopNotifiedEvents;
  unlink: () => void;
} {
  const notified: ShopNotifiedEvents = new EventEmitter<ShopNotifiedEventMap>();
  const record = (
    booking: BookingEventMap['created'][0],
    ownerId: string | null,
    notice: ShopNotice | null,
  ) => {
    if (!notice) return;
    void (async () => {
      const settings = await shopNoticeSettings(booking.shopId, options.catalog);
      if (!settings || !noticeDelivery(notice, settings).shopArea) return;
      const notification = await recordShopNotification(
        booking,
        notice.type,
        notice.action,
        notice.actor,
      );
      notified.emit('notified', booking.shopId, ownerId, notification);
    })().catch((error: unknown) =>
      options.logger.error({ err: error, bookingId: booking.id }, 'shop notification failed'),
    );
  };
  const created = (...[booking, context]: BookingEventMap['created']) =>
    record(booking, context.shopOwnerId, noticeOfCreated(booking));
  const updated = (...[booking, change]: BookingEventMap['updated']) =>
    record(booking, change.shopOwnerId, noticeOfUpdated(booking, change));
  options.events.on('created', created);
  options.events.on('updated', updated);
  return {
    notified,
    unlink: () => {
      options.events.off('created', created);
      options.events.off('updated', updated);
    },
  };
}
