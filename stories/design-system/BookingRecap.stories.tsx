import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { BookingRecap } from '@design-system/components/BookingCard/BookingRecap';
import { makeBooking } from './support/booking-fixtures';

/** The three lines every booking dialog opens with (cancel, reschedule, the shop's actions). */
function LocalizedBookingRecap({ serviceName }: { serviceName?: string }) {
  const intl = useIntl();
  const booking = makeBooking(serviceName ? { serviceName } : {});
  return (
    <BookingRecap
      booking={booking}
      timeRange={(start, end) =>
        intl.formatMessage({ id: 'bookingUi.card.timeRange' }, { start, end })
      }
    />
  );
}

const meta = {
  title: 'Design System/BookingRecap',
  component: LocalizedBookingRecap,
} satisfies Meta<typeof LocalizedBookingRecap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
/** Several services: the line wraps, the date and time stay on their own line. */
export const SeveralServices: Story = {
  args: {
    serviceName:
      "Women's Haircut & Blow-dry, Full Colour with Toner, Deep Conditioning Treatment, Eyebrow Shaping",
  },
};
