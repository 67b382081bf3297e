import { delay, http, type RequestHandler } from 'msw';
import type { BookingAnalytics } from '@/domain/booking-analytics';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import type { SaleRecord } from '@/domain/sales';
import { salesDashboardFromRecords } from '@/domain/sales-dashboard';
import { pageOfSales } from '@/domain/sales-list';
import { salesRanges } from '@/domain/sales-periods';
import { bookingFeeRecord, bookingSaleRecord, type SaleBooking } from '@/domain/sales-bookings';
import {
  applySaleUpdate,
  deletionOf,
  newManualSale,
  reversalOf,
  toSaleTransaction,
} from '@/domain/sales-records';
import {
  saleCreateSchema,
  saleListQuerySchema,
  saleUpdateSchema,
  salesRangeQuerySchema,
  type SaleCreateInput,
} from '@/domain/sales-schema';
import { handlersByArea } from '@mocks/handlers/index';
import { failure, refused } from '@mocks/handlers/failure';
import { ok } from '@mocks/handlers/profile';
import { validateBody, validateQuery } from '@mocks/handlers/validation';

/**
 * Fixtures for the sales stories and component tests: a salon's November 2026 written out by hand (so every figure
 * on screen can be checked against these numbers), a year and a single day, turned into the API's answers by the
 * same src/domain rules the server uses, on a fixed clock (Saturday 28 November 2026, 18:00 in Rome).
 */
export const SALES_SHOP_ID = DEMO_OWNED_SHOP_ID;
export const TIME_ZONE = 'Europe/Rome';
export const TODAY = '2026-11-28';
export const NOW = Date.parse('2026-11-28T17:00:00.000Z');
const SHOP = { shopId: SALES_SHOP_ID, timeZone: TIME_ZONE };
const ctx = (now = NOW) => ({ ...SHOP, now, actorId: 'owner' });

/** A sale entered by hand at `at` (an instant). */
function manual(
  id: string,
  at: string,
  input: Omit<SaleCreateInput, 'transactionDate'>,
): SaleRecord {
  const decision = newManualSale(`txn_${id}`, { ...input, transactionDate: at }, ctx(), []);
  if (!decision.ok) throw new Error(`fixture ${id}: ${decision.code}`);
  return decision.value;
}

const booking = (
  id: string,
  at: string,
  customerName: string,
  priceCents: number,
): SaleBooking => ({
  id: `bk_${id}`,
  customerId: `user-${id}`,
  customerName,
  customerEmail: `${id}@example.com`,
  customerPhone: '',
  startAt: Date.parse(at),
  services: [
    { serviceId: 'svc-cut', name: { en: 'Haircut', it: 'Taglio' }, category: 'hair', priceCents },
  ],
});

const GIULIA = { customerName: 'Giulia Rossi', customerEmail: 'giulia@example.com' };

/**
 * November 1–28: revenue €293.00 from 6 transactions (avg €48.83); October 1–28: €85.00 from 2. Giulia bought in
 * October and twice in November: 1 repeat customer of 5.
 */
export const MONTH_RECORDS: SaleRecord[] = [
  manual('oct-cut-0001', '2026-10-06T08:30:00Z', {
    serviceName: 'Haircut',
    category: 'hair',
    amount: 35,
    paymentMethod: 'cash',
    ...GIULIA,
  }),
  manual('oct-facial-01', '2026-10-20T13:00:00Z', {
    serviceName: 'Facial',
    category: 'facial',
    amount: 50,
    paymentMethod: 'card',
    customerName: 'Marta Gallo',
  }),
  manual('nov-cut-00001', '2026-11-03T08:30:00Z', {
    serviceName: 'Haircut',
    category: 'hair',
    amount: 35,
    tip: 5,
    paymentMethod: 'card',
    ...GIULIA,
  }),
  manual('nov-balayage1', '2026-11-10T13:00:00Z', {
    serviceName: 'Balayage',
    category: 'hair',
    amount: 120,
    discount: 10,
    paymentMethod: 'card',
    customerName: 'Sara Conti',
    customerEmail: 'sara@example.com',
  }),
  manual('nov-manicure1', '2026-11-17T10:00:00Z', {
    serviceName: 'Manicure',
    category: 'nails',
    amount: 25,
    paymentMethod: 'cash',
    ...GIULIA,
    notes: 'Gel polish',
  }),
  manual('nov-massage01', '2026-11-24T15:00:00Z', {
    serviceName: 'Massage',
    category: 'massage',
    amount: 60,
    tip: 5,
    paymentMethod: 'digital',
    customerName: 'Luca Ferri',
    customerPhone: '+39 333 123 4567',
  }),
  bookingFeeRecord(
    booking('noshow', '2026-11-27T14:00:00Z', 'Marco Bruno', 3500),
    'no_show',
    1500,
    ctx(),
  ),
  bookingSaleRecord(
    booking('anna', '2026-11-28T09:00:00Z', 'Anna Greco', 3500),
    { method: 'card', tipCents: 300, discountCents: 0, taxCents: 0, notes: '' },
    ctx(),
  ),
];

/** Today only: three sales in the morning and afternoon. */
export const DAY_RECORDS: SaleRecord[] = [
  ['day-cut-00001', '2026-11-28T08:00:00Z', 'Haircut', 35, 'cash'],
  ['day-colour-01', '2026-11-28T10:30:00Z', 'Colour', 80, 'card'],
  ['day-nails-001', '2026-11-28T14:00:00Z', 'Manicure', 25, 'digital'],
].map(([id, at, service, amount, method]) =>
  manual(id as string, at as string, {
    serviceName: service as string,
    category: service === 'Manicure' ? 'nails' : 'hair',
    amount: amount as number,
    paymentMethod: method as 'cash',
  }),
);

const SERVICES = [
  ['Haircut', 'hair', 35],
  ['Colour', 'hair', 80],
  ['Manicure', 'nails', 25],
  ['Massage', 'massage', 60],
  ['Facial', 'facial', 50],
] as const;
const METHODS = ['card', 'cash', 'digital', 'card'] as const;

/** January to 28 November 2026, Tuesday to Saturday, one to three sales a day, by a fixed rule (no randomness). */
export const YEAR_RECORDS: SaleRecord[] = (() => {
  const records: SaleRecord[] = [];
  for (let at = Date.parse('2026-01-01T09:00:00Z'); at <= NOW; at += 86_400_000) {
    const day = new Date(at);
    const weekday = day.getUTCDay();
    if (weekday === 0 || weekday === 1) continue;
    const count = 1 + (day.getUTCDate() % 3);
    for (let i = 0; i < count; i += 1) {
      const [serviceName, category, amount] = SERVICES[(day.getUTCDate() + i) % SERVICES.length]!;
      records.push(
        manual(
          `y-${day.toISOString().slice(0, 10)}-${i}`,
          new Date(at + i * 7_200_000).toISOString(),
          {
            serviceName,
            category,
            amount,
            paymentMethod: METHODS[(day.getUTCMonth() + i) % METHODS.length]!,
          },
        ),
      );
    }
  }
  return records;
})();

/** The bookings of November 1–28 (GET /api/analytics/bookings), written out by hand. */
export const ANALYTICS: BookingAnalytics = {
  shopId: SALES_SHOP_ID,
  timeZone: TIME_ZONE,
  period: 'month',
  range: { from: '2026-11-01', to: TODAY },
  total: 48,
  booked: 42,
  byStatus: [
    { status: 'completed', count: 36 },
    { status: 'confirmed', count: 4 },
    { status: 'no-show', count: 2 },
    { status: 'cancelled', count: 5 },
    { status: 'rejected', count: 1 },
  ],
  byService: [
    { serviceId: 'svc-cut', name: 'Haircut', count: 22 },
    { serviceId: 'svc-colour', name: 'Colour', count: 12 },
    { serviceId: 'svc-nails', name: 'Manicure', count: 8 },
  ],
  byStaff: [
    {
      staffId: 'st-1',
      name: 'Chiara',
      bookings: 25,
      bookedMinutes: 1500,
      openMinutes: 9600,
      utilisation: 15.6,
    },
    {
      staffId: 'st-2',
      name: 'Paolo',
      bookings: 17,
      bookedMinutes: 1020,
      openMinutes: 7200,
      utilisation: 14.2,
    },
  ],
  // 9:00 to 18:00: 42 bookings that kept their time
  byHour: Array.from({ length: 24 }, (_, hour) => ({
    hour,
    count: [3, 5, 6, 4, 2, 5, 6, 5, 4, 2][hour - 9] ?? 0,
  })),
  byWeekday: [0, 9, 8, 7, 10, 8, 0].map((count, weekday) => ({ weekday, count })),
  utilisation: { bookedMinutes: 2520, openMinutes: 16800, rate: 15 },
  noShowRate: 5.3,
  cancellationRate: 10.6,
  lastUpdated: new Date(NOW).toISOString(),
};

type Answer = 'ok' | 'loading' | 'error';

const answer = async (state: Answer, data: () => unknown) => {
  await delay(state === 'loading' ? 'infinite' : undefined);
  if (state === 'error') return failure('INTERNAL');
  return ok(data());
};

export interface SalesFixtureOptions {
  records?: readonly SaleRecord[];
  /** a test's own store (changed in place by the writes, and by the test as "someone else") */
  store?: SaleRecord[];
  dashboard?: Answer;
  analytics?: Answer;
  transactions?: Answer;
  /** POST: answered, never answered (saving), or failing */
  create?: Answer;
}

/**
 * The sales endpoints over a copy of `records` (writes change the copy), answered through the server's rules.
 * The shop's other calls (its profile, customers, managed shops) are the standard mocks'.
 */
export function salesHandlers({
  records = MONTH_RECORDS,
  store = records.map((record) => ({ ...record })),
  dashboard = 'ok',
  analytics = 'ok',
  transactions = 'ok',
  create = 'ok',
}: SalesFixtureOptions = {}): RequestHandler[] {
  const byId = (id: unknown) => store.findIndex((record) => record.id === id);
  return [
    http.get('/api/sales/dashboard', async ({ request }) => {
      const query = await validateQuery(salesRangeQuerySchema, new URL(request.url));
      if (!query.ok) return query.response;
      return answer(dashboard, () =>
        salesDashboardFromRecords(store, salesRanges(query.value, TODAY), SHOP, 'en', NOW),
      );
    }),
    http.get('/api/analytics/bookings', async ({ request }) => {
      const query = await validateQuery(salesRangeQuerySchema, new URL(request.url));
      if (!query.ok) return query.response;
      const { period, range } = salesRanges(query.value, TODAY);
      return answer(analytics, () => ({ ...ANALYTICS, period, range }));
    }),
    http.get('/api/sales/transactions', async ({ request }) => {
      const query = await validateQuery(saleListQuerySchema, new URL(request.url));
      if (!query.ok) return query.response;
      return answer(transactions, () => pageOfSales(store, query.value, SHOP, 'en'));
    }),
    http.post('/api/sales/transactions', async ({ request }) => {
      const body = await validateBody(saleCreateSchema, await request.json());
      if (!body.ok) return body.response;
      if (create !== 'ok') return answer(create, () => null);
      // judged at the real time, as edits are: the form sends the real now, which is past the stories' NOW
      const made = newManualSale(
        `txn_story-${store.length + 1}-new`,
        body.value,
        ctx(Date.now()),
        [],
      );
      if (!made.ok) return refused(made);
      store.push(made.value);
      return ok({ transaction: toSaleTransaction(made.value, 'en') });
    }),
    http.put('/api/sales/transactions/:id', async ({ request, params }) => {
      const at = byId(params.id);
      if (at < 0) return failure('TRANSACTION_NOT_FOUND');
      const body = await validateBody(saleUpdateSchema, await request.json());
      if (!body.ok) return body.response;
      const changed = applySaleUpdate(store[at]!, body.value, ctx(Date.now()), []);
      if (!changed.ok) return refused(changed);
      store[at] = changed.value;
      return ok({ transaction: toSaleTransaction(changed.value, 'en') });
    }),
    http.delete('/api/sales/transactions/:id', ({ params }) => {
      const at = byId(params.id);
      if (at < 0) return failure('TRANSACTION_NOT_FOUND');
      const record = store[at]!;
      const how = deletionOf(record);
      if (!how.ok) return refused(how);
      if (how.value === 'remove') {
        store.splice(at, 1);
        return ok({
          outcome: 'removed',
          transaction: toSaleTransaction(record, 'en'),
          reversal: null,
        });
      }
      const { original, reversal } = reversalOf(record, ctx(Date.now()));
      store[at] = original;
      store.push(reversal);
      return ok({
        outcome: 'reversed',
        transaction: toSaleTransaction(original, 'en'),
        reversal: toSaleTransaction(reversal, 'en'),
      });
    }),
  ];
}

/** Story parameters: the sales fixtures before the standard mocks. */
export const withSales = (options?: SalesFixtureOptions) => ({
  msw: { handlers: { ...handlersByArea, sales: salesHandlers(options) } },
});
