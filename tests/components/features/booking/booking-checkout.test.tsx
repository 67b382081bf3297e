import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { toastsAtom } from '@/lib/toast';
import { server } from '@mocks/node';
import { resetBookingsMockState } from '@mocks/data/bookings';
import { currentLocation, signIn } from '../../app/test-utils';
import {
  AURORA_ID,
  aurora,
  bookableDays,
  detailsWithTermsAccepted,
  freeTimes,
  renderBookingPage,
  savedChoiceAtFreeTime,
  summary,
  useShopWithBookingFields,
} from './booking-fixtures';
import { failure } from '../../../../mocks/handlers/failure';

beforeEach(() => {
  resetBookingsMockState();
  useShopWithBookingFields();
});

/** Records the Idempotency-Key of every POST /api/bookings the page sends. */
function recordBookingPosts() {
  const keys: (string | null)[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/bookings')
      keys.push(request.headers.get('Idempotency-Key'));
  };
  server.events.on('request:start', listener);
  return { keys, stop: () => server.events.removeListener('request:start', listener) };
}

describe('booking page: from Continue to a booking', { timeout: 60_000 }, () => {
  it('keeps a guest’s choice and sends them to sign in', async () => {
    const service = aurora().services[0]!;
    const { user } = await renderBookingPage(`/booking/${AURORA_ID}`);
    await user.click(await screen.findByRole('checkbox', { name: service.name }));
    const [day] = await bookableDays();
    await user.click(day!);
    const [time] = await freeTimes();
    await user.click(time!);
    await user.click(summary().getByRole('button', { name: 'Continue' }));

    const target = new URL(currentLocation(), 'http://x');
    expect(target.pathname).toBe('/login');
    expect(target.searchParams.get('returnTo')).toBe(`/booking/${AURORA_ID}`);
    expect(target.searchParams.get('action')).toBe('booking');
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEYS.pendingBooking) ?? '{}');
    expect(saved).toMatchObject({
      shopId: AURORA_ID,
      services: [service.id],
      dateTime: { date: day!.dataset.date, time: time!.getAttribute('aria-label') },
      staffId: null,
    });
  });

  it('restores the choice after sign-in, opens the details and books with one Idempotency-Key', async () => {
    const { service } = await savedChoiceAtFreeTime();
    signIn('customer');
    const posts = recordBookingPosts();
    const { user, store } = await renderBookingPage(`/booking/${AURORA_ID}`);

    const dialog = await detailsWithTermsAccepted(user);
    expect(within(dialog).getByText(new RegExp(service.name))).toBeVisible();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    await user.click(within(dialog).getByRole('button', { name: 'Complete Booking' }));

    expect(
      await screen.findByRole('heading', { name: 'Booking confirmed' }, { timeout: 15_000 }),
    ).toBeVisible();
    posts.stop();
    expect(posts.keys).toHaveLength(1);
    expect(posts.keys[0]).toMatch(/^[\w-]{16,}$/);
    expect(new URL(currentLocation(), 'http://x').searchParams.get('confirmed')).toBeTruthy();
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingBooking)).toBeNull();
    const toast = store.get(toastsAtom).find((t) => t.kind === 'bookingConfirmed');
    expect(toast?.message).toMatch(/^Booking Confirmed/);
    expect(toast?.durationMs).toBe(4000);
    expect(screen.getByRole('button', { name: 'View my bookings' })).toBeVisible();
  });

  it('says so when the restored time was taken meanwhile and keeps the rest', async () => {
    // a time on that day the grid shows as taken (or one outside the grid: equally gone)
    const { service, free } = await savedChoiceAtFreeTime((f) => f.taken ?? '05:00');
    const gone = free.taken ?? '05:00';
    signIn('customer');
    await renderBookingPage(`/booking/${AURORA_ID}`);
    expect(
      await screen.findByText(
        `The time you chose (${gone}) is no longer available. Your other choices are kept: please choose another time.`,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('checkbox', { name: service.name })).toBeChecked();
    expect(summary().getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('offers the nearest free times when the slot is lost while confirming', async () => {
    await savedChoiceAtFreeTime();
    signIn('customer');
    server.use(http.post('/api/bookings', () => failure('SLOT_TAKEN')));
    const { user } = await renderBookingPage(`/booking/${AURORA_ID}`);
    const dialog = await detailsWithTermsAccepted(user);
    await user.click(within(dialog).getByRole('button', { name: 'Complete Booking' }));

    expect(await screen.findByText('That time was just taken')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const notice = screen.getByText('Nearest free times').closest('section, div')!;
    const choices = await within(notice as HTMLElement).findAllByRole('button', {
      name: / at /,
    });
    expect(choices.length).toBeGreaterThan(0);
    expect(choices.length).toBeLessThanOrEqual(6);

    await user.click(choices[0]!);
    expect(await screen.findByRole('dialog', { name: 'Complete your booking' })).toBeVisible();
  });

  it('says why a booking is refused when trying again cannot help (a booking limit), and the spec’s alert when the server fails', async () => {
    await savedChoiceAtFreeTime();
    signIn('customer');
    server.use(http.post('/api/bookings', () => failure('SHOP_DAY_LIMIT')));
    const { user } = await renderBookingPage(`/booking/${AURORA_ID}`);
    const dialog = await detailsWithTermsAccepted(user);
    const complete = within(dialog).getByRole('button', { name: 'Complete Booking' });
    await user.click(complete);
    expect(
      await within(dialog).findByText(
        'You have reached the booking limit for this shop on this day.',
      ),
    ).toBeVisible();

    server.use(http.post('/api/bookings', () => failure('INTERNAL')));
    await user.click(complete);
    expect(
      await within(dialog).findByText(
        'Sorry, there was an error completing your booking. Please try again.',
      ),
    ).toBeVisible();
  });

  it('tells a shop account that only customers can book', async () => {
    await savedChoiceAtFreeTime();
    signIn('shop');
    await renderBookingPage(`/booking/${AURORA_ID}`);
    expect(await screen.findByText('Only customers can book')).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
