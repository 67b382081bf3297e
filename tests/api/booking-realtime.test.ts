import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, SlotsChanged } from '../../src/domain/booking';
import type {
  BookingCreatedLive,
  BookingUpdatedLive,
  ClientToServerEvents,
  LiveMessage,
  ServerToClientEvents,
} from '../../src/domain/realtime';
import { createLogger } from '../../server/logger';
import { allowedSocketOrigins, attachRealtime, type Realtime } from '../../server/realtime';
import { linkBookingRealtime, ownedShopIds } from '../../server/realtime/booking-events';
import {
  book,
  createBookableShop,
  createCustomer,
  daysAhead,
  type TestShop,
} from './booking-jobs-fixtures';
import { startTestApp, type TestApp } from './helpers';
import { client } from './profile-fixtures';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = 'booking_created' | 'booking_updated' | 'slots_changed';

let app: TestApp;
let realtime: Realtime;
let unlink: () => void;
let shop: TestShop;
const sockets: ClientSocket[] = [];

/** A connected socket (after the `session` hello, so its rooms are joined) that records booking events. */
async function open(token?: string) {
  const socket: ClientSocket = connect(app.baseUrl, {
    transports: ['websocket'],
    reconnection: false,
    auth: token ? { token } : {},
  });
  sockets.push(socket);
  const received: { event: EventName; message: LiveMessage<unknown> }[] = [];
  for (const event of ['booking_created', 'booking_updated', 'slots_changed'] as const)
    socket.on(event, ((message: LiveMessage<unknown>) => {
      received.push({ event, message });
    }) as never);
  await new Promise((resolve) => socket.once('session', resolve));
  const next = <T>(event: EventName, timeoutMs = 5000) =>
    new Promise<LiveMessage<T>>((resolve, reject) => {
      const found = received.find((r) => r.event === event);
      if (found) return resolve(found.message as LiveMessage<T>);
      const timer = setTimeout(
        () => reject(new Error(`no ${event} in ${timeoutMs} ms`)),
        timeoutMs,
      );
      socket.once(event, ((message: LiveMessage<T>) => {
        clearTimeout(timer);
        resolve(message);
      }) as never);
    });
  return { socket, received, next };
}

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api_booking_realtime', seed: false });
  realtime = await attachRealtime(app.server, {
    tokens: app.services.auth.tokens,
    sessions: app.services.auth.sessionStore,
    allowedOrigins: allowedSocketOrigins(app.config),
    logger: createLogger({ logLevel: 'silent', version: 'test', nodeEnv: 'test' }),
    shopExists: async (id) => !!(await app.services.shops.catalog.get(id)),
    ownedShopIds,
  });
  // as server/index.ts does after attachRealtime
  unlink = linkBookingRealtime(realtime.io, app.services.bookings.events);
  shop = await createBookableShop(app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  unlink?.();
  await realtime?.close().catch(() => undefined);
  await app?.close().catch(() => undefined);
});

describe('live booking updates', () => {
  it('tells the shop page, the owner and the customer, and nobody else', async () => {
    const customer = await createCustomer(app);
    const other = await createCustomer(app);
    const guest = await open();
    expect(await guest.socket.emitWithAck('shop:watch', shop.id)).toBe(true);
    const owner = await open(shop.ownerToken);
    const mine = await open(customer.token);
    const stranger = await open(other.token);

    const date = daysAhead(4);
    const booking = await book(app, customer.token, shop, { date, time: '14:00' });

    // the booking page: which dates changed, nothing about who booked
    const slots = await guest.next<SlotsChanged>('slots_changed');
    expect(slots.type).toBe('slots_changed');
    expect(slots.data).toEqual({ shopId: shop.id, dates: [date] });
    expect(JSON.stringify(guest.received)).not.toContain(customer.user.email);
    expect(guest.received.map((r) => r.event)).toEqual(['slots_changed']);

    // the owner: the new booking
    const created = await owner.next<BookingCreatedLive>('booking_created');
    expect(created.data.booking).toMatchObject({
      id: booking.id,
      shopId: shop.id,
      date,
      startTime: '14:00',
      customerId: customer.user.id,
    });

    // the shop cancels it with a reason: the customer and the owner hear of it
    const changed = await client(app, shop.ownerToken).put<{ booking: Booking }>(
      `/bookings/${booking.id}`,
      { status: 'cancelled', reason: 'A pipe burst' },
    );
    expect(changed.status).toBe(200);
    const updated = await mine.next<BookingUpdatedLive>('booking_updated');
    expect(updated.data).toMatchObject({
      booking: { id: booking.id, status: 'cancelled' },
      action: 'cancel',
      actor: 'shop',
      reason: 'A pipe burst',
    });
    expect((await owner.next<BookingUpdatedLive>('booking_updated')).data.booking.id).toBe(
      booking.id,
    );

    // the customer never heard of the creation in the staff room, another customer heard nothing at all
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mine.received.map((r) => r.event)).toEqual(['booking_updated']);
    expect(stranger.received).toEqual([]);
  });

  it('confirming a pending booking reaches the customer', async () => {
    const manual = await createBookableShop(app, { autoConfirm: false, name: 'Attesa' });
    const customer = await createCustomer(app);
    const owner = await open(manual.ownerToken);
    const mine = await open(customer.token);
    const booking = await book(app, customer.token, manual, { date: daysAhead(5), time: '10:00' });
    expect(booking.status).toBe('pending');
    expect((await owner.next<BookingCreatedLive>('booking_created')).data.booking.id).toBe(
      booking.id,
    );

    const confirmed = await client(app, manual.ownerToken).put(`/bookings/${booking.id}`, {
      status: 'confirmed',
    });
    expect(confirmed.status).toBe(200);
    const updated = await mine.next<BookingUpdatedLive>('booking_updated');
    expect(updated.data).toMatchObject({
      booking: { id: booking.id, status: 'confirmed' },
      action: 'confirm',
    });
  });
});
