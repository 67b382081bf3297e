import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  SaleRecord,
  SaleTransactionPage,
  SaleTransactionResult,
} from '../../src/domain/sales';
import type { SalesDashboard } from '../../src/domain/sales-dashboard';
import { salesDashboardFromRecords } from '../../src/domain/sales-dashboard';
import { salesRanges } from '../../src/domain/sales-periods';
import { localDate } from '../../src/domain/zoned-time';
import { addDays } from '../../src/domain/opening-hours';
import { SaleModel, saleRecordOf, type StoredSale } from '../../server/models/sale.model';
import {
  SaleMonthSummaryModel,
  saleMonthSummaryId,
} from '../../server/models/sale-month-summary.model';
import { forgetBuckets } from '../../server/modules/sales/sale-buckets';
import { forgetSalesSummaries } from '../../server/modules/sales/sales-figures';
import { listOwnedShop } from '../../server/modules/shop-admin/owned-shops';
import { startTestApp, type TestApp } from './helpers';
import { client, signIn } from './profile-fixtures';
import { ZONE, createBookingShop, type BookingShop } from './support/booking-fixtures';

/**
 * The sales dashboard after a restart (issue 16): past months are read from their stored summaries, not their
 * buckets of transactions. A new app instance over the same database, with nothing in the process's memory,
 * must answer the same figures as the one that wrote the sales; and a change to a past month's transaction
 * (its summary now stale) must show, before and after another restart. Real HTTP on FerretDB.
 */

const DB = 'api-sales-restart';
let app: TestApp;
let shop: BookingShop;
let token: string;
let owner: ReturnType<typeof client>;

const today = localDate(Date.now(), ZONE);
/** The 10th of the month `back` months before this one (shop-local). */
function monthsBack(back: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-10`;
}

const QUERIES = [
  'period=year',
  'period=month',
  'period=week',
  // a custom range starting mid-month, compared with the same number of days before it
  `startDate=${addDays(monthsBack(8), 5)}&endDate=${today}`,
];

async function dashboards(): Promise<Record<string, Omit<SalesDashboard, 'lastUpdated'>>> {
  const out: Record<string, Omit<SalesDashboard, 'lastUpdated'>> = {};
  for (const query of QUERIES) {
    const res = await owner.get<SalesDashboard>(`/sales/dashboard?shopId=${shop.id}&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { lastUpdated: _at, ...figures } = res.body.data;
    out[query] = figures;
  }
  return out;
}

/** A new instance over the same database, as after a restart: nothing of the old one in memory. */
async function restart(): Promise<void> {
  await app.close();
  forgetBuckets();
  forgetSalesSummaries();
  app = await startTestApp({ dbName: DB, seed: false });
  owner = client(app, token);
}

async function storedSales(): Promise<SaleRecord[]> {
  const docs = await SaleModel.find({ shopId: shop.id }).lean<StoredSale[]>();
  return docs.map(saleRecordOf);
}

beforeAll(async () => {
  app = await startTestApp({ dbName: DB, seed: false });
  shop = await createBookingShop(app);
  await listOwnedShop(shop.ownerId, shop.id);
  token = await signIn(app, shop.owner);
  owner = client(app, token);
});
afterAll(() => app?.close());

describe('the sales dashboard after a restart', () => {
  const ids: string[] = [];

  it('answers the same figures as the instance that wrote the sales', async () => {
    const methods = ['card', 'cash', 'digital'] as const;
    // 14 months of sales, some customers coming back, plus two today
    for (let back = 13; back >= 0; back -= 1) {
      for (let n = 0; n < 3; n += 1) {
        const date =
          back === 0
            ? new Date(Date.now() - 60_000).toISOString()
            : `${monthsBack(back)}T${String(n + 8).padStart(2, '0')}:15:00.000Z`;
        if (back === 0 && n === 2) continue;
        const res = await owner.post<SaleTransactionResult>('/sales/transactions', {
          shopId: shop.id,
          serviceName: n === 1 ? 'Colore' : 'Piega',
          category: n === 1 ? 'hair' : 'nails',
          amount: 20 + back * 3 + n * 7.5,
          tip: n === 2 ? 2.5 : 0,
          paymentMethod: methods[(back + n) % 3],
          customerName: `Cliente ${(back + n) % 5}`,
          customerEmail: `cliente-${(back + n) % 5}@example.com`,
          transactionDate: date,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        ids.push(res.body.data.transaction.id);
      }
    }
    // a past sale changed, another deleted
    const changed = await owner.get<SaleTransactionPage>(
      `/sales/transactions?shopId=${shop.id}&limit=100`,
    );
    expect(changed.status).toBe(200);
    const oldest = changed.body.data.items.at(-1)!;
    const put = await owner.put(`/sales/transactions/${oldest.id}`, {
      amount: 99,
      updatedAt: oldest.updatedAt,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const gone = await owner.del(`/sales/transactions/${ids[4]}`);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);

    const before = await dashboards();
    expect(before['period=year']!.summary.transactions).toBeGreaterThan(25);

    await restart();
    expect(await dashboards()).toEqual(before);

    // the first dashboards of a restart racing to rebuild and store the same summaries all answer alike
    await SaleMonthSummaryModel.deleteMany({});
    await restart();
    const racing = await Promise.all(
      Array.from({ length: 5 }, () =>
        owner.get<SalesDashboard>(`/sales/dashboard?shopId=${shop.id}&period=year`),
      ),
    );
    for (const res of racing) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const { lastUpdated: _at, ...figures } = res.body.data;
      expect(figures).toEqual(before['period=year']);
    }
    // the past months were answered from their stored summaries
    const stored = await SaleMonthSummaryModel.findById(
      saleMonthSummaryId(shop.id, monthsBack(2).slice(0, 7)),
    ).lean();
    expect(stored).not.toBeNull();
  });

  it('shows a change to a past month at once, and after another restart', async () => {
    const list = await owner.get<SaleTransactionPage>(
      `/sales/transactions?shopId=${shop.id}&limit=100`,
    );
    const past = list.body.data.items.find((t) => t.date === monthsBack(3))!;
    const yearBefore = (await dashboards())['period=year']!.summary.revenueCents;
    const put = await owner.put(`/sales/transactions/${past.id}`, {
      amount: 500,
      tip: 0,
      discount: 0,
      tax: 0,
      updatedAt: past.updatedAt,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    const expected = (records: SaleRecord[], query: string) => {
      const params = new URLSearchParams(query);
      const ranges = salesRanges(
        {
          period: params.get('period'),
          startDate: params.get('startDate'),
          endDate: params.get('endDate'),
        },
        today,
      );
      const { lastUpdated: _at, ...figures } = salesDashboardFromRecords(
        records,
        ranges,
        { shopId: shop.id, timeZone: ZONE },
        'en',
        Date.now(),
      );
      return figures;
    };
    const check = async () => {
      const served = await dashboards();
      const records = await storedSales();
      for (const query of QUERIES) expect(served[query], query).toEqual(expected(records, query));
      return served;
    };

    const now = await check();
    expect(now['period=year']!.summary.revenueCents).toBe(yearBefore - past.totalCents + 50_000);
    await restart();
    await check();
  });
});
