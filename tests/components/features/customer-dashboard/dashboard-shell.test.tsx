import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CustomerDashboardPage } from '@/features/customer-dashboard/pages/customer-dashboard-page';
import { toastsAtom } from '@/lib/toast';
import {
  MOCK_BOOKING_SHOPS,
  MOCK_CUSTOMER,
  SEEDED_BOOKING_IDS,
  resetBookingsMockState,
} from '@mocks/data/bookings';
import { profileMockState, resetProfileMockState } from '@mocks/data/profile';
import { server } from '@mocks/node';
import { currentLocation, renderWithProviders, signIn } from '../../app/test-utils';
import { msg } from '../profile/helpers';
import { withPageCopy } from '../search/details-fixtures';

afterEach(() => {
  resetBookingsMockState();
  resetProfileMockState();
  vi.restoreAllMocks();
});

function Back() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      history back
    </button>
  );
}

const failure = (message: string) =>
  HttpResponse.json({ success: false, message }, { status: 500 });

async function openDashboard(path = '/customer/dashboard') {
  signIn('customer');
  return renderWithProviders(
    withPageCopy(
      <>
        <CustomerDashboardPage />
        <Back />
      </>,
    ),
    { path },
  );
}

const sections = () => screen.getByRole('tablist', { name: msg('customerDashboard.tabs.label') });
const dashboardTab = (name: string | RegExp) => within(sections()).getByRole('tab', { name });
const upcomingFigure = () =>
  screen.getByText(msg('customerDashboard.stats.upcoming')).closest('dl') as HTMLElement;
const favoritesFigure = () =>
  screen.getByText(msg('customerDashboard.stats.favorites')).closest('dl') as HTMLElement;
const toastMessages = (store: Awaited<ReturnType<typeof openDashboard>>['store']) =>
  store.get(toastsAtom).map((toast) => toast.message);

describe('/customer/dashboard: the shell', () => {
  it('shows only the tabs built so far, the overview first, with the upcoming count on Bookings and the favourites count', async () => {
    await openDashboard();
    expect(
      await within(sections()).findByRole('tab', { name: 'Bookings, 2 upcoming' }),
    ).toBeInTheDocument();
    // the favourites badge counts favourite shops and services
    await waitFor(() =>
      expect(
        within(sections())
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Overview', 'Bookings2', 'Favourites3', 'Analytics']),
    );
    expect(dashboardTab('Overview')).toHaveAttribute('aria-selected', 'true');
    // later tabs are not shown at all, not even as a promise
    for (const later of [/loyalty/i, /reviews/i, /referral/i, /communication/i])
      expect(within(sections()).queryByRole('tab', { name: later })).not.toBeInTheDocument();
  });

  it('mirrors the tab in the hash both ways, and back returns to the previous tab', async () => {
    const { user } = await openDashboard('/customer/dashboard#bookings');
    expect(await screen.findByRole('tab', { name: 'All (4)' })).toBeInTheDocument();
    expect(dashboardTab(/^Bookings/)).toHaveAttribute('aria-selected', 'true');

    await user.click(dashboardTab('Overview'));
    expect(currentLocation()).toBe('/customer/dashboard#overview');
    expect(
      await screen.findByRole('heading', { name: msg('customerDashboard.next.title') }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'history back' }));
    expect(await screen.findByRole('tab', { name: 'All (4)' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/customer/dashboard#bookings');
  });

  it('an unknown hash opens the overview', async () => {
    await openDashboard('/customer/dashboard#loyalty');
    expect(
      await screen.findByRole('heading', { name: msg('customerDashboard.next.title') }),
    ).toBeInTheDocument();
    expect(dashboardTab('Overview')).toHaveAttribute('aria-selected', 'true');
  });

  it('greets with the profile’s first name and shows the figures and the next appointment', async () => {
    profileMockState.profiles[MOCK_CUSTOMER.id]!.name = 'Giuliana Romano';
    await openDashboard();
    expect(
      await screen.findByRole('heading', { level: 1, name: /, Giuliana$/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(upcomingFigure()).toHaveTextContent('2'));
    await waitFor(() => expect(favoritesFigure()).toHaveTextContent('2'));
    const next = await screen.findByRole('article');
    expect(within(next).getByRole('heading', { name: 'Salone Aurora' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: msg('customerDashboard.settings') })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(
      screen.getByRole('link', { name: msg('customerDashboard.action.book') }),
    ).toHaveAttribute('href', '/search');
  });

  it('the next appointment reschedules through the booking page', async () => {
    const { user } = await openDashboard();
    const next = await screen.findByRole('article');
    await user.click(within(next).getByRole('button', { name: 'Reschedule' }));
    expect(currentLocation()).toBe(
      `/booking/${MOCK_BOOKING_SHOPS.aurora}?reschedule=${SEEDED_BOOKING_IDS.upcomingConfirmed}`,
    );
  });

  it('cancelling the next appointment shows the policy first, then the next one and the badge follow', async () => {
    const { user } = await openDashboard();
    const next = await screen.findByRole('article');
    await user.click(within(next).getByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText(/^Free cancellation until/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(dashboardTab('Bookings, 1 upcoming')).toHaveAttribute('aria-controls'),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('article')).getByRole('heading', { level: 3 }),
      ).not.toHaveTextContent('Salone Aurora'),
    );
  });

  it('refresh asks the server again for every part and says so', async () => {
    const { user, store } = await openDashboard();
    await screen.findByRole('article');
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    await user.click(screen.getByRole('button', { name: msg('customerDashboard.refresh') }));
    await waitFor(() => expect(toastMessages(store)).toContain('Dashboard refreshed successfully'));
    server.events.removeAllListeners('request:start');
    expect(asked).toEqual(
      expect.arrayContaining(['/api/users/profile', '/api/bookings', '/api/customer/favorites']),
    );
  });

  it('a failed refresh says so and keeps what is on screen', async () => {
    const { user, store } = await openDashboard();
    await screen.findByRole('article');
    await waitFor(() => expect(upcomingFigure()).toHaveTextContent('2'));
    server.use(http.get('/api/bookings', () => failure('Failed to fetch bookings')));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: msg('customerDashboard.refresh') }));
    await waitFor(() => expect(toastMessages(store)).toContain('Failed to refresh dashboard'));
    expect(toastMessages(store)).not.toContain('Dashboard refreshed successfully');
    expect(upcomingFigure()).toHaveTextContent('2');
    expect(screen.getByRole('article')).toBeInTheDocument();
  });

  it('renders the rest when the bookings and the profile fail, and logs each failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('/api/bookings', () => failure('Failed to fetch bookings')),
      http.get('/api/users/profile', () => failure('Failed to fetch profile')),
    );
    const { user } = await openDashboard();
    // the session's name greets when the profile is missing
    expect(await screen.findByRole('heading', { level: 1, name: /, Giulia$/ })).toBeInTheDocument();
    await waitFor(() => expect(favoritesFigure()).toHaveTextContent('2'));
    expect(upcomingFigure()).toHaveTextContent(msg('customerDashboard.stats.unavailable'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(msg('customerDashboard.next.errorTitle'));
    expect(dashboardTab('Bookings')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'Customer dashboard: could not load the upcoming bookings',
      expect.anything(),
    );
    expect(warn).toHaveBeenCalledWith(
      'Customer dashboard: could not load the profile',
      expect.anything(),
    );

    // Try again loads them once the server answers
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
    await waitFor(() => expect(upcomingFigure()).toHaveTextContent('2'));
  });

  it('a customer with nothing booked gets zero figures and a way to book', async () => {
    server.use(
      http.get('/api/bookings', () =>
        HttpResponse.json({
          success: true,
          data: { items: [], total: 0, page: 1, limit: 100, totalPages: 1 },
        }),
      ),
    );
    await openDashboard();
    expect(
      await screen.findByRole('heading', { name: msg('customerDashboard.next.emptyTitle') }),
    ).toBeInTheDocument();
    expect(upcomingFigure()).toHaveTextContent('0');
    // no badge for zero
    expect(dashboardTab('Bookings')).toHaveTextContent(/^Bookings$/);
  });
});
