import { useId, useState, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import { navigationClickHandler } from '../AppLink/AppLink';
import type { NavigationProps } from '../types';
import { visuallyHidden } from '../../a11y/visually-hidden';

export interface UserMenuLabels {
  /** Accessible name of the trigger, e.g. "Account menu". */
  menu: string;
  profile: string;
  bookings: string;
  logout: string;
}

export interface UserMenuUser {
  name: string;
  email?: string;
  avatarUrl?: string;
}

export interface UserMenuProps extends NavigationProps {
  user: UserMenuUser;
  labels: UserMenuLabels;
  /** The app's profile page. */
  profileHref: string;
  /** The app's bookings page. */
  bookingsHref: string;
  /** Logout: the menu closes first; the app then navigates to '/'. */
  onLogout: () => void;
  /** Open on first render (stories, tests). */
  defaultOpen?: boolean;
  /** Role-specific destinations after "my bookings" (e.g. the admin's shop review). */
  extraLinks?: readonly { label: string; href: string }[];
}

/** Up to two initials (spec 02: initials at most 2 letters). */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    parts.length > 1
      ? [parts[0]?.[0], parts[parts.length - 1]?.[0]]
      : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase().slice(0, 2);
}

export function UserMenu({
  user,
  labels,
  profileHref,
  bookingsHref,
  onLogout,
  defaultOpen = false,
  extraLinks = [],
  linkComponent,
  onNavigate,
}: UserMenuProps) {
  const [anchorEl, setAnchorEl] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const menuId = `${id}-menu`;
  const close = () => setOpen(false);
  const link = linkComponent ?? 'a';

  return (
    <>
      <ButtonBase
        ref={setAnchorEl}
        onClick={() => setOpen((o) => !o)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // Named by a hidden "Account menu:" and the visible name, so what is seen is part of what is heard.
        aria-labelledby={`${menuId}-label ${menuId}-name`}
        sx={(t) => ({
          gap: 1,
          pl: 0.5,
          pr: 1,
          py: 0.5,
          borderRadius: 999,
          border: `1px solid ${(t.vars ?? t).palette.border.subtle}`,
          '&:hover': { bgcolor: (t.vars ?? t).palette.surface.muted },
        })}
      >
        <Avatar
          src={user.avatarUrl}
          alt=""
          aria-hidden="true"
          sx={{
            width: 32,
            height: 32,
            fontSize: '0.8125rem',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          {initialsOf(user.name)}
        </Avatar>
        <Box component="span" id={`${menuId}-label`} sx={visuallyHidden}>
          {`${labels.menu}:`}
        </Box>
        <Typography
          component="span"
          id={`${menuId}-name`}
          variant="body2"
          sx={{ fontWeight: 600, display: { xs: 'none', sm: 'inline' }, maxWidth: 140 }}
          noWrap
        >
          {user.name}
        </Typography>
        <ExpandMoreRounded fontSize="small" aria-hidden="true" sx={{ color: 'text.secondary' }} />
      </ButtonBase>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open && Boolean(anchorEl)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 1, minWidth: 240 } } }}
      >
        <Box component="li" role="none" sx={{ px: 2, pt: 1, pb: 1.5 }}>
          <Typography component="div" variant="subtitle2" noWrap>
            {user.name}
          </Typography>
          {user.email ? (
            <Typography component="div" variant="body2" color="text.secondary" noWrap>
              {user.email}
            </Typography>
          ) : null}
        </Box>
        <Divider sx={{ mb: 0.5 }} />
        <MenuItem
          component={link}
          href={profileHref}
          onClick={(e: MouseEvent<HTMLElement>) => {
            close();
            navigationClickHandler(profileHref, onNavigate)(e);
          }}
        >
          <ListItemIcon>
            <PersonOutlineRounded fontSize="small" />
          </ListItemIcon>
          {labels.profile}
        </MenuItem>
        <MenuItem
          component={link}
          href={bookingsHref}
          onClick={(e: MouseEvent<HTMLElement>) => {
            close();
            navigationClickHandler(bookingsHref, onNavigate)(e);
          }}
        >
          <ListItemIcon>
            <EventNoteRounded fontSize="small" />
          </ListItemIcon>
          {labels.bookings}
        </MenuItem>
        {extraLinks.map((extra) => (
          <MenuItem
            key={extra.href}
            component={link}
            href={extra.href}
            onClick={(e: MouseEvent<HTMLElement>) => {
              close();
              navigationClickHandler(extra.href, onNavigate)(e);
            }}
          >
            <ListItemIcon>
              <AdminPanelSettingsRounded fontSize="small" />
            </ListItemIcon>
            {extra.label}
          </MenuItem>
        ))}
        <Divider sx={{ my: 0.5 }} />
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <LogoutRounded fontSize="small" />
          </ListItemIcon>
          {labels.logout}
        </MenuItem>
      </Menu>
    </>
  );
}
