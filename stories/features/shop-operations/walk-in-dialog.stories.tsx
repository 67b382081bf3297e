import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DEMO_OWNED_SHOP_ID } from '@/domain/demo';
import { WalkInButton, WalkInDialog } from '@/features/shop-operations/walk-ins';
import { withStoryShell } from '../support/story-shell';
import { clickWhenReady } from '../shop-setup/shop-hours-story-fixtures';

/**
 * A walk-in or phone booking: an existing customer (search by name, email or phone) or a new one, services,
 * person, day and free time, notes, and a weekly or monthly repeat (the calendar opens it from an empty cell).
 */
const meta = {
  title: 'Features/ShopOperations/WalkInDialog',
  component: WalkInDialog,
  decorators: [withStoryShell],
  args: { shopId: DEMO_OWNED_SHOP_ID, open: true, onClose: fn() },
  parameters: { shell: { path: '/shop/personal#calendar', role: 'shop' } },
} satisfies Meta<typeof WalkInDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from "Add booking": today, nobody chosen yet. */
export const EmptyForm: Story = {};

/** Opened from an empty calendar cell: its day and time. */
export const FromCalendarCell: Story = {
  args: { initial: { date: '2030-03-05', time: '15:00', staffId: null } },
};

/** Sent with nothing chosen: the customer and a service are asked for. */
export const ValidationErrors: Story = {
  play: () => clickWhenReady(document.body, 'button', /^(book|prenota)$/i),
};

/** A new person: name, phone and an optional email instead of the search. */
export const NewCustomer: Story = {
  play: () => clickWhenReady(document.body, 'button', /^(new customer|nuovo cliente)$/i),
};

/** The "Add booking" button placed where the owner finds it without the calendar. */
export const AddBookingButton: StoryObj<typeof WalkInButton> = {
  render: () => <WalkInButton shopId={DEMO_OWNED_SHOP_ID} />,
};
