import { Router } from 'express';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';

// SKELETON: shop notifications (H3) — replaced by the module's helper.
export function shopNotificationsRouter(_deps: ShopAdminDeps): Router {
  return Router();
}
