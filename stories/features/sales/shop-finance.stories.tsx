import type { Meta, StoryObj } from '@storybook/react-vite';
import ShopFinance from '@/features/sales/finance/shop-finance';
import { salesDecorators } from './sales-story-shell';
import { SALES_SHOP_ID, withSales } from './sales-story-data';

/** The shop area's finance tab: this month's money, by payment method, with the ways on. */
const meta = {
  title: 'Features/Sales/ShopFinance',
  component: ShopFinance,
  decorators: salesDecorators,
  args: { shopId: SALES_SHOP_ID },
  parameters: { shell: { path: '/shop/personal#finance', role: 'shop' }, ...withSales() },
} satisfies Meta<typeof ShopFinance>;
export default meta;
type Story = StoryObj<typeof meta>;

/** November to date: revenue, tips, discounts, tax, fees and the split by method. */
export const Month: Story = {};

/** Nothing paid this month yet. */
export const Empty: Story = { parameters: withSales({ records: [] }) };

export const Loading: Story = { parameters: withSales({ dashboard: 'loading' }) };

export const LoadError: Story = { parameters: withSales({ dashboard: 'error' }) };
