import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@/domain/booking';
import type { ShopDashboard, ShopNotification } from '@/domain/shop-dashboard';
import {
  applyShopLiveEvent,
  countsToday,
  withCreatedBooking,
  withNotification,
  withUpdatedBooking,
} from '@/features/shop-operations/live/shop-live-cache';
import { shopOpsKeys } from '@/features/shop-operations/query-keys';
import { shopAdminKeys } from '@/features/shop-setup';

const SHOP = 'shop_aurora';
/** 2026-03-10 22:30 UTC = 23:30 in Rome: still the 10th there, already the 11th in Tokyo */
const NOW = new Date('2026-03-10T22:30:00Z');

/** The fields the dashboard patching reads; the rest of a Booking does not matter to it. */
function booking(id: string, over: Partial<Booking> = {}): Booking {
  return {
    id,
    shopId: SHOP,
    shopTimeZone: 'Europe/Rome',
    customerName: 'Giulia Romano',
    date: '2026-03-10',
    startTime: '23:45',
    startAt: '2026-03-10T22:45:00.000Z',
    endAt: '2026-03-10T23:15:00.000Z',
    status: 'confirmed',
    ...over,
  } as Booking;
}

function dashboard(over: Partial<ShopDashboard> = {}): ShopDashboard {
  return {
    shopId: SHOP,
    timeZone: 'Europe/Rome',
    metrics: {
      todayBookings: 3,
      weeklyRevenue: 120,
      weeklyRevenueCents: 12_000,
      monthlyBookings: 20,
      customerSatisfaction: 4.5,
      reviewCount: 8,
      lastUpdated: NOW.toISOString(),
    },
    recentBookings: Array.from({ length: 10 }, (_, i) =>
      booking(`old-${i}`, { date: '2026-03-01' }),
    ),
    upcomingBookings: [],
    quickStats: { pendingBookings: 1, unreadMessages: 0, lowStockItems: 0 },
    notifications: [],
    ...over,
  };
}

const notification = (id: string): ShopNotification => ({
  id,
  type: 'booking_created',
  bookingId: `b-${id}`,
  customerName: 'Giulia Romano',
  serviceName: 'Taglio',
  date: '2026-03-12',
  time: '10:00',
  action: null,
  actor: 'customer',
  createdAt: NOW.toISOString(),
});

describe('booking_created on the dashboard', () => {
  it('puts the booking first, keeps 10, counts it today and as pending', () => {
    const next = withCreatedBooking(dashboard(), booking('new', { status: 'pending' }), NOW);
    expect(next.recentBookings).toHaveLength(10);
    expect(next.recentBookings![0]!.id).toBe('new');
    expect(next.recentBookings!.map((b) => b.id)).not.toContain('old-9');
    expect(next.metrics!.todayBookings).toBe(4);
    expect(next.quickStats!.pendingBookings).toBe(2);
    expect(next.upcomingBookings!.map((b) => b.id)).toEqual(['new']);
  });

  it('counts today in the shop’s time zone, not the browser’s or UTC', () => {
    expect(countsToday(booking('a'), NOW)).toBe(true);
    // the same instant is already the 11th in Tokyo: a Tokyo shop's booking on the 10th is not today
    expect(countsToday(booking('b', { shopTimeZone: 'Asia/Tokyo' }), NOW)).toBe(false);
    expect(countsToday(booking('c', { status: 'cancelled' }), NOW)).toBe(false);
    const later = withCreatedBooking(dashboard(), booking('d', { date: '2026-03-11' }), NOW);
    expect(later.metrics!.todayBookings).toBe(3);
    expect(later.quickStats!.pendingBookings).toBe(1);
  });

  it('changes nothing for a booking the dashboard already shows', () => {
    const current = dashboard();
    expect(withCreatedBooking(current, booking('old-2'), NOW)).toBe(current);
  });
});

describe('booking_updated and notifications on the dashboard', () => {
  it('replaces the booking where it is listed and drops a cancelled one from upcoming', () => {
    const shown = booking('x');
    const current = dashboard({ recentBookings: [shown], upcomingBookings: [shown] });
    const cancelled = booking('x', { status: 'cancelled' });
    const next = withUpdatedBooking(current, cancelled, NOW);
    expect(next.recentBookings).toEqual([cancelled]);
    expect(next.upcomingBookings).toEqual([]);
  });

  it('prepends a notification and trims the list to 15 once over 20', () => {
    const twenty = dashboard({
      notifications: Array.from({ length: 20 }, (_, i) => notification(`n${i}`)),
    });
    const next = withNotification(twenty, notification('fresh'));
    expect(next.notifications).toHaveLength(15);
    expect(next.notifications![0]!.id).toBe('fresh');
    const few = withNotification(dashboard(), notification('one'));
    expect(few.notifications!.map((n) => n.id)).toEqual(['one']);
  });
});

describe('applyShopLiveEvent', () => {
  const live = (data: unknown) => ({ type: 'x', data, timestamp: NOW.toISOString(), id: '1' });
  const setup = () => {
    const client = new QueryClient();
    client.setQueryData(shopOpsKeys.dashboard(SHOP), dashboard());
    for (const key of [
      shopOpsKeys.calendar(SHOP, '2026-03-09', 7),
      shopOpsKeys.appointments(SHOP, { page: 1 }),
      shopOpsKeys.performance(SHOP, 'month'),
      [...shopAdminKeys.shop(SHOP), 'profile'],
    ])
      client.setQueryData(key, {});
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated === true;
    return { client, stale };
  };

  it('patches the dashboard and marks the calendar and bookings list stale on a new booking', async () => {
    const { client, stale } = setup();
    await applyShopLiveEvent(
      client,
      SHOP,
      'booking_created',
      live({ booking: booking('new') }),
      NOW,
    );
    const cached = client.getQueryData<ShopDashboard>(shopOpsKeys.dashboard(SHOP))!;
    expect(cached.recentBookings![0]!.id).toBe('new');
    expect(stale(shopOpsKeys.calendar(SHOP, '2026-03-09', 7))).toBe(true);
    expect(stale(shopOpsKeys.appointments(SHOP, { page: 1 }))).toBe(true);
    expect(stale(shopOpsKeys.dashboard(SHOP))).toBe(false);
  });

  it('leaves another shop’s events alone', async () => {
    const { client, stale } = setup();
    const other = booking('elsewhere', { shopId: 'shop_other' });
    await applyShopLiveEvent(client, SHOP, 'booking_created', live({ booking: other }), NOW);
    await applyShopLiveEvent(client, SHOP, 'metrics_updated', live({ shopId: 'shop_other' }), NOW);
    expect(client.getQueryData<ShopDashboard>(shopOpsKeys.dashboard(SHOP))).toEqual(dashboard());
    expect(stale(shopOpsKeys.calendar(SHOP, '2026-03-09', 7))).toBe(false);
    expect(stale(shopOpsKeys.dashboard(SHOP))).toBe(false);
  });

  it('hints refetch the figures, the charts and the settings', async () => {
    const { client, stale } = setup();
    await applyShopLiveEvent(
      client,
      SHOP,
      'notification_received',
      live({ shopId: SHOP, notification: notification('n') }),
    );
    expect(
      client.getQueryData<ShopDashboard>(shopOpsKeys.dashboard(SHOP))!.notifications,
    ).toHaveLength(1);
    await applyShopLiveEvent(client, SHOP, 'performance_updated', live({ shopId: SHOP }));
    expect(stale(shopOpsKeys.performance(SHOP, 'month'))).toBe(true);
    expect(stale(shopOpsKeys.dashboard(SHOP))).toBe(false);
    await applyShopLiveEvent(client, SHOP, 'metrics_updated', live({ shopId: SHOP }));
    expect(stale(shopOpsKeys.dashboard(SHOP))).toBe(true);
    await applyShopLiveEvent(
      client,
      SHOP,
      'settings_updated',
      live({ shopId: SHOP, section: 'hours' }),
    );
    expect(stale([...shopAdminKeys.shop(SHOP), 'profile'])).toBe(true);
  });

  it('refetches the blocks, the calendar and the free times when another browser changes blocked time', async () => {
    const { client, stale } = setup();
    const blocks = [...shopOpsKeys.blocks(SHOP), '2026-03-09', '2026-03-15'];
    const walkInSlots = [...shopOpsKeys.shop(SHOP), 'walk-in-slots', 'cut', null, '2026-03-12'];
    const otherShopBlocks = [...shopOpsKeys.blocks('shop_other'), '2026-03-09', '2026-03-15'];
    for (const key of [blocks, walkInSlots, otherShopBlocks]) client.setQueryData(key, {});
    await applyShopLiveEvent(
      client,
      SHOP,
      'blocks_updated',
      live({ shopId: 'shop_other', dates: ['2026-03-12'] }),
    );
    expect(stale(blocks)).toBe(false);

    await applyShopLiveEvent(
      client,
      SHOP,
      'blocks_updated',
      live({ shopId: SHOP, dates: ['2026-03-12'] }),
    );
    expect(stale(blocks)).toBe(true);
    expect(stale(shopOpsKeys.calendar(SHOP, '2026-03-09', 7))).toBe(true);
    expect(stale(walkInSlots)).toBe(true);
    expect(stale(otherShopBlocks)).toBe(false);
    // blocked time moves no figure: the dashboard is not recomputed for it
    expect(stale(shopOpsKeys.dashboard(SHOP))).toBe(false);
    expect(stale(shopOpsKeys.performance(SHOP, 'month'))).toBe(false);
  });
});
