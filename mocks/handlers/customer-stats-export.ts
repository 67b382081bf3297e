import { stringify } from 'csv-stringify/browser/esm/sync';
import { delay, http, HttpResponse } from 'msw';
import {
  CUSTOMER_EXPORT_CONTENT_TYPES,
  customerReportFileName,
  customerReportLines,
  customerStatsExportQuerySchema,
  customerStatsReport,
  formatReportNumber,
  type CustomerExportFormat,
  type CustomerReport,
} from '@/domain/customer-stats-report';
import type { CustomerStatsPeriod } from '@/domain/customer-stats-types';
import { DEFAULT_TIME_ZONE } from '@/domain/opening-hours';
import {
  SALES_CSV_OPTIONS,
  attachmentHeader,
  csvSafeCell,
  reportLocalTime,
} from '@/domain/sales-report';
import { minimalPdf } from '../data/minimal-pdf';
import { languageOfRequest } from '../data/shop-content';
import { customerOf, mockCustomerStats } from './customer-history';
import { reportText } from './sales-export';
import { validateQuery } from './validation';

/** The PDF's lines: the same report, a section's rows as "label: value" or cells joined. */
function pdfLines(report: CustomerReport, language: 'en' | 'it'): string[] {
  const lines = report.lines.map(([label, value]) => `${label}: ${value}`);
  for (const section of report.sections) {
    lines.push('', section.title, section.columns.map((c) => c.label).join(' | '));
    if (section.rows.length === 0) lines.push(section.empty);
    section.rows.forEach((row, r) =>
      lines.push(
        row
          .map((cell, i) => {
            if (typeof cell !== 'number') return cell;
            const kind =
              i > 0 && section.valueKinds ? section.valueKinds[r] : section.columns[i]?.kind;
            return formatReportNumber(cell, kind ?? 'count', language);
          })
          .join(' | '),
      ),
    );
  }
  return lines;
}

/**
 * GET /api/customer/stats/export (server/modules/customer-history) over the mocks' bookings: the same guard and
 * query schema, file name and headers, and the report built by the same src/domain/customer-stats-report.ts from
 * the same figures as GET /api/customer/stats. The CSV comes from csv-stringify's browser build with the sales
 * reports' options; the PDF is a minimal one of the same lines (pdfkit needs Node streams), which is enough for
 * a browser to open and for a test to read.
 */
export const customerStatsExportHandlers = [
  http.get('/api/customer/stats/export', async ({ request }) => {
    await delay();
    const user = customerOf(request);
    if (user instanceof Response) return user;
    const query = await validateQuery(customerStatsExportQuerySchema, new URL(request.url));
    if (!query.ok) return query.response;
    const format = query.value.format as CustomerExportFormat;
    const language = languageOfRequest(request);
    const now = new Date();
    const stats = mockCustomerStats(
      user.id,
      query.value.period as CustomerStatsPeriod,
      language,
      now,
    );
    const report = customerStatsReport(
      stats,
      reportText(language),
      language,
      reportLocalTime(now.getTime(), DEFAULT_TIME_ZONE),
    );
    const body =
      format === 'csv'
        ? stringify(
            customerReportLines(report).map((line) => line.map(csvSafeCell)),
            {
              ...SALES_CSV_OPTIONS,
            },
          )
        : minimalPdf(report.title, [report.title, ...pdfLines(report, language)]);
    return new HttpResponse(body, {
      status: 200,
      headers: {
        'Content-Type': CUSTOMER_EXPORT_CONTENT_TYPES[format],
        'Content-Disposition': attachmentHeader(customerReportFileName(stats, format)),
        'Cache-Control': 'no-store',
      },
    });
  }),
];
