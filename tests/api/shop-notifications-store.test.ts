import mongoose from 'mongoose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../src/domain/booking';
import { SHOP_NOTIFICATIONS_KEPT } from '../../server/modules/shop-notifications/shop-notification.model';
import {
  recentShopNotifications,
  recordShopNotification,
} from '../../server/modules/shop-notifications/shop-notifications.store';
import { connectTestDatabase } from './helpers';
import { driverCommandsDuring } from './support/driver-commands';

/**
 * The shop's stored notifications (issue 11): a write adds its notification without reading the shop's document,
 * now and then one trims it to the newest SHOP_NOTIFICATIONS_KEPT, and readers get the newest first whatever is
 * stored, a list written by the previous version included.
 */
const booking = (shopId: string, n: number) =>
  ({
    id: `bk_note${String(n).padStart(4, '0')}`,
    shopId,
    customerName: `Cliente ${n}`,
    serviceName: 'Taglio',
    date: '2026-12-24',
    startTime: '10:00',
  }) as Booking;

const record = (shopId: string, n: number, at = new Date()) =>
  recordShopNotification(booking(shopId, n), 'booking_created', null, 'customer', at);

const stored = () =>
  mongoose.connection.collection<{
    _id: string;
    items?: unknown[];
    notices?: Record<string, string>;
  }>('shopnotifications');

beforeAll(async () => {
  await connectTestDatabase('api-shop-notifications-store');
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await mongoose.disconnect();
});

describe("a shop's notifications", () => {
  it('are written without reading the document, and read newest first', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const commands = await driverCommandsDuring(async () => {
      for (let n = 1; n <= 3; n += 1) await record('shop-a', n);
    });
    expect(commands.map((c) => c.name)).toEqual(Array(3).fill('update shopnotifications'));
    const recent = await recentShopNotifications('shop-a', 10);
    // three in the same millisecond or not: the last written comes first
    expect(recent.map((n) => n.bookingId)).toEqual(['bk_note0003', 'bk_note0002', 'bk_note0001']);
    expect(recent[0]).toMatchObject({ type: 'booking_created', customerName: 'Cliente 3' });
  });

  it('keep the newest SHOP_NOTIFICATIONS_KEPT when trimmed, a list written before included', async () => {
    const old = (n: number) => ({
      id: `old-${n}`,
      type: 'booking_created',
      bookingId: `bk_old${n}`,
      customerName: 'Prima',
      serviceName: 'Taglio',
      date: '2026-01-01',
      time: '10:00',
      action: null,
      actor: 'customer',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, 10 - n)),
    });
    // as the previous version wrote it: one list, newest first
    await stored().insertOne({ _id: 'shop-b', items: [old(1), old(2), old(3)] });
    vi.spyOn(Math, 'random').mockReturnValue(0.99);
    const start = Date.UTC(2026, 5, 1);
    for (let n = 1; n <= 3; n += 1) await record('shop-b', n, new Date(start + n * 1000));
    expect((await recentShopNotifications('shop-b', 5)).map((n) => n.bookingId)).toEqual([
      'bk_note0003',
      'bk_note0002',
      'bk_note0001',
      'bk_old1',
      'bk_old2',
    ]);

    const more = SHOP_NOTIFICATIONS_KEPT + 10;
    for (let n = 4; n <= more; n += 1) await record('shop-b', n, new Date(start + n * 1000));
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await record('shop-b', more + 1, new Date(start + (more + 1) * 1000));
    const doc = await stored().findOne({ _id: 'shop-b' });
    expect(doc?.items).toBeUndefined();
    expect(Object.keys(doc?.notices ?? {})).toHaveLength(SHOP_NOTIFICATIONS_KEPT);
    const recent = await recentShopNotifications('shop-b', SHOP_NOTIFICATIONS_KEPT + 50);
    expect(recent).toHaveLength(SHOP_NOTIFICATIONS_KEPT);
    expect(recent[0]!.bookingId).toBe(`bk_note${String(more + 1).padStart(4, '0')}`);
    expect(recent.at(-1)!.bookingId).toBe(
      `bk_note${String(more + 2 - SHOP_NOTIFICATIONS_KEPT).padStart(4, '0')}`,
    );
  });
});
