import type { Meta, StoryObj } from '@storybook/react-vite';
import { SalesDashboardPage } from '@/features/sales/pages/sales-dashboard-page';
import { salesDecorators } from './sales-story-shell';
import { clickWhenReady } from '../shop-setup/shop-hours-story-fixtures';
import { DAY_RECORDS, YEAR_RECORDS, withSales } from './sales-story-data';

/** /shop/sales/dashboard for the demo owner, on the fixtures' clock (28 November 2026). */
const meta = {
  title: 'Features/Sales/SalesDashboardPage',
  component: SalesDashboardPage,
  decorators: salesDecorators,
  parameters: {
    layout: 'fullscreen',
    shell: { path: '/shop/sales/dashboard', role: 'shop' },
    ...withSales(),
  },
} satisfies Meta<typeof SalesDashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The month (the default): figures, charts, top services and the ten recent transactions. */
export const Month: Story = {};

/** Today only (`?period=today`): revenue by hour. */
export const Today: Story = {
  parameters: {
    shell: { path: '/shop/sales/dashboard?period=today', role: 'shop' },
    ...withSales({ records: DAY_RECORDS }),
  },
};

/** The year to date: trends per week. */
export const Year: Story = {
  parameters: {
    shell: { path: '/shop/sales/dashboard?period=year', role: 'shop' },
    ...withSales({ records: YEAR_RECORDS }),
  },
};

/** Custom dates from the address. */
export const CustomRange: Story = {
  parameters: {
    shell: { path: '/shop/sales/dashboard?from=2026-11-10&to=2026-11-24', role: 'shop' },
  },
};

/** A shop that has sold nothing yet. */
export const Empty: Story = { parameters: withSales({ records: [] }) };

export const Loading: Story = { parameters: withSales({ dashboard: 'loading' }) };

export const LoadError: Story = { parameters: withSales({ dashboard: 'error' }) };

/** The same period's bookings: status, services, hours, weekdays, people and rates. */
export const Bookings: Story = {
  play: ({ canvasElement }) =>
    clickWhenReady(canvasElement, '[role="tab"]', /^(bookings|prenotazioni)$/i),
};

/** An admin without a shop in the address: where to choose one. */
export const AdminWithoutShop: Story = {
  parameters: { shell: { path: '/shop/sales/dashboard', role: 'admin' } },
};

/** Phone width: the cards and charts in one column. */
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
