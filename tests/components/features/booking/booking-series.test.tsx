import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { bookingsMockState, resetBookingsMockState } from '@mocks/data/bookings';
import { resetWalkInMocks } from '@mocks/handlers/shop-ops/walk-in-store';
import { signIn } from '../../app/test-utils';
import {
  AURORA_ID,
  detailsWithTermsAccepted,
  renderBookingPage,
  savedChoiceAtFreeTime,
  useShopWithBookingFields,
} from './booking-fixtures';

beforeEach(() => {
  resetBookingsMockState();
  resetWalkInMocks();
  useShopWithBookingFields();
});

describe('booking page: repeat this booking', { timeout: 60_000 }, () => {
  it('previews the weekly dates, then books them as one series and says so on the confirmation', async () => {
    await savedChoiceAtFreeTime();
    signIn('customer');
    const before = bookingsMockState.bookings.length;
    const { user } = await renderBookingPage(`/booking/${AURORA_ID}`);
    const dialog = await detailsWithTermsAccepted(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Repeat this booking' }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete Booking' }));
    // the first Complete only asks which dates are free
    expect(await within(dialog).findByText(/dates are free|not free/)).toBeVisible();
    expect(bookingsMockState.bookings.length).toBe(before);

    await user.click(within(dialog).getByRole('button', { name: 'Complete Booking' }));
    expect(
      await screen.findByRole('heading', { name: 'Booking confirmed' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText(/This booking repeats every week/)).toBeVisible();
    expect(bookingsMockState.bookings.length).toBeGreaterThan(before + 1);
  });
});
