import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEEDED_BOOKING_IDS, resetBookingsMockState } from '@mocks/data/bookings';
import { currentLocation, signIn } from '../../app/test-utils';
import {
  AURORA_ID,
  freeTimes,
  renderBookingPage,
  useShopWithBookingFields,
} from './booking-fixtures';

beforeEach(() => {
  resetBookingsMockState();
  useShopWithBookingFields();
});

describe('booking page: reschedule mode and the confirmation', { timeout: 60_000 }, () => {
  it('keeps the booking’s services, and moving it shows the moved booking', async () => {
    signIn('customer');
    const { user } = await renderBookingPage(
      `/booking/${AURORA_ID}?reschedule=${SEEDED_BOOKING_IDS.upcomingConfirmed}`,
    );
    expect(
      await screen.findByText('The services of a booking stay the same when you move it.'),
    ).toBeVisible();
    // only the booking's own service is offered, already chosen
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(1);
    expect(boxes[0]).toBeChecked();

    const times = await freeTimes();
    const target = times[times.length - 1]!;
    const time = target.getAttribute('aria-label')!;
    await user.click(target);
    const dialog = await screen.findByRole('dialog', { name: 'Move this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));

    expect(
      await screen.findByRole('heading', { name: 'Booking confirmed' }, { timeout: 15_000 }),
    ).toBeVisible();
    // the new start, as the confirmation writes it (24-hour in English too: "18:00 – …")
    expect(screen.getByText(new RegExp(`^${time}\\W`))).toBeVisible();
    expect(new URL(currentLocation(), 'http://x').searchParams.get('confirmed')).toBe(
      SEEDED_BOOKING_IDS.upcomingConfirmed,
    );
  });

  it('shows the confirmation again on reload from ?confirmed', async () => {
    signIn('customer');
    await renderBookingPage(
      `/booking/${AURORA_ID}?confirmed=${SEEDED_BOOKING_IDS.upcomingConfirmed}`,
    );
    expect(
      await screen.findByRole('heading', { name: 'Booking confirmed' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText('ORA-7K2M9Q')).toBeVisible();
    expect(screen.getByRole('button', { name: 'View my bookings' })).toBeVisible();
  });
});
