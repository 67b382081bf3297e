import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShopCalendar } from '@/features/shop-operations';
import { withStoryShell } from '../support/story-shell';
import { clickWhenReady } from '../shop-setup/shop-hours-story-fixtures';
import {
  BUSY_DAY,
  CALENDAR_SHOP_ID,
  DST_BOOKINGS,
  DST_DAY,
  withCalendar,
} from './calendar-story-data';

/** The calendar tab of the shop area: day, week and month views of the shop's bookings. */
const meta = {
  title: 'Features/ShopOperations/Calendar',
  component: ShopCalendar,
  decorators: [withStoryShell],
  args: {
    shopId: CALENDAR_SHOP_ID,
    timeZone: 'Europe/Rome',
    onOpenTab: fn(),
    initialDate: BUSY_DAY,
  },
  parameters: { shell: { path: '/shop/personal#calendar', role: 'shop' } },
} satisfies Meta<typeof ShopCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A day nobody has booked: the hours, the lunch break and Sara's morning off still show. */
export const DayEmpty: Story = { parameters: withCalendar({ bookings: [], blocks: [] }) };

/** A busy Friday: overlapping bookings side by side, every status written, a training block hatched. */
export const DayBusy: Story = { parameters: withCalendar() };

/** The week of that Friday, every person's column under each date. */
export const Week: Story = { args: { initialView: 'week' }, parameters: withCalendar() };

/** The month overview: bookings counted per status on each day. */
export const Month: Story = { args: { initialView: 'month' }, parameters: withCalendar() };

/** A day from the month opens in the day view. */
export const MonthOpensDay: Story = {
  args: { initialView: 'month' },
  parameters: withCalendar(),
  play: async ({ canvasElement }) => {
    await clickWhenReady(canvasElement, `button[data-date="${BUSY_DAY}"]`, /2026/);
    await clickWhenReady(canvasElement, 'button[data-booking-id]', /Paolo Verdi/);
  },
};

/** The Sunday clocks go forward in Rome (29 March 2026): bookings sit at their shop-local times. */
export const DstDay: Story = {
  args: { initialDate: DST_DAY },
  parameters: withCalendar({ bookings: DST_BOOKINGS, blocks: [] }),
};

/** The range is on its way. */
export const Loading: Story = { parameters: withCalendar({ state: 'loading' }) };

/** The range failed: a retry. */
export const LoadError: Story = { parameters: withCalendar({ state: 'error' }) };
