import type { ShopNotification } from '../../../src/domain/shop-dashboard';

// SKELETON: the live-connection helper replaces this with the shop's stored notifications.
/** The shop's latest notifications, newest first. */
export async function recentShopNotifications(
  _shopId: string,
  _limit: number,
): Promise<ShopNotification[]> {
  return [];
}
