import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, type To } from 'react-router-dom';
import { PATHS } from '@/domain/links';

/** The header's shop menu (spec 03): profile, settings, logout (the caller clears the session and goes to /). */
export function ShopMenu({
  userName,
  shopName,
  shopPhoto,
  settingsHref,
  onLogout,
}: {
  userName: string;
  shopName: string;
  shopPhoto: string | null;
  settingsHref: To;
  onLogout: () => void;
}) {
  const intl = useIntl();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={intl.formatMessage({ id: 'shopOwner.shopMenu.button' }, { name: shopName })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
      >
        <Avatar src={shopPhoto ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
          <StorefrontRounded fontSize="small" />
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <ListSubheader sx={{ lineHeight: 1.4, py: 1, bgcolor: 'transparent' }}>
          {intl.formatMessage({ id: 'pages.shopPersonal.intro' }, { name: userName })}
        </ListSubheader>
        <MenuItem component={RouterLink} to={PATHS.profile} onClick={close}>
          {intl.formatMessage({ id: 'shopOwner.shopMenu.profile' })}
        </MenuItem>
        <MenuItem component={RouterLink} to={settingsHref} onClick={close}>
          {intl.formatMessage({ id: 'shopOwner.shopMenu.settings' })}
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          {intl.formatMessage({ id: 'shopOwner.shopMenu.logout' })}
        </MenuItem>
      </Menu>
    </>
  );
}
