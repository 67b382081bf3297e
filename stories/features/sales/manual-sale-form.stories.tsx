import type { Meta, StoryObj } from '@storybook/react-vite';
import { ManualSaleForm } from '@/features/sales/manual-entry/manual-sale-form';
import { salesDecorators } from './sales-story-shell';
import { clickWhenReady } from '../shop-setup/shop-hours-story-fixtures';
import { SALES_SHOP_ID, withSales } from './sales-story-data';

/**
 * The manual sales entry form (spec 03 §2) for the demo owner's shop: it takes cash, card and digital wallets
 * (and loyalty points), so bank transfer and gift card are listed but not selectable.
 */
const meta = {
  title: 'Features/Sales/ManualSaleForm',
  component: ManualSaleForm,
  decorators: salesDecorators,
  args: { shopId: SALES_SHOP_ID },
  parameters: { shell: { path: '/shop/sales/manual-entry', role: 'shop' }, ...withSales() },
} satisfies Meta<typeof ManualSaleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const FILLED = {
  serviceName: 'Blow-dry',
  category: 'hair' as const,
  amount: '30',
  paymentMethod: 'cash' as const,
  tip: '2.50',
  discount: '5',
  tax: '',
  customerName: 'Giulia Rossi',
  customerEmail: 'giulia@example.com',
  transactionDate: '2026-11-28T10:30',
};

const submit: Story['play'] = ({ canvasElement }) =>
  clickWhenReady(
    canvasElement,
    'button[type="submit"]',
    /^(add transaction|aggiungi transazione)$/i,
  );

/** Nothing typed yet: the date is now on the shop's clock, the total €0.00. */
export const Empty: Story = {};

/** Every rule of spec 03 §5 broken at once: the messages under the fields. */
export const Invalid: Story = {
  args: {
    initialValues: {
      serviceName: 'B',
      amount: '0',
      tip: '-1',
      discount: '12.345',
      customerEmail: 'giulia@',
    },
    initialTouched: true,
  },
};

/** Filled in: the live total is 30 + 2.50 − 5 = €27.50. */
export const Filled: Story = { args: { initialValues: FILLED } };

/** Sent, waiting for the server: every field and the button are disabled. */
export const Saving: Story = {
  args: { initialValues: FILLED },
  parameters: withSales({ create: 'loading' }),
  play: submit,
};

/** The server failed: the values stay, the reason shows above them (and in a toast for 3 seconds). */
export const Failed: Story = {
  args: { initialValues: FILLED },
  parameters: withSales({ create: 'error' }),
  play: submit,
};

/** Added: the form starts afresh and says what was added, with the way to the list. */
export const Saved: Story = { args: { initialValues: FILLED }, play: submit };

/** Phone width: one column. */
export const Phone: Story = {
  args: { initialValues: FILLED },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};
