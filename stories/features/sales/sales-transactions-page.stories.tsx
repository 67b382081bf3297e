import type { Meta, StoryObj } from '@storybook/react-vite';
import { SalesTransactionsPage } from '@/features/sales/pages/sales-transactions-page';
import { salesDecorators } from './sales-story-shell';
import { clickWhenReady } from '../shop-setup/shop-hours-story-fixtures';
import { YEAR_RECORDS, withSales } from './sales-story-data';

/** /shop/sales/transactions: every transaction of the shop, filtered and paged. */
const meta = {
  title: 'Features/Sales/SalesTransactionsPage',
  component: SalesTransactionsPage,
  decorators: salesDecorators,
  parameters: {
    layout: 'fullscreen',
    shell: { path: '/shop/sales/transactions', role: 'shop' },
    ...withSales(),
  },
} satisfies Meta<typeof SalesTransactionsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** November and October: sales by hand and from bookings, a no-show fee. */
export const List: Story = {};

/** A year of sales: pages. */
export const Paged: Story = { parameters: withSales({ records: YEAR_RECORDS }) };

/** Filters from the address that nothing matches. */
export const NoMatch: Story = {
  parameters: { shell: { path: '/shop/sales/transactions?method=gift_card', role: 'shop' } },
};

/** No transaction yet: the way to the first one. */
export const Empty: Story = { parameters: withSales({ records: [] }) };

export const Loading: Story = { parameters: withSales({ transactions: 'loading' }) };

export const LoadError: Story = { parameters: withSales({ transactions: 'error' }) };

/** Editing a sale entered by hand. */
export const Editing: Story = {
  play: ({ canvasElement }) =>
    clickWhenReady(canvasElement, 'button[aria-label]', /^(edit|modifica) massage$/i),
};

/** The confirmation before a delete (a booking's sale is reversed, and says so). */
export const ConfirmDelete: Story = {
  play: ({ canvasElement }) =>
    clickWhenReady(canvasElement, 'button[aria-label]', /^(delete|elimina) massage$/i),
};

/** Phone width: cards instead of the table. */
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
