import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AffectedBookingsDialog } from '@/features/shop-setup/hours/affected-bookings-dialog';
import { withStoryShell } from '../support/story-shell';
import { AFFECTED, clickWhenReady } from './shop-hours-story-fixtures';

/** The bookings a change of hours leaves outside them: keep as exceptions, or cancel with a reason. */
const meta = {
  title: 'Features/ShopSetup/ShopHoursAffectedBookings',
  component: AffectedBookingsDialog,
  decorators: [withStoryShell],
  args: { open: true, bookings: AFFECTED, busy: false, onChoose: fn(), onClose: fn() },
} satisfies Meta<typeof AffectedBookingsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Keep: Story = {};

export const OneBooking: Story = { args: { bookings: AFFECTED.slice(0, 1) } };

/** Cancel chosen without a reason: the reason is asked for. */
export const CancelWithoutReason: Story = {
  play: async () => {
    // the dialog renders in a portal, outside the canvas
    await clickWhenReady(document.body, 'label', /cancel them|cancellale/i);
    await clickWhenReady(document.body, 'button', /save and cancel|salva e cancellale/i);
  },
};

export const Saving: Story = { args: { busy: true } };
