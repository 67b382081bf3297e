import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardShell } from '@/features/customer-dashboard/components/dashboard-shell';
import { useCurrentUser } from '@/features/auth';
import { withStoryShell } from '../support/story-shell';
import { dashboardHandlers } from './dashboard-story-data';

/** The signed-in customer's dashboard with the greeting at a fixed hour (stories look the same all day). */
function Dashboard({ hour = 9 }: { hour?: number }) {
  const user = useCurrentUser();
  if (!user) return null;
  const now = new Date();
  now.setHours(hour, 0, 0, 0);
  return <DashboardShell user={user} now={now} />;
}

/**
 * /customer/dashboard (issue 17, spec 02 §2.5): greeting, refresh and settings, the overview and bookings tabs
 * in the URL hash with the bookings badge, from the seeded mocks (two upcoming bookings, a completed and a
 * cancelled one, two favourites).
 */
const meta = {
  title: 'Features/CustomerDashboard/Dashboard',
  component: Dashboard,
  decorators: [withStoryShell],
  parameters: {
    layout: 'fullscreen',
    shell: { role: 'customer', path: '/customer/dashboard' },
    msw: { handlers: dashboardHandlers() },
  },
} satisfies Meta<typeof Dashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The overview in the morning: the figures, the next appointment and the quick actions. */
export const Default: Story = {};

export const Afternoon: Story = { args: { hour: 14 } };
export const Evening: Story = { args: { hour: 19 } };

/** `#bookings` opens the bookings tab: all, upcoming, completed and cancelled, with the filters. */
export const BookingsTab: Story = {
  parameters: { shell: { role: 'customer', path: '/customer/dashboard#bookings' } },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: dashboardHandlers({
        bookings: 'loading',
        favorites: 'loading',
        profile: 'loading',
      }),
    },
  },
};

/** A new customer: nothing booked, no favourites. */
export const Empty: Story = {
  parameters: { msw: { handlers: dashboardHandlers({ bookings: 'empty', favorites: 'empty' }) } },
};

/** The bookings and the profile fail, the favourites load: the rest of the dashboard still renders. */
export const PartialFailure: Story = {
  parameters: {
    msw: { handlers: dashboardHandlers({ bookings: 'error', profile: 'error' }) },
  },
};

export const Failed: Story = {
  parameters: {
    msw: {
      handlers: dashboardHandlers({ bookings: 'error', favorites: 'error', profile: 'error' }),
    },
  },
};
