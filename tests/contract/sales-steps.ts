import type { BookingAnalytics } from '../../src/domain/booking-analytics';
import { DEMO_OWNED_SHOP_ID } from '../../src/domain/demo';
import type {
  SaleDeleteResult,
  SaleTransactionPage,
  SaleTransactionResult,
} from '../../src/domain/sales';
import type { SalesDashboard } from '../../src/domain/sales-dashboard';
import {
  customer,
  dataOf,
  isoDate,
  login,
  need,
  type Call,
  type Context,
  type Step,
} from './scenario-support';

/**
 * Sales and finance (issue 16), after the shop steps (ctx.ownerToken, ctx.adminToken): a manual sale created,
 * changed on a fresh and refused on a stale `updatedAt`, listed with filters, deleted; a booking's sale from the
 * demo history reversed and then locked; the dashboard over a period, a custom range and a bad one; the bookings
 * analytics; and the refusals: signed out, a customer, another shop, an unknown transaction, bad input. Both
 * sides start the demo shop with the same year of sales (src/domain/demo-sales.ts).
 */
const owner = (ctx: Context) => need(ctx.ownerToken as string | undefined, 'the owner token');
const saleId = (ctx: Context) => need(ctx.saleId as string | undefined, 'a manual sale');
const transactionOf = (data: unknown) => (data as SaleTransactionResult | undefined)?.transaction;

const manualSale = {
  serviceName: 'Contract blow-dry',
  category: 'hair',
  amount: 35.5,
  tip: 2,
  discount: 1.25,
  paymentMethod: 'card',
  customerName: 'Contract Customer',
  customerEmail: 'contract@example.com',
  notes: 'Paid at the counter',
};

/** Another shop than the owner's, read from the search (the same on both sides: a listed shop). */
async function anotherShopId(call: Call): Promise<string> {
  const found = await call('GET', '/api/shops/search?limit=5');
  const shops = dataOf<{ shops: { id: string }[] }>(found).shops;
  return need(shops.find((shop) => shop.id !== DEMO_OWNED_SHOP_ID)?.id, 'another shop');
}

/** A range of the last 30 days, and the same days as the server's and the mocks' dashboards count them. */
const lastMonth = `startDate=${isoDate(-30)}&endDate=${isoDate(-1)}`;

export const SALES_STEPS: Step[] = [
  {
    name: 'sales: owner adds a manual sale',
    run: async (call, ctx) => {
      const answer = await call('POST', '/api/sales/transactions', {
        token: owner(ctx),
        body: manualSale,
      });
      const created = transactionOf(dataOf(answer));
      ctx.saleId = created?.id;
      ctx.saleUpdatedAt = created?.updatedAt;
      return answer;
    },
    agree: (data) => {
      const t = transactionOf(data);
      return t && [t.total, t.totalCents, t.source, t.type, t.status, t.serviceName, t.category];
    },
  },
  {
    name: 'sales: owner changes the sale with the updatedAt just read',
    run: async (call, ctx) => {
      const answer = await call('PUT', `/api/sales/transactions/${saleId(ctx)}`, {
        token: owner(ctx),
        body: { amount: 40, paymentMethod: 'cash', updatedAt: ctx.saleUpdatedAt },
      });
      ctx.freshUpdatedAt = transactionOf(dataOf(answer))?.updatedAt;
      return answer;
    },
    agree: (data) => {
      const t = transactionOf(data);
      return t && [t.amount, t.total, t.paymentMethod];
    },
  },
  {
    name: 'sales: a change with a stale updatedAt is refused (409)',
    run: (call, ctx) =>
      call('PUT', `/api/sales/transactions/${saleId(ctx)}`, {
        token: owner(ctx),
        body: { amount: 50, updatedAt: ctx.saleUpdatedAt },
      }),
  },
  {
    name: 'sales: a change without updatedAt is bad input',
    run: (call, ctx) =>
      call('PUT', `/api/sales/transactions/${saleId(ctx)}`, {
        token: owner(ctx),
        body: { amount: 50 },
      }),
  },
  {
    name: 'sales: owner lists offline cash sales of the last days, searched by text',
    run: (call, ctx) =>
      call(
        'GET',
        `/api/sales/transactions?paymentMethod=cash&source=offline&startDate=${isoDate(-2)}&endDate=${isoDate(2)}&q=contract`,
        { token: owner(ctx) },
      ),
    agree: (data) => {
      const page = data as SaleTransactionPage;
      return [page.total, page.items.map((item) => [item.serviceName, item.total])];
    },
  },
  {
    name: 'sales: owner lists every sale, second page of 5',
    run: (call, ctx) =>
      call('GET', '/api/sales/transactions?page=2&limit=5', { token: owner(ctx) }),
    agree: (data) => {
      const page = data as SaleTransactionPage;
      return [page.page, page.limit, page.items.length, page.totalPages > 10];
    },
  },
  {
    name: 'sales: a list filter that is not a payment method is bad input',
    run: (call, ctx) =>
      call('GET', '/api/sales/transactions?paymentMethod=cheque', { token: owner(ctx) }),
  },
  {
    name: 'sales: a bad manual sale is refused with its fields',
    run: (call, ctx) =>
      call('POST', '/api/sales/transactions', {
        token: owner(ctx),
        body: { serviceName: '', category: 'hair', amount: -5, paymentMethod: 'card' },
      }),
  },
  {
    name: 'sales: a manual sale with an unknown field is bad input',
    run: (call, ctx) =>
      call('POST', '/api/sales/transactions', {
        token: owner(ctx),
        body: { ...manualSale, totalCents: 1 },
      }),
  },
  {
    name: 'sales: owner deletes the manual sale',
    run: (call, ctx) =>
      call('DELETE', `/api/sales/transactions/${saleId(ctx)}`, { token: owner(ctx) }),
    agree: (data) => {
      const result = data as SaleDeleteResult;
      return [result.outcome, result.reversal, result.transaction.total];
    },
  },
  {
    name: 'sales: deleting it again finds nothing',
    run: (call, ctx) =>
      call('DELETE', `/api/sales/transactions/${saleId(ctx)}`, { token: owner(ctx) }),
  },
  {
    name: "sales: owner deletes a booking's sale from the history: it is reversed",
    run: async (call, ctx) => {
      const list = await call(
        'GET',
        `/api/sales/transactions?source=booking&type=sale&status=completed&endDate=${isoDate(-3)}&limit=1`,
        { token: owner(ctx) },
      );
      const [sale] = dataOf<SaleTransactionPage>(list).items;
      ctx.bookingSaleId = need(sale?.id, "a booking's sale in the demo history");
      ctx.bookingSaleUpdatedAt = sale?.updatedAt;
      return call('DELETE', `/api/sales/transactions/${String(ctx.bookingSaleId)}`, {
        token: owner(ctx),
      });
    },
    agree: (data) => {
      const result = data as SaleDeleteResult;
      return [
        result.outcome,
        result.transaction.status,
        result.reversal?.type,
        // the reversal repeats the amounts it undoes, dated now
        result.reversal?.total === result.transaction.total,
        result.reversal?.reversesId === result.transaction.id,
      ];
    },
  },
  {
    name: 'sales: a reversed sale cannot be changed',
    run: (call, ctx) =>
      call('PUT', `/api/sales/transactions/${String(ctx.bookingSaleId)}`, {
        token: owner(ctx),
        body: { tip: 5, updatedAt: ctx.bookingSaleUpdatedAt },
      }),
  },
  {
    name: 'sales: owner reads the dashboard of the month',
    run: (call, ctx) => call('GET', '/api/sales/dashboard', { token: owner(ctx) }),
    agree: (data) => {
      const d = data as SalesDashboard;
      return [d.period, d.range, d.previousRange, d.currency];
    },
  },
  {
    name: 'sales: owner reads the dashboard of the last 30 days, in Italian',
    run: (call, ctx) =>
      call('GET', `/api/sales/dashboard?${lastMonth}`, { token: owner(ctx), language: 'it' }),
    agree: (data) => {
      const d = data as SalesDashboard;
      // the same days on both sides, each with the demo history's sales
      return [
        d.period,
        d.range,
        d.previousRange,
        d.trends.unit,
        d.trends.points.length,
        d.revenueByPeriod.unit,
        d.revenueByPeriod.points.length,
        d.summary.transactions > 0,
        d.transactions.length,
        d.topServices.length > 0,
      ];
    },
  },
  {
    name: 'sales: owner reads the dashboard of the year',
    run: (call, ctx) => call('GET', '/api/sales/dashboard?period=year', { token: owner(ctx) }),
    agree: (data) => {
      const d = data as SalesDashboard;
      return [d.period, d.range, d.repeatCustomers.repeat > 0];
    },
  },
  {
    name: 'sales: a dashboard range that ends before it starts is bad input',
    run: (call, ctx) =>
      call('GET', `/api/sales/dashboard?startDate=${isoDate(-1)}&endDate=${isoDate(-9)}`, {
        token: owner(ctx),
      }),
  },
  {
    name: 'sales: owner reads the bookings analytics of the week',
    run: (call, ctx) => call('GET', '/api/analytics/bookings?period=week', { token: owner(ctx) }),
    agree: (data) => {
      const a = data as BookingAnalytics;
      return [a.period, a.range, a.byHour.length, a.byWeekday.length, a.byStatus.length];
    },
  },
  {
    name: 'sales: bookings analytics of an unknown period is bad input',
    run: (call, ctx) => call('GET', '/api/analytics/bookings?period=decade', { token: owner(ctx) }),
  },
  {
    name: "sales: another shop's dashboard is not found for the owner",
    run: async (call, ctx) =>
      call('GET', `/api/sales/dashboard?shopId=${await anotherShopId(call)}`, {
        token: owner(ctx),
      }),
  },
  {
    name: "sales: another shop's bookings analytics is not found for the owner",
    run: async (call, ctx) =>
      call('GET', `/api/analytics/bookings?shopId=${await anotherShopId(call)}`, {
        token: owner(ctx),
      }),
  },
  {
    name: 'sales: an unknown transaction is not found',
    run: (call, ctx) =>
      call('PUT', '/api/sales/transactions/txn_nosuchsale0000', {
        token: owner(ctx),
        body: { amount: 10, updatedAt: new Date().toISOString() },
      }),
  },
  {
    name: 'sales: a customer is refused',
    run: async (call, ctx) => {
      const signedIn = await login(call, customer.email, customer.password);
      ctx.salesCustomerToken = dataOf<{ accessToken: string }>(signedIn).accessToken;
      return call('GET', '/api/sales/dashboard', { token: String(ctx.salesCustomerToken) });
    },
  },
  {
    name: 'sales: a customer cannot add a sale',
    run: (call, ctx) =>
      call('POST', '/api/sales/transactions', {
        token: String(ctx.salesCustomerToken),
        body: manualSale,
      }),
  },
  {
    name: 'sales: a customer cannot read the bookings analytics',
    run: (call, ctx) =>
      call('GET', '/api/analytics/bookings', { token: String(ctx.salesCustomerToken) }),
  },
  {
    name: 'sales: signed out',
    run: (call) => call('GET', '/api/sales/transactions'),
  },
  {
    name: 'sales: an admin must name a shop',
    run: (call, ctx) =>
      call('GET', '/api/sales/dashboard', {
        token: need(ctx.adminToken, 'the admin token'),
      }),
  },
  {
    name: "sales: an admin lists the demo shop's sales",
    run: (call, ctx) =>
      call('GET', `/api/sales/transactions?shopId=${DEMO_OWNED_SHOP_ID}&limit=3`, {
        token: need(ctx.adminToken, 'the admin token'),
      }),
    agree: (data) => {
      const page = data as SaleTransactionPage;
      return [page.shopId, page.items.length];
    },
  },
];
