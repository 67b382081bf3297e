import { randomUUID } from 'node:crypto';
import type { Booking, BookingActorRole } from '../../../src/domain/booking';
import type { ShopNotification } from '../../../src/domain/shop-dashboard';
import type { ShopNotificationType } from '../../../src/domain/shop-notices';
import { updateInBatch } from '../../db/write-batch';
import { createKeyLock } from '../bookings/key-lock';
import {
  SHOP_NOTIFICATIONS_KEPT,
  ShopNotificationsModel,
  type StoredShopNotification,
} from './shop-notification.model';

/**
 * The shop's notifications (model: shop-notification.model.ts). A write adds its notification under its own key
 * (`$set notices.<id>`, one JSON string: FerretDB's cost per find and update of a document follows its number of
 * values), without reading the document first; about one write in TRIM_EVERY then reads the document and drops
 * what is past the newest SHOP_NOTIFICATIONS_KEPT. Readers order by time and take the newest, so the few extra
 * kept between trims never show. FerretDB runs updates as read-modify-write, so one shop's writes take turns in
 * this process (a per-shop key lock). Two instances writing the same shop in the same millisecond on FerretDB
 * could drop one notification; the booking itself, its email and its live event are unaffected.
 */
const withShopLock = createKeyLock();

const MAX_TEXT = 200;
/** one write in this many (at random, so it holds across restarts and instances) trims the shop's document */
const TRIM_EVERY = 20;

/** A stored notification as the dashboard reads it, `order` breaking ties of one millisecond. */
type Notice = StoredShopNotification & { order: number };

/** written notifications of this process, for the order of those made in the same millisecond */
let written = 0;

interface StoredDoc {
  /** the list as written before notices were keyed (read, and dropped at the next trim) */
  items?: StoredShopNotification[];
  notices?: Record<string, string>;
}

function noticesOf(doc: StoredDoc | null): Notice[] {
  const listed = (doc?.items ?? []).map((item, i) => ({
    ...item,
    createdAt: new Date(item.createdAt),
    // the list was newest first
    order: -i,
  }));
  const keyed = Object.values(doc?.notices ?? {}).map((text) => {
    const notice = JSON.parse(text) as Omit<Notice, 'createdAt'> & { createdAt: number };
    return { ...notice, createdAt: new Date(notice.createdAt) };
  });
  return [...keyed, ...listed].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.order - a.order,
  );
}

const encodeNotice = (notice: Notice): string =>
  JSON.stringify({ ...notice, createdAt: notice.createdAt.getTime() });

/** Drops what is past the newest SHOP_NOTIFICATIONS_KEPT (and moves a list written before into keys). */
async function trim(shopId: string): Promise<void> {
  const doc = await ShopNotificationsModel.findById(shopId, {
    items: 1,
    notices: 1,
  }).lean<StoredDoc>();
  if (!doc || (!doc.items && Object.keys(doc.notices ?? {}).length <= SHOP_NOTIFICATIONS_KEPT))
    return;
  const all = noticesOf(doc);
  const $set: Record<string, string> = {};
  const $unset: Record<string, ''> = doc.items ? { items: '' } : {};
  all.forEach((notice, i) => {
    const keyed = doc.notices?.[notice.id] !== undefined;
    if (i >= SHOP_NOTIFICATIONS_KEPT) {
      if (keyed) $unset[`notices.${notice.id}`] = '';
    } else if (!keyed) $set[`notices.${notice.id}`] = encodeNotice(notice);
  });
  await updateInBatch(
    ShopNotificationsModel,
    shopId,
    {
      ...(Object.keys($set).length > 0 ? { $set } : {}),
      ...(Object.keys($unset).length > 0 ? { $unset } : {}),
    },
    { upsert: false },
  );
}

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
  const notice: Notice = { ...item, order: (written += 1) };
  await withShopLock(booking.shopId, async () => {
    await updateInBatch(
      ShopNotificationsModel,
      booking.shopId,
      { $set: { [`notices.${item.id}`]: encodeNotice(notice) } },
      { upsert: true },
    );
    if (Math.random() < 1 / TRIM_EVERY) await trim(booking.shopId);
  });
  return toDto(item);
}

/** The shop's latest notifications, newest first. */
export async function recentShopNotifications(
  shopId: string,
  limit: number,
): Promise<ShopNotification[]> {
  if (limit <= 0) return [];
  const doc = await ShopNotificationsModel.findById(shopId, {
    items: 1,
    notices: 1,
  }).lean<StoredDoc>();
  return noticesOf(doc).slice(0, limit).map(toDto);
}
