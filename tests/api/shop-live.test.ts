import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsChanged } from '../../src/domain/booking';
import type {
  BlocksUpdatedLive,
  BookingCreatedLive,
  ClientToServerEvents,
  LiveMessage,
  NotificationReceivedLive,
  ServerToClientEvents,
  SettingsUpdatedLive,
  ShopLiveHint,
} from '../../src/domain/realtime';
import { createLogger } from '../../server/logger';
import { recentShopNotifications } from '../../server/modules/shop-notifications/shop-notifications.store';
import { linkShopNotifications } from '../../server/modules/shop-notifications/shop-notifications.link';
import { allowedSocketOrigins, attachRealtime, type Realtime } from '../../server/realtime';
import { linkBookingRealtime, ownedShopIds } from '../../server/realtime/booking-events';
import { observeShopChanges } from '../../server/realtime/shop-changes-feed';
import { canManageShop, linkShopLive } from '../../server/realtime/shop-live';
import {
  book,
  createBookableShop,
  createCustomer,
  daysAhead,
  eventually,
  type TestShop,
} from './booking-jobs-fixtures';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn } from './profile-fixtures';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const EVENTS = [
  'booking_created',
  'booking_updated',
  'notification_received',
  'metrics_updated',
  'performance_updated',
  'settings_updated',
  'blocks_updated',
  'slots_changed',
  'heartbeat_ack',
] as const;
type EventName = (typeof EVENTS)[number];

let app: TestApp;
let realtime: Realtime;
const unlinks: (() => void)[] = [];
let shop: TestShop;
let otherShop: TestShop;
const sockets: ClientSocket[] = [];

/** A connected socket (after the `session` hello, so its rooms are joined) that records the shop-area events. */
async function open(token?: string) {
  const socket: ClientSocket = connect(app.baseUrl, {
    transports: ['websocket'],
    reconnection: false,
    auth: token ? { token } : {},
  });
  sockets.push(socket);
  const received: { event: EventName; message: LiveMessage<unknown> }[] = [];
  for (const event of EVENTS)
    socket.on(event, ((message: LiveMessage<unknown>) => {
      received.push({ event, message });
    }) as never);
  await new Promise((resolve) => socket.once('session', resolve));
  /** the first recorded `event` matching `where`, waiting for it if needed */
  const next = async <T>(event: EventName, where: (data: T) => boolean = () => true) => {
    const found = await eventually(
      async () => received.find((r) => r.event === event && where(r.message.data as T)) ?? null,
      (value) => value !== null,
    );
    return found!.message as LiveMessage<T>;
  };
  return { socket, received, next };
}

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api_shop_live', seed: false });
  const logger = createLogger({ logLevel: 'silent', version: 'test', nodeEnv: 'test' });
  realtime = await attachRealtime(app.server, {
    tokens: app.services.auth.tokens,
    sessions: app.services.auth.sessionStore,
    allowedOrigins: allowedSocketOrigins(app.config),
    logger,
    shopExists: async (id) => !!(await app.services.shops.catalog.get(id)),
    ownedShopIds,
    canManageShop,
  });
  // as server/index.ts wires them at start-up
  const notifications = linkShopNotifications({ events: app.services.bookings.events, logger });
  unlinks.push(
    notifications.unlink,
    linkBookingRealtime(realtime.io, app.services.bookings.events),
    linkShopLive(realtime.io, {
      bookings: app.services.bookings.events,
      notified: notifications.notified,
      shopChanges: observeShopChanges(app.services.shopChanges),
    }),
  );
  shop = await createBookableShop(app, { name: 'Salone Vivo' });
  otherShop = await createBookableShop(app, { name: 'Altro Salone' });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  for (const unlink of unlinks) unlink();
  await realtime?.close().catch(() => undefined);
  await app?.close().catch(() => undefined);
});

describe('the shop area live connection', () => {
  it('tells the owner of a new booking, and not another shop’s owner', async () => {
    const owner = await open(shop.ownerToken);
    const stranger = await open(otherShop.ownerToken);
    const customer = await createCustomer(app);
    const booking = await book(app, customer.token, shop, { date: daysAhead(3), time: '11:00' });

    const created = await owner.next<BookingCreatedLive>('booking_created');
    expect(created.data.booking).toMatchObject({ id: booking.id, shopId: shop.id });
    const told = await owner.next<NotificationReceivedLive>('notification_received');
    expect(told.data).toMatchObject({
      shopId: shop.id,
      notification: {
        type: 'booking_created',
        bookingId: booking.id,
        customerName: 'Giulia Romano',
        serviceName: 'Taglio',
        date: booking.date,
        time: '11:00',
        actor: 'customer',
        action: null,
      },
    });
    expect((await owner.next<ShopLiveHint>('metrics_updated')).data).toEqual({ shopId: shop.id });
    expect((await owner.next<ShopLiveHint>('performance_updated')).data).toEqual({
      shopId: shop.id,
    });
    // the stored list the dashboard reads has the same notification, newest first
    const stored = await recentShopNotifications(shop.id, 10);
    expect(stored[0]).toEqual(told.data.notification);

    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stranger.received).toEqual([]);
  });

  it('answers a heartbeat with heartbeat_ack', async () => {
    const owner = await open(shop.ownerToken);
    owner.socket.emit('heartbeat');
    const ack = await owner.next<{ at: string }>('heartbeat_ack');
    expect(ack.type).toBe('heartbeat_ack');
    expect(Number.isNaN(Date.parse(ack.data.at))).toBe(false);
  });

  it('tells of the customer’s cancellation, not of the owner’s own', async () => {
    const owner = await open(shop.ownerToken);
    const customer = await createCustomer(app);
    const first = await book(app, customer.token, shop, { date: daysAhead(6), time: '10:00' });
    const second = await book(app, customer.token, shop, { date: daysAhead(6), time: '12:00' });
    await owner.next<NotificationReceivedLive>(
      'notification_received',
      (d) => d.notification.bookingId === second.id,
    );

    const mine = await client(app, shop.ownerToken).put(`/bookings/${first.id}`, {
      status: 'cancelled',
      reason: 'Closed for a course',
    });
    expect(mine.status).toBe(200);
    expect((await client(app, customer.token).del(`/bookings/${second.id}`)).status).toBe(200);

    const cancelled = await owner.next<NotificationReceivedLive>(
      'notification_received',
      (d) => d.notification.type === 'booking_cancelled',
    );
    expect(cancelled.data.notification).toMatchObject({
      bookingId: second.id,
      action: 'cancel',
      actor: 'customer',
    });
    // both changes move the figures; only the customer's is news to the owner
    await owner.next<ShopLiveHint>('metrics_updated');
    const aboutFirst = owner.received
      .filter((r) => r.event === 'notification_received')
      .map((r) => (r.message.data as NotificationReceivedLive).notification)
      .filter((n) => n.bookingId === first.id)
      .map((n) => n.type);
    expect(aboutFirst).toEqual(['booking_created']);
    const stored = await recentShopNotifications(shop.id, 100);
    expect(stored.filter((n) => n.bookingId === first.id).map((n) => n.type)).toEqual([
      'booking_created',
    ]);
  });

  it('follows the shop’s newBookings setting: new bookings are not told, changes still are', async () => {
    const quiet = await createBookableShop(app, { name: 'Salone Quieto' });
    const saved = await client(app, quiet.ownerToken).put(
      `/shops/${quiet.id}/personal-area-settings`,
      // email off too: the shop area's notices do not depend on the email channel
      { notifications: { email: false, sms: false, push: false, newBookings: false } },
    );
    expect(saved.status).toBe(200);
    const owner = await open(quiet.ownerToken);
    const customer = await createCustomer(app);
    const booking = await book(app, customer.token, quiet, { date: daysAhead(7), time: '10:00' });
    // the booking itself still reaches the dashboard live; only the notice is left out
    await owner.next<BookingCreatedLive>('booking_created');
    expect((await client(app, customer.token).del(`/bookings/${booking.id}`)).status).toBe(200);

    const told = await owner.next<NotificationReceivedLive>('notification_received');
    expect(told.data.notification).toMatchObject({
      type: 'booking_cancelled',
      bookingId: booking.id,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const notices = owner.received.filter((r) => r.event === 'notification_received');
    expect(notices).toHaveLength(1);
    const stored = await recentShopNotifications(quiet.id, 10);
    expect(stored.map((n) => n.type)).toEqual(['booking_cancelled']);
  });

  it('lets an admin join a shop’s feed, and nobody else join another owner’s', async () => {
    const admin = await createUser({ role: 'admin', name: 'Ada Admin' });
    const adminSocket = await open(await signIn(app, admin));
    const stranger = await open(otherShop.ownerToken);
    const customer = await createCustomer(app);
    const customerSocket = await open(customer.token);

    expect(await adminSocket.socket.emitWithAck('shop:manage', shop.id)).toBe(true);
    expect(await stranger.socket.emitWithAck('shop:manage', shop.id)).toBe(false);
    expect(await customerSocket.socket.emitWithAck('shop:manage', shop.id)).toBe(false);
    expect(await stranger.socket.emitWithAck('shop:manage', '$bad id')).toBe(false);
    // an owner may (re)join their own shop's feed, e.g. a shop created after the handshake
    expect(await stranger.socket.emitWithAck('shop:manage', otherShop.id)).toBe(true);

    const booking = await book(app, customer.token, shop, { date: daysAhead(8), time: '15:00' });
    const told = await adminSocket.next<NotificationReceivedLive>(
      'notification_received',
      (d) => d.notification.bookingId === booking.id,
    );
    expect(told.data.shopId).toBe(shop.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stranger.received.filter((r) => r.event !== 'heartbeat_ack')).toEqual([]);
    expect(customerSocket.received.map((r) => r.event)).toEqual([]);
  });

  it('tells the owner’s other browsers of blocked time added and removed, and the booking pages of the times', async () => {
    const otherBrowser = await open(shop.ownerToken);
    const stranger = await open(otherShop.ownerToken);
    const bookingPage = await open();
    expect(await bookingPage.socket.emitWithAck('shop:watch', shop.id)).toBe(true);
    const owner = client(app, shop.ownerToken);
    const date = daysAhead(9);
    const onDate = (d: { dates: string[] }) => d.dates.includes(date);

    const created = await owner.post<{ block: { id: string } }>(`/shops/${shop.id}/blocks`, {
      staffId: null,
      date,
      startTime: '14:00',
      endTime: '15:00',
      reason: 'Team training',
    });
    expect(created.status).toBe(201);
    expect((await otherBrowser.next<BlocksUpdatedLive>('blocks_updated', onDate)).data).toEqual({
      shopId: shop.id,
      dates: [date],
    });
    expect((await bookingPage.next<SlotsChanged>('slots_changed', onDate)).data).toEqual({
      shopId: shop.id,
      dates: [date],
    });

    const removed = await owner.del(`/shops/${shop.id}/blocks/${created.body.data.block.id}`);
    expect(removed.status).toBe(200);
    const count = (socket: typeof otherBrowser, event: EventName) =>
      socket.received.filter((r) => r.event === event).length;
    await eventually(
      async () => [count(otherBrowser, 'blocks_updated'), count(bookingPage, 'slots_changed')],
      ([blocks, slots]) => blocks === 2 && slots === 2,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    // the public room learns only of times, never of the shop's blocks; another owner of nothing
    expect(bookingPage.received.map((r) => r.event)).toEqual(['slots_changed', 'slots_changed']);
    expect(stranger.received).toEqual([]);
  });

  it('sends settings_updated when the owner changes the shop’s settings', async () => {
    const owner = await open(shop.ownerToken);
    const stranger = await open(otherShop.ownerToken);
    const saved = await client(app, shop.ownerToken).put(
      `/shops/${shop.id}/personal-area-settings`,
      { notifications: { email: true, sms: false, push: false, newBookings: true } },
    );
    expect(saved.status).toBe(200);
    const updated = await owner.next<SettingsUpdatedLive>('settings_updated');
    expect(updated.data).toEqual({ shopId: shop.id, section: 'settings' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stranger.received).toEqual([]);
  });
});
