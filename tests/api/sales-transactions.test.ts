import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  SaleDeleteResult,
  SaleTransaction,
  SaleTransactionPage,
  SaleTransactionResult,
} from '../../src/domain/sales';
import { ShopAuditModel } from '../../server/models/shop-audit.model';
import { SaleModel } from '../../server/models/sale.model';
import { listOwnedShop } from '../../server/modules/shop-admin/owned-shops';
import { startTestApp, type TestApp } from './helpers';
import { client, createUser, signIn } from './profile-fixtures';
import { createBookingShop, type BookingShop } from './support/booking-fixtures';

/**
 * Manual sales over real HTTP (spec 03 §2 Manual sales entry, §5, §7 Sales; issue 16): create with every
 * validation, the list and its filters, optimistic concurrency on PUT, delete with its audit record, and who may
 * see or change a shop's transactions.
 */

let app: TestApp;
let shop: BookingShop;
let other: BookingShop;
let owner: ReturnType<typeof client>;

const sale = (extra: object = {}) => ({
  shopId: shop.id,
  serviceName: 'Piega',
  category: 'hair',
  amount: 35.5,
  paymentMethod: 'card',
  ...extra,
});

async function create(body: object, as = owner) {
  return as.post<SaleTransactionResult>('/sales/transactions', body);
}

beforeAll(async () => {
  app = await startTestApp({ dbName: 'api-sales-transactions', seed: false });
  shop = await createBookingShop(app);
  other = await createBookingShop(app);
  await listOwnedShop(shop.ownerId, shop.id);
  owner = client(app, await signIn(app, shop.owner));
});
afterAll(() => app?.close());

describe('creating a manual sale', () => {
  it('stores it in cents with the total the spec gives, as an offline sale', async () => {
    const created = await create(
      sale({
        tip: 2.25,
        tax: 7.81,
        discount: 5.56,
        customerName: 'Giulia Bianchi',
        customerEmail: 'giulia@example.com',
        customerPhone: '+39 333 123 4567',
        notes: 'Paid at the desk',
        transactionDate: '2024-11-02T09:30:00.000Z',
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const transaction = created.body.data.transaction;
    expect(transaction).toMatchObject({
      shopId: shop.id,
      type: 'sale',
      source: 'offline',
      status: 'completed',
      serviceName: 'Piega',
      category: 'hair',
      paymentMethod: 'card',
      amount: 35.5,
      tip: 2.25,
      tax: 7.81,
      discount: 5.56,
      total: 40,
      totalCents: 4000,
      date: '2024-11-02',
      transactionDate: '2024-11-02T09:30:00.000Z',
    });
    expect(transaction.id).toMatch(/^txn_/);
    const stored = await SaleModel.findById(transaction.id).lean();
    expect(stored).toMatchObject({ amountCents: 3550, totalCents: 4000, createdBy: shop.ownerId });
  });

  it('refuses each invalid field with a 400 naming it, and stores nothing', async () => {
    const before = await SaleModel.countDocuments({});
    const cases: [object, Record<string, string>][] = [
      [{ serviceName: '' }, { serviceName: 'sales.form.serviceNameRequired' }],
      [{ serviceName: 'P' }, { serviceName: 'sales.form.serviceNameTooShort' }],
      [{ category: 'cars' }, { category: 'sales.form.categoryRequired' }],
      [{ amount: 0 }, { amount: 'sales.form.amountPositive' }],
      [{ amount: 10.005 }, { amount: 'sales.form.amountCents' }],
      [{ amount: 1_000_000 }, { amount: 'sales.form.amountTooHigh' }],
      [{ paymentMethod: 'crypto' }, { paymentMethod: 'sales.form.paymentMethodRequired' }],
      [{ tip: -1 }, { tip: 'sales.form.amountNegative' }],
      [{ discount: 40 }, { discount: 'sales.form.discountTooHigh' }],
      [{ customerEmail: 'nope' }, { customerEmail: 'sales.form.emailInvalid' }],
      [{ customerPhone: '12' }, { customerPhone: 'sales.form.phoneInvalid' }],
      [{ transactionDate: 'yesterday' }, { transactionDate: 'sales.form.dateInvalid' }],
      [{ transactionDate: '1999-12-31T10:00:00Z' }, { transactionDate: 'sales.form.dateTooEarly' }],
      [{ transactionDate: '2099-01-01T10:00:00Z' }, { transactionDate: 'sales.form.dateInFuture' }],
      [{ notes: 'x'.repeat(1001) }, { notes: 'validation.tooLong' }],
      [{ amount: '35' }, { amount: 'validation.invalidType' }],
      [{ source: 'booking' }, { source: 'validation.unknownField' }],
    ];
    for (const [change, errors] of cases) {
      const answer = await create(sale(change));
      expect(answer.status, JSON.stringify(change)).toBe(400);
      expect(answer.body, JSON.stringify(change)).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        errors,
      });
    }
    const missing = await create({ shopId: shop.id });
    expect(missing.body.errors).toMatchObject({
      serviceName: 'sales.form.serviceNameRequired',
      category: 'sales.form.categoryRequired',
      amount: 'sales.form.amountRequired',
      paymentMethod: 'sales.form.paymentMethodRequired',
    });
    expect(await SaleModel.countDocuments({})).toBe(before);
  });

  it('refuses a payment method the shop does not take', async () => {
    await app.services.shops.catalog.current();
    const { ShopModel } = await import('../../server/models/shop.model');
    await ShopModel.updateOne({ _id: other.id }, { $set: { paymentMethods: ['cash'] } });
    const otherOwner = client(app, await signIn(app, other.owner));
    const refused = await create(sale({ shopId: other.id, paymentMethod: 'card' }), otherOwner);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'PAYMENT_METHOD_DISABLED',
      errors: { paymentMethod: 'sales.form.paymentMethodRequired' },
    });
    expect(
      (await create(sale({ shopId: other.id, paymentMethod: 'cash' }), otherOwner)).status,
    ).toBe(201);
  });
});

describe('the list', () => {
  it('pages newest first and filters by dates, method, category, source and text', async () => {
    const fresh = await createBookingShop(app);
    const as = client(app, await signIn(app, fresh.owner));
    const add = (day: number, extra: object = {}) =>
      create(
        {
          shopId: fresh.id,
          serviceName: `Service ${day}`,
          category: 'hair',
          amount: day,
          paymentMethod: 'cash',
          transactionDate: `2024-10-${String(day).padStart(2, '0')}T10:00:00.000Z`,
          ...extra,
        },
        as,
      );
    for (let day = 1; day <= 12; day += 1)
      await add(day, day % 3 === 0 ? { paymentMethod: 'card', category: 'nails' } : {});
    await add(20, { customerName: 'Zoë Verdi', notes: 'gift' });
    const list = (query: string) =>
      as.get<SaleTransactionPage>(`/sales/transactions?shopId=${fresh.id}&${query}`);

    const first = await list('limit=5');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 13, page: 1, limit: 5, totalPages: 3 });
    expect(first.body.data.items.map((t) => t.date)).toEqual([
      '2024-10-20',
      '2024-10-12',
      '2024-10-11',
      '2024-10-10',
      '2024-10-09',
    ]);
    expect(first.body.data.revenueCents).toBe((78 + 20) * 100);
    const third = await list('limit=5&page=3');
    expect(third.body.data.items.map((t) => t.date)).toEqual([
      '2024-10-03',
      '2024-10-02',
      '2024-10-01',
    ]);

    const cards = await list('paymentMethod=card');
    expect(cards.body.data.items.map((t) => t.amount)).toEqual([12, 9, 6, 3]);
    expect((await list('category=nails')).body.data.total).toBe(4);
    expect((await list('startDate=2024-10-05&endDate=2024-10-07')).body.data.total).toBe(3);
    expect((await list('source=booking')).body.data.total).toBe(0);
    // accents folded; with a space, as no transaction id (also searched) holds one
    expect((await list('q=zoe%20v')).body.data.items.map((t) => t.customerName)).toEqual([
      'Zoë Verdi',
    ]);
    expect((await list('q=GIFT')).body.data.total).toBe(1);

    const bad = await list(
      'limit=1000&paymentMethod=bitcoin&startDate=2024-10-09&endDate=2024-10-01',
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'INVALID_QUERY' });
    expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual([
      'endDate',
      'limit',
      'paymentMethod',
    ]);
  });
});

describe('changing a sale', () => {
  it('applies the changed fields when updatedAt is current and refuses a stale one with 409, overwriting nothing', async () => {
    const made = (await create(sale({ amount: 30 }))).body.data.transaction;
    const path = `/sales/transactions/${made.id}`;
    const changed = await owner.put<SaleTransactionResult>(path, {
      updatedAt: made.updatedAt,
      tip: 3,
      paymentMethod: 'cash',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data.transaction).toMatchObject({
      tip: 3,
      total: 33,
      paymentMethod: 'cash',
      serviceName: 'Piega',
    });
    expect(changed.body.data.transaction.updatedAt).not.toBe(made.updatedAt);

    const stale = await owner.put(path, { updatedAt: made.updatedAt, tip: 10 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ success: false, code: 'TRANSACTION_STALE' });
    expect(await SaleModel.findById(made.id).lean()).toMatchObject({ tipCents: 300 });

    const over = await owner.put(path, {
      updatedAt: changed.body.data.transaction.updatedAt,
      discount: 50,
    });
    expect(over.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { discount: 'sales.form.discountTooHigh' },
    });
    expect((await owner.put(path, { tip: 1 })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { updatedAt: 'validation.required' },
    });
  });

  it('lets exactly one of several racing changes of the same version win', async () => {
    const made = (await create(sale({ amount: 30 }))).body.data.transaction;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        owner.put<SaleTransactionResult>(`/sales/transactions/${made.id}`, {
          updatedAt: made.updatedAt,
          tip: i + 1,
        }),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    const stored = await SaleModel.findById(made.id).lean();
    expect(stored?.tipCents).toBe(won[0]!.body.data.transaction.tipCents);
  });
});

describe('deleting a sale', () => {
  it('removes a manual sale and keeps who deleted what, and when, in the shop’s activity', async () => {
    const made = (await create(sale({ serviceName: 'Colore', amount: 60 }))).body.data.transaction;
    const removed = await owner.del<SaleDeleteResult>(`/sales/transactions/${made.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ outcome: 'removed', reversal: null });
    expect(await SaleModel.findById(made.id).lean()).toBeNull();
    const list = await owner.get<SaleTransactionPage>(
      `/sales/transactions?shopId=${shop.id}&q=Colore`,
    );
    expect(list.body.data.total).toBe(0);

    const buckets = await ShopAuditModel.find({ _id: new RegExp(`^${shop.id}:\\d+$`) }).lean<
      {
        entries: {
          action: string;
          actor: { userId: string };
          at: Date;
          changes: { before: string | null }[];
        }[];
      }[]
    >();
    const entry = buckets.flatMap((b) => b.entries).find((e) => e.action === 'transaction_deleted');
    expect(entry?.actor.userId).toBe(shop.ownerId);
    expect(entry?.at).toBeTruthy();
    expect(JSON.parse(entry!.changes[0]!.before!)).toMatchObject({
      id: made.id,
      service: 'Colore',
      total: 60,
    });

    expect((await owner.del(`/sales/transactions/${made.id}`)).status).toBe(404);
  });
});

describe('who may see and change a shop’s sales', () => {
  it('answers 404 to another owner and for malformed ids, 403 to customers, 401 signed out', async () => {
    const made = (await create(sale())).body.data.transaction;
    const stranger = client(app, await signIn(app, other.owner));
    const path = `/sales/transactions/${made.id}`;
    expect((await stranger.put(path, { updatedAt: made.updatedAt, tip: 1 })).status).toBe(404);
    expect((await stranger.del(path)).body).toMatchObject({ code: 'TRANSACTION_NOT_FOUND' });
    expect((await stranger.get(`/sales/transactions?shopId=${shop.id}`)).body).toMatchObject({
      code: 'SHOP_NOT_FOUND',
    });
    expect((await create(sale(), stranger)).status).toBe(404);
    expect((await stranger.get(`/sales/dashboard?shopId=${shop.id}`)).status).toBe(404);
    expect((await owner.del('/sales/transactions/not-an-id')).status).toBe(404);
    expect((await owner.del('/sales/transactions/txn_unknown00001')).status).toBe(404);

    const customer = client(app, await signIn(app, await createUser({ role: 'customer' })));
    expect((await customer.get('/sales/transactions')).status).toBe(403);
    expect((await customer.post('/sales/transactions', sale())).status).toBe(403);
    expect((await customer.get('/analytics/bookings')).status).toBe(403);
    expect((await client(app).get('/sales/dashboard')).status).toBe(401);
    expect(await SaleModel.findById(made.id).lean()).toMatchObject({ tipCents: 0 });
  });

  it('uses an owner’s own shop when none is named, and makes an admin name one', async () => {
    const mine = await owner.get<SaleTransactionPage>('/sales/transactions?limit=1');
    expect(mine.body.data.shopId).toBe(shop.id);
    const admin = client(app, await signIn(app, await createUser({ role: 'admin' })));
    expect((await admin.get('/sales/transactions')).body).toMatchObject({ code: 'SHOP_REQUIRED' });
    const theirs = await admin.get<SaleTransactionPage>(
      `/sales/transactions?shopId=${shop.id}&limit=1`,
    );
    expect(theirs.body.data.shopId).toBe(shop.id);
    const made = await create(sale({ amount: 12 }), admin);
    expect(made.status).toBe(201);
    const listed: SaleTransaction[] = (
      await owner.get<SaleTransactionPage>(`/sales/transactions?q=${made.body.data.transaction.id}`)
    ).body.data.items;
    expect(listed).toHaveLength(1);
  });
});
