import { describe, expect, it } from 'vitest';
import { checkBody } from '../../src/domain/request-validation';
import {
  bookingSaleId,
  centsToEuro,
  euroToCents,
  isSaleId,
  liveTotalCents,
  reversalId,
  saleTotalCents,
  type SaleRecord,
} from '../../src/domain/sales';
import { customerKeyOf, pageOfSales, salesShopChoice } from '../../src/domain/sales-list';
import {
  bookingFeeRecord,
  bookingPaymentOf,
  bookingSaleRecord,
  type SaleBooking,
} from '../../src/domain/sales-bookings';
import {
  applySaleUpdate,
  deletionOf,
  newManualSale,
  reversalOf,
  saleMethodsOf,
  toSaleTransaction,
  type SaleContext,
} from '../../src/domain/sales-records';
import {
  saleCreateSchema,
  saleListQuerySchema,
  saleUpdateSchema,
} from '../../src/domain/sales-schema';

const NOW = Date.parse('2026-11-28T15:00:00Z');
const ctx: SaleContext = {
  shopId: 'salone-aurora',
  timeZone: 'Europe/Rome',
  now: NOW,
  actorId: 'u1',
};

async function manual(body: Record<string, unknown>) {
  const checked = await checkBody(saleCreateSchema, body);
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  const made = newManualSale('txn_abcdefgh12', checked.value, ctx, []);
  if (!made.ok) throw new Error(made.code);
  return made.value;
}

describe('money in cents', () => {
  it('adds amount + tip + tax − discount in whole cents, never a float sum', () => {
    expect(euroToCents(0.1) + euroToCents(0.2)).toBe(30);
    expect(euroToCents(19.99)).toBe(1999);
    expect(euroToCents(1.005)).toBe(101);
    expect(
      saleTotalCents({ amountCents: 1999, tipCents: 201, taxCents: 440, discountCents: 100 }),
    ).toBe(2540);
    expect(centsToEuro(2540)).toBe(25.4);
    // the form's live total: blank fields are 0, a decimal comma is read
    expect(liveTotalCents({ amount: '19,99', tip: '', tax: 4.4, discount: '1' })).toBe(2339);
  });

  it('stores a manual sale in cents with its shop-local date', async () => {
    const record = await manual({
      serviceName: 'Piega',
      category: 'hair',
      amount: 35.5,
      tip: 2.25,
      tax: 7.81,
      discount: 5.56,
      paymentMethod: 'card',
      transactionDate: '2026-11-27T23:30:00Z',
    });
    expect(record).toMatchObject({
      amountCents: 3550,
      tipCents: 225,
      taxCents: 781,
      discountCents: 556,
      totalCents: 4000,
      source: 'offline',
      type: 'sale',
      status: 'completed',
      // 23:30 UTC is 00:30 in Rome the next day
      date: '2026-11-28',
      hour: 0,
    });
    expect(toSaleTransaction(record, 'en')).toMatchObject({ total: 40, serviceName: 'Piega' });
  });
});

describe('the manual sale schema (spec 03 §5)', () => {
  it('requires service name, category, amount > 0 and a payment method', async () => {
    const result = await checkBody(saleCreateSchema, { amount: 0 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      serviceName: 'sales.form.serviceNameRequired',
      category: 'sales.form.categoryRequired',
      amount: 'sales.form.amountPositive',
      paymentMethod: 'sales.form.paymentMethodRequired',
    });
  });

  it('takes amounts with step 0.01 and minimum 0, a discount within the total, and bounded strings', async () => {
    const base = { serviceName: 'Taglio', category: 'hair', amount: 20, paymentMethod: 'cash' };
    const bad = await checkBody(saleCreateSchema, {
      ...base,
      amount: 20.005,
      tip: -1,
      discount: 30,
      customerEmail: 'nope',
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.errors).toMatchObject({
        amount: 'sales.form.amountCents',
        tip: 'sales.form.amountNegative',
        customerEmail: 'sales.form.emailInvalid',
      });
    // lengths are checked before anything else
    const long = await checkBody(saleCreateSchema, { ...base, notes: 'x'.repeat(1001) });
    expect(!long.ok && long.errors).toEqual({ notes: 'validation.tooLong' });
    const over = await checkBody(saleCreateSchema, { ...base, tip: 5, discount: 25.01 });
    expect(!over.ok && over.errors).toEqual({ discount: 'sales.form.discountTooHigh' });
    expect((await checkBody(saleCreateSchema, { ...base, tip: 5, discount: 25 })).ok).toBe(true);
    const unknown = await checkBody(saleCreateSchema, { ...base, source: 'booking' });
    expect(unknown.ok).toBe(false);
  });

  it('refuses a method the shop does not take and a date in the future', async () => {
    const checked = await checkBody(saleCreateSchema, {
      serviceName: 'Taglio',
      category: 'hair',
      amount: 20,
      paymentMethod: 'digital',
      transactionDate: '2026-11-28T16:00:00Z',
    });
    if (!checked.ok) throw new Error('schema');
    expect(newManualSale('txn_abcdefgh12', checked.value, ctx, ['cash', 'card'])).toMatchObject({
      ok: false,
      code: 'PAYMENT_METHOD_DISABLED',
    });
    expect(newManualSale('txn_abcdefgh12', checked.value, ctx, ['cash', 'satispay'])).toMatchObject(
      {
        ok: false,
        code: 'VALIDATION_FAILED',
        errors: { transactionDate: 'sales.form.dateInFuture' },
      },
    );
    expect(
      saleMethodsOf(['card'])
        .filter((m) => m.enabled)
        .map((m) => m.method),
    ).toEqual(['card', 'loyalty_points']);
    expect(saleMethodsOf([]).every((m) => m.enabled)).toBe(true);
  });
});

const booking: SaleBooking = {
  id: 'bk_abc123',
  customerId: 'u_c1',
  customerName: 'Giulia Bianchi',
  customerEmail: 'Giulia@Example.com',
  customerPhone: '+39 333 1234567',
  startAt: Date.parse('2026-03-29T08:00:00Z'),
  services: [
    { serviceId: 'svc-cut', name: { en: 'Cut', it: 'Taglio' }, category: 'hair', priceCents: 3000 },
    { serviceId: 'svc-mani', name: { en: 'Manicure' }, category: 'nails', priceCents: 1500 },
  ],
};

describe('booking transactions', () => {
  it('makes one sale per booking from its services and price, paid as recorded', () => {
    const payment = bookingPaymentOf({ method: 'card', tip: 5, discount: 2.5 }, 4500, []);
    if (!payment.ok) throw new Error(payment.code);
    const sale = bookingSaleRecord(booking, payment.value, ctx);
    expect(sale.id).toBe(bookingSaleId('bk_abc123'));
    expect(isSaleId(sale.id)).toBe(true);
    expect(sale).toMatchObject({
      source: 'booking',
      amountCents: 4500,
      tipCents: 500,
      discountCents: 250,
      totalCents: 4750,
      paymentMethod: 'card',
      // 08:00Z on the day clocks go forward is 10:00 in Rome
      date: '2026-03-29',
      hour: 10,
    });
    expect(toSaleTransaction(sale, 'it').serviceName).toBe('Taglio + Manicure');
    // defaults: the first method the shop takes, nothing else
    expect(bookingPaymentOf(undefined, 4500, ['card', 'paypal'])).toMatchObject({
      ok: true,
      value: { method: 'card', tipCents: 0, discountCents: 0 },
    });
    expect(bookingPaymentOf({ discount: 46 }, 4500, [])).toMatchObject({
      ok: false,
      errors: { 'payment.discount': 'sales.form.discountTooHigh' },
    });
  });

  it('records fees once per booking and kind', () => {
    const fee = bookingFeeRecord(booking, 'no_show', 1000, ctx);
    expect(fee).toMatchObject({ id: 'txn:no_show:bk_abc123', type: 'fee', totalCents: 1000 });
    expect(isSaleId(fee.id)).toBe(true);
  });

  it('reverses a booking sale (never counted twice) and removes a manual one', async () => {
    const sale = bookingSaleRecord(
      booking,
      { method: 'cash', tipCents: 0, discountCents: 0, taxCents: 0, notes: '' },
      ctx,
    );
    expect(deletionOf(sale)).toEqual({ ok: true, value: 'reverse' });
    const { original, reversal } = reversalOf(sale, { ...ctx, now: NOW + 1000 });
    expect(original).toMatchObject({ status: 'reversed', reversedById: reversalId(sale.id) });
    expect(reversal).toMatchObject({ type: 'reversal', reversesId: sale.id, totalCents: 4500 });
    expect(isSaleId(reversal.id)).toBe(true);
    expect(deletionOf(original)).toMatchObject({ ok: false, code: 'TRANSACTION_LOCKED' });
    expect(deletionOf(reversal)).toMatchObject({ ok: false, code: 'TRANSACTION_LOCKED' });
    const page = pageOfSales(
      [original, reversal],
      await saleListQuerySchema.validate({}),
      { shopId: ctx.shopId, timeZone: ctx.timeZone },
      'en',
    );
    expect(page.revenueCents).toBe(0);
    expect(page.total).toBe(2);
    const offline = await manual({
      serviceName: 'Piega',
      category: 'hair',
      amount: 10,
      paymentMethod: 'cash',
    });
    expect(deletionOf(offline)).toEqual({ ok: true, value: 'remove' });
  });
});

describe('changes (optimistic concurrency)', () => {
  it('applies changed fields when updatedAt matches, and refuses a stale one', async () => {
    const record = await manual({
      serviceName: 'Piega',
      category: 'hair',
      amount: 30,
      paymentMethod: 'cash',
    });
    const sent = toSaleTransaction(record, 'en').updatedAt;
    const input = await saleUpdateSchema.validate({ updatedAt: sent, tip: 3, category: 'body' });
    const changed = applySaleUpdate(record, input, { ...ctx, now: NOW }, []);
    if (!changed.ok) throw new Error(changed.code);
    expect(changed.value).toMatchObject({ tipCents: 300, totalCents: 3300 });
    expect(changed.value.items[0]!.category).toBe('body');
    // same millisecond: the new updatedAt still differs
    expect(changed.value.updatedAt).toBe(record.updatedAt + 1);
    expect(applySaleUpdate(changed.value, input, ctx, [])).toMatchObject({
      ok: false,
      code: 'TRANSACTION_STALE',
    });
    const tooMuch = await saleUpdateSchema.validate({
      updatedAt: toSaleTransaction(changed.value, 'en').updatedAt,
      discount: 40,
    });
    expect(applySaleUpdate(changed.value, tooMuch, ctx, [])).toMatchObject({
      ok: false,
      errors: { discount: 'sales.form.discountTooHigh' },
    });
  });

  it('keeps a booking sale’s services', async () => {
    const sale = bookingSaleRecord(
      booking,
      { method: 'cash', tipCents: 0, discountCents: 0, taxCents: 0, notes: '' },
      ctx,
    );
    const input = await saleUpdateSchema.validate({
      updatedAt: new Date(sale.updatedAt).toISOString(),
      serviceName: 'Other',
    });
    expect(applySaleUpdate(sale, input, ctx, [])).toMatchObject({
      ok: false,
      errors: { serviceName: 'sales.form.fromBooking' },
    });
  });
});

describe('who buys and which shop', () => {
  it('keys customers by email, else phone, else the booking customer', () => {
    const person = (email: string, phone: string, id: string | null) =>
      ({ customerEmail: email, customerPhone: phone, customerId: id }) as SaleRecord;
    expect(customerKeyOf(person(' A@B.it ', '', 'u1'))).toBe('e:a@b.it');
    expect(customerKeyOf(person('', '+39 333-123 4567', 'u1'))).toBe('p:393331234567');
    expect(customerKeyOf(person('', '', 'u1'))).toBe('u:u1');
    expect(customerKeyOf(person('', '', null))).toBeNull();
  });

  it('picks the named shop when managed, the owner’s first otherwise, and asks an admin', () => {
    const shops = [
      { id: 'zeta', name: 'Zeta' },
      { id: 'alfa', name: 'Alfa' },
    ];
    expect(salesShopChoice('shop', undefined, shops)).toEqual({ ok: true, value: 'alfa' });
    expect(salesShopChoice('shop', 'zeta', shops)).toEqual({ ok: true, value: 'zeta' });
    expect(salesShopChoice('shop', 'other', shops)).toMatchObject({ code: 'SHOP_NOT_FOUND' });
    expect(salesShopChoice('shop', undefined, [])).toMatchObject({ code: 'SHOP_NOT_FOUND' });
    expect(salesShopChoice('admin', undefined, [])).toMatchObject({ code: 'SHOP_REQUIRED' });
    expect(salesShopChoice('admin', 'other', [])).toEqual({ ok: true, value: 'other' });
  });
});
