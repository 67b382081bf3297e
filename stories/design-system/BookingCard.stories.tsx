import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { fn } from 'storybook/test';
import { BookingCard, type BookingCardProps } from '@design-system/components';
import { useBookingCardLabels } from '@/lib/ui/booking-dialog-labels';
import { bookingsInEveryStatus, makeBooking, SAMPLE_SERVICES } from './support/booking-fixtures';

function LocalizedBookingCard(props: Omit<BookingCardProps, 'labels'>) {
  return <BookingCard {...props} labels={useBookingCardLabels()} />;
}

const meta = {
  title: 'Design System/BookingCard',
  component: LocalizedBookingCard,
  args: {
    booking: makeBooking(),
    onReschedule: fn(),
    onCancel: fn(),
    onAddToCalendar: fn(),
    onViewShop: fn(),
  },
} satisfies Meta<typeof LocalizedBookingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Upcoming and confirmed: reschedule, cancel, calendar, shop. */
export const Default: Story = {};
export const WithoutActions: Story = {
  args: {
    onReschedule: undefined,
    onCancel: undefined,
    onAddToCalendar: undefined,
    onViewShop: undefined,
  },
};
/** Past: book again and view shop only. */
export const CompletedBookAgain: Story = {
  args: {
    booking: makeBooking({ status: 'completed', services: SAMPLE_SERVICES.slice(0, 2) }),
    onReschedule: undefined,
    onCancel: undefined,
    onAddToCalendar: undefined,
    onBookAgain: fn(),
  },
};
/** Late cancellation with the recorded fee. */
export const CancelledWithFee: Story = {
  args: {
    booking: makeBooking({ status: 'cancelled', cancellationFee: 22.5, staffName: null }),
    onReschedule: undefined,
    onCancel: undefined,
    onAddToCalendar: undefined,
    onBookAgain: fn(),
  },
};
/** All eight statuses: each chip shows its text, colour only supports it. */
export const EveryStatus: Story = {
  render: (args) => (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      {bookingsInEveryStatus().map((booking) => (
        <LocalizedBookingCard
          key={booking.id}
          {...args}
          booking={booking}
          onReschedule={
            booking.allowedActions.includes('reschedule') ? args.onReschedule : undefined
          }
          onCancel={booking.allowedActions.includes('cancel') ? args.onCancel : undefined}
        />
      ))}
    </Stack>
  ),
};
