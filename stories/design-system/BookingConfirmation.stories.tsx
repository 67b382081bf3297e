import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BookingConfirmation, type BookingConfirmationProps } from '@design-system/components';
import { useBookingConfirmationLabels } from '@/lib/ui/booking-dialog-labels';
import { makeBooking, SAMPLE_SERVICES } from './support/booking-fixtures';

function LocalizedBookingConfirmation(props: Omit<BookingConfirmationProps, 'labels'>) {
  return <BookingConfirmation {...props} labels={useBookingConfirmationLabels()} />;
}

const meta = {
  title: 'Design System/BookingConfirmation',
  component: LocalizedBookingConfirmation,
  args: {
    booking: makeBooking(),
    googleCalendarUrl:
      'https://calendar.google.com/calendar/render?action=TEMPLATE&text=Bella%20Vita%20Hair%20Studio',
    onDownloadIcs: fn(),
    onViewBookings: fn(),
    onBookAgain: fn(),
  },
} satisfies Meta<typeof LocalizedBookingConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** The shop confirms bookings itself: "Request sent — the shop will confirm". */
export const Pending: Story = { args: { booking: makeBooking({ status: 'pending' }) } };
export const SeveralServices: Story = {
  args: { booking: makeBooking({ services: SAMPLE_SERVICES, staffName: null }) },
};
/** Without "Book something else" (no onBookAgain). */
export const WithoutBookAgain: Story = { args: { onBookAgain: undefined } };
