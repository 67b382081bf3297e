import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SalesLink } from '@/domain/links';
import { DEFAULT_SALES_PERIOD, SALES_PERIODS, type SalesPeriod } from '@/domain/sales';
import { salesRangeQuerySchema } from '@/domain/sales-schema';

/**
 * The period a sales page shows (spec 03 §2, §9: today, week, month, year, default month; or a custom range),
 * kept in the page's address (`?period=week`, `?from=2026-11-01&to=2026-11-15`) so a link, a reload and back
 * and forward show the same figures. The server decides what the period's dates are (the shop's calendar).
 */
export type SalesRangeParams =
  { period: SalesPeriod } | { period: 'custom'; startDate: string; endDate: string };

export const DEFAULT_RANGE: SalesRangeParams = { period: DEFAULT_SALES_PERIOD };

const isPeriod = (value: string | null): value is SalesPeriod =>
  (SALES_PERIODS as readonly string[]).includes(value ?? '');

/** The range an address names; anything unusable (a half range, reversed, too long) is the default month. */
export function rangeFromParams(params: URLSearchParams): SalesRangeParams {
  const startDate = params.get('from') ?? '';
  const endDate = params.get('to') ?? '';
  if (startDate && endDate && salesRangeQuerySchema.isValidSync({ startDate, endDate }))
    return { period: 'custom', startDate, endDate };
  const period = params.get('period');
  return isPeriod(period) ? { period } : DEFAULT_RANGE;
}

/** The API's query (GET /api/sales/dashboard, /api/analytics/bookings). */
export const rangeSearchParams = (range: SalesRangeParams): Record<string, string> =>
  range.period === 'custom'
    ? { startDate: range.startDate, endDate: range.endDate }
    : { period: range.period };

/** The address's part (links between the sales pages keep the range). */
export const rangeLink = (range: SalesRangeParams): SalesLink =>
  range.period === 'custom'
    ? { from: range.startDate, to: range.endDate }
    : range.period === DEFAULT_SALES_PERIOD
      ? {}
      : { period: range.period };

/** The page's range and shop from its address, and a setter that replaces the range there. */
export function useSalesAddress() {
  const [params, setParams] = useSearchParams();
  const range = useMemo(() => rangeFromParams(params), [params]);
  const shopParam = params.get('shop');
  const setRange = useCallback(
    (next: SalesRangeParams) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          for (const name of ['period', 'from', 'to']) out.delete(name);
          for (const [name, value] of Object.entries(rangeLink(next)))
            if (value) out.set(name, value);
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { range, setRange, shopParam };
}
