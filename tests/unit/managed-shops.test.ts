import { describe, expect, it } from 'vitest';
import {
  compareManagedShops,
  managedShopsQuerySchema,
  matchesManagedShopQuery,
} from '@/domain/managed-shops';
import { tabFromHash, visibleTabs } from '@/features/shop-owner/shop-tabs';

describe('managed shops: the admin search rule', () => {
  const shop = { id: 'salone-aurora-roma', name: 'Salóne Aurora' };
  it('matches a name or id containing the query, ignoring case and accents', () => {
    expect(matchesManagedShopQuery(shop, 'salone')).toBe(true);
    expect(matchesManagedShopQuery(shop, 'AURORA')).toBe(true);
    expect(matchesManagedShopQuery(shop, 'aurora-roma')).toBe(true);
    expect(matchesManagedShopQuery(shop, '  ')).toBe(true);
    expect(matchesManagedShopQuery(shop, 'milano')).toBe(false);
  });
  it('orders by name, then id', () => {
    const list = [
      { id: 'b', name: 'Zeta' },
      { id: 'c', name: 'Alfa' },
      { id: 'a', name: 'Alfa' },
    ].sort(compareManagedShops);
    expect(list.map((s) => s.id)).toEqual(['a', 'c', 'b']);
  });
  it('pages at most 50 shops, from page 1', async () => {
    expect(await managedShopsQuerySchema.validate({})).toEqual({ q: '', page: 1, limit: 20 });
    await expect(managedShopsQuerySchema.validate({ limit: '51' })).rejects.toThrow();
    await expect(managedShopsQuerySchema.validate({ page: '0' })).rejects.toThrow();
  });
});

describe('shop area tabs: the hash', () => {
  it('opens the tab a hash names, #settings as Profile, else the first tab shown', () => {
    expect(tabFromHash('#settings-hours', false)).toBe('settings-hours');
    expect(tabFromHash('#settings', false)).toBe('settings-profile');
    expect(tabFromHash('', false)).toBe('overview');
    expect(tabFromHash('#calendar', false)).toBe('calendar');
    expect(tabFromHash('', true)).toBe('setup');
    // a tab of a later issue is no tab yet; finance is one now (issue 16)
    expect(tabFromHash('#marketing', true)).toBe('setup');
    expect(tabFromHash('#finance', false)).toBe('finance');
    // Setup is gone once the checklist is complete
    expect(tabFromHash('#setup', false)).toBe('overview');
  });
  it('shows Setup only while the checklist is incomplete, and no tab of a later issue', () => {
    expect(visibleTabs(true)[0]).toBe('setup');
    expect(visibleTabs(false)).toEqual([
      'overview',
      'calendar',
      'bookings',
      'finance',
      'settings-profile',
      'settings-team',
      'settings-services',
      'settings-hours',
      'settings-notifications',
      'activity',
    ]);
  });
});
