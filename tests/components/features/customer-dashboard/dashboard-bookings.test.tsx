import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomerDashboardPage } from '@/features/customer-dashboard/pages/customer-dashboard-page';
import { MOCK_BOOKING_SHOPS, resetBookingsMockState } from '@mocks/data/bookings';
import { server } from '@mocks/node';
import { currentLocation, renderWithProviders, signIn } from '../../app/test-utils';
import { msg } from '../profile/helpers';
import { withPageCopy } from '../search/details-fixtures';

afterEach(() => {
  resetBookingsMockState();
});

async function openBookingsTab() {
  signIn('customer');
  const utils = await renderWithProviders(withPageCopy(<CustomerDashboardPage />), {
    path: '/customer/dashboard#bookings',
  });
  await screen.findByRole('tab', { name: 'All (4)' });
  return utils;
}

const listTabs = () =>
  within(screen.getByRole('tablist', { name: 'Your bookings' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
const shopNames = () =>
  screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

/** A select's name is its label followed by its value ("Dates Any date"). */
async function choose(
  user: Awaited<ReturnType<typeof openBookingsTab>>['user'],
  field: string,
  option: string,
) {
  await user.click(screen.getByRole('combobox', { name: new RegExp(`^${field}`) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('/customer/dashboard#bookings', () => {
  it('lists all bookings, upcoming first, with all, upcoming, completed and cancelled counts', async () => {
    const { user } = await openBookingsTab();
    expect(listTabs()).toEqual(['All (4)', 'Upcoming (2)', 'Completed (1)', 'Cancelled (1)']);
    expect(shopNames()).toEqual([
      'Salone Aurora',
      'Oasi Porta Venezia',
      'Salone Aurora',
      'Barberia del Corso',
    ]);
    const [upcoming, , cancelled, completed] = screen.getAllByRole('article');
    // reschedule and cancel where the server allows them, book again on completed and cancelled ones
    expect(within(upcoming!).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(within(upcoming!).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(within(upcoming!).queryByRole('button', { name: 'Book again' })).toBeNull();
    expect(within(cancelled!).getByRole('button', { name: 'Book again' })).toBeInTheDocument();
    expect(within(completed!).getByRole('button', { name: 'Book again' })).toBeInTheDocument();
    expect(within(completed!).queryByRole('button', { name: 'Cancel booking' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Completed (1)' }));
    expect(shopNames()).toEqual(['Barberia del Corso']);
    await user.click(
      within(screen.getByRole('article')).getByRole('button', { name: 'Book again' }),
    );
    expect(currentLocation()).toBe(
      `/booking/${MOCK_BOOKING_SHOPS.barberia}?service=${MOCK_BOOKING_SHOPS.barberia}--haircut-beard`,
    );
  });

  it('searches the shop, service and staff names; the counts follow', async () => {
    const { user } = await openBookingsTab();
    const search = screen.getByRole('searchbox', { name: msg('customerDashboard.filters.search') });
    await user.type(search, 'aurora');
    expect(listTabs()).toEqual(['All (2)', 'Upcoming (1)', 'Completed (0)', 'Cancelled (1)']);
    expect(shopNames()).toEqual(['Salone Aurora', 'Salone Aurora']);

    await user.clear(search);
    await user.type(search, 'FACIAL'); // a service, in any case
    expect(shopNames()).toEqual(['Oasi Porta Venezia']);

    await user.clear(search);
    await user.type(search, 'marco'); // the person
    expect(shopNames()).toEqual(['Barberia del Corso']);
  });

  it('filters by date range and service type, says when nothing matches and clears', async () => {
    const { user } = await openBookingsTab();
    await choose(user, msg('customerDashboard.filters.range'), 'Within 7 days of today');
    // the confirmed booking in 3 days and the one cancelled 4 days ago
    await waitFor(() =>
      expect(listTabs()).toEqual(['All (2)', 'Upcoming (1)', 'Completed (0)', 'Cancelled (1)']),
    );

    await choose(user, msg('customerDashboard.filters.range'), 'Within 90 days of today');
    await choose(user, msg('customerDashboard.filters.type'), 'Facial');
    await waitFor(() => expect(shopNames()).toEqual(['Oasi Porta Venezia']));

    await choose(user, msg('customerDashboard.filters.type'), 'Waxing');
    expect(
      await screen.findByRole('heading', { name: msg('customerDashboard.bookings.noMatchTitle') }),
    ).toBeInTheDocument();
    expect(listTabs()).toEqual(['All (0)', 'Upcoming (0)', 'Completed (0)', 'Cancelled (0)']);

    await user.click(screen.getByRole('button', { name: msg('customerDashboard.filters.clear') }));
    expect(listTabs()).toEqual(['All (4)', 'Upcoming (2)', 'Completed (1)', 'Cancelled (1)']);
  });

  it('shows each tab’s empty state for a customer with no bookings', async () => {
    server.use(
      http.get('/api/bookings', () =>
        HttpResponse.json({
          success: true,
          data: { items: [], total: 0, page: 1, limit: 100, totalPages: 1 },
        }),
      ),
    );
    signIn('customer');
    const { user } = await renderWithProviders(withPageCopy(<CustomerDashboardPage />), {
      path: '/customer/dashboard#bookings',
    });
    expect(
      await screen.findByRole('heading', {
        name: msg('customerDashboard.bookings.empty.allTitle'),
      }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Cancelled (0)' }));
    expect(
      await screen.findByRole('heading', {
        name: msg('customerDashboard.bookings.empty.cancelledTitle'),
      }),
    ).toBeInTheDocument();
  });
});
