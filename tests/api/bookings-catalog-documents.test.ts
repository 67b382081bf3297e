import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServiceModel } from '../../server/models/service.model';
import { ShopModel } from '../../server/models/shop.model';
import { collectionsOf, commandsDuring } from './support/database-commands';
import { startTestApp, type TestApp } from './helpers';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
} from './support/booking-fixtures';

/**
 * A create reads its shop and services from memory while the catalog has not changed
 * (server/modules/bookings/booking-documents.ts), and never books against a shop or a price that changed.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-bookings-catalog-documents', seed: false });
});
afterAll(() => app.close());

describe('booking against catalog documents', () => {
  it('a warm shop is booked without reading its shop and services again', async () => {
    const shop = await createBookingShop(app);
    const first = await (await bookingClient(app)).book(bookingBody(shop, daysAhead(2), '10:00'));
    expect(first.status).toBe(201);
    const customer = await bookingClient(app);
    const read = collectionsOf(
      await commandsDuring(async () => {
        const second = await customer.book(bookingBody(shop, daysAhead(2), '12:00'));
        expect(second.status).toBe(201);
      }),
    );
    expect(read).not.toContain('shops');
    expect(read).not.toContain('services');
  });

  it('a changed price and a withdrawn shop are seen by the next create', async () => {
    const shop = await createBookingShop(app);
    const customer = await bookingClient(app);
    const before = await customer.book(bookingBody(shop, daysAhead(3), '10:00'));
    expect(before.body.data.booking.priceCents).toBe(3500);

    await ServiceModel.updateOne({ _id: shop.services.cut }, { $set: { priceCents: 4200 } });
    app.services.shops.catalog.invalidate();
    const repriced = await (
      await bookingClient(app)
    ).book(bookingBody(shop, daysAhead(3), '12:00'));
    expect(repriced.status).toBe(201);
    expect(repriced.body.data.booking.priceCents).toBe(4200);

    await ShopModel.updateOne({ _id: shop.id }, { $set: { approvalStatus: 'rejected' } });
    app.services.shops.catalog.invalidate();
    const gone = await (await bookingClient(app)).book(bookingBody(shop, daysAhead(3), '14:00'));
    expect(gone.status).toBe(404);
    expect(gone.body).toMatchObject({ success: false, code: 'SHOP_NOT_FOUND' });
  });
});
