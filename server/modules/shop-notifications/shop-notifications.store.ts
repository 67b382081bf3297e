import { randomUUID } from 'node:crypto';
import type { Booking, BookingActorRole } from '../../../src/domain/booking';
import type { ShopNotification } from '../../../src/domain/shop-dashboard';
import type { ShopNotificationType } from '../../../src/domain/shop-notices';
import { createKeyLock } from '../bookings/key-lock';
import {
  SHOP_NOTIFICATIONS_KEPT,
  ShopNotificationsModel,
  type StoredShopNotification,
} from './shop-notification.model';

/**
 * The shop's notifications (model: shop-notification.model.ts). A write reads the shop's document and sets its
 * list with the new one in front; FerretDB runs updates as read-modify-write anyway, so one shop's writes take
 * turns in this process (a per-shop key lock). Two instances writing the same shop in the same millisecond could
 * drop one notification from the list; the booking itself, its email and its live event are unaffected.
 */
const withShopLock = createKeyLock();

const MAX_TEXT = 200;

function toDto(item: StoredShopNotification): ShopNotification {
  return {
    id: item.id,
    type: item.type,
    bookingId: item.bookingId,
    customerName: item.customerName,
    serviceName: item.serviceName,
    date: item.date,
    time: item.time,
    action: item.action,
    actor: item.actor,
    createdAt: new Date(item.createdAt).toISOString(),
  };
}

/** Stores one notification about a booking (newest first, the last SHOP_NOTIFICATIONS_KEPT kept). */
export async function recordShopNotification(
  booking: Booking,
  type: ShopNotificationType,
  action: string | null,
  actor: BookingActorRole,
  at: Date = new Date(),
): Promise<ShopNotification> {
  const item: StoredShopNotification = {
    id: randomUUID(),
    type,
    bookingId: booking.id,
    customerName: booking.customerName.slice(0, MAX_TEXT),
    serviceName: booking.serviceName.slice(0, MAX_TEXT),
    date: booking.date,
    time: booking.startTime,
    action: action?.slice(0, 64) ?? null,
    actor,
    createdAt: at,
  };
  await withShopLock(booking.shopId, async () => {
    const doc = await ShopNotificationsModel.findById(booking.shopId, { items: 1 }).lean<{
      items?: StoredShopNotification[];
    }>();
    const items = [item, ...(doc?.items ?? [])].slice(0, SHOP_NOTIFICATIONS_KEPT);
    await ShopNotificationsModel.updateOne(
      { _id: booking.shopId },
      { $set: { items } },
      { upsert: true },
    );
  });
  return toDto(item);
}

/** The shop's latest notifications, newest first. */
export async function recentShopNotifications(
  shopId: string,
  limit: number,
): Promise<ShopNotification[]> {
  if (limit <= 0) return [];
  const doc = await ShopNotificationsModel.findById(shopId, { items: 1 }).lean<{
    items?: StoredShopNotification[];
  }>();
  return (doc?.items ?? []).slice(0, limit).map(toDto);
}
