import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import type { Booking } from '@/domain/booking';
import { addDays } from '@/domain/opening-hours';
import { rebookWindowOf, type QuickRebookProposal } from '@/domain/quick-rebook';
import { QuickRebookDialog } from '@/features/customer-dashboard/quick-rebook/quick-rebook-dialog';
import { useCurrentUser } from '@/features/auth';
import { mockCustomerBookings } from '@mocks/data/bookings';
import { failure } from '@mocks/handlers/failure';
import { handlersByArea } from '@mocks/handlers/index';
import { clickWhenReady } from '../shop-setup/shop-hours-story-fixtures';
import { withStoryShell } from '../support/story-shell';
import { dashboardHandlers } from './dashboard-story-data';

const completed = () => mockCustomerBookings().find((b) => b.status === 'completed')!;

/** A proposal two weeks after the booking it repeats, at its time, with its person. */
const proposalOf = (booking: Booking): QuickRebookProposal => ({
  bookingId: booking.id,
  shopId: booking.shopId,
  shopName: booking.shopName,
  timeZone: booking.shopTimeZone,
  date: addDays(booking.date, 14),
  startTime: booking.startTime,
  endTime: booking.endTime,
  staffId: booking.staffId,
  staffName: booking.staffName,
  sameProvider: true,
  serviceIds: booking.services.map((line) => line.id),
  serviceNames: booking.services.map((line) => line.name),
  durationMinutes: booking.duration,
  window: rebookWindowOf(booking.startTime),
});

/** The dialog open on the demo customer's completed booking, as the bookings tab opens it. */
function Dialog() {
  const user = useCurrentUser();
  return user ? (
    <QuickRebookDialog userId={user.id} booking={completed()} onClose={() => undefined} />
  ) : null;
}

/** The dashboard's mocks with POST /api/customer/quick-rebook answering as the story needs. */
const withRebook = (handler?: ReturnType<typeof http.post>) => ({
  msw: {
    handlers: {
      ...dashboardHandlers(),
      customerHistory: [...(handler ? [handler] : []), ...(handlersByArea.customerHistory ?? [])],
    },
  },
});

const URL = '/api/customer/quick-rebook';
const confirm: Story['play'] = () =>
  clickWhenReady(document.body, 'button', /^(book this time|prenota questo orario)$/i);

/**
 * Quick rebook (spec 02 §2.5; issue 17): the first free time the server proposes for the same services, in the
 * booking's window of the day 1 to 4 weeks ahead, booked only when the customer confirms.
 */
const meta = {
  title: 'Features/CustomerDashboard/QuickRebookDialog',
  component: Dialog,
  decorators: [withStoryShell],
  parameters: {
    shell: { role: 'customer', path: '/customer/dashboard#bookings' },
    ...withRebook(),
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The mocks' proposal (the same rules as the server): the day, the time and who. */
export const Proposed: Story = {};

/** Looking for a free time. */
export const Searching: Story = {
  parameters: withRebook(
    http.post(URL, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** Nothing free 1 to 4 weeks ahead: the server's text, and nothing to confirm. */
export const NoFreeTime: Story = {
  parameters: withRebook(http.post(URL, () => failure('NO_FREE_TIME'))),
};

/** The time went meanwhile: 'Failed to create quick rebooking' (a new proposal is asked for). */
export const ConfirmFailed: Story = {
  parameters: withRebook(
    http.post(URL, async ({ request }) => {
      const body = (await request.json()) as { confirm?: boolean };
      return body.confirm
        ? failure('QUICK_REBOOK_FAILED')
        : HttpResponse.json({ success: true, data: { proposal: proposalOf(completed()) } });
    }),
  ),
  play: confirm,
};

export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
