import { Router } from 'express';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';

// SKELETON: blocked time (H5) — replaced by the module's helper.
export function shopBlocksRouter(_deps: ShopAdminDeps): Router {
  return Router();
}
