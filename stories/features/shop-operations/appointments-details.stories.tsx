import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AppointmentDetailsDialog } from '@/features/shop-operations/appointments';
import { withStoryShell } from '../support/story-shell';
import {
  APPOINTMENTS_SHOP_ID,
  COMPLETED,
  CONFIRMED,
  PENDING,
  RECURRING,
  withAppointments,
} from './appointments-story-data';

/**
 * One booking in full for the owner (from the Bookings tab, the calendar or the overview): contact links,
 * services, price, notes on both sides, fees, whether it repeats, the history and the allowed actions.
 */
const meta = {
  title: 'Features/ShopOperations/Appointments/Details',
  component: AppointmentDetailsDialog,
  decorators: [withStoryShell],
  args: { shopId: APPOINTMENTS_SHOP_ID, booking: PENDING, open: true, onClose: fn() },
  parameters: { shell: { path: '/shop/personal#bookings', role: 'shop' }, ...withAppointments() },
} satisfies Meta<typeof AppointmentDetailsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the shop: confirm, reject, cancel or move it; the customer's notes. */
export const Pending: Story = {};

/** Confirmed, with the shop's own notes. */
export const Confirmed: Story = { args: { booking: CONFIRMED } };

/** Done: nothing more to do; the history says who moved it and why. */
export const CompletedWithHistory: Story = {
  args: { booking: COMPLETED },
  parameters: withAppointments({ list: [COMPLETED] }),
};

/** The third of eight weekly occurrences. */
export const Recurring: Story = {
  args: { booking: RECURRING },
  parameters: withAppointments({ list: [RECURRING] }),
};
