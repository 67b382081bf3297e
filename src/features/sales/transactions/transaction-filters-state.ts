import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  SALE_CATEGORIES,
  SALE_PAYMENT_METHODS,
  SALE_SOURCES,
  SALES_LIMITS,
  type SaleCategory,
  type SalePaymentMethod,
  type SaleSource,
} from '@/domain/sales';
import type { SaleListQuery } from '@/domain/sales-schema';

/** The list's filters as its address keeps them (`?from=&to=&method=&category=&source=&q=&page=`). */
export interface TransactionFilters {
  from: string;
  to: string;
  method: SalePaymentMethod | '';
  category: SaleCategory | '';
  source: SaleSource | '';
  q: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | '' =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : '';

export function filtersFromParams(params: URLSearchParams): TransactionFilters {
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return DATE.test(value) ? value : '';
  };
  const page = Number(params.get('page'));
  return {
    from: date('from'),
    to: date('to'),
    method: oneOf(SALE_PAYMENT_METHODS, params.get('method')),
    category: oneOf(SALE_CATEGORIES, params.get('category')),
    source: oneOf(SALE_SOURCES, params.get('source')),
    q: (params.get('q') ?? '').slice(0, SALES_LIMITS.queryMax),
    page: Number.isInteger(page) && page > 0 && page <= SALES_LIMITS.pagesMax ? page : 1,
  };
}

/** The API's query (GET /api/sales/transactions): what is set, newest first, one page. */
export function listQueryOf(filters: TransactionFilters): Partial<SaleListQuery> {
  const query: Partial<SaleListQuery> = { page: filters.page, limit: SALES_LIMITS.pageDefault };
  // a reversed range is read the right way round
  const [from, to] =
    filters.from && filters.to && filters.from > filters.to
      ? [filters.to, filters.from]
      : [filters.from, filters.to];
  if (from) query.startDate = from;
  if (to) query.endDate = to;
  if (filters.method) query.paymentMethod = filters.method;
  if (filters.category) query.category = filters.category;
  if (filters.source) query.source = filters.source;
  if (filters.q.trim()) query.q = filters.q.trim();
  return query;
}

const PARAM: Record<Exclude<keyof TransactionFilters, 'page'>, string> = {
  from: 'from',
  to: 'to',
  method: 'method',
  category: 'category',
  source: 'source',
  q: 'q',
};

/** The filters from the address, and a setter: a changed filter starts again at page 1. */
export function useTransactionFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = useCallback(
    (change: Partial<TransactionFilters>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (key === 'page') continue;
            const name = PARAM[key as keyof typeof PARAM];
            if (value) next.set(name, String(value));
            else next.delete(name);
          }
          const page = change.page ?? 1;
          if (page > 1) next.set('page', String(page));
          else next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, setFilters };
}
