import { Router } from 'express';
import type { AuthGuards, SessionControl } from '../auth/auth.contract';
import type { ProfileService } from './profile.service';

export interface ProfileRouteDeps {
  profile: ProfileService;
  guards: AuthGuards;
  sessions: SessionControl;
}

/** STUB: /api/users (profile, password, settings, avatar). */
export function usersRouter(deps: ProfileRouteDeps): Router {
  void deps;
  return Router();
}

/** STUB: /api/customer (export-data, delete-data). */
export function customerDataRouter(deps: ProfileRouteDeps): Router {
  void deps;
  return Router();
}
