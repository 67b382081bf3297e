import type { Meta, StoryObj } from '@storybook/react-vite';
import { salesDashboardFromRecords } from '@/domain/sales-dashboard';
import { salesRanges } from '@/domain/sales-periods';
import type { SaleRecord } from '@/domain/sales';
import { SalesCharts } from '@/features/sales/dashboard/sales-charts';
import { SalesSummaryCards } from '@/features/sales/dashboard/sales-summary-cards';
import { salesDecorators } from './sales-story-shell';
import {
  DAY_RECORDS,
  MONTH_RECORDS,
  NOW,
  SALES_SHOP_ID,
  TIME_ZONE,
  TODAY,
  YEAR_RECORDS,
} from './sales-story-data';

const dashboardOf = (records: readonly SaleRecord[], period: string) =>
  salesDashboardFromRecords(
    records,
    salesRanges({ period }, TODAY),
    { shopId: SALES_SHOP_ID, timeZone: TIME_ZONE },
    'en',
    NOW,
  );

/** The dashboard's charts, each with its table for screen readers: trends, revenue by period, breakdowns. */
const meta = {
  title: 'Features/Sales/Charts',
  component: SalesCharts,
  decorators: salesDecorators,
  args: { dashboard: dashboardOf(MONTH_RECORDS, 'month') },
} satisfies Meta<typeof SalesCharts>;
export default meta;
type Story = StoryObj<typeof meta>;

/** November to date against October's same days. */
export const Month: Story = {};

/** No sales in the period: each chart says so instead of drawing an empty frame. */
export const Empty: Story = { args: { dashboard: dashboardOf([], 'month') } };

/** One day: revenue by hour against the day before. */
export const OneDay: Story = { args: { dashboard: dashboardOf(DAY_RECORDS, 'today') } };

/** A year to date: trends per week, revenue by month. */
export const Year: Story = { args: { dashboard: dashboardOf(YEAR_RECORDS, 'year') } };

/** The summary cards of the month: revenue, transactions and average ticket with their real change. */
export const SummaryCards: StoryObj<typeof SalesSummaryCards> = {
  render: () => <SalesSummaryCards dashboard={dashboardOf(MONTH_RECORDS, 'month')} />,
};

/** The summary cards with nothing sold before: no percentage, "new" instead. */
export const SummaryCardsFirstMonth: StoryObj<typeof SalesSummaryCards> = {
  render: () => (
    <SalesSummaryCards
      dashboard={dashboardOf(
        MONTH_RECORDS.filter((r) => r.date >= '2026-11-01'),
        'month',
      )}
    />
  ),
};
