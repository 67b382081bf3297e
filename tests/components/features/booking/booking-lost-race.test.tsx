import { parseTime } from '@/domain/opening-hours';
import { formatMinutes } from '@/domain/availability';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AvailableSlots, TimeSlot } from '@/domain/booking';
import { configureRealtime, resetRealtime } from '@/lib/realtime-client';
import { server } from '@mocks/node';
import { resetBookingsMockState } from '@mocks/data/bookings';
import { signIn } from '../../app/test-utils';
import {
  AURORA_ID,
  aurora,
  fakeChannel,
  firstFreeTime,
  renderBookingPage,
  summary,
  useShopWithBookingFields,
} from './booking-fixtures';
import { failure } from '../../../../mocks/handlers/failure';

/**
 * Issue 13, the lost race: B holds a time and has the details form open when A takes it. Whether B learns it
 * from the live event or from the 409 on Complete, the form closes, the notice is brought into view and
 * focused beside the time grid, the taken time is no longer chosen, the nearest free times are offered and
 * Continue waits for a new time.
 */

let scrolled: Element[] = [];
const originalScroll = Element.prototype.scrollIntoView;

beforeEach(() => {
  resetBookingsMockState();
  useShopWithBookingFields();
  scrolled = [];
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  Element.prototype.scrollIntoView = originalScroll;
  resetRealtime();
  configureRealtime({ enabled: undefined, factory: undefined });
});

/** Signed in as a customer, on the booking page with a free time chosen and the details form open. */
async function holdTimeWithFormOpen() {
  const service = aurora().services[0]!;
  const free = await firstFreeTime(AURORA_ID, [service.id]);
  signIn('customer');
  const query = new URLSearchParams({ service: service.id, date: free.date, time: free.time });
  const { user } = await renderBookingPage(`/booking/${AURORA_ID}?${query.toString()}`);
  await screen.findByRole('button', { name: free.time, pressed: true });
  const continueButton = summary().getByRole('button', { name: 'Continue' });
  await waitFor(() => expect(continueButton).toBeEnabled());
  await user.click(continueButton);
  const dialog = await screen.findByRole('dialog', { name: 'Complete your booking' });
  await waitFor(() =>
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).not.toHaveValue(''),
  );
  return { user, service, free, dialog };
}

/** The notice is beside the grid, scrolled into view and holding the focus; the time is let go. */
async function expectLossInView(time: string) {
  const notice = await screen.findByTestId('lost-time');
  expect(within(notice).getByText('That time was just taken')).toBeVisible();
  await waitFor(() => expect(notice.contains(document.activeElement)).toBe(true));
  expect(scrolled).toContain(notice);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.queryByRole('button', { name: time, pressed: true })).toBeNull();
  expect(summary().getByRole('button', { name: 'Continue' })).toBeDisabled();
  const choices = await within(notice).findAllByRole('button', { name: / at / });
  expect(choices.length).toBeGreaterThan(0);
  expect(choices.length).toBeLessThanOrEqual(6);
  return { notice, choices };
}

describe('booking page: the lost race in view', { timeout: 60_000 }, () => {
  it('on the 409 at Complete: closes the form, shows the notice in view and waits for a new time', async () => {
    const { user, free, dialog } = await holdTimeWithFormOpen();
    server.use(http.post('/api/bookings', () => failure('SLOT_TAKEN')));
    await user.click(within(dialog).getByRole('checkbox', { name: /I accept the booking terms/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Complete Booking' }));

    const { notice, choices } = await expectLossInView(free.time);
    expect(
      within(notice).getByText(
        'Someone else booked it while you were confirming, so your booking was not made.',
      ),
    ).toBeVisible();
    // the notice sits with the time grid, not above the page
    const when = screen.getByRole('heading', { name: 'Choose a day and a time' }).parentElement!;
    expect(when.contains(notice)).toBe(true);

    // picking one of the nearest free times chooses it and reopens the details
    await user.click(choices[0]!);
    expect(await screen.findByRole('dialog', { name: 'Complete your booking' })).toBeVisible();
    expect(screen.queryByTestId('lost-time')).toBeNull();
  });

  it('on the live event while the form is open: closes it and offers the nearest free times', async () => {
    const fake = fakeChannel();
    configureRealtime({ enabled: true, factory: () => fake.channel });
    const { user, free, service } = await holdTimeWithFormOpen();
    // two other free times after the held one, whatever the time of day (fixed times were the held one, or
    // already past, at some hours)
    const [nearest = '', next = ''] = [30, 60].map((later) =>
      formatMinutes(parseTime(free.time)! + later),
    );

    // A books B's time: the server now answers it as taken (two other times stay free) and says so live
    const slot = (time: string, available: boolean): TimeSlot => ({
      time,
      available,
      ...(available ? {} : { reason: 'booked' as const }),
      period: 'afternoon',
      staffIds: [],
    });
    server.use(
      http.get('/api/bookings/available-slots', ({ request }) => {
        const date = new URL(request.url).searchParams.get('date') ?? '';
        const answer: AvailableSlots = {
          shopId: AURORA_ID,
          date,
          timeZone: 'Europe/Rome',
          serviceIds: [service.id],
          staffId: null,
          duration: service.duration,
          slots: [slot(free.time, date !== free.date), slot(nearest, true), slot(next, true)],
        };
        return HttpResponse.json({ success: true, data: answer });
      }),
    );
    act(() =>
      fake.deliver('slots_changed', {
        type: 'slots_changed',
        data: { shopId: AURORA_ID, dates: [free.date] },
      }),
    );

    const { notice, choices } = await expectLossInView(free.time);
    expect(
      within(notice).getByText(`Someone just booked ${free.time}. Please choose another time.`),
    ).toBeVisible();
    expect(choices[0]).toHaveTextContent(new RegExp(` at ${nearest}$`));

    // a time picked in the grid answers the notice, and Continue is there again
    await user.click(await screen.findByRole('button', { name: next }));
    expect(screen.queryByTestId('lost-time')).toBeNull();
    expect(summary().getByRole('button', { name: 'Continue' })).toBeEnabled();
  });
});
