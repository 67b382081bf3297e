import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CancelBookingDialog, type CancelBookingDialogProps } from '@design-system/components';
import { useCancelBookingDialogLabels } from '@/lib/ui/booking-dialog-labels';
import { makeBooking } from './support/booking-fixtures';

function LocalizedCancelBookingDialog(props: Omit<CancelBookingDialogProps, 'labels'>) {
  return <CancelBookingDialog {...props} labels={useCancelBookingDialogLabels()} />;
}

const booking = makeBooking();
const late = makeBooking({
  policy: { ...booking.policy, cancellationFeeNow: 22.5, cancellationFeePercent: 50 },
});

const meta = {
  title: 'Design System/CancelBookingDialog',
  component: LocalizedCancelBookingDialog,
  args: { open: true, booking, onConfirm: fn(), onClose: fn() },
} satisfies Meta<typeof LocalizedCancelBookingDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the deadline: "Free cancellation until …". */
export const Default: Story = {};
/** After the deadline: what cancelling now costs. */
export const WithFee: Story = { args: { booking: late } };
/** The shop cancels: a reason is asked and required. */
export const ShopWithReason: Story = { args: { askReason: true, reasonRequired: true } };
export const Submitting: Story = { args: { submitting: true } };
export const WithError: Story = { args: { error: 'Failed to update booking' } };
