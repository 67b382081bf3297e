import { salesReportFileName, type SalesExportFormat } from '@/domain/sales-report';
import type { FileRequest } from '@/lib/file-download';
import { rangeSearchParams, type SalesRangeParams } from '../sales-range';

/**
 * GET /api/sales/export (spec 03 §7 Sales; issue 16 "Reports"): the report as a file, through the app's file
 * download (src/lib/file-download.ts: streamed with the bytes received, the session's refresh on 401, the
 * server's refusals as ApiErrors).
 */

export interface ReportRequest {
  shopId: string;
  range: SalesRangeParams;
  format: SalesExportFormat;
}

/** The name the server gives the file (the same rule); the server's header wins when it names one. */
export function reportFileName({ range, format }: Pick<ReportRequest, 'range' | 'format'>): string {
  return salesReportFileName(
    range.period === 'custom'
      ? { period: 'custom', range: { from: range.startDate, to: range.endDate } }
      : { period: range.period, range: { from: '', to: '' } },
    format,
  );
}

/** Waiting for the first byte: the server settles the shop, the figures and the first month before it. */
const HEADERS_TIMEOUT_MS = 60_000;

export const salesReportFile = (request: ReportRequest): FileRequest => ({
  path: 'sales/export',
  searchParams: {
    shopId: request.shopId,
    format: request.format,
    ...rangeSearchParams(request.range),
  },
  fileName: reportFileName(request),
  timeout: HEADERS_TIMEOUT_MS,
});
