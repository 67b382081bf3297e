import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useIntl } from 'react-intl';
import { Link as RouterLink, type To } from 'react-router-dom';
import {
  DASHBOARD_TAB_IDS,
  TAB_BADGES,
  TAB_LABEL_IDS,
  type DashboardCounts,
  type DashboardTabId,
} from '../dashboard-tabs';

export const tabElementId = (id: DashboardTabId) => `customer-dashboard-tab-${id}`;
export const panelElementId = (id: DashboardTabId) => `customer-dashboard-panel-${id}`;

export interface DashboardTabBarProps {
  active: DashboardTabId;
  hrefOf(id: DashboardTabId): To;
  counts: DashboardCounts;
}

/**
 * The dashboard's tabs as links to their hash (so a tab can be opened in a new browser tab, and back and forward
 * move between tabs), each with its badge when it counts something: the count is shown on a chip and read as
 * part of the tab's name ("Bookings, 2 upcoming"). Arrow keys move between tabs, Enter opens one.
 */
export function DashboardTabBar({ active, hrefOf, counts }: DashboardTabBarProps) {
  const intl = useIntl();
  return (
    <Tabs
      value={active}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={intl.formatMessage({ id: 'customerDashboard.tabs.label' })}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {DASHBOARD_TAB_IDS.map((id) => {
        const label = intl.formatMessage({ id: TAB_LABEL_IDS[id] });
        const counted = TAB_BADGES[id];
        const count = counted ? counts[counted] : null;
        const badge = count !== null && count > 0;
        return (
          <Tab
            key={id}
            value={id}
            id={tabElementId(id)}
            aria-controls={panelElementId(id)}
            component={RouterLink}
            to={hrefOf(id)}
            aria-label={
              badge
                ? intl.formatMessage({ id: `customerDashboard.tab.${id}Badge` }, { count })
                : undefined
            }
            label={
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                {label}
                {badge && (
                  <Chip
                    size="small"
                    color="primary"
                    label={count}
                    aria-hidden="true"
                    sx={{ height: 20, '& .MuiChip-label': { px: 0.75 } }}
                  />
                )}
              </Box>
            }
          />
        );
      })}
    </Tabs>
  );
}
