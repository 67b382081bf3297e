import * as yup from 'yup';
import type { Locale } from './constants';
import {
  CUSTOMER_STATS_PERIODS,
  DEFAULT_CUSTOMER_STATS_PERIOD,
  type CustomerStats,
} from './customer-stats-types';
import { LIMITS } from './limits';
import { SALES_EXPORT_CONTENT_TYPES, type ReportCell, type ReportText } from './sales-report';
import { WEEKDAYS } from './shop';

/**
 * The customer's analytics as a file (spec 02 §2.5 "Analytics": export CSV and PDF; issue 17): GET
 * /api/customer/stats/export?period=1M|3M|6M|1Y&format=csv|pdf. The figures are GET /api/customer/stats' own
 * (customer-stats.ts), laid out here once for the server's writers (csv-stringify and pdfkit, as the sales
 * reports) and the mocks alike; every word comes from the catalogs (`customerDashboard.report.*` and the
 * analytics tab's labels) through the caller's `ReportText`. Amounts are euro, as in the sales reports.
 */

export const CUSTOMER_EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type CustomerExportFormat = (typeof CUSTOMER_EXPORT_FORMATS)[number];

export const CUSTOMER_EXPORT_CONTENT_TYPES: Record<CustomerExportFormat, string> = {
  csv: SALES_EXPORT_CONTENT_TYPES.csv,
  pdf: SALES_EXPORT_CONTENT_TYPES.pdf,
};

/** GET /api/customer/stats/export: the analytics' period (default 1M) and a format (required). */
export const customerStatsExportQuerySchema = yup
  .object({
    period: yup
      .string()
      .transform((value: unknown) => (value === '' ? undefined : value))
      .max(LIMITS.token, 'validation.tooLong')
      .oneOf([...CUSTOMER_STATS_PERIODS, undefined], 'validation.invalidType')
      .default(DEFAULT_CUSTOMER_STATS_PERIOD),
    format: yup
      .string()
      .max(LIMITS.token, 'validation.tooLong')
      .required('validation.required')
      .oneOf([...CUSTOMER_EXPORT_FORMATS], 'validation.invalidType'),
  })
  .noUnknown();

/** `my-analytics-3M-2026-11-28.csv`: the period and its last day (plain ASCII, for the header). */
export const customerReportFileName = (
  stats: Pick<CustomerStats, 'period' | 'range'>,
  format: CustomerExportFormat,
): string => `my-analytics-${stats.period}-${stats.range.to}.${format}`;

/** How a number in a column reads: euro, a count, or a percentage with one decimal. */
export type ReportCellKind = 'text' | 'money' | 'count' | 'percent';

export interface CustomerReportSection {
  title: string;
  columns: { label: string; kind: ReportCellKind }[];
  rows: ReportCell[][];
  /** a label/value section's kind of each row's value (its column is 'text': the rows differ) */
  valueKinds?: ReportCellKind[];
  /** what the section says when it has no rows */
  empty: string;
}

export interface CustomerReport {
  title: string;
  /** label / value lines under the title: period, dates, when it was made */
  lines: [string, string][];
  sections: CustomerReportSection[];
}

const euro = (cents: number) => Math.round(cents) / 100;
const tag = (language: Locale) => (language === 'it' ? 'it-IT' : 'en-GB');
const noon = (date: string) => new Date(`${date}T12:00:00Z`);

function weekdayName(day: (typeof WEEKDAYS)[number], language: Locale): string {
  // 2024-01-01 was a Monday, and WEEKDAYS is Monday first
  const date = noon(`2024-01-0${WEEKDAYS.indexOf(day) + 1}`);
  return new Intl.DateTimeFormat(tag(language), { weekday: 'long', timeZone: 'UTC' }).format(date);
}

const monthName = (month: string, language: Locale) =>
  new Intl.DateTimeFormat(tag(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(noon(`${month}-15`));

/** The report: heading lines, then the figures, the trend buckets, top services and shops, the insights. */
export function customerStatsReport(
  stats: CustomerStats,
  t: ReportText,
  language: Locale,
  generatedAt: string,
): CustomerReport {
  const r = (key: string) => t(`customerDashboard.report.${key}`);
  const none = r('none');
  const figures: [string, ReportCell, ReportCellKind][] = [
    [r('bookings'), stats.totalBookings, 'count'],
    [r('spent'), euro(stats.totalSpentCents), 'money'],
    [r('previousBookings'), stats.previous.totalBookings, 'count'],
    [r('previousSpent'), euro(stats.previous.totalSpentCents), 'money'],
    [r('bookingsTrend'), stats.bookingsTrend ?? none, 'percent'],
    [r('spendingTrend'), stats.spendingTrend ?? none, 'percent'],
    [r('visits'), stats.visits, 'count'],
    [r('frequency'), stats.averageVisitFrequencyWeeks ?? none, 'percent'],
    [r('rating'), stats.averageRating ?? none, 'percent'],
    [r('ratingsCount'), stats.ratingsCount, 'count'],
    [r('upcoming'), stats.upcomingCount, 'count'],
  ];
  const { insights } = stats;
  const insightRows: ReportCell[][] = [
    [
      t('customerDashboard.analytics.insights.weekday'),
      insights.mostActiveWeekday ? weekdayName(insights.mostActiveWeekday, language) : none,
    ],
    [
      t('customerDashboard.analytics.insights.time'),
      insights.preferredTimeOfDay
        ? t(`customerDashboard.analytics.insights.time.${insights.preferredTimeOfDay}`)
        : none,
    ],
    [r('daysSinceLastVisit'), insights.daysSinceLastVisit ?? none],
    [
      r('perVisit'),
      insights.averagePerVisitCents === null ? none : euro(insights.averagePerVisitCents),
    ],
    [
      r('highestMonth'),
      insights.highestMonth
        ? `${monthName(insights.highestMonth.month, language)}: ${euro(insights.highestMonth.spentCents)}`
        : none,
    ],
  ];
  return {
    title: r('title'),
    lines: [
      [r('period'), t(`customerDashboard.analytics.period.${stats.period}`)],
      [r('dates'), `${stats.range.from} – ${stats.range.to}`],
      [r('previousDates'), `${stats.previousRange.from} – ${stats.previousRange.to}`],
      [r('generated'), generatedAt],
      [r('currency'), 'EUR'],
    ],
    sections: [
      {
        title: r('summary'),
        columns: [
          { label: r('figure'), kind: 'text' },
          { label: r('value'), kind: 'text' },
        ],
        rows: figures.map(([label, value]) => [label, value]),
        valueKinds: figures.map(([, , kind]) => kind),
        empty: none,
      },
      {
        title: r(`trends.${stats.trendUnit}`),
        columns: [
          { label: r('from'), kind: 'text' },
          { label: r('to'), kind: 'text' },
          { label: r('bookings'), kind: 'count' },
          { label: r('spent'), kind: 'money' },
        ],
        rows: stats.trends.map((p) => [p.start, p.end, p.bookings, euro(p.spentCents)]),
        empty: r('noBookings'),
      },
      {
        title: r('topServices'),
        columns: [
          { label: r('service'), kind: 'text' },
          { label: r('times'), kind: 'count' },
          { label: r('share'), kind: 'percent' },
        ],
        rows: stats.topServices.map((s) => [s.name, s.count, s.percentage]),
        empty: r('noBookings'),
      },
      {
        title: r('topShops'),
        columns: [
          { label: r('shop'), kind: 'text' },
          { label: r('address'), kind: 'text' },
          { label: r('visits'), kind: 'count' },
        ],
        rows: stats.topShops.map((s) => [s.name, s.location, s.visits]),
        empty: r('noVisits'),
      },
      {
        title: r('insights'),
        columns: [
          { label: r('figure'), kind: 'text' },
          { label: r('value'), kind: 'text' },
        ],
        rows: insightRows,
        valueKinds: ['text', 'text', 'count', 'money', 'text'],
        empty: none,
      },
    ],
  };
}

/** The report as the CSV's lines: the title and heading, then each section (title, header, rows), blank between. */
export function customerReportLines(report: CustomerReport): ReportCell[][] {
  const lines: ReportCell[][] = [[report.title], ...report.lines];
  for (const section of report.sections) {
    lines.push(
      [],
      [section.title],
      section.columns.map((c) => c.label),
    );
    if (section.rows.length === 0) lines.push([section.empty]);
    else lines.push(...section.rows);
  }
  return lines;
}

/** A number of the PDF in the report's language: euro with two decimals, counts whole, others one decimal. */
export function formatReportNumber(value: number, kind: ReportCellKind, language: Locale): string {
  const digits =
    kind === 'money'
      ? { minimumFractionDigits: 2, maximumFractionDigits: 2 }
      : { maximumFractionDigits: kind === 'count' ? 0 : 1 };
  return new Intl.NumberFormat(tag(language), digits).format(value);
}
