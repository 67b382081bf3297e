import { Router } from 'express';
import type { ShopAdminDeps } from './shop-admin.deps';

/** Placeholder router, replaced by the audit trail's routes (GET /:id/activity). */
export function shopActivityRouter(_deps: ShopAdminDeps): Router {
  return Router();
}
