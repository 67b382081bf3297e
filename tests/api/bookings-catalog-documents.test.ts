import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../server/logger';
import type { MailRequest } from '../../server/mail/mailer';
import { ServiceModel } from '../../server/models/service.model';
import { ShopModel } from '../../server/models/shop.model';
import { linkShopOwnerMail } from '../../server/modules/bookings/shop-owner-mail';
import { linkShopNotifications } from '../../server/modules/shop-notifications/shop-notifications.link';
import { client, signIn } from './profile-fixtures';
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
 * (server/modules/bookings/booking-documents.ts), and never books against a shop or a price that changed. The
 * shop's notification and owner email that follow a create read the same copy, and the owner from memory.
 */
let app: TestApp;
let unlink: () => void;
let notified: ReturnType<typeof linkShopNotifications>['notified'];
beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-bookings-catalog-documents', seed: false });
  // server/index.ts links these at start-up; the test app is built without them
  const logger = createLogger({ logLevel: 'silent', version: 'test', nodeEnv: 'test' });
  const catalog = app.services.shops.catalog;
  const events = app.services.bookings.events;
  const mail = linkShopOwnerMail({ events, mailer: app.services.mail, logger, catalog });
  const notifications = linkShopNotifications({ events, logger, catalog });
  notified = notifications.notified;
  unlink = () => {
    mail();
    notifications.unlink();
  };
});
afterAll(async () => {
  unlink?.();
  await app.close();
});

/** The shop emails sent while `task` runs (each resolved once the mailer has it). */
async function shopMailsDuring(task: () => Promise<void>): Promise<MailRequest[]> {
  const send = vi.spyOn(app.services.mail, 'send');
  try {
    await task();
    // the listeners run after the create answered: a moment for one that would send
    await new Promise((resolve) => setTimeout(resolve, 400));
    await Promise.all(send.mock.results.map((result) => result.value));
    return send.mock.calls
      .map(([request]) => request as MailRequest)
      .filter((request) => request.template === 'shop-booking');
  } finally {
    send.mockRestore();
  }
}

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

  it("the shop's notification and owner email after a create read neither the shop nor its owner", async () => {
    const shop = await createBookingShop(app);
    const customer = await bookingClient(app);
    const first = await shopMailsDuring(async () => {
      expect((await customer.book(bookingBody(shop, daysAhead(5), '10:00'))).status).toBe(201);
    });
    expect(first).toHaveLength(1);
    let mails: MailRequest[] = [];
    const read = collectionsOf(
      await commandsDuring(async () => {
        const stored = new Promise((resolve) =>
          notified.on('notified', (shopId) => shopId === shop.id && resolve(shopId)),
        );
        mails = await shopMailsDuring(async () => {
          expect((await customer.book(bookingBody(shop, daysAhead(5), '12:00'))).status).toBe(201);
        });
        await stored;
      }),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: shop.owner.email, template: 'shop-booking' });
    expect(read).toContain('shopnotifications');
    expect(read).not.toContain('shops');
    expect(read).not.toContain('users');
  });

  it('a notification setting saved by the owner is followed by the next create', async () => {
    const shop = await createBookingShop(app);
    const customer = await bookingClient(app);
    const owner = client(app, await signIn(app, shop.owner));
    const before = await shopMailsDuring(async () => {
      expect((await customer.book(bookingBody(shop, daysAhead(6), '10:00'))).status).toBe(201);
    });
    expect(before).toHaveLength(1);
    const saved = await owner.put(`/shops/${shop.id}/personal-area-settings`, {
      notifications: { email: false, sms: false, push: false, newBookings: true },
    });
    expect(saved.status).toBe(200);
    const after = await shopMailsDuring(async () => {
      expect((await customer.book(bookingBody(shop, daysAhead(6), '12:00'))).status).toBe(201);
    });
    expect(after).toEqual([]);
  });
});
