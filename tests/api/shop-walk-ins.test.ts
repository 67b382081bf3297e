import { describe, expect, it } from 'vitest';
import type { Booking } from '../../src/domain/booking';
import type { ShopCustomer } from '../../src/domain/walk-ins';
import { eventually } from './booking-jobs-fixtures';
import type { TestApp } from './helpers';
import { client, createUser, login, signIn } from './profile-fixtures';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  writtenState,
  type BookingShop,
} from './support/booking-fixtures';
import { appWithBookingMail } from './support/booking-mail-app';
import { readOutbox } from './support/outbox-client';

let app: TestApp;
appWithBookingMail('api-shop-walk-ins', (started) => (app = started));

async function ownerOf(shop: BookingShop) {
  return client(app, await signIn(app, shop.owner));
}

const walkIn = (
  shop: BookingShop,
  date: string,
  time: string,
  who: object,
  extra: object = {},
) => ({
  serviceIds: [shop.services.cut],
  date,
  time,
  source: 'walk_in',
  ...who,
  ...extra,
});

describe('an existing customer of the shop', () => {
  it('is found by name, email or phone, and booked confirmed through the same engine', async () => {
    const shop = await createBookingShop(app, { autoConfirm: false });
    const other = await createBookingShop(app);
    const owner = await ownerOf(shop);
    const carla = await bookingClient(app, 'customer');
    const stranger = await bookingClient(app, 'customer');
    expect((await carla.book(bookingBody(shop, daysAhead(3), '10:00'))).status).toBe(201);
    // a customer of another shop only, and a user who never booked: not this shop's
    expect((await stranger.book(bookingBody(other, daysAhead(3), '10:00'))).status).toBe(201);

    const byName = await owner.get<{ items: ShopCustomer[] }>(
      `/shops/${shop.id}/customers?q=carla`,
    );
    expect(byName.status).toBe(200);
    expect(byName.body.data.items).toEqual([
      expect.objectContaining({ id: carla.user.id, name: 'Carla Cliente', kind: 'account' }),
    ]);
    const byEmail = await owner.get<{ items: ShopCustomer[] }>(
      `/shops/${shop.id}/customers?q=${encodeURIComponent(carla.user.email)}`,
    );
    expect(byEmail.body.data.items.map((c) => c.id)).toEqual([carla.user.id]);
    const everyone = await owner.get<{ items: ShopCustomer[] }>(`/shops/${shop.id}/customers`);
    expect(everyone.body.data.items.map((c) => c.id)).toEqual([carla.user.id]);

    const created = await owner.post<{ booking: Booking }>(
      `/shops/${shop.id}/bookings`,
      walkIn(shop, daysAhead(4), '11:00', { customerId: carla.user.id }, { notes: 'Prefers Anna' }),
    );
    expect(created.status).toBe(201);
    const booking = created.body.data.booking;
    // the shop's own booking needs no confirmation, even where customers' bookings wait for one
    expect(booking).toMatchObject({
      customerId: carla.user.id,
      status: 'confirmed',
      source: 'walk_in',
      shopNotes: 'Prefers Anna',
      date: daysAhead(4),
      time: '11:00',
    });
    expect(booking.history[0]?.by).toMatchObject({ role: 'shop', id: shop.ownerId });
    // the customer sees it in their own list, without the shop's notes
    const mine = await carla.get(booking.id);
    expect(mine.status).toBe(200);
    expect(mine.body.data.booking.shopNotes).toBeUndefined();
    await eventually(
      () => readOutbox(app),
      (mail) => mail.some((m) => m.to === carla.user.email && m.template === 'booking-confirmed'),
    );
  });

  it("refuses another shop's customer and an unknown id with 404 CUSTOMER_NOT_FOUND", async () => {
    const shop = await createBookingShop(app);
    const other = await createBookingShop(app);
    const owner = await ownerOf(shop);
    const elsewhere = await bookingClient(app, 'customer');
    expect((await elsewhere.book(bookingBody(other, daysAhead(3), '10:00'))).status).toBe(201);
    for (const customerId of [elsewhere.user.id, 'user-test-nobody']) {
      const response = await owner.post(
        `/shops/${shop.id}/bookings`,
        walkIn(shop, daysAhead(5), '10:00', { customerId }),
      );
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ success: false, code: 'CUSTOMER_NOT_FOUND' });
    }
  });
});

describe('a new customer', () => {
  it('becomes a contact the shop finds again, is emailed, and cannot sign in', async () => {
    const shop = await createBookingShop(app);
    const owner = await ownerOf(shop);
    const email = `walk-in-${Date.now()}@example.com`;
    const created = await owner.post<{ booking: Booking }>(
      `/shops/${shop.id}/bookings`,
      walkIn(
        shop,
        daysAhead(2),
        '15:00',
        { customer: { name: 'Walter Walk', phone: '+39 347 111 2222', email } },
        { source: 'phone' },
      ),
    );
    expect(created.status).toBe(201);
    const booking = created.body.data.booking;
    expect(booking).toMatchObject({
      customerName: 'Walter Walk',
      customerEmail: email,
      source: 'phone',
    });
    expect(booking.customerId).toMatch(/^wc_/);

    const byPhone = await owner.get<{ items: ShopCustomer[] }>(
      `/shops/${shop.id}/customers?q=1112222`,
    );
    expect(byPhone.body.data.items).toEqual([
      {
        id: booking.customerId,
        name: 'Walter Walk',
        email,
        phone: '+393471112222',
        kind: 'contact',
      },
    ]);
    await eventually(
      () => readOutbox(app),
      (mail) => mail.some((m) => m.to === email),
    ); // a contact is no account: no password to sign in with, whatever is tried
    expect((await login(app, email, 'Secret123')).status).toBe(401);

    // booked again by its id
    const again = await owner.post(
      `/shops/${shop.id}/bookings`,
      walkIn(shop, daysAhead(9), '15:00', { customerId: booking.customerId }),
    );
    expect(again.status).toBe(201);
  });
});

describe('the rules that still apply', () => {
  it('lets the shop book inside the minimum notice, not into a taken cell (409, nothing written)', async () => {
    const shop = await createBookingShop(app, { cut: { minNoticeHours: 72 } });
    const owner = await ownerOf(shop);
    const customer = await bookingClient(app, 'customer');
    expect((await customer.book(bookingBody(shop, daysAhead(1), '10:00'))).status).toBe(400);
    const walkInNow = await owner.post(
      `/shops/${shop.id}/bookings`,
      walkIn(shop, daysAhead(1), '10:00', {
        customer: { name: 'Nina Now', phone: '+393471234000' },
      }),
    );
    expect(walkInNow.status).toBe(201);

    const before = await writtenState(shop.id);
    const taken = await owner.post(
      `/shops/${shop.id}/bookings`,
      walkIn(shop, daysAhead(1), '10:30', {
        customer: { name: 'Tom Taken', phone: '+393471234001' },
      }),
    );
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'SLOT_TAKEN' });
    const after = await writtenState(shop.id);
    expect({ ...after, idempotency: 0 }).toEqual({ ...before, idempotency: 0 });

    const closed = await owner.post(
      `/shops/${shop.id}/bookings`,
      walkIn(shop, daysAhead(1), '20:00', {
        customer: { name: 'Late Lu', phone: '+393471234002' },
      }),
    );
    expect(closed.status).toBe(400);
    expect(closed.body).toMatchObject({ code: 'OUTSIDE_HOURS' });
  });

  it("applies the customer's limits (three a day at one shop)", async () => {
    const shop = await createBookingShop(app);
    const owner = await ownerOf(shop);
    const first = await owner.post<{ booking: Booking }>(
      `/shops/${shop.id}/bookings`,
      walkIn(shop, daysAhead(6), '09:00', {
        customer: { name: 'Lina Limit', phone: '+393471234003' },
      }),
    );
    const customerId = first.body.data.booking.customerId;
    for (const time of ['11:00', '13:00'])
      expect(
        (
          await owner.post(
            `/shops/${shop.id}/bookings`,
            walkIn(shop, daysAhead(6), time, { customerId }),
          )
        ).status,
      ).toBe(201);
    const fourth = await owner.post(
      `/shops/${shop.id}/bookings`,
      walkIn(shop, daysAhead(6), '15:00', { customerId }),
    );
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ code: 'SHOP_DAY_LIMIT' });
  });
});

describe('who may', () => {
  it('answers 404 to another owner, refuses customers, and 400 to bad input', async () => {
    const shop = await createBookingShop(app);
    const rival = await createBookingShop(app);
    const rivalOwner = await ownerOf(rival);
    const body = walkIn(shop, daysAhead(3), '10:00', {
      customer: { name: 'Ada', phone: '+393471234004' },
    });
    const search = await rivalOwner.get(`/shops/${shop.id}/customers?q=a`);
    expect(search.status).toBe(404);
    expect(search.body).toMatchObject({ code: 'SHOP_NOT_FOUND' });
    const book = await rivalOwner.post(`/shops/${shop.id}/bookings`, body);
    expect(book.status).toBe(404);

    const customer = client(app, await signIn(app, await createUser({ role: 'customer' })));
    expect((await customer.post(`/shops/${shop.id}/bookings`, body)).status).toBe(403);
    expect((await client(app).get(`/shops/${shop.id}/customers`)).status).toBe(401);

    const owner = await ownerOf(shop);
    const bad = [
      { ...body, customerId: 'user-x' },
      walkIn(shop, daysAhead(3), '10:00', {}),
      { ...body, customer: { name: 'Ada', phone: 'call me' } },
      { ...body, source: 'online' },
      { ...body, serviceIds: [] },
      { ...body, notes: 'x'.repeat(1001) },
    ];
    for (const payload of bad) {
      const response = await owner.post(`/shops/${shop.id}/bookings`, payload);
      expect(response.status, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
    expect((await owner.get(`/shops/${shop.id}/customers?q=${'x'.repeat(101)}`)).status).toBe(400);
  });
});
