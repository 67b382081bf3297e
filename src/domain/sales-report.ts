import * as yup from 'yup';
import type { Locale } from './constants';
import { LIMITS } from './limits';
import { localized } from './localized-text';
import { SALE_LABEL_IDS, centsToEuro, type SaleRecord } from './sales';
import type { SalesSummary } from './sales-dashboard';
import type { SalesRanges } from './sales-periods';
import { salesRangeQuerySchema } from './sales-schema';
import { zoneOffsetMinutes } from './zoned-time';

/**
 * The sales report (spec 03 §7 Sales: GET /api/sales/export with format, period, startDate, endDate, a file named
 * `sales-report-{period}.{format}`; issue 16 "Reports"): what it is called, what it says and in which words, for
 * the server's streamed CSV, XLSX and PDF writers (server/modules/sales-export) and the mocks alike. Every text
 * comes from the catalogs (`sales.report.*` and the sales labels) through the `ReportText` the caller hands in;
 * the figures are the dashboard's (sales-dashboard.ts), the rows one per stored transaction, oldest first.
 */

export const SALES_EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type SalesExportFormat = (typeof SALES_EXPORT_FORMATS)[number];

export const SALES_EXPORT_CONTENT_TYPES: Record<SalesExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** GET /api/sales/export: the dashboard's range (a period, default month, or startDate/endDate) and a format. */
export const salesExportQuerySchema = salesRangeQuerySchema.shape({
  format: yup
    .string()
    .max(LIMITS.token, 'validation.tooLong')
    .required('validation.required')
    .oneOf([...SALES_EXPORT_FORMATS], 'validation.invalidType'),
});
export type SalesExportQuery = yup.InferType<typeof salesExportQuerySchema>;

/** `sales-report-month.pdf`; a custom range names its dates: `sales-report-2026-11-01_2026-11-15.csv`. */
export function salesReportFileName(
  ranges: Pick<SalesRanges, 'period' | 'range'>,
  format: SalesExportFormat,
): string {
  const period =
    ranges.period === 'custom' ? `${ranges.range.from}_${ranges.range.to}` : ranges.period;
  return `sales-report-${period}.${format}`;
}

/** The header that makes the answer a download under that name (the name is plain ASCII by construction). */
export const attachmentHeader = (fileName: string): string => `attachment; filename="${fileName}"`;

/** A catalog lookup with ICU values (the server's and the mocks' own, over en.json / it.json). */
export type ReportText = (id: string, values?: Record<string, string | number>) => string;

/** What every writer is handed besides the rows. */
export interface SalesReportInput {
  shopName: string;
  timeZone: string;
  language: Locale;
  ranges: SalesRanges;
  summary: SalesSummary;
  /** epoch ms */
  generatedAt: number;
}

export const SALES_REPORT_COLUMNS = [
  { key: 'date', money: false },
  { key: 'id', money: false },
  { key: 'type', money: false },
  { key: 'status', money: false },
  { key: 'source', money: false },
  { key: 'service', money: false },
  { key: 'category', money: false },
  { key: 'paymentMethod', money: false },
  { key: 'customer', money: false },
  { key: 'customerEmail', money: false },
  { key: 'customerPhone', money: false },
  { key: 'amount', money: true },
  { key: 'tip', money: true },
  { key: 'discount', money: true },
  { key: 'tax', money: true },
  { key: 'total', money: true },
  { key: 'notes', money: false },
] as const;
export type SalesReportColumn = (typeof SALES_REPORT_COLUMNS)[number]['key'];

/** A cell: text, or an amount in euro (two decimals). */
export type ReportCell = string | number;

export const reportColumnLabel = (key: SalesReportColumn, t: ReportText): string =>
  t(`sales.report.column.${key}`);

/** The shop-local wall time of an instant: '2026-11-28 10:30'. */
export function reportLocalTime(atMs: number, timeZone: string): string {
  const wall = new Date(atMs + zoneOffsetMinutes(atMs, timeZone) * 60_000);
  return wall.toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * One transaction's cells in column order. A fee says which fee; a transaction of several services lists them
 * all (and their categories, each once).
 */
export function salesReportRow(
  record: SaleRecord,
  timeZone: string,
  language: Locale,
  t: ReportText,
): ReportCell[] {
  const categories = [...new Set(record.items.map((item) => item.category))];
  const cells: Record<SalesReportColumn, ReportCell> = {
    date: reportLocalTime(record.at, timeZone),
    id: record.id,
    type: t(
      record.type === 'fee' && record.feeKind
        ? SALE_LABEL_IDS.feeKind(record.feeKind)
        : SALE_LABEL_IDS.type(record.type),
    ),
    status: t(SALE_LABEL_IDS.status(record.status)),
    source: t(SALE_LABEL_IDS.source(record.source)),
    service: record.items.map((item) => localized(item.name, language)).join(' + '),
    category: categories.map((category) => t(SALE_LABEL_IDS.category(category))).join(', '),
    paymentMethod: t(SALE_LABEL_IDS.paymentMethod(record.paymentMethod)),
    customer: record.customerName,
    customerEmail: record.customerEmail,
    customerPhone: record.customerPhone,
    amount: centsToEuro(record.amountCents),
    tip: centsToEuro(record.tipCents),
    discount: centsToEuro(record.discountCents),
    tax: centsToEuro(record.taxCents),
    total: centsToEuro(record.totalCents),
    notes: record.notes,
  };
  return SALES_REPORT_COLUMNS.map((column) => cells[column.key]);
}

/** A summary line: its label, and an amount in euro or a count. */
export interface ReportFigure {
  label: string;
  value: number;
  money: boolean;
}

/** The period's figures, as the dashboard computes them (only completed sales and fees count). */
export function salesReportFigures(summary: SalesSummary, t: ReportText): ReportFigure[] {
  const figure = (id: string, value: number, money: boolean) => ({
    label: t(`sales.report.summary.${id}`),
    value,
    money,
  });
  return [
    figure('revenue', summary.revenue, true),
    figure('transactions', summary.transactions, false),
    figure('avgTicket', summary.avgTicket, true),
    figure('tips', summary.tips, true),
    figure('discounts', summary.discounts, true),
    figure('tax', summary.tax, true),
    figure('fees', summary.fees, true),
    figure('customers', summary.customers, false),
  ];
}

/** The report's heading: its title and the lines naming the shop, the period and when it was made. */
export function salesReportHeading(
  input: SalesReportInput,
  t: ReportText,
): { title: string; lines: [string, string][] } {
  const { range, period } = input.ranges;
  return {
    title: t('sales.report.title'),
    lines: [
      [t('sales.report.shop'), input.shopName],
      [
        t('sales.report.period'),
        t('sales.report.periodRange', {
          period: t(`sales.report.periodName.${period}`),
          from: range.from,
          to: range.to,
        }),
      ],
      [t('sales.report.timeZone'), input.timeZone],
      [t('sales.report.generated'), reportLocalTime(input.generatedAt, input.timeZone)],
      [t('sales.report.currency'), 'EUR'],
    ],
  };
}

/**
 * The report as table rows (the CSV's, and the spreadsheet's first sheet): the heading, the figures, a blank
 * line, then the transactions' header. The transactions' rows follow, one per record.
 */
export function salesReportPreamble(input: SalesReportInput, t: ReportText): ReportCell[][] {
  const heading = salesReportHeading(input, t);
  return [
    [heading.title],
    ...heading.lines,
    [],
    [t('sales.report.summary')],
    ...salesReportFigures(input.summary, t).map((figure) => [figure.label, figure.value]),
    [],
    SALES_REPORT_COLUMNS.map((column) => reportColumnLabel(column.key, t)),
  ];
}

/**
 * A text cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, a tab or a return first) gets a
 * leading apostrophe in the CSV, so a customer's name can never run in the accountant's Excel (OWASP "CSV
 * injection"). Numbers stay numbers.
 */
export function csvSafeCell(cell: ReportCell): ReportCell {
  return typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** csv-stringify's options for the report (the server's stream and the mocks' string alike). */
export const SALES_CSV_OPTIONS = { bom: true, record_delimiter: 'windows' } as const;

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: Locale, kind: 'money' | 'amount' | 'count'): Intl.NumberFormat {
  const key = `${language}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions =
      kind === 'money'
        ? { style: 'currency', currency: 'EUR' }
        : kind === 'amount'
          ? { minimumFractionDigits: 2, maximumFractionDigits: 2 }
          : {};
    format = new Intl.NumberFormat(language === 'it' ? 'it-IT' : 'en-GB', options);
    formats.set(key, format);
  }
  return format;
}

/** An amount as text in the report's language: '€1,234.50' / '1.234,50 €'. */
export const formatReportMoney = (euro: number, language: Locale): string =>
  numberFormat(language, 'money').format(euro);

/** An amount in a column already labelled (€): '1,234.50' / '1.234,50'. */
export const formatReportAmount = (euro: number, language: Locale): string =>
  numberFormat(language, 'amount').format(euro);

/** A count as text in the report's language. */
export const formatReportCount = (value: number, language: Locale): string =>
  numberFormat(language, 'count').format(value);
