import { describe, expect, it } from 'vitest';
import {
  customerReportFileName,
  customerReportLines,
  customerStatsExportQuerySchema,
  customerStatsReport,
  formatReportNumber,
} from '../../src/domain/customer-stats-report';
import type { CustomerStats } from '../../src/domain/customer-stats-types';

/** Every catalog word as its id, so the layout is read without a language. */
const t = (id: string, values?: Record<string, string | number>) =>
  values ? `${id}${JSON.stringify(values)}` : id;

const stats: CustomerStats = {
  period: '3M',
  range: { from: '2026-08-29', to: '2026-11-28' },
  previousRange: { from: '2026-05-30', to: '2026-08-28' },
  totalBookings: 3,
  totalSpentCents: 10250,
  previous: { totalBookings: 0, totalSpentCents: 0 },
  bookingsTrend: null,
  spendingTrend: null,
  visits: 2,
  averageVisitFrequencyWeeks: 2.5,
  averageRating: 4.5,
  ratingsCount: 2,
  trendUnit: 'week',
  trends: [{ start: '2026-08-29', end: '2026-09-04', bookings: 1, spentCents: 3500 }],
  topServices: [{ id: 'cut', name: 'Cut', count: 2, percentage: 66.7 }],
  topShops: [],
  insights: {
    mostActiveWeekday: 'saturday',
    preferredTimeOfDay: 'morning',
    daysSinceLastVisit: 9,
    averagePerVisitCents: 5125,
    highestMonth: { month: '2026-09', spentCents: 6750 },
  },
  upcomingCount: 1,
};

describe('the customer analytics report', () => {
  const report = customerStatsReport(stats, t, 'en', '2026-11-28 10:00');

  it('lays out the title, the heading and each section with its header, blank lines between', () => {
    const lines = customerReportLines(report);
    expect(lines[0]).toEqual(['customerDashboard.report.title']);
    expect(lines[1]).toEqual([
      'customerDashboard.report.period',
      'customerDashboard.analytics.period.3M',
    ]);
    expect(lines[2]).toEqual(['customerDashboard.report.dates', '2026-08-29 – 2026-11-28']);
    const titles = lines.filter((_, i) => i > 0 && lines[i - 1]!.length === 0).map((l) => l[0]);
    expect(titles).toEqual([
      'customerDashboard.report.summary',
      'customerDashboard.report.trends.week',
      'customerDashboard.report.topServices',
      'customerDashboard.report.topShops',
      'customerDashboard.report.insights',
    ]);
    // amounts in euro, missing figures as the catalog's dash, an empty section says so
    expect(lines).toContainEqual(['customerDashboard.report.spent', 102.5]);
    expect(lines).toContainEqual([
      'customerDashboard.report.spendingTrend',
      'customerDashboard.report.none',
    ]);
    expect(lines).toContainEqual(['2026-08-29', '2026-09-04', 1, 35]);
    expect(lines).toContainEqual(['customerDashboard.report.noVisits']);
    expect(lines).toContainEqual(['customerDashboard.analytics.insights.weekday', 'Saturday']);
  });

  it('names the file after the period and its last day, and formats numbers by kind', () => {
    expect(customerReportFileName(stats, 'pdf')).toBe('my-analytics-3M-2026-11-28.pdf');
    expect(formatReportNumber(1234.5, 'money', 'en')).toBe('1,234.50');
    expect(formatReportNumber(12345.5, 'money', 'it')).toBe('12.345,50');
    expect(formatReportNumber(66.66, 'percent', 'en')).toBe('66.7');
    expect(formatReportNumber(3, 'count', 'it')).toBe('3');
  });

  it('takes a period (default a month) and requires a csv or pdf format', () => {
    expect(customerStatsExportQuerySchema.validateSync({ format: 'csv' })).toEqual({
      period: '1M',
      format: 'csv',
    });
    expect(() => customerStatsExportQuerySchema.validateSync({ format: 'xlsx' })).toThrow();
    expect(() =>
      customerStatsExportQuerySchema.validateSync({ period: '2W', format: 'pdf' }),
    ).toThrow();
  });
});
