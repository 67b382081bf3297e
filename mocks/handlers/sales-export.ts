import { stringify } from 'csv-stringify/browser/esm/sync';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import type { Locale } from '@/domain/constants';
import { DEMO_ACCOUNTS, DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import { formatErrorText } from '@/domain/errors';
import { isShopId } from '@/domain/ids';
import { validTimeZone } from '@/domain/opening-hours';
import { salesDashboardFromRecords } from '@/domain/sales-dashboard';
import { salesShopChoice } from '@/domain/sales-list';
import { salesRanges } from '@/domain/sales-periods';
import {
  SALES_CSV_OPTIONS,
  SALES_EXPORT_CONTENT_TYPES,
  attachmentHeader,
  csvSafeCell,
  salesExportQuerySchema,
  salesReportFileName,
  salesReportPreamble,
  salesReportRow,
  type ReportText,
  type SalesReportInput,
} from '@/domain/sales-report';
import { localDate } from '@/domain/zoned-time';
import en from '@/i18n/en.json';
import it from '@/i18n/it.json';
import { findMockShop } from '../data/booking-shops';
import { mockShopSales } from '../data/sales';
import { languageOfRequest } from '../data/shop-content';
import { failure, refused } from './failure';
import { authorize } from './profile';
import { validateQuery } from './validation';

/**
 * GET /api/sales/export (server/modules/sales-export) over the mocks' transactions (../data/sales.ts): the same
 * guard (401 signed out, 403 a customer, 404 another owner's shop), the same query schema, file name, headers and
 * content type, and the CSV built from the same src/domain/sales-report.ts rows (heading, the dashboard's
 * figures, one line per transaction dated in the range, oldest first) with csv-stringify's browser build and the
 * server's options (BOM, CRLF, formula-looking text defused).
 *
 * XLSX and PDF: the server's writers stream through exceljs and pdfkit into a Node stream, and neither runs in
 * the browser without Node shims the mocks do not carry; rather than a file that only looks like the report,
 * those formats answer what the server answers when a report cannot be made: 500 EXPORT_FAILED ('Export failed.
 * Please try again.'), which the dialog shows as its failed state. The contract compares CSV only.
 */

const demoOwner = DEMO_ACCOUNTS.find((account) => account.role === 'shop')!;

const catalogs: Record<Locale, Record<string, string>> = { en, it };

/** server/modules/sales-export/report-text.ts: the catalogs' words, Italian falling back to English. */
export function reportText(language: Locale): ReportText {
  const catalog = catalogs[language];
  return (id, values) => {
    const source = catalog[id] ?? catalogs.en[id] ?? id;
    return values || source.includes('{') ? formatErrorText(source, language, values) : source;
  };
}

/** The shop the caller may export (the sales handlers' choice: the demo owner's shop, or the one an admin names). */
function exportShop(
  role: 'shop' | 'admin',
  email: string,
  requested: string | undefined,
): { shopId: string; name: string; timeZone: string } | Response {
  if (requested !== undefined && !isShopId(requested)) return failure('SHOP_NOT_FOUND');
  const mayManage = (shopId: string) =>
    role === 'admin' || (email === demoOwner.email && shopId === DEMO_OWNED_SHOP_ID);
  const demo = findMockShop(DEMO_OWNED_SHOP_ID);
  const owned = role !== 'admin' && demo && mayManage(demo.id) ? [demo] : [];
  const choice = salesShopChoice(role, requested, owned);
  if (!choice.ok) return refused(choice);
  const shop = findMockShop(choice.value);
  if (!shop || !mayManage(shop.id)) return failure('SHOP_NOT_FOUND');
  return { shopId: shop.id, name: shop.name, timeZone: validTimeZone(shop.timeZone) };
}

export const salesExportHandlers: RequestHandler[] = [
  http.get('/api/sales/export', async ({ request }) => {
    await delay();
    const user = authorize(request);
    if (user instanceof Response) return user;
    if (user.role !== 'shop' && user.role !== 'admin') return failure('FORBIDDEN');
    const query = await validateQuery(salesExportQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const shop = exportShop(user.role, user.email, query.value.shopId);
    if (shop instanceof Response) return shop;
    if (query.value.format !== 'csv') return failure('EXPORT_FAILED');

    const language = languageOfRequest(request);
    const now = Date.now();
    const ranges = salesRanges(query.value, localDate(now, shop.timeZone));
    const all = mockShopSales(shop.shopId);
    const input: SalesReportInput = {
      shopName: shop.name,
      timeZone: shop.timeZone,
      language,
      ranges,
      summary: salesDashboardFromRecords(all, ranges, shop, language, now).summary,
      generatedAt: now,
    };
    const t = reportText(language);
    const { from, to } = ranges.range;
    const rows = all
      .filter((record) => record.date >= from && record.date <= to)
      .sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((record) => salesReportRow(record, shop.timeZone, language, t));
    const csv = stringify(
      [...salesReportPreamble(input, t), ...rows].map((line) => line.map(csvSafeCell)),
      { ...SALES_CSV_OPTIONS },
    );
    return new HttpResponse(csv, {
      status: 200,
      headers: {
        'Content-Type': SALES_EXPORT_CONTENT_TYPES.csv,
        'Content-Disposition': attachmentHeader(salesReportFileName(ranges, 'csv')),
        'Cache-Control': 'no-store',
      },
    });
  }),
];
