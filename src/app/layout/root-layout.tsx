import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { lazy, Suspense, useEffect, useRef, type RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { MOBILE_QUERY, useMediaQuery } from '@/lib/media';
import { useSession } from '@/features/auth';
import { AppHeader } from './app-header';
import { AppToasts } from './app-toasts';
import { GuardedOutlet } from './route-guard-outlet';
import { SessionEndNavigator } from './session-end-navigator';

/** Loaded on small screens only. */
const MobileBottomNav = lazy(() => import('./mobile-bottom-nav'));

/** Below the fold on first paint (the main area is a viewport tall), so it loads beside the page, not before. */
const AppFooter = lazy(() => import('./app-footer').then((m) => ({ default: m.AppFooter })));

/** Only a signed-in visitor has a session to warn about. */
const SessionExpiryHost = lazy(() =>
  import('./session-expiry-host').then((m) => ({ default: m.SessionExpiryHost })),
);

/** Scrolls to the top and moves focus to the main region when the page (not just the hash) changes. */
function useRouteFocus(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo?.({ top: 0 });
    main.current?.focus({ preventScroll: true });
  }, [pathname, main]);
}

/** The root view: header, the guarded page outlet, footer, mobile navigation, session overlay and toasts. */
export function RootLayout() {
  const main = useRef<HTMLElement>(null);
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [session] = useSession();
  useRouteFocus(main);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href="#main-content"
        sx={(theme) => ({
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: theme.zIndex.tooltip,
          p: 1,
          bgcolor: 'background.paper',
          '&:focus': { top: 8 },
        })}
      >
        <FormattedMessage id="a11y.skipToContent" />
      </Link>
      <AppHeader />
      {/* At least a viewport tall, so the footer starts below the fold: pages load their code and then their
          data behind short placeholders, and a footer painted just under them was pushed thousands of pixels
          down when the content came (a layout shift of 0.4 to 0.6 on every first visit). */}
      <Box
        component="main"
        id="main-content"
        ref={main}
        tabIndex={-1}
        sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}
      >
        <GuardedOutlet />
      </Box>
      <Box sx={{ pb: mobile ? '64px' : 0 }}>
        <Suspense fallback={null}>
          <AppFooter />
        </Suspense>
      </Box>
      {mobile && (
        <Suspense fallback={null}>
          <MobileBottomNav />
        </Suspense>
      )}
      {session && (
        <Suspense fallback={null}>
          <SessionExpiryHost />
        </Suspense>
      )}
      <SessionEndNavigator />
      <AppToasts />
    </Box>
  );
}
