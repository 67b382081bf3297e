import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceModel } from '../../server/models/service.model';
import type { Shop } from '../../src/domain/shop';
import type { ShopService } from '../../src/domain/search-types';
import { SERVICE_MESSAGES, type ManagedService } from '../../src/domain/shop-services';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn } from './profile-fixtures';
import { ownedShop as ownedServiceShop } from './support/owned-shop';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  slotsOf,
  type BookingShop,
} from './support/booking-fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-shop-services', seed: false });
});
afterAll(() => app.close());

const ownedShop = () => ownedServiceShop(app);

const base = (shop: BookingShop) => `/shops/${shop.id}/services`;
const manageList = async (owner: ReturnType<typeof client>, shop: BookingShop) => {
  const answer = await owner.get<{ services: ManagedService[] }>(`${base(shop)}?scope=manage`);
  expect(answer.status).toBe(200);
  return answer.body.data.services;
};
const publicList = async (shop: BookingShop) =>
  (await client(app).get<{ services: ShopService[] }>(base(shop))).body.data.services;

const NEW_SERVICE = {
  name: { en: 'Keratin Treatment', it: 'Trattamento alla cheratina' },
  description: { en: 'Smooth for weeks', it: 'Liscio per settimane' },
  category: 'hair',
  price: 12.34,
  duration: { hours: 1, minutes: 15 },
  onlineBooking: true,
  requiresConsultation: true,
  options: [{ name: { en: 'Long hair', it: 'Capelli lunghi' }, price: 10.1 }],
  maxAdvanceDays: 60,
  minNoticeHours: 2,
  freeCancellationHours: 48,
  cancellationFee: 5.5,
};

describe('the owner lists services', () => {
  it('lists every service, disabled ones too, in menu order with both languages; the public menu only enabled ones', async () => {
    const { shop, owner, ids } = await ownedShop();
    const services = await manageList(owner, shop);
    expect(services.map((s) => s.id)).toEqual(ids);
    expect(services.find((s) => s.id === shop.services.retired)?.enabled).toBe(false);
    expect(services[0]).toMatchObject({
      name: { en: 'Cut' },
      price: 35,
      duration: { hours: 1, minutes: 0 },
      enabled: true,
    });
    const publicIds = (await publicList(shop)).map((s) => s.id);
    expect(publicIds).not.toContain(shop.services.retired);
  });

  it('refuses other owners (404), customers (403) and anonymous callers (401)', async () => {
    const { shop } = await ownedShop();
    const other = await createUser({ role: 'shop' });
    const otherOwner = client(app, await signIn(app, other));
    const customer = client(app, await signIn(app, await createUser()));
    for (const call of [
      () => otherOwner.get(`${base(shop)}?scope=manage`),
      () => otherOwner.post(base(shop), NEW_SERVICE),
      () => otherOwner.put(`${base(shop)}/${shop.services.cut}`, { enabled: false }),
      () => otherOwner.del(`${base(shop)}/${shop.services.cut}`),
      () => otherOwner.put(`${base(shop)}/order`, { serviceIds: [] }),
    ]) {
      const answer = await call();
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, code: 'SHOP_NOT_FOUND' });
    }
    expect((await customer.post(base(shop), NEW_SERVICE)).status).toBe(403);
    expect((await client(app).post(base(shop), NEW_SERVICE)).status).toBe(401);
    expect((await client(app).get(`${base(shop)}?scope=manage`)).status).toBe(401);
    expect(await ServiceModel.countDocuments({ shopId: shop.id })).toBe(5);
  });
});

describe('an admin', () => {
  it("manages any shop's services, as the owner does", async () => {
    const { shop, ids } = await ownedShop();
    const admin = client(app, await signIn(app, await createUser({ role: 'admin' })));
    const listed = await admin.get<{ services: ManagedService[] }>(`${base(shop)}?scope=manage`);
    expect(listed.body.data.services.map((s) => s.id)).toEqual(ids);
    const off = await admin.put<{ service: ManagedService }>(
      `${base(shop)}/${shop.services.trim}`,
      {
        enabled: false,
      },
    );
    expect(off.status).toBe(200);
    expect((await publicList(shop)).map((s) => s.id)).not.toContain(shop.services.trim);
  });
});

describe('creating a service', () => {
  it('creates it with cents stored exactly, adds it to the end of the menu and to the public side at once', async () => {
    const { shop, owner, ids } = await ownedShop();
    const created = await owner.post<{ service: ManagedService }>(base(shop), NEW_SERVICE);
    expect(created.status).toBe(201);
    const service = created.body.data.service;
    expect(service).toMatchObject({
      ...NEW_SERVICE,
      id: `${shop.id}--keratin-treatment`,
      enabled: true,
      image: null,
    });
    const stored = await ServiceModel.findById(service.id).lean();
    expect(stored).toMatchObject({
      priceCents: 1234,
      durationMinutes: 75,
      cancellationFeeCents: 550,
      options: [{ priceCents: 1010 }],
    });
    expect((await manageList(owner, shop)).map((s) => s.id)).toEqual([...ids, service.id]);
    const listed = (await publicList(shop)).find((s) => s.id === service.id);
    expect(listed).toMatchObject({ price: 12.34, duration: 75, name: 'Keratin Treatment' });
    // the same name twice gets an id of its own
    const again = await owner.post<{ service: ManagedService }>(base(shop), NEW_SERVICE);
    expect(again.status).toBe(201);
    expect(again.body.data.service.id).not.toBe(service.id);
    expect(again.body.data.service.id.startsWith(`${shop.id}--keratin-treatment-`)).toBe(true);
  });

  it.each([
    ['name', SERVICE_MESSAGES.nameRequired, { name: { en: '', it: '' } }],
    ['name.en', SERVICE_MESSAGES.nameTooShort, { name: { en: 'X' } }],
    ['category', SERVICE_MESSAGES.categoryRequired, { category: 'tattoo' }],
    ['price', SERVICE_MESSAGES.pricePositive, { price: 0 }],
    ['price', SERVICE_MESSAGES.priceCents, { price: 12.345 }],
    ['price', SERVICE_MESSAGES.priceTooHigh, { price: 20_000 }],
    ['price', SERVICE_MESSAGES.priceRequired, { price: undefined }],
    ['duration', SERVICE_MESSAGES.durationTooShort, { duration: { hours: 0, minutes: 4 } }],
    ['duration', SERVICE_MESSAGES.durationTooLong, { duration: { hours: 12, minutes: 30 } }],
    ['duration', SERVICE_MESSAGES.durationRequired, { duration: undefined }],
    ['duration.hours', SERVICE_MESSAGES.wholeNumber, { duration: { hours: 1.5, minutes: 0 } }],
    [
      'options[0].price',
      SERVICE_MESSAGES.amountNegative,
      { options: [{ name: { en: 'Extra' }, price: -1 }] },
    ],
    [
      'options',
      'validation.tooMany',
      { options: Array.from({ length: 21 }, () => ({ name: { en: 'Extra' }, price: 1 })) },
    ],
    ['minNoticeHours', SERVICE_MESSAGES.outOfRange, { minNoticeHours: 10_000 }],
    ['name.en', 'validation.tooLong', { name: { en: 'x'.repeat(101) } }],
    ['price', 'validation.invalidType', { price: '12' }],
    ['role', 'validation.unknownField', { role: 'admin' }],
  ])('refuses a bad %s with %s', async (field, message, change) => {
    const { shop, owner } = await ownedShop();
    const answer = await owner.post(base(shop), { ...NEW_SERVICE, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(answer.body.errors?.[field]).toBe(message);
    expect(await ServiceModel.countDocuments({ shopId: shop.id })).toBe(5);
  });
});

describe('changing a service', () => {
  it('changes only the fields sent; a new price shows in the shop details and the public menu at once', async () => {
    const { shop, owner } = await ownedShop();
    const url = `${base(shop)}/${shop.services.cut}`;
    const changed = await owner.put<{ service: ManagedService }>(url, { price: 41.1 });
    expect(changed.status).toBe(200);
    expect(changed.body.data.service).toMatchObject({
      price: 41.1,
      name: { en: 'Cut' },
      enabled: true,
    });
    expect((await ServiceModel.findById(shop.services.cut).lean())?.priceCents).toBe(4110);
    const details = await client(app).get<{ shop: Shop }>(`/shops/${shop.id}`);
    expect(details.body.data.shop.services.find((s) => s.id === shop.services.cut)?.price).toBe(
      41.1,
    );
    expect((await publicList(shop)).find((s) => s.id === shop.services.cut)?.price).toBe(41.1);
  });

  it('disables in place: gone from the public menu and from booking as soon as the PUT answers; enabling brings it back', async () => {
    const { shop, owner } = await ownedShop();
    const url = `${base(shop)}/${shop.services.cut}`;
    expect((await slotsOf(app, shop, daysAhead(3))).length).toBeGreaterThan(0);
    const off = await owner.put<{ service: ManagedService }>(url, { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.data.service.enabled).toBe(false);
    expect((await publicList(shop)).map((s) => s.id)).not.toContain(shop.services.cut);
    const slots = await client(app).get(
      `/bookings/available-slots?shopId=${shop.id}&serviceIds=${shop.services.cut}&date=${daysAhead(3)}`,
    );
    expect(slots.status).toBe(400);
    expect(slots.body).toMatchObject({ success: false });
    const customer = await bookingClient(app);
    expect((await customer.book(bookingBody(shop, daysAhead(3), '10:00'))).status).toBe(400);
    // still in the owner's list, disabled
    expect((await manageList(owner, shop)).find((s) => s.id === shop.services.cut)?.enabled).toBe(
      false,
    );
    expect((await owner.put(url, { enabled: true })).status).toBe(200);
    expect((await publicList(shop)).map((s) => s.id)).toContain(shop.services.cut);
  });

  it('answers 404 for an unknown service, another shop’s service or a malformed id, and validates the fields', async () => {
    const { shop, owner } = await ownedShop();
    const other = await createBookingShop(app);
    for (const id of [`${shop.id}--nope`, other.services.cut, 'x'.repeat(300), 'UPPER']) {
      const answer = await owner.put(`${base(shop)}/${id}`, { enabled: false });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'SHOP_SERVICE_NOT_FOUND' });
    }
    const bad = await owner.put(`${base(shop)}/${shop.services.cut}`, { price: -3 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ price: SERVICE_MESSAGES.pricePositive });
    expect((await ServiceModel.findById(other.services.cut).lean())?.active).not.toBe(false);
  });
});

describe('ordering services', () => {
  it('sets the order customers see, and refuses anything but a permutation of the shop’s services', async () => {
    const { shop, owner, ids } = await ownedShop();
    const reversed = [...ids].reverse();
    const url = `${base(shop)}/order`;
    const ordered = await owner.put<{ services: ManagedService[] }>(url, { serviceIds: reversed });
    expect(ordered.status).toBe(200);
    expect(ordered.body.data.services.map((s) => s.id)).toEqual(reversed);
    expect((await manageList(owner, shop)).map((s) => s.id)).toEqual(reversed);
    const enabledReversed = reversed.filter((id) => id !== shop.services.retired);
    expect((await publicList(shop)).map((s) => s.id)).toEqual(enabledReversed);

    for (const serviceIds of [
      reversed.slice(1),
      [...reversed, reversed[0]],
      [...reversed.slice(1), `${shop.id}--other`],
      [],
    ]) {
      const answer = await owner.put(url, { serviceIds });
      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ code: 'SHOP_SERVICE_ORDER_MISMATCH' });
    }
    expect((await owner.put(url, { serviceIds: 'nope' })).status).toBe(400);
    expect((await manageList(owner, shop)).map((s) => s.id)).toEqual(reversed);
  });
});

describe('deleting a service', () => {
  it('is refused while an upcoming booking uses it, naming how many, and allowed once that booking is cancelled', async () => {
    const { shop, owner, ids } = await ownedShop();
    const customer = await bookingClient(app);
    const booked = await customer.book(bookingBody(shop, daysAhead(4), '11:00'));
    expect(booked.status).toBe(201);
    const url = `${base(shop)}/${shop.services.cut}`;
    const refused = await owner.del(url);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'SHOP_SERVICE_HAS_BOOKINGS',
      message: expect.stringContaining('1 upcoming booking'),
    });
    expect(await ServiceModel.exists({ _id: shop.services.cut })).toBeTruthy();
    // another service of the same shop is free to go
    expect((await owner.del(`${base(shop)}/${shop.services.color}`)).status).toBe(200);

    expect((await customer.del(booked.body.data.booking.id)).status).toBe(200);
    const deleted = await owner.del(url);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ deleted: shop.services.cut });
    expect(await ServiceModel.exists({ _id: shop.services.cut })).toBeNull();
    const left = ids.filter((id) => id !== shop.services.cut && id !== shop.services.color);
    expect((await manageList(owner, shop)).map((s) => s.id)).toEqual(left);
    expect((await publicList(shop)).map((s) => s.id)).not.toContain(shop.services.cut);
    expect((await owner.del(url)).status).toBe(404);
  });

  it('keeps every service when two are added at once (no lost update of the menu)', async () => {
    const { shop, owner, ids } = await ownedShop();
    const names = ['Alpha Wash', 'Beta Wash', 'Gamma Wash', 'Delta Wash'];
    const answers = await Promise.all(
      names.map((en) =>
        owner.post<{ service: ManagedService }>(base(shop), { ...NEW_SERVICE, name: { en } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const listed = (await manageList(owner, shop)).map((s) => s.id);
    expect(listed.slice(0, ids.length)).toEqual(ids);
    expect(new Set(listed.slice(ids.length))).toEqual(
      new Set(answers.map((a) => a.body.data.service.id)),
    );
  });
});
