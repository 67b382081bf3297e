import type { Writable } from 'node:stream';
import type { UserRole } from '../../../src/domain/auth';
import type { Locale } from '../../../src/domain/constants';
import { namedLanguageOf } from '../../../src/domain/localized-text';
import type { SaleRecord } from '../../../src/domain/sales';
import type { SalesSummary } from '../../../src/domain/sales-dashboard';
import { salesRanges, type DateRange, type SalesRanges } from '../../../src/domain/sales-periods';
import {
  SALES_EXPORT_CONTENT_TYPES,
  salesReportFileName,
  type SalesExportFormat,
  type SalesExportQuery,
} from '../../../src/domain/sales-report';
import { localDate } from '../../../src/domain/zoned-time';
import { writeCsvReport } from './csv-report';
import { writePdfReport } from './pdf-report';
import type { ReportWriter } from './report-job';
import { reportTextOf } from './report-text';
import { writeXlsxReport } from './xlsx-report';

/**
 * GET /api/sales/export (spec 03 §7 Sales; issue 16 "Reports"): everything that can fail cheaply is settled before
 * the first byte (the shop and the caller's right to it, the language, the period, the dashboard's figures, and
 * the store's first month of records), so those failures still answer the JSON envelope; the report itself is
 * then streamed by the format's writer. Where the shop, its figures and its records come from is the source's
 * business (sales-export.source.ts: the sales module's store).
 */

export interface SalesExportCaller {
  userId: string;
  role: UserRole;
}

export interface SalesExportSource {
  /** the shop the caller may manage (404 SHOP_NOT_FOUND otherwise; an admin names one) */
  shopFor(
    caller: SalesExportCaller,
    shopId: string | undefined,
  ): Promise<{ shopId: string; name: string; timeZone: string }>;
  /** the dashboard's summary of the range (src/domain/sales-dashboard.ts) */
  summary(
    shop: { shopId: string; timeZone: string },
    ranges: SalesRanges,
    language: Locale,
    now: number,
  ): Promise<SalesSummary>;
  /** every stored transaction of the shop dated in the range, oldest first, read as it is consumed */
  records(shopId: string, range: DateRange): AsyncIterable<SaleRecord>;
  /** the caller's saved language, when the request names none */
  savedLanguage(userId: string): Promise<Locale>;
}

export interface PreparedReport {
  fileName: string;
  contentType: string;
  /** streams the report into `out` and ends it; rejects when it could not be finished */
  write(out: Writable): Promise<void>;
  /** stops reading the store (after a failure, or when the reader left) */
  close(): Promise<void>;
}

export interface SalesExportService {
  prepare(
    caller: SalesExportCaller,
    query: SalesExportQuery,
    acceptLanguage: string | undefined,
  ): Promise<PreparedReport>;
}

const WRITERS: Record<SalesExportFormat, ReportWriter> = {
  csv: writeCsvReport,
  xlsx: writeXlsxReport,
  pdf: writePdfReport,
};

/** The records with the first one already read (a store failing at once fails before the first byte). */
async function primed(records: AsyncIterable<SaleRecord>) {
  const iterator = records[Symbol.asyncIterator]();
  const first = await iterator.next();
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await iterator.return?.();
  };
  const iterable: AsyncIterable<SaleRecord> = {
    async *[Symbol.asyncIterator]() {
      try {
        if (first.done) return;
        yield first.value;
        for (;;) {
          const next = await iterator.next();
          if (next.done) return;
          yield next.value;
        }
      } finally {
        await close();
      }
    },
  };
  return { iterable, close };
}

export function createSalesExportService(deps: {
  source: SalesExportSource;
  now?: () => Date;
}): SalesExportService {
  const { source } = deps;
  return {
    async prepare(caller, query, acceptLanguage) {
      const shop = await source.shopFor(caller, query.shopId);
      // the language the request names (the app sends its own), else the one the owner saved
      const language =
        namedLanguageOf(acceptLanguage) ?? (await source.savedLanguage(caller.userId));
      const now = (deps.now?.() ?? new Date()).getTime();
      const ranges = salesRanges(query, localDate(now, shop.timeZone));
      const summary = await source.summary(shop, ranges, language, now);
      const records = await primed(source.records(shop.shopId, ranges.range));
      const format = query.format as SalesExportFormat;
      const input = {
        shopName: shop.name,
        timeZone: shop.timeZone,
        language,
        ranges,
        summary,
        generatedAt: now,
      };
      return {
        fileName: salesReportFileName(ranges, format),
        contentType: SALES_EXPORT_CONTENT_TYPES[format],
        write: (out) =>
          WRITERS[format]({ input, t: reportTextOf(language), records: records.iterable }, out),
        close: records.close,
      };
    },
  };
}
