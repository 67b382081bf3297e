import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/domain/booking';
import { ServiceModel } from '../../server/models/service.model';
import { UserModel } from '../../server/models/user.model';
import { reminderMail } from '../../server/modules/bookings/booking-mail';
import { getJson, startTestApp, type TestApp } from './helpers';
import type { Envelope } from './profile-fixtures';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
} from './support/booking-fixtures';

/**
 * A booking keeps its services' names in every language the shop wrote them in: /bookings shows them in the
 * viewer's language (Accept-Language), the customer's emails in the customer's (customerLocale), and a booking
 * made before names were bilingual keeps the name it was booked with.
 */
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-bookings-languages', seed: false });
});
afterAll(() => app.close());

describe('service names on bookings', () => {
  it('are served in the viewer’s language and sent in the customer’s', async () => {
    const shop = await createBookingShop(app);
    await ServiceModel.updateOne(
      { _id: shop.services.cut },
      { $set: { name: { en: "Men's Haircut", it: 'Taglio uomo' } } },
    );
    // as every change of a service does (shop-admin/shop-changes.ts): the catalog and its copies follow it
    await app.services.shops.catalog.refreshShop(shop.id);
    const customer = await bookingClient(app);
    await UserModel.updateOne({ _id: customer.user.id }, { $set: { language: 'it' } });
    const emitted: Booking[] = [];
    const listener = (booking: Booking) => emitted.push(booking);
    app.services.bookings.events.on('created', listener);
    const created = await customer.book(bookingBody(shop, daysAhead(6), '11:00'));
    app.services.bookings.events.off('created', listener);
    expect(created.status).toBe(201);
    const id = created.body.data.booking.id;

    const read = async (path: string, language: string) =>
      getJson<Envelope<{ booking: Booking; items: Booking[] }>>(`${app.baseUrl}/api${path}`, {
        headers: { authorization: `Bearer ${customer.token}`, 'accept-language': language },
      });
    const italian = (await read(`/bookings/${id}`, 'it-IT,it;q=0.9')).body.data.booking;
    expect(italian.services.map((s) => s.name)).toEqual(['Taglio uomo']);
    expect(italian.serviceName).toBe('Taglio uomo');
    const english = (await read(`/bookings/${id}`, 'en')).body.data.booking;
    expect(english.serviceName).toBe("Men's Haircut");
    const list = (await read('/bookings', 'it')).body.data.items;
    expect(list.find((b) => b.id === id)?.serviceName).toBe('Taglio uomo');

    // the view the emails are written from is in the customer's language
    expect(emitted.map((b) => b.serviceName)).toEqual(['Taglio uomo']);

    // a later rename by the shop changes no booking
    await ServiceModel.updateOne(
      { _id: shop.services.cut },
      { $set: { name: { en: 'Haircut', it: 'Taglio' } } },
    );
    await app.services.shops.catalog.refreshShop(shop.id);
    expect((await read(`/bookings/${id}`, 'it')).body.data.booking.serviceName).toBe('Taglio uomo');
  });

  it('reminders name the services in the customer’s language; older bookings keep their one name', () => {
    const record = {
      customerName: 'Carla',
      customerEmail: 'carla@example.com',
      shopName: 'Salone Prova',
      shopAddress: 'Via Roma 1, Roma',
      shopTimeZone: 'Europe/Rome',
      date: '2030-03-04',
      time: '10:00',
      durationMinutes: 60,
      priceCents: 3500,
      reference: 'BK-TEST',
      reminderHours: 24,
      services: [
        {
          serviceId: 'a',
          name: 'Blow-dry',
          names: { en: 'Blow-dry', it: 'Piega' },
          durationMinutes: 30,
          priceCents: 2000,
        },
        { serviceId: 'b', name: 'Old name', durationMinutes: 30, priceCents: 1500 },
      ],
    };
    expect(reminderMail({ ...record, customerLocale: 'it' }).data.services).toEqual([
      'Piega',
      'Old name',
    ]);
    expect(reminderMail({ ...record, customerLocale: 'en' }).data.services).toEqual([
      'Blow-dry',
      'Old name',
    ]);
  });
});
