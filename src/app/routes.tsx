import { useMemo, type ReactNode } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { AdminShopsPage } from '@/features/admin';
import { LoginPage, ForgotPasswordPage, RegisterPage, ResetPasswordPage } from '@/features/auth';
import { BookingPage } from '@/features/booking';
import { BusinessStatusPage, ContentPage, NotFoundPage } from '@/features/content';
import { CustomerDashboardPage } from '@/features/customer-dashboard';
import { ResponsiveDemoPage } from '@/features/demo';
import { FavoritesPage, ServiceBookingPage } from '@/features/favorites';
import { HomePage } from '@/features/home';
import { MyBookingsPage } from '@/features/my-bookings';
import { ProfilePage } from '@/features/profile';
import { ManualSalePage, SalesDashboardPage, SalesTransactionsPage } from '@/features/sales';
import { SearchPage } from '@/features/search';
import { ShopPersonalPage } from '@/features/shop-owner';
import { CONTENT_PATHS, PATHS, SERVICE_BOOKING_ROUTE, SHOP_ROUTES } from '@/domain/links';
import { isAppRouteHandle, RouteHandleContext, type AppRouteHandle } from './route-handle';
import { BookRedirect, RoleHomeRedirect, ShopDetailsRedirect, StaticRedirect } from './redirects';
import { HEADER_COMPACT_QUERY } from './layout/app-header';
import { HeaderControls } from './layout/header-controls';
import { useMediaQuery } from '@/lib/media';
import { RootLayout } from './layout/root-layout';

/**
 * The language and theme controls in the shop area's header (spec 03: a theme toggle there), only where the app
 * header folds its own into the menu: on a wide screen they would sit twice in a row.
 */
function ShopAreaControls() {
  return useMediaQuery(HEADER_COMPACT_QUERY) ? <HeaderControls size="small" /> : null;
}

const pub = { access: 'public' } as const;
const guest = { access: 'guest' } as const;
const auth = { access: 'auth' } as const;
const customer = { access: 'auth', roles: ['customer'] } as const;
const shop = { access: 'auth', roles: ['shop'] } as const;
const admin = { access: 'auth', roles: ['admin'] } as const;

/** A page under the root layout; `path` is one of src/domain/links.ts (absolute there, relative here). */
function route(path: string, element: ReactNode, handle: AppRouteHandle): RouteObject {
  return { path: path.replace(/^\//, ''), element, handle };
}

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
      route(PATHS.login, <LoginPage />, { meta: guest, titleKey: 'routes.login.title' }),
      route(PATHS.register, <RegisterPage />, { meta: guest, titleKey: 'routes.register.title' }),
      route(PATHS.forgotPassword, <ForgotPasswordPage />, {
        meta: guest,
        titleKey: 'routes.forgotPassword.title',
      }),
      route(PATHS.resetPassword, <ResetPasswordPage />, {
        meta: guest,
        titleKey: 'routes.resetPassword.title',
      }),
      route(PATHS.search, <SearchPage />, {
        meta: pub,
        titleKey: 'routes.search.title',
        descriptionKey: 'routes.search.description',
      }),
      route(SHOP_ROUTES.booking, <BookingPage />, { meta: pub, titleKey: 'routes.booking.title' }),
      route(SERVICE_BOOKING_ROUTE, <ServiceBookingPage />, {
        meta: pub,
        titleKey: 'routes.booking.title',
      }),
      route(SHOP_ROUTES.book, <BookRedirect />, { meta: pub, titleKey: 'routes.booking.title' }),
      route(SHOP_ROUTES.shop, <ShopDetailsRedirect />, {
        meta: pub,
        titleKey: 'routes.search.title',
      }),
      route(SHOP_ROUTES.shops, <ShopDetailsRedirect />, {
        meta: pub,
        titleKey: 'routes.search.title',
      }),
      route(PATHS.profile, <ProfilePage />, { meta: auth, titleKey: 'routes.profile.title' }),
      route(PATHS.bookings, <MyBookingsPage />, { meta: auth, titleKey: 'routes.bookings.title' }),
      route(PATHS.favorites, <FavoritesPage />, { meta: auth, titleKey: 'routes.favorites.title' }),
      route(PATHS.dashboard, <RoleHomeRedirect />, {
        meta: auth,
        titleKey: 'routes.dashboard.title',
      }),
      route(PATHS.customerDashboard, <CustomerDashboardPage />, {
        meta: customer,
        titleKey: 'routes.customerDashboard.title',
      }),
      route(PATHS.shopDashboard, <StaticRedirect to={PATHS.shopPersonal} />, {
        meta: shop,
        titleKey: 'routes.shopPersonal.title',
      }),
      route(PATHS.shopPersonal, <ShopPersonalPage controls={<ShopAreaControls />} />, {
        meta: shop,
        titleKey: 'routes.shopPersonal.title',
      }),
      route(PATHS.shopSettings, <StaticRedirect to={`${PATHS.shopPersonal}#settings`} />, {
        meta: shop,
        titleKey: 'routes.shopPersonal.title',
      }),
      route(PATHS.shopSalesDashboard, <SalesDashboardPage />, {
        meta: shop,
        titleKey: 'routes.salesDashboard.title',
      }),
      route(PATHS.shopSalesManualEntry, <ManualSalePage />, {
        meta: shop,
        titleKey: 'routes.salesManualEntry.title',
      }),
      route(PATHS.shopSalesTransactions, <SalesTransactionsPage />, {
        meta: shop,
        titleKey: 'routes.salesTransactions.title',
      }),
      route(PATHS.adminShops, <AdminShopsPage />, {
        meta: admin,
        titleKey: 'routes.adminShops.title',
      }),
      route(PATHS.responsiveDemo, <ResponsiveDemoPage />, {
        meta: pub,
        titleKey: 'routes.responsiveDemo.title',
      }),
      route(PATHS.businessPending, <BusinessStatusPage status="pending" />, {
        meta: pub,
        titleKey: 'routes.businessPending.title',
      }),
      route(PATHS.businessRejected, <BusinessStatusPage status="rejected" />, {
        meta: pub,
        titleKey: 'routes.businessRejected.title',
      }),
      ...Object.entries(CONTENT_PATHS).map(([path, page]) =>
        route(path, <ContentPage page={page} />, {
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
