import type { SaleRecord } from '../../../src/domain/sales';
import type { DaySales, MonthSales } from '../../../src/domain/sales-summaries';

/**
 * A month's sales summary as JSON text and back (the stored summaries, sale-month-summary.model.ts). Maps are
 * written as entry lists, in their order (ties in the top lists keep the order they had when counted).
 */

type Entries<V> = [string, V][];

interface StoredDay extends Omit<
  DaySales,
  'categories' | 'methods' | 'services' | 'customers' | 'recent'
> {
  categories: Entries<DaySales['categories'] extends Map<string, infer V> ? V : never>;
  methods: Entries<DaySales['methods'] extends Map<string, infer V> ? V : never>;
  services: Entries<DaySales['services'] extends Map<string, infer V> ? V : never>;
  customers: Entries<number>;
  recent: SaleRecord[];
}

interface StoredMonth {
  month: string;
  days: Entries<StoredDay>;
  firstSeen: Entries<string>;
}

export function encodeMonthSales(summary: MonthSales): string {
  const stored: StoredMonth = {
    month: summary.month,
    days: [...summary.days].map(([date, day]) => [
      date,
      {
        ...day,
        categories: [...day.categories],
        methods: [...day.methods],
        services: [...day.services],
        customers: [...day.customers],
      },
    ]),
    firstSeen: [...summary.firstSeen],
  };
  return JSON.stringify(stored);
}

export function decodeMonthSales(text: string): MonthSales {
  const stored = JSON.parse(text) as StoredMonth;
  return {
    month: stored.month,
    days: new Map(
      stored.days.map(([date, day]): [string, DaySales] => [
        date,
        {
          ...day,
          categories: new Map(day.categories) as DaySales['categories'],
          methods: new Map(day.methods) as DaySales['methods'],
          services: new Map(day.services),
          customers: new Map(day.customers),
        },
      ]),
    ),
    firstSeen: new Map(stored.firstSeen),
  };
}
