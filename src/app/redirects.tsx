import { Navigate, useParams } from 'react-router-dom';
import { bookingHref, PATHS, shopDetailsHref } from '@/domain/links';
import { roleHome } from '@/domain/route-guard';
import { useCurrentUser } from '@/features/auth';

export function StaticRedirect({ to }: { to: string }) {
  return <Navigate to={to} replace />;
}

/** /book/{shopId} (shop-card book button) → the booking page. */
export function BookRedirect() {
  const { shopId = '' } = useParams();
  return <Navigate to={bookingHref(shopId)} replace />;
}

/**
 * /shop/{shopId} and /shops/{id}: shop details open as a panel over the search results (spec 02 §2.3),
 * so these links land on /search?shop={id}.
 */
export function ShopDetailsRedirect() {
  const { shopId = '' } = useParams();
  return <Navigate to={shopDetailsHref(shopId)} replace />;
}

/** /dashboard → the signed-in user's home (customer dashboard or shop personal area). */
export function RoleHomeRedirect() {
  const user = useCurrentUser();
  return <Navigate to={user ? roleHome(user.role, user.status) : PATHS.login} replace />;
}
