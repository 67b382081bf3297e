import type { Booking } from '@/domain/booking';
import { DASHBOARD_LIST_SIZE, type ShopNotification } from '@/domain/shop-dashboard';
import {
  noticeDelivery,
  noticeOfCreated,
  noticeOfUpdated,
  type NoticeChange,
  type ShopNotice,
} from '@/domain/shop-notices';
import { mockNotificationSettings } from '../shop-admin/hours';

/**
 * What the mock shops are told of (server/modules/shop-notifications): the same src/domain rule decides which
 * booking events are notices and, with the shop's notification settings, whether the shop area lists them. The
 * mocks keep the newest a dashboard shows; they send no email and have no live connection.
 */
const lists = new Map<string, ShopNotification[]>();

function tell(booking: Booking, notice: ShopNotice | null): void {
  if (!notice || !noticeDelivery(notice, mockNotificationSettings(booking.shopId)).shopArea) return;
  const notification: ShopNotification = {
    id: crypto.randomUUID(),
    type: notice.type,
    bookingId: booking.id,
    customerName: booking.customerName,
    serviceName: booking.serviceName,
    date: booking.date,
    time: booking.startTime,
    action: notice.action,
    actor: notice.actor,
    createdAt: new Date().toISOString(),
  };
  const list = [notification, ...(lists.get(booking.shopId) ?? [])];
  lists.set(booking.shopId, list.slice(0, DASHBOARD_LIST_SIZE));
}

/** After a booking was stored. */
export const tellShopOfNew = (booking: Booking): void => tell(booking, noticeOfCreated(booking));

/** After a booking was changed (`change.previous`: the booking before). */
export const tellShopOfChange = (booking: Booking, change: NoticeChange): void =>
  tell(booking, noticeOfUpdated(booking, change));

/** The shop's notifications, newest first (the dashboard's list). */
export const mockShopNotifications = (shopId: string): ShopNotification[] => [
  ...(lists.get(shopId) ?? []),
];

export function resetMockShopNotifications(): void {
  lists.clear();
}
