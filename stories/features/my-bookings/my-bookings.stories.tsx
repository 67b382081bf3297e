import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { BookingList } from '@/domain/booking';
import { MyBookingsList } from '@/features/my-bookings';
import { MyBookingsPage } from '@/features/my-bookings/pages/my-bookings-page';
import { CancelBookingFlow } from '@/features/my-bookings/components/cancel-booking-flow';
import { mockCustomerBookings } from '@mocks/data/bookings';
import { handlersByArea } from '@mocks/handlers/index';
import { withStoryShell } from '../support/story-shell';

const emptyList: BookingList = { items: [], total: 0, page: 1, limit: 100, totalPages: 1 };

/** The standard mocks, with GET /api/bookings pending forever, failing or empty. */
function listHandlers(mode: 'loading' | 'error' | 'empty') {
  return {
    ...handlersByArea,
    bookings: [
      http.get('/api/bookings', async () => {
        if (mode === 'loading') await delay('infinite');
        if (mode === 'error')
          return HttpResponse.json(
            { success: false, message: 'Failed to fetch bookings' },
            { status: 500 },
          );
        return HttpResponse.json({ success: true, data: emptyList });
      }),
      ...(handlersByArea.bookings ?? []),
    ],
  };
}

/**
 * /bookings (issue 5, spec 02 §4): the customer's Upcoming and Past bookings from the booking mocks (seeded:
 * an upcoming confirmed and an upcoming pending booking, a completed one and one cancelled with a fee).
 */
const meta = {
  title: 'Features/MyBookings',
  component: MyBookingsPage,
  decorators: [withStoryShell],
  parameters: {
    shell: { role: 'customer', path: '/bookings' },
    msw: { handlers: handlersByArea },
  },
} satisfies Meta<typeof MyBookingsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Upcoming tab with the seeded bookings. */
export const Default: Story = {};

/** The Past tab: a completed booking (Book again) and a late cancellation with its fee. */
export const Past: Story = { render: () => <MyBookingsList initialTab="past" /> };

export const Empty: Story = { parameters: { msw: { handlers: listHandlers('empty') } } };
export const Loading: Story = { parameters: { msw: { handlers: listHandlers('loading') } } };
export const Failed: Story = { parameters: { msw: { handlers: listHandlers('error') } } };

const upcoming = () => mockCustomerBookings().find((b) => b.status === 'confirmed')!;

/** Cancel asked: the policy (free until …) is shown before anything is sent. */
export const CancelDialogOpen: Story = {
  render: () => (
    <CancelBookingFlow booking={upcoming()} onClose={() => {}} onCancelled={() => {}} />
  ),
};

/** Cancel asked inside the free-cancellation window: the fee cancelling now costs. */
export const CancelDialogWithFee: Story = {
  render: () => {
    const booking = upcoming();
    const fee = {
      ...booking.policy,
      cancellationFeePercent: 50,
      cancellationFeeNow: booking.price / 2,
    };
    return (
      <CancelBookingFlow
        booking={{ ...booking, policy: fee }}
        onClose={() => {}}
        onCancelled={() => {}}
      />
    );
  },
};

/** A shop account: the shop intro and a link to the shop area, no list. */
export const ShopAccount: Story = { parameters: { shell: { role: 'shop', path: '/bookings' } } };
