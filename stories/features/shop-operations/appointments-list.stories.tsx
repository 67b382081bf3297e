import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShopAppointments } from '@/features/shop-operations';
import { withStoryShell } from '../support/story-shell';
import { APPOINTMENTS_SHOP_ID, withAppointments } from './appointments-story-data';

/** The Bookings tab: filters, the shop's bookings (table, or cards at phone width), paging and counts. */
const meta = {
  title: 'Features/ShopOperations/Appointments/List',
  component: ShopAppointments,
  decorators: [withStoryShell],
  args: { shopId: APPOINTMENTS_SHOP_ID, timeZone: 'Europe/Rome', onOpenTab: fn() },
  parameters: { shell: { path: '/shop/personal#bookings', role: 'shop' }, ...withAppointments() },
} satisfies Meta<typeof ShopAppointments>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A busy day: pending, confirmed, started and a weekly occurrence. */
export const Busy: Story = {};

/** No booking matches: a way to the calendar and to clear the filters. */
export const Empty: Story = { parameters: withAppointments({ list: [] }) };

/** The list could not be loaded: the reason and a retry. */
export const LoadError: Story = { parameters: withAppointments({ list: 'error' }) };

/** Still loading. */
export const Loading: Story = { parameters: withAppointments({ list: 'never' }) };
