/**
 * The customer dashboard's tabs (spec 02 §2.5), the ones built so far: overview, bookings, favourites and
 * analytics. Loyalty, reviews, referral and communication come with later issues; until then they are not
 * listed (no placeholders). The open tab is the URL hash (`#bookings`), as in the shop area.
 */
export const DASHBOARD_TAB_IDS = ['overview', 'bookings', 'favorites', 'analytics'] as const;
export type DashboardTabId = (typeof DASHBOARD_TAB_IDS)[number];

function isDashboardTabId(value: string): value is DashboardTabId {
  return (DASHBOARD_TAB_IDS as readonly string[]).includes(value);
}

/** The tab a hash opens: a hash equal to a tab id opens it; an empty or unknown one opens the overview. */
export function tabFromHash(hash: string): DashboardTabId {
  let name = hash.replace(/^#/, '');
  try {
    name = decodeURIComponent(name);
  } catch {
    // a malformed escape names no tab
  }
  return isDashboardTabId(name) ? name : DASHBOARD_TAB_IDS[0];
}

export const hashOfTab = (id: DashboardTabId): string => `#${id}`;

/** What a tab's badge counts (spec 02 §2.5: bookings = upcoming bookings; favourites = favourites, with its tab). */
export interface DashboardCounts {
  upcoming: number | null;
  favorites: number | null;
}

export const TAB_BADGES: Readonly<Partial<Record<DashboardTabId, keyof DashboardCounts>>> = {
  bookings: 'upcoming',
  favorites: 'favorites',
};

/** Message id of a tab's label. */
export const TAB_LABEL_IDS: Readonly<Record<DashboardTabId, string>> = {
  overview: 'customerDashboard.tab.overview',
  bookings: 'customerDashboard.tab.bookings',
  favorites: 'customerDashboard.tab.favorites',
  analytics: 'customerDashboard.tab.analytics',
};
