import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RescheduleDialog, type RescheduleDialogProps } from '@design-system/components';
import { useRescheduleDialogLabels } from '@/lib/ui/booking-dialog-labels';
import { makeBooking } from './support/booking-fixtures';

function LocalizedRescheduleDialog(props: Omit<RescheduleDialogProps, 'labels'>) {
  return <RescheduleDialog {...props} labels={useRescheduleDialogLabels()} />;
}

const booking = makeBooking();

const meta = {
  title: 'Design System/RescheduleDialog',
  component: LocalizedRescheduleDialog,
  args: {
    open: true,
    booking,
    to: { date: '2026-06-15', time: '16:00' },
    lateWarning: false,
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof LocalizedRescheduleDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Inside 24 hours of the start. */
export const LateWarning: Story = { args: { lateWarning: true } };
/** One reschedule left: this move is the last. */
export const LastReschedule: Story = {
  args: {
    booking: makeBooking({ rescheduleCount: 1, policy: { ...booking.policy, reschedulesLeft: 1 } }),
  },
};
/** The shop moves it: optional reason, no customer limit line. */
export const ShopWithReason: Story = { args: { askReason: true, hideReschedulesLeft: true } };
export const Submitting: Story = { args: { submitting: true } };
export const WithError: Story = { args: { error: 'This time is no longer available' } };
