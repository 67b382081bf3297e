import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SessionBridge } from '@/features/auth';
import { AppointmentDetailsDialog } from '@/features/shop-operations/appointments';
import { withStoryShell } from '../support/story-shell';
import { clickWhenReady } from '../shop-setup/shop-hours-story-fixtures';
import {
  APPOINTMENTS_SHOP_ID,
  LATE,
  PENDING,
  STARTED,
  withAppointments,
} from './appointments-story-data';

/** Each action's confirm step, opened from the details as the owner would (plain DOM clicks). */
const meta = {
  title: 'Features/ShopOperations/Appointments/Actions',
  component: AppointmentDetailsDialog,
  decorators: [withStoryShell],
  args: { shopId: APPOINTMENTS_SHOP_ID, booking: PENDING, open: true, onClose: fn() },
  parameters: {
    shell: { path: '/shop/personal#bookings', role: 'shop' },
    ...withAppointments({ list: [PENDING, LATE, STARTED] }),
  },
} satisfies Meta<typeof AppointmentDetailsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rejecting without a reason: the spec's message, nothing sent. */
export const RejectWithoutReason: Story = {
  play: async () => {
    await clickWhenReady(document.body, 'button', /^(reject|rifiuta)$/i);
    await clickWhenReady(document.body, 'button', /^(reject booking|rifiuta prenotazione)$/i);
  },
};

/** Cancelling inside the paid window: what a customer would owe, and that the shop's cancel is free. */
export const CancelWithLateFee: Story = {
  args: { booking: LATE },
  play: () => clickWhenReady(document.body, 'button', /^(cancel booking|annulla prenotazione)$/i),
};

/** Moving a booking that starts within 24 hours: free times, a person, the reason and the late warning. */
export const RescheduleLate: Story = {
  args: { booking: LATE },
  play: async () => {
    await clickWhenReady(document.body, 'button', /^(reschedule|sposta)$/i);
    await clickWhenReady(document.body, 'button', /09:00/);
  },
};

/** Marking a no-show: the fee the shop's policy records. */
export const NoShowFee: Story = {
  args: { booking: STARTED },
  play: () => clickWhenReady(document.body, 'button', /^(no-show|non presentato)$/i),
};

/** Completing: how it was paid (only the methods the shop takes), the tip, the discount and the total recorded. */
export const CompleteWithPayment: Story = {
  args: { booking: STARTED },
  // the payment methods come from the shop's profile, read with the owner's session
  decorators: [
    (Story) => (
      <>
        <SessionBridge />
        <Story />
      </>
    ),
  ],
  play: () => clickWhenReady(document.body, 'button', /^(complete|completa)$/i),
};
