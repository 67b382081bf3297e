import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BlockTimeDialog } from '@/features/shop-operations/blocks';
import { withStoryShell } from '../support/story-shell';
import { clickWhenReady } from '../shop-setup/shop-hours-story-fixtures';
import {
  BLOCK_DAY,
  BLOCK_SHOP_ID,
  answerInTheWay,
  typeReason,
  withBlocks,
} from './block-time-story-data';

/** Blocking time for a person or the whole shop, with a reason (the calendar opens it from an empty cell). */
const meta = {
  title: 'Features/ShopOperations/BlockTimeDialog',
  component: BlockTimeDialog,
  decorators: [withStoryShell],
  args: { shopId: BLOCK_SHOP_ID, timeZone: 'Europe/Rome', open: true, onClose: fn() },
  parameters: { shell: { path: '/shop/personal#calendar', role: 'shop' } },
} satisfies Meta<typeof BlockTimeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the toolbar: the whole shop, today, 09:00–10:00, no reason yet. */
export const EmptyForm: Story = {};

/** Opened from an empty cell of the calendar: its day and time. */
export const FromCalendarCell: Story = {
  args: { initial: { date: BLOCK_DAY, startTime: '15:00', staffId: null } },
};

/** Sent without a reason: the reason is asked for, nothing is sent. */
export const ValidationErrors: Story = {
  play: () => clickWhenReady(document.body, 'button', /^(block time|blocca orario)$/i),
};

/** The server refused it: two bookings are in the way, listed with their times and customers. */
export const BookingsInTheWay: Story = {
  args: { initial: { date: BLOCK_DAY, startTime: '15:00', staffId: null } },
  parameters: withBlocks(answerInTheWay()),
  play: async () => {
    await typeReason('Inventory');
    await clickWhenReady(document.body, 'button', /^(block time|blocca orario)$/i);
  },
};
