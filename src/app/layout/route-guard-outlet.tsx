import { useAtomValue } from 'jotai';
import { Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { loginHref, PATHS } from '@/domain/links';
import { decideRoute, postLoginPath, type RouteMeta } from '@/domain/route-guard';
import { sessionEndTargetAtom, useCurrentUser } from '@/features/auth';
import { CatalogSectionProvider, pageCatalogSection } from '@/i18n';
import { preloadApiClient } from '@/lib/api-transport';
import { WithQueryClient } from '@/lib/query-layer';
import { useRouteHandle } from '../route-handle';
import { PageMetaSync } from './page-meta-sync';
import { PageLoading } from './page-loading';
import { RouteErrorBoundary } from './route-error-page';

const PUBLIC: RouteMeta = { access: 'public' };

/**
 * Applies the route guard (src/domain/route-guard.ts) on every navigation.
 * - A guest sent to /login carries `?returnTo=` so login can bring them back.
 * - Signing in on /login leaves through the same rule: to `returnTo` when safe, else the role's
 *   landing page (shop → /shop/dashboard → /shop/personal, admin → /shop/personal, customer → /customer/dashboard).
 * - Right after logout or expiry the session-end navigator decides where to go, so nothing is rendered here.
 */
export function GuardedOutlet() {
  const meta = useRouteHandle()?.meta ?? PUBLIC;
  const user = useCurrentUser();
  const endTarget = useAtomValue(sessionEndTargetAtom);
  const location = useLocation();
  const home = location.pathname === '/';
  // Every page but home asks for its data as it renders: its HTTP client loads beside the page's code.
  useEffect(() => {
    if (!home) preloadApiClient();
  }, [home]);
  const decision = decideRoute(meta, user);
  if ('redirect' in decision) {
    if (!user && endTarget) return null;
    let to = decision.redirect;
    if (to === PATHS.login && !user) {
      to = loginHref({ returnTo: `${location.pathname}${location.search}${location.hash}` });
    } else if (user && location.pathname === PATHS.login) {
      to = postLoginPath(
        user.role,
        new URLSearchParams(location.search).get('returnTo'),
        user.status,
      );
    }
    return <Navigate to={to} replace />;
  }
  const section = pageCatalogSection(location.pathname);
  return (
    <>
      {/* The document title and description, with the page's catalog part (a content page's title and intro
          travel with its copy), and outside the error boundary so a failed page still gets its title. */}
      <Suspense fallback={null}>
        <CatalogSectionProvider section={section}>
          <PageMetaSync />
        </CatalogSectionProvider>
      </Suspense>
      <RouteErrorBoundary resetKey={location.pathname}>
        <Suspense fallback={<PageLoading />}>
          {/* Home needs only the core messages; every other page may show long page copy. */}
          <CatalogSectionProvider section={section}>
            {/* Every page but home reads server state as it renders (home's first paint reads none, and its
                parts that do wait for the data layer themselves). */}
            {home ? (
              <Outlet />
            ) : (
              <WithQueryClient>
                <Outlet />
              </WithQueryClient>
            )}
          </CatalogSectionProvider>
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
