import { Router } from 'express';
import type { ShopAdminDeps } from './shop-admin.deps';

/** Placeholder router, replaced by the managed-shops routes. */
export function managedShopsRouter(_deps: ShopAdminDeps): Router {
  return Router();
}
