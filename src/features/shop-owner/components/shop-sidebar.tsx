import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import ChecklistRounded from '@mui/icons-material/ChecklistRounded';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import EuroRounded from '@mui/icons-material/EuroRounded';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import ContentCutRounded from '@mui/icons-material/ContentCutRounded';
import ExpandLessRounded from '@mui/icons-material/ExpandLessRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import GroupsRounded from '@mui/icons-material/GroupsRounded';
import HistoryRounded from '@mui/icons-material/HistoryRounded';
import NotificationsRounded from '@mui/icons-material/NotificationsRounded';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, type To } from 'react-router-dom';
import {
  OPERATIONS_TAB_IDS,
  SETTINGS_TAB_IDS,
  TAB_LABEL_IDS,
  isSettingsTab,
  type ShopTabId,
} from '../shop-tabs';

const ICONS: Record<ShopTabId, ReactNode> = {
  setup: <ChecklistRounded />,
  overview: <DashboardRounded />,
  calendar: <CalendarMonthRounded />,
  bookings: <EventNoteRounded />,
  finance: <EuroRounded />,
  'settings-profile': <StorefrontRounded />,
  'settings-team': <GroupsRounded />,
  'settings-services': <ContentCutRounded />,
  'settings-hours': <ScheduleRounded />,
  'settings-notifications': <NotificationsRounded />,
  activity: <HistoryRounded />,
};

export const SIDEBAR_WIDTH = 248;
export const SIDEBAR_COLLAPSED_WIDTH = 72;

export interface ShopSidebarProps {
  tabs: readonly ShopTabId[];
  active: ShopTabId;
  hrefOf: (id: ShopTabId) => To;
  /** icons only (the rail), each named by its tooltip and accessible name */
  collapsed: boolean;
  /** the collapse button; absent in the phone drawer, which closes instead */
  onToggleCollapsed?: () => void;
  /** after a tab is chosen (the phone drawer closes) */
  onNavigate?: () => void;
}

/**
 * The shop area's navigation: a list of links to the tabs (the current one marked aria-current="page"), with
 * settings as an expandable group of sub-tabs. Tab and Enter work as for any link list.
 */
export function ShopSidebar({
  tabs,
  active,
  hrefOf,
  collapsed,
  onToggleCollapsed,
  onNavigate,
}: ShopSidebarProps) {
  const intl = useIntl();
  const [settingsOpen, setSettingsOpen] = useState(true);
  const label = (id: ShopTabId) => intl.formatMessage({ id: TAB_LABEL_IDS[id] });
  const settingsLabel = intl.formatMessage({ id: 'shopOwner.tab.settings' });
  const settingsShown = SETTINGS_TAB_IDS.filter((id) => tabs.includes(id));

  const item = (id: ShopTabId, nested = false) => {
    const current = id === active;
    const button = (
      <ListItemButton
        key={id}
        component={RouterLink}
        to={hrefOf(id)}
        onClick={onNavigate}
        selected={current}
        aria-current={current ? 'page' : undefined}
        aria-label={collapsed ? label(id) : undefined}
        sx={{
          borderRadius: 2,
          mx: 1,
          my: 0.25,
          pl: nested && !collapsed ? 4 : 2,
          justifyContent: collapsed ? 'center' : 'flex-start',
          minHeight: 44,
        }}
      >
        <ListItemIcon
          sx={{ minWidth: collapsed ? 0 : 40, color: current ? 'primary.main' : undefined }}
        >
          {ICONS[id]}
        </ListItemIcon>
        {!collapsed && <ListItemText primary={label(id)} />}
      </ListItemButton>
    );
    return collapsed ? (
      <Tooltip key={id} title={label(id)} placement="right">
        {button}
      </Tooltip>
    ) : (
      button
    );
  };

  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage({ id: 'shopOwner.nav.label' })}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', py: 1 }}
    >
      {/* links and a group button, not list items: a div, so no <ul> holds non-<li> children (axe) */}
      <List component="div" disablePadding sx={{ flex: 1 }}>
        {tabs.includes('setup') && item('setup')}
        {OPERATIONS_TAB_IDS.filter((id) => tabs.includes(id)).map((id) => item(id))}
        {tabs.includes('finance') && item('finance')}
        {collapsed ? (
          settingsShown.map((id) => item(id))
        ) : (
          <>
            <ListItemButton
              onClick={() => setSettingsOpen((open) => !open)}
              aria-expanded={settingsOpen}
              aria-controls="shop-settings-tabs"
              sx={{ borderRadius: 2, mx: 1, my: 0.25, minHeight: 44 }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <SettingsRounded />
              </ListItemIcon>
              <ListItemText primary={settingsLabel} />
              {settingsOpen ? <ExpandLessRounded /> : <ExpandMoreRounded />}
            </ListItemButton>
            {/* a sub-tab that is open stays visible even if the group was folded */}
            <Collapse in={settingsOpen || isSettingsTab(active)} id="shop-settings-tabs">
              <List component="div" disablePadding>
                {settingsShown.map((id) => item(id, true))}
              </List>
            </Collapse>
          </>
        )}
        {tabs.includes('activity') && item('activity')}
      </List>
      {onToggleCollapsed && (
        <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', px: 1 }}>
          <IconButton
            onClick={onToggleCollapsed}
            aria-expanded={!collapsed}
            aria-label={intl.formatMessage({
              id: collapsed ? 'shopOwner.sidebar.expand' : 'shopOwner.sidebar.collapse',
            })}
          >
            {collapsed ? <ChevronRightRounded /> : <ChevronLeftRounded />}
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
