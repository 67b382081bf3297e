import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardOverview } from '@/features/customer-dashboard/components/dashboard-overview';
import { mockCustomerBookings } from '@mocks/data/bookings';
import { withStoryShell } from '../support/story-shell';
import { dashboardHandlers } from './dashboard-story-data';

const next = () => mockCustomerBookings().find((b) => b.status === 'confirmed')!;

/**
 * The overview's cards on their own (spec 02 §2.5): the figures, the next appointment (reschedule and cancel as
 * in My bookings) and the quick actions, in each state a part can be in.
 */
const meta = {
  title: 'Features/CustomerDashboard/Overview',
  component: DashboardOverview,
  decorators: [withStoryShell],
  parameters: {
    shell: { role: 'customer', path: '/customer/dashboard' },
    msw: { handlers: dashboardHandlers() },
  },
  args: {
    upcomingCount: { status: 'ready', value: 2 },
    favoritesCount: { status: 'ready', value: 5 },
    nextBooking: undefined,
    upcomingFailed: false,
    onRetryUpcoming: () => {},
    retryingUpcoming: false,
    bookingsHref: { hash: '#bookings' },
  },
} satisfies Meta<typeof DashboardOverview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { nextBooking: next() } };

export const Loading: Story = {
  args: {
    upcomingCount: { status: 'loading' },
    favoritesCount: { status: 'loading' },
    nextBooking: undefined,
  },
};

/** Nothing booked and no favourites: zero figures and a way to book. */
export const Empty: Story = {
  args: {
    upcomingCount: { status: 'ready', value: 0 },
    favoritesCount: { status: 'ready', value: 0 },
    nextBooking: null,
  },
};

/** The upcoming bookings failed (with Try again); the favourites still show. */
export const UpcomingFailed: Story = {
  args: { upcomingCount: { status: 'error' }, nextBooking: undefined, upcomingFailed: true },
};

export const AllFailed: Story = {
  args: {
    upcomingCount: { status: 'error' },
    favoritesCount: { status: 'error' },
    nextBooking: undefined,
    upcomingFailed: true,
  },
};
