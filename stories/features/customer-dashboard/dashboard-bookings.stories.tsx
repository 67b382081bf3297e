import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardBookings } from '@/features/customer-dashboard/components/dashboard-bookings';
import { NO_FILTERS } from '@/features/customer-dashboard/booking-filters';
import { withStoryShell } from '../support/story-shell';
import { dashboardHandlers } from './dashboard-story-data';

/**
 * The dashboard's bookings tab (spec 02 §2.5): My bookings' list with the tabs all, upcoming, completed and
 * cancelled, the text search, date range and service type, on the seeded mock bookings.
 */
const meta = {
  title: 'Features/CustomerDashboard/BookingsTab',
  component: DashboardBookings,
  decorators: [withStoryShell],
  parameters: {
    shell: { role: 'customer', path: '/customer/dashboard#bookings' },
    msw: { handlers: dashboardHandlers() },
  },
} satisfies Meta<typeof DashboardBookings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

/** Searching "aurora" (a shop's name): its two bookings, the counts follow. */
export const Searched: Story = { args: { initialFilters: { ...NO_FILTERS, text: 'aurora' } } };

/** Hair services within 30 days of today. */
export const Filtered: Story = {
  args: { initialFilters: { text: '', range: '30', serviceType: 'hair' } },
};

/** Filters that match nothing: the empty state says so; Clear filters is next to them. */
export const NoMatch: Story = { args: { initialFilters: { ...NO_FILTERS, text: 'pedicure' } } };

export const Empty: Story = {
  parameters: { msw: { handlers: dashboardHandlers({ bookings: 'empty' }) } },
};
export const Loading: Story = {
  parameters: { msw: { handlers: dashboardHandlers({ bookings: 'loading' }) } },
};
export const Failed: Story = {
  parameters: { msw: { handlers: dashboardHandlers({ bookings: 'error' }) } },
};
