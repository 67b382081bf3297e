import { Router } from 'express';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';

/** Placeholder router, replaced by its module's routes. */
export function shopHoursRouter(_deps: ShopAdminDeps): Router {
  return Router();
}
