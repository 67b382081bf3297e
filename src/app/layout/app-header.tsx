import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Logo } from '@design-system/components/Logo/Logo';
import { useCurrentUser, useLogout } from '@/features/auth';
import { useMediaQuery } from '@/lib/media';
import { PATHS, serviceSearchHref } from '@/domain/links';
import { RouterLinkAdapter } from '@/lib/router-link';
import { DeferredServiceMegaMenu } from './deferred-service-mega-menu';
import { HeaderControls } from './header-controls';
import { useLayoutLabels } from './use-layout-labels';

/** Only signed-in users need the account menu. */
const UserMenu = lazy(() =>
  import('@design-system/components/UserMenu/UserMenu').then((m) => ({ default: m.UserMenu })),
);

/** The drawer's code loads the first time the menu is opened. */
const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer'));

/** Below this width the header collapses into the menu drawer. */
export const HEADER_COMPACT_QUERY = '(max-width: 959.98px)';

/**
 * Header (spec 01 "Header"): logo, service menus, language, theme, and login/register or the user menu.
 * Under 960 px everything moves into a drawer opened from the menu button.
 */
export function AppHeader() {
  const intl = useIntl();
  const labels = useLayoutLabels();
  const user = useCurrentUser();
  const logout = useLogout();
  const compact = useMediaQuery(HEADER_COMPACT_QUERY);
  const location = useLocation();
  // The drawer belongs to the page it was opened on: navigating (or widening the window) closes it.
  const [drawerFor, setDrawerFor] = useState<string | null>(null);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const drawerOpen = compact && drawerFor === location.key;
  const openDrawer = () => {
    setDrawerLoaded(true);
    setDrawerFor(location.key);
  };

  const logo = (
    <Logo
      name={intl.formatMessage({ id: 'app.name' })}
      ariaLabel={intl.formatMessage({ id: 'header.home' })}
      href={PATHS.home}
      linkComponent={RouterLinkAdapter}
    />
  );

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar
        component="nav"
        aria-label={intl.formatMessage({ id: 'header.mainNav' })}
        sx={{ gap: 2, minHeight: { xs: 60, md: 68 } }}
      >
        {logo}
        {compact ? (
          <>
            <Box sx={{ flex: 1 }} />
            <IconButton
              edge="end"
              onClick={openDrawer}
              aria-label={intl.formatMessage({ id: 'header.openMenu' })}
              aria-expanded={drawerOpen}
              aria-controls={drawerOpen ? 'mobile-menu' : undefined}
              aria-haspopup="dialog"
            >
              <MenuIcon />
            </IconButton>
          </>
        ) : (
          <>
            <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
              <DeferredServiceMegaMenu
                labels={labels.serviceMenu}
                serviceHref={serviceSearchHref}
                linkComponent={RouterLinkAdapter}
                variant="horizontal"
              />
            </Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <HeaderControls />
              {user ? (
                <Suspense fallback={<Box sx={{ width: 40, height: 42 }} />}>
                  <UserMenu
                    user={{ name: user.name, email: user.email }}
                    labels={labels.userMenu}
                    profileHref={PATHS.profile}
                    bookingsHref={PATHS.bookings}
                    extraLinks={
                      user.role === 'admin'
                        ? [
                            {
                              label: intl.formatMessage({ id: 'userMenu.adminShops' }),
                              href: PATHS.adminShops,
                            },
                          ]
                        : undefined
                    }
                    linkComponent={RouterLinkAdapter}
                    onLogout={() => logout(PATHS.home)}
                  />
                </Suspense>
              ) : (
                <>
                  <Button component={RouterLink} to={PATHS.login} color="inherit">
                    <FormattedMessage id="header.login" />
                  </Button>
                  <Button component={RouterLink} to={PATHS.register} variant="contained">
                    <FormattedMessage id="header.register" />
                  </Button>
                </>
              )}
            </Stack>
          </>
        )}
      </Toolbar>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            open={drawerOpen}
            onClose={() => setDrawerFor(null)}
            logo={logo}
            user={user}
            onLogout={() => {
              setDrawerFor(null);
              logout(PATHS.home);
            }}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
