import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MoveBookingDialog } from '@/features/shop-operations/calendar';
import { withStoryShell } from '../support/story-shell';
import {
  BUSY_BOOKINGS,
  CALENDAR_SHOP_ID,
  CALENDAR_STAFF,
  withCalendar,
} from './calendar-story-data';

/** Moving a booking from the keyboard: a date, a person, one of the free times, and a reason. */
const meta = {
  title: 'Features/ShopOperations/MoveBookingDialog',
  component: MoveBookingDialog,
  decorators: [withStoryShell],
  args: {
    shopId: CALENDAR_SHOP_ID,
    booking: BUSY_BOOKINGS[0]!,
    staff: CALENDAR_STAFF,
    open: true,
    onClose: fn(),
  },
  parameters: { shell: { path: '/shop/personal#calendar', role: 'shop' }, ...withCalendar() },
} satisfies Meta<typeof MoveBookingDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The booking's date and person chosen, the free times of that day listed. */
export const Default: Story = {};
