import Alert from '@mui/material/Alert';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { fn } from 'storybook/test';
import { RejectShopDialog } from '@/features/admin/components/reject-shop-dialog';
import { withStoryShell } from '../support/story-shell';

/** Reject a shop: a required reason of at least 5 characters (rejectShopSchema). */
const meta = {
  title: 'Features/Admin/RejectShopDialog',
  component: RejectShopDialog,
  decorators: [withStoryShell],
  args: { shopName: 'Studio Luce Nails', onClose: fn(), onSubmit: fn(async () => {}) },
} satisfies Meta<typeof RejectShopDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Invalid: Story = { args: { initialReason: 'bad', initialTouched: true } };
export const Submitting: Story = {
  args: { initialReason: 'Photos and tax id missing', initialSubmitting: true },
};
export const Failed: Story = {
  args: {
    initialReason: 'Photos and tax id missing',
    initialError: 'This shop has already been reviewed',
  },
};
function RejectedNotice() {
  const intl = useIntl();
  return (
    <Alert severity="success" role="status">
      {intl.formatMessage({ id: 'admin.shops.rejectedToast' }, { name: 'Studio Luce Nails' })}
    </Alert>
  );
}

/** After success the page closes the dialog, removes the row and shows this toast text. */
export const Success: Story = {
  args: { shopName: null },
  render: (args) => (
    <>
      <RejectedNotice />
      <RejectShopDialog {...args} />
    </>
  ),
};
