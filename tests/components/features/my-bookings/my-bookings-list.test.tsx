import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localClock } from '@/domain/opening-hours';
import { MyBookingsList } from '@/features/my-bookings';
import { MyBookingsPage } from '@/features/my-bookings/pages/my-bookings-page';
import {
  MOCK_BOOKING_SHOPS,
  SEEDED_BOOKING_IDS,
  bookingsMockState,
  resetBookingsMockState,
} from '@mocks/data/bookings';
import { server } from '@mocks/node';
import { currentLocation, renderWithProviders, signIn } from '../../app/test-utils';
import { withPageCopy } from '../search/details-fixtures';

afterEach(() => {
  resetBookingsMockState();
  vi.unstubAllGlobals();
});

const shopNames = (cards: HTMLElement[]) =>
  cards.map((card) => within(card).getByRole('heading').textContent);

async function renderList() {
  signIn('customer');
  const rendered = await renderWithProviders(withPageCopy(<MyBookingsList />), {
    path: '/bookings',
  });
  await screen.findByRole('tab', { name: 'Upcoming (2)' });
  return rendered;
}

describe('My bookings', () => {
  it('lists upcoming soonest first and past newest first, with counts in the tabs', async () => {
    const { user } = await renderList();
    expect(screen.getByRole('tab', { name: 'Past (2)' })).toBeInTheDocument();
    const upcoming = screen.getAllByRole('article');
    expect(shopNames(upcoming)).toEqual(['Salone Aurora', 'Oasi Porta Venezia']);
    expect(within(upcoming[1]!).getByText('Pending')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Past (2)' }));
    const past = await screen.findAllByRole('article');
    expect(shopNames(past)).toEqual(['Salone Aurora', 'Barberia del Corso']);
    expect(within(past[0]!).getByText('Cancelled')).toBeInTheDocument();
    expect(within(past[0]!).getByText(/Cancellation fee/)).toBeInTheDocument();
    // past bookings are not cancelled or moved any more
    expect(within(past[1]!).queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(within(past[1]!).queryByRole('button', { name: 'Reschedule' })).toBeNull();
  });

  it('shows the free-cancellation policy before cancelling, then moves the booking to Past', async () => {
    const { user } = await renderList();
    const [first] = screen.getAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText(/^Free cancellation until/)).toBeInTheDocument();
    expect(
      bookingsMockState.bookings.find((b) => b.id === SEEDED_BOOKING_IDS.upcomingConfirmed)?.status,
    ).toBe('confirmed');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('tab', { name: 'Upcoming (1)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shopNames(screen.getAllByRole('article'))).toEqual(['Oasi Porta Venezia']);

    await user.click(screen.getByRole('tab', { name: 'Past (3)' }));
    const past = await screen.findAllByRole('article');
    expect(within(past[0]!).getByText('Cancelled')).toBeInTheDocument();
  });

  it('shows the fee when cancelling inside the shop’s free-cancellation window', async () => {
    // a Salone Aurora booking (50% fee inside 24 hours) a few hours from now
    const soon = localClock(new Date(Date.now() + 5 * 3_600_000), 'Europe/Rome');
    const seeded = bookingsMockState.bookings.find(
      (b) => b.id === SEEDED_BOOKING_IDS.upcomingConfirmed,
    )!;
    const slot = Math.floor(soon.minutes / 30) * 30;
    seeded.date = soon.date;
    seeded.time = `${String(Math.floor(slot / 60)).padStart(2, '0')}:${String(slot % 60).padStart(2, '0')}`;
    const { user } = await renderList();
    const [first] = screen.getAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Cancelling now costs €22.50 (50% of the price).'),
    ).toBeInTheDocument();
  });

  it('reschedule opens the booking page in reschedule mode; book again preselects the service', async () => {
    const { user } = await renderList();
    const [first] = screen.getAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Reschedule' }));
    expect(currentLocation()).toBe(
      `/booking/${MOCK_BOOKING_SHOPS.aurora}?reschedule=${SEEDED_BOOKING_IDS.upcomingConfirmed}`,
    );

    await user.click(screen.getByRole('tab', { name: 'Past (2)' }));
    const past = await screen.findAllByRole('article');
    await user.click(within(past[1]!).getByRole('button', { name: 'Book again' }));
    expect(currentLocation()).toBe(
      `/booking/${MOCK_BOOKING_SHOPS.barberia}?service=${MOCK_BOOKING_SHOPS.barberia}--haircut-beard`,
    );
  });

  it('downloads the calendar file of an upcoming booking', async () => {
    const created: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => {
          created.push(blob);
          return 'blob:booking';
        },
        revokeObjectURL: () => {},
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await renderList();
    const [first] = screen.getAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Add to calendar' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(await created[0]!.text()).toContain('BEGIN:VCALENDAR');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('orabella-ORA-7K2M9Q.ics');
    click.mockRestore();
  });

  it('shows the error with Try again, which loads the lists', async () => {
    signIn('customer');
    server.use(
      http.get(
        '/api/bookings',
        () =>
          HttpResponse.json(
            { success: false, message: 'Failed to fetch bookings' },
            { status: 503 },
          ),
        { once: true },
      ),
    );
    const { user } = await renderWithProviders(withPageCopy(<MyBookingsList />), {
      path: '/bookings',
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText("We couldn't load your bookings")).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Upcoming (2)' })).toBeInTheDocument();
  });

  it('shows the empty state per tab with a way to book', async () => {
    bookingsMockState.bookings = [];
    signIn('customer');
    const { user } = await renderWithProviders(withPageCopy(<MyBookingsList />), {
      path: '/bookings',
    });
    expect(
      await screen.findByRole('heading', { name: 'No upcoming bookings' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book something' })).toHaveAttribute('href', '/search');
    await user.click(screen.getByRole('tab', { name: 'Past (0)' }));
    expect(await screen.findByRole('heading', { name: 'No past bookings' })).toBeInTheDocument();
  });

  it('gives a shop account the shop intro and a link to its area instead of a list', async () => {
    signIn('shop');
    await renderWithProviders(withPageCopy(<MyBookingsPage />), { path: '/bookings' });
    expect(await screen.findByRole('link', { name: /Shop area/ })).toHaveAttribute(
      'href',
      '/shop/personal',
    );
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
