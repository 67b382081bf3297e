import { Router } from 'express';
import type { AuthGuards } from '../auth/auth.contract';
import type { AdminService } from './admin.service';

/** STUB: /api/admin (admin role only). */
export function adminRouter(deps: { admin: AdminService; guards: AuthGuards }): Router {
  void deps;
  return Router();
}
