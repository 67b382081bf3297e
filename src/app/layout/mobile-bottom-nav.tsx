import EventNote from '@mui/icons-material/EventNote';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Home from '@mui/icons-material/Home';
import Person from '@mui/icons-material/Person';
import Search from '@mui/icons-material/Search';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useCurrentUser } from '@/features/auth';
import { WithQueryClient } from '@/lib/query-layer';
import { useHideOnScroll } from './use-hide-on-scroll';
import { PATHS } from '@/domain/links';

/** The bookings badge reads the customer's bookings: loaded (with the data layer) for customers only. */
const BookingsNavIcon = lazy(() =>
  import('./bookings-nav-badge').then((m) => ({ default: m.BookingsNavIcon })),
);
const BookingsNavCount = lazy(() =>
  import('./bookings-nav-badge').then((m) => ({ default: m.BookingsNavCount })),
);

/**
 * Mobile bottom navigation (spec 02 §2.5): home, search, bookings (with a signed-in customer's upcoming count),
 * favourites, profile.
 */
export const BOTTOM_NAV_ITEMS = [
  { to: '/', labelId: 'nav.home', icon: <Home /> },
  { to: PATHS.search, labelId: 'nav.search', icon: <Search /> },
  { to: PATHS.bookings, labelId: 'nav.bookings', icon: <EventNote /> },
  { to: PATHS.favorites, labelId: 'nav.favorites', icon: <FavoriteBorder /> },
  { to: PATHS.profile, labelId: 'nav.profile', icon: <Person /> },
] as const;

function activeItem(pathname: string): string | false {
  if (pathname === '/') return '/';
  const hit = BOTTOM_NAV_ITEMS.find(
    (item) => item.to !== '/' && (pathname === item.to || pathname.startsWith(`${item.to}/`)),
  );
  return hit?.to ?? false;
}

/** Shown under 768 px; slides away after scrolling down past 100 px and comes back on scroll up. */
export function MobileBottomNav() {
  const intl = useIntl();
  const hidden = useHideOnScroll(true);
  const { pathname } = useLocation();
  const customer = useCurrentUser()?.role === 'customer';
  return (
    <Paper
      component="nav"
      aria-label={intl.formatMessage({ id: 'nav.bottom' })}
      data-hidden={hidden}
      inert={hidden}
      elevation={8}
      sx={(theme) => ({
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: theme.zIndex.appBar,
        pb: 'env(safe-area-inset-bottom)',
        transform: hidden ? 'translateY(110%)' : 'none',
        transition: theme.transitions.create('transform', {
          duration: theme.transitions.duration.short,
        }),
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      })}
    >
      <BottomNavigation showLabels value={activeItem(pathname)}>
        {BOTTOM_NAV_ITEMS.map((item) => {
          const label = intl.formatMessage({ id: item.labelId });
          const badged = customer && item.to === PATHS.bookings;
          return (
            <BottomNavigationAction
              key={item.to}
              component={RouterLink}
              to={item.to}
              value={item.to}
              // MUI's 80 px minimum fits four actions in 320 px; five must share a 360 px phone
              sx={{ minWidth: 0, px: 0.5 }}
              label={
                badged ? (
                  <>
                    {label}
                    <Suspense fallback={null}>
                      <WithQueryClient>
                        <BookingsNavCount />
                      </WithQueryClient>
                    </Suspense>
                  </>
                ) : (
                  label
                )
              }
              icon={
                badged ? (
                  <Suspense fallback={item.icon}>
                    <WithQueryClient>
                      <BookingsNavIcon icon={item.icon} />
                    </WithQueryClient>
                  </Suspense>
                ) : (
                  item.icon
                )
              }
            />
          );
        })}
      </BottomNavigation>
    </Paper>
  );
}

export default MobileBottomNav;
