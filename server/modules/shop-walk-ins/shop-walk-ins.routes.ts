import { Router } from 'express';
import type { ShopAdminDeps } from '../shop-admin/shop-admin.deps';

// SKELETON: walk-ins, customer search and recurring series (H7) — replaced by the module's helper.
export function shopWalkInsRouter(_deps: ShopAdminDeps): Router {
  return Router();
}
