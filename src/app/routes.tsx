import { useMemo, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AdminShopsPage } from '@/features/admin';
import { LoginPage, ForgotPasswordPage, RegisterPage, ResetPasswordPage } from '@/features/auth';
import { BookingPage } from '@/features/booking';
import { BusinessStatusPage, ContentPage, NotFoundPage } from '@/features/content';
import { CustomerDashboardPage } from '@/features/customer-dashboard';
import { ResponsiveDemoPage } from '@/features/demo';
import { FavoritesPage } from '@/features/favorites';
import { HomePage } from '@/features/home';
import { MyBookingsPage } from '@/features/my-bookings';
import { ProfilePage } from '@/features/profile';
import { SearchPage } from '@/features/search';
import { ShopPersonalPage } from '@/features/shop-owner';
import { isAppRouteHandle, RouteHandleContext, type AppRouteHandle } from './route-handle';
import { BookRedirect, RoleHomeRedirect, ShopDetailsRedirect, StaticRedirect } from './redirects';
import { RootLayout } from './layout/root-layout';

const pub = { access: 'public' } as const;
const guest = { access: 'guest' } as const;
const auth = { access: 'auth' } as const;
const customer = { access: 'auth', roles: ['customer'] } as const;
const shop = { access: 'auth', roles: ['shop'] } as const;
const admin = { access: 'auth', roles: ['admin'] } as const;

function route(path: string, element: ReactNode, handle: AppRouteHandle): RouteObject {
  return { path, element, handle };
}

/** Static content pages: path → message prefix under pages.* */
export const CONTENT_PAGES = {
  '/about': 'about',
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/cookies': 'cookies',
  '/accessibility': 'accessibility',
  '/contact': 'contact',
  '/support': 'support',
  '/support/report': 'report',
  '/feedback': 'feedback',
  '/referral/terms': 'referralTerms',
  '/services': 'services',
  '/loyalty': 'loyalty',
} as const;

/**
 * The route table (spec 01 §2, spec 02, spec 03). Every page is a lazy chunk; the guard in the root
 * layout reads the matched route's `handle.meta` on every navigation.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        index: true,
        element: <HomePage />,
        handle: {
          meta: pub,
          titleKey: 'routes.home.title',
          descriptionKey: 'routes.home.description',
        } satisfies AppRouteHandle,
      },
      route('login', <LoginPage />, { meta: guest, titleKey: 'routes.login.title' }),
      route('register', <RegisterPage />, { meta: guest, titleKey: 'routes.register.title' }),
      route('forgot-password', <ForgotPasswordPage />, {
        meta: guest,
        titleKey: 'routes.forgotPassword.title',
      }),
      route('reset-password', <ResetPasswordPage />, {
        meta: guest,
        titleKey: 'routes.resetPassword.title',
      }),
      route('search', <SearchPage />, {
        meta: pub,
        titleKey: 'routes.search.title',
        descriptionKey: 'routes.search.description',
      }),
      route('booking/:shopId', <BookingPage />, { meta: pub, titleKey: 'routes.booking.title' }),
      route('book/:shopId', <BookRedirect />, { meta: pub, titleKey: 'routes.booking.title' }),
      route('shop/:shopId', <ShopDetailsRedirect />, {
        meta: pub,
        titleKey: 'routes.search.title',
      }),
      route('shops/:shopId', <ShopDetailsRedirect />, {
        meta: pub,
        titleKey: 'routes.search.title',
      }),
      route('profile', <ProfilePage />, { meta: auth, titleKey: 'routes.profile.title' }),
      route('bookings', <MyBookingsPage />, { meta: auth, titleKey: 'routes.bookings.title' }),
      route('favorites', <FavoritesPage />, { meta: auth, titleKey: 'routes.favorites.title' }),
      route('dashboard', <RoleHomeRedirect />, { meta: auth, titleKey: 'routes.dashboard.title' }),
      route('customer/dashboard', <CustomerDashboardPage />, {
        meta: customer,
        titleKey: 'routes.customerDashboard.title',
      }),
      route('shop/dashboard', <StaticRedirect to="/shop/personal" />, {
        meta: shop,
        titleKey: 'routes.shopPersonal.title',
      }),
      route('shop/personal', <ShopPersonalPage />, {
        meta: shop,
        titleKey: 'routes.shopPersonal.title',
      }),
      route('shop/settings', <StaticRedirect to="/shop/personal#settings" />, {
        meta: shop,
        titleKey: 'routes.shopPersonal.title',
      }),
      // The sales pages come with the sales issue; until then their spec routes lead to the shop area.
      route('shop/sales/dashboard', <StaticRedirect to="/shop/personal" />, {
        meta: shop,
        titleKey: 'routes.shopPersonal.title',
      }),
      route('shop/sales/manual-entry', <StaticRedirect to="/shop/personal" />, {
        meta: shop,
        titleKey: 'routes.shopPersonal.title',
      }),
      route('admin/shops', <AdminShopsPage />, {
        meta: admin,
        titleKey: 'routes.adminShops.title',
      }),
      route('responsive-demo', <ResponsiveDemoPage />, {
        meta: pub,
        titleKey: 'routes.responsiveDemo.title',
      }),
      route('business-pending', <BusinessStatusPage status="pending" />, {
        meta: pub,
        titleKey: 'routes.businessPending.title',
      }),
      route('business-rejected', <BusinessStatusPage status="rejected" />, {
        meta: pub,
        titleKey: 'routes.businessRejected.title',
      }),
      ...Object.entries(CONTENT_PAGES).map(([path, page]) =>
        route(path.slice(1), <ContentPage page={page} />, {
          meta: pub,
          titleKey: `pages.${page}.title`,
          descriptionKey: `pages.${page}.intro`,
        }),
      ),
      route('*', <NotFoundPage />, { meta: pub, titleKey: 'routes.notFound.title' }),
    ],
  },
];

/**
 * Renders the route table and provides the matched route's handle (guard rules, title) to the layout.
 * Declarative routing keeps the entry chunk small; `matchRoutes` gives the same matches a data router would.
 */
export function AppRoutes() {
  const location = useLocation();
  const handle = useMemo(() => {
    const matches = matchRoutes(appRoutes, location) ?? [];
    for (let i = matches.length - 1; i >= 0; i -= 1) {
      const candidate = (matches[i]?.route as { handle?: unknown } | undefined)?.handle;
      if (isAppRouteHandle(candidate)) return candidate;
    }
    return null;
  }, [location]);
  const element = useRoutes(appRoutes, location);
  return <RouteHandleContext.Provider value={handle}>{element}</RouteHandleContext.Provider>;
}
