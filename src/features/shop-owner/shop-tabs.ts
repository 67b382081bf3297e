/**
 * The shop area's tabs (spec 03 "Shop personal area"), the ones built so far: the day's operations (overview,
 * calendar, bookings; issue 15), finance (issue 16), settings (profile, team, services, hours, notifications) and
 * the audit trail; "setup" leads while the onboarding checklist is incomplete. The marketing and communications
 * tabs come with later issues and are not listed until then (no placeholders). The active tab is the URL hash
 * (`#settings-hours`).
 */
export const OPERATIONS_TAB_IDS = ['overview', 'calendar', 'bookings'] as const;
export type OperationsTabId = (typeof OPERATIONS_TAB_IDS)[number];
export const SETTINGS_TAB_IDS = [
  'settings-profile',
  'settings-team',
  'settings-services',
  'settings-hours',
  'settings-notifications',
] as const;
export type SettingsTabId = (typeof SETTINGS_TAB_IDS)[number];
export type ShopTabId = 'setup' | OperationsTabId | 'finance' | SettingsTabId | 'activity';

export const SHOP_TAB_IDS: readonly ShopTabId[] = [
  'setup',
  ...OPERATIONS_TAB_IDS,
  'finance',
  ...SETTINGS_TAB_IDS,
  'activity',
];

/** `#settings` (where /shop/settings leads) opens the first settings tab. */
const ALIASES: Readonly<Record<string, ShopTabId>> = { settings: 'settings-profile' };

export function isShopTabId(value: string): value is ShopTabId {
  return (SHOP_TAB_IDS as readonly string[]).includes(value);
}

/** The tabs shown: setup only while the checklist is incomplete. */
export function visibleTabs(setupShown: boolean): ShopTabId[] {
  return SHOP_TAB_IDS.filter((id) => id !== 'setup' || setupShown);
}

/** The tab a hash opens; an empty, unknown or hidden one opens the first tab shown. */
export function tabFromHash(hash: string, setupShown: boolean): ShopTabId {
  const name = decodeURIComponent(hash.replace(/^#/, ''));
  const id = ALIASES[name] ?? name;
  const shown = visibleTabs(setupShown);
  return isShopTabId(id) && shown.includes(id) ? id : shown[0]!;
}

export const hashOfTab = (id: ShopTabId): string => `#${id}`;

export const isSettingsTab = (id: ShopTabId): id is SettingsTabId =>
  (SETTINGS_TAB_IDS as readonly string[]).includes(id);

/** Message id of a tab's label. */
export const TAB_LABEL_IDS: Readonly<Record<ShopTabId, string>> = {
  setup: 'shopOwner.tab.setup',
  overview: 'shopOwner.tab.overview',
  calendar: 'shopOwner.tab.calendar',
  bookings: 'shopOwner.tab.bookings',
  finance: 'shopOwner.tab.finance',
  'settings-profile': 'shopOwner.tab.settingsProfile',
  'settings-team': 'shopOwner.tab.settingsTeam',
  'settings-services': 'shopOwner.tab.settingsServices',
  'settings-hours': 'shopOwner.tab.settingsHours',
  'settings-notifications': 'shopOwner.tab.settingsNotifications',
  activity: 'shopOwner.tab.activity',
};
