import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { BookingPage } from '@/features/booking/pages/booking-page';
import { SEEDED_BOOKING_IDS } from '@mocks/data/bookings';
import { withStoryShell } from '../support/story-shell';
import {
  STORY_SHOP_ID,
  bookingPageHandlers,
  bookingPageLoading,
  bookingPageNotFound,
  storyFreeChoice,
  storyServiceId,
} from './booking-story-fixtures';

/** /booking/{shopId} on the shared mocks (spec 02 §2.4, §4; issue 5). */
function BookingRoute() {
  return (
    <Routes>
      <Route path="/booking/:shopId" element={<BookingPage />} />
    </Routes>
  );
}

const base = `/booking/${STORY_SHOP_ID}`;
const first = storyServiceId(0);
const free = storyFreeChoice([first]);

const meta = {
  title: 'Features/Booking/BookingPage',
  component: BookingRoute,
  decorators: [withStoryShell],
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: bookingPageHandlers },
    shell: { path: base },
  },
} satisfies Meta<typeof BookingRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Shop loaded, nothing chosen: 'Select Services First'. */
export const NoServiceChosen: Story = {};

export const Loading: Story = {
  parameters: { msw: { handlers: bookingPageLoading } },
};

export const ShopNotFound: Story = {
  parameters: { shell: { path: '/booking/no-such-shop' }, msw: { handlers: bookingPageNotFound } },
};

/** A service and a day chosen: the calendar and that day's slots. */
export const ServicesDateAndSlots: Story = {
  parameters: {
    shell: {
      path: `${base}?${new URLSearchParams({ service: first, date: free.date }).toString()}`,
    },
  },
};

/** Everything chosen: the summary's Continue is enabled. */
export const ReadyToContinue: Story = {
  parameters: {
    shell: {
      path: `${base}?${new URLSearchParams({ service: first, date: free.date, time: free.time }).toString()}`,
      role: 'customer',
    },
  },
};

/** Opened from a service's Book button: one service at a time. */
export const SingleServiceMode: Story = {
  parameters: { shell: { path: `${base}?service=${first}` } },
};

/** Moving a booking from My bookings: services locked, staff and day preselected. */
export const RescheduleMode: Story = {
  parameters: {
    shell: { path: `${base}?reschedule=${SEEDED_BOOKING_IDS.upcomingConfirmed}`, role: 'customer' },
  },
};

/** After booking (or a reload of it): the confirmation screen. */
export const Confirmation: Story = {
  parameters: {
    shell: { path: `${base}?confirmed=${SEEDED_BOOKING_IDS.upcomingConfirmed}`, role: 'customer' },
  },
};
