import { describe, expect, it } from 'vitest';
import type { SaleRecord } from '../../src/domain/sales';
import { salesDashboardFromRecords } from '../../src/domain/sales-dashboard';
import {
  localDateHour,
  rangeDays,
  salesRanges,
  trendBuckets,
} from '../../src/domain/sales-periods';
import { allocateCents } from '../../src/domain/sales-summaries';

const ROME = 'Europe/Rome';
const shop = { shopId: 'salone-aurora', timeZone: ROME };

let seq = 0;
/** A completed sale at an instant, dated in Rome as the store would. */
function sale(iso: string, totalCents: number, extra: Partial<SaleRecord> = {}): SaleRecord {
  seq += 1;
  const at = Date.parse(iso);
  const { date, hour } = localDateHour(at, ROME);
  return {
    id: `txn_test${String(seq).padStart(6, '0')}`,
    shopId: shop.shopId,
    type: 'sale',
    source: 'offline',
    status: 'completed',
    feeKind: null,
    bookingId: null,
    reversesId: null,
    reversedById: null,
    items: [{ serviceId: null, name: 'Taglio', category: 'hair', amountCents: totalCents }],
    description: '',
    paymentMethod: 'cash',
    amountCents: totalCents,
    tipCents: 0,
    discountCents: 0,
    taxCents: 0,
    totalCents,
    customerId: null,
    customerName: '',
    customerEmail: '',
    customerPhone: '',
    notes: '',
    at,
    date,
    hour,
    createdAt: at,
    updatedAt: at,
    createdBy: null,
    ...extra,
  };
}

describe('periods in the shop’s calendar', () => {
  it('runs calendar periods to today and compares with the previous period of the same length', () => {
    // 2026-11-28 is a Saturday
    expect(salesRanges({}, '2026-11-28')).toEqual({
      period: 'month',
      range: { from: '2026-11-01', to: '2026-11-28' },
      previousRange: { from: '2026-10-01', to: '2026-10-28' },
    });
    expect(salesRanges({ period: 'week' }, '2026-11-28')).toMatchObject({
      range: { from: '2026-11-23', to: '2026-11-28' },
      previousRange: { from: '2026-11-16', to: '2026-11-21' },
    });
    expect(salesRanges({ period: 'today' }, '2026-11-28').previousRange).toEqual({
      from: '2026-11-27',
      to: '2026-11-27',
    });
    const year = salesRanges({ period: 'year' }, '2026-11-28');
    expect(year.previousRange).toEqual({ from: '2025-01-01', to: '2025-11-28' });
    expect(rangeDays(year.range)).toBe(rangeDays(year.previousRange));
    // March's 31 days meet February's 28: the comparison never reaches into March
    expect(salesRanges({ period: 'month' }, '2026-03-31').previousRange).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(salesRanges({ startDate: '2026-10-10', endDate: '2026-10-19' }, '2026-11-28')).toEqual({
      period: 'custom',
      range: { from: '2026-10-10', to: '2026-10-19' },
      previousRange: { from: '2026-09-30', to: '2026-10-09' },
    });
  });

  it('dates instants on the shop’s clock across both DST changes in Europe/Rome', () => {
    // clocks go forward at 02:00 on 29 March 2026 (01:00 UTC)
    expect(localDateHour(Date.parse('2026-03-28T22:59:00Z'), ROME)).toEqual({
      date: '2026-03-28',
      hour: 23,
    });
    expect(localDateHour(Date.parse('2026-03-28T23:30:00Z'), ROME)).toEqual({
      date: '2026-03-29',
      hour: 0,
    });
    expect(localDateHour(Date.parse('2026-03-29T01:30:00Z'), ROME)).toEqual({
      date: '2026-03-29',
      hour: 3,
    });
    expect(localDateHour(Date.parse('2026-03-29T21:59:00Z'), ROME)).toEqual({
      date: '2026-03-29',
      hour: 23,
    });
    expect(localDateHour(Date.parse('2026-03-29T22:00:00Z'), ROME)).toEqual({
      date: '2026-03-30',
      hour: 0,
    });
    // and back at 03:00 on 25 October 2026 (01:00 UTC): 02:xx happens twice
    expect(localDateHour(Date.parse('2026-10-24T21:59:00Z'), ROME)).toEqual({
      date: '2026-10-24',
      hour: 23,
    });
    expect(localDateHour(Date.parse('2026-10-24T22:00:00Z'), ROME)).toEqual({
      date: '2026-10-25',
      hour: 0,
    });
    expect(localDateHour(Date.parse('2026-10-25T00:30:00Z'), ROME).hour).toBe(2);
    expect(localDateHour(Date.parse('2026-10-25T01:30:00Z'), ROME).hour).toBe(2);
    expect(localDateHour(Date.parse('2026-10-25T22:59:00Z'), ROME)).toEqual({
      date: '2026-10-25',
      hour: 23,
    });
    expect(localDateHour(Date.parse('2026-10-25T23:00:00Z'), ROME)).toEqual({
      date: '2026-10-26',
      hour: 0,
    });
  });

  it('cuts weekly trend buckets at Mondays and at the range’s ends', () => {
    expect(trendBuckets({ from: '2026-01-01', to: '2026-01-20' }, 'week')).toEqual([
      '2026-01-01',
      '2026-01-05',
      '2026-01-12',
      '2026-01-19',
    ]);
  });
});

describe('shares in whole cents', () => {
  it('splits a total by weight with the remainder to the largest fractions, adding up exactly', () => {
    expect(allocateCents(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateCents(4750, [3000, 1500])).toEqual([3167, 1583]);
    expect(allocateCents(10, [0, 0])).toEqual([5, 5]);
    const parts = allocateCents(99_999, [7, 13, 29, 51]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(99_999);
  });
});

describe('the dashboard of a hand-computed month (March 2026, Europe/Rome, with the DST change)', () => {
  const records = [
    // February (the comparison): 2 sales, €50 + €30
    sale('2026-02-03T09:00:00Z', 5000, { customerEmail: 'anna@example.com' }),
    sale('2026-02-20T15:00:00Z', 3000),
    // March
    sale('2026-03-02T09:00:00Z', 4000, {
      customerEmail: 'anna@example.com',
      paymentMethod: 'card',
    }),
    // 23:30 UTC on the 28th is 00:30 on the 29th in Rome
    sale('2026-03-28T23:30:00Z', 2000, { customerEmail: 'bruno@example.com' }),
    // 10:00 summer time on the 29th
    sale('2026-03-29T08:00:00Z', 6000, {
      customerEmail: 'bruno@example.com',
      paymentMethod: 'card',
      tipCents: 500,
      amountCents: 5500,
      items: [
        {
          serviceId: 'svc-color',
          name: { en: 'Colour', it: 'Colore' },
          category: 'hair',
          amountCents: 4000,
        },
        { serviceId: 'svc-mani', name: { en: 'Manicure' }, category: 'nails', amountCents: 1500 },
      ],
    }),
    sale('2026-03-30T10:00:00Z', 1000, { type: 'fee', feeKind: 'no_show', source: 'booking' }),
    // a reversed sale and its reversal: neither counts
    sale('2026-03-15T10:00:00Z', 9900, { status: 'reversed' }),
    sale('2026-03-16T10:00:00Z', 9900, { type: 'reversal' }),
    // after the range: not counted
    sale('2026-04-01T08:00:00Z', 7000),
  ];
  const dashboard = salesDashboardFromRecords(
    records,
    salesRanges({ period: 'month' }, '2026-03-31'),
    shop,
    'it',
    Date.parse('2026-03-31T18:00:00Z'),
  );

  it('sums what counts and compares with February', () => {
    expect(dashboard.range).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(dashboard.summary).toMatchObject({
      revenueCents: 13_000,
      revenue: 130,
      transactions: 4,
      avgTicketCents: 3250,
      tipsCents: 500,
      feesCents: 1000,
      customers: 2,
    });
    expect(dashboard.previous).toMatchObject({
      revenueCents: 8000,
      transactions: 2,
      avgTicketCents: 4000,
    });
    expect(dashboard.change).toEqual({ revenue: 62.5, transactions: 100, avgTicket: -18.7 });
  });

  it('puts each sale on its Rome date and hour', () => {
    const day = (date: string) => dashboard.trends.points.find((p) => p.date === date);
    expect(dashboard.trends.unit).toBe('day');
    expect(dashboard.trends.points).toHaveLength(31);
    expect(day('2026-03-28')?.revenueCents).toBe(0);
    expect(day('2026-03-29')).toMatchObject({ revenueCents: 8000, transactions: 2 });
    const march29 = dashboard.revenueByPeriod.points.find((p) => p.key === '2026-03-29');
    // February has no 29th
    expect(march29).toMatchObject({ currentCents: 8000, previousKey: '', previousCents: 0 });
    expect(dashboard.revenueByPeriod.points.find((p) => p.key === '2026-03-03')).toMatchObject({
      previousKey: '2026-02-03',
      previousCents: 5000,
    });
  });

  it('breaks revenue down by category, method and service, adding up to the revenue', () => {
    const sum = (list: { revenueCents: number }[]) => list.reduce((a, b) => a + b.revenueCents, 0);
    expect(sum(dashboard.byCategory)).toBe(13_000);
    expect(sum(dashboard.byPaymentMethod)).toBe(13_000);
    expect(dashboard.byPaymentMethod).toEqual([
      { key: 'card', count: 2, revenue: 100, revenueCents: 10_000, share: 76.9 },
      { key: 'cash', count: 2, revenue: 30, revenueCents: 3000, share: 23.1 },
    ]);
    // the €60 sale is shared 4000:1500 between colour and manicure; fees are no service
    expect(dashboard.topServices).toEqual([
      { serviceId: null, name: 'Taglio', count: 2, revenue: 60, revenueCents: 6000 },
      { serviceId: 'svc-color', name: 'Colore', count: 1, revenue: 43.64, revenueCents: 4364 },
      { serviceId: 'svc-mani', name: 'Manicure', count: 1, revenue: 16.36, revenueCents: 1636 },
    ]);
  });

  it('lists the ten newest of the period, reversals included, and computes the repeat rate', () => {
    expect(dashboard.transactions.map((t) => t.date)).toEqual([
      '2026-03-30',
      '2026-03-29',
      '2026-03-29',
      '2026-03-16',
      '2026-03-15',
      '2026-03-02',
    ]);
    // anna bought in February too; bruno twice in March
    expect(dashboard.repeatCustomers).toEqual({ customers: 2, repeat: 2, rate: 100 });
  });

  it('compares a single day hour by hour', () => {
    const today = salesDashboardFromRecords(
      records,
      salesRanges({ period: 'today' }, '2026-03-29'),
      shop,
      'en',
      0,
    );
    expect(today.revenueByPeriod.unit).toBe('hour');
    expect(today.revenueByPeriod.points[0]).toMatchObject({ key: '00', currentCents: 2000 });
    expect(today.revenueByPeriod.points[10]).toMatchObject({ key: '10', currentCents: 6000 });
    expect(today.repeatCustomers).toEqual({ customers: 1, repeat: 1, rate: 100 });
  });

  it('counts a single purchase with nothing before as a new customer', () => {
    const first = salesDashboardFromRecords(
      records,
      salesRanges({ startDate: '2026-03-28', endDate: '2026-03-28' }, '2026-03-31'),
      shop,
      'en',
      0,
    );
    expect(first.repeatCustomers.customers).toBe(0);
    const april = salesDashboardFromRecords(
      [...records, sale('2026-04-02T08:00:00Z', 100, { customerEmail: 'new@example.com' })],
      salesRanges({ startDate: '2026-04-01', endDate: '2026-04-30' }, '2026-04-30'),
      shop,
      'en',
      0,
    );
    expect(april.repeatCustomers).toEqual({ customers: 1, repeat: 0, rate: 0 });
  });
});
