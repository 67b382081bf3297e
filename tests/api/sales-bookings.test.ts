import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../src/domain/booking';
import {
  bookingFeeId,
  bookingSaleId,
  reversalId,
  type SaleDeleteResult,
  type SaleTransactionPage,
} from '../../src/domain/sales';
import type { SalesDashboard } from '../../src/domain/sales-dashboard';
import { BookingModel } from '../../server/models/booking.model';
import { SaleModel } from '../../server/models/sale.model';
import { ShopModel } from '../../server/models/shop.model';
import { startTestApp, type TestApp } from './helpers';
import { client } from './profile-fixtures';
import {
  bookingBody,
  bookingClient,
  createBookingShop,
  daysAhead,
  type BookingClient,
  type BookingShop,
  type ShopOptions,
} from './support/booking-fixtures';

/**
 * Completed appointments become transactions by themselves (issue 16): one sale per booking with its services and
 * price, paid as the owner recorded when completing, whatever retries and races; a no-show's and a late
 * cancellation's fee become one fee transaction each; deleting a booking's transaction reverses it, once.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-sales-bookings', seed: false });
});
afterAll(() => app?.close());

interface Setting {
  shop: BookingShop;
  owner: BookingClient;
  customer: BookingClient;
  booking: Booking;
}

/** Moves a booking so it starts `ms` from now (completion and no-show need it to have started). */
async function startsIn(id: string, ms: number): Promise<void> {
  const startAt = new Date(Date.now() + ms);
  await BookingModel.updateOne(
    { _id: id },
    { $set: { startAt, endAt: new Date(startAt.getTime() + 60 * 60_000) } },
  );
}

async function setting(options: ShopOptions = {}, started = true): Promise<Setting> {
  const shop = await createBookingShop(app, options);
  const owner = await bookingClient(app, 'shop', shop.owner);
  const customer = await bookingClient(app, 'customer');
  const made = await customer.book(bookingBody(shop, daysAhead(3), '11:00'));
  expect(made.status).toBe(201);
  const booking = made.body.data.booking;
  if (started) await startsIn(booking.id, -30 * 60_000);
  return { shop, owner, customer, booking };
}

const salesOf = (bookingId: string) =>
  SaleModel.find({ bookingId }).lean<{ _id: string; type: string; status: string }[]>();

describe('completing a booking', () => {
  it('makes exactly one sale under 20 concurrent completions, paid as recorded', async () => {
    const { shop, owner, booking } = await setting();
    const payment = { method: 'card', tip: 5, discount: 2 };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => owner.put(booking.id, { status: 'completed', payment })),
    );
    expect(answers.some((a) => a.status === 200)).toBe(true);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const sales = await salesOf(booking.id);
    expect(sales.map((s) => s._id)).toEqual([bookingSaleId(booking.id)]);

    const shopOwner = client(app, owner.token);
    const list = await shopOwner.get<SaleTransactionPage>(
      `/sales/transactions?shopId=${shop.id}&source=booking`,
    );
    expect(list.body.data.items).toHaveLength(1);
    expect(list.body.data.items[0]).toMatchObject({
      id: bookingSaleId(booking.id),
      type: 'sale',
      source: 'booking',
      status: 'completed',
      bookingId: booking.id,
      serviceName: 'Cut',
      serviceId: shop.services.cut,
      category: 'hair',
      paymentMethod: 'card',
      amount: 35,
      tip: 5,
      discount: 2,
      total: 38,
      customerName: 'Carla Cliente',
    });

    // a retried completion answers the booking unchanged and makes nothing more
    const again = await owner.put(booking.id, { status: 'completed', payment: { method: 'cash' } });
    expect(again.status).toBe(200);
    expect(again.body.data.booking.status).toBe('completed');
    expect(await salesOf(booking.id)).toHaveLength(1);
    expect((await SaleModel.findById(bookingSaleId(booking.id)).lean())?.paymentMethod).toBe(
      'card',
    );
  });

  it('records the shop’s first payment method and nothing else when the owner names none', async () => {
    const { shop, owner, booking } = await setting();
    await ShopModel.updateOne({ _id: shop.id }, { $set: { paymentMethods: ['satispay', 'cash'] } });
    expect((await owner.put(booking.id, { status: 'completed' })).status).toBe(200);
    expect(await SaleModel.findById(bookingSaleId(booking.id)).lean()).toMatchObject({
      paymentMethod: 'cash',
      tipCents: 0,
      discountCents: 0,
      totalCents: 3500,
    });
  });

  it('refuses a bad payment with a 400 and leaves the booking as it was', async () => {
    const { shop, owner, customer, booking } = await setting();
    await ShopModel.updateOne({ _id: shop.id }, { $set: { paymentMethods: ['cash'] } });
    const cases: [object, string, Record<string, string>][] = [
      [
        { method: 'crypto' },
        'VALIDATION_FAILED',
        { 'payment.method': 'sales.form.paymentMethodRequired' },
      ],
      [{ tip: -1 }, 'VALIDATION_FAILED', { 'payment.tip': 'sales.form.amountNegative' }],
      [
        { discount: 35.01 },
        'VALIDATION_FAILED',
        { 'payment.discount': 'sales.form.discountTooHigh' },
      ],
      [
        { method: 'card' },
        'PAYMENT_METHOD_DISABLED',
        { 'payment.method': 'sales.form.paymentMethodRequired' },
      ],
      [{ other: 1 }, 'VALIDATION_FAILED', { 'payment.other': 'validation.unknownField' }],
    ];
    for (const [payment, code, errors] of cases) {
      const answer = await owner.put(booking.id, { status: 'completed', payment });
      expect(answer.status, JSON.stringify(payment)).toBe(400);
      expect(answer.body, JSON.stringify(payment)).toMatchObject({ code, errors });
    }
    // payment goes with a completion only, and never from the customer
    const withConfirm = await owner.put(booking.id, {
      shopNotes: 'hi',
      payment: { method: 'cash' },
    });
    expect(withConfirm.body).toMatchObject({ errors: { payment: 'validation.unknownField' } });
    const fromCustomer = await customer.put(booking.id, { status: 'completed', payment: {} });
    expect(fromCustomer.status).toBe(400);
    expect((await BookingModel.findById(booking.id).lean())?.status).toBe('confirmed');
    expect(await salesOf(booking.id)).toHaveLength(0);
  });
});

describe('fees', () => {
  it('turns a no-show fee into one fee transaction, however often the no-show is sent', async () => {
    const { shop, owner, booking } = await setting();
    await ShopModel.updateOne(
      { _id: shop.id },
      { $set: { 'policies.noShow': { feeCents: 1500, maxNoShows: 3 } } },
    );
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => owner.put(booking.id, { status: 'no-show' })),
    );
    expect(answers.some((a) => a.status === 200)).toBe(true);
    expect((await owner.put(booking.id, { status: 'no-show' })).status).toBe(200);
    const sales = await salesOf(booking.id);
    expect(sales.map((s) => s._id)).toEqual([bookingFeeId(booking.id, 'no_show')]);
    expect(await SaleModel.findById(bookingFeeId(booking.id, 'no_show')).lean()).toMatchObject({
      type: 'fee',
      feeKind: 'no_show',
      source: 'booking',
      totalCents: 1500,
    });
  });

  it('turns a customer’s late cancellation fee into a fee transaction, and a free one into none', async () => {
    const late = await setting({ cancellation: { allowedHours: 24, feePercentage: 40 } }, false);
    await startsIn(late.booking.id, 2 * 3_600_000);
    expect((await late.customer.del(late.booking.id)).status).toBe(200);
    expect(
      await SaleModel.findById(bookingFeeId(late.booking.id, 'late_cancellation')).lean(),
    ).toMatchObject({
      type: 'fee',
      feeKind: 'late_cancellation',
      totalCents: 1400,
    });
    const early = await setting({ cancellation: { allowedHours: 24, feePercentage: 40 } }, false);
    expect((await early.customer.del(early.booking.id)).status).toBe(200);
    expect(await salesOf(early.booking.id)).toHaveLength(0);
  });
});

describe('reversing a booking’s sale', () => {
  it('keeps it as reversed with one reversal record, counted in revenue never', async () => {
    const { shop, owner, booking } = await setting();
    await owner.put(booking.id, { status: 'completed', payment: { method: 'cash' } });
    const as = client(app, owner.token);
    const revenue = async () =>
      (
        await as.get<SalesDashboard>(
          `/sales/dashboard?shopId=${shop.id}&startDate=${daysAhead(-1)}&endDate=${daysAhead(0)}`,
        )
      ).body.data.summary.revenueCents;
    expect(await revenue()).toBe(3500);

    const id = bookingSaleId(booking.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => as.del<SaleDeleteResult>(`/sales/transactions/${id}`)),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200))
      expect(['TRANSACTION_STALE', 'TRANSACTION_LOCKED']).toContain(answer.body.code);
    expect(won[0]!.body.data).toMatchObject({
      outcome: 'reversed',
      transaction: { id, status: 'reversed', reversedById: reversalId(id) },
      reversal: { id: reversalId(id), type: 'reversal', reversesId: id, total: 35 },
    });
    expect((await salesOf(booking.id)).map((s) => [s._id, s.type, s.status]).sort()).toEqual([
      [reversalId(id), 'reversal', 'completed'],
      [id, 'sale', 'reversed'],
    ]);
    expect(await revenue()).toBe(0);
    expect((await as.del(`/sales/transactions/${id}`)).body.code).toBe('TRANSACTION_LOCKED');
    expect((await as.del(`/sales/transactions/${reversalId(id)}`)).body.code).toBe(
      'TRANSACTION_LOCKED',
    );
    const updatedAt = won[0]!.body.data.transaction.updatedAt;
    expect((await as.put(`/sales/transactions/${id}`, { updatedAt, tip: 1 })).status).toBe(409);
  });
});
