import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ServiceMegaMenu } from '@design-system/components/ServiceMegaMenu/ServiceMegaMenu';
import type { SessionUser } from '@/domain/auth';
import { PATHS, serviceSearchHref } from '@/domain/links';
import { RouterLinkAdapter } from '@/lib/router-link';
import { HeaderControls } from './header-controls';
import { useLayoutLabels } from './use-layout-labels';

export interface MobileMenuDrawerProps {
  open: boolean;
  onClose: () => void;
  logo: ReactNode;
  user: Pick<SessionUser, 'name' | 'email'> | null;
  onLogout: () => void;
}

/** The mobile menu (spec 01 "Header"): everything the header bar has, stacked in a drawer. */
function MobileMenuDrawer({ open, onClose, logo, user, onLogout }: MobileMenuDrawerProps) {
  const intl = useIntl();
  const labels = useLayoutLabels();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id: 'mobile-menu',
          sx: { width: 'min(360px, 90vw)' },
          'aria-label': intl.formatMessage({ id: 'nav.mobileMenu' }),
        },
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}
      >
        {logo}
        <IconButton onClick={onClose} aria-label={intl.formatMessage({ id: 'header.closeMenu' })}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ px: 1, py: 1 }}>
        <ServiceMegaMenu
          labels={labels.serviceMenu}
          serviceHref={serviceSearchHref}
          linkComponent={RouterLinkAdapter}
          variant="vertical"
        />
      </Box>
      <Divider />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 1.5 }}>
        <HeaderControls size="small" />
      </Stack>
      <Divider />
      {user ? (
        <List aria-label={labels.userMenu.menu}>
          <Box sx={{ px: 2, py: 1 }}>
            <Typography variant="subtitle2">{user.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {user.email}
            </Typography>
          </Box>
          <ListItemButton component={RouterLink} to={PATHS.profile}>
            <ListItemText primary={labels.userMenu.profile} />
          </ListItemButton>
          <ListItemButton component={RouterLink} to={PATHS.bookings}>
            <ListItemText primary={labels.userMenu.bookings} />
          </ListItemButton>
          <ListItemButton onClick={onLogout}>
            <LogoutIcon fontSize="small" sx={{ mr: 1.5 }} aria-hidden />
            <ListItemText primary={labels.userMenu.logout} />
          </ListItemButton>
        </List>
      ) : (
        <Stack spacing={1.5} sx={{ p: 2 }}>
          <Button component={RouterLink} to={PATHS.login} variant="outlined" fullWidth>
            <FormattedMessage id="header.login" />
          </Button>
          <Button component={RouterLink} to={PATHS.register} variant="contained" fullWidth>
            <FormattedMessage id="header.register" />
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}

export default MobileMenuDrawer;
