import { useCallback } from 'react';
import { useLocation, useNavigate, type To } from 'react-router-dom';
import { hashOfTab, tabFromHash, type DashboardTabId } from './dashboard-tabs';

/**
 * The open tab, read from the location's hash on every render (so back, forward and a pasted link open the same
 * tab), and the way to another tab: a link to it or `openTab`, which pushes a history entry.
 */
export function useDashboardTab() {
  const location = useLocation();
  const navigate = useNavigate();
  const tab = tabFromHash(location.hash);
  const tabHref = useCallback(
    (id: DashboardTabId): To => ({ search: location.search, hash: hashOfTab(id) }),
    [location.search],
  );
  const openTab = useCallback((id: DashboardTabId) => navigate(tabHref(id)), [navigate, tabHref]);
  return { tab, tabHref, openTab };
}
