import { Router } from 'express';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';

/**
 * Shop notifications have no route of their own: the owner reads them with the dashboard
 * (`GET /api/shops/:id/dashboard?includeNotifications`, recentShopNotifications) and receives new ones live
 * (`notification_received`, server/realtime/shop-live.ts). The mount stays so a later list page adds its
 * route here; until then every path falls through to the next router.
 */
export function shopNotificationsRouter(_deps: ShopAdminDeps): Router {
  return Router();
}
