import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../../server/mail/mailer';
import { createLogger } from '../../server/logger';
import { ShopModel } from '../../server/models/shop.model';
import { UserModel } from '../../server/models/user.model';
import { linkShopOwnerMail } from '../../server/modules/bookings/shop-owner-mail';
import {
  book,
  createBookableShop,
  createCustomer,
  daysAhead,
  eventually,
  type TestShop,
} from './booking-jobs-fixtures';
import { getJson, startTestApp, type TestApp } from './helpers';
import { adminHeaders, clearOutbox } from './support/outbox-client';
import { client, type Envelope } from './profile-fixtures';

let app: TestApp;
let unlink: () => void;

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api_shop_owner_mail', seed: false });
  // server/index.ts links the owner's emails at start-up; the test app is built without it
  unlink = linkShopOwnerMail({
    events: app.services.bookings.events,
    mailer: app.services.mail,
    logger: createLogger({ logLevel: 'silent', version: 'test', nodeEnv: 'test' }),
  });
});
afterAll(async () => {
  unlink?.();
  await app?.close();
});
beforeEach(async () => {
  await clearOutbox(app);
});

const mailTo = async (email: string) =>
  (
    await getJson<Envelope<{ items: OutboxMessage[] }>>(
      `${app.baseUrl}/api/dev/outbox?to=${encodeURIComponent(email)}`,
      { headers: await adminHeaders(app) },
    )
  ).body.data.items;

const awaitMails = (email: string, count: number) =>
  eventually(
    () => mailTo(email),
    (items) => items.filter((m) => m.template === 'shop-booking').length >= count,
  );

/** A moment for listeners that would send: "nothing was sent" is only meaningful after it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

async function shopWith(settings: { email: boolean; newBookings: boolean }, shopEmail = '') {
  const shop: TestShop = await createBookableShop(app);
  await ShopModel.updateOne(
    { _id: shop.id },
    {
      $set: {
        email: shopEmail,
        notificationSettings: { ...settings, sms: false, push: false },
      },
    },
  );
  return shop;
}

describe('the shop owner’s booking emails', () => {
  it('emails the shop of a new booking and of the customer’s cancellation, in the owner’s language', async () => {
    const shop = await shopWith({ email: true, newBookings: true }, 'desk@salone-prova.example');
    await UserModel.updateOne({ _id: shop.owner.id }, { $set: { language: 'it' } });
    const customer = await createCustomer(app);
    const booking = await book(app, customer.token, shop, { date: daysAhead(4), time: '16:00' });

    const [created] = await awaitMails('desk@salone-prova.example', 1);
    expect(created).toMatchObject({ template: 'shop-booking', locale: 'it' });
    expect(created!.subject).toContain('Nuova prenotazione: Giulia Romano');
    expect(created!.text).toContain('Ciao Owner Person,');
    expect(created!.text).toContain(booking.reference);
    expect(created!.text).toContain(customer.user.email);
    // the customer's own confirmation is not sent to the shop's address
    expect(await mailTo(customer.user.email)).toEqual([]);

    expect((await client(app, customer.token).del(`/bookings/${booking.id}`)).status).toBe(200);
    const mails = await awaitMails('desk@salone-prova.example', 2);
    expect(mails.map((m) => m.subject)).toContainEqual(
      expect.stringContaining('Prenotazione cancellata: Giulia Romano'),
    );
  });

  it('writes to the owner’s address when the shop has none, and not for the owner’s own changes', async () => {
    const shop = await shopWith({ email: true, newBookings: true });
    const customer = await createCustomer(app);
    const booking = await book(app, customer.token, shop, { date: daysAhead(5), time: '09:00' });
    const [created] = await awaitMails(shop.owner.email, 1);
    expect(created).toMatchObject({ locale: 'en' });
    expect(created!.subject).toContain('New booking: Giulia Romano');

    const cancelled = await client(app, shop.ownerToken).put(`/bookings/${booking.id}`, {
      status: 'cancelled',
      reason: 'Closed for a course',
    });
    expect(cancelled.status).toBe(200);
    await settle();
    expect(
      (await mailTo(shop.owner.email)).filter((m) => m.template === 'shop-booking'),
    ).toHaveLength(1);
  });

  it('follows the shop’s notification settings', async () => {
    const quietNew = await shopWith({ email: true, newBookings: false }, 'quiet-new@example.com');
    const silent = await shopWith({ email: false, newBookings: true }, 'silent@example.com');
    const customer = await createCustomer(app);
    const first = await book(app, customer.token, quietNew, { date: daysAhead(6), time: '10:00' });
    await book(app, customer.token, silent, { date: daysAhead(6), time: '10:00' });
    await settle();
    expect(await mailTo('quiet-new@example.com')).toEqual([]);
    expect(await mailTo('silent@example.com')).toEqual([]);

    // new bookings muted, but changes still told
    expect((await client(app, customer.token).del(`/bookings/${first.id}`)).status).toBe(200);
    const [change] = await awaitMails('quiet-new@example.com', 1);
    expect(change!.subject).toContain('Booking cancelled');
  });
});
