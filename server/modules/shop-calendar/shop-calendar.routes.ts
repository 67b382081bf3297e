import { Router } from 'express';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';

// SKELETON: calendar range (H4) — replaced by the module's helper.
export function shopCalendarRouter(_deps: ShopAdminDeps): Router {
  return Router();
}
