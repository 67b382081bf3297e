import { Router } from 'express';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';

// SKELETON: dashboard and performance (H1) — replaced by the module's helper.
export function shopDashboardRouter(_deps: ShopAdminDeps): Router {
  return Router();
}
