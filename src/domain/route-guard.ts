import type { UserRole } from './auth';
import { PATHS } from './links';

/**
 * Route-guard decisions (spec 01 §2 "Route table and guard", spec 03 §2).
 * Pure: the router's guard element asks this on every navigation.
 *
 * - a login-required route without authentication → /login;
 * - a guest-only route for an authenticated user → the role's home:
 *   /customer/dashboard for a customer, /shop/personal for a shop or admin, / for any other role;
 * - a role-restricted route for a user of another role → /, except that an admin may enter shop routes;
 * - a shop owner whose business is pending or rejected → /business-pending or /business-rejected instead of
 *   any shop route or role home (spec 01 §4).
 */
export type RouteAccess = 'public' | 'guest' | 'auth';

export interface RouteMeta {
  access: RouteAccess;
  /** only these roles may enter (implies login); admin may also enter routes open to 'shop' */
  roles?: readonly UserRole[];
}

export interface GuardUser {
  role: string;
  /** a shop account awaiting review ('pending') or turned down ('rejected') may not enter shop routes */
  status?: string;
}

/** Where a shop owner whose business is not approved belongs, or null when approved (or not a shop). */
export function businessStatusPath(user: GuardUser): string | null {
  if (user.role !== 'shop') return null;
  if (user.status === 'pending') return PATHS.businessPending;
  if (user.status === 'rejected') return PATHS.businessRejected;
  return null;
}

export type RouteDecision = { allow: true } | { redirect: string };

/** Where an authenticated user belongs: the target of guest-only redirects and of /dashboard. */
export function roleHome(role: string, status?: string): string {
  const business = businessStatusPath({ role, status });
  if (business) return business;
  switch (role) {
    case 'customer':
      return PATHS.customerDashboard;
    case 'shop':
    case 'admin':
      return PATHS.shopPersonal;
    default:
      return PATHS.home;
  }
}

/** Admin is treated as shop for routing (spec 01 §1, §6). */
export function roleMayEnter(role: string, roles: readonly string[]): boolean {
  if (roles.includes(role)) return true;
  return role === 'admin' && roles.includes('shop');
}

export function decideRoute(meta: RouteMeta, user: GuardUser | null): RouteDecision {
  const needsLogin = meta.access === 'auth' || (meta.roles !== undefined && meta.roles.length > 0);
  if (needsLogin && !user) return { redirect: PATHS.login };
  if (meta.access === 'guest' && user) return { redirect: roleHome(user.role, user.status) };
  if (user && meta.roles && meta.roles.length > 0) {
    if (!roleMayEnter(user.role, meta.roles)) return { redirect: PATHS.home };
    const business = businessStatusPath(user);
    if (business) return { redirect: business };
  }
  return { allow: true };
}

/**
 * A post-login destination taken from `?returnTo=`: only same-site absolute paths,
 * never another origin ('//host', '/\\host') and never back to a guest-only auth page.
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  const path = value.split(/[?#]/)[0] ?? '';
  const authPages: string[] = [
    PATHS.login,
    PATHS.register,
    PATHS.forgotPassword,
    PATHS.resetPassword,
  ];
  if (authPages.includes(path)) return null;
  return value;
}

/** Where a successful login goes (spec 01 §4): returnTo when safe, else shop → /shop/dashboard, admin → /shop/personal, otherwise /customer/dashboard. */
export function postLoginPath(role: string, returnTo?: string | null, status?: string): string {
  const business = businessStatusPath({ role, status });
  if (business) return business;
  const back = safeReturnTo(returnTo);
  if (back) return back;
  if (role === 'shop') return PATHS.shopDashboard;
  if (role === 'admin') return PATHS.shopPersonal;
  return PATHS.customerDashboard;
}
